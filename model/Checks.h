#pragma once

#include "Scenario.h"

#include <string>
#include <vector>

namespace gpuplanner::model {

/// Codes of remarks on a scenario's inputs: combinations that load and evaluate but are not what
/// the user likely means. The UI shows them, in words, beside the field they concern.
namespace note {
/// ZeRO shards model states across data-parallel GPUs; with one GPU a stage > 0 changes nothing
/// (Rajbhandari et al. 2020).
inline constexpr const char *kZeroNeedsSeveralGpus = "zero_needs_several_gpus";
/// Tensor parallelism splits attention heads evenly across GPUs (Megatron-LM, Shoeybi et al.
/// 2019; vLLM refuses other sizes); value: the model's attention heads.
inline constexpr const char *kGpusDoNotDivideHeads = "gpus_do_not_divide_heads";
/// A LoRA rank above the hidden size gives no low-rank saving (Hu et al. 2021); value: hidden size.
inline constexpr const char *kLoraRankAboveHidden = "lora_rank_above_hidden";
/// The KV cache reserved per sequence is shorter than one request; value: prompt + output tokens.
inline constexpr const char *kContextBelowRequest = "context_below_request";
/// Serving: the context is longer than the model takes (max_position_embeddings); value: the
/// model's limit in tokens.
inline constexpr const char *kContextBeyondModel = "context_beyond_model";
/// Training: the sequence is longer than the model's context (max_position_embeddings): its
/// position encoding has to be extended (RoPE scaling) first; memory and time are counted as
/// asked. value: the model's limit in tokens.
inline constexpr const char *kSequenceBeyondModel = "sequence_beyond_model";
/// Training: tensor × pipeline parallel sizes must divide the GPUs (the rest form data-parallel
/// copies; Megatron-LM); value: tensor × pipeline.
inline constexpr const char *kParallelSizesDoNotDivideGpus = "parallel_sizes_do_not_divide_gpus";
/// Training: context parallelism splits each sequence over GPUs of those left by tensor ×
/// pipeline parallelism, so its size must divide them (Megatron Core); value: those GPUs.
inline constexpr const char *kContextParallelDoesNotDivide = "context_parallel_does_not_divide";
/// Training with context parallelism: Megatron Core cuts each sequence into 2 × context_parallel_size
/// chunks, two a GPU, to balance causal attention, so the sequence length must be a multiple of
/// that; value: 2 × the context-parallel size used.
inline constexpr const char *kContextParallelSplitsSequence = "context_parallel_splits_sequence";
/// Training with context parallelism but without FlashAttention: Transformer Engine's context
/// parallelism runs on its fused or flash attention only; value: 0.
inline constexpr const char *kContextParallelNeedsFusedAttention = "context_parallel_needs_fused_attention";
/// Full training with training_framework megatron in 16-bit or FP8 and grad_reduce_in_fp32 off:
/// Megatron-LM and Megatron-Bridge reduce gradients in fp32 unless told not to (their bf16
/// mixed-precision defaults; NVIDIA's performance recipes turn it off), 2 bytes more a weight;
/// value: 0.
inline constexpr const char *kMegatronGradientsInFp32ByDefault = "megatron_gradients_in_fp32_by_default";
/// Training: expert parallelism spreads the experts over GPUs of the data-parallel group, so its
/// size must divide both the data-parallel GPUs and the experts (Megatron-Core); value: the
/// data-parallel GPUs.
inline constexpr const char *kExpertParallelDoesNotFit = "expert_parallel_does_not_fit";
/// Training: expert parallelism asked of a dense model (no routed experts); it is ignored.
/// value: 0.
inline constexpr const char *kNoExperts = "no_experts";
/// Training: tensor parallelism splits each layer's attention heads, KV heads and MLP width
/// evenly over its GPUs (Megatron-LM, Shoeybi et al. 2019; tensorParallelSplits); value: the
/// model's attention heads.
inline constexpr const char *kTensorParallelDoesNotDivideHeads = "tensor_parallel_does_not_divide_heads";
/// Training: ZeRO-2 or ZeRO-3 with pipeline parallelism, which DeepSpeed refuses (its pipeline
/// engine supports ZeRO-1 only) and Megatron-LM does not offer (its distributed optimizer shards
/// the optimizer states); value: 0.
inline constexpr const char *kZeroWithPipeline = "zero_with_pipeline";
/// Serving: the tokens of one engine step are fewer than the sequences it may run at once, which
/// vLLM refuses at start (max_num_batched_tokens must be at least max_num_seqs; vLLM
/// SchedulerConfig); value: max_num_seqs, else the smaller of the engine's defaults.
inline constexpr const char *kBatchedTokensBelowConcurrency = "batched_tokens_below_concurrency";
/// Serving: the engine runs fewer sequences at once (max_num_seqs) than the concurrency, so the
/// other requests wait and each replica decodes max_num_seqs together (Serving::batch); value:
/// max_num_seqs.
inline constexpr const char *kMaxNumSeqsBelowConcurrency = "max_num_seqs_below_concurrency";
/// Training: the global batch is smaller than one micro-batch on every data-parallel GPU, so a
/// step takes that many sequences instead; value: micro-batch × data-parallel GPUs.
inline constexpr const char *kGlobalBatchBelowOnePass = "global_batch_below_one_pass";
/// Training: the global batch is not a whole number of passes (micro-batch × data-parallel
/// GPUs), so a step takes the next whole number of passes; value: the sequences a step takes.
inline constexpr const char *kGlobalBatchRoundedUp = "global_batch_rounded_up";
/// Training: the tokens to train are fewer than one optimizer step takes on this layout (global
/// batch × sequence length), so most GPUs would have nothing to do while the estimate counts
/// them all busy; value: the tokens of one step.
inline constexpr const char *kTokensBelowOneStep = "tokens_below_one_step";
/// Full fine-tuning or pretraining at int8 or int4: training frameworks keep the trained weights
/// and gradients in bf16, fp16 or fp32 (FP8 training only casts the products' inputs;
/// isFp8Training), so these formats suit inference and a LoRA/QLoRA base. The estimate stores
/// and computes as chosen; value: 0.
inline constexpr const char *kQuantisedFullTraining = "quantised_full_training";
/// Training with a framework other than the PyTorch stacks (training_framework) where none of the
/// compared GPUs has that framework's own published rate at the workload's precision in the
/// catalog (Gpu::frameworkMfu), so the common MFU applies and the choice changes nothing;
/// value: 0.
inline constexpr const char *kFrameworkFigureMissing = "framework_figure_missing";
/// Serving: no requests a day (users_per_day or requests_per_user 0); the estimate still rents
/// one replica for the whole period, idle. value: 0.
inline constexpr const char *kNoRequests = "no_requests";
} // namespace note

/// One remark: the scenario file's field ("workload.gpus"), a note:: code, and the number the
/// words need (see each code).
struct InputNote
{
    std::string field;
    std::string code;
    double value = 0;
};

/// One thing that does not fit in a training job's parallel layout: the workload field it concerns
/// ("tensor_parallel_size"), the note:: code the window shows for it (nullptr: none) with the
/// number its words need, and what the loader warns, in English.
struct LayoutProblem
{
    const char *field;
    const char *code;
    double value;
    std::string text;
};

/// What does not fit in `w`'s parallel layout: tensor × pipeline not dividing the GPUs, more
/// stages than layers, a tensor-parallel size that does not divide the heads, expert parallelism
/// on a dense model or not dividing the experts and data-parallel GPUs, accumulation asked of an
/// optimizer stepped in backward. The loader reports them as warnings and checkInputs as notes;
/// parallelLayout() falls back as the texts say.
std::vector<LayoutProblem> layoutProblems(const Workload &w);

/// The remarks on `scenario`'s inputs, in field order; empty when nothing stands out. The
/// catalog's defaults give what an input left unset takes (the global batch per workload kind);
/// its GPUs, which compared options have a training framework's own rate. Never throws.
std::vector<InputNote> checkInputs(const Scenario &scenario, const Catalog &catalog);

} // namespace gpuplanner::model
