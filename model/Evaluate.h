#pragma once

#include "Billing.h"
#include "Catalog.h"
#include "Explain.h"
#include "Result.h"
#include "ResultJson.h"
#include "Scenario.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

// Callers of the evaluation see, through this header: priceMultiplier, storageMultiplier,
// convertScenarioCurrency and the billing of one option (Billing.h), explainOption (Explain.h)
// and resultToJson (ResultJson.h).

namespace gpuplanner::model {

/// The offerings `scenario` compares, resolved against `catalog` as it is now: its own (inline)
/// offerings as given, catalog entries by id (with the units the scenario rents at a time), in the
/// scenario's order; the catalog's `compare_offerings` when the scenario names none. An id the
/// catalog no longer has (an entry removed since the scenario was loaded) is left out.
std::vector<Offering> resolveOfferings(const Catalog &catalog, const Scenario &scenario);
/// The same offerings handed to `visit` one by one; catalog entries rented one unit at a time are
/// not copied (what evaluate() uses on every slider step).
void forEachOffering(const Catalog &catalog, const Scenario &scenario,
                     const std::function<void(const Offering &)> &visit);
/// The one offering with `id` among them (resolveOfferings' terms); nullopt when none.
std::optional<Offering> resolveOffering(const Catalog &catalog, const Scenario &scenario, const std::string &id);

/// `resolved` (resolveOfferings' result) by id, the first of equal ids, for lookups in constant
/// time: an option's offering is looked up once per option, so a linear search was quadratic in
/// the options compared. The pointers and keys refer into `resolved`, which must outlive it.
using OfferingsById = std::unordered_map<std::string_view, const Offering *>;
OfferingsById offeringsById(const std::vector<Offering> &resolved);

/// The catalog's defaults with the scenario's overrides applied.
CatalogDefaults effectiveDefaults(const Catalog &catalog, const Scenario &scenario);

/// Serving: whether the scenario's own memory figure (Result::memory) takes the engine's
/// large-GPU scheduler defaults (takesLargeGpuEngine): when every compared option's GPU takes
/// them (and some are compared). Where the compared GPUs take both, the figure is the other GPUs':
/// under 70 GiB the few GiB the large defaults add decide whether a card fits, while a GPU that
/// takes them has room for them (Result::memoryOnLargeGpusBytes gives that figure too). Each
/// option's own figures use its GPU's class.
bool scenarioTakesLargeGpuEngine(const Catalog &catalog, const Scenario &scenario, const CatalogDefaults &defaults);

/// Which classes of serving-engine defaults the scenario's compared GPUs take (takesLargeGpuEngine).
struct EngineClasses
{
    bool large = false; ///< some compared GPU takes the large-GPU defaults
    bool other = false; ///< some takes the other GPUs' defaults
};
EngineClasses comparedEngineClasses(const Catalog &catalog, const Scenario &scenario, const CatalogDefaults &defaults);

/// Multipliers on the inputs nobody knows exactly (Uncertainty.h), 1 for the point estimate:
/// each scales its input wherever the evaluation reads it (MFU and decode bandwidth efficiency
/// capped at 1, contention at 0.99).
struct InputFactors
{
    double mfu = 1;                       ///< every GPU's MFU (catalog, or the scenario's own)
    double decodeBandwidthEfficiency = 1; ///< serving: share of memory bandwidth decoding reaches
    double contention = 1;                ///< vGPU neighbours' slowdown (vgpu_contention)
    double preemptionRate = 1;            ///< spot reclaims and slice restarts per hour
    double restartHours = 1;              ///< time to get going after a reclaim
    double price = 1;                     ///< GPU prices over the rental (price change)
    double overhead = 1;                  ///< framework overhead (fixed and fraction)
    double trainTokens = 1;               ///< training: tokens to train
    double requestsPerDay = 1;            ///< serving: requests per day
};

/// The planner's one pure function (docs/ARCHITECTURE.md, Data flow): memory per GPU, total FLOP,
/// and for every compared
/// offering in every compared region its fit, hours, billing plan and cost by part. Offerings and
/// regions default to the catalog's `compare_offerings` × `compare_regions`; an offering with a
/// region of its own is evaluated there only. Inline prices are taken as they are; catalog prices
/// are multiplied by the region's price multiplier and converted to the scenario's currency.
/// Each option is billed for its own period by billRental (Billing.h), the rule the sweeps use.
/// Does not throw for a scenario that parseScenario accepted.
Result evaluate(const Catalog &catalog, const Scenario &scenario);
/// evaluate() with the uncertain inputs scaled by `factors` (one sample of Uncertainty.h).
Result evaluate(const Catalog &catalog, const Scenario &scenario, const InputFactors &factors);

} // namespace gpuplanner::model
