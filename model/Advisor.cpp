#include "Advisor.h"

#include "Evaluate.h"
#include "Sweep.h"
#include "Uncertainty.h"

#include <algorithm>
#include <utility>

namespace gpuplanner::model {

namespace {

/// Pre-purchase checks that concern `o` (docs/DOMAIN.md, Pre-purchase checklist).
void addChecklist(OptionResult &o, bool training)
{
    if (o.kind == "slice") {
        o.checklist.push_back(o.migProfile.empty() ? checklist::kSharedMemoryCap : checklist::kIsolation);
        o.checklist.push_back(checklist::kThrottling);
        o.checklist.push_back(checklist::kDisksAndBandwidth);
    } else if (o.kind == "spot") {
        o.checklist.push_back(checklist::kThrottling);
    }
    if (training && o.gpus > 1)
        o.checklist.push_back(checklist::kMultiGpu);
    if (training)
        o.checklist.push_back(checklist::kCheckpoints);
    for (const char *paidAhead : {"daily", "weekly", "monthly", "yearly"})
        if (o.billing.find(paidAhead) != std::string::npos) {
            o.checklist.push_back(checklist::kTrialRun);
            break;
        }
}

/// Reasons that leave `o` out of the ranking; true when there is one.
bool addExclusions(OptionResult &o)
{
    bool excluded = false;
    if (!o.fits) {
        o.reasons.push_back(reason::kDoesNotFit);
        excluded = true;
    }
    // The evaluation's warnings that mean the option cannot do the work, with the reason each
    // gives (one job over several slices: a training run, or one copy of a served model).
    static constexpr std::pair<const char *, const char *> kExcluding[] = {
        {warning::kExceedsDuration, reason::kDoesNotFinish},
        {warning::kLatencyTargetMissed, reason::kMissesLatencyTarget},
        {warning::kTtftTargetMissed, reason::kMissesTtftTarget},
        {warning::kInsufficientThroughput, reason::kMissesLoad},
        {warning::kUnevenTensorParallel, reason::kUnevenTensorParallel},
        {warning::kBatchLimitsRefused, reason::kBatchLimitsRefused},
        {warning::kMultiGpuSlice, reason::kMultiGpuExcludesSlices},
    };
    for (const auto &[warned, why] : kExcluding)
        if (o.hasWarning(warned)) {
            o.reasons.push_back(why);
            excluded = true;
        }
    return excluded;
}

/// The rules of thumb for and against `o` (docs/DOMAIN.md, Advisor rules of thumb); returns how
/// many count against it. `localPrice`: the offering's price is the same in every region (a
/// scenario's own quote), so a hub region saves nothing on it.
int addRules(const CatalogDefaults &d, const Workload &w, const Region *region, bool localPrice, OptionResult &o)
{
    const bool training = isTraining(w.kind);
    const bool fullTraining = isFullTraining(w.kind);
    const bool slice = o.kind == "slice";
    int penalties = 0;
    auto against = [&](const char *code) {
        o.reasons.push_back(code);
        penalties += 1;
    };
    if (training) {
        if ((slice || o.kind == "spot") && o.wallHours > d.advisorLongRunHours)
            against(reason::kLongRunPrefersWholeCard);
        if (slice && fullTraining)
            against(reason::kFullTrainingPrefersWholeCard);
        if (o.kind == "spot")
            o.reasons.push_back(reason::kSpotNeedsCheckpoints);
        if ((slice || o.kind == "spot") && o.wallHours <= d.advisorShortRunHours && !fullTraining)
            o.reasons.push_back(reason::kShortRunSuitsSliceOrSpot);
        if (region && region->tier == "hub" && !localPrice)
            o.reasons.push_back(reason::kHubRegionForTraining);
    } else {
        if (slice && o.fits && o.replicas == 1)
            o.reasons.push_back(reason::kLightInferenceSuitsSlice);
        if (o.kind == "spot")
            against(reason::kSpotInterruptsService);
        // A far region's round trip adds once to the first token's wait; beside a long prompt's
        // second it goes unnoticed (a fresh tester's 1.5 s target ranked a hub below a city for 35 ms).
        if (region) {
            if (region->latencyMs <= d.advisorServingLatencyMs)
                o.reasons.push_back(reason::kNearUsers);
            else if (region->latencyMs / 1000.0 <= d.advisorLatencyShareOfFirstToken * o.prefillSeconds)
                o.reasons.push_back(reason::kFarButFirstTokenDominates);
            else
                against(reason::kFarFromUsers);
        }
    }
    return penalties;
}

} // namespace

void advise(const Catalog &catalog, const Scenario &s, Result &result)
{
    const CatalogDefaults d = effectiveDefaults(catalog, s);
    const bool training = isTraining(s.workload.kind);

    struct Scored
    {
        OptionResult *option;
        int against;  ///< rules of thumb against it
        double score; ///< total cost × (1 + advisor_penalty × against)
        bool tight;   ///< carries warning::kTightFit
    };
    std::vector<Scored> ranked;
    const auto localPrice = [&s](const OptionResult &o) {
        return std::any_of(s.offerings.begin(), s.offerings.end(), [&o](const OfferingChoice &c) {
            return c.own && c.own->inlinePrice && c.id == o.offeringId;
        });
    };
    for (OptionResult &o : result.options) {
        o.reasons.clear();
        o.checklist.clear();
        o.rank = 0;
        addChecklist(o, training);
        const bool excluded = addExclusions(o);
        const int against = addRules(d, s.workload, catalog.region(o.region), localPrice(o), o);
        if (excluded)
            continue;
        const bool tight = o.hasWarning(warning::kTightFit);
        ranked.push_back({&o, against, o.cost.total() * (1.0 + d.advisorPenalty * against), tight});
    }
    // The rules decide first: every option no rule counts against comes before every option one
    // does; then the cost (with the penalty, among those a rule counts against); at equal cost an
    // option with its memory headroom before a tight fit.
    std::stable_sort(ranked.begin(), ranked.end(), [](const Scored &a, const Scored &b) {
        if ((a.against > 0) != (b.against > 0))
            return a.against == 0;
        if (a.score != b.score)
            return a.score < b.score;
        return !a.tight && b.tight;
    });
    result.ranking.clear();
    for (size_t i = 0; i < ranked.size(); ++i) {
        ranked[i].option->rank = int(i) + 1;
        result.ranking.push_back(ranked[i].option->id);
    }
    if (ranked.empty())
        return;
    const bool someRuleFree = ranked.front().against == 0;
    OptionResult *cheapest = nullptr; // the best-ranked of the cheapest
    for (const Scored &x : ranked) {
        if (someRuleFree && x.against > 0)
            x.option->reasons.push_back(reason::kRankedBelowByRule);
        if (!cheapest || x.option->cost.total() < cheapest->cost.total())
            cheapest = x.option;
    }
    OptionResult &first = *ranked.front().option;
    cheapest->reasons.insert(cheapest->reasons.begin(), reason::kCheapest);
    // What won, when it was not simply the lowest cost.
    if (!someRuleFree)
        first.reasons.insert(first.reasons.begin(), reason::kFirstDespiteRules);
    else if (&first != cheapest)
        first.reasons.insert(first.reasons.begin(), reason::kFirstByRules);
}

Result analyze(const Catalog &catalog, const Scenario &scenario)
{
    Result result = evaluate(catalog, scenario);
    completeAnalysis(catalog, scenario, result);
    return result;
}

void completeAnalysis(const Catalog &catalog, const Scenario &scenario, Result &estimate)
{
    estimate.ranking.clear();
    fillBudgetAndBreakEven(catalog, scenario, estimate);
    advise(catalog, scenario, estimate);
    estimateRanges(catalog, scenario, estimate);
}

} // namespace gpuplanner::model
