#pragma once

#include "Catalog.h"

#include <array>
#include <cstddef>
#include <optional>

namespace gpuplanner::model {

/// Billing units a platform sells, shortest first (docs/DOMAIN.md, Billing and cost).
enum class Plan { Hourly, Daily, Weekly, Monthly, Yearly };
inline constexpr int kPlanCount = 5;

/// One billing plan: its key in files and results, the Price member holding its price per unit,
/// and the CatalogDefaults member giving its hours per unit (`hours_per_day`, … in the catalog;
/// nullptr for the hourly plan, whose unit is one hour).
struct PlanInfo
{
    Plan plan;
    const char *key;                        ///< "hourly", "daily", "weekly", "monthly", "yearly"
    std::optional<double> Price::*price;    ///< price per unit, absent when not offered
    double CatalogDefaults::*hoursPerUnit;  ///< hours per unit; nullptr: 1 hour
};

/// The five billing plans, shortest first, indexed by Plan: the one list every part of the model
/// (parsing prices, choosing a plan mix, currency conversion, explanations, break-even points)
/// walks.
inline constexpr std::array<PlanInfo, kPlanCount> kPlans{{
    {Plan::Hourly, "hourly", &Price::hourly, nullptr},
    {Plan::Daily, "daily", &Price::daily, &CatalogDefaults::hoursPerDay},
    {Plan::Weekly, "weekly", &Price::weekly, &CatalogDefaults::hoursPerWeek},
    {Plan::Monthly, "monthly", &Price::monthly, &CatalogDefaults::hoursPerMonth},
    {Plan::Yearly, "yearly", &Price::yearly, &CatalogDefaults::hoursPerYear},
}};

/// The plan keys, shortest first: "hourly", "daily", "weekly", "monthly", "yearly".
inline constexpr std::array<const char *, kPlanCount> kPlanKeys{
    kPlans[0].key, kPlans[1].key, kPlans[2].key, kPlans[3].key, kPlans[4].key};

/// "hourly", "daily", "weekly", "monthly", "yearly".
inline const char *planKey(Plan plan)
{
    return kPlans[size_t(plan)].key;
}

/// Hours one unit of `plan` covers: 1 for hourly, else `defaults`' hours per day, week, month or
/// year (catalog `hours_per_*`: 24, 168, 720, 8760).
inline double planHours(const PlanInfo &plan, const CatalogDefaults &defaults)
{
    return plan.hoursPerUnit ? defaults.*plan.hoursPerUnit : 1.0;
}

/// The price of one unit of `plan` in `price` (absent when the plan is not offered).
inline const std::optional<double> &planPrice(const Price &price, const PlanInfo &plan)
{
    return price.*plan.price;
}

} // namespace gpuplanner::model
