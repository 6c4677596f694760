#include "Uncertainty.h"

#include "Evaluate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_map>

namespace gpuplanner::model {

namespace {

/// The standard normal quantile of 0.9: a spread's P90 is its factor at this z, its P10 at −z.
constexpr double kZ90 = 1.2815515655446004;

/// Options × samples one analysis evaluates at most (2,048 samples of the default comparison's
/// 27 options are 55,296), and the fewest samples a large comparison still gets.
constexpr size_t kEvaluationBudget = 65536;
constexpr size_t kMinSamples = 16;
/// Tied options whose separating input an analysis looks for (each takes 36 evaluations of two).
constexpr int kTiesExplained = 8;

/// Totals closer than this (half a cent) are the same cost.
constexpr double kSameCost = 0.005;

/// SplitMix64 (S. Vigna): one well-mixed 64-bit number per call from a counter.
std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/// The radical inverse of `index` in `base`: its digits mirrored behind the point.
double radicalInverse(std::uint64_t index, unsigned base)
{
    double result = 0, scale = 1.0 / base;
    for (; index > 0; index /= base, scale /= base)
        result += double(index % base) * scale;
    return result;
}

/// `sorted`'s quantile `q` (0–1), interpolating between neighbours (Hyndman and Fan's type 7,
/// what NumPy and spreadsheets compute).
double quantile(const std::vector<double> &sorted, double q)
{
    if (sorted.empty())
        return 0;
    const double at = q * double(sorted.size() - 1);
    const size_t below = size_t(std::floor(at));
    const size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (at - double(below)) * (sorted[above] - sorted[below]);
}

Percentiles percentiles(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return {quantile(values, 0.1), quantile(values, 0.5), quantile(values, 0.9)};
}

/// Each input's factor, in kUncertainInputs order.
using Factors = std::array<double, kUncertainInputs.size()>;

InputFactors inputFactors(const Factors &f)
{
    return {f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8]};
}

/// The factors of one sample: each input's spread at the normal quantile of its coordinate.
InputFactors factorsAt(const UncertaintySettings &u, const double *point)
{
    Factors f{};
    for (size_t i = 0; i < f.size(); ++i)
        f[i] = spreadFactor(u.inputs[i], normalQuantile(point[i]));
    return inputFactors(f);
}

/// Factors with every input at its median but input `index` at normal quantile `z`.
InputFactors oneAt(const UncertaintySettings &u, size_t index, double z)
{
    Factors f;
    f.fill(1.0);
    f[index] = spreadFactor(u.inputs[index], z);
    return inputFactors(f);
}

/// Indices into `result.options` of the options the advisor ranked, best first.
std::vector<size_t> rankedIndices(const Result &result)
{
    std::unordered_map<std::string_view, size_t> index;
    for (size_t i = 0; i < result.options.size(); ++i)
        index.emplace(result.options[i].id, i);
    std::vector<size_t> ranked;
    for (const std::string &id : result.ranking)
        if (auto it = index.find(id); it != index.end())
            ranked.push_back(it->second);
    return ranked;
}

/// The lowest `total` of the `ranked` options (infinity when none is ranked).
template <typename Total>
double lowestTotal(const std::vector<size_t> &ranked, Total total)
{
    double least = std::numeric_limits<double>::infinity();
    for (size_t i : ranked)
        least = std::min(least, total(i));
    return least;
}

/// Adds 1 to `cheapest` for the `ranked` option whose `total` is lowest, shared equally with
/// those equal to it to the cent (the same price in two hub regions).
template <typename Total>
void shareCheapest(const std::vector<size_t> &ranked, Total total, std::vector<double> &cheapest)
{
    if (ranked.empty())
        return;
    const double least = lowestTotal(ranked, total);
    const auto equal = [&](size_t i) { return total(i) - least < kSameCost; };
    const double share = 1.0 / double(std::count_if(ranked.begin(), ranked.end(), equal));
    for (size_t i : ranked)
        cheapest[i] += equal(i) ? share : 0.0;
}

/// Every range the point estimate: what `enabled: false` gives.
void pointRanges(Result &result)
{
    for (OptionResult &o : result.options) {
        const double total = o.cost.total();
        o.range = {{total, total, total}, {o.wallHours, o.wallHours, o.wallHours}};
        o.probabilityNotFitting = o.fits ? 0.0 : 1.0;
        o.probabilityCheapest = 0;
        o.probabilityCheaperThanBest = -1;
        o.probabilityUndercut = 0;
        o.separatingInput.clear();
    }
    const std::vector<size_t> ranked = rankedIndices(result);
    const auto total = [&](size_t i) { return result.options[i].cost.total(); };
    std::vector<double> cheapest(result.options.size(), 0.0);
    shareCheapest(ranked, total, cheapest);
    const double least = lowestTotal(ranked, total);
    for (size_t i = 0; i < cheapest.size(); ++i) {
        result.options[i].probabilityCheapest = cheapest[i];
        result.options[i].probabilityUndercut = least < total(i) - kSameCost ? 1.0 : 0.0;
    }
}

/// `scenario` comparing only the offerings and regions of `options` (their costs do not depend
/// on the other options).
Scenario restrictedTo(const Scenario &scenario, std::initializer_list<const OptionResult *> options)
{
    Scenario only = scenario;
    only.offerings.clear();
    only.compareRegions.clear();
    for (const OptionResult *o : options) {
        const auto choice = std::find_if(scenario.offerings.begin(), scenario.offerings.end(),
                                         [&](const OfferingChoice &c) { return c.id == o->offeringId; });
        if (std::none_of(only.offerings.begin(), only.offerings.end(), [&](const OfferingChoice &c) { return c.id == o->offeringId; }))
            only.offerings.push_back(choice != scenario.offerings.end() ? *choice : OfferingChoice::catalogEntry(o->offeringId));
        if (std::find(only.compareRegions.begin(), only.compareRegions.end(), o->region) == only.compareRegions.end())
            only.compareRegions.push_back(o->region);
    }
    return only;
}

/// The total of option `id` in `r`, 0 when it is missing.
double totalOf(const Result &r, const std::string &id)
{
    const OptionResult *o = r.option(id);
    return o ? o->cost.total() : 0.0;
}

/// Of the inputs with a spread, the one whose move from P10 to P90 shifts `other`'s total less
/// the recommended option's (`best`) the most.
std::string separatingInput(const Catalog &catalog, const Scenario &scenario, const UncertaintySettings &u,
                            const OptionResult &best, const OptionResult &other)
{
    const Scenario pair = restrictedTo(scenario, {&best, &other});
    std::string widest;
    double widestSwing = 0;
    for (size_t k = 0; k < kUncertainInputs.size(); ++k) {
        if (u.inputs[k].p10 == 1 && u.inputs[k].p90 == 1)
            continue;
        const auto gapAt = [&](double z) {
            const Result r = evaluate(catalog, pair, oneAt(u, k, z));
            return totalOf(r, other.id) - totalOf(r, best.id);
        };
        const double swing = std::abs(gapAt(kZ90) - gapAt(-kZ90));
        if (swing > widestSwing) {
            widestSwing = swing;
            widest = kUncertainInputs[k];
        }
    }
    return widest;
}

} // namespace

bool movesCost(const Sensitivity &s)
{
    return std::abs(s.highTotal - s.lowTotal) >= 0.01;
}

bool isTie(const OptionResult &option)
{
    return option.rank > 1 && option.probabilityCheaperThanBest >= kTieBand
        && option.probabilityCheaperThanBest <= 1.0 - kTieBand;
}

void copyRanges(const Result &from, Result &to)
{
    const auto sameOption = [](const OptionResult &a, const OptionResult &b) { return a.id == b.id; };
    if (!std::equal(from.options.begin(), from.options.end(), to.options.begin(), to.options.end(), sameOption))
        return; // another comparison: nothing of it applies
    for (size_t i = 0; i < to.options.size(); ++i) {
        const OptionResult &a = from.options[i];
        OptionResult &b = to.options[i];
        b.range = a.range;
        b.probabilityCheapest = a.probabilityCheapest;
        b.probabilityNotFitting = a.probabilityNotFitting;
        b.probabilityCheaperThanBest = a.probabilityCheaperThanBest;
        b.probabilityUndercut = a.probabilityUndercut;
        b.separatingInput = a.separatingInput;
    }
    to.sensitivity = from.sensitivity;
    to.uncertaintySamples = from.uncertaintySamples;
    to.uncertaintySeed = from.uncertaintySeed;
}

int uncertainInputIndex(const std::string &key)
{
    for (size_t i = 0; i < kUncertainInputs.size(); ++i)
        if (key == kUncertainInputs[i])
            return int(i);
    return -1;
}

double spreadFactor(const Spread &spread, double z)
{
    const double bound = z < 0 ? spread.p10 : spread.p90;
    return std::exp(std::abs(z) / kZ90 * std::log(bound));
}

double normalQuantile(double p)
{
    // P. J. Acklam, "An algorithm for computing the inverse normal cumulative distribution
    // function" (2003): rational approximations in the central region and the tails.
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                                   1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                   6.680131188771972e+01, -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                   -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                   3.754408661907416e+00};
    p = std::clamp(p, 1e-12, 1.0 - 1e-12);
    const double low = 0.02425;
    if (p < low || p > 1 - low) {
        const double q = std::sqrt(-2 * std::log(p < low ? p : 1 - p));
        const double x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
            / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        return p < low ? x : -x;
    }
    const double q = p - 0.5, r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
        / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

std::vector<double> haltonPoints(int count, int dimensions, std::uint64_t seed)
{
    static constexpr unsigned kPrimes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53};
    dimensions = std::clamp(dimensions, 0, int(std::size(kPrimes)));
    std::vector<double> shift(static_cast<size_t>(dimensions), 0.0);
    std::uint64_t state = seed;
    for (double &s : shift)
        s = double(splitMix64(state) >> 11) * 0x1.0p-53;
    std::vector<double> points(size_t(std::max(0, count)) * size_t(dimensions));
    for (int i = 0; i < count; ++i)
        for (int k = 0; k < dimensions; ++k) {
            const double v = radicalInverse(std::uint64_t(i) + 1, kPrimes[k]) + shift[size_t(k)];
            points[size_t(i) * size_t(dimensions) + size_t(k)] = v - std::floor(v);
        }
    return points;
}

UncertaintySettings uncertaintySettings(const Catalog &catalog, const Scenario &scenario)
{
    UncertaintySettings u;
    const CatalogDefaults &d = catalog.defaults;
    const ScenarioUncertainty &s = scenario.uncertainty;
    u.enabled = s.enabled;
    u.samples = s.samples.value_or(d.uncertaintySamples);
    u.seed = std::uint64_t(s.seed.value_or(d.uncertaintySeed));
    for (const auto *inputs : {&d.uncertaintyInputs, &s.inputs})
        for (const auto &[key, spread] : *inputs)
            if (const int i = uncertainInputIndex(key); i >= 0)
                u.inputs[size_t(i)] = {spread.first, spread.second};
    return u;
}

void estimateRanges(const Catalog &catalog, const Scenario &scenario, Result &result)
{
    const UncertaintySettings u = uncertaintySettings(catalog, scenario);
    result.sensitivity.clear();
    const bool spread = std::any_of(u.inputs.begin(), u.inputs.end(),
                                    [](const Spread &s) { return s.p10 != 1 || s.p90 != 1; });
    if (!u.enabled || !spread || u.samples < 1 || result.options.empty()) {
        result.uncertaintySamples = 0;
        result.uncertaintySeed = 0;
        pointRanges(result);
        return;
    }
    // Each sample evaluates every option again (options come in the same order every time): a
    // comparison of thousands of options takes fewer samples, at least kMinSamples.
    const size_t options = result.options.size(), dims = kUncertainInputs.size();
    const int samples = int(std::clamp<size_t>(kEvaluationBudget / options, std::min<size_t>(kMinSamples, size_t(u.samples)),
                                                size_t(u.samples)));
    result.uncertaintySamples = samples;
    result.uncertaintySeed = u.seed;
    std::vector<std::vector<double>> totals(options), hours(options);
    std::vector<int> notFitting(options, 0), cheaperThanBest(options, 0), undercut(options, 0);
    std::vector<double> cheapest(options, 0.0);
    const std::vector<size_t> ranked = rankedIndices(result);
    const std::vector<double> points = haltonPoints(samples, int(dims), u.seed);
    std::vector<size_t> runnable; // per sample: the ranked options that fit
    runnable.reserve(ranked.size());
    int used = 0;
    for (int n = 0; n < samples; ++n) {
        const Result sample = evaluate(catalog, scenario, factorsAt(u, &points[size_t(n) * dims]));
        if (sample.options.size() != options) // the same scenario lists the same options
            continue;
        ++used;
        for (size_t i = 0; i < options; ++i) {
            const OptionResult &o = sample.options[i];
            totals[i].push_back(o.cost.total());
            hours[i].push_back(o.wallHours);
            notFitting[i] += o.fits ? 0 : 1;
        }
        // The ranked options that run in this sample: one that runs out of memory (its overhead
        // drawn high) cannot be the cheapest. When none runs, all compete, so the shares still
        // sum to 1.
        runnable.clear();
        for (size_t i : ranked)
            if (sample.options[i].fits)
                runnable.push_back(i);
        if (runnable.empty())
            runnable = ranked;
        // The cheapest of them; options equal to it to the cent (the same price in two hub
        // regions) share the sample.
        shareCheapest(runnable, [&](size_t i) { return totals[i].back(); }, cheapest);
        // Undercut: another of them costs less by more than a cent, or it does not run itself
        // and another does. The two lowest totals say it for every option: the lowest for all but
        // the one holding it, the second for it.
        if (!runnable.empty()) {
            size_t lowest = runnable.front();
            double second = std::numeric_limits<double>::infinity();
            for (size_t i : runnable) {
                const double t = totals[i].back();
                if (i == lowest)
                    continue;
                if (t < totals[lowest].back()) {
                    second = totals[lowest].back();
                    lowest = i;
                } else {
                    second = std::min(second, t);
                }
            }
            const bool someRun = sample.options[lowest].fits;
            for (size_t i = 0; i < options; ++i) {
                const double other = i == lowest ? second : totals[lowest].back();
                const bool outrun = someRun && !sample.options[i].fits;
                undercut[i] += outrun || other < totals[i].back() - kSameCost ? 1 : 0;
            }
        }
        // Against the recommended option (the advisor's first, whatever the sample's cheapest).
        if (!ranked.empty())
            for (size_t i = 0; i < options; ++i)
                cheaperThanBest[i] += totals[i].back() < totals[ranked.front()].back() ? 1 : 0;
    }
    for (size_t i = 0; i < options; ++i) {
        OptionResult &o = result.options[i];
        o.range = {percentiles(totals[i]), percentiles(hours[i])};
        const double count = std::max(1, used);
        o.probabilityNotFitting = double(notFitting[i]) / count;
        o.probabilityCheapest = cheapest[i] / count;
        o.probabilityUndercut = double(undercut[i]) / count;
        o.probabilityCheaperThanBest = ranked.empty() ? -1.0 : double(cheaperThanBest[i]) / count;
        o.separatingInput.clear();
    }

    // What drives the recommended option's cost: each input alone at its P10 and its P90.
    const OptionResult *best = result.best();
    if (!best)
        return;
    // Its cost does not depend on the other options: evaluate it alone, in its region.
    const Scenario alone = restrictedTo(scenario, {best});
    for (size_t k = 0; k < dims; ++k) {
        if (u.inputs[k].p10 == 1 && u.inputs[k].p90 == 1)
            continue;
        const auto totalAt = [&](double z) {
            return totalOf(evaluate(catalog, alone, oneAt(u, k, z)), best->id);
        };
        result.sensitivity.push_back({kUncertainInputs[k], totalAt(-kZ90), totalAt(kZ90)});
    }
    std::stable_sort(result.sensitivity.begin(), result.sensitivity.end(), [](const Sensitivity &a, const Sensitivity &b) {
        return std::abs(a.highTotal - a.lowTotal) > std::abs(b.highTotal - b.lowTotal);
    });

    // Ties: what would tell the first few tied options from the recommended one (rank is the
    // advisor's; options the analysis has not ranked yet have none).
    int explained = 0;
    for (size_t i : ranked)
        if (OptionResult &o = result.options[i]; isTie(o) && explained++ < kTiesExplained)
            o.separatingInput = separatingInput(catalog, scenario, u, *best, o);
}

} // namespace gpuplanner::model
