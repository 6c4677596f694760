#pragma once

#include "Catalog.h"

#include <string>

namespace gpuplanner::model {

/// The billing plan chosen for a rental period and what it costs, per rented unit.
struct BillingChoice
{
    std::string plan;  ///< "hourly", "daily", "weekly", "monthly" or "yearly"
    double units = 0;  ///< whole billing units paid (the period rounded up)
    double cost = 0;   ///< units × price, in the price's currency
};

/// Cheapest single plan for `hours` of rental among the units `price` offers; each plan's units
/// round up (DOMAIN.md: billing units round up, subscriptions are paid whole). Hours per unit
/// come from `defaults` (hours_per_day/week/month/year). `multiplier` scales every price (region,
/// spot discount, currency). Returns plan "" and cost 0 for hours <= 0.
BillingChoice chooseBilling(const Price &price, double hours, double multiplier,
                            const CatalogDefaults &defaults);

/// Data-disk cost for `gigabytes` (10^9 bytes) kept `hours`: GB beyond the free allowance ×
/// price per GB-day × days rounded up.
double storageCost(const StorageTerms &terms, double gigabytes, double hours, double multiplier,
                   double hoursPerDay);

} // namespace gpuplanner::model
