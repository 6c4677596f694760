#include "Cost.h"

#include <cmath>
#include <limits>

namespace gpuplanner::model {

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

struct Offer
{
    Plan plan;
    double hours;
    double price;
};

/// Best cover of `remaining` hours with offers[i..]: recursion over at most two choices per plan.
void search(const Offer *offers, int count, int i, double remaining, BillingChoice &current,
            BillingChoice &best)
{
    if (remaining <= 1e-9) {
        if (current.cost < best.cost - 1e-9
            || (std::abs(current.cost - best.cost) <= 1e-9 && current.paidHours < best.paidHours))
            best = current;
        return;
    }
    if (i == count)
        return;
    const Offer &o = offers[i];
    const double exact = remaining / o.hours;
    const double whole = floorUnits(exact);
    const double cover = ceilUnits(exact);
    for (double n : {cover, whole}) {
        const double left = std::max(0.0, remaining - n * o.hours);
        if (left > 1e-9 && i + 1 == count)
            continue; // the last plan must cover the rest
        current.units[size_t(o.plan)] += n;
        current.cost += n * o.price;
        current.paidHours += n * o.hours;
        search(offers, count, i + 1, left, current, best);
        current.units[size_t(o.plan)] -= n;
        current.cost -= n * o.price;
        current.paidHours -= n * o.hours;
        if (whole == cover)
            break;
    }
}
} // namespace

const char *planKey(Plan plan)
{
    switch (plan) {
    case Plan::Hourly: return "hourly";
    case Plan::Daily: return "daily";
    case Plan::Weekly: return "weekly";
    case Plan::Monthly: return "monthly";
    case Plan::Yearly: return "yearly";
    }
    return "hourly";
}

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

BillingChoice chooseBilling(const Price &price, double hours, double multiplier,
                            const CatalogDefaults &d)
{
    BillingChoice best;
    if (hours <= 0)
        return best;
    Offer offers[kPlanCount];
    int count = 0;
    auto add = [&](const std::optional<double> &p, Plan plan, double unitHours) {
        if (p)
            offers[count++] = Offer{plan, unitHours, *p * multiplier};
    };
    add(price.yearly, Plan::Yearly, d.hoursPerYear);
    add(price.monthly, Plan::Monthly, d.hoursPerMonth);
    add(price.weekly, Plan::Weekly, d.hoursPerWeek);
    add(price.daily, Plan::Daily, d.hoursPerDay);
    add(price.hourly, Plan::Hourly, 1.0);
    best.cost = std::numeric_limits<double>::infinity();
    best.paidHours = std::numeric_limits<double>::infinity();
    BillingChoice current;
    search(offers, count, 0, hours, current, best);
    if (!std::isfinite(best.cost))
        return {};
    return best;
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
