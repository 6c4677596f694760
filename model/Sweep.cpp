#include "Sweep.h"

#include "Cost.h"
#include "Evaluate.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace gpuplanner::model {

namespace {

constexpr double kHoursPerTenYears = 87600;

/// Rental cost of one option as a function of the period, with everything that does not depend
/// on the period looked up once.
class RentalCost
{
public:
    RentalCost(const Catalog &catalog, const Scenario &s, const CatalogDefaults &d,
               const Offering &o, const Region &region, const OptionResult &r)
        : m_defaults(d)
        , m_offering(o)
        , m_multiplier(priceMultiplier(catalog, s, o, region, d))
        , m_disks(storageMultiplier(catalog, s, o, d))
        , m_units(r.units)
        , m_busy(isTraining(s.workload.kind) ? r.computeHours + r.communicationHours + r.transferHours + r.reworkHours
                                             : 0.0)
        , m_dataGb(s.datasetGb + s.checkpointGb)
    {
        if (o.storage)
            m_terms = *o.storage;
        else if (auto it = d.storage.find(o.kind); it != d.storage.end())
            m_terms = it->second;
    }

    double operator()(double hours) const
    {
        BillingChoice bill = chooseBilling(m_offering.price, hours, 1.0, m_defaults);
        double stopped = 0;
        if (m_offering.stoppedPriceHourly > 0 && m_busy > 0 && hours > m_busy) {
            const BillingChoice running = chooseBilling(m_offering.price, m_busy, 1.0, m_defaults);
            const double idle = m_offering.stoppedPriceHourly * (hours - m_busy);
            if (running.cost + idle < bill.cost) {
                bill = running;
                stopped = idle;
            }
        }
        if (m_offering.minTermHours > hours) {
            const BillingChoice term = chooseBilling(m_offering.price, m_offering.minTermHours, 1.0, m_defaults);
            bill.cost = std::max(bill.cost, term.cost);
        }
        return (bill.cost + stopped) * m_units * m_multiplier
            + storageCost(m_terms, m_dataGb, hours, m_disks, m_defaults.hoursPerDay);
    }

private:
    const CatalogDefaults &m_defaults;
    const Offering &m_offering;
    double m_multiplier;
    double m_disks;
    int m_units;
    double m_busy;
    double m_dataGb;
    StorageTerms m_terms;
};

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

/// The period from which `a` costs less than `b` for good (on every longer period of `grid`),
/// refined by bisection and rounded to 0.01 h; -1 when `a` is not cheaper at the longest period
/// or never dearer (nothing to break even).
double crossing(const RentalCost &a, const RentalCost &b, const std::vector<double> &grid)
{
    size_t lastDearer = grid.size();
    for (size_t i = 0; i < grid.size(); ++i)
        if (a(grid[i]) >= b(grid[i]))
            lastDearer = i;
    if (lastDearer == grid.size() || lastDearer + 1 == grid.size())
        return -1.0;
    double low = grid[lastDearer];
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
                                  const std::vector<double> &hours)
{
    const CatalogDefaults d = effectiveDefaults(catalog, s);
    const std::vector<Offering> offerings = resolveOfferings(catalog, s);
    std::vector<CostCurve> curves;
    curves.reserve(result.options.size());
    for (const OptionResult &o : result.options) {
        const Offering *offering = findOffering(offerings, o.offeringId);
        const Region *region = catalog.region(o.region);
        if (!offering || !region)
            continue;
        const RentalCost cost(catalog, s, d, *offering, *region, o);
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
    struct Priced
    {
        const OptionResult *option;
        const Offering *offering;
        RentalCost cost;
    };
    const std::vector<Offering> offerings = resolveOfferings(catalog, s);
    std::vector<Priced> priced;
    priced.reserve(result.options.size());
    for (const OptionResult &o : result.options) {
        const Offering *offering = findOffering(offerings, o.offeringId);
        const Region *region = catalog.region(o.region);
        if (offering && region)
            priced.push_back({&o, offering, RentalCost(catalog, s, d, *offering, *region, o)});
    }

    result.budgetRuntimeHours.clear();
    if (s.budget)
        for (const Priced &p : priced)
            result.budgetRuntimeHours[p.option->id] = runtimeFor(p.cost, *s.budget);

    result.breakEven.clear();
    const std::vector<double> grid = sweepHours(120);
    for (const Priced &a : priced) {
        // A subscription against paying by the hour, for the same offering.
        // Each longer plan against paying by the hour, for the same offering ("#monthly" vs
        // "#hourly"): one unit of the plan pays off after plan price / hourly price hours of use,
        // when that is within the unit (otherwise the hours are always cheaper).
        const Price &price = a.offering->price;
        if (price.hourly && *price.hourly > 0) {
            const std::tuple<std::optional<double>, double, const char *> plans[] = {
                {price.daily, d.hoursPerDay, "daily"}, {price.weekly, d.hoursPerWeek, "weekly"},
                {price.monthly, d.hoursPerMonth, "monthly"}, {price.yearly, d.hoursPerYear, "yearly"}};
            for (const auto &[planPrice, unitHours, name] : plans) {
                if (!planPrice)
                    continue;
                const double hours = *planPrice / *price.hourly;
                if (hours < unitHours)
                    result.breakEven.push_back({a.option->id + "#" + name, a.option->id + "#hourly",
                                                std::round(hours * 100.0) / 100.0});
            }
        }
        // A dedicated card (or its spot twin) against a slice of the same GPU in the same region.
        for (const Priced &b : priced) {
            if (&a == &b || a.option->region != b.option->region || a.option->gpu != b.option->gpu)
                continue;
            const bool cardVsSlice = (dedicated(a.option->kind) || a.option->kind == "spot") && b.option->kind == "slice";
            const bool cardVsSpot = dedicated(a.option->kind) && b.option->kind == "spot";
            if (!cardVsSlice && !cardVsSpot)
                continue;
            const double hours = crossing(a.cost, b.cost, grid);
            if (hours > 0)
                result.breakEven.push_back({a.option->id, b.option->id, hours});
        }
    }
}

} // namespace gpuplanner::model
