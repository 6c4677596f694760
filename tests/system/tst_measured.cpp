// The measured reference suite (tests/reference/cases.json): values measured on real GPUs (peak
// memory of training steps, KV-cache sizes, decode and training speed, GPU-hours of pretraining
// runs), each with its setting, source and tolerance. Every case with a scenario runs end to end
// (scenario JSON → parseScenario → evaluate → the figure a user sees); a case marked "open" names
// what the planner does not model yet and is reported, not asserted. The table and the median
// |ln(estimate / measured)| are printed for the closing notes.

#include "TestSupport.h"

#include "Checks.h"
#include "Compute.h"
#include "Evaluate.h"
#include "Explain.h"
#include "InputError.h"
#include "Memory.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <stdexcept>

using namespace gpuplanner;
using nlohmann::json;

namespace {

const json &suite()
{
    static const json cases = json::parse(test::readSourceFile("tests/reference/cases.json")).at("cases");
    return cases;
}

/// The option of `result` on the case's offering (any region: the figures do not depend on it).
const model::OptionResult *optionOf(const model::Result &result, const json &c)
{
    const std::string offering = c.value("offering", "");
    for (const auto &o : result.options)
        if (o.offeringId == offering)
            return &o;
    return nullptr;
}

/// `file` read as a scenario named `name`, its hf_config files taken from tests/data/hf-configs.
model::Scenario scenarioOf(const json &file, const std::string &name)
{
    return model::parseScenario(file.dump(), name, test::catalog(), [](const std::string &config) {
        return test::readSourceFile("tests/data/hf-configs/" + config);
    });
}

/// The scenario file of the suite's case `id` (null when there is none).
json caseScenario(const std::string &id)
{
    for (const json &c : suite())
        if (c.at("id") == id)
            return c.value("scenario", json());
    return json();
}

/// A scenario file read as the planner reads it, and its evaluation on the built-in catalog.
std::pair<model::Scenario, model::Result> evaluatedFile(const json &file)
{
    const model::Scenario s = scenarioOf(file, "case.json");
    return {s, model::evaluate(test::catalog(), s)};
}

/// The value of the term `name` in an explanation (NaN when it has none).
double termOf(const model::Explanation &x, const char *name)
{
    for (const auto &[n, v] : x.terms)
        if (n == name)
            return v;
    return std::nan("");
}

/// `scenario`'s load warnings, one a line (for a test to find one in).
std::string warningsOf(const model::Scenario &scenario)
{
    std::string all;
    for (const std::string &w : scenario.loadWarnings)
        all += w + "\n";
    return all;
}

/// The catalog as the case's GPUs were: the built-in one, each GPU named in the case's
/// "gpu_patch" changed by its JSON merge patch (RFC 7396), where the card measured differs from
/// the catalog's (e.g. a power-capped H100 with a lower peak). A case without one: the built-in.
const model::Catalog &catalogOf(const json &c)
{
    if (!c.contains("gpu_patch"))
        return test::catalog();
    static std::map<std::string, model::Catalog> patched; // by case id: parsed once
    const std::string caseId = c.at("id");
    if (const auto it = patched.find(caseId); it != patched.end())
        return it->second;
    json file = json::parse(test::readSourceFile("resources/catalog.json"));
    for (const auto &[id, patch] : c.at("gpu_patch").items()) {
        const auto gpu = std::find_if(file.at("gpus").begin(), file.at("gpus").end(),
                                      [&id](const json &g) { return g.at("id") == id; });
        if (gpu == file.at("gpus").end())
            throw std::runtime_error(c.at("id").get<std::string>() + ": gpu_patch names no catalog GPU " + id);
        gpu->merge_patch(patch);
    }
    return patched.emplace(caseId, model::parseCatalog(file.dump(), "catalog.json")).first->second;
}

/// The planner's figure for the case's quantity, in the case's unit; NaN when it has none.
double estimateOf(const json &c)
{
    const model::Scenario scenario = scenarioOf(c.at("scenario"), c.at("id").get<std::string>() + ".json");
    const model::Result r = model::evaluate(catalogOf(c), scenario);
    const std::string quantity = c.at("quantity");
    const std::string unit = c.value("unit", "");
    const model::OptionResult *o = optionOf(r, c);
    const double gb = unit.find("GiB") != std::string::npos ? 1073741824.0 : 1e9;
    if (quantity == "peak_memory_gb") // what the GPU shows: everything, overhead included
        return r.memory.total() / gb;
    if (quantity == "peak_active_gb") // PyTorch's active bytes: no CUDA context, no cached blocks
        return (r.memory.total() - r.memory.overhead) / gb;
    if (quantity == "kv_cache_bytes")
        return r.memory.kvCache;
    if (!o)
        return std::nan("");
    if (quantity == "gpu_hours")
        return o->gpuHours;
    if (quantity == "kv_cache_capacity_tokens")
        return o->kvCacheCapacityTokens;
    if (quantity == "kv_cache_memory_gib") // what the engine has left for its KV cache on each GPU
        return (o->usableBytes - (o->memoryPerGpuBytes - r.memory.kvCache)) / 1073741824.0;
    if (quantity == "decode_tokens_per_s")
        return o->decodeTokensPerSecond;
    if (quantity == "decode_step_ms") // one decode step of the batch: the time between two tokens
        return o->decodeStepSeconds * 1000.0;
    if (quantity == "ttft_ms") // one prompt's prefill, which yields the first token
        return o->prefillSeconds * 1000.0;
    if (quantity == "training_tokens_per_s_per_gpu") // steady speed, as a benchmark logs it: no rework
        return o->trainingTokensPerSecondPerGpu;
    return std::nan("");
}

/// Measured over estimated for every case of `quantity` the planner can express, open ones too.
std::vector<double> measuredOverEstimated(const std::string &quantity)
{
    std::vector<double> ratios;
    for (const json &c : suite())
        if (c.at("quantity") == quantity && c.contains("scenario"))
            if (const double estimate = estimateOf(c); estimate > 0)
                ratios.push_back(c.at("measured").get<double>() / estimate);
    return ratios;
}

/// The `p` quantile of `v`, linear between order statistics (Hyndman and Fan's type 7: NumPy's
/// default and a spreadsheet's PERCENTILE.INC).
double quantile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const double at = p * double(v.size() - 1);
    const size_t below = size_t(at);
    return below + 1 < v.size() ? v[below] + (at - below) * (v[below + 1] - v[below]) : v.back();
}

} // namespace

class TestMeasured : public QObject
{
    Q_OBJECT
private slots:
    void everyCaseIsMeasuredAndSourced();
    void estimatesAgreeWithMeasurements_data();
    void estimatesAgreeWithMeasurements();
    void table();
    void rangesAreTheSuitesDispersion();
    void lossImplementationDecidesTheCard();
    void servingMemoryAsAnEngineTakesIt();
    void servingEngineDefaultsFollowTheGpu();
    void weightAndOptimizerOptions();
    void batchAndParallelism();
    void selectiveCheckpointing();
    void efficiencyAsData();
    void quantisedWeightsDecodeSlower();
    void prefillCountsAttention();
    void fp8ServingIsNotFp8Training();
    void chunkedPrefillReadsTheWeightsEachPass();
    void fp8Training();
    void trainingFramework();
    void contextParallelism();
    void megatronLayersAsTransformerEngineSavesThem();
    void gradientsReducedInFp32();
    void familyDefaultsAreAnnounced();
    void loraTargetsAsModuleNames();
};

void TestMeasured::everyCaseIsMeasuredAndSourced()
{
    // Issue 12: at least 30 measured values from public sources or measured here.
    QVERIFY(suite().size() >= 30);
    std::set<std::string> ids;
    for (const json &c : suite()) {
        const std::string id = c.at("id");
        QVERIFY2(ids.insert(id).second, id.c_str());
        QVERIFY2(c.at("measured").get<double>() > 0, id.c_str());
        const double tolerance = c.at("tolerance");
        QVERIFY2(tolerance > 0 && tolerance <= 0.3, id.c_str());
        QVERIFY2(!c.at("source").get<std::string>().empty(), id.c_str());
        QVERIFY2(c.contains("scenario") || c.contains("open"), id.c_str()); // why it is not run
        const json patches = c.value("gpu_patch", json::object());
        for (const auto &[gpu, patch] : patches.items()) // a card of the catalog, changed
            QVERIFY2(test::catalog().gpu(gpu) && patch.is_object(), (id + ": " + gpu).c_str());
    }
}

void TestMeasured::estimatesAgreeWithMeasurements_data()
{
    QTest::addColumn<int>("index");
    for (size_t i = 0; i < suite().size(); ++i)
        if (suite()[i].contains("scenario") && !suite()[i].contains("open"))
            QTest::newRow(suite()[i].at("id").get<std::string>().c_str()) << int(i);
}

void TestMeasured::estimatesAgreeWithMeasurements()
{
    QFETCH(int, index);
    const json &c = suite()[size_t(index)];
    double estimate = 0;
    try {
        estimate = estimateOf(c);
    } catch (const model::InputError &e) {
        QFAIL(e.what());
    }
    const double measured = c.at("measured");
    const double error = std::log(estimate / measured);
    QVERIFY2(std::isfinite(error) && std::abs(error) <= c.at("tolerance").get<double>(),
             qPrintable(QStringLiteral("estimate %1, measured %2 (%3)")
                            .arg(estimate)
                            .arg(measured)
                            .arg(QString::fromStdString(c.at("source").get<std::string>()))));
}

void TestMeasured::table()
{
    // Every case the planner can express, open ones too: what the closing note reports.
    std::vector<double> asserted, all;
    std::printf("%-58s %-30s %12s %12s %6s  %s\n", "case", "quantity", "measured", "estimate", "ratio", "");
    for (const json &c : suite()) {
        if (!c.contains("scenario")) {
            std::printf("%-58s %-30s %12.4g %12s %6s  open\n", c.at("id").get<std::string>().c_str(),
                        c.at("quantity").get<std::string>().c_str(), c.at("measured").get<double>(), "-", "-");
            continue;
        }
        double estimate = std::nan("");
        try {
            estimate = estimateOf(c);
        } catch (const model::InputError &) {
        }
        const double measured = c.at("measured");
        const double error = std::abs(std::log(estimate / measured));
        if (std::isfinite(error)) {
            all.push_back(error);
            if (!c.contains("open"))
                asserted.push_back(error);
        }
        std::printf("%-58s %-30s %12.4g %12.4g %6.2f  %s\n", c.at("id").get<std::string>().c_str(),
                    c.at("quantity").get<std::string>().c_str(), measured, estimate, estimate / measured,
                    c.contains("open") ? "open" : (error <= c.at("tolerance").get<double>() ? "ok" : "OUT"));
    }
    const auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v.empty() ? 0.0 : v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
    };
    std::printf("median |ln(estimate/measured)|: %.3f over %zu asserted cases, %.3f over all %zu estimated\n",
                median(asserted), asserted.size(), median(all), all.size());
    QVERIFY(median(asserted) < 0.1);
}

void TestMeasured::rangesAreTheSuitesDispersion()
{
    // The ranges a user sees on hours and cost rest on two spreads in the catalog: the factor on
    // MFU and on decoding's bandwidth efficiency at P10 and P90. Each is the 10th and 90th
    // percentile of measured over estimated speed in this suite (training tokens/s of tuned
    // stacks; single-request decoding), so the range covers what published runs reached, bias
    // included: tuned stacks mostly ran faster than the planner says, so the MFU range reaches
    // further up than down. A change to the model that moves these ratios must update the
    // catalog's spreads (resources/catalog.json defaults.uncertainty, docs/DOMAIN.md, Ranges).
    const auto &spreads = test::catalog().defaults.uncertaintyInputs;
    for (const auto &[input, quantity] : {std::pair{"mfu", "training_tokens_per_s_per_gpu"},
                                          std::pair{"decode_bandwidth_efficiency", "decode_tokens_per_s"}}) {
        const std::vector<double> ratios = measuredOverEstimated(quantity);
        QVERIFY2(ratios.size() >= 4, input);
        const auto [p10, p90] = spreads.at(input);
        const double low = quantile(ratios, 0.1), high = quantile(ratios, 0.9);
        std::printf("%s: measured / estimated over %zu cases, P10 %.3f, P90 %.3f (catalog %.2f, %.2f)\n", input,
                    ratios.size(), low, high, p10, p90);
        QVERIFY2(std::abs(p10 - low) <= 0.006 && std::abs(p90 - high) <= 0.006, input); // rounded to 0.01
        QVERIFY2(p10 <= 1 && 1 <= p90, input); // a split log-normal with median 1 (the estimate)
    }
}

void TestMeasured::lossImplementationDecidesTheCard()
{
    // Issue 12, fault kind 1: Llama-3-8B LoRA r16 (all linear), sequence 16384, micro-batch 1,
    // checkpointing, FlashAttention. With the standard loss it does not fit an A100 40GB: peak
    // 46.4 GB allocated on an H200 (tests/reference/h200-measured.json); with a chunked loss it
    // does: 27.5 GB there.
    json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                 {"workload", {{"kind", "lora"}, {"model", {{"hf_config", "llama-3-8b.config.json"}}},
                               {"lora_rank", 16}, {"sequence_length", 16384}, {"micro_batch_size", 1},
                               {"gradient_checkpointing", true}, {"flash_attention", true}}},
                 {"compare", {{"offerings", {"a100-40gb-card"}}}}};
    const auto evaluated = [&file] { return model::evaluate(test::catalog(), scenarioOf(file, "loss.json")); };
    const model::Result standard = evaluated(); // "standard" is the default
    QVERIFY(!standard.options.empty()); // one per region compared
    QVERIFY(!standard.options.front().fits);
    // The option says what else would do: this card with a chunked loss, or eleven with ZeRO-3,
    // which shards the weights but not the logits and activations each GPU's sequence holds (a
    // fresh tester's finding: it offered only the second).
    QVERIFY(standard.options.front().fitsWithChunkedLoss);
    QVERIFY(standard.options.front().wouldFit && standard.options.front().wouldFit->gpus == 11);
    file["workload"]["loss_implementation"] = "chunked";
    const model::Result chunked = evaluated();
    QVERIFY(chunked.options.front().fits);
    QVERIFY(!chunked.options.front().fitsWithChunkedLoss); // only said of what does not fit
    // A sequence four times as long does not fit even with the chunked loss: nothing is offered.
    file["workload"]["sequence_length"] = 65536;
    file["workload"]["loss_implementation"] = "standard";
    const model::Result longer = evaluated();
    QVERIFY(!longer.options.front().fits);
    QVERIFY(!longer.options.front().fitsWithChunkedLoss);
    // Full fine-tuning at 16384 does not fit one A100 40GB either way; with the standard loss it
    // takes 59 with ZeRO-3, since each GPU keeps its sequence's 25 GB of loss tensors (12 bytes
    // per token × vocabulary entry, 16384 × 128,256) whatever the sharding, and with a chunked
    // loss 5: the option says both (noticed in review: it said only the 59).
    file["workload"]["kind"] = "full_finetune";
    file["workload"]["sequence_length"] = 16384;
    const model::Result full = evaluated();
    QVERIFY(!full.options.front().fits && !full.options.front().fitsWithChunkedLoss);
    QCOMPARE(full.options.front().gpusNeeded, 59);
    QVERIFY(full.options.front().wouldFitWithChunkedLoss);
    QCOMPARE(full.options.front().wouldFitWithChunkedLoss->gpus, 5);
    QCOMPARE(full.options.front().wouldFitWithChunkedLoss->zeroStage, 3);
    file["workload"]["loss_implementation"] = "chunked";
    QCOMPARE(evaluated().options.front().gpusNeeded, 5); // the same count, the loss changed
}

void TestMeasured::servingMemoryAsAnEngineTakesIt()
{
    // Issue 12, fault kind 6: Llama-3-8B in bf16 serving 64 concurrent requests of 512 + 256
    // tokens with an 8192-token context on an A100 80GB. A paged KV cache holds the tokens in
    // flight, 64 × 768 × 131,072 B = 6,442,450,944 B (2 × 32 layers × 8 KV heads × 128 × 2 B per
    // token), not 64 full contexts (68.7 GB, which would not fit the card).
    json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                 {"workload", {{"kind", "inference"}, {"model", {{"hf_config", "llama-3-8b.config.json"}}},
                               {"precision", "bf16"},
                               {"serving", {{"concurrency", 64}, {"prompt_tokens", 512}, {"output_tokens", 256},
                                            {"context_length", 8192}}}}},
                 {"compare", {{"offerings", {"a100-80gb-card"}}}}};
    const auto evaluated = [&file] { return model::evaluate(test::catalog(), scenarioOf(file, "serve.json")); };
    model::Result r = evaluated();
    QCOMPARE(r.memory.kvCache, 6442450944.0);
    QVERIFY(r.options.front().fits);
    // What the engine would report at start: the KV cache holds far more than the load needs
    // (the A100 case of the reference suite checks the figure against vLLM's log).
    QVERIFY(r.options.front().kvCacheCapacityTokens > 64 * 768);
    // One request alone still needs its full context: a single 8192-token request holds 8192
    // tokens, not 768.
    file["workload"]["serving"]["concurrency"] = 1;
    QCOMPARE(evaluated().memory.kvCache, 8192 * 131072.0);
    // The share the engine takes is an input: at 0.2 of the card (17.2 GB) the 16.1 GB of
    // weights, the engine's working memory and its own overhead leave no room for the cache.
    file["workload"]["serving"]["gpu_memory_utilization"] = 0.2;
    r = evaluated();
    QVERIFY(!r.options.front().fits);
    QCOMPARE(r.options.front().kvCacheCapacityTokens, 0.0);
    // An engine that runs fewer sequences than the concurrency (vLLM's max_num_seqs) batches that
    // many and the rest wait: the KV cache holds 16 requests of 768 tokens, not 64 (a fresh tester
    // set max_num_seqs 4 at concurrency 64 and the estimate still batched 64).
    file["workload"]["serving"]["concurrency"] = 64;
    file["workload"]["serving"]["max_num_seqs"] = 16;
    file["workload"]["serving"].erase("gpu_memory_utilization");
    const model::Scenario limited = scenarioOf(file, "serve.json");
    r = model::evaluate(test::catalog(), limited);
    QCOMPARE(r.memory.kvCache, 16 * 768 * 131072.0);
    QCOMPARE(r.options.front().batch, 16);
    bool noted = false;
    for (const model::InputNote &n : model::checkInputs(limited, test::catalog()))
        noted = noted || (n.field == "workload.serving.max_num_seqs" && n.code == model::note::kMaxNumSeqsBelowConcurrency
                          && n.value == 16);
    QVERIFY(noted);
    file["workload"]["serving"].erase("max_num_seqs");
    // A training layout in a serving file changes nothing and says so (a fresh tester wrote
    // tensor 2 × pipeline 2 on 4 GPUs and saw no sign that it was not read).
    file["workload"]["serving"].erase("gpu_memory_utilization");
    file["workload"]["gpus"] = 4;
    const double split = evaluated().memory.weights;
    file["workload"]["tensor_parallel_size"] = 2;
    file["workload"]["pipeline_parallel_size"] = 2;
    const model::Scenario layout = scenarioOf(file, "serve.json");
    QCOMPARE(model::evaluate(test::catalog(), layout).memory.weights, split);
    const std::string warnings = warningsOf(layout);
    for (const char *key : {"tensor_parallel_size", "pipeline_parallel_size"})
        QVERIFY2(warnings.find(std::string("serve.json: workload.") + key + ": a training input, ignored: serving splits "
                               "each replica over its 4 GPUs by tensor parallelism") != std::string::npos,
                 warnings.c_str());
    // The same file without its kind is a LoRA job (the default), whose serving block is not
    // read: the load says so (a fresh tester got a LoRA job priced without a word about it).
    file["workload"].erase("kind");
    const model::Scenario kindless = scenarioOf(file, "serve.json");
    QCOMPARE(kindless.workload.kind, model::WorkloadKind::Lora);
    QVERIFY2(warningsOf(kindless).find("serve.json: workload.kind: not given, so the workload is lora and its serving "
                                       "block is ignored") != std::string::npos,
             warningsOf(kindless).c_str());
}

void TestMeasured::servingEngineDefaultsFollowTheGpu()
{
    // Issue 12, fault kind 6: a serving engine left at its own max_num_batched_tokens and
    // max_num_seqs takes defaults that depend on the GPU. vLLM's API server
    // (EngineArgs.get_batch_defaults, v0.9–v0.11) gives 8,192 tokens and 1,024 sequences to a
    // GPU CUDA reports at 70 GiB or more whose name lacks "a100", 2,048 and 256 to the rest
    // (catalog engine_batch_defaults). The H100 figures are the ones vLLM v0.11 logged: the
    // llm-d cases of the suite leave both unset and agree within 1%. Llama-3-8B (vocabulary
    // 128,256, hidden 4,096, MLP 14,336) serving 16 requests:
    // - on an H100 the start-up sampling step for 1,024 sequences is the larger peak:
    //   1,024 × 128,256 × 38.3 B + 8,192 × 2 × 4,096 B = 5,097,206,579.2 B;
    // - on an A100 80GB (left out by name) and an H100 MIG 3g.40gb (39.5 GiB) it samples 256:
    //   256 × 128,256 × 38.3 + 2,048 × 2 × 4,096 = 1,274,301,644.8 B;
    // - an A800 80GB is not an A100 by name and takes the large defaults, as vLLM does.
    json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                 {"workload", {{"kind", "inference"}, {"model", {{"hf_config", "llama-3-8b.config.json"}}},
                               {"precision", "bf16"},
                               {"serving", {{"concurrency", 16}, {"prompt_tokens", 512}, {"output_tokens", 256},
                                            {"context_length", 8192}}}}},
                 {"compare", {{"regions", {"guizhou"}},
                              {"offerings", {"h100-80gb-card", "a100-80gb-card", "a800-80gb-card", "h100-80gb-mig-3g.40gb"}}}}};
    const auto evaluated = [&file] { return model::evaluate(test::catalog(), scenarioOf(file, "serve.json")); };
    const double large = 5097206579.2, other = 1274301644.8;
    model::Result r = evaluated();
    const auto need = [&r](const char *id) { return optionOf(r, json{{"offering", id}, {"region", "guizhou"}})->memoryPerGpuBytes; };
    const double rest = need("h100-80gb-card") - large; // weights, KV cache and engine overhead
    QCOMPARE(need("a100-80gb-card"), rest + other);
    QCOMPARE(need("a800-80gb-card"), rest + large);
    QCOMPARE(need("h100-80gb-mig-3g.40gb"), rest + other);
    // The scenario's own figure (the memory chart, the summary) is the smaller GPUs', which the
    // few GiB more decide fits for, and its explanation names the sequences it counted; the
    // summary also gives the large GPUs' figure (Labels::memoryPerGpu). Compared on large GPUs
    // alone, it is theirs.
    QCOMPARE(r.memory.activations, other);
    QCOMPARE(r.memoryOnLargeGpusBytes, rest + large);
    const auto term = [&r](const char *name) {
        for (const auto &[key, value] : r.explain.at("activations_bytes").terms)
            if (key == name)
                return value;
        return -1.0;
    };
    QCOMPARE(term("max_num_seqs"), 256.0);
    QCOMPARE(term("batched_tokens"), 2048.0);
    file["compare"]["offerings"] = {"h100-80gb-card", "a800-80gb-card"};
    r = evaluated();
    QCOMPARE(r.memory.activations, large);
    QCOMPARE(r.memoryOnLargeGpusBytes, 0.0);
    QCOMPARE(term("max_num_seqs"), 1024.0);
    QCOMPARE(term("batched_tokens"), 8192.0);
    // Each option says which pair its engine took, and its KV-cache capacity can be redone from
    // its explanation's terms (a fresh tester could not trace an RTX 4090's figure).
    {
        file["compare"]["offerings"] = {"h100-80gb-card", "a100-80gb-card"};
        const model::Scenario mixed = scenarioOf(file, "serve.json");
        r = model::evaluate(test::catalog(), mixed);
        const json out = model::resultToJson(r, &test::catalog(), &mixed);
        for (const json &o : out.at("options")) {
            const bool onH100 = o.at("offering") == "h100-80gb-card";
            QCOMPARE(o.at("max_num_seqs").get<double>(), onH100 ? 1024.0 : 256.0);
            QCOMPARE(o.at("max_num_batched_tokens").get<double>(), onH100 ? 8192.0 : 2048.0);
            std::map<std::string, double> t;
            for (const json &entry : o.at("explain").at("kv_cache_capacity_tokens").at("terms"))
                t[entry.at("name")] = entry.at("value");
            QCOMPARE(std::floor((t["usable_bytes"] - (t["memory_per_gpu_bytes"] - t["kv_cache_bytes"])) / t["kv_bytes_per_token"]),
                     o.at("kv_cache_capacity_tokens").get<double>());
            QCOMPARE(t["max_num_seqs"], onH100 ? 1024.0 : 256.0);
        }
    }
    // The engine runs at most its default sequences at once: 300 requests batch 256 on the A100.
    file["compare"]["offerings"] = {"h100-80gb-card", "a100-80gb-card"};
    file["workload"]["serving"]["concurrency"] = 300;
    r = evaluated();
    QCOMPARE(optionOf(r, json{{"offering", "a100-80gb-card"}, {"region", "guizhou"}})->batch, 256);
    QCOMPARE(optionOf(r, json{{"offering", "h100-80gb-card"}, {"region", "guizhou"}})->batch, 300);
    // Set to the load, the sampling reserve shrinks on every GPU and the KV cache gets the rest:
    // 64 × 128,256 × 38.3 B plus the forward output is below the H100's 8,192-token forward pass
    // (8,192 × 2 × (3 × 4,096 + 3 × 14,336) = 905,969,664 B); on the A100 it is above the
    // 2,048-token one: 314,381,107.2 + 2,048 × 2 × 4,096 = 331,158,323.2 B.
    file["workload"]["serving"]["concurrency"] = 64;
    const double before = optionOf(evaluated(), json{{"offering", "h100-80gb-card"}, {"region", "guizhou"}})->kvCacheCapacityTokens;
    file["workload"]["serving"]["max_num_seqs"] = 64;
    r = evaluated();
    const double restAt64 = need("h100-80gb-card") - 905969664.0;
    QCOMPARE(need("a100-80gb-card"), restAt64 + 331158323.2);
    // 4.19 GB more for the cache at 131,072 B a token: 31,977 tokens.
    const double after = optionOf(r, json{{"offering", "h100-80gb-card"}, {"region", "guizhou"}})->kvCacheCapacityTokens;
    QVERIFY2(std::abs(after - before - (large - 905969664.0) / 131072.0) <= 1, qPrintable(QString::number(after - before)));
}

void TestMeasured::weightAndOptimizerOptions()
{
    // Issue 12, fault kind 2, on Qwen2.5-1.5B (1,543,714,304 parameters; vocabulary 151,936 ×
    // hidden 1536) fully fine-tuned in bf16 with AdamW keeping bf16 states (4 bytes per weight).
    json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                 {"workload", {{"kind", "full_finetune"}, {"model", {{"hf_config", "qwen2.5-1.5b.config.json"}}},
                               {"precision", "bf16"}, {"optimizer", "adamw_bf16"}, {"sequence_length", 2048},
                               {"train_tokens", 1e8}}}};
    const auto memory = [&file] { return model::evaluate(test::catalog(), scenarioOf(file, "opt.json")).memory; };
    const double n = 1543714304.0;
    // A file from before master_weights that chose adamw_bf16 meant pure bf16 training: no copy.
    QCOMPARE(memory().optimizer, 4 * n);
    // Mixed precision keeps an fp32 master copy: 4 bytes per weight more (Micikevicius et al.
    // 2018); the H200 measurements of the suite (fp32-master vs bf16 cases) hold both.
    file["workload"]["master_weights"] = true;
    QCOMPARE(memory().optimizer, 8 * n);
    // Optimizer step in backward: only the largest tensor's gradient is alive, here the
    // embedding, 151,936 × 1536 × 2 bytes, instead of 2 bytes for every weight.
    QCOMPARE(memory().gradients, 2 * n);
    file["workload"]["optimizer_in_backward"] = true;
    QCOMPARE(memory().gradients, 151936.0 * 1536 * 2);
    // Activation offload keeps two layers' saved inputs on the GPU (28 layers, 2048 tokens ×
    // 1536 × 2 bytes each with checkpointing) and moves the rest to CPU memory. The torchtune
    // LoRA and QLoRA cases of the suite (activation offloading on) agree within 5%.
    const model::MemoryBreakdown before = memory();
    file["workload"]["activation_offload"] = true;
    const model::MemoryBreakdown after = memory();
    QCOMPARE(before.activations - after.activations, 26 * 2048.0 * 1536 * 2);
    QCOMPARE(after.hostOffload, 26 * 2048.0 * 1536 * 2);
}

void TestMeasured::batchAndParallelism()
{
    // Issue 12, fault kind 5. Llama-2-7B pretrained on 64 H100s (eight 8-GPU machines), sequence
    // 4096, micro-batch 1, 1e10 tokens, ZeRO-1. NCCL's rings cross between machines on the NICs
    // of all eight GPUs a ring has in each (nccl-tests issue 119: 8 A100s with four 200 Gbps
    // NICs all-reduced across servers at 85-96 GB/s): with the catalog's 200 Gbps RDMA per GPU
    // the data-parallel ring runs at 8 × 25 = 200 GB/s, under NVLink's 450 each way.
    json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                 {"workload", {{"kind", "pretrain"}, {"model", {{"hf_config", "llama-2-7b.config.json"}}},
                               {"precision", "bf16"}, {"sequence_length", 4096}, {"micro_batch_size", 1},
                               {"gpus", 64}, {"zero_stage", 1}, {"train_tokens", 1e10}}},
                 {"compare", {{"offerings", {"h100-80gb-8x-machine"}}}}};
    const auto option = [&file] {
        return model::evaluate(test::catalog(), scenarioOf(file, "parallel.json")).options.front();
    };
    QCOMPARE(option().allreduceBandwidth, 200e9);
    // 2384.19 steps of 2 × 63/64 × 13.476 GB at 200 GB/s (below): 0.0879 h, hidden behind the
    // backwards.
    QVERIFY2(std::abs(option().dataParallelHours - 0.7029 / 8) < 1e-3, qPrintable(QString::number(option().dataParallelHours)));
    QCOMPARE(option().communicationHours, 0.0);
    // The rest on a slower network, 25 Gbps per GPU: the ring at 8 × 3.125 = 25 GB/s.
    file["compare"]["offerings"] = {{{"kind", "whole_machine"}, {"gpu", "h100-80gb"}, {"gpus", 8},
                                     {"bandwidth_gbps", 25}, {"price", {{"hourly", 100}}}}};
    QCOMPARE(option().allreduceBandwidth, 25e9);
    // The catalog's global batch for pretraining, 1024 sequences (Llama 2: 4M tokens a step), is
    // 16 micro-batches on each of the 64 GPUs: 1e10 / (4096 × 1024) = 2384.19 optimizer steps,
    // and the gradients (2 × 6.738e9 B) are all-reduced once a step: 2 × 63/64 × 13.476 GB /
    // 25 GB/s = 1.0613 s a step, 0.7029 h in all. Charged per micro-batch, as before issue 12,
    // it was 16 times that. DDP runs it beside the step's last backward: a micro-batch is
    // 4096 × (8 × 6.738e9 + 16 × 32 × 128 × 32 × 4096) = 2.5598e14 FLOP at 989.4 TFLOP/s × 0.42
    // = 0.6160 s, its backward with recomputation 6/8 of that, 0.4620 s, so 0.5993 s a step stays
    // in the open: 0.3969 h.
    model::OptionResult o = option();
    QVERIFY(std::abs(o.optimizerSteps - 2384.1858) < 1e-3);
    QCOMPARE(o.gradientAccumulation, 16.0);
    QVERIFY2(std::abs(o.dataParallelHours - 0.7029) < 1e-3, qPrintable(QString::number(o.dataParallelHours)));
    QVERIFY2(std::abs(o.communicationHours - 0.3969) < 1e-3, qPrintable(QString::number(o.communicationHours)));
    // A global batch of 64 sequences synchronises after every micro-batch again: 16 times the
    // steps, each with the same traffic and the same backward beside it.
    file["workload"]["global_batch_size"] = 64;
    QVERIFY(std::abs(option().communicationHours - 16 * 0.3969) < 1e-2);
    // A global batch below one micro-batch on each of the 64 GPUs cannot be kept: a step takes
    // 64 sequences, and the window and the command line say so on the field.
    const auto batchNotes = [&file] {
        std::vector<model::InputNote> out;
        for (const model::InputNote &n : model::checkInputs(scenarioOf(file, "batch.json"), test::catalog()))
            if (n.field == "workload.global_batch_size")
                out.push_back(n);
        return out;
    };
    QVERIFY(batchNotes().empty());
    file["workload"]["global_batch_size"] = 16;
    QCOMPARE(batchNotes().size(), size_t(1));
    QCOMPARE(batchNotes().front().code, std::string(model::note::kGlobalBatchBelowOnePass));
    QCOMPARE(batchNotes().front().value, 64.0);
    QCOMPARE(option().gradientAccumulation, 1.0);
    // ZeRO-3 gathers every micro-batch's weights for its forward and its backward and
    // reduce-scatters its gradients: 3 × 63/64 × 13.476 GB / 25 GB/s = 1.5919 s a micro-batch
    // (ZeRO paper, 3Ψ against 2Ψ), hidden behind the micro-batch's 0.6160 s only in part.
    file["workload"]["global_batch_size"] = 1024;
    file["workload"]["zero_stage"] = 3;
    o = option();
    QVERIFY2(std::abs(o.dataParallelHours - 16 * 2384.1858 * 1.5919 / 3600) < 1e-2, qPrintable(QString::number(o.dataParallelHours)));
    QVERIFY(std::abs(o.communicationHours - 16 * 2384.1858 * (1.5919 - 0.6160) / 3600) < 1e-2);
    // ZeRO-2 keeps only its shard of the gradients, so it reduce-scatters every micro-batch's
    // (DeepSpeed issue 2252) and all-gathers the updated weights once a step: 63/64 × (16 + 1) ×
    // 13.476 GB / 25 GB/s = 9.0207 s a step, beside all 16 backwards (16 × 0.4620 s): 1.6286 s
    // a step in the open, 1.0786 h in all.
    file["workload"]["zero_stage"] = 2;
    o = option();
    QVERIFY2(std::abs(o.dataParallelHours - 2384.1858 * 9.0207 / 3600) < 1e-2, qPrintable(QString::number(o.dataParallelHours)));
    QVERIFY2(std::abs(o.communicationHours - 1.0786) < 1e-3, qPrintable(QString::number(o.communicationHours)));
    file["workload"]["zero_stage"] = 1;

    // Tensor parallelism over 8 GPUs of one machine splits every weight: Llama-2-70B's
    // 68.977e9 parameters in bf16 leave 17.24 GB of weights on each GPU (Megatron-LM).
    file["workload"]["model"] = "llama-2-70b";
    file["workload"]["tensor_parallel_size"] = 8;
    file["workload"]["global_batch_size"] = 1024;
    model::Result r = model::evaluate(test::catalog(), scenarioOf(file, "tp.json"));
    QVERIFY(std::abs(r.memory.weights - 68976648192.0 * 2 / 8) < 1e3);
    QVERIFY(r.options.front().tensorParallelHours > 0); // two all-reduces a layer each way, NVLink
    // Four pipeline stages on top (64 = 8 × 4 × 2 data-parallel): each step of 1024 / 2 = 512
    // micro-batches idles (4 − 1) of them while the pipeline fills and drains (Narayanan et al.
    // 2021): 3/512 of the computation.
    file["workload"]["pipeline_parallel_size"] = 4;
    r = model::evaluate(test::catalog(), scenarioOf(file, "pp.json"));
    const model::OptionResult &p = r.options.front();
    QCOMPARE(p.gradientAccumulation, 512.0);
    QVERIFY(std::abs(p.pipelineBubbleHours / (p.computeHours - p.pipelineBubbleHours) - 3.0 / 512) < 1e-12);
    QVERIFY(std::abs(r.memory.weights - 68976648192.0 * 2 / 32) < 1e3);
    // Interleaved 1F1B with 4 chunks a GPU (virtual_pipeline_model_parallel_size; each of the 4
    // stages' 20 layers in chunks of 5): the bubble falls to 3 / (4 × 512) of the computation
    // (Narayanan et al. 2021, section 2.2.2), and the first GPU warms up with 2 × 3 + 3 × 4 = 18
    // chunks of 5 layers before its first backward, plus the one in flight: 95 layers'
    // activations where plain 1F1B holds 80, 80 × (1 + 3 / 16) (Korthikanti et al. 2022, 4.2.3).
    const auto layersHeld = [](const model::Result &result) {
        for (const auto &[name, value] : result.explain.at("activations_bytes").terms)
            if (name == "layers_on_gpu")
                return value;
        return 0.0;
    };
    file["workload"]["virtual_pipeline_model_parallel_size"] = 4;
    const model::Result interleaved = model::evaluate(test::catalog(), scenarioOf(file, "vpp.json"));
    const model::OptionResult &vp = interleaved.options.front();
    QVERIFY(std::abs(vp.pipelineBubbleHours / (vp.computeHours - vp.pipelineBubbleHours) - 3.0 / (4 * 512)) < 1e-12);
    QCOMPARE(layersHeld(r), 80.0);
    QCOMPARE(layersHeld(interleaved), 95.0);
    QVERIFY(interleaved.memory.activations > r.memory.activations);
    // 3 chunks do not divide a stage's 20 layers: the file loads with a warning and the estimate
    // takes 2.
    file["workload"]["virtual_pipeline_model_parallel_size"] = 3;
    const model::Scenario three = scenarioOf(file, "vpp3.json");
    const std::string said = warningsOf(three);
    QVERIFY2(said.find("vpp3.json: workload.virtual_pipeline_model_parallel_size: 3 virtual stages per GPU do not divide the 20 "
                       "layers of each pipeline stage; the estimate uses 2")
                 != std::string::npos, said.c_str());
    QCOMPARE(model::parallelLayout(three.workload, 64, 1024).virtualStages, 2);
    // A second fresh tester's findings. Interleaving runs a step's micro-batches in groups of the
    // stages: 6 a GPU (global batch 12 over 2 data-parallel copies) on 4 stages is refused by
    // Megatron-LM, and the file says so. With fewer micro-batches a step than stages (2 over 2
    // copies: 1 a GPU) the first stage holds that one micro-batch's 20 layers, not 80.
    file["workload"]["virtual_pipeline_model_parallel_size"] = 4;
    file["workload"]["global_batch_size"] = 12;
    const std::string grouped = warningsOf(scenarioOf(file, "vpp-six.json"));
    QVERIFY2(grouped.find("vpp-six.json: workload.global_batch_size: the interleaved schedule runs a step's micro-batches "
                          "in groups of the 4 stages, and 6 micro-batches a GPU are not a multiple of it") != std::string::npos,
             grouped.c_str());
    file["workload"].erase("virtual_pipeline_model_parallel_size");
    file["workload"]["global_batch_size"] = 2;
    QCOMPARE(layersHeld(model::evaluate(test::catalog(), scenarioOf(file, "pp-one.json"))), 20.0);
    // 80 layers do not split evenly over 3 stages (tensor 8 × pipeline 3 on 48 GPUs).
    file["workload"]["gpus"] = 48;
    file["workload"]["pipeline_parallel_size"] = 3;
    const std::string uneven = warningsOf(scenarioOf(file, "pp3.json"));
    QVERIFY2(uneven.find("pp3.json: workload.pipeline_parallel_size: 3 stages do not divide the 80 layers evenly") != std::string::npos,
             uneven.c_str());
    file["workload"]["gpus"] = 64;
    file["workload"]["pipeline_parallel_size"] = 4;
    file["workload"]["global_batch_size"] = 1024;
    file["workload"].erase("virtual_pipeline_model_parallel_size");

    // Expert parallelism: Mixtral-8x7B on 8 GPUs with its 8 experts one per GPU. Its routed
    // experts hold 32 layers × 8 × 3 × 4096 × 14336 = 45.10e9 of 46.70e9 parameters; each GPU
    // keeps the other 1.60e9 and one expert's 5.64e9: 7.24e9 × 2 bytes = 14.48 GB of weights.
    json moe = {{"format", "gpuplanner-scenario"}, {"version", 1},
                {"workload", {{"kind", "full_finetune"}, {"model", {{"hf_config", "mixtral-8x7b.config.json"}}},
                              {"precision", "bf16"}, {"gpus", 8}, {"expert_parallel_size", 8},
                              {"train_tokens", 1e8}}},
                {"compare", {{"offerings", {"h100-80gb-8x-machine"}}}}};
    r = model::evaluate(test::catalog(), scenarioOf(moe, "ep.json"));
    const double experts = 32.0 * 8 * 3 * 4096 * 14336;
    QVERIFY(std::abs(r.memory.weights - (2 * (r.params - experts) + 2 * experts / 8)) < 1e3);
    QVERIFY(r.memory.weights > 14.4e9 && r.memory.weights < 14.6e9);
    QVERIFY(r.options.front().expertParallelHours > 0);
    // LoRA's frozen base is spread the same way (a fresh tester found expert parallelism adding
    // all-to-all time to LoRA while every GPU still held all 46.7e9 weights, 93.4 GB), and
    // QLoRA's 4-bit base too: its routed experts' 45.10e9 at 4.127 bits, 1/8 of them a GPU.
    json loraMoe = moe;
    loraMoe["workload"]["kind"] = "lora";
    const model::Result lora = model::evaluate(test::catalog(), scenarioOf(loraMoe, "ep-lora.json"));
    QVERIFY(std::abs(lora.memory.weights - r.memory.weights) < 1e3);
    loraMoe["workload"]["kind"] = "qlora";
    loraMoe["workload"]["expert_parallel_size"] = 1;
    const double qloraWhole = model::evaluate(test::catalog(), scenarioOf(loraMoe, "ep1-qlora.json")).memory.weights;
    loraMoe["workload"]["expert_parallel_size"] = 8;
    const double qloraSpread = model::evaluate(test::catalog(), scenarioOf(loraMoe, "ep8-qlora.json")).memory.weights;
    QVERIFY2(std::abs(qloraWhole - qloraSpread - experts * 7 / 8 * 4.127 / 8) < 1e3,
             qPrintable(QString::number(qloraWhole - qloraSpread)));
    // Expert gradients are reduced only among the GPUs holding the same experts: with one copy
    // of each expert (8 experts on 8 GPUs) only the 1.60e9 shared parameters' gradients cross
    // the data-parallel group, 1.60 / 46.70 = 3.4% of the all-reduce without expert parallelism.
    const double spread = r.options.front().dataParallelHours;
    moe["workload"]["expert_parallel_size"] = 1;
    const model::Result whole = model::evaluate(test::catalog(), scenarioOf(moe, "ep1.json"));
    QVERIFY(std::abs(spread / whole.options.front().dataParallelHours - (whole.params - experts) / whole.params) < 1e-9);

    // A stack that overlaps the all-to-alls with another micro-batch's computation
    // (overlap_moe_expert_parallel_comm) pays for them only where the computation is shorter.
    // Over the 8-GPU machine's NVLink the computation covers them entirely: the communication
    // falls by exactly the expert-parallel hours, which are themselves unchanged.
    moe["workload"]["expert_parallel_size"] = 8;
    moe["workload"]["overlap_moe_expert_parallel_comm"] = true;
    const model::OptionResult &held = r.options.front();
    const model::Result overlapped = model::evaluate(test::catalog(), scenarioOf(moe, "ep-overlap.json"));
    const model::OptionResult &hidden = overlapped.options.front();
    QCOMPARE(hidden.expertParallelHours, held.expertParallelHours);
    QVERIFY(hidden.expertParallelHours < hidden.computeHours);
    QVERIFY(std::abs(held.communicationHours - hidden.communicationHours - held.expertParallelHours) < 1e-9);
    QCOMPARE(hidden.expertParallelExposedHours, 0.0);
    // With one micro-batch a step (global batch 8 on 8 data-parallel GPUs) there is no second
    // micro-batch to pair with (a fresh tester's finding): nothing is hidden, and the file
    // loads with a warning that says so.
    json single = moe;
    single["workload"]["global_batch_size"] = 8;
    const model::Scenario singleScenario = scenarioOf(single, "ep-one.json");
    const model::OptionResult alone = model::evaluate(test::catalog(), singleScenario).options.front();
    QCOMPARE(alone.gradientAccumulation, 1.0);
    QCOMPARE(alone.expertParallelExposedHours, alone.expertParallelHours);
    const std::string loaded = warningsOf(singleScenario);
    QVERIFY2(loaded.find("ep-one.json: workload.overlap_moe_expert_parallel_comm: each GPU runs one micro-batch a step")
                 != std::string::npos, loaded.c_str());

    // DeepSeek-V3's pretraining (the suite's case, 2048 H800s, experts over 64 GPUs on 8 nodes):
    // its report found cross-node expert parallelism "an inefficient computation-to-communication
    // ratio of approximately 1:1" (arXiv 2412.19437, section 3.2.1), which DualPipe hid. The
    // planner's all-to-all hours come to 0.92 of the computation; held up, they would make the
    // run 1.85 times the 2.664M GPU-hours it took, hidden 1.02 (the suite asserts the latter).
    for (const json &c : suite()) {
        if (c.at("id") != "deepseek-v3-pretrain-h800-gpu-hours")
            continue;
        json run = c.at("scenario");
        // Multi-head latent attention scores with 192 dimensions a head (128 + 64 rotary) and sums
        // with 128 (its config.json): 6 · 128 heads · (192 + 128) · 61 layers · 4096 tokens of
        // attention FLOPs a token, not 12 · 128 · 192 · 61 · 4096.
        QCOMPARE(model::attentionFlopPerToken(scenarioOf(run, "dsv3.json").workload), 6.0 * 128 * (192 + 128) * 61 * 4096);
        const model::OptionResult ds = model::evaluate(test::catalog(), scenarioOf(run, "dsv3.json")).options.front();
        const double ratio = ds.expertParallelHours / (ds.computeHours - ds.pipelineBubbleHours);
        QVERIFY2(ratio > 0.8 && ratio < 1.25, qPrintable(QString::number(ratio)));
        run["workload"]["overlap_moe_expert_parallel_comm"] = false;
        const model::OptionResult waits = model::evaluate(test::catalog(), scenarioOf(run, "dsv3-wait.json")).options.front();
        QVERIFY2(waits.gpuHours / 2.664e6 > 1.7, qPrintable(QString::number(waits.gpuHours)));
        QVERIFY2(std::abs(ds.gpuHours / 2.664e6 - 1.0) < 0.1, qPrintable(QString::number(ds.gpuHours)));
    }

    // Layouts that do not fit load with a warning naming the field, and the estimate uses the
    // largest layout that does: tensor parallelism 3 on 8 GPUs runs as 2 (not 2.67 GPUs of
    // weights per copy); expert parallelism on a dense model is ignored.
    json odd = file;
    odd["workload"]["tensor_parallel_size"] = 3;
    odd["workload"]["pipeline_parallel_size"] = 1;
    odd["workload"]["expert_parallel_size"] = 4;
    const model::Scenario oddScenario = scenarioOf(odd, "odd.json");
    std::string warnings = warningsOf(oddScenario);
    // The warning names the layout used (a fresh tester found "the largest layout that fits"
    // without which one).
    QVERIFY2(warnings.find("odd.json: workload.tensor_parallel_size: 3 × pipeline_parallel_size 1 does not divide the 64 "
                           "GPUs; the estimate uses the largest layout that fits, tensor 2 × pipeline 1")
                 != std::string::npos, warnings.c_str());
    QVERIFY2(warnings.find("odd.json: workload.expert_parallel_size: the model has no experts; ignored") != std::string::npos,
             warnings.c_str());
    QVERIFY(std::abs(model::evaluate(test::catalog(), oddScenario).memory.weights - 68976648192.0 * 2 / 2) < 1e3);
    // Tensor parallelism splits the heads too (Megatron-LM): 6 divides 48 GPUs but not
    // Llama-2-7B's 32 heads, so the estimate takes 4 and says so (a fresh tester's finding: 999
    // on a 32-head model ran as 813).
    json heads = file;
    heads["workload"]["model"] = "llama-2-7b";
    heads["workload"]["gpus"] = 48;
    heads["workload"]["tensor_parallel_size"] = 6;
    heads["workload"]["pipeline_parallel_size"] = 1;
    heads["workload"].erase("expert_parallel_size");
    const model::Scenario headsScenario = scenarioOf(heads, "heads.json");
    QCOMPARE(model::parallelLayout(headsScenario.workload, 48, 1024).tensor, 4);
    const std::string headWarnings = warningsOf(headsScenario);
    QVERIFY2(headWarnings.find("heads.json: workload.tensor_parallel_size: 6 does not divide the model's 32 attention "
                               "heads, 32 KV heads and 11008-wide MLP all evenly (Megatron-LM splits each so); the "
                               "estimate uses 4") != std::string::npos,
             headWarnings.c_str());
    // KV heads and the MLP width count too (Megatron Core divides the query groups and the MLP
    // over the tensor-parallel GPUs): Qwen2.5-7B's 28 heads divide by 7 and 14, but its 4 KV
    // heads and 18,944-wide MLP do not (a fresh tester priced tensor parallelism 28 without a
    // word); on 28 GPUs the estimate takes 4.
    heads["workload"]["model"] = {{"hf_config", "qwen2.5-7b.config.json"}};
    heads["workload"]["gpus"] = 28;
    heads["workload"]["tensor_parallel_size"] = 7;
    const model::Scenario qwen = scenarioOf(heads, "heads.json");
    QCOMPARE(model::parallelLayout(qwen.workload, 28, 1024).tensor, 4);
    QVERIFY2(warningsOf(qwen).find("7 does not divide the model's 28 attention heads, 4 KV heads and 18944-wide MLP")
                 != std::string::npos, warningsOf(qwen).c_str());
    // A fresh user's findings: the window said expert parallelism "must divide the experts and
    // the 8 data-parallel GPUs" of a dense model, and spoke of vLLM for a training layout; each
    // note now says what is wrong in training's terms (the model's 64 heads are split by 3 here).
    const auto notesOf = [](const model::Scenario &s) {
        std::set<std::string> out; // "field code"
        for (const model::InputNote &n : model::checkInputs(s, test::catalog()))
            out.insert(n.field + " " + n.code);
        return out;
    };
    std::set<std::string> codes = notesOf(oddScenario);
    QVERIFY(codes.count(std::string("workload.expert_parallel_size ") + model::note::kNoExperts));
    QVERIFY(codes.count(std::string("workload.tensor_parallel_size ") + model::note::kParallelSizesDoNotDivideGpus));
    odd["workload"]["tensor_parallel_size"] = 3;
    odd["workload"]["gpus"] = 3;
    codes = notesOf(scenarioOf(odd, "odd3.json"));
    QVERIFY(codes.count(std::string("workload.tensor_parallel_size ") + model::note::kTensorParallelDoesNotDivideHeads));
    // More stages than layers: the warning says how many the estimate uses (Llama-2-70B's 80
    // layers on 128 GPUs: the largest divisor of 128 up to 80, 64 stages). ZeRO-3 with pipeline
    // stages is noted: DeepSpeed refuses it.
    json deep = file;
    deep["workload"]["optimizer_in_backward"] = false;
    deep["workload"]["tensor_parallel_size"] = 1;
    deep["workload"]["expert_parallel_size"] = 1;
    deep["workload"]["gpus"] = 128;
    deep["workload"]["pipeline_parallel_size"] = 128;
    deep["workload"]["zero_stage"] = 3;
    const model::Scenario deepScenario = scenarioOf(deep, "deep.json");
    warnings = warningsOf(deepScenario);
    QVERIFY2(warnings.find("128 stages for 80 layers leaves stages without a layer; the estimate uses 64 stages")
                 != std::string::npos, warnings.c_str());
    codes = notesOf(deepScenario);
    QVERIFY(codes.count(std::string("workload.zero_stage ") + model::note::kZeroWithPipeline));
    // An optimizer stepped in backward accumulates nothing: one micro-batch per GPU a step.
    file["workload"]["optimizer_in_backward"] = true;
    QCOMPARE(option().gradientAccumulation, 1.0);
}

void TestMeasured::selectiveCheckpointing()
{
    // torchtitan's default selective activation checkpointing (parallelize_llama.py: its op
    // policy saves SDPA's output and every other aten.mm output). For a Llama-3-8B layer (h 4096,
    // 32 heads of 128, 8 KV heads, MLP 14336) the products run q, k, v, o, gate, up, down; kept
    // are q (4096), v (1024), gate (14336) and down (4096) beside the layer input (4096) and the
    // attention output (4096), 2 bytes each, and a 4-byte log-sum-exp per head:
    // 2 × 31,744 + 128 = 63,616 bytes a token and layer (full recomputation keeps 8,192).
    json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                 {"workload", {{"kind", "pretrain"}, {"model", {{"hf_config", "llama-3-8b.config.json"}}},
                               {"precision", "bf16"}, {"gpus", 8}, {"sequence_length", 8192},
                               {"micro_batch_size", 2}, {"global_batch_size", 16}, {"zero_stage", 3},
                               {"gradient_checkpointing", "selective"}, {"train_tokens", 1e10}}},
                 {"compare", {{"offerings", {"h100-80gb-8x-machine"}}}}};
    const model::Scenario selective = scenarioOf(file, "sac.json");
    QCOMPARE(model::selectiveCheckpointBytesPerToken(selective.workload.arch), 63616.0);
    // The backward recomputes k, o and up: 32 × (4096 × 1024 + 4096 × 4096 + 4096 × 14336)
    // = 2.550e9 of the model's 8.030e9 parameters, 2 FLOP each a token: 6.635 FLOP a parameter
    // and token where full recomputation takes 8 and none 6; attention is not run again.
    const double flop = model::linearFlopPerParamToken(selective.workload);
    QVERIFY2(std::abs(flop - (6.0 + 2.0 * 2550136832.0 / 8030261248.0)) < 1e-9, qPrintable(QString::number(flop)));
    QCOMPARE(model::attentionFlopPerToken(selective.workload),
             12.0 * 32 * 128 * 32 * 8192); // as without checkpointing
    // The whole step as the suite's torchtitan case measured it (82.4 GiB reserved, 8 H100s):
    // selective lies between none and full, and within the case's tolerance.
    const double gib = 1024.0 * 1024 * 1024;
    const double kept = model::evaluate(test::catalog(), selective).memory.total() / gib;
    file["workload"]["gradient_checkpointing"] = false;
    const double none = model::evaluate(test::catalog(), scenarioOf(file, "none.json")).memory.total() / gib;
    file["workload"]["gradient_checkpointing"] = true;
    const model::Scenario full = scenarioOf(file, "full.json");
    QCOMPARE(full.workload.checkpointing, model::ActivationCheckpointing::Full);
    const double recomputed = model::evaluate(test::catalog(), full).memory.total() / gib;
    QVERIFY(recomputed < kept && kept < none);
    QVERIFY2(std::abs(std::log(kept / 82.4)) < 0.2, qPrintable(QString::number(kept)));
    // Files keep their spelling: true and false as before, "selective" as its key.
    QCOMPARE(model::scenarioToJson(full)["workload"]["gradient_checkpointing"], json(true));
    QCOMPARE(model::scenarioToJson(selective)["workload"]["gradient_checkpointing"], json("selective"));
}

void TestMeasured::efficiencyAsData()
{
    // Issue 12, fault kind 4. Tokens per second per GPU of one training job, end to end.
    const auto speed = [](const json &workload, const std::string &offering) {
        json file = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"workload", workload},
                     {"compare", {{"offerings", {offering}}}}};
        const model::OptionResult o = model::evaluate(test::catalog(), scenarioOf(file, "speed.json")).options.front();
        return o.trainingTokensPerSecondPerGpu; // tokens / (GPUs × computing and exposed communication hours)
    };
    // Per-GPU MFU. llm-foundry's MPT-7B benchmark (the suite's llmfoundry-mpt-7b-* cases), 8 GPUs,
    // sequence 2048, FSDP: 10,643 tokens/s per H100 against 4,641 per A100, 2.29 times. One MFU
    // for both cards made it the ratio of their peaks, 989 / 312 = 3.17; the catalog's per-GPU
    // figures (A100 0.5, H100 0.42) give 2.66.
    const auto caseNamed = [](const std::string &id) {
        return *std::find_if(suite().begin(), suite().end(), [&](const json &c) { return c.at("id") == id; });
    };
    const double h100OverA100 = estimateOf(caseNamed("llmfoundry-mpt-7b-8xh100-80gb-seq2048"))
        / estimateOf(caseNamed("llmfoundry-mpt-7b-8xa100-80gb-seq2048"));
    QVERIFY2(std::abs(std::log(h100OverA100 / (10643.0 / 4641.0))) < 0.2, qPrintable(QString::number(h100OverA100)));
    QVERIFY(h100OverA100 < 3.0);

    // LoRA and QLoRA reach less of the peak than full training (catalog mfu_ratio). torchtune's
    // README (2024): Llama 3.1 8B on an RTX 4090, packed 2048, batch 2: QLoRA 2413 tokens/s
    // against LoRA's 3083, 0.78 of it, for the same FLOPs.
    json lora = {{"kind", "lora"}, {"model", "llama-3.1-8b"}, {"precision", "bf16"}, {"gpus", 1},
                 {"sequence_length", 2048}, {"micro_batch_size", 2}, {"gradient_checkpointing", true},
                 {"lora_rank", 8}, {"lora_targets", "q_v"}, {"train_tokens", 1e8}};
    json qlora = lora;
    qlora["kind"] = "qlora";
    const double qloraOverLora = speed(qlora, "rtx4090-24gb-card") / speed(lora, "rtx4090-24gb-card");
    QVERIFY2(std::abs(std::log(qloraOverLora / (2413.0 / 3083.0))) < 0.05, qPrintable(QString::number(qloraOverLora)));
    // Same README, Llama 3.2 3B on an A100 80GB, sequence 4096, batch 2, checkpointing: full
    // fine-tuning 7210 tokens/s, LoRA r64 8210, 1.14 times: LoRA does a quarter fewer FLOPs a
    // token (6N instead of 8N, plus the same attention), at a lower share of the peak.
    json full = {{"kind", "full_finetune"}, {"model", "llama-3.2-3b"}, {"precision", "bf16"}, {"gpus", 1},
                 {"sequence_length", 4096}, {"micro_batch_size", 2}, {"gradient_checkpointing", true},
                 {"optimizer", "adamw_bf16"}, {"train_tokens", 1e8}};
    json lora3b = full;
    lora3b["kind"] = "lora";
    lora3b["lora_rank"] = 64;
    const double loraOverFull = speed(lora3b, "a100-80gb-card") / speed(full, "a100-80gb-card");
    QVERIFY2(std::abs(std::log(loraOverFull / (8210.0 / 7210.0))) < 0.05, qPrintable(QString::number(loraOverFull)));
    // torch.compile: the same run compiled went 1.16 times as fast in torchtitan (Llama 3.1 8B,
    // 8 H100s: 5,762 to 6,667 tokens/s per GPU) and 1.27 times in torchtune (the full fine-tuning
    // above without checkpointing, packed: 7,075 to 8,998 tokens/s); the catalog's
    // torch_compile_speedup is their geometric mean, 1.21, on the MFU of a compiled run. Its
    // explanation names the factor.
    json compiled = full;
    compiled["torch_compile"] = true;
    const double compileGain = speed(compiled, "a100-80gb-card") / speed(full, "a100-80gb-card");
    QVERIFY2(std::abs(compileGain - 1.21) < 1e-9, qPrintable(QString::number(compileGain)));
    QVERIFY(std::abs(std::log(compileGain / (6667.0 / 5762.0))) < 0.1);
    QVERIFY(std::abs(std::log(compileGain / (8998.0 / 7075.0))) < 0.1);
    {
        const json file = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"workload", compiled},
                           {"compare", {{"offerings", {"a100-80gb-card"}}}}};
        const model::Scenario s = scenarioOf(file, "compiled.json");
        const model::Result r = model::evaluate(test::catalog(), s);
        const json explain = model::resultToJson(r, &test::catalog(), &s).at("options")[0].at("explain").at("compute_hours");
        QVERIFY(explain.dump().find("torch_compile_speedup") != std::string::npos);
        QCOMPARE(model::scenarioToJson(s).at("workload").at("torch_compile").get<bool>(), true); // saved as read
    }
    // A scenario's own MFU is taken as it is, for any kind, compiled or not: it is the stack's.
    lora3b["mfu"] = 0.5;
    full["mfu"] = 0.5;
    QVERIFY(speed(lora3b, "a100-80gb-card") / speed(full, "a100-80gb-card") > 1.2);
    compiled["mfu"] = 0.5;
    QCOMPARE(speed(compiled, "a100-80gb-card"), speed(full, "a100-80gb-card"));

    // Goodput: the GPUs' own failures cost rework that grows with the GPUs held. Llama 3 405B's
    // pretraining saw 419 unexpected interruptions in 54 days on 16,384 H100s (Llama 3 paper,
    // section 3.3.4) and reports over 90% effective training time. With the catalog's 1.97e-5
    // interruptions per GPU-hour, each costing half a 1 h checkpoint interval and a 0.25 h
    // restart: 1 / (1 + 16384 × 1.97e-5 × 0.75) = 80.5% effective time; on one 8-GPU machine
    // 99.99%.
    const auto run = [](int gpus) {
        json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                     {"workload", {{"kind", "pretrain"}, {"model", "llama-3.1-8b"}, {"precision", "bf16"},
                                   {"gpus", gpus}, {"sequence_length", 8192}, {"train_tokens", 1e12}}},
                     {"compare", {{"offerings", {"h100-80gb-8x-machine"}}}}};
        return model::evaluate(test::catalog(), scenarioOf(file, "goodput.json")).options.front();
    };
    const auto effective = [](const model::OptionResult &o) {
        const double work = o.computeHours + o.communicationHours + o.transferHours;
        return work / (work + o.reworkHours);
    };
    const model::OptionResult large = run(16384);
    const double atScale = effective(large);
    // The GPU-hours a run is charged include the work redone.
    QVERIFY(std::abs(large.gpuHours - large.gpus * (large.computeHours + large.communicationHours + large.reworkHours))
            < 1e-9 * large.gpuHours);
    QVERIFY2(std::abs(atScale - 1.0 / (1.0 + 16384 * 1.97e-5 * 0.75)) < 1e-9, qPrintable(QString::number(atScale)));
    QVERIFY(std::abs(std::log(atScale / 0.9)) < 0.15); // Meta's restarts were quicker than 0.75 h
    QVERIFY(effective(run(8)) > 0.9998);
}

void TestMeasured::prefillCountsAttention()
{
    // A 16,000-token prompt to Qwen3-14B-AWQ on an A100 (vllm-project/vllm issue 20469, the case
    // vllm-20469-a100-qwen3-14b-awq-ttft-p16000): 3,345 ms to the first token, measured. Each
    // prompt token attends to the whole prompt: 2 × 40 heads × (128 + 128) × 40 layers × 16,000
    // = 13.1 GFLOP, 44% on top of its 2 × 14.77B of linear layers, and the first token comes
    // after 3.47 s at the A100's 312 TFLOP/s × 0.63. Without the attention the prefill took
    // 2.40 s, 0.72 of measured.
    const json c = *std::find_if(suite().begin(), suite().end(),
                                 [](const json &x) { return x.at("id") == "vllm-20469-a100-qwen3-14b-awq-ttft-p16000"; });
    const model::Scenario s = scenarioOf(c.at("scenario"), "qwen3-14b-awq.json");
    const model::Result r = model::evaluate(test::catalog(), s);
    const json prefill = model::resultToJson(r, &test::catalog(), &s).at("options")[0].at("explain").at("prefill_seconds");
    std::map<std::string, double> t;
    for (const json &term : prefill.at("terms"))
        t[term.at("name")] = term.at("value");
    QCOMPARE(t["attention_flop_per_prompt_token"], 13107200000.0);
    QCOMPARE(t["active_params"], 14768296960.0);
    QVERIFY(std::abs(r.options[0].prefillSeconds - 3.4712) < 1e-4);
    QVERIFY(std::abs(r.options[0].prefillSeconds * 2 * t["active_params"]
                         / (2 * t["active_params"] + t["attention_flop_per_prompt_token"]) - 2.4043) < 1e-4);
    // The same count in the workload's FLOP: a month of 100 such requests a day.
    QVERIFY(r.totalFlop > 1.4 * 2 * t["active_params"] * 100 * 30 * (16000 + 200));
}

void TestMeasured::fp8ServingIsNotFp8Training()
{
    // TensorRT-LLM v0.5's FP8 LLaMA 7B on an H100 gave its first token after a 2,048-token prompt
    // in 36 ms (the case trtllm-v05-h100-llama2-7b-fp8-ttft-p2048). At the H100's FP8 training
    // figure, 0.27 of the FP8 peak (torchtitan's float8, which recomputes its scales), the
    // prefill took 55.8 ms, 1.55 of measured. Serving runs the linear layers, 92.6% of these
    // FLOPs, at the H100's 16-bit figure 0.42 of the FP8 peak and attention at 0.42 of the bf16
    // peak: 0.391 of the FP8 peak, 38.5 ms.
    const json c = *std::find_if(suite().begin(), suite().end(),
                                 [](const json &x) { return x.at("id") == "trtllm-v05-h100-llama2-7b-fp8-ttft-p2048"; });
    const model::Scenario s = scenarioOf(c.at("scenario"), "trtllm-fp8.json");
    const model::Result r = model::evaluate(test::catalog(), s);
    const json prefill = model::resultToJson(r, &test::catalog(), &s).at("options")[0].at("explain").at("prefill_seconds");
    std::map<std::string, double> t;
    for (const json &term : prefill.at("terms"))
        t[term.at("name")] = term.at("value");
    QVERIFY(std::abs(t["linear_flop_share"] - 0.9262) < 1e-4);
    QVERIFY(std::abs(t["mfu"] - 0.3911) < 1e-4);
    QVERIFY(std::abs(r.options[0].prefillSeconds * 1000 - 38.5) < 0.05);
    // FP8 training keeps the card's training figure: the same model pretrained in FP8.
    model::Scenario training = s;
    training.workload.kind = model::WorkloadKind::Pretrain;
    QCOMPARE(model::effectiveMfu(training, test::catalog(), test::catalog().gpu("h100-80gb")) < 0.3, true);
}

void TestMeasured::chunkedPrefillReadsTheWeightsEachPass()
{
    // vLLM runs at most max_num_batched_tokens of a prompt a forward pass, and every pass reads
    // all the weights. Llama-3-8B on an A100 with a 1,500-token prompt: at the engine's default
    // 2,048 one pass, bound by compute (0.13 s); at 16 tokens a pass 94 passes, each reading
    // 16.06 GB at 0.69 × 2,039 GB/s: 1.07 s.
    const auto prefillWith = [](std::optional<int> tokens) {
        json serving = {{"concurrency", 16}, {"max_num_seqs", 16}, {"prompt_tokens", 1500}, {"output_tokens", 100},
                        {"context_length", 4096}, {"requests_per_day", 1000}};
        if (tokens)
            serving["max_num_batched_tokens"] = *tokens;
        const json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                           {"workload", {{"kind", "inference"}, {"model", "llama-3-8b"}, {"gpus", 1}, {"serving", serving}}},
                           {"compare", {{"offerings", {"a100-80gb-card"}}}}};
        return model::evaluate(test::catalog(), scenarioOf(file, "chunked.json")).options.at(0);
    };
    const model::OptionResult whole = prefillWith(std::nullopt), chunked = prefillWith(16);
    QCOMPARE(whole.prefillSteps, 1.0);
    QVERIFY(std::abs(whole.prefillSeconds - 0.1286) < 1e-4);
    QCOMPARE(chunked.prefillSteps, 94.0);
    QVERIFY(std::abs(chunked.prefillSeconds - 94 * 16.06e9 / (0.69 * 2039e9)) < 2e-3);
    QVERIFY(chunked.requestSeconds > whole.requestSeconds + 16 * 0.9);
}

void TestMeasured::quantisedWeightsDecodeSlower()
{
    // Issue 12, fault kind 4 (efficiency as data), decoding. One request of LLaMA 7B, end to end:
    // the decode speed a user sees, and the efficiency its explanation names.
    const auto decode = [](const json &workload, const std::string &offering) {
        const json file = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"workload", workload},
                           {"compare", {{"offerings", {offering}}}}};
        const model::Scenario s = scenarioOf(file, "decode.json");
        const model::Result r = model::evaluate(test::catalog(), s);
        const json explain = model::resultToJson(r, &test::catalog(), &s).at("options")[0].at("explain");
        double read = 0;
        for (const json &term : explain.at("decode_step_seconds").at("terms"))
            if (term.at("name") == "weight_read_efficiency")
                read = term.at("value");
        return std::pair{r.options.front().decodeTokensPerSecond, read};
    };
    json workload = {{"kind", "inference"}, {"model", "llama-2-7b"}, {"precision", "fp16"}, {"gpus", 1},
                     {"serving", {{"concurrency", 1}, {"batching", "none"}, {"prompt_tokens", 1},
                                  {"output_tokens", 128}, {"context_length", 4096}, {"requests_per_day", 100}}}};
    const auto [f16, f16Read] = decode(workload, "rtx3090-24gb-card");
    QCOMPARE(f16Read, 1.0);
    // llama.cpp on an RTX 3090, one build (PR 4766): 121.82 tokens/s in Q4_0 against 48.52 in
    // F16, 2.51 times; its bytes alone would make it 3.5 times. The Q4_0 entry's
    // decode_efficiency 0.71 comes from this pair, so the ratio is the check that it is applied.
    workload["precision"] = "int4";
    workload["weight_format"] = "gguf_q4_0";
    const auto [q4, q4Read] = decode(workload, "rtx3090-24gb-card");
    QCOMPARE(q4Read, 0.71);
    QVERIFY2(std::abs(std::log(q4 / f16 / (121.82 / 48.52))) < 0.02, qPrintable(QString::number(q4 / f16)));
    // A format without its own figure takes that of its class: GPTQ (4.16 bits) int4's 0.62,
    // Q6_K (6.56 bits) int8's 0.73.
    workload["weight_format"] = "gptq_4bit";
    QCOMPARE(decode(workload, "rtx3090-24gb-card").second, 0.62);
    workload["weight_format"] = "gguf_q6_k";
    QCOMPARE(decode(workload, "rtx3090-24gb-card").second, 0.73);
    // Plain int8 weights (gpt-fast's weight-only int8, Llama-2-7B on an A100): 155.58 tokens/s
    // against 104.9 in bf16, 1.48 times (README benchmarks); the catalog's int8 figure is the
    // median of three such pairs, this one 0.77 of the bf16 rate.
    workload.erase("weight_format");
    workload["precision"] = "bf16";
    const double bf16 = decode(workload, "a100-80gb-card").first;
    workload["precision"] = "int8";
    const auto [int8, int8Read] = decode(workload, "a100-80gb-card");
    QCOMPARE(int8Read, 0.73);
    QVERIFY2(std::abs(std::log(int8 / bf16 / (155.58 / 104.9))) < 0.1, qPrintable(QString::number(int8 / bf16)));

    // A fresh tester's finding: the explanation of a decode step could not be redone from its
    // terms (no compute bound, no tensor-parallel sync, no scaling). Its terms now give its value
    // for one GPU reading weights, two GPUs in tensor parallel, and a batch so large the step is
    // bound by compute.
    for (const auto &[gpus, concurrency] : {std::pair{1, 16}, std::pair{2, 16}, std::pair{1, 100000}}) {
        json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                     {"workload", {{"kind", "inference"}, {"model", "llama-3.1-8b"}, {"precision", "int4"},
                                   {"weight_format", "awq_4bit"}, {"gpus", gpus},
                                   {"serving", {{"concurrency", concurrency}, {"max_num_seqs", concurrency}, {"prompt_tokens", 512},
                                                {"output_tokens", 256}, {"context_length", 4096},
                                                {"requests_per_day", 1000}, {"gpu_memory_utilization", 1.0}}}}},
                     {"compare", {{"offerings", {"a100-80gb-card"}}}}};
        const model::Scenario s = scenarioOf(file, "explained.json");
        const model::Result r = model::evaluate(test::catalog(), s);
        const json step = model::resultToJson(r, &test::catalog(), &s).at("options")[0].at("explain").at("decode_step_seconds");
        std::map<std::string, double> t;
        for (const json &term : step.at("terms"))
            t[term.at("name")] = term.at("value");
        const double compute = (2 * t["active_params"] + t["attention_flop_per_token"]) * t["batch"]
            / (t["gpus"] * t["peak_flops"] * t["mfu"] * t["compute_share"] * (1 - t["contention"]) * t["scaling"]);
        QVERIFY(std::abs(compute / t["compute_seconds"] - 1) < 1e-9);
        const double read = (t["weight_bytes"] / t["weight_read_efficiency"] + t["kv_cache_bytes"]) / t["bandwidth"];
        const double redone = std::max(read, compute) + t["tensor_parallel_sync_seconds"];
        QVERIFY2(std::abs(redone / step.at("value").get<double>() - 1) < 1e-9, qPrintable(QString::number(gpus)));
        QCOMPARE(t["tensor_parallel_sync_seconds"] > 0, gpus > 1);
        if (concurrency > 1000)
            QVERIFY(compute > read); // the case bound by compute is one
    }
}

void TestMeasured::fp8Training()
{
    // Issue 12, fault kind 4: FP8 training as Transformer Engine and torchao's Float8Linear run it.
    const auto evaluated = [](const json &workload, const std::string &offering) {
        json file = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"workload", workload},
                     {"compare", {{"offerings", {offering}}}}};
        return model::evaluate(test::catalog(), scenarioOf(file, "fp8.json"));
    };
    const auto speed = [&](const json &workload, const std::string &offering) {
        const model::OptionResult o = evaluated(workload, offering).options.front();
        return o.trainingTokensPerSecondPerGpu; // tokens / (GPUs × computing and exposed communication hours)
    };
    // The weights and gradients stay in bf16, with the fp32 master copy and AdamW's moments: the
    // model states of bf16 training. torchtitan's Llama 3.1 8B on 8 H100s reserved 77.0 GiB with
    // torch.compile and 76.8 GiB with compile and Float8 (docs/DOMAIN.md, "FP8 training: the
    // measurements"; the suite's torchtitan-llama31-8b-8xh100-* cases quote the table).
    json titan = {{"kind", "pretrain"}, {"model", "llama-3.1-8b"}, {"precision", "bf16"}, {"gpus", 8},
                  {"sequence_length", 8192}, {"micro_batch_size", 2}, {"global_batch_size", 16},
                  {"gradient_checkpointing", "selective"}, {"zero_stage", 3}, {"train_tokens", 1e10}};
    json titanFp8 = titan;
    titanFp8["precision"] = "fp8";
    const model::MemoryBreakdown bf16 = evaluated(titan, "h100-80gb-8x-machine").memory;
    const model::MemoryBreakdown fp8 = evaluated(titanFp8, "h100-80gb-8x-machine").memory;
    QCOMPARE(fp8.weights, bf16.weights);
    QCOMPARE(fp8.gradients, bf16.gradients);
    QCOMPARE(fp8.optimizer, bf16.optimizer);
    QCOMPARE(fp8.total(), bf16.total());

    // Only the linear layers run in FP8; attention stays in bf16, so the gain falls as attention
    // grows with the sequence. llm-foundry's MPT-3B on H100s (docs/DOMAIN.md, "FP8 training: the
    // measurements"; shape in tests/data/hf-configs/mpt-3b.config.json), FSDP, no checkpointing:
    // 30,586 against 24,142 tokens/s per GPU at sequence 2048 and micro-batch 10 (1.27 times),
    // 19,146 against 16,578 at 8192 (1.15 times). One efficiency for the whole step gave 1.24
    // times at every length.
    const auto mpt3b = [](int sequence, const char *precision) {
        return json{{"kind", "pretrain"}, {"model", {{"hf_config", "mpt-3b.config.json"}}}, {"precision", precision},
                    {"gpus", 8}, {"sequence_length", sequence}, {"micro_batch_size", sequence == 2048 ? 10 : 3},
                    {"gradient_checkpointing", false}, {"zero_stage", 3}, {"train_tokens", 1e10}};
    };
    const auto gain = [&](int sequence) {
        return speed(mpt3b(sequence, "fp8"), "h100-80gb-8x-machine") / speed(mpt3b(sequence, "bf16"), "h100-80gb-8x-machine");
    };
    const double at2048 = gain(2048);
    const double at8192 = gain(8192);
    QVERIFY2(std::abs(std::log(at2048 / (30586.0 / 24142.0))) < 0.1, qPrintable(QString::number(at2048)));
    QVERIFY2(std::abs(std::log(at8192 / (19146.0 / 16578.0))) < 0.1, qPrintable(QString::number(at8192)));
    QVERIFY(at8192 < at2048);
    // The explanation says so: Llama 3.1 8B at 8192 with selective checkpointing spends 6.64 ×
    // 8.03e9 FLOP a token in the linear layers and 1.29e10 in attention, 0.805 of it linear.
    {
        json file = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"workload", titanFp8},
                     {"compare", {{"offerings", {"h100-80gb-8x-machine"}}}}};
        const model::Scenario scenario = scenarioOf(file, "fp8.json");
        const model::Result r = model::evaluate(test::catalog(), scenario);
        const model::Explanation hours = model::explainOption(test::catalog(), scenario, r, r.options.front()).at("compute_hours");
        const auto share = std::find_if(hours.terms.begin(), hours.terms.end(),
                                        [](const auto &t) { return t.first == "linear_flop_share"; });
        QVERIFY(share != hours.terms.end());
        QVERIFY2(std::abs(share->second - 0.805) < 0.005, qPrintable(QString::number(share->second)));
    }
    // torchtitan's table: Float8 on top of torch.compile, 8,532 against 6,667 tokens/s (1.28 times).
    const double titanGain = speed(titanFp8, "h100-80gb-8x-machine") / speed(titan, "h100-80gb-8x-machine");
    QVERIFY2(std::abs(std::log(titanGain / (8532.0 / 6667.0))) < 0.1, qPrintable(QString::number(titanGain)));

    // A card without an FP8 peak (A100) trains at its bf16 rate and figure, and says so.
    const model::Result onA100 = evaluated(titanFp8, "a100-80gb-card");
    QCOMPARE(speed(titanFp8, "a100-80gb-card"), speed(titan, "a100-80gb-card"));
    const auto &warnings = onA100.options.front().warnings;
    QVERIFY(std::find(warnings.begin(), warnings.end(), std::string(model::warning::kPrecisionFallback)) != warnings.end());
    // LoRA on an fp8 base computes its linear layers in FP8 too, attention in bf16: its gain also
    // falls with the sequence (it was the same 1.29 times at every length).
    const auto loraGain = [&](int sequence) {
        json lora = {{"kind", "lora"}, {"model", "llama-3.1-8b"}, {"precision", "bf16"}, {"gpus", 1},
                     {"sequence_length", sequence}, {"micro_batch_size", 1}, {"gradient_checkpointing", true},
                     {"train_tokens", 1e8}};
        json loraFp8 = lora;
        loraFp8["precision"] = "fp8";
        return speed(loraFp8, "h100-80gb-card") / speed(lora, "h100-80gb-card");
    };
    QVERIFY(loraGain(32768) < loraGain(2048) - 0.1);

    // Full training in int8 or int4 is no framework's mixed precision: the field says so; fp8 and
    // a LoRA base in int8 are fine.
    const auto precisionNotes = [](json workload) {
        json file = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"workload", workload},
                     {"compare", {{"offerings", {"h100-80gb-card"}}}}};
        std::vector<std::string> codes;
        for (const model::InputNote &n : model::checkInputs(scenarioOf(file, "notes.json"), test::catalog()))
            if (n.field == "workload.precision")
                codes.push_back(n.code);
        return codes;
    };
    json int8 = titan;
    int8["precision"] = "int8";
    QCOMPARE(precisionNotes(int8), std::vector<std::string>{model::note::kQuantisedFullTraining});
    QVERIFY(precisionNotes(titanFp8).empty());
    json loraInt8 = int8;
    loraInt8["kind"] = "lora";
    QVERIFY(precisionNotes(loraInt8).empty());

    // A card with an FP8 peak but no published FP8 training run (RTX 4090: no catalog fp8 figure)
    // is given no gain, not the default figure on twice the peak (which made it 1.9 times faster).
    json small = {{"kind", "full_finetune"}, {"model", "qwen2.5-1.5b"}, {"precision", "bf16"}, {"gpus", 1},
                  {"sequence_length", 2048}, {"micro_batch_size", 1}, {"gradient_checkpointing", true},
                  {"train_tokens", 1e8}};
    json smallFp8 = small;
    smallFp8["precision"] = "fp8";
    const double rtx = speed(smallFp8, "rtx4090-24gb-card") / speed(small, "rtx4090-24gb-card");
    QVERIFY2(std::abs(rtx - 1.0) < 1e-9, qPrintable(QString::number(rtx)));
    // A fresh user's finding: that was silent. The option says it (no_fp8_gain); the H100, with
    // its published figure, does not; the A100, without an FP8 peak, falls back as before.
    const auto warned = [&](const std::string &offering, const char *code) {
        const std::vector<std::string> w = evaluated(smallFp8, offering).options.front().warnings;
        return std::find(w.begin(), w.end(), std::string(code)) != w.end();
    };
    QVERIFY(warned("rtx4090-24gb-card", model::warning::kNoFp8Gain));
    QVERIFY(!warned("h100-80gb-card", model::warning::kNoFp8Gain));
    QVERIFY(!warned("a100-80gb-card", model::warning::kNoFp8Gain));
    QVERIFY(warned("a100-80gb-card", model::warning::kPrecisionFallback));
    QVERIFY(!evaluated(small, "rtx4090-24gb-card").options.front().hasWarning(model::warning::kNoFp8Gain)); // bf16
}

void TestMeasured::trainingFramework()
{
    // Issue 12, fault kind 4: tuned stacks reach different shares of the peak. NVIDIA's
    // Megatron-Core trains in FP8 on H100s far faster than PyTorch stacks: NeMo 24.07's Llama 2 7B
    // on 8 GPUs ran 16,934 tokens/s per GPU (the suite's nemo2407-llama2-7b-8xh100-fp8, which sets
    // the level of the catalog's mfu_by_framework megatron fp8 0.432 and attention 0.552), where
    // the common FP8 blend, which
    // torchtitan's Float8 run agrees with (1.00), gives 0.65 of that.
    const auto evaluated = [](const json &workload, const std::string &offering) {
        const json file = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"workload", workload},
                           {"compare", {{"offerings", {offering}}}}};
        const model::Scenario s = scenarioOf(file, "framework.json");
        return std::pair{s, model::evaluate(test::catalog(), s)};
    };
    const auto speed = [&](const json &workload, const std::string &offering) {
        return evaluated(workload, offering).second.options.front().trainingTokensPerSecondPerGpu;
    };
    json megatron = {{"kind", "pretrain"}, {"model", "llama-2-7b"}, {"precision", "fp8"}, {"gpus", 8},
                     {"sequence_length", 4096}, {"micro_batch_size", 1}, {"global_batch_size", 128},
                     {"gradient_checkpointing", false}, {"zero_stage", 1}, {"train_tokens", 1e10},
                     {"training_framework", "megatron"}};
    json generic = megatron;
    generic["training_framework"] = "generic";
    const double fast = speed(megatron, "h100-80gb-8x-machine");
    QVERIFY2(std::abs(std::log(fast / 16934.0)) < 0.01, qPrintable(QString::number(fast)));
    const double ratio = fast / speed(generic, "h100-80gb-8x-machine");
    QVERIFY2(ratio > 1.45 && ratio < 1.65, qPrintable(QString::number(ratio)));
    // Read, saved and explained as such.
    {
        const auto [s, r] = evaluated(megatron, "h100-80gb-8x-machine");
        QCOMPARE(model::scenarioToJson(s).at("workload").at("training_framework").get<std::string>(), std::string("megatron"));
        const json explain = model::resultToJson(r, &test::catalog(), &s).at("options")[0].at("explain").at("compute_hours");
        QVERIFY(explain.dump().find("mfu_by_framework") != std::string::npos);
        // Its linear layers at the fp8 figure, attention (bf16 in Transformer Engine) at its own.
        QVERIFY(explain.dump().find("framework_attention_mfu") != std::string::npos);
        QVERIFY(explain.dump().find("linear_flop_share") != std::string::npos);
    }
    // Attention's own rate is what keeps long sequences right: NeMo 24.03.01 trained Llama 2 7B
    // at 4K to 1M tokens (the suite's nemo240301-* cases); at 128K, where attention is 84% of the
    // FLOPs, it ran 2,260 tokens/s a GPU. One rate for the whole step made that 3,080 (1.36).
    json longer = megatron;
    longer["sequence_length"] = 131072;
    longer["gpus"] = 128;
    longer["global_batch_size"] = 32;
    longer["tensor_parallel_size"] = 4;
    longer["context_parallel_size"] = 4;
    const double at128k = speed(longer, "h100-80gb-8x-machine");
    QVERIFY2(std::abs(std::log(at128k / 2260.0)) < 0.05, qPrintable(QString::number(at128k)));
    // Where no Megatron-Core run sets a figure apart, the common one holds: bf16 on the same
    // card, FP8 on an A100 (no FP8 peak), QLoRA (computes in bf16), and files without the key.
    for (const auto &[key, value, offering] : {std::tuple{"precision", json("bf16"), "h100-80gb-8x-machine"},
                                               std::tuple{"precision", json("fp8"), "a100-80gb-card"}}) {
        json m = megatron, g = generic;
        m[key] = value;
        g[key] = value;
        QCOMPARE(speed(m, offering), speed(g, offering));
    }
    json qlora = {{"kind", "qlora"}, {"model", "llama-2-7b"}, {"precision", "fp8"}, {"train_tokens", 1e8},
                  {"training_framework", "megatron"}};
    json qloraGeneric = qlora;
    qloraGeneric.erase("training_framework");
    QCOMPARE(speed(qlora, "h100-80gb-card"), speed(qloraGeneric, "h100-80gb-card"));
    // LoRA takes the framework's figure times the catalog's mfu_ratio (0.9).
    json lora = megatron;
    lora["kind"] = "lora";
    json loraGeneric = generic;
    loraGeneric["kind"] = "lora";
    QVERIFY(speed(lora, "h100-80gb-8x-machine") > 1.4 * speed(loraGeneric, "h100-80gb-8x-machine"));
}

void TestMeasured::contextParallelism()
{
    // Issue 12, fault kind 5: Megatron Core's context parallelism splits each sequence's tokens
    // over context_parallel_size GPUs that hold the same weights. NeMo 24.07 trained Llama 3 8B at
    // 8192 tokens on 8 H100s with context parallelism 2 at 12,273 tokens/s per GPU (the suite's
    // nemo2407-llama3-8b-8xh100-fp8-cp2; docs/DOMAIN.md, MFU and peak rates, holds NVIDIA's rows).
    json file = caseScenario("nemo2407-llama3-8b-8xh100-fp8-cp2");
    QVERIFY(!file.is_null());
    const auto evaluated = evaluatedFile;
    const auto [split, splitResult] = evaluated(file);
    json whole = file;
    whole["workload"]["context_parallel_size"] = 1;
    const auto [unsplit, unsplitResult] = evaluated(whole);
    // Each GPU holds the activations of 4096 of the 8192 tokens: half; the optimizer states are
    // sharded over all 8 GPUs either way (the distributed optimizer spans data × context).
    QCOMPARE(splitResult.memory.activations, unsplitResult.memory.activations / 2);
    QCOMPARE(splitResult.memory.optimizer, unsplitResult.memory.optimizer);
    QCOMPARE(splitResult.memory.weights, unsplitResult.memory.weights);
    // So the published layout fits an 80 GB card and the unsplit one does not.
    QVERIFY(splitResult.options.front().fits);
    QVERIFY(!unsplitResult.options.front().fits);
    // What does not fit says which of the inputs that shrink activations would fit it on the GPUs
    // rented (a fresh tester was told "needs 8× with ZeRO-3" and nothing of either).
    QCOMPARE(unsplitResult.options.front().contextParallelToFit, 2);
    QVERIFY(unsplitResult.options.front().fitsWithFullRecompute);
    QCOMPARE(splitResult.options.front().contextParallelToFit, 0);
    QVERIFY(!splitResult.options.front().fitsWithFullRecompute);
    // The 8 GPUs reduce their gradients together; the split sequence costs a ring exchange of keys
    // and values each layer, which attention's computation hides here (exposed 0): with Llama 3
    // 8B's 8 KV heads of 128 it is 4096 × 2 × 8 × 128 × 2 bytes = 16.8 MB a layer and pass.
    const model::OptionResult &o = splitResult.options.front();
    const auto e = model::explainOption(test::catalog(), split, splitResult, o);
    const auto term = termOf;
    QCOMPARE(term(e.at("communication_hours"), "data_parallel"), 8.0);
    const model::Explanation &ring = e.at("context_parallel_hours");
    QCOMPARE(ring.value, o.contextParallelHours);
    QCOMPARE(term(ring, "tokens"), 4096.0);
    QVERIFY(std::abs(term(ring, "micro_batches") * term(ring, "layers") * term(ring, "rounds") * (2 - 1) * 4096 * 2 * 8
                         * 128 * 2 / term(ring, "bandwidth") / 3600
                     - o.contextParallelHours)
            < 1e-9);
    QVERIFY(o.contextParallelHours > 0);
    QCOMPARE(o.contextParallelExposedHours, 0.0);
    QCOMPARE(unsplitResult.options.front().contextParallelHours, 0.0);
    QCOMPARE(model::scenarioToJson(split).at("workload").at("context_parallel_size").get<int>(), 2);
    // A size that does not divide the GPUs left by tensor × pipeline parallelism is said so and
    // taken down to the largest that does (3 of 8: 2).
    json odd = file;
    odd["workload"]["context_parallel_size"] = 3;
    const auto [oddScenario, oddResult] = evaluated(odd);
    QVERIFY2(warningsOf(oddScenario).find("case.json: workload.context_parallel_size: 3 does not divide the 8 GPUs left by "
                                          "tensor × pipeline parallelism; the estimate uses 2")
                 != std::string::npos,
             warningsOf(oddScenario).c_str());
    QCOMPARE(oddResult.options.front().trainingTokensPerSecondPerGpu, o.trainingTokensPerSecondPerGpu);
    bool noted = false;
    for (const model::InputNote &n : model::checkInputs(oddScenario, test::catalog()))
        noted = noted || (n.field == "workload.context_parallel_size" && n.code == model::note::kContextParallelDoesNotDivide
                          && n.value == 8.0);
    QVERIFY(noted);
    // Megatron Core cuts a sequence into 2 × context chunks and runs context parallelism on fused
    // attention only: a length that does not split and plain attention are noted.
    json uneven = file;
    uneven["workload"]["sequence_length"] = 8190;
    uneven["workload"]["flash_attention"] = false;
    std::set<std::string> codes;
    for (const model::InputNote &n : model::checkInputs(evaluated(uneven).first, test::catalog()))
        codes.insert(n.field + " " + n.code + " " + std::to_string(int(n.value)));
    QVERIFY(codes.count(std::string("workload.sequence_length ") + model::note::kContextParallelSplitsSequence + " 4"));
    QVERIFY(codes.count(std::string("workload.flash_attention ") + model::note::kContextParallelNeedsFusedAttention + " 0"));
    for (const model::InputNote &n : model::checkInputs(split, test::catalog()))
        QVERIFY2(n.code != std::string(model::note::kContextParallelSplitsSequence), n.code.c_str());
    // Whole machines of 8 rent 16 GPUs for 12: tensor 4 × context 3 on 12 becomes tensor 4 ×
    // context 2 on 16, and the option says so (a fresh tester saw it changed without a word).
    json twelve = file;
    twelve["workload"]["gpus"] = 12;
    twelve["workload"]["tensor_parallel_size"] = 4;
    twelve["workload"]["context_parallel_size"] = 3;
    twelve["workload"]["sequence_length"] = 8160; // a multiple of 2 × 3 and of 2 × 2
    const model::OptionResult onSixteen = evaluated(twelve).second.options.front();
    QCOMPARE(onSixteen.gpus, 16);
    QVERIFY(onSixteen.hasWarning(model::warning::kLayoutChangedOnRentedGpus));
    QVERIFY(!o.hasWarning(model::warning::kLayoutChangedOnRentedGpus));
    // Serving does not use it, and says so.
    json serving = file;
    serving["workload"]["kind"] = "inference";
    QVERIFY(warningsOf(evaluated(serving).first).find("workload.context_parallel_size") != std::string::npos);
}

void TestMeasured::megatronLayersAsTransformerEngineSavesThem()
{
    // Megatron Core's layers are Transformer Engine modules, which save their own tensors
    // (docs/DOMAIN.md, Activations: Megatron Core): per token and layer of Llama 3 8B (h 4096,
    // 32 heads of 128, 8 KV heads, MLP 14336), 8h + 4q + 4kv + 6i + 4·heads + 8 = 139,400 bytes in
    // bf16 and 6h + 5q + 4kv + 5i + 4·heads + 8 = 120,968 in FP8, where a Hugging Face block keeps
    // 192,512 (47h).
    const auto evaluated = [](const json &workload) {
        const json file = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"workload", workload},
                           {"compare", {{"offerings", {"h100-80gb-8x-machine"}}}}};
        return model::evaluate(test::catalog(), scenarioOf(file, "megatron.json"));
    };
    const auto term = [](const model::Result &r, const char *part, const char *name) {
        return termOf(r.explain.at(part), name);
    };
    json megatron = {{"kind", "pretrain"}, {"model", "llama-3-8b"}, {"precision", "bf16"}, {"gpus", 8},
                     {"sequence_length", 8192}, {"micro_batch_size", 1}, {"global_batch_size", 128},
                     {"gradient_checkpointing", false}, {"zero_stage", 1}, {"train_tokens", 1e10},
                     {"training_framework", "megatron"}};
    json generic = megatron;
    generic["training_framework"] = "generic";
    const model::Result bf16 = evaluated(megatron);
    QCOMPARE(term(bf16, "activations_bytes", "layer_bytes_per_token"), 139400.0);
    QCOMPARE(term(evaluated(generic), "activations_bytes", "layer_bytes_per_token"), 192512.0);
    json fp8 = megatron;
    fp8["precision"] = "fp8";
    const model::Result eight = evaluated(fp8);
    QCOMPARE(term(eight, "activations_bytes", "layer_bytes_per_token"), 120968.0);
    // FP8 keeps a byte a weight of every linear layer on the GPU besides (Transformer Engine's
    // FP8 weight copy); the bf16 weights stay.
    const double linear = model::countParams(test::catalog().model("llama-3-8b")->arch).linear;
    QVERIFY(std::abs(eight.memory.weights - bf16.memory.weights - linear) < 1.0);
    // Megatron's selective recompute keeps every activation (attention is fused) and runs
    // attention's core once more: the memory of no recomputation, 4/3 of attention's FLOPs.
    json selective = megatron;
    selective["gradient_checkpointing"] = "selective";
    const model::Result again = evaluated(selective);
    QCOMPARE(again.memory.activations, bf16.memory.activations);
    const double attention = model::attentionFlopPerQuery(test::catalog().model("llama-3-8b")->arch, 8192) * 1e10;
    QVERIFY(std::abs(again.totalFlop - bf16.totalFlop - attention) < 1e-6 * bf16.totalFlop);
    // NVIDIA's published layouts fit where they ran: Megatron-Bridge 25.11's Llama 3 70B on 64
    // H100s (tensor 4 × pipeline 8, 5 virtual stages, 8,192 tokens, FP8) came to 104 GB a GPU
    // with a Hugging Face block's tensors, 78 GB with Transformer Engine's.
    for (const json &c : suite()) {
        const json &w = c.contains("scenario") ? c.at("scenario").at("workload") : json::object();
        if (w.value("training_framework", "") != "megatron")
            continue;
        const model::Result r = evaluated(w);
        QVERIFY2(r.options.front().fits, c.at("id").get<std::string>().c_str());
        if (c.at("id") == "megatron-bridge-2511-llama3-70b-64xh100-fp8cs-tp4-pp8")
            QVERIFY2(std::abs(r.memory.total() / 1e9 - 77.8) < 0.1, qPrintable(QString::number(r.memory.total() / 1e9)));
    }
}

void TestMeasured::gradientsReducedInFp32()
{
    // Issue 12, fault kind 2: Megatron Core sums and reduces gradients in fp32 when
    // grad_reduce_in_fp32 is on (Megatron-Bridge's bf16_mixed). A Megatron-Bridge Llama 3.2 1B run
    // on 8 H100s with the distributed optimizer logged "Theoretical memory footprints: weight and
    // optimizer=8839.72 MB" (MiB: 2 + 4 + 12 / 8 bytes for each of 1,235,814,400 weights) and a
    // max allocated of 12,003.6 MiB (the suite's megatron-bridge-llama32-1b-... case).
    json file = caseScenario("megatron-bridge-llama32-1b-8xh100-bf16-dp8-fp32grads-mem");
    QVERIFY(!file.is_null());
    const auto evaluated = evaluatedFile;
    const auto [fp32, fp32Result] = evaluated(file);
    const model::MemoryBreakdown &m = fp32Result.memory;
    QVERIFY2(std::abs((m.weights + m.gradients + m.optimizer) / 1048576.0 - 8839.72) < 0.5,
             qPrintable(QString::number((m.weights + m.gradients + m.optimizer) / 1048576.0)));
    // Off: 2 bytes less a weight, half the data-parallel traffic, and a note saying what
    // Megatron's own default would add.
    json off = file;
    off["workload"]["grad_reduce_in_fp32"] = false;
    const auto [bf16, bf16Result] = evaluated(off);
    const double params = fp32Result.params;
    QVERIFY(std::abs(m.gradients - bf16Result.memory.gradients - 2.0 * params) < 1.0);
    QVERIFY(std::abs(fp32Result.options.front().dataParallelHours / bf16Result.options.front().dataParallelHours - 2.0) < 1e-9);
    const auto noted = [](const model::Scenario &s) {
        for (const model::InputNote &n : model::checkInputs(s, test::catalog()))
            if (n.code == std::string(model::note::kMegatronGradientsInFp32ByDefault))
                return true;
        return false;
    };
    QVERIFY(noted(bf16));
    QVERIFY(!noted(fp32));
    off["workload"]["training_framework"] = "generic";
    QVERIFY(!noted(evaluated(off).first));
    // A file without the key reads as before: 16-bit gradients.
    json old = file;
    old["workload"].erase("grad_reduce_in_fp32");
    QCOMPARE(evaluated(old).second.memory.gradients, bf16Result.memory.gradients);
}

void TestMeasured::familyDefaultsAreAnnounced()
{
    // Gemma 3's published config leaves head_dim and vocab_size to Gemma3TextConfig; loading it
    // says which defaults were assumed, as for any other input a file leaves out.
    const json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                       {"workload", {{"kind", "inference"}, {"model", {{"hf_config", "gemma-3-12b.config.json"}}}}}};
    const model::Scenario s = scenarioOf(file, "gemma.json");
    const std::string all = warningsOf(s);
    QVERIFY2(all.find("text_config.vocab_size: not given; gemma3_text's default 262208 assumed") != std::string::npos,
             all.c_str());
    QVERIFY2(all.find("text_config.head_dim: not given") != std::string::npos, all.c_str());
    QVERIFY2(all.find("num_hidden_layers") == std::string::npos, all.c_str()); // given in the file
}

void TestMeasured::loraTargetsAsModuleNames()
{
    // PEFT's target_modules as a list (issue 12's names): a named set in any order reads as that
    // set; any other list is kept as it is, counted matrix by matrix and saved back as a list.
    const auto parse = [](const json &targets) {
        const json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                           {"workload", {{"kind", "lora"}, {"model", "llama-3-8b"}, {"lora_targets", targets}}}};
        return model::parseScenario(file.dump(), "targets.json", test::catalog(), {});
    };
    QCOMPARE(parse({"v_proj", "q_proj"}).workload.loraTargets, model::LoraTargets::QueryValue);
    QCOMPARE(parse({"q_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj", "k_proj"}).workload.loraTargets,
             model::LoraTargets::AllLinear);
    const json issueList = {"q_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"};
    const model::Scenario custom = parse(issueList);
    QCOMPARE(model::adaptedModules(custom.workload),
             unsigned(model::LoraQ | model::LoraV | model::LoraO | model::LoraGate | model::LoraUp | model::LoraDown));
    QCOMPARE(model::scenarioToJson(custom)["workload"]["lora_targets"], issueList);
    // Llama-3-8B (h 4096, q 4096, kv 1024, MLP 14336, 32 layers), r 16: all seven matrices hold
    // 16 × 32 × (5120 + 5120 + 8192 + 8192 + 3 × 18432) = 41,943,040 adapter values (PEFT counted
    // the same on the H200: tests/reference/h200-measured.json); without k_proj, 5120 fewer per layer.
    const model::ModelArch arch = test::catalog().model("llama-3-8b")->arch;
    QCOMPARE(model::loraParams(arch, 16, model::LoraTargets::AllLinear), 41943040.0);
    QCOMPARE(model::loraParams(arch, 16, model::adaptedModules(custom.workload)), 41943040.0 - 16 * 32 * 5120.0);
    // PEFT's spellings: a module path matches by its last part, and "all-linear".
    QCOMPARE(parse({"self_attn.q_proj", "self_attn.v_proj"}).workload.loraTargets, model::LoraTargets::QueryValue);
    QCOMPARE(parse("all-linear").workload.loraTargets, model::LoraTargets::AllLinear);
    try {
        parse({"q_proj", "lm_head"});
        QFAIL("lm_head accepted");
    } catch (const model::InputError &e) {
        QVERIFY2(std::string(e.what()).find("\"lm_head\"") != std::string::npos, e.what()); // names the entry
    }
    QVERIFY_THROWS_EXCEPTION(model::InputError, parse({"q_proj", 3}));
    QVERIFY_THROWS_EXCEPTION(model::InputError, parse(json::array()));
}

QTEST_APPLESS_MAIN(TestMeasured)
#include "tst_measured.moc"
