#pragma once

// Bodies of the libFuzzer targets (tests/fuzz/README.md), shared with tst_fuzz_regressions so
// that a saved crash replays through exactly the same code. Each takes one input as text and
// feeds it to a model loader the way the program does. model::InputError is the expected
// failure and propagates to the caller; anything else is a finding: another exception, a
// crash, or a Finding (a NaN or infinite number in a result, a saved scenario that does not
// load again). Needs GPUPLANNER_SOURCE_DIR (the source root) defined by the build.

#include "Advisor.h"
#include "Catalog.h"
#include "Evaluate.h"
#include "Project.h"
#include "InputError.h"
#include "JsonFields.h"
#include "ModelArch.h"
#include "Scenario.h"
#include "Sweep.h"

#include <cmath>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>

namespace gpuplanner::fuzz {

/// Something the model must never do for an input its loaders accepted.
class Finding : public std::logic_error
{
public:
    using std::logic_error::logic_error;
};

/// A file of the source tree (`relative` to its root) as text; throws std::runtime_error (not
/// InputError: a broken harness must not pass as a rejected input) when it cannot be read.
inline std::string sourceFile(const std::string &relative)
{
    const std::string path = std::string(GPUPLANNER_SOURCE_DIR) + "/" + relative;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("fuzz harness: cannot read " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

inline const std::string &builtinCatalogText()
{
    static const std::string text = sourceFile("resources/catalog.json");
    return text;
}

/// The built-in catalog, parsed once.
inline const model::Catalog &builtinCatalog()
{
    static const model::Catalog catalog = model::parseCatalog(builtinCatalogText(), "catalog.json");
    return catalog;
}

/// The scenarios' file reader: a name ending in ".json" reads one of the fixed Hugging Face
/// configs of tests/data/hf-configs (Mixtral when the name mentions "mixtral", Qwen2.5 for
/// "qwen", else Llama 2), any other name fails as a missing file would.
inline std::string readRelativeFile(const std::string &path)
{
    static const std::string llama = sourceFile("tests/data/hf-configs/llama-2-7b.config.json");
    static const std::string mixtral = sourceFile("tests/data/hf-configs/mixtral-8x7b.config.json");
    static const std::string qwen = sourceFile("tests/data/hf-configs/qwen2.5-7b.config.json");
    if (path.size() <= 5 || path.compare(path.size() - 5, 5, ".json") != 0)
        throw model::InputError(path, "", "no such file");
    if (path.find("mixtral") != std::string::npos)
        return mixtral;
    if (path.find("qwen") != std::string::npos)
        return qwen;
    return llama;
}

inline void requireFinite(double value, const std::string &what)
{
    if (!std::isfinite(value))
        throw Finding(what + " is not finite (" + std::to_string(value) + ")");
}

/// Every number of a Result (memory, FLOP, each option's hours and costs, budget runtimes,
/// break-even points) must be finite, and every option must rent at least its replicas × the
/// workload's GPUs (an int overflow shows there even without UBSan).
inline void requireSaneResult(const model::Result &r, const model::Scenario &scenario)
{
    requireFinite(r.params, "params");
    requireFinite(r.activeParams, "active_params");
    requireFinite(r.totalFlop, "total_flop");
    const model::MemoryBreakdown &m = r.memory;
    for (double v : { m.weights, m.gradients, m.optimizer, m.activations, m.kvCache, m.adapter,
             m.overhead, m.hostOffload })
        requireFinite(v, "memory part");
    for (const auto &[key, e] : r.explain) {
        requireFinite(e.value, "explain." + key);
        for (const auto &[name, value] : e.terms)
            requireFinite(value, "explain." + key + "." + name);
    }
    for (const model::OptionResult &o : r.options) {
        const std::string id = o.id + ": ";
        for (double v : { o.memoryPerGpuBytes, o.capacityBytes, o.usableBytes, o.headroomBytes,
                 o.smallestVgpuShare, o.gpuHours, o.wallHours, o.computeHours, o.transferHours,
                 o.communicationHours, o.offloadHours, o.prepHours, o.reworkHours,
                 o.allreduceBandwidth, o.billedUnits, o.latencyMs, o.servingCapacityRequestsPerDay,
                 o.prefillSeconds, o.decodeTokensPerSecond, o.requestSeconds, o.decodeStepSeconds,
                 o.decodeWeightBytes, o.decodeKvBytes, o.decodeWeightReadEfficiency, o.decodeComputeSeconds,
                 o.decodeTpSyncSeconds, o.decodeBandwidth,
                 o.billedHours, o.outboundGb })
            requireFinite(v, id + "hours, bytes or rates");
        for (double v : o.billedUnitsByPlan)
            requireFinite(v, id + "billed units");
        const model::CostBreakdown &c = o.cost;
        for (double v : c.parts())
            requireFinite(v, id + "cost part");
        requireFinite(c.total(), id + "cost.total");
        if (o.gpus < 1 || o.units < 1 || o.replicas < 1 || o.batch < 1)
            throw Finding(id + "GPU, unit, replica or batch count below 1");
        if (double(o.gpus) < double(o.replicas) * scenario.workload.gpus)
            throw Finding(id + "fewer GPUs than replicas × the workload's GPUs");
    }
    for (const auto &[id, hours] : r.budgetRuntimeHours)
        requireFinite(hours, "budget_runtime_hours." + id);
    for (const model::BreakEven &b : r.breakEven)
        requireFinite(b.hours, "break_even " + b.a + " vs " + b.b);
}

/// Everything the program computes from a loaded scenario: analyze() (evaluate, budget runtimes,
/// break-even points, advice), the cost-vs-duration curves, and with `exportJson` the JSON
/// export with every option's explanation.
inline void analyzeScenario(
    const model::Catalog &catalog, const model::Scenario &scenario, bool exportJson = true)
{
    try {
        const model::Result result = model::analyze(catalog, scenario);
        requireSaneResult(result, scenario);
        for (const model::CostCurve &curve :
            model::costCurves(catalog, scenario, result, model::sweepHours(24)))
            for (double cost : curve.cost)
                requireFinite(cost, curve.optionId + ": cost curve");
        if (exportJson)
            (void)model::resultToJson(result, &catalog, &scenario).dump();
    } catch (const model::InputError &e) {
        // evaluate() "does not throw for a scenario that parseScenario accepted".
        throw Finding(std::string("InputError from a loaded scenario: ") + e.what());
    }
}

/// Target "scenario": parses the input as a scenario against the built-in catalog; a scenario
/// that loads must save (scenarioToJson) to a file that loads again.
inline model::Scenario loadScenario(const std::string &text)
{
    const model::Catalog &catalog = builtinCatalog();
    model::Scenario scenario = model::parseScenario(text, "fuzz.json", catalog, readRelativeFile);
    const std::string saved = model::scenarioToJson(scenario).dump();
    try {
        (void)model::parseScenario(saved, "saved.json", catalog, readRelativeFile);
    } catch (const model::InputError &e) {
        throw Finding(
            std::string("a loaded scenario saves to a file that does not load: ") + e.what());
    }
    return scenario;
}

/// Target "evaluate": a scenario that loads is evaluated and analysed (on the built-in catalog's
/// date, so old prices are flagged as the program does); no NaN or inf anywhere.
inline void evaluateScenario(const std::string &text)
{
    const model::Catalog &catalog = builtinCatalog();
    model::Scenario scenario = model::parseScenario(text, "fuzz.json", catalog, readRelativeFile);
    scenario.today = catalog.asOf;
    analyzeScenario(catalog, scenario);
}

/// Target "catalog": the input as a whole catalog, then as a user's catalog merged over the
/// built-in one (mergeCatalogJson, then parseCatalog). A catalog that loads analyses the
/// default scenario (New in the program) when it has model presets.
inline void loadCatalog(const std::string &text)
{
    auto check = [](const model::Catalog &catalog) {
        if (!catalog.models.empty())
            analyzeScenario(catalog, model::defaultScenario(catalog), false);
    };
    // Text that is not JSON fails both ways alike; spare the 47 KB built-in catalog's parse.
    (void)model::parseJsonText(text, "fuzz-catalog.json");
    std::optional<model::Catalog> whole;
    try {
        whole = model::parseCatalog(text, "fuzz-catalog.json");
    } catch (const model::InputError &) {
    }
    if (whole)
        check(*whole);
    const std::string merged = model::mergeCatalogJson(builtinCatalogText(), text, "user.json");
    check(model::parseCatalog(merged, "user.json"));
}

/// Target "hfconfig": the input as a Hugging Face config.json; an architecture that loads must
/// count finitely and evaluate as a LoRA fine-tune and as inference.
inline void loadHfConfig(const std::string &text)
{
    const model::ModelArch arch
        = model::archFromHfConfig(model::parseJsonText(text, "config.json"), "config.json");
    const model::ParamCount count = model::countParams(arch);
    for (double v :
        { count.total, count.active, count.embedding, count.linear, count.inputEmbedding })
        requireFinite(v, "parameter count");
    requireFinite(model::kvElementsPerTokenLayer(arch), "kv elements");

    const model::Catalog &catalog = builtinCatalog();
    model::Scenario scenario = model::defaultScenario(catalog);
    scenario.workload.modelSource = model::ModelSource::HfConfig;
    scenario.workload.hfConfigPath = "config.json";
    scenario.workload.arch = arch;
    try {
        requireSaneResult(model::evaluate(catalog, scenario), scenario);
        scenario.workload.kind = model::WorkloadKind::Inference;
        requireSaneResult(model::evaluate(catalog, scenario), scenario);
    } catch (const model::InputError &e) {
        throw Finding(std::string("InputError from evaluate(): ") + e.what());
    }
}

/// Target "project": the input as a project file (a phase naming a scenario of resources/examples,
/// e.g. "lora-7b.json", reads it; any other name fails as a missing file would). A project that
/// loads is priced (ranges off, for speed): finite figures, a total equal to the sum of its phases
/// and of its months, a file that saves and loads again, and no differences from itself.
inline void loadProject(const std::string &text)
{
    const model::Catalog &catalog = builtinCatalog();
    const model::LoadPhaseScenario load = [&catalog](const std::string &relative) {
        static const std::set<std::string> examples = {"lora-7b.json", "full-finetune-7b.json",
                                                       "qwen2.5-7b-inference-month.json", "pretrain-8-cards.json",
                                                       "budget-a100-vs-slices.json"};
        if (!examples.count(relative))
            throw model::InputError(relative, "", "no such file");
        return model::parseScenario(sourceFile("resources/examples/" + relative), relative, catalog, readRelativeFile);
    };
    const model::Project project = model::parseProject(text, "fuzz-project.json", catalog, load, readRelativeFile);
    try {
        const model::ProjectResult r = model::evaluateProject(catalog, project, false);
        double phases = 0, months = 0;
        for (const model::PhaseResult &p : r.phases) {
            requireFinite(p.cost, p.name + ": cost");
            if (p.status == model::phase_status::kPriced)
                phases += p.cost;
        }
        for (const model::MonthSpend &m : r.monthly)
            months += m.cost;
        requireFinite(r.totalCost, "total");
        if (std::abs(phases - r.totalCost) > 1e-6 * std::max(1.0, r.totalCost)
            || std::abs(months - r.totalCost) > 1e-6 * std::max(1.0, r.totalCost))
            throw Finding("the total is not the sum of the phases and of the months");
        (void)model::projectResultToJson(r).dump();
        (void)model::parseProject(model::projectToJson(project).dump(), "saved.json", catalog, load, readRelativeFile);
    } catch (const model::InputError &e) {
        throw Finding(std::string("InputError from a loaded project: ") + e.what());
    }
}

} // namespace gpuplanner::fuzz
