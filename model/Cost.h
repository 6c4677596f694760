#pragma once

#include "Catalog.h"

#include <array>
#include <string>

namespace gpuplanner::model {

/// Billing units a platform sells, shortest first.
enum class Plan { Hourly, Daily, Weekly, Monthly, Yearly };
inline constexpr int kPlanCount = 5;

/// "hourly", "daily", "weekly", "monthly", "yearly".
const char *planKey(Plan plan);

/// The cheapest way to pay for a rental period, per rented unit: how many units of each plan.
struct BillingChoice
{
    std::array<double, kPlanCount> units{}; ///< whole units bought of each Plan
    double cost = 0;                        ///< what they cost, in the price's currency × multiplier
    double paidHours = 0;                   ///< hours the units cover (>= the period)

    /// The plans used, longest first, joined by '+': "monthly+hourly"; "" when nothing is paid.
    std::string name() const;
    /// Units of the longest plan used (0 when nothing is paid).
    double mainUnits() const;
};

/// Cheapest mix of the plans `price` offers that covers `hours` (docs/DOMAIN.md, Billing and
/// cost: units round up,
/// subscriptions are paid whole, the cheaper valid plan is chosen and named): for each plan from
/// the longest, either as many whole units as fit in what is left, or one more to cover it all;
/// the remainder goes to shorter plans. Ties go to the mix that pays for fewer hours. Hours per
/// unit come from `defaults` (hours_per_day/week/month/year); `multiplier` scales every price
/// (region, spot discount, currency). An empty choice (cost 0) for hours <= 0.
BillingChoice chooseBilling(const Price &price, double hours, double multiplier,
                            const CatalogDefaults &defaults);

/// Data-disk cost for `gigabytes` (10^9 bytes) kept `hours`: GB beyond the free allowance ×
/// price per GB-day × days rounded up.
double storageCost(const StorageTerms &terms, double gigabytes, double hours, double multiplier,
                   double hoursPerDay);

} // namespace gpuplanner::model
