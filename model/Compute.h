#pragma once

#include "Catalog.h"
#include "Scenario.h"

#include <optional>
#include <string>

namespace gpuplanner::model {

/// FLOP of the whole workload.
/// - Training (docs/DOMAIN.md, Training FLOPs): per token, the linear layers' 6·N (Kaplan et al.
///   2020; 8·N with full recomputation; LoRA/QLoRA compute no weight gradients: 4·N, 6·N with
///   recomputation) plus attention's score and value products, 12·L·H·Q·T (PaLM, Chowdhery et
///   al. 2022, appendix B: L layers, H·Q = heads × head_dim, T the sequence; 16 with
///   recomputation), times D training tokens; published MFU figures count the same way.
/// - Inference: over `hours` of the serving load, each request's prefillFlop and its output
///   tokens' decodeFlopPerToken at the mean context (prompt + output/2).
double workloadFlop(const Workload &workload, double activeParams, double hours);

/// FLOP per parameter and token of the linear layers: 6 (LoRA 4), + 2 with recomputation.
double linearFlopPerParamToken(const Workload &workload);

/// Attention FLOP per training token: 12 · heads · head_dim · Σ over layers of the tokens each
/// attends to (the sequence, or the window on sliding-window layers); 16 with recomputation.
/// PaLM, appendix B. At 32k tokens it exceeds the 6·N of a 7B model. Where the value width
/// differs from the query/key width (multi-head latent attention), 6 · heads · (qk + v) · Σ.
double attentionFlopPerToken(const Workload &workload);

/// Attention FLOP of one token's forward pass against `context` tokens: its scores and weighted
/// sum, 2 · heads · (head_dim + v_head_dim) · Σ over layers of the context (the window on
/// sliding-window layers). attentionFlopPerToken is three times this at the training sequence
/// (four with full recomputation).
double attentionFlopPerQuery(const ModelArch &arch, double context);

/// Forward FLOP of one request's prompt of `promptTokens`: 2·N_active per token plus
/// attentionFlopPerQuery at the whole prompt for every prompt token, the way PaLM (appendix B)
/// counts a training sequence, and so the published MFU figures the prefill runs at. At 16,000
/// tokens attention adds 44% to Qwen3-14B's linear layers.
double prefillFlop(const ModelArch &arch, double activeParams, double promptTokens);

/// Forward FLOP of one generated token at `context` tokens: 2·N_active + attentionFlopPerQuery.
double decodeFlopPerToken(const ModelArch &arch, double activeParams, double context);

/// Key ("bf16", "fp8", …) of the precision `gpu` computes the workload in: the workload's, except
/// QLoRA, which computes in bf16, and int4 weight-only inference, in fp16. When the GPU has no
/// peak rate for it, the first of bf16, fp16 and fp32 it has, and `fellBack` is set; "" when it
/// has none of them.
std::string computePrecision(const Gpu &gpu, const Workload &workload, bool &fellBack);

/// The MFU, 0–1 of the peak of computePrecision, that the workload's training framework reached
/// on `gpu` in its own published runs (Gpu::frameworkMfu, e.g. Megatron-Core in FP8 on Hopper
/// GPUs: NVIDIA NeMo's performance tables, source in the catalog), counted as the planner
/// counts FLOPs (attention as PaLM does) and covering linear layers and attention alike;
/// nullopt for inference, the generic framework, or a GPU or precision without such a figure
/// (the common MFU then applies).
std::optional<double> frameworkMfu(const Gpu &gpu, const Workload &workload);

/// Training in FP8 (blendsFp8) with a framework whose catalog entry on `gpu` gives attention its
/// own figure (kFrameworkAttentionKey): that share, 0–1, of the half-precision peak, at which the
/// attention FLOPs run while the linear layers take frameworkMfu of the fp8 peak (Transformer
/// Engine computes attention in bf16); nullopt otherwise (frameworkMfu then covers the whole
/// step).
std::optional<double> frameworkAttentionMfu(const Gpu &gpu, const Workload &workload);

/// Peak dense FLOP/s of `gpu` in computePrecision (0 when it has none).
double peakFlopsFor(const Gpu &gpu, const Workload &workload, bool &fellBack);

/// Training in FP8 (computesLinearsInFp8) on a card with an FP8 peak: its MFU is the blend of
/// fp8BlendedMfu.
inline bool blendsFp8(const Gpu &gpu, const Workload &workload)
{
    return computesLinearsInFp8(workload) && gpu.peakFlops.count("fp8") > 0;
}

/// Serving at precision fp8 on a card with an FP8 peak: FP8 weights and activations multiplied
/// with scales fixed when the model was quantised (TensorRT-LLM, vLLM's fp8), attention in 16 bits;
/// its MFU is the blend of fp8BlendedMfu with the card's 16-bit figure for both parts.
inline bool servesInFp8(const Gpu &gpu, const Workload &workload)
{
    return workload.kind == WorkloadKind::Inference && workload.precision == Precision::Fp8
        && gpu.peakFlops.count("fp8") > 0;
}

/// "bf16" when `gpu` has a bf16 peak, else "fp16": the precision FP8 training's attention runs in.
const char *halfPrecision(const Gpu &gpu);

/// Share of the fp8 peak that a workload computing its linear layers in FP8 (blendsFp8,
/// servesInFp8) reaches on `gpu`, 0–1: its linear layers' FLOPs (linearFlopShare) run at `fp8Mfu`
/// of the fp8 peak, its attention FLOPs at `halfMfu` of the halfPrecision peak, as FlashAttention
/// computes in bf16 under Transformer Engine and torchao Float8 alike. So the share falls with
/// the sequence length (docs/DOMAIN.md, MFU and peak rates). Without `fp8Mfu` (no published FP8
/// run on the card) the linear layers run at the half-precision rate: no FP8 gain. `fp8Mfu`
/// (else `halfMfu`) when the GPU lacks either peak.
double fp8BlendedMfu(const Gpu &gpu, const Workload &workload, std::optional<double> fp8Mfu, double halfMfu);

/// Share, 0–1, of a training token's FLOPs in the linear layers (linearFlopPerParamToken × active
/// parameters) against attention's (attentionFlopPerToken); serving: of a prompt's prefillFlop;
/// 1 when there are none.
double linearFlopShare(const Workload &workload);

/// Speed factors of one rented option, each 0–1: the share of the card's compute it gets (MIG
/// compute fraction, vGPU share or compute cap), the share of its memory bandwidth (a MIG
/// profile's share of the card's memory: NVIDIA's MIG User Guide gives each memory slice its
/// share of both capacity and bandwidth; otherwise the compute share), what neighbours leave of it
/// (1 − contention, non-MIG slices only; 20–30% slower, docs/DOMAIN.md, Speed factors of an
/// option) and multi-GPU scaling efficiency (catalog `scaling_efficiency` by interconnect; slices
/// lack NVLink: ibid.).
struct SpeedFactors
{
    double computeShare = 1;
    double bandwidthShare = 1;
    double contention = 1;
    double scaling = 1;
    double product() const { return computeShare * contention * scaling; }
};

/// `gpus`: the GPUs of one model copy. Training gets no scaling factor: its MFU comes from
/// multi-GPU runs and its communication is counted on its own (docs/DOMAIN.md, Communication).
SpeedFactors speedFactors(const Offering &offering, const Gpu &gpu, const Workload &workload, int gpus,
                          const CatalogDefaults &defaults);

/// Gradient bytes each data-parallel GPU all-reduces per step (docs/DOMAIN.md, Communication):
/// every weight's gradient as held and reduced (`params` × gradientBytesPerElement), or only the
/// adapters' for LoRA/QLoRA (LoRA parameters × `loraParamBytes`). Bytes.
double gradientBytes(const Workload &workload, double params, const CatalogDefaults &defaults);

/// Bytes of the weights ZeRO-3 / FSDP gathers for a pass, for one whole model copy (divide by
/// tensor × pipeline GPUs for a GPU's part): every parameter as held (heldBytesPerElement), or for
/// QLoRA the frozen base as stored, NF4 matrices at `qloraBitsPerWeight` and 16-bit embeddings
/// (as Memory.cpp holds them).
double gatheredWeightBytes(const Workload &workload, const ParamCount &params, const CatalogDefaults &defaults);

/// Hours of computation: FLOP / (gpus × peak × mfu × factors) / 3600.
double computeHours(double flop, int gpus, double peakFlops, double mfu, const SpeedFactors &f);

/// Serving throughput of one replica (a model copy on `gpus` GPUs with tensor parallelism).
struct ServingEstimate
{
    int batch = 1;              ///< sequences decoded together
    double prefillSeconds = 0;  ///< one prompt: prefillFlop at the replica's rate, at least its steps' weight reads
    double prefillSteps = 1;    ///< forward passes the prompt takes: ⌈prompt / max_num_batched_tokens⌉
    double stepSeconds = 0;     ///< one decode step of the batch
    double weightBytes = 0;     ///< weight bytes each GPU reads per decode step
    double kvBytes = 0;         ///< KV-cache bytes each GPU reads per decode step
    double bandwidth = 0;       ///< bytes/s each GPU reads at (bandwidth × efficiency × share)
    double computeSeconds = 0;  ///< one decode step's batch × decodeFlopPerToken at the replica's rate
    double tpSyncSeconds = 0;   ///< one decode step's tensor-parallel all-reduces
    double requestSeconds = 0;  ///< batch × prefill + output_tokens × step
    double tokensPerSecond = 0; ///< generated tokens/s, all sequences
    double requestsPerDay = 0;  ///< batch × 86400 / requestSeconds
    bool meetsLatencyTarget = true;
};

/// Serving estimate. Decode is memory-bound (docs/DOMAIN.md, Serving): each step reads the weights
/// and the KV cache of the batch, `weightBytesPerGpu` + KV at the mean context
/// (prompt + output/2) per GPU,
/// at the GPU's bandwidth × `bandwidthEfficiency` (decoding reaches ~60% of peak bandwidth) ×
/// compute share × (1 − contention); a step also needs batch × decodeFlopPerToken at the mean
/// context, and the slower of the two bounds it (roofline). With tensor parallelism over `gpus`,
/// each step adds two all-reduces per layer at `tpAllreduceSeconds` each (Megatron-LM). Prefill
/// is compute-bound, prefillFlop at peak × MFU, unless its forward passes take longer to read the
/// weights: with continuous batching the engine runs at most `max_num_batched_tokens` of a
/// prompt a pass (vLLM's chunked prefill), and each pass reads every weight once. Quantised weights are read at `weightReadEfficiency` of that rate (1 for 16-bit
/// weights): the kernels that dequantise them while multiplying stream fewer bytes per second
/// (catalog `quantized_decode_efficiency` and a weight format's `decode_efficiency`; docs/DOMAIN.md,
/// Serving). With continuous batching (Kwon et al. 2023) up to `concurrency` sequences decode
/// together; without it one at a time. With a latency target the batch shrinks until a request
/// finishes within it (the largest such batch, found by bisection: a request's time never falls
/// as the batch grows); `meetsLatencyTarget` is false when even one sequence is too slow.
ServingEstimate estimateServing(const Workload &workload, const ModelArch &arch, double activeParams,
                                double weightBytesPerGpu, double memoryBandwidth, double peakFlops,
                                double mfu, const SpeedFactors &factors, int gpus,
                                double bandwidthEfficiency, double tpAllreduceSeconds, double weightReadEfficiency);

} // namespace gpuplanner::model
