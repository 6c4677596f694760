#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include <nlohmann/json.hpp>

namespace gpuplanner::model {

/// The Result as the JSON of docs/ARCHITECTURE.md, Result JSON ("format": "gpuplanner-result",
/// version 1). Bytes, hours,
/// money in the result's currency. With `catalog` and `scenario` (those evaluate() was given),
/// every option also carries its "explain" object.
nlohmann::json resultToJson(const Result &result, const Catalog *catalog = nullptr,
                            const Scenario *scenario = nullptr);

/// {"p10", "p50", "p90"} of `p`.
nlohmann::json percentilesJson(const Percentiles &p);
/// The "cost" object: every part by its key (kCostPartKeys) and "total", in the result's currency.
nlohmann::json costJson(const CostBreakdown &cost);

} // namespace gpuplanner::model
