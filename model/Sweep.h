#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace gpuplanner::model {

/// Rental periods for cost-vs-duration sweeps: `count` points spaced evenly in log(hours) from 1
/// hour to a year (8760 h).
std::vector<double> sweepHours(int count = 200);

/// One option's total cost (its currency) for each rental period of `hours`: billRental
/// (Billing.h), the rule evaluate() bills by (cheapest plan mix, stopped-server and minimum-term
/// rules, data preparation, disks), so the curve at the option's own period is its total.
struct CostCurve
{
    std::string optionId;
    std::vector<double> cost;
};

/// Cost curves of every option of `result` (which evaluate() made from `catalog` and
/// `scenario`), with GPU prices × `priceFactor` (1: as they are; a price range's P10 and P90
/// factors give the band a rental's cost lies in 8 times in 10). Options whose offering or
/// region cannot be found are left out.
std::vector<CostCurve> costCurves(const Catalog &catalog, const Scenario &scenario,
                                  const Result &result, const std::vector<double> &hours,
                                  double priceFactor = 1.0);

/// Fills result.budgetRuntimeHours (when the scenario has a budget: the longest rental each
/// option's cost stays within, hours, rounded down to 0.01) and result.breakEven (per region: whole card or spot vs
/// slice of the same GPU, whole card vs its spot twin, and each offering's subscription vs
/// hourly billing, as "<id>#monthly" vs "<id>#hourly"; the rental period from which `a` stays
/// cheaper than `b`, hours rounded to 0.01).
void fillBudgetAndBreakEven(const Catalog &catalog, const Scenario &scenario, Result &result);

} // namespace gpuplanner::model
