#include "Result.h"

#include <algorithm>

namespace gpuplanner::model {

const OptionResult *Result::option(const std::string &id) const
{
    for (const OptionResult &o : options)
        if (o.id == id)
            return &o;
    return nullptr;
}

std::vector<const OptionResult *> Result::rankedOptions() const
{
    std::vector<const OptionResult *> out;
    out.reserve(options.size());
    for (const std::string &id : ranking)
        if (const OptionResult *o = option(id))
            out.push_back(o);
    for (const OptionResult &o : options)
        if (std::find(ranking.begin(), ranking.end(), o.id) == ranking.end())
            out.push_back(&o);
    return out;
}

} // namespace gpuplanner::model
