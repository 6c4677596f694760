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
} // namespace

BillingChoice chooseBilling(const Price &price, double hours, double multiplier,
                            const CatalogDefaults &d)
{
    BillingChoice best;
    if (hours <= 0)
        return best;
    best.cost = std::numeric_limits<double>::infinity();
    auto consider = [&](const std::optional<double> &unitPrice, double unitHours, const char *plan) {
        if (!unitPrice)
            return;
        const double units = ceilUnits(hours / unitHours);
        const double cost = units * *unitPrice * multiplier;
        if (cost < best.cost) {
            best.plan = plan;
            best.units = units;
            best.cost = cost;
        }
    };
    consider(price.hourly, 1.0, "hourly");
    consider(price.daily, d.hoursPerDay, "daily");
    consider(price.weekly, d.hoursPerWeek, "weekly");
    consider(price.monthly, d.hoursPerMonth, "monthly");
    consider(price.yearly, d.hoursPerYear, "yearly");
    if (!std::isfinite(best.cost))
        best = {};
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
