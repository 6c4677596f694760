#include "Scenario.h"

#include "Checks.h"
#include "Compute.h"
#include "Remarks.h"

#include "InputError.h"
#include "InputFields.h"
#include "JsonFields.h"
#include "Uncertainty.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <set>
#include <span>
#include <utility>

namespace gpuplanner::model {

using nlohmann::json;

namespace {

/// The ids of a catalog list that an unknown id's refusal offers instead, "a, b, c": all of
/// them when there are at most 12, else the 8 nearest to `given` (editDistance) and "…".
template<typename Entries>
std::string knownIds(const Entries &entries, const std::string &given)
{
    std::vector<std::pair<size_t, std::string>> ids;
    for (const auto &e : entries)
        ids.emplace_back(editDistance(given, e.id), e.id);
    constexpr size_t kAll = 12, kNearest = 8;
    const bool cut = ids.size() > kAll;
    if (cut) {
        std::stable_sort(ids.begin(), ids.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        ids.resize(kNearest);
    }
    std::string out;
    for (const auto &[distance, id] : ids)
        out += (out.empty() ? "" : ", ") + id;
    return cut ? out + ", …" : out;
}

/// Warns about every key of `object` that is neither an input of the table at its path
/// (model::fieldKeysIn) nor one of `special`, the keys the loader reads itself.
void warnUnknownKeys(const JsonFields &object, std::initializer_list<const char *> special,
                     std::vector<std::string> &warnings)
{
    const std::vector<std::string> fields = fieldKeysIn(object.path());
    std::vector<const char *> known(special);
    for (const std::string &k : fields)
        known.push_back(k.c_str());
    object.warnUnknownKeys(std::span<const char *const>(known), warnings);
}

/// Reads the table's inputs that sit directly in `object` into `s`, in table order. An input the
/// file leaves out keeps its value on `s` (a default Scenario's). Throws InputError naming the
/// field, with the range or the allowed values.
void readFields(const JsonFields &object, Scenario &s)
{
    for (const InputField &f : inputFields()) {
        if (f.parent() != object.path())
            continue;
        const std::string name = f.name();
        const char *key = name.c_str();
        switch (f.type) {
        case FieldType::Number:
            f.set(s, object.number(key, std::get<double>(f.get(s)), f.minimum, f.maximum));
            break;
        case FieldType::Integer:
            f.set(s, double(object.integer(key, std::llround(std::get<double>(f.get(s))),
                                           static_cast<long long>(f.minimum), static_cast<long long>(f.maximum))));
            break;
        case FieldType::OptionalNumber:
            if (const auto v = object.optionalNumber(key, f.minimum, f.maximum)) {
                if (f.wholeNumber) // refuses a fraction, naming the field
                    object.integer(key, static_cast<long long>(f.minimum), static_cast<long long>(f.maximum));
                f.set(s, *v);
            }
            else
                f.set(s, std::monostate{});
            break;
        case FieldType::Boolean:
            if (f.choices.size() == 2) { // written as words, the first meaning true
                const bool current = std::get<bool>(f.get(s));
                const std::string word = object.choice(key, {f.choices[0].key, f.choices[1].key},
                                                       f.choices[current ? 0 : 1].key);
                f.set(s, word == f.choices[0].key);
            } else {
                f.set(s, object.boolean(key, std::get<bool>(f.get(s))));
            }
            break;
        case FieldType::Choice: {
            std::vector<std::string> keys;
            for (const FieldChoice &c : f.choices)
                keys.push_back(c.key);
            const json *given = object.has(key) ? &object.at(key) : nullptr;
            if (f.readList && given && given->is_array()) {
                std::vector<std::string> names;
                for (const json &item : *given) {
                    if (!item.is_string())
                        object.fail(key, "expected a list of names (strings)");
                    names.push_back(item.get<std::string>());
                }
                if (const std::string reason = f.readList(s, names); !reason.empty())
                    object.fail(key, reason);
                break;
            }
            const auto alias = std::find_if(f.aliases.begin(), f.aliases.end(),
                                            [given](const auto &a) { return given && *given == a.first; });
            if (given && !given->is_string() && !given->is_null() && alias == f.aliases.end()
                && std::any_of(f.aliases.begin(), f.aliases.end(), [](const auto &a) { return !a.first.is_string(); })) {
                std::string allowed; // a choice that also takes true/false says so, not "expected a string"
                for (const std::string &k : keys)
                    allowed += (allowed.empty() ? "\"" : ", \"") + k + "\"";
                for (const auto &a : f.aliases)
                    if (!a.first.is_string())
                        allowed += ", " + a.first.dump();
                object.fail(key, "expected one of: " + allowed + "; found " + given->dump());
            }
            f.set(s, alias != f.aliases.end() ? alias->second
                                              : object.choice(key, keys, std::get<std::string>(f.get(s))));
            break;
        }
        }
    }
}

/// Writes the table's inputs of `s` into `out` (the whole file's object) at their paths.
void writeFields(const Scenario &s, json &out)
{
    for (const InputField &f : inputFields()) {
        const FieldValue value = f.get(s);
        if (!f.written || std::holds_alternative<std::monostate>(value)
            || (f.omitWhenDefault && value == defaultValue(f)))
            continue;
        json *object = &out;
        for (std::string::size_type start = 0, dot; (dot = f.key.find('.', start)) != std::string::npos;
             start = dot + 1)
            object = &(*object)[f.key.substr(start, dot - start)];
        json &slot = (*object)[f.name()];
        if (f.writeList) // a list as it was given, while no choice names it
            if (std::vector<std::string> list = f.writeList(s); !list.empty()) {
                slot = std::move(list);
                continue;
            }
        if (const double *number = std::get_if<double>(&value))
            slot = f.type == FieldType::Integer ? json(std::llround(*number)) : json(*number);
        else if (const bool *flag = std::get_if<bool>(&value))
            slot = f.choices.size() == 2 ? json(f.choices[*flag ? 0 : 1].key) : json(*flag);
        else {
            const std::string &key = std::get<std::string>(value);
            const auto spelled = std::find_if(f.aliases.begin(), f.aliases.end(), [&key](const auto &a) {
                return a.first.is_boolean() && a.second == key;
            });
            slot = spelled != f.aliases.end() ? spelled->first : json(key);
        }
    }
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
            w.fail(presetObject ? "model.preset" : "model", fillRemark(remark::kUnknownPreset, {id, knownIds(catalog.models, id)}));
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
            wl.arch = archFromHfConfig(parseJsonText(text, wl.hfConfigPath, &warnings), wl.hfConfigPath, {}, &warnings);
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

/// Reads the `workload` object into `s.workload`: the table's inputs, the model, the weight
/// format and the serving load, with the warnings about what is assumed or ignored.
void parseWorkload(const JsonFields &w, Scenario &s, const Catalog &catalog, const ReadRelativeFile &readFile)
{
    std::vector<std::string> &warnings = s.loadWarnings;
    Workload &wl = s.workload;
    warnUnknownKeys(w, {"model", "weight_format"}, warnings);
    parseModel(w, wl, catalog, readFile, warnings);
    readFields(w, s);
    // Files from before master_weights existed chose "adamw_bf16" for pure bf16 training with no
    // master copy; they keep that meaning.
    if (!w.has("master_weights") && wl.optimizer == Optimizer::AdamWBf16)
        wl.masterWeights = false;
    wl.weightFormat = w.string("weight_format", "");
    if (!wl.weightFormat.empty() && !catalog.weightFormat(wl.weightFormat)) {
        std::string ids;
        for (const auto &f : catalog.weightFormats)
            ids += (ids.empty() ? "" : ", ") + f.id;
        w.fail("weight_format", "unknown weight format \"" + wl.weightFormat + "\" (known: " + ids + ")");
    }
    if (wl.kind == WorkloadKind::Inference && !wl.arch.quantization.empty() && wl.weightFormat.empty()
        && bytesPerElement(wl.precision) >= 2)
        warnings.push_back(remarkAt(w.file(), w.pathOf("model") + ".hf_config", remark::kQuantisedCheckpoint,
                                    {wl.arch.quantization, precisionKey(wl.precision)}));
    if (!wl.weightFormat.empty() && wl.kind != WorkloadKind::Inference && wl.kind != WorkloadKind::Qlora)
        warnings.push_back(remarkAt(w.file(), w.pathOf("weight_format"), remark::kWeightFormatIgnored));
    else if (wl.kind == WorkloadKind::Qlora && wl.weightFormat.rfind("gguf", 0) == 0)
        warnings.push_back(remarkAt(w.file(), w.pathOf("weight_format"), remark::kGgufForQlora));
    if (isTraining(wl.kind) && !w.has("train_tokens"))
        warnings.push_back(remarkAt(w.file(), w.pathOf("train_tokens"), remark::kTrainTokensAssumed,
                                    {std::to_string(std::lround(wl.trainTokens / 1e9))}));
    if (isTraining(wl.kind))
        for (const LayoutProblem &problem : layoutProblems(wl))
            warnings.push_back(remarkAt(w.file(), w.pathOf(problem.field), problem.text.c_str()));
    else // a layout written for serving (a tester expected TP 2 × PP 2 on 4 GPUs) says it is not used
        for (const auto &[key, size] : {std::pair{"tensor_parallel_size", wl.tensorParallelSize},
                                        std::pair{"pipeline_parallel_size", wl.pipelineParallelSize},
                                        std::pair{"context_parallel_size", wl.contextParallelSize}})
            if (size != 1)
                warnings.push_back(remarkAt(w.file(), w.pathOf(key), remark::kTrainingLayoutInServing,
                                            {std::to_string(wl.gpus)}));
    // A service described without its kind is a training run (a tester left kind out and got a
    // LoRA job priced with no word about the serving block); a saved training file carries the
    // window's serving inputs too, so only the missing kind is remarked.
    // Any other file without its kind is told which one it is planned as (a tester deleted kind
    // from a QLoRA file and got a LoRA job priced without a word).
    if (!w.has("kind"))
        warnings.push_back(remarkAt(w.file(), w.pathOf("kind"),
                                    w.has("serving") ? remark::kServingInTraining : remark::kKindAssumed,
                                    {workloadKindKey(wl.kind)}));
    if (w.has("serving")) {
        const JsonFields serving = w.child("serving");
        warnUnknownKeys(serving, {}, warnings);
        if (serving.has("requests_per_day") && (serving.has("users_per_day") || serving.has("requests_per_user")))
            serving.fail("requests_per_day", "give either requests_per_day or users_per_day with requests_per_user, "
                                             "not both");
        readFields(serving, s);
        // The day's load sizes the replicas; left out, the default (1,000 users) doubled a
        // fresh tester's service without a word.
        if (wl.kind == WorkloadKind::Inference && !serving.has("users_per_day") && !serving.has("requests_per_day"))
            warnings.push_back(remarkAt(w.file(), serving.pathOf("users_per_day"), remark::kUsersAssumed,
                                        {std::to_string(std::llround(wl.serving.usersPerDay)),
                                         std::to_string(std::llround(wl.serving.requestsPerUser))}));
    } else if (wl.kind == WorkloadKind::Inference) {
        const Serving &d = wl.serving; // the defaults, nothing having been read
        const auto whole = [](double v) { return std::to_string(std::llround(v)); };
        warnings.push_back(remarkAt(w.file(), w.pathOf("serving"), remark::kServingAssumed,
                                    {whole(d.usersPerDay), whole(d.requestsPerUser), whole(d.promptTokens),
                                     whole(d.outputTokens), whole(d.concurrency), whole(d.contextLength)}));
    }
}

} // namespace

namespace {
/// Each enum's values with their file keys, in the order messages list them: one table per enum
/// gives both directions.
template <typename E>
using KeyTable = std::initializer_list<std::pair<E, const char *>>;

constexpr KeyTable<WorkloadKind> kWorkloadKindKeys = {
    {WorkloadKind::Inference, "inference"}, {WorkloadKind::Lora, "lora"}, {WorkloadKind::Qlora, "qlora"},
    {WorkloadKind::FullFinetune, "full_finetune"}, {WorkloadKind::Pretrain, "pretrain"}};
constexpr KeyTable<Optimizer> kOptimizerKeys = {
    {Optimizer::AdamW, "adamw"}, {Optimizer::AdamWBf16, "adamw_bf16"}, {Optimizer::AdamW8bit, "adamw_8bit"},
    {Optimizer::SgdMomentum, "sgd_momentum"}};
constexpr KeyTable<LoraTargets> kLoraTargetsKeys = {
    {LoraTargets::AllLinear, "all_linear"}, {LoraTargets::Attention, "attention"}, {LoraTargets::QueryValue, "q_v"}};
constexpr KeyTable<LossImplementation> kLossImplementationKeys = {
    {LossImplementation::Standard, "standard"}, {LossImplementation::Chunked, "chunked"}};
constexpr KeyTable<TrainingFramework> kTrainingFrameworkKeys = {
    {TrainingFramework::Generic, "generic"}, {TrainingFramework::Megatron, "megatron"}};
constexpr KeyTable<ActivationCheckpointing> kCheckpointingKeys = {
    {ActivationCheckpointing::None, "none"}, {ActivationCheckpointing::Full, "full"},
    {ActivationCheckpointing::Selective, "selective"}};

/// `value`'s key in `table` (the first entry's for a value the table lacks).
template <typename E>
const char *keyIn(KeyTable<E> table, E value)
{
    for (const auto &[v, key] : table)
        if (v == value)
            return key;
    return table.begin()->second;
}

/// The value whose key is `key`; nullopt for an unknown key.
template <typename E>
std::optional<E> valueIn(KeyTable<E> table, const std::string &key)
{
    for (const auto &[v, k] : table)
        if (key == k)
            return v;
    return std::nullopt;
}
} // namespace

const char *workloadKindKey(WorkloadKind k) { return keyIn(kWorkloadKindKeys, k); }
const char *optimizerKey(Optimizer o) { return keyIn(kOptimizerKeys, o); }
const char *loraTargetsKey(LoraTargets t) { return keyIn(kLoraTargetsKeys, t); }
const char *lossImplementationKey(LossImplementation l) { return keyIn(kLossImplementationKeys, l); }
const char *checkpointingKey(ActivationCheckpointing c) { return keyIn(kCheckpointingKeys, c); }
const char *trainingFrameworkKey(TrainingFramework f) { return keyIn(kTrainingFrameworkKeys, f); }

std::optional<WorkloadKind> workloadKindFromKey(const std::string &key) { return valueIn(kWorkloadKindKeys, key); }
std::optional<Optimizer> optimizerFromKey(const std::string &key) { return valueIn(kOptimizerKeys, key); }
std::optional<LoraTargets> loraTargetsFromKey(const std::string &key) { return valueIn(kLoraTargetsKeys, key); }
std::optional<LossImplementation> lossImplementationFromKey(const std::string &key)
{
    return valueIn(kLossImplementationKeys, key);
}
std::optional<TrainingFramework> trainingFrameworkFromKey(const std::string &key)
{
    return valueIn(kTrainingFrameworkKeys, key);
}
std::optional<ActivationCheckpointing> checkpointingFromKey(const std::string &key)
{
    return valueIn(kCheckpointingKeys, key);
}

namespace {
constexpr unsigned kLoraQkv = LoraQ | LoraK | LoraV;

/// A PEFT target_modules name, the matrices of a decoder layer it adapts (LoraModule bits) and
/// the family whose modeling code names them so (transformers' modeling_llama, modeling_gpt2,
/// modeling_bloom / modeling_falcon, modeling_mpt).
struct LoraModuleName
{
    const char *name;
    unsigned bits;
    ModuleNaming naming;
};

/// In each family's order of spelling: a name covering more matrices comes before the parts it
/// covers (GPT-2's "c_proj" is both attn.c_proj and mlp.c_proj).
constexpr LoraModuleName kLoraModuleNames[] = {
    {"q_proj", LoraQ, ModuleNaming::Llama}, {"k_proj", LoraK, ModuleNaming::Llama},
    {"v_proj", LoraV, ModuleNaming::Llama}, {"o_proj", LoraO, ModuleNaming::Llama},
    {"gate_proj", LoraGate, ModuleNaming::Llama}, {"up_proj", LoraUp, ModuleNaming::Llama},
    {"down_proj", LoraDown, ModuleNaming::Llama},
    {"c_attn", kLoraQkv, ModuleNaming::Gpt2}, {"c_proj", LoraO | LoraDown, ModuleNaming::Gpt2},
    {"attn.c_proj", LoraO, ModuleNaming::Gpt2}, {"c_fc", LoraUp, ModuleNaming::Gpt2},
    {"mlp.c_proj", LoraDown, ModuleNaming::Gpt2},
    {"query_key_value", kLoraQkv, ModuleNaming::Bloom}, {"dense", LoraO, ModuleNaming::Bloom},
    {"dense_h_to_4h", LoraUp, ModuleNaming::Bloom}, {"dense_4h_to_h", LoraDown, ModuleNaming::Bloom},
    {"Wqkv", kLoraQkv, ModuleNaming::Mpt}, {"out_proj", LoraO, ModuleNaming::Mpt},
    {"up_proj", LoraUp, ModuleNaming::Mpt}, {"down_proj", LoraDown, ModuleNaming::Mpt}};

/// Names read but never written: GPT-J's MLP (modeling_gptj: fc_in, fc_out).
constexpr LoraModuleName kLoraModuleAliases[] = {
    {"fc_in", LoraUp, ModuleNaming::Llama}, {"fc_out", LoraDown, ModuleNaming::Llama}};

/// The matrices `given` names, as PEFT matches a target_modules entry against a module's path (the
/// path equals the entry or ends with "." + entry): the longest known name that `given` equals or
/// ends with after a dot ("transformer.h.0.attn.c_proj" is attn.c_proj). 0 when none matches.
unsigned loraBitsOf(const std::string &given)
{
    size_t bestLength = 0;
    unsigned bits = 0;
    const auto consider = [&](const LoraModuleName &entry) {
        const std::string name = entry.name;
        const bool matches = given == name
            || (given.size() > name.size() && given.compare(given.size() - name.size(), name.size(), name) == 0
                && given[given.size() - name.size() - 1] == '.');
        if (matches && name.size() > bestLength) {
            bestLength = name.size();
            bits = entry.bits;
        }
    };
    for (const LoraModuleName &entry : kLoraModuleNames)
        consider(entry);
    for (const LoraModuleName &entry : kLoraModuleAliases)
        consider(entry);
    return bits;
}
} // namespace

std::string knownLoraModuleNames()
{
    std::string list;
    std::set<std::string> seen;
    for (const LoraModuleName &entry : kLoraModuleNames)
        if (seen.insert(entry.name).second)
            list += (list.empty() ? "" : ", ") + std::string(entry.name);
    for (const LoraModuleName &entry : kLoraModuleAliases)
        list += ", " + std::string(entry.name);
    return list;
}

unsigned loraModulesOf(LoraTargets t)
{
    switch (t) {
    case LoraTargets::QueryValue: return LoraQ | LoraV;
    case LoraTargets::Attention: return LoraQ | LoraK | LoraV | LoraO;
    case LoraTargets::AllLinear: break;
    }
    return LoraQ | LoraK | LoraV | LoraO | LoraGate | LoraUp | LoraDown;
}

unsigned adaptedModules(const Workload &w)
{
    return w.loraModules ? w.loraModules : loraModulesOf(w.loraTargets);
}

std::string setLoraModules(Workload &w, const std::vector<std::string> &modules)
{
    unsigned mask = 0;
    for (const std::string &given : modules) {
        const unsigned bits = loraBitsOf(given);
        if (bits == 0)
            return given;
        mask |= bits;
    }
    if (mask == 0)
        return "(an empty list)";
    w.loraModules = mask;
    for (auto t : {LoraTargets::AllLinear, LoraTargets::Attention, LoraTargets::QueryValue})
        if (loraModulesOf(t) == mask) {
            w.loraTargets = t;
            w.loraModules = 0;
        }
    return {};
}

std::vector<std::string> loraModuleNames(const Workload &w)
{
    std::vector<std::string> names;
    unsigned remaining = w.loraModules;
    // The model's own names first; what it has no name for (a gate on GPT-2) in Llama's.
    for (const ModuleNaming naming : {w.arch.naming, ModuleNaming::Llama})
        for (const LoraModuleName &entry : kLoraModuleNames)
            if (entry.naming == naming && (entry.bits & remaining) == entry.bits) {
                names.push_back(entry.name);
                remaining &= ~entry.bits;
            }
    return names;
}

bool tensorParallelSplits(const ModelArch &a, int tensor)
{
    const auto divides = [tensor](int count) { return count <= 0 || count % tensor == 0; };
    return tensor <= 1
        || (divides(a.heads) && divides(a.kvHeads) && divides(a.intermediateSize)
            && (a.experts <= 1 || divides(a.moeIntermediateSize)));
}

bool servingTensorParallelSplits(const ModelArch &a, int gpus)
{
    return gpus <= 1
        || (a.heads % gpus == 0 && (a.kvHeads % gpus == 0 || gpus % std::max(1, a.kvHeads) == 0));
}

ParallelLayout parallelLayout(const Workload &w, int gpus, double defaultGlobalBatch)
{
    ParallelLayout l;
    const int n = std::max(1, gpus);
    // The largest sizes up to those asked for that divide the GPUs (layoutProblems says so).
    const auto divisorUpTo = [](int count, int wanted) {
        int d = std::clamp(wanted, 1, count);
        while (count % d != 0)
            --d;
        return d;
    };
    // Tensor parallelism also splits heads and MLP evenly (Megatron-LM): the largest size that
    // divides both the GPUs and those.
    l.tensor = divisorUpTo(n, w.tensorParallelSize);
    while (l.tensor > 1 && !tensorParallelSplits(w.arch, l.tensor))
        l.tensor = divisorUpTo(n, l.tensor - 1);
    l.pipeline = divisorUpTo(n / l.tensor, std::min(w.pipelineParallelSize, std::max(1, w.arch.layers)));
    l.context = divisorUpTo(n / (l.tensor * l.pipeline), w.contextParallelSize);
    l.data = std::max(1, n / (l.tensor * l.pipeline * l.context));
    // Interleaving needs a pipeline, and each chunk at least a layer: the largest count up to the
    // one asked for that divides a stage's layers (Megatron Core requires it to).
    if (l.pipeline > 1) {
        const int stageLayers = std::max(1, w.arch.layers / l.pipeline);
        l.virtualStages = divisorUpTo(stageLayers, w.virtualPipelineSize);
    }
    // The largest expert-parallel size up to the one asked for that divides both the GPUs
    // holding the same weights and the experts.
    const int copies = l.weightCopies();
    l.expert = std::clamp(w.expertParallelSize, 1, copies);
    while (l.expert > 1 && (copies % l.expert != 0 || (w.arch.experts > 1 && w.arch.experts % l.expert != 0)))
        --l.expert;
    const double perPass = double(std::max(1, w.microBatchSize)) * l.data;
    l.accumulation = w.optimizerInBackward
        ? 1.0 // gradients are applied as they come: nothing to accumulate
        : std::max(1.0, std::ceil(w.globalBatchSize.value_or(defaultGlobalBatch) / perPass - 1e-9));
    l.globalBatch = l.accumulation * perPass;
    return l;
}

double defaultGlobalBatch(const CatalogDefaults &d, WorkloadKind kind)
{
    const auto it = d.globalBatchSize.find(workloadKindKey(kind));
    return it != d.globalBatchSize.end() ? it->second : 1.0;
}

bool isTraining(WorkloadKind k)
{
    return k != WorkloadKind::Inference;
}

double compileSpeedup(const Workload &w, const CatalogDefaults &d)
{
    return w.torchCompile && isTraining(w.kind) ? d.torchCompileSpeedup : 1.0;
}

double effectiveMfu(const Scenario &s, const Catalog &c, const Gpu *gpu)
{
    const Workload &w = s.workload;
    if (w.mfu)
        return *w.mfu;
    const auto ratio = c.defaults.mfuRatio.find(workloadKindKey(w.kind));
    const double kindRatio = ratio != c.defaults.mfuRatio.end() ? ratio->second : 1.0;
    if (!gpu)
        return c.defaults.mfu * kindRatio * compileSpeedup(w, c.defaults);
    const auto mfuOf = [&](const std::string &key) {
        const auto found = gpu->mfu.find(key);
        return found != gpu->mfu.end() ? found->second : c.defaults.mfu;
    };
    // The framework's own published rates on this GPU are taken as measured with its stack: in
    // FP8 training its linear layers' and its attention's, where the catalog has both.
    if (const auto own = frameworkMfu(*gpu, w)) {
        const auto attention = frameworkAttentionMfu(*gpu, w);
        return (attention ? fp8BlendedMfu(*gpu, w, own, *attention) : *own) * kindRatio;
    }
    bool fellBack = false;
    const std::string key = computePrecision(*gpu, w, fellBack);
    double mfu = mfuOf(key);
    if (blendsFp8(*gpu, w)) {
        // A card without a published FP8 figure gets no FP8 gain, not the default on its FP8 peak.
        const auto fp8 = gpu->mfu.find("fp8");
        mfu = fp8BlendedMfu(*gpu, w, fp8 != gpu->mfu.end() ? std::optional(fp8->second) : std::nullopt,
                             mfuOf(halfPrecision(*gpu)));
    } else if (servesInFp8(*gpu, w)) {
        // The card's fp8 figure is FP8 training's, slowed by casting activations and gradients
        // with scales it keeps recomputing; a served model's products reach the share of the
        // FP8 peak its 16-bit ones reach of theirs (docs/DOMAIN.md, Serving).
        const double half = mfuOf(halfPrecision(*gpu));
        mfu = fp8BlendedMfu(*gpu, w, half, half);
    }
    return mfu * kindRatio * compileSpeedup(w, c.defaults);
}

Scenario parseScenario(const std::string &text, const std::string &file, const Catalog &catalog,
                       const ReadRelativeFile &readFile)
{
    std::vector<std::string> textWarnings;
    const json root = parseJsonText(text, file, &textWarnings);
    const JsonFields f(root, file, "");
    f.requireFormat("gpuplanner-scenario", 1);

    Scenario s;
    s.loadWarnings = std::move(textWarnings);
    warnUnknownKeys(f, {"format", "version", "name", "name_zh", "currency", "compare", "overrides", "uncertainty"},
                    s.loadWarnings);
    s.name = f.string("name", s.name);
    s.nameZh = f.string("name_zh", "");
    s.currency = f.choice("currency", {"CNY", "USD"}, "CNY");
    parseWorkload(f.child("workload"), s, catalog, readFile);
    readFields(f, s);
    if (f.has("data")) {
        const JsonFields d = f.child("data");
        warnUnknownKeys(d, {}, s.loadWarnings);
        readFields(d, s);
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
    if (f.has("uncertainty")) {
        const JsonFields u = f.child("uncertainty");
        u.warnUnknownKeys({"enabled", "samples", "seed", "inputs"}, s.loadWarnings);
        s.uncertainty.enabled = u.boolean("enabled", true);
        if (u.has("samples"))
            s.uncertainty.samples = int(u.integer("samples", 2048, 16, 4096));
        if (u.has("seed"))
            s.uncertainty.seed = double(u.integer("seed", 1, 0, 9007199254740991LL));
        s.uncertainty.inputs = parseSpreads(u);
        if (u.has("inputs")) {
            const JsonFields inputs = u.child("inputs");
            inputs.warnUnknownKeys(std::span<const char *const>(kUncertainInputs), s.loadWarnings);
            for (const auto &[key, spread] : inputs.object().items()) // {"p50": 1} was ignored unsaid
                inputs.child(key.c_str()).warnUnknownKeys({"p10", "p90"}, s.loadWarnings);
        }
    }
    if (f.has("compare")) {
        const JsonFields c = f.child("compare");
        c.warnUnknownKeys({"regions", "offerings"}, s.loadWarnings);
        if (c.has("regions")) {
            const json &regions = c.at("regions");
            if (!regions.is_array())
                c.fail("regions", "expected a list of region ids");
            if (regions.empty())
                s.loadWarnings.push_back(remarkAt(file, c.pathOf("regions"), remark::kEmptyRegions));
            for (size_t i = 0; i < regions.size(); ++i) {
                const std::string key = "regions[" + std::to_string(i) + "]";
                if (!regions[i].is_string() || !catalog.region(regions[i].get<std::string>()))
                    c.fail(key, fillRemark(remark::kUnknownRegion, {regions[i].dump(), knownIds(catalog.regions, regions[i].dump())}));
                if (std::find(s.compareRegions.begin(), s.compareRegions.end(), regions[i].get<std::string>())
                    != s.compareRegions.end())
                    c.fail(key, "region " + regions[i].dump() + " is listed twice");
                s.compareRegions.push_back(regions[i].get<std::string>());
            }
        }
        if (c.has("offerings")) {
            const json &offerings = c.at("offerings");
            if (!offerings.is_array())
                c.fail("offerings", "expected a list of offering ids or objects");
            if (offerings.empty())
                s.loadWarnings.push_back(remarkAt(file, c.pathOf("offerings"), remark::kEmptyOfferings));
            std::set<std::string> ids;
            size_t perRegion = 0, ownOptions = 0; // offerings compared in every region, in their own
            for (size_t i = 0; i < offerings.size(); ++i) {
                const std::string key = "offerings[" + std::to_string(i) + "]";
                const json &spec = offerings[i];
                OfferingChoice choice;
                if (spec.is_string()) {
                    if (!catalog.offering(spec.get<std::string>()))
                        c.fail(key, fillRemark(remark::kUnknownOffering, {spec.dump(), knownIds(catalog.offerings, spec.get<std::string>())}));
                    choice = OfferingChoice::catalogEntry(spec.get<std::string>());
                } else if (spec.is_object() && spec.contains("offering")) {
                    // A catalog offering rented several at a time: {"offering": id, "units": 3}.
                    const JsonFields entry(spec, file, c.pathOf(key));
                    entry.warnUnknownKeys({"offering", "units"}, s.loadWarnings);
                    const std::string id = entry.string("offering");
                    const Offering *o = catalog.offering(id);
                    if (!o)
                        entry.fail("offering", fillRemark(remark::kUnknownOffering,
                                                         {spec.at("offering").dump(), knownIds(catalog.offerings, id)}));
                    // At most as many GPUs in all as workload.gpus allows, so units × GPUs per
                    // unit fits an int.
                    const int maxGpus = int(inputField("workload.gpus")->maximum);
                    choice = OfferingChoice::catalogEntry(
                        o->id, int(entry.integer("units", 1, 1, std::max(1, maxGpus / o->gpus))));
                } else if (spec.is_object()) {
                    Offering o = parseOffering(spec, file, c.pathOf(key), &catalog, false, &s.loadWarnings);
                    o.inlinePrice = true;
                    if (o.id.empty())
                        o.id = "custom-" + std::to_string(i + 1);
                    choice = OfferingChoice::ownOffering(std::move(o));
                } else {
                    c.fail(key, std::string("expected an offering id or object, found ") + spec.type_name());
                }
                // Options are named offering@region: one id twice would make two options that
                // the budget, break-even and ranking could not tell apart.
                const std::string &id = choice.own ? choice.own->id : choice.id;
                if (!ids.insert(id).second)
                    c.fail(key, "offering id \"" + id + "\" is listed twice");
                if (choice.own && catalog.offering(id))
                    c.fail(key + ".id", "\"" + id + "\" is the id of a catalog offering; give this one an id of its own");
                (choice.own && !choice.own->region.empty() ? ownOptions : perRegion) += 1;
                choice.spec = spec;
                s.offerings.push_back(std::move(choice));
            }
            // Catalog offerings are compared in every region listed (else the catalog's
            // compare_regions), an inline offering in its own region if it names one.
            const size_t regions = s.compareRegions.empty() ? catalog.defaults.compareRegions.size()
                                                            : s.compareRegions.size();
            const size_t options = perRegion * std::max<size_t>(1, regions) + ownOptions;
            if (options > kMaxComparedOptions)
                c.fail("offerings", "compares " + std::to_string(options) + " options (offerings × regions); at most "
                                        + std::to_string(kMaxComparedOptions) + " are compared at once");
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
    json out = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"name", s.name},
                {"currency", s.currency}, {"workload", {{"model", model}}}};
    if (!s.nameZh.empty())
        out["name_zh"] = s.nameZh;
    if (!w.weightFormat.empty())
        out["workload"]["weight_format"] = w.weightFormat;
    writeFields(s, out);
    json overrides = json::object();
    const Overrides &o = s.overrides;
    if (o.overheadFixedGb) overrides["overhead_fixed_gb"] = *o.overheadFixedGb;
    if (o.overheadFraction) overrides["overhead_fraction"] = *o.overheadFraction;
    if (o.cnyPerUsd) overrides["cny_per_usd"] = *o.cnyPerUsd;
    if (o.vgpuContention) overrides["vgpu_contention"] = *o.vgpuContention;
    if (!overrides.empty())
        out["overrides"] = overrides;
    json uncertainty = json::object();
    const ScenarioUncertainty &u = s.uncertainty;
    if (!u.enabled)
        uncertainty["enabled"] = false;
    if (u.samples)
        uncertainty["samples"] = *u.samples;
    if (u.seed)
        uncertainty["seed"] = std::int64_t(*u.seed);
    for (const auto &[key, spread] : u.inputs)
        uncertainty["inputs"][key] = {{"p10", spread.first}, {"p90", spread.second}};
    if (!uncertainty.empty())
        out["uncertainty"] = uncertainty;
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
