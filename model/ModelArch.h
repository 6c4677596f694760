#pragma once

#include <nlohmann/json_fwd.hpp>

#include <algorithm>

#include <string>
#include <vector>

namespace gpuplanner::model {

/// The MLP of a decoder layer. `Gated` (GLU, Shazeer 2020): down(act(gate(x)) · up(x)), three
/// h×I matrices (Llama, Mistral, Qwen, Gemma, DeepSeek). `Plain` (the original Transformer's and
/// GPT's): down(act(up(x))), two matrices h×I and I×h (GPT-2, BLOOM, MPT, Falcon).
enum class MlpKind { Gated, Plain };

/// The layer normalisation. `RmsNorm` (Zhang and Sennrich 2019) has a weight vector only;
/// `LayerNorm` (Ba et al. 2016) has a weight and, where `ModelArch::normBias`, a bias vector.
enum class NormKind { RmsNorm, LayerNorm };

/// How a family names the linear layers of a decoder layer, the names PEFT's `target_modules`
/// match (each family's modeling code in transformers):
/// - `Llama`: q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj (Llama, Mistral,
///   Qwen, Gemma, DeepSeek);
/// - `Gpt2`: c_attn (fused q/k/v), attn.c_proj, c_fc, mlp.c_proj (GPT-2; both outputs are
///   "c_proj");
/// - `Bloom`: query_key_value (fused), dense, dense_h_to_4h, dense_4h_to_h (BLOOM, Falcon);
/// - `Mpt`: Wqkv (fused), out_proj, up_proj, down_proj (MPT).
enum class ModuleNaming { Llama, Gpt2, Bloom, Mpt };

/// Architecture numbers of a decoder-only transformer, as a Hugging Face `config.json` gives them.
/// Dimensions are counts (not bytes). `headDim` is explicit because some models (Gemma) do not use
/// hidden_size / heads. MoE: `experts` routed experts per MoE layer, `expertsPerToken` active.
/// The defaults describe a Llama-style layer (gated MLP, RMSNorm, separate q/k/v, no biases, no
/// learned positions), which is what an inline architecture object gives.
struct ModelArch
{
    std::string name;                ///< display name (preset name or "config.json")
    int layers = 0;                  ///< num_hidden_layers
    int hiddenSize = 0;              ///< hidden_size (d_model)
    int heads = 0;                   ///< num_attention_heads
    int kvHeads = 0;                 ///< num_key_value_heads (GQA: < heads)
    int headDim = 0;                 ///< head_dim (default hidden_size / heads)
    int intermediateSize = 0;        ///< dense MLP width I (gated: gate, up, down; plain: up, down)
    int vocabSize = 0;
    int experts = 1;                 ///< routed experts per MoE layer (1 = dense)
    int expertsPerToken = 1;         ///< routed experts active per token
    int moeIntermediateSize = 0;     ///< width of one routed expert (0: intermediateSize)
    int sharedExperts = 0;           ///< always-active shared experts per MoE layer
    int sharedExpertIntermediateSize = 0; ///< width of one shared expert (0: moeIntermediateSize)
    int denseLayers = 0;             ///< leading layers with a dense MLP in an MoE model
    int slidingWindow = 0;           ///< attention window in tokens (0 = none)
    int slidingWindowLayers = 0;     ///< layers that use the window (Gemma 2: every other one)
    /// Multi-head latent attention (DeepSeek-V2/V3): 0 when the model uses ordinary attention.
    int kvLoraRank = 0;              ///< compressed KV latent width d_c; the KV cache stores it
    int qLoraRank = 0;               ///< compressed query width (0: queries not compressed)
    int qkRopeHeadDim = 0;           ///< decoupled RoPE key width, cached beside the latent
    int qkNopeHeadDim = 0;           ///< per-head query/key width without RoPE
    int vHeadDim = 0;                ///< per-head value width
    bool tiedEmbeddings = false;     ///< lm_head shares the input embedding matrix
    bool qkvBias = false;            ///< q/k/v projections carry biases (Qwen2)
    MlpKind mlp = MlpKind::Gated;    ///< gated (three matrices) or plain (two) MLP
    /// The MLP's activation as config.json names it (hidden_act, activation_function): "silu",
    /// "gelu", "gelu_new"; it decides which tensors the activation keeps for backward.
    std::string activation = "silu";
    NormKind norm = NormKind::RmsNorm;
    bool normBias = false;           ///< LayerNorms carry a bias vector (GPT-2, BLOOM, Falcon)
    /// Normalisations per decoder layer: 2 (before attention, before the MLP); 1 for Falcon-7B's
    /// parallel attention, whose attention and MLP read the same normalised input.
    int normsPerLayer = 2;
    bool linearBias = false;         ///< every linear layer of a block carries a bias (GPT-2, BLOOM)
    bool fusedQkv = false;           ///< q, k and v are one matrix h×(q + 2·kv) (GPT-2, BLOOM, MPT, Falcon)
    /// Rows of a learned absolute position embedding, positions × hidden_size parameters (GPT-2:
    /// n_positions); 0 when positions come from RoPE or ALiBi and have no parameters.
    int positionEmbeddings = 0;
    /// Longest context the model takes, tokens (max_position_embeddings; GPT-2 n_positions, MPT
    /// max_seq_len); 0 when the config gives none (ALiBi models extrapolate).
    int maxPositionEmbeddings = 0;
    /// How config.json's `quantization_config` says the checkpoint stores its weights ("awq,
    /// 4 bits", "fp8"); "" when it has none. Only feeds a remark: the stored bits come from the
    /// scenario's precision and weight_format.
    std::string quantization;
    bool embeddingNorm = false;      ///< a LayerNorm right after the token embedding (BLOOM)
    ModuleNaming naming = ModuleNaming::Llama; ///< the linear layers' names (LoRA targets)
    double paramsOverride = 0;       ///< "params" given by the user: wins over the count (0 = none)
};

/// Parameter counts derived from a ModelArch (counts, not bytes).
struct ParamCount
{
    double total = 0;      ///< every parameter (MoE: all experts), or the user's override
    double active = 0;     ///< used per token (MoE: routed experts_per_token + shared + dense)
    double embedding = 0;  ///< input embedding + untied lm_head, scaled like total
    double linear = 0;     ///< weight matrices of the transformer blocks, scaled like total
    /// The input lookups alone, token embedding + learned position embedding (lookups do no
    /// matrix products: no FLOPs), scaled
    double inputEmbedding = 0;
};

/// Layers that attend within the sliding window (0 when the model has none).
inline int slidingLayers(const ModelArch &a)
{
    return a.slidingWindow > 0 ? std::min(a.slidingWindowLayers, a.layers) : 0;
}

/// KV-cache elements stored per token and layer: 2 × kv_heads × head_dim for ordinary (GQA/MHA)
/// attention; kv_lora_rank + qk_rope_head_dim for multi-head latent attention (DeepSeek-V2
/// paper, section 2.1: "equivalent to GQA with 2.25 groups" for d_c = 4·d_h, d_h^R = d_h/2).
double kvElementsPerTokenLayer(const ModelArch &arch);

/// Counts parameters: embeddings V·h (twice unless tied) + learned positions P·h; per layer
/// attention h·(heads·d) + 2·h·(kv_heads·d) + (heads·d)·h [+ biases] (fused or not, the same
/// weights; MLA: down/up projections of the compressed query and KV, DeepSeek-V2 paper eq. 9–19),
/// MLP 3·h·I (gated) or 2·h·I (plain) per expert [+ biases I + h], router h·E, the layer's norms
/// (h each, 2h for a LayerNorm with bias); final norm, and BLOOM's embedding norm. DeepSeek-V3
/// counts 671e9 total (technical report). Verified against the published sizes (Llama-2-7B
/// 6.738e9, Qwen2.5-7B 7.615e9, Mixtral-8x7B 46.70e9 total / 12.88e9 active; GPT-2 124,439,808,
/// BLOOM-560m 559,214,592, MPT-7B 6,649,286,656, Falcon-7B 6,921,720,704: tests/model/
/// tst_modelarch.cpp). With `paramsOverride` the parts are scaled so that total equals the
/// override and the architecture's proportions hold.
ParamCount countParams(const ModelArch &arch);

/// Reads a Hugging Face config.json (already parsed) into a ModelArch. Supports Llama, Mistral,
/// Mixtral, Qwen2, Qwen2-MoE / Qwen3-MoE (shared experts), DeepSeek-V2/V3-style MoE, Gemma 2 and
/// Gemma 3 keys; a nested `text_config` (multimodal wrappers) is read instead of the top level.
/// The model types "gpt2", "bloom", "mpt" and "falcon" are read with their own keys and layer
/// layouts (plain MLP, LayerNorm, fused q/k/v, biases, learned positions: docs/DOMAIN.md, Model
/// families), as their transformers configuration and modeling code read them.
/// Keys a Gemma, GPT-2, BLOOM, MPT or Falcon config leaves out take its transformers config
/// class's defaults; which layers use
/// the sliding window follows `layer_types`, else `sliding_window_pattern`, else every layer.
/// Throws InputError naming `file` and the missing or invalid key.
/// `path` is the JSON path of `config` inside `file` ("" for a config.json of its own).
/// Each key a family default filled in is added to `assumed` (when given) as
/// "<file>: <path>: not given; <model_type>'s default <value> assumed".
ModelArch archFromHfConfig(const nlohmann::json &config, const std::string &file,
                           const std::string &path = {}, std::vector<std::string> *assumed = nullptr);

/// Reads the scenario's inline architecture object ({"params", "layers", "hidden_size", "heads",
/// "kv_heads", "head_dim", "intermediate_size", "vocab_size", "experts", "experts_per_token"}).
/// `path` is the JSON path of the object, for error messages. Throws InputError.
ModelArch archFromInline(const nlohmann::json &object, const std::string &file,
                         const std::string &path);

/// Checks the invariants every estimator relies on (positive sizes, kv_heads divides heads,
/// experts_per_token <= experts). Throws InputError naming `file` and `path`.
void validateArch(const ModelArch &arch, const std::string &file, const std::string &path);

} // namespace gpuplanner::model
