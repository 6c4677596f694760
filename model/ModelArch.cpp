#include "ModelArch.h"

#include "InputError.h"
#include "JsonFields.h"
#include "Remarks.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace gpuplanner::model {

using nlohmann::json;

namespace {
constexpr long long kMaxDim = 10'000'000; // far above any real model, below int overflow

/// What a family's transformers config class fills in when config.json leaves a key out: the
/// defaults of LlamaConfig, MistralConfig, MixtralConfig, Qwen2Config, Qwen3Config,
/// Qwen3MoeConfig, Gemma2Config and Gemma3TextConfig in transformers (each class's defaults
/// describe one published model: Llama-2-7B, Mistral-7B-v0.1, Mixtral-8x7B, Qwen3-8B's layout
/// with Qwen-7B's widths, Qwen3-30B-A3B's, Gemma 2/3 2B). Gemma 3's published configs omit
/// head_dim, vocab_size and, for the smaller sizes, the head counts. Keys whose default is
/// derived (Llama's num_key_value_heads = heads, head_dim = hidden / heads) are left to the
/// reader. Sliding windows: Mistral's applies on every layer unless the file writes null; the
/// Qwen families' only with use_sliding_window (false by default) and only on the layers from
/// max_window_layers on; Gemma's on all but one layer in every `sliding_window_pattern`
/// (Gemma 3: 5 local to 1 global; Gemma 2 alternates).
json familyDefaults(const std::string &modelType)
{
    if (modelType == "llama")
        return {{"vocab_size", 32000}, {"hidden_size", 4096}, {"intermediate_size", 11008},
                {"num_hidden_layers", 32}, {"num_attention_heads", 32}, {"max_position_embeddings", 2048},
                {"tie_word_embeddings", false}};
    if (modelType == "mistral")
        return {{"vocab_size", 32000}, {"hidden_size", 4096}, {"intermediate_size", 14336},
                {"num_hidden_layers", 32}, {"num_attention_heads", 32}, {"num_key_value_heads", 8},
                {"sliding_window", 4096}, {"max_position_embeddings", 131072}, {"tie_word_embeddings", false}};
    if (modelType == "mixtral")
        return {{"vocab_size", 32000}, {"hidden_size", 4096}, {"intermediate_size", 14336},
                {"num_hidden_layers", 32}, {"num_attention_heads", 32}, {"num_key_value_heads", 8},
                {"num_local_experts", 8}, {"num_experts_per_tok", 2}, {"max_position_embeddings", 131072},
                {"tie_word_embeddings", false}};
    if (modelType == "qwen2" || modelType == "qwen3") {
        json d = {{"vocab_size", 151936}, {"hidden_size", 4096}, {"intermediate_size", 22016},
                  {"num_hidden_layers", 32}, {"num_attention_heads", 32}, {"num_key_value_heads", 32},
                  {"use_sliding_window", false}, {"sliding_window", 4096}, {"max_window_layers", 28},
                  {"max_position_embeddings", 32768}, {"tie_word_embeddings", false}};
        if (modelType == "qwen3")
            d["head_dim"] = 128; // Qwen3Config's own, not hidden / heads
        return d;
    }
    if (modelType == "qwen3_moe")
        return {{"vocab_size", 151936}, {"hidden_size", 2048}, {"intermediate_size", 6144},
                {"num_hidden_layers", 24}, {"num_attention_heads", 32}, {"num_key_value_heads", 4},
                {"num_experts", 128}, {"num_experts_per_tok", 8}, {"moe_intermediate_size", 768},
                {"use_sliding_window", false}, {"sliding_window", 4096}, {"max_position_embeddings", 32768},
                {"tie_word_embeddings", false}};
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
/// (also written `_sliding_window_pattern`), else the layers from `max_window_layers` on (Qwen2
/// and Qwen3: layer i slides when i >= max_window_layers), else every layer (Mistral).
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
    if (f.has("max_window_layers"))
        return layers - int(std::min<long long>(layers, f.integer("max_window_layers", 0, kMaxDim)));
    return layers;
}

/// Reads the keys of a GPT-2, BLOOM, MPT or Falcon config.json: each under the first of its names
/// the file gives (the config class's own name and the aliases of its `attribute_map`), else the
/// value the family's transformers config class fills in, which is announced in `assumed` as
/// "<file>: <path>: not given; <family>'s default <value> assumed". A key written as null takes
/// the class's default without a note: null is how config.json writes "the default" (GPT-2's
/// n_inner, Falcon's ffn_hidden_size).
class FamilyKeys
{
public:
    using Names = std::initializer_list<const char *>;

    FamilyKeys(const JsonFields &fields, std::string family, std::vector<std::string> *assumed)
        : m_f(fields), m_family(std::move(family)), m_assumed(assumed)
    {
    }

    const JsonFields &fields() const { return m_f; }
    const std::string &family() const { return m_family; }

    /// A whole number in [min, max]; `shown` names the default in the note when it is derived
    /// from other keys ("null (4 × n_embd = 3072)").
    long long integer(Names names, long long fallback, long long min, long long max,
                      const std::string &shown = {}) const
    {
        if (const char *key = given(names))
            return m_f.integer(key, min, max);
        note(names, shown.empty() ? std::to_string(fallback) : shown);
        return fallback;
    }

    double number(Names names, double fallback, double min, double max) const
    {
        if (const char *key = given(names))
            return m_f.number(key, min, max);
        note(names, json(fallback).dump());
        return fallback;
    }

    bool boolean(Names names, bool fallback) const
    {
        if (const char *key = given(names))
            return m_f.boolean(key, fallback);
        note(names, fallback ? "true" : "false");
        return fallback;
    }

    std::string string(Names names, const std::string &fallback) const
    {
        if (const char *key = given(names))
            return m_f.string(key);
        note(names, json(fallback).dump());
        return fallback;
    }

private:
    /// The first of `names` the file gives a value for (not null), or nullptr.
    const char *given(Names names) const
    {
        for (const char *key : names)
            if (m_f.has(key))
                return key;
        return nullptr;
    }

    /// Announces the default, unless the file wrote the key as null.
    void note(Names names, const std::string &value) const
    {
        for (const char *key : names)
            if (m_f.object().contains(key))
                return;
        if (m_assumed)
            m_assumed->push_back(remarkAt(m_f.file(), m_f.pathOf(*names.begin()), remark::kFamilyDefault,
                                          {m_family, value}));
    }

    const JsonFields &m_f;
    std::string m_family;
    std::vector<std::string> *m_assumed;
};

/// The head width hidden / heads of a family whose attention computes it so (GPT-2, BLOOM, MPT,
/// Falcon: their attention modules refuse a hidden size that is no multiple of the heads).
int headDimOf(const JsonFields &f, const char *headsKey, int hidden, int heads)
{
    if (hidden % heads != 0)
        f.fail(headsKey, "must divide the hidden size (" + std::to_string(hidden) + ")");
    return hidden / heads;
}

/// What GPT-2, BLOOM, MPT and Falcon share: a plain MLP, LayerNorms with biases, one fused q/k/v
/// matrix (each reader then sets what its family does differently).
void plainLayerNormLayout(ModelArch &a)
{
    a.mlp = MlpKind::Plain;
    a.norm = NormKind::LayerNorm;
    a.normBias = true;
    a.fusedQkv = true;
}

/// GPT-2 (GPT2Config defaults; modeling_gpt2.py): learned positions n_positions × n_embd; every
/// layer has ln_1, c_attn (fused q/k/v), c_proj, ln_2, c_fc, c_proj (Conv1D with biases, LayerNorms
/// with biases); n_inner null means 4 × n_embd; lm_head tied (PretrainedConfig's default).
void readGpt2(const FamilyKeys &k, ModelArch &a)
{
    plainLayerNormLayout(a);
    a.hiddenSize = int(k.integer({"n_embd", "hidden_size"}, 768, 1, kMaxDim / 4));
    a.layers = int(k.integer({"n_layer", "num_hidden_layers"}, 12, 1, kMaxDim));
    a.heads = int(k.integer({"n_head", "num_attention_heads"}, 12, 1, kMaxDim));
    a.kvHeads = a.heads;
    a.headDim = headDimOf(k.fields(), "n_head", a.hiddenSize, a.heads);
    a.intermediateSize = int(k.integer({"n_inner"}, 4LL * a.hiddenSize, 1, kMaxDim,
                                       "null (4 × n_embd = " + std::to_string(4LL * a.hiddenSize) + ")"));
    a.positionEmbeddings = int(k.integer({"n_positions", "max_position_embeddings"}, 1024, 1, kMaxDim));
    a.vocabSize = int(k.integer({"vocab_size"}, 50257, 1, kMaxDim));
    a.activation = k.string({"activation_function"}, "gelu_new");
    a.tiedEmbeddings = k.boolean({"tie_word_embeddings"}, true);
    a.linearBias = true;
    a.naming = ModuleNaming::Gpt2;
}

/// BLOOM (BloomConfig defaults; modeling_bloom.py): ALiBi, so no position parameters; a LayerNorm
/// after the word embedding; query_key_value (fused), dense, dense_h_to_4h, dense_4h_to_h with
/// biases; the MLP is always 4 × hidden_size wide (BloomMLP does not read n_inner); BloomGelu
/// keeps only its input; lm_head tied. The hidden size may be written n_embed.
void readBloom(const FamilyKeys &k, ModelArch &a)
{
    plainLayerNormLayout(a);
    a.hiddenSize = int(k.integer({"hidden_size", "n_embed"}, 64, 1, kMaxDim / 4));
    a.layers = int(k.integer({"n_layer", "num_hidden_layers"}, 2, 1, kMaxDim));
    a.heads = int(k.integer({"n_head", "num_attention_heads"}, 8, 1, kMaxDim));
    a.kvHeads = a.heads;
    a.headDim = headDimOf(k.fields(), "n_head", a.hiddenSize, a.heads);
    a.intermediateSize = 4 * a.hiddenSize;
    a.vocabSize = int(k.integer({"vocab_size"}, 250880, 1, kMaxDim));
    a.tiedEmbeddings = k.boolean({"tie_word_embeddings"}, true);
    a.activation = "gelu";
    a.linearBias = true;
    a.embeddingNorm = true;
    a.naming = ModuleNaming::Bloom;
}

/// MPT (MptConfig and MptAttentionConfig defaults; modeling_mpt.py, and MosaicML's llm-foundry
/// that wrote the checkpoints for what transformers leaves fixed): Wqkv (fused), out_proj,
/// up_proj, down_proj of expansion_ratio × d_model; no_bias (default true) removes the biases
/// of the linear layers and of the LayerNorms; ALiBi by default, learned positions
/// max_seq_len × d_model only with learned_pos_emb and neither ALiBi nor RoPE (llm-foundry);
/// attn_type multiquery_attention has one KV head, grouped_query_attention kv_n_heads
/// (llm-foundry); lm_head tied.
void readMpt(const FamilyKeys &k, ModelArch &a, std::vector<std::string> *assumed)
{
    const JsonFields &f = k.fields();
    plainLayerNormLayout(a);
    a.hiddenSize = int(k.integer({"d_model", "hidden_size"}, 2048, 1, kMaxDim));
    a.heads = int(k.integer({"n_heads", "num_attention_heads"}, 16, 1, kMaxDim));
    a.layers = int(k.integer({"n_layers", "num_hidden_layers"}, 24, 1, kMaxDim));
    a.headDim = headDimOf(f, "n_heads", a.hiddenSize, a.heads);
    const double width = std::floor(k.number({"expansion_ratio"}, 4.0, 0.0, 1e6) * a.hiddenSize);
    if (width < 1 || width > double(kMaxDim)) // llm-foundry: int(expansion_ratio × d_model)
        f.fail("expansion_ratio", "gives an MLP width outside 1 to " + std::to_string(kMaxDim));
    a.intermediateSize = int(width);
    if (f.has("ffn_config")) { // llm-foundry: a gated MLP ("mptglu") or an explicit width
        const JsonFields ffn = f.child("ffn_config");
        if (ffn.string("ffn_type", "mptmlp") == "mptglu")
            a.mlp = MlpKind::Gated;
        a.intermediateSize = int(ffn.integer("ffn_hidden_size", a.intermediateSize, 1, kMaxDim));
    }
    a.vocabSize = int(k.integer({"vocab_size"}, 50368, 1, kMaxDim));
    const bool noBias = k.boolean({"no_bias"}, true);
    a.linearBias = !noBias;
    a.normBias = !noBias;
    if (k.string({"norm_type"}, "low_precision_layernorm").find("rmsnorm") != std::string::npos)
        a.norm = NormKind::RmsNorm;
    a.tiedEmbeddings = k.boolean({"tie_word_embeddings"}, true);

    const json none = json::object(); // attn_config left out: MptAttentionConfig's defaults
    const JsonFields attnFields = f.has("attn_config") ? f.child("attn_config")
                                                       : JsonFields(none, f.file(), f.pathOf("attn_config"));
    const FamilyKeys attn(attnFields, k.family(), assumed);
    const std::string type = attn.string({"attn_type"}, "multihead_attention");
    if (type == "multihead_attention") {
        a.kvHeads = a.heads;
    } else if (type == "multiquery_attention") {
        a.kvHeads = 1;
    } else if (type == "grouped_query_attention") {
        a.kvHeads = int(attnFields.integer("kv_n_heads", 1, a.heads));
        if (a.heads % a.kvHeads != 0)
            attnFields.fail("kv_n_heads", "must divide n_heads (" + std::to_string(a.heads) + ")");
    } else {
        attnFields.fail("attn_type", "unknown value \"" + type
                        + "\" (expected multihead_attention, multiquery_attention or grouped_query_attention)");
    }
    const bool alibi = attn.boolean({"alibi"}, true);
    const bool rope = attnFields.boolean("rope", false); // llm-foundry only
    if (!alibi && !rope && k.boolean({"learned_pos_emb"}, true))
        a.positionEmbeddings = int(k.integer({"max_seq_len"}, 2048, 1, kMaxDim));
    a.activation = "gelu";
    a.naming = ModuleNaming::Mpt;
}

/// Falcon (FalconConfig defaults; modeling_falcon.py): rotary or ALiBi positions, no parameters;
/// query_key_value holds (heads + 2 × KV heads) × head_dim outputs, where the KV heads are
/// num_kv_heads with new_decoder_architecture or without multi_query, else one (multi-query
/// attention, Falcon-7B); dense, dense_h_to_4h (ffn_hidden_size, default 4 × hidden_size),
/// dense_4h_to_h, with biases only if `bias`; LayerNorms with biases: two per layer, or one where
/// attention runs parallel to the MLP with num_ln_in_parallel_attn not 2 (which
/// new_decoder_architecture makes its default); lm_head tied.
void readFalcon(const FamilyKeys &k, ModelArch &a)
{
    plainLayerNormLayout(a);
    a.hiddenSize = int(k.integer({"hidden_size", "n_embed"}, 4544, 1, kMaxDim / 4));
    a.layers = int(k.integer({"num_hidden_layers", "n_layer"}, 32, 1, kMaxDim));
    a.heads = int(k.integer({"num_attention_heads", "n_head"}, 71, 1, kMaxDim));
    a.headDim = headDimOf(k.fields(), "num_attention_heads", a.hiddenSize, a.heads);
    // Without the new architecture the fused matrix has 3 × hidden outputs (all heads) or, with
    // multi_query, hidden + 2 × head_dim (one KV head); num_kv_heads counts only with it.
    const bool newArchitecture = k.boolean({"new_decoder_architecture"}, false);
    if (newArchitecture) {
        a.kvHeads = int(k.integer({"num_kv_heads", "n_head_kv"}, a.heads, 1, a.heads,
                                  "null (num_attention_heads = " + std::to_string(a.heads) + ")"));
        if (a.heads % a.kvHeads != 0)
            k.fields().fail("num_kv_heads", "must divide num_attention_heads (" + std::to_string(a.heads) + ")");
    } else {
        a.kvHeads = k.boolean({"multi_query"}, true) ? 1 : a.heads;
    }
    if (k.boolean({"parallel_attn"}, true)) {
        const long long lnDefault = newArchitecture ? 2 : 1;
        const std::string shown = newArchitecture ? "null (2 with new_decoder_architecture)"
                                                  : "null (one norm shared by attention and MLP)";
        a.normsPerLayer = k.integer({"num_ln_in_parallel_attn"}, lnDefault, 0, kMaxDim, shown) == 2 ? 2 : 1;
    }
    a.intermediateSize = int(k.integer({"ffn_hidden_size"}, 4LL * a.hiddenSize, 1, kMaxDim,
                                       "null (4 × hidden_size = " + std::to_string(4LL * a.hiddenSize) + ")"));
    a.linearBias = k.boolean({"bias"}, false);
    a.activation = k.string({"activation"}, "gelu");
    a.vocabSize = int(k.integer({"vocab_size"}, 65024, 1, kMaxDim));
    a.tiedEmbeddings = k.boolean({"tie_word_embeddings"}, true);
    a.naming = ModuleNaming::Bloom;
}

/// Llama and the families that share its keys and layer (Mistral, Mixtral, Qwen2, Qwen-MoE,
/// DeepSeek, Gemma): gated MLP, RMSNorm, separate q/k/v; MoE, sliding-window and MLA keys.
void readLlamaFamily(const JsonFields &f, const std::string &type, ModelArch &a)
{
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
        if (a.slidingWindowLayers == 0)
            a.slidingWindow = 0;
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
}

} // namespace

ParamCount countParams(const ModelArch &a)
{
    const double h = a.hiddenSize;
    const double d = a.headDim;
    const double qDim = double(a.heads) * d;
    const double kvDim = double(a.kvHeads) * d;
    const double bias = a.linearBias ? 1.0 : 0.0;
    const double norm = h * (a.normBias ? 2.0 : 1.0); // one norm: weight [+ bias]

    // q, k, v (one fused matrix or three: the same weights) and the output projection.
    double attention = h * qDim + 2.0 * h * kvDim + qDim * h
        + (a.qkvBias || a.linearBias ? qDim + 2 * kvDim : 0) + bias * h;
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
    const double norms = a.normsPerLayer * norm;
    // One MLP of width w: gated gate, up (h×w each) and down (w×h); plain up and down; biases on
    // every output.
    const double mlpMatrices = a.mlp == MlpKind::Gated ? 3.0 : 2.0;
    const auto mlp = [&](double w) { return mlpMatrices * h * w + bias * ((mlpMatrices - 1.0) * w + h); };
    const double denseMlp = mlp(a.intermediateSize);

    const bool moe = a.experts > 1;
    const double expertWidth = a.moeIntermediateSize > 0 ? a.moeIntermediateSize : a.intermediateSize;
    const double sharedWidth = a.sharedExpertIntermediateSize > 0 ? a.sharedExpertIntermediateSize
                                                                  : expertWidth;
    const double expertMlp = mlp(expertWidth);
    const double sharedMlp = a.sharedExperts > 0 ? mlp(sharedWidth) * a.sharedExperts : 0.0;
    const double router = moe ? h * a.experts : 0.0;

    const int moeLayers = moe ? a.layers - a.denseLayers : 0;
    const int denseLayers = a.layers - moeLayers;

    const double linearTotal = denseLayers * (attention + denseMlp + norms)
        + moeLayers * (attention + a.experts * expertMlp + sharedMlp + router + norms);
    const double linearActive = denseLayers * (attention + denseMlp + norms)
        + moeLayers * (attention + a.expertsPerToken * expertMlp + sharedMlp + router + norms);
    // Token embedding, learned positions, untied lm_head, the final norm and BLOOM's norm after
    // the embedding.
    const double lookups = (double(a.vocabSize) + a.positionEmbeddings) * h;
    const double embedding = lookups + (a.tiedEmbeddings ? 0.0 : double(a.vocabSize) * h) + norm
        + (a.embeddingNorm ? norm : 0.0);

    ParamCount c;
    c.inputEmbedding = lookups;
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
                    assumed->push_back(remarkAt(file, (innerPath.empty() ? "" : innerPath + ".") + it.key(),
                                                remark::kFamilyDefault, {family, it.value().dump()}));
            }
    }
    const JsonFields f(inner, file, innerPath);

    ModelArch a;
    a.name = top.string("_name_or_path", top.string("model_type", f.string("model_type", "config.json")));
    const std::string type = f.string("model_type", top.string("model_type", ""));
    const FamilyKeys keys(f, type, assumed);
    if (type == "gpt2")
        readGpt2(keys, a);
    else if (type == "bloom")
        readBloom(keys, a);
    else if (type == "mpt")
        readMpt(keys, a, assumed);
    else if (type == "falcon")
        readFalcon(keys, a);
    else if (!type.empty() && !f.has("num_hidden_layers") && !f.has("hidden_size"))
        // Another family's keys (T5's num_layers and d_model, an encoder's): say what is read
        // rather than the first Llama key missing.
        f.fail("model_type", "\"" + type + "\" is not a family the planner reads: it reads decoder-only models with "
                             "Llama's keys (num_hidden_layers, hidden_size, num_attention_heads: Llama, Mistral, "
                             "Qwen, Gemma, DeepSeek and others) and GPT-2, BLOOM, MPT and Falcon");
    else {
        // The families whose transformers code builds Llama's layer (and whose other keys
        // readLlamaFamily reads); another type is read the same way, and says so.
        static const std::vector<std::string> llamaLike = {
            "llama", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "deepseek_v2",
            "deepseek_v3", "gemma", "gemma2", "gemma3", "gemma3_text", "glm"};
        if (assumed && std::find(llamaLike.begin(), llamaLike.end(), type) == llamaLike.end())
            assumed->push_back(remarkAt(file, f.pathOf("model_type"), remark::kUnknownModelType,
                                        {type.empty() ? std::string("(none)") : "\"" + type + "\""}));
        readLlamaFamily(f, type, a);
    }
    // The context limit, where the family states one (a key that is not a positive whole
    // number is left unknown: it only feeds a note).
    for (const char *key : {"max_position_embeddings", "n_positions", "max_seq_len"}) {
        const auto it = inner.is_object() ? inner.find(key) : inner.end();
        if (it != inner.end() && it->is_number_integer() && it->get<long long>() > 0) {
            a.maxPositionEmbeddings = int(std::min<long long>(it->get<long long>(), 1LL << 30));
            break;
        }
    }
    // A quantised checkpoint (AWQ, GPTQ, FP8, bitsandbytes) says so at the top level.
    if (const auto q = root.is_object() ? root.find("quantization_config") : root.end();
        q != root.end() && q->is_object()) {
        const auto method = q->find("quant_method");
        std::string bits;
        for (const char *key : {"bits", "w_bit", "num_bits"})
            if (const auto it = q->find(key); it != q->end() && it->is_number_integer())
                bits = std::to_string(it->get<long long>());
        if (bits.empty() && q->value("load_in_4bit", false))
            bits = "4";
        a.quantization = method != q->end() && method->is_string() ? method->get<std::string>() : "quantised";
        if (!bits.empty())
            a.quantization += ", " + bits + " bits";
    }
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
