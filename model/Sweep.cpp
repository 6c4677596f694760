#include "Sweep.h"

#include "Billing.h"
#include "Evaluate.h"
#include "Plans.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>

namespace gpuplanner::model {

namespace {

constexpr double kHoursPerTenYears = 87600;

/// Longest period whose cost stays within `budget` (costs only grow with the period).
double runtimeFor(const RentalCost &cost, double budget)
{
    if (cost(1e-6) > budget)
        return 0.0;
    double low = 0.0;
    double high = kHoursPerTenYears;
    if (cost(high) <= budget)
        return high;
    for (int i = 0; i < 60; ++i) {
        const double mid = (low + high) / 2;
        (cost(mid) <= budget ? low : high) = mid;
    }
    return std::floor(low * 100.0) / 100.0;
}

/// One option priced by the period, with its costs at the break-even grid's periods once asked.
struct Priced
{
    const OptionResult *option;
    const Offering *offering;
    RentalCost cost;
    std::vector<double> onGrid; ///< cost at each period of the grid; empty until needed

    const std::vector<double> &costsOn(const std::vector<double> &grid)
    {
        if (onGrid.empty()) {
            onGrid.reserve(grid.size());
            for (double h : grid)
                onGrid.push_back(cost(h));
        }
        return onGrid;
    }
};

/// The period from which `a` costs less than `b` for good (on every longer period of `grid`),
/// refined by bisection and rounded to 0.01 h; -1 when `a` is not cheaper at the longest period
/// or never dearer (nothing to break even). Only periods from `from` hours count: a training
/// job's rental must be long enough for both options to finish it (shorter ones are no choice,
/// and instances that stop when done cost the same for every longer one).
double crossing(Priced &pa, Priced &pb, const std::vector<double> &grid, double from)
{
    const RentalCost &a = pa.cost;
    const RentalCost &b = pb.cost;
    const std::vector<double> &aOnGrid = pa.costsOn(grid);
    const std::vector<double> &bOnGrid = pb.costsOn(grid);
    size_t lastDearer = grid.size();
    for (size_t i = 0; i < grid.size(); ++i)
        if (grid[i] >= from && aOnGrid[i] >= bOnGrid[i])
            lastDearer = i;
    if (lastDearer == grid.size() || lastDearer + 1 == grid.size())
        return -1.0;
    double low = std::max(from, grid[lastDearer]);
    double high = grid[lastDearer + 1];
    for (int k = 0; k < 60; ++k) {
        const double mid = (low + high) / 2;
        (a(mid) >= b(mid) ? low : high) = mid;
    }
    return std::round(high * 100.0) / 100.0;
}

bool dedicated(const std::string &kind)
{
    return kind == "whole_card" || kind == "cloud_server" || kind == "whole_machine";
}

/// Each longer plan of `a`'s offering against paying by the hour ("#monthly" vs "#hourly"): one
/// unit of the plan pays off after plan price / hourly price hours of use, when that is within
/// the unit (otherwise the hours are always cheaper).
void addPlanBreakEvens(const Priced &a, const CatalogDefaults &d, std::vector<BreakEven> &out)
{
    const Price &price = a.offering->price;
    if (!price.hourly || *price.hourly <= 0)
        return;
    for (const PlanInfo &plan : kPlans) {
        const std::optional<double> &unitPrice = planPrice(price, plan);
        if (plan.plan == Plan::Hourly || !unitPrice)
            continue;
        const double hours = *unitPrice / *price.hourly;
        if (hours < planHours(plan, d))
            out.push_back({a.option->id + "#" + plan.key, a.option->id + "#" + planKey(Plan::Hourly),
                           std::round(hours * 100.0) / 100.0});
    }
}

/// An option's part in break-even pairs: a dedicated card (or its spot twin) breaks even
/// against a slice of the same GPU in the same region, and a dedicated card against its spot twin.
enum class Role { Card, Spot, Slice, None };

Role roleOf(const OptionResult &o)
{
    if (dedicated(o.kind))
        return Role::Card;
    if (o.kind == "spot")
        return Role::Spot;
    return o.kind == "slice" ? Role::Slice : Role::None;
}

/// For each of `priced`, the options it breaks even against (see Role), in `priced`'s order.
/// Options are grouped by region and GPU first, so the work is the pairs themselves, not every
/// option against every other (quadratic in the options compared).
std::vector<std::vector<Priced *>> breakEvenPartners(std::vector<Priced> &priced)
{
    std::map<std::pair<std::string_view, std::string_view>, std::vector<Priced *>> groups;
    for (Priced &p : priced)
        groups[{p.option->region, p.option->gpu}].push_back(&p);
    std::vector<std::vector<Priced *>> partners(priced.size());
    for (const auto &[where, members] : groups) {
        (void)where;
        for (Priced *a : members) {
            const Role ra = roleOf(*a->option);
            if (ra != Role::Card && ra != Role::Spot)
                continue;
            for (Priced *b : members) {
                const Role rb = roleOf(*b->option);
                if (rb == Role::Slice || (ra == Role::Card && rb == Role::Spot))
                    partners[size_t(a - priced.data())].push_back(b);
            }
        }
    }
    return partners;
}

} // namespace

std::vector<double> sweepHours(int count)
{
    std::vector<double> hours;
    const int n = std::max(2, count);
    for (int i = 0; i < n; ++i)
        hours.push_back(std::pow(8760.0, double(i) / (n - 1)));
    return hours;
}

std::vector<CostCurve> costCurves(const Catalog &catalog, const Scenario &s, const Result &result,
                                  const std::vector<double> &hours, double priceFactor)
{
    const CatalogDefaults d = effectiveDefaults(catalog, s);
    const std::vector<Offering> offerings = resolveOfferings(catalog, s);
    const OfferingsById byId = offeringsById(offerings);
    std::vector<CostCurve> curves;
    curves.reserve(result.options.size());
    for (const OptionResult &o : result.options) {
        const auto found = byId.find(o.offeringId);
        const Offering *offering = found != byId.end() ? found->second : nullptr;
        const Region *region = catalog.region(o.region);
        if (!offering || !region)
            continue;
        const RentalCost cost(catalog, s, d, *offering, *region, o, priceFactor);
        CostCurve curve{o.id, {}};
        curve.cost.reserve(hours.size());
        for (double h : hours)
            curve.cost.push_back(cost(h));
        curves.push_back(std::move(curve));
    }
    return curves;
}

void fillBudgetAndBreakEven(const Catalog &catalog, const Scenario &s, Result &result)
{
    const CatalogDefaults d = effectiveDefaults(catalog, s);
    const std::vector<Offering> offerings = resolveOfferings(catalog, s);
    const OfferingsById byId = offeringsById(offerings);
    std::vector<Priced> priced;
    priced.reserve(result.options.size());
    for (const OptionResult &o : result.options) {
        const auto found = byId.find(o.offeringId);
        const Offering *offering = found != byId.end() ? found->second : nullptr;
        const Region *region = catalog.region(o.region);
        if (offering && region)
            priced.push_back({&o, offering, RentalCost(catalog, s, d, *offering, *region, o), {}});
    }

    result.budgetRuntimeHours.clear();
    if (s.budget)
        for (const Priced &p : priced)
            result.budgetRuntimeHours[p.option->id] = runtimeFor(p.cost, *s.budget);

    result.breakEven.clear();
    const bool training = isTraining(s.workload.kind);
    const std::vector<double> grid = sweepHours(120);
    const std::vector<std::vector<Priced *>> partners = breakEvenPartners(priced);
    for (size_t i = 0; i < priced.size(); ++i) {
        Priced &a = priced[i];
        addPlanBreakEvens(a, d, result.breakEven);
        for (Priced *b : partners[i]) {
            const double from = training ? std::max(a.option->runHours, b->option->runHours) : 0.0;
            const double hours = crossing(a, *b, grid, from);
            if (hours > 0)
                result.breakEven.push_back({a.option->id, b->option->id, hours});
        }
    }
}

} // namespace gpuplanner::model
