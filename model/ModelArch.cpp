#include "ModelArch.h"

#include "InputError.h"
#include "JsonFields.h"

#include <nlohmann/json.hpp>

namespace gpuplanner::model {

using nlohmann::json;

namespace {
constexpr long long kMaxDim = 10'000'000; // far above any real model, below int overflow

/// What a family's transformers config class fills in when config.json leaves a key out (the
/// `__init__` defaults of Gemma2Config and Gemma3TextConfig in transformers; Gemma 3's published
/// configs omit head_dim, vocab_size and, for the smaller sizes, the head counts), and the layer
/// pattern of its sliding-window attention: one layer in `sliding_window_pattern` is global
/// (Gemma 3: 5 local to 1 global; Gemma 2 alternates).
json familyDefaults(const std::string &modelType)
{
    if (modelType == "gemma3_text" || modelType == "gemma3")
        return {{"vocab_size", 262208}, {"hidden_size", 2304}, {"intermediate_size", 9216},
                {"num_hidden_layers", 26}, {"num_attention_heads", 8}, {"num_key_value_heads", 4},
                {"head_dim", 256}, {"sliding_window", 4096}, {"sliding_window_pattern", 6},
                {"tie_word_embeddings", true}};
    if (modelType == "gemma2")
        return {{"vocab_size", 256000}, {"hidden_size", 2304}, {"intermediate_size", 9216},
                {"num_hidden_layers", 26}, {"num_attention_heads", 8}, {"num_key_value_heads", 4},
                {"head_dim", 256}, {"sliding_window", 4096}, {"sliding_window_pattern", 2},
                {"tie_word_embeddings", true}};
    return json::object();
}

/// How many of `layers` layers use the sliding window: the `layer_types` list when the config
/// has one ("sliding_attention" entries), else one global layer in every `sliding_window_pattern`
/// (also written `_sliding_window_pattern`), else every layer (Mistral).
int windowedLayers(const JsonFields &f, int layers)
{
    if (f.has("layer_types")) {
        const json &types = f.at("layer_types");
        if (!types.is_array() || types.size() != size_t(layers))
            f.fail("layer_types", "expected one entry per layer (" + std::to_string(layers) + ")");
        int windowed = 0;
        for (const json &t : types) {
            if (!t.is_string())
                f.fail("layer_types", "expected names such as \"sliding_attention\" and \"full_attention\"");
            windowed += t.get<std::string>() == "sliding_attention" ? 1 : 0;
        }
        return windowed;
    }
    for (const char *key : {"sliding_window_pattern", "_sliding_window_pattern"})
        if (f.has(key))
            return layers - layers / int(f.integer(key, 1, kMaxDim));
    return layers;
}
} // namespace

ParamCount countParams(const ModelArch &a)
{
    const double h = a.hiddenSize;
    const double d = a.headDim;
    const double qDim = double(a.heads) * d;
    const double kvDim = double(a.kvHeads) * d;

    double attention = h * qDim + 2.0 * h * kvDim + qDim * h + (a.qkvBias ? qDim + 2 * kvDim : 0);
    if (a.kvLoraRank > 0) {
        // MLA: q = W_UQ·norm(W_DQ·x) (or W_Q·x); [c_KV, k_R] = W_DKV·x; k_C, v = W_UK, W_UV·c_KV.
        const double qkHead = double(a.qkNopeHeadDim + a.qkRopeHeadDim);
        const double query = a.qLoraRank > 0
            ? h * a.qLoraRank + a.qLoraRank + double(a.qLoraRank) * a.heads * qkHead
            : h * a.heads * qkHead;
        const double kv = h * (a.kvLoraRank + a.qkRopeHeadDim) + a.kvLoraRank
            + double(a.kvLoraRank) * a.heads * (a.qkNopeHeadDim + a.vHeadDim);
        attention = query + kv + double(a.heads) * a.vHeadDim * h;
    }
    const double norms = 2.0 * h;
    const double denseMlp = 3.0 * h * a.intermediateSize;

    const bool moe = a.experts > 1;
    const double expertWidth = a.moeIntermediateSize > 0 ? a.moeIntermediateSize : a.intermediateSize;
    const double sharedWidth = a.sharedExpertIntermediateSize > 0 ? a.sharedExpertIntermediateSize
                                                                  : expertWidth;
    const double expertMlp = 3.0 * h * expertWidth;
    const double sharedMlp = a.sharedExperts > 0 ? 3.0 * h * sharedWidth * a.sharedExperts : 0.0;
    const double router = moe ? h * a.experts : 0.0;

    const int moeLayers = moe ? a.layers - a.denseLayers : 0;
    const int denseLayers = a.layers - moeLayers;

    const double linearTotal = denseLayers * (attention + denseMlp + norms)
        + moeLayers * (attention + a.experts * expertMlp + sharedMlp + router + norms);
    const double linearActive = denseLayers * (attention + denseMlp + norms)
        + moeLayers * (attention + a.expertsPerToken * expertMlp + sharedMlp + router + norms);
    const double embedding = double(a.vocabSize) * h * (a.tiedEmbeddings ? 1.0 : 2.0) + h;

    ParamCount c;
    c.inputEmbedding = double(a.vocabSize) * h;
    c.embedding = embedding;
    c.linear = linearTotal;
    c.total = embedding + linearTotal;
    c.active = embedding + linearActive;
    if (a.paramsOverride > 0 && c.total > 0) {
        const double scale = a.paramsOverride / c.total;
        c.embedding *= scale;
        c.inputEmbedding *= scale;
        c.linear *= scale;
        c.active *= scale;
        c.total = a.paramsOverride;
    }
    return c;
}

double kvElementsPerTokenLayer(const ModelArch &a)
{
    if (a.kvLoraRank > 0)
        return double(a.kvLoraRank + a.qkRopeHeadDim);
    return 2.0 * a.kvHeads * a.headDim;
}

void validateArch(const ModelArch &a, const std::string &file, const std::string &path)
{
    auto bad = [&](const std::string &field, const std::string &why) {
        throw InputError(file, path.empty() ? field : path + "." + field, why);
    };
    if (a.layers <= 0) bad("layers", "must be a positive whole number");
    if (a.hiddenSize <= 0) bad("hidden_size", "must be a positive whole number");
    if (a.heads <= 0) bad("heads", "must be a positive whole number");
    if (a.kvHeads <= 0 || a.kvHeads > a.heads || a.heads % a.kvHeads != 0)
        bad("kv_heads", "must divide the number of attention heads");
    if (a.headDim <= 0) bad("head_dim", "must be a positive whole number");
    if (a.intermediateSize <= 0 && a.moeIntermediateSize <= 0)
        bad("intermediate_size", "must be a positive whole number");
    if (a.vocabSize <= 0) bad("vocab_size", "must be a positive whole number");
    if (a.experts < 1) bad("experts", "must be at least 1");
    if (a.expertsPerToken < 1 || a.expertsPerToken > a.experts)
        bad("experts_per_token", "must be between 1 and the number of experts");
    if (a.denseLayers < 0 || a.denseLayers > a.layers)
        bad("first_k_dense_replace", "must be between 0 and the number of layers");
}

ModelArch archFromHfConfig(const json &root, const std::string &file, const std::string &path,
                            std::vector<std::string> *assumed)
{
    const bool nested = root.is_object() && root.contains("text_config")
        && root["text_config"].is_object();
    const std::string innerPath = nested ? (path.empty() ? "" : path + ".") + "text_config" : path;
    const JsonFields top(root, file, path);
    // Keys the file leaves out take the family's config-class defaults.
    json inner = nested ? root["text_config"] : root;
    if (inner.is_object()) {
        const auto typeOf = [](const json &object) {
            const auto it = object.is_object() ? object.find("model_type") : object.end();
            return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
        };
        const std::string family = typeOf(inner).empty() ? typeOf(root) : typeOf(inner);
        const json defaults = familyDefaults(family);
        for (auto it = defaults.begin(); it != defaults.end(); ++it)
            if (!inner.contains(it.key())) {
                inner[it.key()] = it.value();
                if (assumed)
                    assumed->push_back(file + ": " + (innerPath.empty() ? "" : innerPath + ".") + it.key()
                                       + ": not given; " + family + "'s default " + it.value().dump() + " assumed");
            }
    }
    const JsonFields f(inner, file, innerPath);

    ModelArch a;
    a.name = top.string("_name_or_path", top.string("model_type", f.string("model_type", "config.json")));
    const std::string type = f.string("model_type", top.string("model_type", ""));

    a.layers = int(f.integer("num_hidden_layers", 1, kMaxDim));
    a.hiddenSize = int(f.integer("hidden_size", 1, kMaxDim));
    a.heads = int(f.integer("num_attention_heads", 1, kMaxDim));
    a.kvHeads = int(f.integer("num_key_value_heads", a.heads, 1, kMaxDim));
    if (a.hiddenSize % a.heads != 0 && !f.has("head_dim"))
        f.fail("head_dim", "missing, and hidden_size is not a multiple of num_attention_heads");
    a.headDim = int(f.integer("head_dim", a.hiddenSize / a.heads, 1, kMaxDim));
    a.vocabSize = int(f.integer("vocab_size", 1, kMaxDim));
    a.tiedEmbeddings = f.boolean("tie_word_embeddings", type.rfind("gemma", 0) == 0);
    a.qkvBias = f.boolean("attention_bias", type == "qwen2" || type == "qwen2_moe");

    // Routed experts: Mixtral "num_local_experts", Qwen-MoE "num_experts", DeepSeek "n_routed_experts".
    for (const char *key : {"num_local_experts", "num_experts", "n_routed_experts"})
        if (f.has(key))
            a.experts = int(f.integer(key, 1, 100000));
    if (a.experts > 1)
        a.expertsPerToken = int(f.integer("num_experts_per_tok", 1, a.experts));
    a.moeIntermediateSize = int(f.integer("moe_intermediate_size", 0, 0, kMaxDim));
    a.intermediateSize = int(f.integer("intermediate_size", a.moeIntermediateSize, 1, kMaxDim));
    if (f.has("shared_expert_intermediate_size")) { // Qwen-MoE: one shared expert of this width
        a.sharedExperts = 1;
        a.sharedExpertIntermediateSize = int(f.integer("shared_expert_intermediate_size", 1, kMaxDim));
    }
    if (f.has("n_shared_experts")) // DeepSeek: n shared experts of moe_intermediate_size each
        a.sharedExperts = int(f.integer("n_shared_experts", 0, 1000));
    a.denseLayers = int(f.integer("first_k_dense_replace", 0, 0, a.layers));

    // Sliding window applies on every layer only when the config does not switch it off
    // (Qwen2 ships sliding_window with use_sliding_window=false).
    // (`"sliding_window": null` switches it off, as Mistral v0.2+ configs do.)
    if (f.has("sliding_window") && f.boolean("use_sliding_window", true)) {
        a.slidingWindow = int(f.integer("sliding_window", 1, kMaxDim));
        a.slidingWindowLayers = windowedLayers(f, a.layers);
    }
    // DeepSeek-V2/V3 multi-head latent attention.
    if (f.has("kv_lora_rank")) {
        a.kvLoraRank = int(f.integer("kv_lora_rank", 1, kMaxDim));
        a.qLoraRank = int(f.integer("q_lora_rank", 0, 0, kMaxDim));
        a.qkRopeHeadDim = int(f.integer("qk_rope_head_dim", 1, kMaxDim));
        a.qkNopeHeadDim = int(f.integer("qk_nope_head_dim", 1, kMaxDim));
        a.vHeadDim = int(f.integer("v_head_dim", 1, kMaxDim));
        a.headDim = a.qkNopeHeadDim + a.qkRopeHeadDim;
    }

    // Named as config.json names it (validateArch would say "kv_heads", the inline key).
    if (a.heads % a.kvHeads != 0)
        f.fail("num_key_value_heads", "must divide num_attention_heads (" + std::to_string(a.heads) + ")");
    validateArch(a, file, innerPath);
    return a;
}

ModelArch archFromInline(const json &object, const std::string &file, const std::string &path)
{
    const JsonFields f(object, file, path);
    ModelArch a;
    a.name = f.string("name", "custom");
    a.layers = int(f.integer("layers", 1, kMaxDim));
    a.hiddenSize = int(f.integer("hidden_size", 1, kMaxDim));
    a.heads = int(f.integer("heads", 1, kMaxDim));
    a.kvHeads = int(f.integer("kv_heads", a.heads, 1, kMaxDim));
    if (a.hiddenSize % a.heads != 0 && !f.has("head_dim"))
        f.fail("head_dim", "missing, and hidden_size is not a multiple of heads");
    a.headDim = int(f.integer("head_dim", a.hiddenSize / a.heads, 1, kMaxDim));
    a.intermediateSize = int(f.integer("intermediate_size", 1, kMaxDim));
    a.vocabSize = int(f.integer("vocab_size", 1, kMaxDim));
    a.experts = int(f.integer("experts", 1, 1, 100000));
    a.expertsPerToken = int(f.integer("experts_per_token", 1, 1, 100000));
    a.slidingWindow = int(f.integer("sliding_window", 0, 0, kMaxDim));
    a.slidingWindowLayers = a.slidingWindow > 0 ? a.layers : 0;
    a.tiedEmbeddings = f.boolean("tie_word_embeddings", false);
    a.paramsOverride = f.number("params", 0.0, 1e6, 1e15);
    validateArch(a, file, path);
    return a;
}

} // namespace gpuplanner::model
