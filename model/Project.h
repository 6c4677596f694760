#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

// Projects (resources/PROJECT.md): phases of work, each a scenario, laid out on a calendar and
// priced together; and comparisons of two plans (scenarios or projects), input by input and cost
// part by cost part.

namespace gpuplanner::model {

/// One phase of a project: a scenario run `repeat` times one after another, from a date or after
/// another phase, on one option (pinned, or the best-ranked one).
struct ProjectPhase
{
    std::string name;             ///< unique within the project
    std::string scenarioPath;     ///< as written, relative to the project file; "" when inline
    Scenario scenario;            ///< the phase's workload, in the project's currency
    std::optional<long> startDay; ///< a date (dayNumber); unset: `after` (or the project's start)
    std::string after;            ///< starts when this phase ends ("" unless given)
    int repeat = 1;               ///< runs one after another, 1–1000
    /// Serving only: each month of the phase (the catalog's hours_per_month) has this much more
    /// load than the one before (0.2: +20% a month, compounding), −0.9–10.
    double monthlyGrowth = 0;
    std::string option;           ///< pinned option id ("<offering>@<region>"); "" = best-ranked
};

/// A project file (format "gpuplanner-project", version 1; resources/PROJECT.md).
struct Project
{
    std::string name = "Untitled project";
    std::string currency = "CNY";
    long startDay = 0;            ///< the first day (dayNumber)
    std::optional<double> budget; ///< in `currency`
    std::vector<ProjectPhase> phases;
    std::vector<std::string> loadWarnings; ///< as Scenario::loadWarnings, for the file and its phases
};

/// Loads a phase's scenario file named relative to the project (the caller resolves the path and
/// hf_config references); throws InputError naming the file.
using LoadPhaseScenario = std::function<Scenario(const std::string &relativePath)>;

/// Parses a project file. Phase scenarios given as paths are loaded with `load`, inline ones are
/// parsed here (their hf_config through `readFile`); each is converted to the project's currency.
/// Checks: names unique and non-empty, `after` names another phase with no cycle, dates real
/// (YYYY-MM-DD), a pinned option among the phase's compared options, 1–100 phases. Throws
/// InputError naming `file` and the field (e.g. "phases[2].start.after").
Project parseProject(const std::string &text, const std::string &file, const Catalog &catalog,
                     const LoadPhaseScenario &load, const ReadRelativeFile &readFile);

/// The project as its file holds it (phases with a path keep the path; what Save writes).
nlohmann::json projectToJson(const Project &project);

/// Why a phase has no price. The UI turns the code into words.
namespace phase_status {
inline constexpr const char *kPriced = "priced";
inline constexpr const char *kNoOption = "no_option";            ///< no compared option can do it
inline constexpr const char *kOptionUnfit = "option_does_not_fit"; ///< the pinned option lacks memory
/// Its runs would take more than kMaxPhaseHours in all, or a growing serving phase more than
/// 240 months (each priced on its own): no plan to price by the month.
inline constexpr const char *kTooLong = "too_long";
/// Serving: its option cannot carry the load (in some month, with growth), even with the most
/// replicas it may rent (warning::kInsufficientThroughput).
inline constexpr const char *kLoadNotServed = "load_not_served";
} // namespace phase_status

/// Most hours a phase may take over all its runs and still be priced: 20 years (175,200 h).
/// A longer one (a slow card for a pretraining run, a thousand repeats of a week) is reported
/// as phase_status::kTooLong.
inline constexpr double kMaxPhaseHours = 20 * 8760.0;

namespace phase_status {
} // namespace phase_status

/// A stretch of calendar time over which a cost is spent evenly, in hours from the project's
/// start (00:00 of Project::startDay).
struct SpendSpan
{
    double startHour = 0, endHour = 0;
    int gpus = 0;     ///< GPUs (or slices) rented in it: serving, the replicas' GPUs
    double computeGpuHours = 0; ///< GPUs × hours of work (PlanSummary::computeGpuHours)
    double cost = 0;
    CostBreakdown parts;
    Percentiles costRange;
};

/// One phase as priced: where it sits on the calendar and what it costs.
struct PhaseResult
{
    std::string name;
    std::string status = phase_status::kPriced; ///< phase_status
    std::string option;     ///< the option used ("" when none)
    std::string kind;       ///< its offering kind ("whole_card", "mig", ...; "" when none)
    bool pinned = false;    ///< the option was named in the file
    int repeat = 1;
    double startHour = 0, endHour = 0; ///< from the project's start; equal when unpriced
    long startDay = 0, endDay = 0;     ///< first and last day it runs (dayNumber)
    double wallHours = 0;   ///< hours rented over all runs
    double cost = 0;        ///< over all runs (and months), the project's currency
    Percentiles costRange;  ///< P10–P90 of `cost` (runs and months moving together)
    CostBreakdown parts;    ///< `cost` by part
    std::vector<SpendSpan> spans; ///< each run (and, with growth, each month of it)
    int firstGpus = 0, peakGpus = 0; ///< GPUs rented in the first span and at most (growth adds replicas)
    double computeGpuHours = 0;      ///< over all spans
    /// phase_status::kLoadNotServed: the month (1-based, counted over all runs) whose load no
    /// number of replicas carries; 0 otherwise.
    int unservedMonth = 0;
    /// The analysis of the phase's first run (first month with growth): what its report section
    /// shows.
    Result result;
    Scenario scenario;      ///< the scenario that analysis is of
};

/// Spend in one calendar month.
struct MonthSpend
{
    long firstDay = 0;      ///< the month's first day (dayNumber)
    double cost = 0;        ///< spent in the month
    double cumulative = 0;  ///< spent up to its end
};

/// A priced project (evaluateProject).
struct ProjectResult
{
    std::string name;
    std::string currency;
    long startDay = 0, endDay = 0; ///< first and last day of any phase
    std::vector<PhaseResult> phases; ///< in the file's order
    double totalCost = 0;            ///< sum of priced phases
    Percentiles totalRange;          ///< sums of the phases' percentiles (moving together)
    std::vector<MonthSpend> monthly; ///< every calendar month from the start to the end
    std::optional<double> budget;
    std::optional<long> budgetRunsOutDay; ///< the day spending passes the budget; unset if never
    int unpricedPhases = 0;          ///< phases with no price (their cost is not in the total)

    /// What can be said of the budget: "none" (no budget), "runs_out" (on budgetRunsOutDay; with
    /// unpriced phases, at the latest then), "enough" (every phase priced and the total within
    /// it) or "unknown" (within it so far, but some phase has no price).
    std::string budgetStatus() const;
};

/// Prices every phase (analyze(), with ranges unless `ranges` is false or the phase's scenario
/// turns them off), places the phases on the calendar in dependency order, spreads each run's
/// cost evenly over its hours, sums months and finds the day the budget runs out. Serving phases
/// with monthly_growth are priced month by month, the option chosen in the first month kept.
/// Does not throw for a project parseProject accepted.
ProjectResult evaluateProject(const Catalog &catalog, const Project &project, bool ranges = true);

/// The project result JSON (format "gpuplanner-project-result", resources/PROJECT.md).
nlohmann::json projectResultToJson(const ProjectResult &result);

/// One input that differs between two plans: its dotted path ("workload.lora_rank",
/// "phases.serving.monthly_growth") and the two values (null where a plan does not have it).
struct Difference
{
    std::string path;
    nlohmann::json a, b;
};

/// The headline of one plan in a comparison.
struct PlanSummary
{
    std::string name;
    std::string nameZh;      ///< a scenario's Chinese name ("" for a project)
    bool isProject = false;
    std::string best;        ///< recommended option (scenario) or the phases' options joined by " + "
    bool priced = false;     ///< false when nothing can do the work (a scenario with no ranked
                             ///< option, a project with an unpriced phase)
    double totalCost = 0;
    double wallHours = 0;    ///< the best option's hours (scenario), or the project's span in hours
    CostBreakdown parts;     ///< the total by part
    /// GPU-hours of work behind `parts.compute` (GPUs × the hours of computation and of the
    /// communication it does not hide, summed over phases and runs): compute cost / this is the
    /// price of a GPU-hour of work, which a slower link does not change.
    double computeGpuHours = 0;
    /// The options behind `best`: the recommended one, or each priced phase's (for their names).
    std::vector<OptionResult> chosen;
    /// A project's cost by phase name (unpriced phases left out).
    std::vector<std::pair<std::string, double>> phaseCosts;
};

/// Two plans side by side (compare()).
struct Comparison
{
    std::string currency;
    std::vector<Difference> differences;
    PlanSummary a, b;
    /// B's total minus A's, part by part in kCostPartKeys order (the waterfall); they sum to
    /// b.totalCost − a.totalCost. Empty unless both are priced.
    std::vector<std::pair<std::string, double>> explained;
    /// Projects: B's cost minus A's for each phase name either has (a phase only one plan has, or
    /// unpriced in one, counts its cost alone); they sum to the difference of the totals. Empty
    /// for scenarios or unless both are priced.
    std::vector<std::pair<std::string, double>> explainedByPhase;
    /// The compute part's delta in two steps that add up to it: "gpu_hours" (B's GPU-hours minus
    /// A's, at A's price per GPU-hour) and "price_per_gpu_hour" (B's GPU-hours at B's price minus
    /// A's price): more work, or dearer hours. Empty unless both are priced with GPU-hours.
    std::vector<std::pair<std::string, double>> computeExplained;
};

/// Every leaf of two JSON documents that differs, by dotted path; objects are walked key by key,
/// arrays of objects with a "name" by that name, other arrays compared whole.
std::vector<Difference> jsonDifferences(const nlohmann::json &a, const nlohmann::json &b);

/// Compares two scenarios (their files' inputs and their recommended options).
Comparison compare(const Catalog &catalog, const Scenario &a, const Scenario &b);
/// Compares two projects (B converted to A's currency by the catalog's exchange rate).
Comparison compare(const Catalog &catalog, const Project &a, const Project &b);
/// The summary of a priced project, for a comparison.
PlanSummary summarize(const ProjectResult &result, const std::string &name);

/// The comparison JSON (format "gpuplanner-comparison", resources/PROJECT.md).
nlohmann::json comparisonToJson(const Comparison &comparison);

} // namespace gpuplanner::model
