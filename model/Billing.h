#pragma once

#include "Catalog.h"
#include "Cost.h"
#include "Result.h"
#include "Scenario.h"

#include <algorithm>

namespace gpuplanner::model {

/// What `offering`'s prices are multiplied by in `region`: the region's multiplier and the
/// currency conversion (inline prices are local and in the scenario's currency already), and
/// the spot discount.
double priceMultiplier(const Catalog &catalog, const Scenario &scenario, const Offering &offering,
                       const Region &region, const CatalogDefaults &defaults);

/// What each kind of an offering's charges is multiplied by in a region (1 for an inline
/// offering's, which are local and in the scenario's currency already).
struct Multipliers
{
    double gpu = 1;   ///< GPU time, stopped hours, no-GPU mode: priceMultiplier
    double disk = 1;  ///< disks: the region's disk_price_multiplier × currency conversion
    double money = 1; ///< outbound traffic: currency conversion only
};

/// The multipliers of `offering` in `region` for `scenario`'s currency.
Multipliers multipliers(const Catalog &catalog, const Scenario &scenario, const Offering &offering,
                        const Region &region, const CatalogDefaults &defaults);

/// Restates a scenario's money in `currency` ("CNY" or "USD"): its budget and its inline
/// offerings' prices (storage too) convert at the scenario's exchange rate (overrides, else
/// the catalog's cny_per_usd); results then come out in `currency`. For --currency.
void convertScenarioCurrency(Scenario &scenario, const std::string &currency, const Catalog &catalog);

/// Everything an evaluated option's bill depends on except the rental period: the offering's
/// terms and the hours the option needs (docs/DOMAIN.md, Billing and cost). References
/// `offering` and `defaults`, which must outlive it.
struct RentalTerms
{
    const Offering *offering = nullptr;       ///< prices and billing rules (Offering::terms)
    const CatalogDefaults *defaults = nullptr; ///< hours per plan unit and per day
    PlanMenu plans;                ///< the offering's plans at base prices
    BillingChoice minimumTermPlans; ///< the plan mix covering the minimum term (empty without one)
    int units = 1;                 ///< offering units rented
    bool busyWholePeriod = false;  ///< serving: the GPUs work for the whole rental
    double workHours = 0;          ///< training: computation and exposed communication, hours
    double transferHours = 0;      ///< moving data in and out, hours (billed GPU time)
    double reworkHours = 0;        ///< expected work redone after reclaims, hours
    double prepHours = 0;          ///< data preparation, hours
    bool prepOnGpu = false;        ///< preparation on the GPU's bill (else no-GPU mode)
    /// Training: hours the instance must run (work, transfer, rework, preparation on the GPU; at
    /// least the minimum term), and the plan mix paying them, what an instance that can stop pays
    /// in a longer period.
    double busyHours = 0;
    BillingChoice busyPlans;
    StorageTerms storage;          ///< the offering's disk terms, else its kind's defaults
    /// What the disks hold, GB (10^9 bytes): system disks (one per unit), the dataset and the
    /// kept checkpoints.
    double diskGb = 0;
    double retentionHours = 0;     ///< hours the disks are kept after the job
    double outboundGb = 0;         ///< outbound traffic that does not grow with the period, GB
    double outboundGbPerHour = 0;  ///< serving: outbound traffic per hour of the period, GB
};

/// The rental terms of `option`, which evaluate() made for `offering` under `scenario`.
RentalTerms rentalTerms(const Scenario &scenario, const CatalogDefaults &defaults,
                        const Offering &offering, const OptionResult &option);

/// What renting an option for one period is charged, at the offering's base prices (before
/// region, spot discount and currency), per rented unit unless said otherwise.
struct RentalCharge
{
    BillingChoice plans;      ///< the plan mix paid for: the period, or only the busy hours when
                              ///< stopping the instance for the rest is cheaper
    double stopped = 0;       ///< what the stopped instance bills in the idle hours (public IP, ...)
    /// The plan mix covering the minimum term when the period is shorter than it, else nullptr
    /// (points into the RentalTerms charged).
    const BillingChoice *term = nullptr;
    double noGpuPrep = 0;     ///< data preparation in no-GPU mode
    double storage = 0;       ///< disks for the period, all units together
    double keptStorage = 0;   ///< disks kept after the job, all units together
    double outboundGb = 0;    ///< outbound traffic, GB, all units together
    double traffic = 0;       ///< its price, all units together

    /// GPU time paid for: the plans, or the minimum term when that costs more.
    double gpuTime() const { return term ? std::max(plans.cost, term->cost) : plans.cost; }
    /// The whole charge for `units` units, in the result's currency: GPU time, stopped hours and
    /// no-GPU preparation × `m.gpu`, disks × `m.disk`, traffic × `m.money`.
    double total(int units, const Multipliers &m) const
    {
        return (gpuTime() + stopped + noGpuPrep) * units * m.gpu + (storage + keptStorage) * m.disk
            + traffic * m.money;
    }
};

/// What renting an option for `hours` is charged (docs/DOMAIN.md, Billing and cost): the cheapest
/// plan mix covering the period (chooseBilling); for an offering that can stop (stop mode power
/// off or economical stop), paying for the busy hours only and the stopped price for the rest
/// when that is cheaper; at least the minimum term; preparation in no-GPU mode at prep hours ×
/// no-GPU price; disks for the period and for the days kept after it (storageCost); outbound
/// traffic × its price per GB. Busy hours are the work (serving: the whole period
/// less the transfer), the transfer, the rework and preparation on the GPU. The one billing rule:
/// evaluate() bills each option's own period with it (billRental), the sweeps (Sweep.h: cost
/// curves, budget runtimes, break-even points) every other period (RentalCost). Hours <= 0 pay
/// nothing but the minimum term and preparation in no-GPU mode.
RentalCharge chargeRental(const RentalTerms &terms, double hours);

/// An option's bill for one rental period, at the offering's base prices (before region, spot
/// discount and currency: see applyMultipliers).
struct RentalBill
{
    BillingChoice plans;      ///< the plan mix paid for, per unit (the minimum term's when it applies)
    CostBreakdown cost;       ///< the bill by part, at base prices
    bool minimumTerm = false; ///< the period is shorter than the offering's minimum term
    double outboundGb = 0;    ///< outbound traffic, GB
};

/// chargeRental for `hours`, split into the parts of CostBreakdown (docs/DOMAIN.md, Billing and
/// cost): GPU-time parts share the average price per paid hour, in the order work (`compute`),
/// `transfer`, `rework`, `prep`; what is paid beyond them (rounding up, unused subscription time)
/// is `idle`; the stopped instance's charge is `stopped`; the minimum-term top-up is `other`;
/// preparation in no-GPU mode is `prep`; disks are `storage` and `keptStorage`; outbound traffic
/// is `traffic`. The parts add up to chargeRental's total to within rounding.
RentalBill billRental(const RentalTerms &terms, double hours);

/// Prices a bill in a region: every GPU-time part (compute, transfer, idle, prep, rework, other,
/// stopped) × `m.gpu` (region, spot discount, currency), disks × `m.disk`, traffic × `m.money`.
void applyMultipliers(CostBreakdown &cost, const Multipliers &m);

/// One option's total cost, in the result's currency, as a function of the rental period in
/// hours: chargeRental's total in the option's region; for the option's own period, evaluate()'s
/// total to within rounding (the parts are summed in another order). Everything that does not
/// depend on the period is looked up once. References `offering` and `defaults`. `priceFactor`
/// scales GPU prices as InputFactors::price does (a range's P10 or P90 price).
class RentalCost
{
public:
    RentalCost(const Catalog &catalog, const Scenario &scenario, const CatalogDefaults &defaults,
               const Offering &offering, const Region &region, const OptionResult &option,
               double priceFactor = 1.0);

    double operator()(double hours) const;

private:
    RentalTerms m_terms;
    Multipliers m_multipliers;
};

} // namespace gpuplanner::model
