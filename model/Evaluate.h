#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include <nlohmann/json.hpp>

namespace gpuplanner::model {

/// The offerings `scenario` compares, resolved against `catalog` as it is now: its own (inline)
/// offerings as given, catalog entries by id (with the units the scenario rents at a time), in the
/// scenario's order; the catalog's `compare_offerings` when the scenario names none. An id the
/// catalog no longer has (an entry removed since the scenario was loaded) is left out.
std::vector<Offering> resolveOfferings(const Catalog &catalog, const Scenario &scenario);

/// The offering with `id` among `resolved` (resolveOfferings' result); nullptr when none.
const Offering *findOffering(const std::vector<Offering> &resolved, const std::string &id);

/// What `offering`'s prices are multiplied by in `region`: the region's multiplier and the
/// currency conversion (inline prices are local and in the scenario's currency already), and
/// the spot discount.
double priceMultiplier(const Catalog &catalog, const Scenario &scenario, const Offering &offering,
                       const Region &region, const CatalogDefaults &defaults);

/// What disk prices are multiplied by: the currency conversion only (1 for inline offerings).
double storageMultiplier(const Catalog &catalog, const Scenario &scenario, const Offering &offering,
                         const CatalogDefaults &defaults);

/// Restates a scenario's money in `currency` ("CNY" or "USD"): its budget and its inline
/// offerings' prices (storage too) convert at the scenario's exchange rate (overrides, else
/// the catalog's cny_per_usd); results then come out in `currency`. For --currency.
void convertScenarioCurrency(Scenario &scenario, const std::string &currency, const Catalog &catalog);

/// The catalog's defaults with the scenario's overrides applied.
CatalogDefaults effectiveDefaults(const Catalog &catalog, const Scenario &scenario);

/// The planner's one pure function (docs/ARCHITECTURE.md, Data flow): memory per GPU, total FLOP,
/// and for every compared
/// offering in every compared region its fit, hours, billing plan and cost by part. Offerings and
/// regions default to the catalog's `compare_offerings` × `compare_regions`; an offering with a
/// region of its own is evaluated there only. Inline prices are taken as they are; catalog prices
/// are multiplied by the region's price multiplier and converted to the scenario's currency.
/// Does not throw for a scenario that parseScenario accepted.
Result evaluate(const Catalog &catalog, const Scenario &scenario);

/// How one option's hours, serving capacity and cost were reached (keys as in its JSON:
/// compute_hours, communication_hours, transfer_hours, request_seconds,
/// serving_capacity_requests_per_day, cost.compute). Recomputed from the catalog and scenario
/// the Result came from, so evaluate() stays lean; call it for what is shown or exported.
std::map<std::string, Explanation> explainOption(const Catalog &catalog, const Scenario &scenario,
                                                 const Result &result, const OptionResult &option);

/// The Result as the JSON of docs/ARCHITECTURE.md, Result JSON ("format": "gpuplanner-result",
/// version 1). Bytes, hours,
/// money in the result's currency. With `catalog` and `scenario` (those evaluate() was given),
/// every option also carries its "explain" object.
nlohmann::json resultToJson(const Result &result, const Catalog *catalog = nullptr,
                            const Scenario *scenario = nullptr);

} // namespace gpuplanner::model
