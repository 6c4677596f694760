#include "Result.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace gpuplanner::model {

bool OptionResult::hasWarning(std::string_view code) const
{
    return std::find(warnings.begin(), warnings.end(), code) != warnings.end();
}

const OptionResult *Result::option(const std::string &id) const
{
    for (const OptionResult &o : options)
        if (o.id == id)
            return &o;
    return nullptr;
}

std::vector<const OptionResult *> Result::rankedOptions() const
{
    // By id through a hash map: searching the options for each ranked id was quadratic in the
    // options compared (5,000 allowed).
    std::unordered_map<std::string_view, const OptionResult *> byId;
    byId.reserve(options.size());
    for (const OptionResult &o : options)
        byId.emplace(o.id, &o);
    std::vector<const OptionResult *> out;
    out.reserve(options.size());
    std::unordered_set<const OptionResult *> ranked;
    for (const std::string &id : ranking)
        if (const auto found = byId.find(id); found != byId.end() && ranked.insert(found->second).second)
            out.push_back(found->second);
    for (const OptionResult &o : options)
        if (!ranked.count(&o))
            out.push_back(&o);
    return out;
}

} // namespace gpuplanner::model
