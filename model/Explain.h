#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include <map>
#include <string>

namespace gpuplanner::model {

/// How one option's hours, serving capacity and cost were reached (keys as in its JSON:
/// compute_hours, communication_hours, transfer_hours, request_seconds,
/// serving_capacity_requests_per_day, cost.compute). Recomputed from the catalog and scenario
/// the Result came from, so evaluate() stays lean; call it for what is shown or exported.
std::map<std::string, Explanation> explainOption(const Catalog &catalog, const Scenario &scenario,
                                                 const Result &result, const OptionResult &option);
/// The same with the option's offering already resolved (nullptr: none, empty result), for
/// callers that explain every option.
std::map<std::string, Explanation> explainOption(const Catalog &catalog, const Scenario &scenario,
                                                 const Result &result, const OptionResult &option,
                                                 const Offering *offering);

} // namespace gpuplanner::model
