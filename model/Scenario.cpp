#include "Scenario.h"

#include "InputError.h"
#include "JsonFields.h"

#include <algorithm>

namespace gpuplanner::model {

using nlohmann::json;

namespace {

constexpr int kMaxGpus = 100000;
constexpr long long kMaxTokensPerSample = 10'000'000;

const std::vector<std::string> kKinds = {"inference", "lora", "qlora", "full_finetune", "pretrain"};
const std::vector<std::string> kPrecisions = {"fp32", "bf16", "fp16", "fp8", "int8", "int4"};
const std::vector<std::string> kOptimizers = {"adamw", "adamw_bf16", "adamw_8bit", "sgd_momentum"};

WorkloadKind kindFromKey(const std::string &k)
{
    for (auto kind : {WorkloadKind::Inference, WorkloadKind::Lora, WorkloadKind::Qlora,
                      WorkloadKind::FullFinetune, WorkloadKind::Pretrain})
        if (k == workloadKindKey(kind))
            return kind;
    return WorkloadKind::Lora;
}

Optimizer optimizerFromKey(const std::string &k)
{
    for (auto o : {Optimizer::AdamW, Optimizer::AdamWBf16, Optimizer::AdamW8bit,
                   Optimizer::SgdMomentum})
        if (k == optimizerKey(o))
            return o;
    return Optimizer::AdamW;
}

void parseModel(const JsonFields &w, Workload &wl, const Catalog &catalog,
                const ReadRelativeFile &readFile, std::vector<std::string> &warnings)
{
    const json &m = w.at("model");
    // A preset, as its id or as {"preset": id, "params": n} when resized on the slider.
    const bool presetObject = m.is_object() && m.contains("preset");
    if (m.is_string() || presetObject) {
        const std::string id = presetObject ? w.child("model").string("preset") : m.get<std::string>();
        const ModelPreset *preset = catalog.model(id);
        if (!preset) {
            std::string ids;
            for (const auto &p : catalog.models)
                ids += (ids.empty() ? "" : ", ") + p.id;
            w.fail(presetObject ? "model.preset" : "model",
                   "unknown model preset \"" + id + "\" (known: " + ids + ")");
        }
        wl.modelSource = ModelSource::Preset;
        wl.modelPreset = id;
        wl.arch = preset->arch;
        if (presetObject) {
            const JsonFields mf = w.child("model");
            mf.warnUnknownKeys({"preset", "params"}, warnings);
            wl.arch.paramsOverride = mf.number("params", 0.0, 1e6, 1e15);
        }
        return;
    }
    if (!m.is_object())
        w.fail("model", std::string("expected a preset id or an object, found ") + m.type_name());
    const JsonFields mf = w.child("model");
    if (mf.has("hf_config")) {
        wl.modelSource = ModelSource::HfConfig;
        wl.hfConfigPath = mf.string("hf_config");
        mf.warnUnknownKeys({"hf_config", "params"}, warnings);
        if (!readFile)
            mf.fail("hf_config", "cannot read files here");
        std::string text;
        try {
            text = readFile(wl.hfConfigPath);
        } catch (const InputError &e) {
            mf.fail("hf_config", "cannot read \"" + wl.hfConfigPath + "\" (" + e.what() + ")");
        }
        // Named from the scenario too: "plan.json: workload.model.hf_config: "config.json" does not
        // load: config.json: num_key_value_heads: ..." tells which file pointed where.
        try {
            wl.arch = archFromHfConfig(parseJsonText(text, wl.hfConfigPath), wl.hfConfigPath);
        } catch (const InputError &e) {
            mf.fail("hf_config", "\"" + wl.hfConfigPath + "\" does not load: " + e.what());
        }
        wl.arch.paramsOverride = mf.number("params", 0.0, 1e6, 1e15);
        return;
    }
    wl.modelSource = ModelSource::Inline;
    mf.warnUnknownKeys({"name", "params", "layers", "hidden_size", "heads", "kv_heads", "head_dim",
                        "intermediate_size", "vocab_size", "experts", "experts_per_token",
                        "sliding_window", "tie_word_embeddings"},
                       warnings);
    wl.arch = archFromInline(m, w.file(), w.pathOf("model"));
}

Serving parseServing(const JsonFields &s, std::vector<std::string> &warnings)
{
    s.warnUnknownKeys({"requests_per_day", "prompt_tokens", "output_tokens", "concurrency",
                       "context_length", "kv_cache_precision", "batching", "latency_target_s"},
                      warnings);
    Serving v;
    v.requestsPerDay = s.number("requests_per_day", v.requestsPerDay, 0.0, 1e12);
    v.promptTokens = s.number("prompt_tokens", v.promptTokens, 1.0, 1e7);
    v.outputTokens = s.number("output_tokens", v.outputTokens, 1.0, 1e7);
    v.concurrency = int(s.integer("concurrency", v.concurrency, 1, 100000));
    v.contextLength = int(s.integer("context_length", v.contextLength, 1, kMaxTokensPerSample));
    v.kvCachePrecision = *precisionFromKey(
        s.choice("kv_cache_precision", {"fp32", "bf16", "fp16", "fp8", "int8", "int4"}, "fp16"));
    v.continuousBatching = s.choice("batching", {"continuous", "none"}, "continuous") == "continuous";
    v.latencyTargetSeconds = s.optionalNumber("latency_target_s", 0.001, 1e6);
    return v;
}

Workload parseWorkload(const JsonFields &w, const Catalog &catalog, const ReadRelativeFile &readFile,
                       std::vector<std::string> &warnings)
{
    w.warnUnknownKeys({"kind", "model", "precision", "optimizer", "lora_rank", "lora_targets",
                       "sequence_length", "micro_batch_size", "gradient_checkpointing",
                       "flash_attention", "gpus", "zero_stage", "train_tokens", "mfu", "serving",
                       "weight_format", "optimizer_offload"},
                      warnings);
    Workload wl;
    wl.kind = kindFromKey(w.choice("kind", kKinds, "lora"));
    parseModel(w, wl, catalog, readFile, warnings);
    wl.precision = *precisionFromKey(w.choice("precision", kPrecisions, "bf16"));
    wl.weightFormat = w.string("weight_format", "");
    if (!wl.weightFormat.empty() && !catalog.weightFormat(wl.weightFormat)) {
        std::string ids;
        for (const auto &f : catalog.weightFormats)
            ids += (ids.empty() ? "" : ", ") + f.id;
        w.fail("weight_format", "unknown weight format \"" + wl.weightFormat + "\" (known: " + ids + ")");
    }
    wl.optimizerOffload = w.boolean("optimizer_offload", false);
    if (!wl.weightFormat.empty() && wl.kind != WorkloadKind::Inference && wl.kind != WorkloadKind::Qlora)
        warnings.push_back(w.file() + ": " + w.pathOf("weight_format")
                           + ": only inference and QLoRA store quantised weights; ignored");
    else if (wl.kind == WorkloadKind::Qlora && wl.weightFormat.rfind("gguf", 0) == 0)
        warnings.push_back(w.file() + ": " + w.pathOf("weight_format")
                           + ": GGUF is a serving format; QLoRA trains on NF4 or GPTQ bases");
    wl.optimizer = optimizerFromKey(w.choice("optimizer", kOptimizers, "adamw"));
    wl.loraRank = int(w.integer("lora_rank", wl.loraRank, 1, 65536));
    const std::string targets = w.choice("lora_targets", {"all_linear", "attention", "q_v"}, "all_linear");
    wl.loraTargets = targets == "attention" ? LoraTargets::Attention
        : targets == "q_v"                  ? LoraTargets::QueryValue
                                            : LoraTargets::AllLinear;
    wl.sequenceLength = int(w.integer("sequence_length", wl.sequenceLength, 1, kMaxTokensPerSample));
    wl.microBatchSize = int(w.integer("micro_batch_size", wl.microBatchSize, 1, 1000000));
    wl.gradientCheckpointing = w.boolean("gradient_checkpointing", wl.gradientCheckpointing);
    wl.flashAttention = w.boolean("flash_attention", wl.flashAttention);
    wl.gpus = int(w.integer("gpus", wl.gpus, 1, kMaxGpus));
    wl.zeroStage = int(w.integer("zero_stage", wl.zeroStage, 0, 3));
    wl.trainTokens = w.number("train_tokens", wl.trainTokens, 1.0, 1e16);
    auto assumed = [&](const char *key, const std::string &what) {
        warnings.push_back(w.file() + ": " + w.pathOf(key) + ": not given, assuming " + what);
    };
    if (isTraining(wl.kind) && !w.has("train_tokens"))
        assumed("train_tokens", "1e9 tokens");
    wl.mfu = w.optionalNumber("mfu", 0.01, 1.0);
    if (w.has("serving"))
        wl.serving = parseServing(w.child("serving"), warnings);
    else if (wl.kind == WorkloadKind::Inference)
        assumed("serving", "10000 requests/day of 512 prompt + 256 output tokens, 8 concurrent, 4096 context");
    return wl;
}

} // namespace

const char *workloadKindKey(WorkloadKind k)
{
    switch (k) {
    case WorkloadKind::Inference: return "inference";
    case WorkloadKind::Lora: return "lora";
    case WorkloadKind::Qlora: return "qlora";
    case WorkloadKind::FullFinetune: return "full_finetune";
    case WorkloadKind::Pretrain: return "pretrain";
    }
    return "lora";
}

const char *optimizerKey(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW: return "adamw";
    case Optimizer::AdamWBf16: return "adamw_bf16";
    case Optimizer::AdamW8bit: return "adamw_8bit";
    case Optimizer::SgdMomentum: return "sgd_momentum";
    }
    return "adamw";
}

bool isTraining(WorkloadKind k)
{
    return k != WorkloadKind::Inference;
}

double effectiveMfu(const Scenario &s, const Catalog &c)
{
    return s.workload.mfu.value_or(c.defaults.mfu);
}

Scenario parseScenario(const std::string &text, const std::string &file, const Catalog &catalog,
                       const ReadRelativeFile &readFile)
{
    const json root = parseJsonText(text, file);
    const JsonFields f(root, file, "");
    f.requireFormat("gpuplanner-scenario", 1);

    Scenario s;
    f.warnUnknownKeys({"format", "version", "name", "currency", "workload", "duration_hours",
                       "budget", "data", "compare", "overrides"},
                      s.loadWarnings);
    s.name = f.string("name", s.name);
    s.currency = f.choice("currency", {"CNY", "USD"}, "CNY");
    s.workload = parseWorkload(f.child("workload"), catalog, readFile, s.loadWarnings);
    s.durationHours = f.optionalNumber("duration_hours", 0.01, 1e6);
    s.budget = f.optionalNumber("budget", 0.0, 1e12);
    if (f.has("data")) {
        const JsonFields d = f.child("data");
        d.warnUnknownKeys({"dataset_gb", "checkpoint_gb", "prep_hours"}, s.loadWarnings);
        s.datasetGb = d.number("dataset_gb", 0.0, 0.0, 1e7);
        s.checkpointGb = d.number("checkpoint_gb", 0.0, 0.0, 1e7);
        s.prepHours = d.number("prep_hours", 0.0, 0.0, 1e6);
    }
    if (f.has("overrides")) {
        const JsonFields o = f.child("overrides");
        o.warnUnknownKeys({"overhead_fixed_gb", "overhead_fraction", "cny_per_usd", "vgpu_contention"},
                          s.loadWarnings);
        s.overrides.overheadFixedGb = o.optionalNumber("overhead_fixed_gb", 0.0, 1000.0);
        s.overrides.overheadFraction = o.optionalNumber("overhead_fraction", 0.0, 1.0);
        s.overrides.cnyPerUsd = o.optionalNumber("cny_per_usd", 0.01, 1000.0);
        s.overrides.vgpuContention = o.optionalNumber("vgpu_contention", 0.0, 0.99);
    }
    if (f.has("compare")) {
        const JsonFields c = f.child("compare");
        c.warnUnknownKeys({"regions", "offerings"}, s.loadWarnings);
        if (c.has("regions")) {
            const json &regions = c.at("regions");
            if (!regions.is_array())
                c.fail("regions", "expected a list of region ids");
            for (size_t i = 0; i < regions.size(); ++i) {
                const std::string key = "regions[" + std::to_string(i) + "]";
                if (!regions[i].is_string() || !catalog.region(regions[i].get<std::string>()))
                    c.fail(key, "unknown region id " + regions[i].dump());
                s.compareRegions.push_back(regions[i].get<std::string>());
            }
        }
        if (c.has("offerings")) {
            const json &offerings = c.at("offerings");
            if (!offerings.is_array())
                c.fail("offerings", "expected a list of offering ids or objects");
            for (size_t i = 0; i < offerings.size(); ++i) {
                const std::string key = "offerings[" + std::to_string(i) + "]";
                const json &spec = offerings[i];
                OfferingChoice choice;
                if (spec.is_string()) {
                    if (!catalog.offering(spec.get<std::string>()))
                        c.fail(key, "unknown offering id " + spec.dump());
                    choice = OfferingChoice::catalogEntry(spec.get<std::string>());
                } else if (spec.is_object() && spec.contains("offering")) {
                    // A catalog offering rented several at a time: {"offering": id, "units": 3}.
                    const JsonFields entry(spec, file, c.pathOf(key));
                    entry.warnUnknownKeys({"offering", "units"}, s.loadWarnings);
                    const Offering *o = catalog.offering(entry.string("offering"));
                    if (!o)
                        entry.fail("offering", "unknown offering id " + spec.at("offering").dump());
                    // At most kMaxGpus GPUs in all, so units × GPUs per unit fits an int.
                    choice = OfferingChoice::catalogEntry(
                        o->id, int(entry.integer("units", 1, 1, std::max(1, kMaxGpus / o->gpus))));
                } else if (spec.is_object()) {
                    Offering o = parseOffering(spec, file, c.pathOf(key), &catalog, false, &s.loadWarnings);
                    o.inlinePrice = true;
                    if (o.id.empty())
                        o.id = "custom-" + std::to_string(i + 1);
                    choice = OfferingChoice::ownOffering(std::move(o));
                } else {
                    c.fail(key, std::string("expected an offering id or object, found ") + spec.type_name());
                }
                choice.spec = spec;
                s.offerings.push_back(std::move(choice));
            }
        }
    }
    return s;
}

json scenarioToJson(const Scenario &s)
{
    const Workload &w = s.workload;
    json model;
    switch (w.modelSource) {
    case ModelSource::Preset:
        model = w.modelPreset;
        if (w.arch.paramsOverride > 0)
            model = {{"preset", w.modelPreset}, {"params", w.arch.paramsOverride}};
        break;
    case ModelSource::HfConfig:
        model = {{"hf_config", w.hfConfigPath}};
        if (w.arch.paramsOverride > 0)
            model["params"] = w.arch.paramsOverride;
        break;
    case ModelSource::Inline: {
        const ModelArch &a = w.arch;
        model = {{"name", a.name}, {"layers", a.layers}, {"hidden_size", a.hiddenSize},
                 {"heads", a.heads}, {"kv_heads", a.kvHeads}, {"head_dim", a.headDim},
                 {"intermediate_size", a.intermediateSize}, {"vocab_size", a.vocabSize},
                 {"experts", a.experts}, {"experts_per_token", a.expertsPerToken},
                 {"tie_word_embeddings", a.tiedEmbeddings}};
        if (a.slidingWindow > 0)
            model["sliding_window"] = a.slidingWindow;
        if (a.paramsOverride > 0)
            model["params"] = a.paramsOverride;
        break;
    }
    }
    json workload = {
        {"kind", workloadKindKey(w.kind)},
        {"model", model},
        {"precision", precisionKey(w.precision)},
        {"optimizer_offload", w.optimizerOffload},
        {"optimizer", optimizerKey(w.optimizer)},
        {"lora_rank", w.loraRank},
        {"lora_targets", w.loraTargets == LoraTargets::Attention ? "attention"
                         : w.loraTargets == LoraTargets::QueryValue ? "q_v"
                                                                    : "all_linear"},
        {"sequence_length", w.sequenceLength},
        {"micro_batch_size", w.microBatchSize},
        {"gradient_checkpointing", w.gradientCheckpointing},
        {"flash_attention", w.flashAttention},
        {"gpus", w.gpus},
        {"zero_stage", w.zeroStage},
        {"train_tokens", w.trainTokens},
        {"serving",
         {{"requests_per_day", w.serving.requestsPerDay},
          {"prompt_tokens", w.serving.promptTokens},
          {"output_tokens", w.serving.outputTokens},
          {"concurrency", w.serving.concurrency},
          {"context_length", w.serving.contextLength},
          {"kv_cache_precision", precisionKey(w.serving.kvCachePrecision)},
          {"batching", w.serving.continuousBatching ? "continuous" : "none"}}}};
    if (w.mfu)
        workload["mfu"] = *w.mfu;
    if (!w.weightFormat.empty())
        workload["weight_format"] = w.weightFormat;
    if (w.serving.latencyTargetSeconds)
        workload["serving"]["latency_target_s"] = *w.serving.latencyTargetSeconds;

    json out = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"name", s.name},
                {"currency", s.currency}, {"workload", workload}};
    if (s.durationHours)
        out["duration_hours"] = *s.durationHours;
    if (s.budget)
        out["budget"] = *s.budget;
    out["data"] = {{"dataset_gb", s.datasetGb}, {"checkpoint_gb", s.checkpointGb}};
    if (s.prepHours > 0)
        out["data"]["prep_hours"] = s.prepHours;
    json overrides = json::object();
    const Overrides &o = s.overrides;
    if (o.overheadFixedGb) overrides["overhead_fixed_gb"] = *o.overheadFixedGb;
    if (o.overheadFraction) overrides["overhead_fraction"] = *o.overheadFraction;
    if (o.cnyPerUsd) overrides["cny_per_usd"] = *o.cnyPerUsd;
    if (o.vgpuContention) overrides["vgpu_contention"] = *o.vgpuContention;
    if (!overrides.empty())
        out["overrides"] = overrides;
    json compare = json::object();
    if (!s.compareRegions.empty())
        compare["regions"] = s.compareRegions;
    if (!s.offerings.empty()) {
        json &offerings = compare["offerings"] = json::array();
        for (const OfferingChoice &choice : s.offerings)
            offerings.push_back(choice.spec);
    }
    if (!compare.empty())
        out["compare"] = compare;
    return out;
}

OfferingChoice OfferingChoice::catalogEntry(const std::string &id, int units)
{
    OfferingChoice c;
    c.id = id;
    c.units = units;
    c.spec = units > 1 ? json{{"offering", id}, {"units", units}} : json(id);
    return c;
}

OfferingChoice OfferingChoice::ownOffering(Offering offering, json spec)
{
    OfferingChoice c;
    c.id = offering.id;
    c.spec = spec.is_null() ? json(offering.id) : std::move(spec);
    c.own = std::move(offering);
    return c;
}

Scenario defaultScenario(const Catalog &catalog)
{
    if (catalog.models.empty())
        throw InputError("catalog", "models", "the catalog has no model presets");
    Scenario s;
    const ModelPreset *preset = catalog.model("llama-2-7b");
    if (!preset)
        preset = &catalog.models.front();
    s.workload.modelSource = ModelSource::Preset;
    s.workload.modelPreset = preset->id;
    s.workload.arch = preset->arch;
    s.workload.trainTokens = 1e8;
    s.datasetGb = 1;
    s.checkpointGb = 15;
    return s;
}

} // namespace gpuplanner::model
