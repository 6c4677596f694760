#include "Billing.h"

#include "Evaluate.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::model {

namespace {

/// What an amount in `from` is multiplied by to state it in `to` ("CNY" or "USD").
double currencyFactor(const std::string &from, const std::string &to, const CatalogDefaults &d)
{
    if (from == to)
        return 1.0;
    return from == "CNY" ? 1.0 / d.cnyPerUsd : d.cnyPerUsd;
}

/// chargeRental, inlined into RentalCost, which bills one option for hundreds of periods.
inline RentalCharge charge(const RentalTerms &t, double hours)
{
    const BillingTerms &rules = t.offering->terms;
    const CatalogDefaults &d = *t.defaults;
    RentalCharge c{t.plans.cheapest(hours)};
    if (rules.stopMode != StopMode::None && !t.busyWholePeriod && hours > t.busyHours) {
        // Stopped when idle: GPU billing stops, what stays bills the stopped price.
        const double stopped = rules.stoppedPriceHourly * (hours - t.busyHours);
        if (t.busyPlans.cost + stopped < c.plans.cost) {
            c.plans = t.busyPlans;
            c.stopped = stopped;
        }
    }
    if (rules.minTermHours > hours) {
        // Renting less than the minimum term still pays the term (docs/DOMAIN.md, Billing and cost).
        c.term = &t.minimumTermPlans;
    }
    if (!t.prepOnGpu && t.prepHours > 0)
        c.noGpuPrep = t.prepHours * rules.noGpuPriceHourly;
    c.storage = storageCost(t.storage, t.diskGb, hours, 1.0, d.hoursPerDay);
    c.keptStorage = storageCost(t.storage, t.diskGb, t.retentionHours, 1.0, d.hoursPerDay);
    c.outboundGb = t.outboundGb + t.outboundGbPerHour * std::max(0.0, hours);
    c.traffic = c.outboundGb * rules.trafficPricePerGb;
    return c;
}

} // namespace

double priceMultiplier(const Catalog &catalog, const Scenario &s, const Offering &o,
                       const Region &region, const CatalogDefaults &d)
{
    double multiplier = o.inlinePrice ? 1.0
                                      : region.priceMultiplier * currencyFactor(catalog.currency, s.currency, d);
    if (o.kind == "spot")
        multiplier *= 1.0 - o.spotDiscount.value_or(0.0);
    return multiplier;
}

Multipliers multipliers(const Catalog &catalog, const Scenario &s, const Offering &o, const Region &region,
                        const CatalogDefaults &d)
{
    const double currency = o.inlinePrice ? 1.0 : currencyFactor(catalog.currency, s.currency, d);
    return {priceMultiplier(catalog, s, o, region, d), o.inlinePrice ? 1.0 : region.diskPriceMultiplier * currency,
            currency};
}

void convertScenarioCurrency(Scenario &s, const std::string &currency, const Catalog &catalog)
{
    if (s.currency == currency)
        return;
    const double factor = currencyFactor(s.currency, currency, effectiveDefaults(catalog, s));
    if (s.budget)
        *s.budget *= factor;
    for (OfferingChoice &choice : s.offerings) {
        if (!choice.own || !choice.own->inlinePrice)
            continue;
        Offering &o = *choice.own;
        for (const PlanInfo &plan : kPlans)
            if (std::optional<double> &p = o.price.*plan.price)
                *p *= factor;
        if (o.storage)
            o.storage->pricePerGbDay *= factor;
        o.terms.stoppedPriceHourly *= factor;
        o.terms.noGpuPriceHourly *= factor;
        o.terms.trafficPricePerGb *= factor;
    }
    s.currency = currency;
}

RentalTerms rentalTerms(const Scenario &s, const CatalogDefaults &d, const Offering &o, const OptionResult &r)
{
    RentalTerms t;
    t.offering = &o;
    t.defaults = &d;
    t.plans = PlanMenu(o.price, 1.0, d, o.billingGranularityHours, o.terms.calendarMonths ? dayNumber(s.today) : 0);
    t.minimumTermPlans = t.plans.cheapest(o.terms.minTermHours);
    t.units = r.units;
    t.busyWholePeriod = !isTraining(s.workload.kind);
    t.workHours = r.computeHours + r.communicationHours;
    t.transferHours = r.transferHours;
    t.reworkHours = r.reworkHours;
    t.prepHours = r.prepHours;
    t.prepOnGpu = r.prepOnGpu;
    // A minimum term is paid whether the instance runs or not: it stops after the term. (Serving
    // is busy for the whole period and never stops.)
    t.busyHours = std::max(t.workHours + t.transferHours + t.reworkHours + (t.prepOnGpu ? t.prepHours : 0.0),
                           o.terms.minTermHours);
    if (o.terms.stopMode != StopMode::None && !t.busyWholePeriod)
        t.busyPlans = t.plans.cheapest(t.busyHours);
    if (o.storage)
        t.storage = *o.storage;
    else if (auto it = d.storage.find(o.kind); it != d.storage.end())
        t.storage = it->second;
    t.diskGb = o.terms.systemDiskGb * r.units + s.datasetGb + s.checkpointGb * s.checkpointsKept;
    t.retentionHours = s.retentionDays * d.hoursPerDay;
    // Out: training downloads its checkpoint; serving streams every answer, one event per token
    // (a serving scenario's checkpoint is the weights it loads, which come in).
    if (!t.busyWholePeriod)
        t.outboundGb = s.checkpointGb;
    else
        t.outboundGbPerHour = s.workload.serving.requestsPerDay() * s.workload.serving.outputTokens
            * d.streamedBytesPerToken / 1e9 / d.hoursPerDay;
    return t;
}

RentalCharge chargeRental(const RentalTerms &t, double hours)
{
    return charge(t, hours);
}

RentalBill billRental(const RentalTerms &t, double hours)
{
    const RentalCharge charge = chargeRental(t, hours);
    const double work = t.busyWholePeriod ? std::max(0.0, hours - t.transferHours) : t.workHours;
    const double prepOnGpu = t.prepOnGpu ? t.prepHours : 0.0;
    RentalBill out;
    out.plans = charge.term ? *charge.term : charge.plans;
    out.minimumTerm = charge.term != nullptr;

    // What the needed hours cost, spread over the hours paid for: work, moving data, redoing lost
    // work, preparing data; the rest (rounding up, a subscription's unused days, stopped time) is
    // idle.
    CostBreakdown &c = out.cost;
    const double paid = charge.plans.cost * t.units;
    const double paidHours = charge.plans.paidHours;
    const double perHour = paidHours > 0 ? paid / paidHours : 0.0;
    c.compute = perHour * std::min(work, paidHours);
    c.transfer = perHour * std::min(t.transferHours, std::max(0.0, paidHours - work));
    c.rework = perHour * std::min(t.reworkHours, std::max(0.0, paidHours - work - t.transferHours));
    c.prep = t.prepOnGpu
        ? perHour * std::min(prepOnGpu, std::max(0.0, paidHours - work - t.transferHours - t.reworkHours))
        : 0.0;
    c.idle = paid - c.compute - c.transfer - c.rework - c.prep;
    // Rounding noise, not money: relative to the bill, so a price of 1e-10 an hour keeps its idle
    // hours (an absolute floor dropped them).
    if (std::abs(c.idle) <= 1e-9 * std::abs(paid))
        c.idle = 0.0;
    if (!t.prepOnGpu && t.prepHours > 0)
        c.prep = charge.noGpuPrep * t.units;
    if (charge.term)
        c.other = std::max(0.0, charge.term->cost - charge.plans.cost) * t.units;
    c.stopped = charge.stopped * t.units;
    c.storage = charge.storage;
    c.keptStorage = charge.keptStorage;
    c.traffic = charge.traffic;
    out.outboundGb = charge.outboundGb;
    return out;
}

void applyMultipliers(CostBreakdown &cost, const Multipliers &m)
{
    for (double *part : {&cost.compute, &cost.transfer, &cost.idle, &cost.prep, &cost.rework, &cost.other, &cost.stopped})
        *part *= m.gpu;
    cost.storage *= m.disk;
    cost.keptStorage *= m.disk;
    cost.traffic *= m.money;
}

RentalCost::RentalCost(const Catalog &catalog, const Scenario &s, const CatalogDefaults &d,
                       const Offering &o, const Region &region, const OptionResult &r, double priceFactor)
    : m_terms(rentalTerms(s, d, o, r))
    , m_multipliers(multipliers(catalog, s, o, region, d))
{
    m_multipliers.gpu *= priceFactor;
}

double RentalCost::operator()(double hours) const
{
    return charge(m_terms, hours).total(m_terms.units, m_multipliers);
}

} // namespace gpuplanner::model
