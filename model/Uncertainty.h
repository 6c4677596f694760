#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include <array>
#include <cstdint>
#include <string>

namespace gpuplanner::model {

/// The inputs nobody knows exactly, in the order of InputFactors (Evaluate.h) and of a sample's
/// dimensions: their keys in the catalog's and a scenario's `uncertainty.inputs`.
inline constexpr std::array<const char *, 9> kUncertainInputs{
    "mfu", "decode_bandwidth_efficiency", "contention", "preemption_rate", "restart_hours",
    "price", "overhead", "train_tokens", "requests_per_day"};

/// How far off an input may be, as factors on its value: the 10th and 90th percentiles
/// (`p10`, `p90`; 1 and 1 for an input known exactly). Each factor is drawn from a split
/// log-normal distribution with median 1, so the point estimate is the median input.
struct Spread
{
    double p10 = 1;
    double p90 = 1;
};

/// Sampling settings and every uncertain input's spread (catalog `defaults.uncertainty`, a
/// scenario's `uncertainty` on top of it; resources/CATALOG.md, Uncertainty).
struct UncertaintySettings
{
    bool enabled = true;       ///< false: every range is the point estimate
    int samples = 2048;        ///< evaluations per analysis, 16–4096 (a file asking fewer or more is refused)
    std::uint64_t seed = 1;    ///< the same seed gives the same samples, byte for byte
    std::array<Spread, kUncertainInputs.size()> inputs{}; ///< by kUncertainInputs
};

/// Index of `key` in kUncertainInputs, or -1.
int uncertainInputIndex(const std::string &key);

/// The factor at standard normal quantile `z` of a split log-normal with `spread`'s P10 and P90
/// (z = ±1.2816 gives them; 0 gives 1).
double spreadFactor(const Spread &spread, double z);

/// The standard normal quantile of `p` (0 < p < 1), after P. J. Acklam's rational approximation
/// (relative error below 1.2e-9).
double normalQuantile(double p);

/// `count` points of the quasi-random Halton sequence in [0, 1)^dimensions (bases 2, 3, 5, …),
/// shifted modulo 1 by offsets drawn from `seed` (Cranley–Patterson rotation): row-major,
/// point i at [i × dimensions, (i + 1) × dimensions). Deterministic on every platform.
std::vector<double> haltonPoints(int count, int dimensions, std::uint64_t seed);

/// The settings in force: the catalog's with the scenario's on top.
UncertaintySettings uncertaintySettings(const Catalog &catalog, const Scenario &scenario);

/// Whether the input of `s` moves the cost at all (by a cent or more between its P10 and P90):
/// the inputs of another kind of work (requests a day for training) do not.
bool movesCost(const Sensitivity &s);

/// Two options are a tie when either is cheaper in between a third and two thirds of the samples.
inline constexpr double kTieBand = 1.0 / 3;
/// Whether `option`, ranked below the recommended one, ties with it (kTieBand).
bool isTie(const OptionResult &option);

/// Copies every range, probability, separating input and the sensitivity from `from` to `to`
/// when both list the same options in the same order (a newer estimate of the same comparison);
/// otherwise leaves `to` as it is.
void copyRanges(const Result &from, Result &to);

/// Ranges for `result` (an analysis of `scenario`: ranked by the advisor): evaluates the scenario
/// `samples` times (fewer, at least 16, for a comparison of more than 32 options: at most 65,536
/// option evaluations; Result::uncertaintySamples says how many) with the uncertain inputs drawn from their spreads and fills every option's
/// OptionResult::range (P10, P50, P90 of total cost and hours rented), probabilityCheapest (over
/// the ranked options, summing to 1), probabilityUndercut, probabilityNotFitting and probabilityCheaperThanBest; then, for the recommended option,
/// Result::sensitivity: its total cost with each input at its P10 and at its P90, the others at
/// their median, largest swing first; and for the first eight options in a tie with it, their
/// OptionResult::separatingInput. With ranges off (or no spread), every range is the point
/// estimate and the cheapest ranked option has probability 1 (shared by those equal to it to the
/// cent); probabilityUndercut is 1 where a ranked option costs less.
void estimateRanges(const Catalog &catalog, const Scenario &scenario, Result &result);

} // namespace gpuplanner::model
