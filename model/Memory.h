#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

namespace gpuplanner::model {

/// Memory per GPU of `workload` when it runs on `gpus` GPUs (ZeRO shards model states over them;
/// inference splits weights and KV cache with tensor parallelism). Bytes. Formulas and sources:
/// - weights N·b (b: 4/2/1/0.5 bytes for fp32/16-bit/8-bit/4-bit); quantised inference keeps the
///   embeddings in 16 bits; QLoRA stores linear layers at `qloraBitsPerWeight` (NF4 + double
///   quantisation, Dettmers et al. 2023, 4.127 bits);
/// - mixed-precision AdamW: gradients 2N + fp32 master, momentum, variance 12N = 16 bytes/param
///   with the weights (Rajbhandari et al. 2020, ZeRO); see Optimizer for the others;
/// - ZeRO stage 1 shards optimizer states, 2 also gradients, 3 also weights, over `gpus`;
/// - LoRA adapters r·(d_in + d_out) per adapted matrix (Hu et al. 2021), each with gradient and
///   optimizer state, at `loraParamBytes` per value;
/// - activations per layer s·b·h·(34 + 5·a·s/h) bytes, 34·s·b·h with FlashAttention (scores
///   recomputed), or 2·s·b·h with full recomputation plus one layer being recomputed
///   (Korthikanti et al. 2022, Table 2; selective: selectiveCheckpointBytesPerToken instead of
///   2h), plus the loss's buffers (`lossBytesPerLogit` per token × vocabulary entry);
/// - KV cache concurrency × context × 2 × layers × kv_heads × head_dim × bytes, the context capped
///   at a sliding window;
/// - overhead = fixed + fraction × the other parts.
/// `format` (may be null) is the workload's stored weight format for inference and QLoRA
/// (NF4 by default: `qloraBitsPerWeight`). Inference overhead is the fixed part only: a paged KV
/// cache leaves little fragmentation (Kwon et al. 2023, under 4% waste). When `explain` is given,
/// each part's formula and inputs are added to it under the Result JSON key of the part.
MemoryBreakdown estimateMemory(const ModelArch &arch, const ParamCount &params,
                               const Workload &workload, const CatalogDefaults &defaults, int gpus,
                               const WeightFormat *format = nullptr,
                               std::map<std::string, Explanation> *explain = nullptr);

/// Whether a serving engine takes the catalog's large-GPU scheduler defaults (`largeGpuEngine`)
/// on `gpu` when a process sees `capacityBytes` of it (a whole card as CUDA reports it, a MIG
/// profile or a vGPU share): at least `largeGpuMinGib` GiB, and none of `largeGpuExcluded` in its
/// name, case aside (vLLM EngineArgs.get_batch_defaults, v0.9–v0.11, checks the device's total
/// memory and name the same way). Otherwise it takes `otherGpuEngine`.
bool takesLargeGpuEngine(const CatalogDefaults &defaults, const Gpu &gpu, double capacityBytes);

/// `w` as a serving engine runs it under `limits`: its max_num_batched_tokens and max_num_seqs
/// where the scenario sets them, else the engine's (estimateMemory reads both from the result).
Workload withEngineDefaults(Workload w, const EngineBatchDefaults &limits);

/// Share of `params` in routed experts, what expert parallelism spreads, 0–1 (0 for a dense model
/// or when `expertParallel` is 1): (layers − dense layers) × experts × MLP matrices × h × width
/// over the architecture's own count.
double routedExpertShare(const ModelArch &arch, const ParamCount &params, int expertParallel);

/// LoRA adapter parameters for `arch` at `rank` (count): r·(d_in + d_out) summed over the adapted
/// matrices of every layer (Hu et al. 2021); q_v = W_q and W_v; attention = q, k, v, o; all
/// linear adds gate, up, down of every expert (QLoRA paper). A fused q/k/v matrix (GPT-2's
/// c_attn, BLOOM's and Falcon's query_key_value, MPT's Wqkv) takes one adapter of
/// r·(h + q + 2·kv) when any of q, k, v is adapted, as PEFT adapts the module (so q_v adapts the
/// whole fused matrix there); a plain MLP has no gate to adapt.
double loraParams(const ModelArch &arch, int rank, LoraTargets targets);
/// The same for any set of adapted matrices (LoraModule bits of Scenario.h).
double loraParams(const ModelArch &arch, int rank, unsigned modules);

/// One decoder layer's matrix products in the order its forward runs them, as (inputs, outputs)
/// per token: q, k, v (or one fused q/k/v), o, then the MLP's gate, up and down (a plain MLP: up,
/// down) at the width a token passes through (MoE: its routed and shared experts together).
std::vector<std::pair<double, double>> layerMatrixProducts(const ModelArch &arch);

/// Bytes per token one layer keeps under selective activation checkpointing with torchtitan's op
/// policy (pytorch/torchtitan, parallelize_llama.py, `_save_list` and `_custom_policy`, 2024):
/// the layer's 16-bit input (kept by the checkpoint), the attention output and its fp32
/// log-sum-exp per head, and the 16-bit output of every other matrix product in the order the
/// layer runs them (the 1st, 3rd, …: Llama's q, v, gate and down projections). Norms, the
/// nonlinearity and the other products are recomputed in the backward.
double selectiveCheckpointBytesPerToken(const ModelArch &arch);

/// Parameters, over all layers, of the products selective checkpointing recomputes (the 2nd,
/// 4th, … of layerMatrixProducts): its extra forward costs 2 FLOP per such parameter and token.
double selectiveRecomputedParams(const ModelArch &arch);

/// KV cache bytes for `sequences` sequences of `context` tokens (docs/DOMAIN.md, KV cache):
/// 2 (K and V) × layers × kv_heads × head_dim × bytes per element × tokens; on sliding-window
/// layers the tokens are capped at the window; MLA caches kv_lora_rank + qk_rope_head_dim per
/// token and layer.
double kvCacheBytes(const ModelArch &arch, double sequences, double context, Precision precision);

/// How many GPUs the KV cache is split over under tensor parallelism on `gpus` GPUs: one per KV
/// head at most (fewer KV heads than GPUs are replicated), and 1 for multi-head latent attention
/// (its latent is not split by head; DeepSeek-V2 paper).
inline double kvShards(const ModelArch &arch, int gpus)
{
    return arch.kvLoraRank > 0 ? 1.0 : std::min(double(std::max(1, gpus)), double(arch.kvHeads));
}

} // namespace gpuplanner::model
