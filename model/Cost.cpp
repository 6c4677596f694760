#include "Cost.h"

#include "Result.h"

#include <cmath>
#include <limits>
#include <tuple>

namespace gpuplanner::model {

static_assert(std::tuple_size_v<decltype(OptionResult::billedUnitsByPlan)> == kPlanCount);
static_assert(kPlans[size_t(Plan::Hourly)].plan == Plan::Hourly && kPlans[size_t(Plan::Daily)].plan == Plan::Daily
              && kPlans[size_t(Plan::Weekly)].plan == Plan::Weekly && kPlans[size_t(Plan::Monthly)].plan == Plan::Monthly
              && kPlans[size_t(Plan::Yearly)].plan == Plan::Yearly,
              "kPlans is indexed by Plan");

namespace {
/// Rounds up, forgiving floating-point noise just above a whole number (720.0000001 → 720).
double ceilUnits(double value)
{
    const double nearest = std::round(value);
    return std::abs(value - nearest) < 1e-9 * std::max(1.0, value) ? nearest : std::ceil(value);
}

double floorUnits(double value)
{
    const double nearest = std::round(value);
    return std::abs(value - nearest) < 1e-9 * std::max(1.0, value) ? nearest : std::floor(value);
}

using Offer = PlanMenu::Offer;

/// Hours `steps` calendar steps of `o` cover from `offsetHours` after day `startDay`.
double calendarHours(const Offer &o, long startDay, double offsetHours, double steps)
{
    const long from = startDay + long(std::llround(offsetHours / 24.0));
    return double(addCalendarMonths(from, long(steps) * o.calendarMonths) - from) * 24.0;
}

/// Whole steps of `o` that fit in `remaining` hours from `offsetHours` on, and the steps that
/// cover them.
std::pair<double, double> steps(const Offer &o, long startDay, double offsetHours, double remaining, double tolerance)
{
    if (o.calendarMonths == 0)
        return {floorUnits(remaining / o.hours), ceilUnits(remaining / o.hours)};
    // A calendar month averages 730.485 hours (the Gregorian year / 12); step to the exact count.
    double n = std::floor(remaining / (730.485 * o.calendarMonths));
    while (calendarHours(o, startDay, offsetHours, n + 1) <= remaining + tolerance)
        ++n;
    while (n > 0 && calendarHours(o, startDay, offsetHours, n) > remaining + tolerance)
        --n;
    return {n, calendarHours(o, startDay, offsetHours, n) >= remaining - tolerance ? n : n + 1};
}

/// Best cover of `remaining` hours with offers[i..]: recursion over at most two choices per plan.
/// `tolerance` (hours) is what counts as nothing left: relative to the whole run, since a run of
/// 10^8 hours billed by the second leaves float residues far above any fixed epsilon, which once
/// made no plan cover it (a cost of 0 with no plan).
void search(const Offer *offers, int count, int i, double remaining, double tolerance, long startDay,
            BillingChoice &current, BillingChoice &best)
{
    if (remaining <= tolerance) {
        if (current.cost < best.cost - 1e-9
            || (std::abs(current.cost - best.cost) <= 1e-9 && current.paidHours < best.paidHours))
            best = current;
        return;
    }
    if (i == count)
        return;
    const Offer &o = offers[i];
    const double offset = current.paidHours;
    const auto [whole, cover] = steps(o, startDay, offset, remaining, tolerance);
    for (double n : {cover, whole}) {
        const double hours = o.calendarMonths ? calendarHours(o, startDay, offset, n) : n * o.hours;
        const double left = std::max(0.0, remaining - hours);
        if (left > tolerance && i + 1 == count)
            continue; // the last plan must cover the rest
        current.units[size_t(o.plan)] += n * o.units;
        current.cost += n * o.price;
        current.paidHours += hours;
        search(offers, count, i + 1, left, tolerance, startDay, current, best);
        current.units[size_t(o.plan)] -= n * o.units;
        current.cost -= n * o.price;
        current.paidHours -= hours;
        if (whole == cover)
            break;
    }
}
} // namespace

std::string BillingChoice::name() const
{
    std::string out;
    for (int p = kPlanCount - 1; p >= 0; --p)
        if (units[size_t(p)] > 0)
            out += (out.empty() ? "" : "+") + std::string(planKey(Plan(p)));
    return out;
}

double BillingChoice::mainUnits() const
{
    for (int p = kPlanCount - 1; p >= 0; --p)
        if (units[size_t(p)] > 0)
            return units[size_t(p)];
    return 0;
}

PlanMenu::PlanMenu(const Price &price, double multiplier, const CatalogDefaults &d, double granularityHours,
                   long calendarStartDay)
    : m_startDay(calendarStartDay)
{
    for (auto plan = kPlans.rbegin(); plan != kPlans.rend(); ++plan) // longest first
        if (const std::optional<double> &p = planPrice(price, *plan)) {
            // Pay-as-you-go is bought in steps of the billing granularity; its units stay hours.
            const double step = plan->plan == Plan::Hourly ? granularityHours : planHours(*plan, d);
            const double units = plan->plan == Plan::Hourly ? granularityHours : 1.0;
            const int months = calendarStartDay == 0 ? 0
                : plan->plan == Plan::Monthly        ? 1
                : plan->plan == Plan::Yearly         ? 12
                                                     : 0;
            m_offers[size_t(m_count++)] = {plan->plan, step, *p * multiplier * units, units, months};
        }
}

BillingChoice PlanMenu::cheapest(double hours) const
{
    BillingChoice best;
    if (hours <= 0)
        return best;
    best.cost = std::numeric_limits<double>::infinity();
    best.paidHours = std::numeric_limits<double>::infinity();
    BillingChoice current;
    search(m_offers.data(), m_count, 0, hours, 1e-9 * std::max(1.0, hours), m_startDay, current, best);
    if (!std::isfinite(best.cost))
        return {};
    return best;
}

BillingChoice chooseBilling(const Price &price, double hours, double multiplier,
                            const CatalogDefaults &d)
{
    return PlanMenu(price, multiplier, d).cheapest(hours);
}

double storageCost(const StorageTerms &terms, double gigabytes, double hours, double multiplier,
                   double hoursPerDay)
{
    const double billable = std::max(0.0, gigabytes - terms.freeGb);
    if (billable <= 0 || hours <= 0)
        return 0.0;
    return billable * terms.pricePerGbDay * ceilUnits(hours / hoursPerDay) * multiplier;
}

} // namespace gpuplanner::model
