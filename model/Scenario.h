#pragma once

#include "Catalog.h"
#include "ModelArch.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner::model {

/// What the GPUs are for (docs/DOMAIN.md, Glossary: inference serving, LoRA/QLoRA, full
/// fine-tuning, pretraining).
enum class WorkloadKind { Inference, Lora, Qlora, FullFinetune, Pretrain };

/// Training optimizer, by the states it keeps per trained value: `AdamW` two fp32 moments
/// (8 bytes, ZeRO paper), `AdamWBf16` two bf16 moments (4 bytes), `AdamW8bit` two 8-bit moments
/// (2 bytes, Dettmers et al. 2022), `SgdMomentum` one fp32 momentum (4 bytes). An fp32 master copy
/// of the weights (4 bytes more) is Workload::masterWeights.
enum class Optimizer { AdamW, AdamWBf16, AdamW8bit, SgdMomentum };

/// Matrices LoRA adapts: every linear layer (QLoRA paper), the four attention projections, or
/// only W_q and W_v (the LoRA paper's choice, PEFT's default for Llama).
enum class LoraTargets { AllLinear, Attention, QueryValue };

/// The matrices of a decoder layer an adapter can sit on, as bits of a set (PEFT's
/// target_modules names in Llama's spelling: q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj,
/// down_proj). A fused q/k/v matrix (c_attn, query_key_value, Wqkv) is LoraQ | LoraK | LoraV;
/// a plain MLP's up and down projections are LoraUp and LoraDown (ModelArch.h, ModuleNaming).
enum LoraModule : unsigned { LoraQ = 1, LoraK = 2, LoraV = 4, LoraO = 8, LoraGate = 16, LoraUp = 32, LoraDown = 64 };

/// How the training loss is computed from the last hidden states. `Standard`: the output layer
/// makes the logits of every token at once and cross-entropy runs on an fp32 copy (Hugging Face
/// transformers' ForCausalLMLoss); `Chunked`: the output layer and the loss run a chunk of tokens
/// at a time, each chunk recomputed in backward (Liger's fused linear cross-entropy, Cut
/// Cross-Entropy, the chunked losses of training libraries), so the full logits never exist.
enum class LossImplementation { Standard, Chunked };
/// The training framework, where the catalog holds a GPU's rate for it apart from the common
/// one (Gpu::frameworkMfu): Generic, the stacks the catalog's `mfu` figures come from (Hugging
/// Face Trainer and Accelerate, DeepSpeed, torchtitan, torchtune, llm-foundry); Megatron,
/// NVIDIA's Megatron-Core with Transformer Engine (Megatron-LM, NeMo, Megatron-Bridge).
enum class TrainingFramework { Generic, Megatron };
/// What the backward pass recomputes instead of keeping (docs/DOMAIN.md, Activations): nothing;
/// each layer's whole forward from its input (Hugging Face gradient_checkpointing, DeepSpeed,
/// Megatron-LM's full recompute); or PyTorch's selective activation checkpointing with
/// torchtitan's op policy (every attention output and every other matrix product kept).
enum class ActivationCheckpointing { None, Full, Selective };

/// Where the model's architecture came from, so a scenario saves the way it was written.
enum class ModelSource { Preset, HfConfig, Inline };

/// The serving load of an inference workload.
struct Serving
{
    double usersPerDay = 1000;     ///< people who use the service on a day
    double requestsPerUser = 10;   ///< requests each of them sends that day
    /// Share of a day's requests that arrive in its busiest hour, 1/24–1; the replicas are sized
    /// for that hour. Unset: the catalog's `peak_hour_share`.
    std::optional<double> peakHourShare;
    double promptTokens = 512;     ///< tokens per request, input
    double outputTokens = 256;     ///< tokens per request, generated
    int concurrency = 8;           ///< requests each replica serves at once (its batch)
    int contextLength = 4096;      ///< tokens of KV cache reserved per sequence
    Precision kvCachePrecision = Precision::Fp16;
    bool continuousBatching = true;   ///< vLLM-style batching; false: one request at a time
    std::optional<double> latencyTargetSeconds; ///< longest acceptable time per request
    /// Longest acceptable wait for the first token, seconds, of a request that arrives alone (its
    /// prompt's prefill): an option slower than that even then is left out. Under load a request
    /// also waits for the prompts before it, so this is a floor a load test still has to check.
    std::optional<double> ttftTargetSeconds;
    /// Share of each GPU's memory the serving engine takes, 0–1 (vLLM's gpu_memory_utilization);
    /// unset: the catalog's `serving_memory_utilization` (0.9, vLLM's default).
    std::optional<double> gpuMemoryUtilization;
    /// Tokens of the engine's largest forward pass, which its start-up profiling runs to size its
    /// working memory (vLLM's max_num_batched_tokens); unset: the engine's default for the GPU
    /// (catalog `engine_batch_defaults`). Engines without chunked prefill use the context length
    /// here (vLLM before V1).
    std::optional<double> maxNumBatchedTokens;
    /// Most sequences the engine runs at once (vLLM's max_num_seqs): its start-up profiling samples
    /// once for each of them to size its working memory. Unset: the engine's default for the GPU
    /// (catalog `engine_batch_defaults`: vLLM's 1,024 on GPUs of 70 GiB or more other than the
    /// A100, 256 on the others).
    std::optional<double> maxNumSeqs;

    /// Requests per day: usersPerDay × requestsPerUser.
    double requestsPerDay() const { return usersPerDay * requestsPerUser; }
    /// Tokens a sequence holds on average while it decodes: the prompt and half the output, at
    /// most the context length.
    double meanContext() const { return std::min(double(contextLength), promptTokens + outputTokens / 2.0); }
    /// Sequences a replica decodes together: the concurrency, at most the engine's max_num_seqs
    /// (vLLM's scheduler runs no more; the rest wait), one without continuous batching.
    int batch() const
    {
        if (!continuousBatching)
            return 1;
        const double limit = maxNumSeqs.value_or(double(concurrency));
        return std::max(1, int(std::min(double(concurrency), limit)));
    }
};

/// The workload of a scenario (resources/SCENARIO.md: the `workload` object).
struct Workload
{
    WorkloadKind kind = WorkloadKind::Lora;
    ModelSource modelSource = ModelSource::Preset;
    std::string modelPreset;       ///< preset id when modelSource == Preset
    std::string hfConfigPath;      ///< as written in the file when modelSource == HfConfig
    ModelArch arch;                ///< resolved architecture (paramsOverride = the "params" slider)
    Precision precision = Precision::Bf16;
    std::string weightFormat;      ///< catalog weight format id ("" = `precision`), e.g. gguf_q4_k_m
    bool optimizerOffload = false; ///< optimizer states in CPU memory (ZeRO-Offload)
    Optimizer optimizer = Optimizer::AdamW;
    /// 16-bit training keeps an fp32 copy of the trained weights for the update (mixed precision,
    /// Micikevicius et al. 2018; DeepSpeed, Megatron-LM, FSDP's MixedPrecision); false: the
    /// weights are updated in place in their 16-bit dtype (pure bf16 training, e.g. torchtune).
    bool masterWeights = true;
    /// The optimizer steps each parameter as soon as its gradient is complete in backward and frees
    /// the gradient (PyTorch's post-accumulate-grad hooks; torchtune's optimizer_in_bwd): only the
    /// largest tensor's gradient is alive at once. Rules out gradient accumulation.
    bool optimizerInBackward = false;
    /// Full training: gradients are accumulated and reduced in fp32 (4 bytes each) rather than in
    /// the weights' 16-bit dtype (Megatron Core's DistributedDataParallelConfig.grad_reduce_in_fp32;
    /// on in Megatron-LM's and Megatron-Bridge's bf16 mixed precision, off in NVIDIA's
    /// performance recipes). Doubles the gradient buffer and the data-parallel traffic.
    bool gradReduceInFp32 = false;
    /// Saved activations are copied to CPU memory after the forward pass and brought back for the
    /// backward (torchtune's enable_activation_offloading, DeepSpeed's cpu_checkpointing): the GPU
    /// keeps only the layers in flight.
    bool activationOffload = false;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::AllLinear;
    /// lora_targets given as module names that are none of the named choices (LoraModule bits);
    /// 0: `loraTargets` decides. Choosing a named set clears it.
    unsigned loraModules = 0;
    int sequenceLength = 2048;     ///< tokens per training sample
    int microBatchSize = 1;        ///< samples per GPU per step
    ActivationCheckpointing checkpointing = ActivationCheckpointing::Full;
    bool flashAttention = true;    ///< attention scores recomputed, not stored (Dao et al. 2022)
    /// Training: the model runs compiled by torch.compile (fused kernels), faster by the catalog's
    /// torch_compile_speedup (effectiveMfu).
    bool torchCompile = false;
    LossImplementation lossImplementation = LossImplementation::Standard;
    /// Training: the framework whose published rate on the GPU, where the catalog has one for
    /// the precision computed in, replaces the common MFU (frameworkMfu).
    TrainingFramework trainingFramework = TrainingFramework::Generic;
    int gpus = 1;                  ///< GPUs the workload runs on
    /// Training: sequences per optimizer step over all data-parallel GPUs and accumulation steps;
    /// unset: the catalog's default for the workload kind (`global_batch_size`). Gradient
    /// accumulation = global batch / (micro-batch × data-parallel GPUs), at least 1.
    std::optional<double> globalBatchSize;
    /// Training: GPUs each layer's matrices are split over (Megatron-LM tensor parallelism,
    /// Shoeybi et al. 2019, with sequence parallelism, Korthikanti et al. 2022).
    int tensorParallelSize = 1;
    /// Training: stages the layers are split into, run as a 1F1B pipeline (Narayanan et al. 2021).
    int pipelineParallelSize = 1;
    /// Training: GPUs each sequence's tokens are split over (Megatron Core's context_parallel_size,
    /// ring attention: Liu et al. 2023); they hold the same weights and exchange keys and values
    /// every layer.
    int contextParallelSize = 1;
    /// Training, pipeline parallelism: model chunks per pipeline GPU under the interleaved 1F1B
    /// schedule (Megatron Core's virtual_pipeline_model_parallel_size; Narayanan et al. 2021,
    /// section 2.2.2): each GPU holds this many non-adjacent runs of layers, so the pipeline fills
    /// and drains this many times faster; 1: the plain 1F1B schedule.
    int virtualPipelineSize = 1;
    /// Training, mixture of experts: GPUs the routed experts are spread over, inside the
    /// data-parallel group (each holds experts / size of them; GShard, Lepikhin et al. 2020).
    int expertParallelSize = 1;
    /// Training, expert parallelism: the stack runs one micro-batch's all-to-alls beside another
    /// micro-batch's computation (Megatron Core's overlap_moe_expert_parallel_comm, DeepSeek-V3's
    /// DualPipe), so only what that computation cannot hide adds time; false: the all-to-alls
    /// hold up the layer, as by default in Megatron Core and DeepSpeed-MoE.
    bool overlapMoeExpertParallelComm = false;
    int zeroStage = 0;             ///< 0–3 (Rajbhandari et al. 2020)
    double trainTokens = 1e9;      ///< tokens processed in total (dataset tokens × epochs)
    std::optional<double> mfu;     ///< overrides the catalog's default MFU, 0–1
    Serving serving;
};

/// User overrides of catalog defaults (any field left empty uses the catalog's).
/// A scenario's `uncertainty` (resources/SCENARIO.md): ranges on or off, and its own sampling
/// settings and input spreads over the catalog's (Uncertainty.h).
struct ScenarioUncertainty
{
    bool enabled = true;
    std::optional<int> samples;
    std::optional<double> seed;
    std::map<std::string, std::pair<double, double>> inputs; ///< key → (p10, p90) factors
};

struct Overrides
{
    std::optional<double> overheadFixedGb, overheadFraction, cnyPerUsd, vgpuContention;
};

/// One entry of a scenario's `compare.offerings`. A catalog offering is kept by its id (and the
/// units rented at a time) and resolved against the catalog in force at every evaluation
/// (resolveOfferings in Evaluate.h), so an edit of the catalog reaches every open scenario; the
/// scenario's own (inline) offering carries its own terms.
struct OfferingChoice
{
    std::string id;              ///< catalog offering id, or the own offering's id
    int units = 1;               ///< a catalog offering is rented at least this many units at a time
    std::optional<Offering> own; ///< the scenario's own offering, used as given (prices local
                                 ///< when `own->inlinePrice`)
    nlohmann::json spec;         ///< the entry as written in the file, saved back unchanged

    /// A catalog offering by id (`{"offering": id, "units": n}` when `units` > 1).
    static OfferingChoice catalogEntry(const std::string &id, int units = 1);
    /// The scenario's own offering; `spec` is what Save writes for it (the inline object as
    /// read; empty gives its id, for scenarios built in code and never saved).
    static OfferingChoice ownOffering(Offering offering, nlohmann::json spec = {});
};

/// A whole scenario: workload, period or budget, data, and what to compare. Its scalar inputs
/// (file key, range, label, unit, which kinds use them) are described once in InputFields.h;
/// the loader, Save, the input panel and the report follow that table.
struct Scenario
{
    std::string name = "Untitled";
    std::string nameZh;                 ///< the name in Chinese ("name_zh", optional), shown in a Chinese UI
    std::string currency = "CNY";       ///< "CNY" or "USD"
    Workload workload;
    std::optional<double> durationHours; ///< fixed rental period, hours
    std::optional<double> budget;        ///< in `currency`
    double datasetGb = 0;                ///< data moved in before work starts, GB (10^9 bytes)
    double checkpointGb = 0;             ///< one checkpoint, GB: kept on disk and moved out once
    /// Checkpoints kept on disk at once (each with optimizer states for resuming, several times
    /// the weights): what the disks hold is checkpointGb × this.
    int checkpointsKept = 1;
    /// Days the disks (system disk, dataset, kept checkpoints) stay after the job until they are
    /// deleted: billed as kept storage (CostBreakdown::keptStorage).
    double retentionDays = 0;
    /// Training on spot: the job saves a checkpoint when the platform warns of a reclaim
    /// (BillingTerms::spotNoticeHours), so a reclaim loses the notice and a restart instead of
    /// half a checkpoint interval.
    bool checkpointOnNotice = false;
    double prepHours = 0;                ///< data preparation before training, hours (CPU work)
    /// Share of each GPU's memory (capacity: card, MIG profile or vGPU share) an estimate should
    /// leave free, 0–0.5; an option that fits with less carries warning::kTightFit. 0.05: the
    /// memory estimate fell short of the measured peak in 5 of the 27 memory cases of
    /// tests/reference/cases.json, by 0.4–6.3% (median 4.8%) – allocator fragmentation and
    /// buffers it does not count (docs/DOMAIN.md, Fit).
    double memoryHeadroom = 0.05;
    std::vector<std::string> compareRegions;   ///< empty: catalog defaults
    std::vector<OfferingChoice> offerings;    ///< compare.offerings (empty: catalog defaults)
    Overrides overrides;
    ScenarioUncertainty uncertainty;
    /// Today's date (ISO, "2026-11-30") for flagging stale prices; "" leaves them unflagged.
    /// Set by the program, never read from or written to the file.
    std::string today;
    /// What loading noticed but tolerated (unknown fields, defaults assumed for missing inputs),
    /// one "<file>: <field>: <what>" line each. Not saved.
    std::vector<std::string> loadWarnings;
};

/// Reads a file relative to the scenario (for `{"hf_config": "..."}`); returns its text or
/// throws InputError naming the file. Supplied by the caller: the model does no file I/O.
using ReadRelativeFile = std::function<std::string(const std::string &relativePath)>;

/// Parses scenario JSON text (format "gpuplanner-scenario", version 1, resources/SCENARIO.md).
/// Missing optional fields take the defaults of Workload/Serving; ids are checked against
/// `catalog`.
/// Throws InputError naming `file` and the field.
Scenario parseScenario(const std::string &text, const std::string &file, const Catalog &catalog,
                       const ReadRelativeFile &readFile);

/// Serialises a scenario to the same format parseScenario reads (what Save writes).
nlohmann::json scenarioToJson(const Scenario &scenario);

/// A scenario with the given preset's architecture and the catalog defaults: what New creates.
/// Throws InputError if the catalog has no models.
Scenario defaultScenario(const Catalog &catalog);

/// File keys of the enums ("inference", "lora", ...; "adamw", ...; "all_linear", ...).
const char *workloadKindKey(WorkloadKind k);
const char *optimizerKey(Optimizer o);
const char *loraTargetsKey(LoraTargets t);
const char *lossImplementationKey(LossImplementation l);
const char *trainingFrameworkKey(TrainingFramework f);
const char *checkpointingKey(ActivationCheckpointing c);
/// Inverses of the key functions above; nullopt for an unknown key.
std::optional<WorkloadKind> workloadKindFromKey(const std::string &key);
std::optional<Optimizer> optimizerFromKey(const std::string &key);
std::optional<LoraTargets> loraTargetsFromKey(const std::string &key);
std::optional<LossImplementation> lossImplementationFromKey(const std::string &key);
std::optional<TrainingFramework> trainingFrameworkFromKey(const std::string &key);
std::optional<ActivationCheckpointing> checkpointingFromKey(const std::string &key);
/// Reads lora_targets given as a list of module names (PEFT's target_modules, any order) into
/// `w`: a named set when the list is one (the seven linear layers → all_linear, q/k/v/o_proj →
/// attention, q/v_proj → q_v), else the list as `loraModules`. Names of every family the config
/// reader knows are read (ModuleNaming: q_proj…, c_attn, c_proj, c_fc, query_key_value, dense,
/// dense_h_to_4h, dense_4h_to_h, Wqkv, out_proj; GPT-J's fc_in, fc_out); a dotted path matches
/// as PEFT matches it, by its end ("self_attn.q_proj" is q_proj, "attn.c_proj" GPT-2's attention
/// output, "c_proj" both of GPT-2's). Returns "" when read, else the entry that names no known
/// matrix ("(an empty list)" for none); `w` is then unchanged.
std::string setLoraModules(Workload &w, const std::vector<std::string> &modules);
/// The module names of `w`'s lora_targets when they are a list that is no named set, in the
/// spelling of `w.arch`'s family (ModuleNaming); empty else. Read back, they give the same set.
std::vector<std::string> loraModuleNames(const Workload &w);
/// Every module name setLoraModules reads, comma-separated (for messages).
std::string knownLoraModuleNames();
/// The adapted matrices of `w` (LoraModule bits).
unsigned adaptedModules(const Workload &w);
/// The matrices a named set adapts (LoraModule bits).
unsigned loraModulesOf(LoraTargets t);
bool isTraining(WorkloadKind k);
/// How a training job's GPUs are arranged: tensor × pipeline × data-parallel = GPUs, expert
/// parallelism inside the data-parallel group, and the batch of one optimizer step.
struct ParallelLayout
{
    int tensor = 1;            ///< tensor_parallel_size
    int pipeline = 1;          ///< pipeline_parallel_size
    int virtualStages = 1;     ///< model chunks per pipeline GPU (interleaved 1F1B); 1 without
    int expert = 1;            ///< expert_parallel_size
    int context = 1;           ///< context_parallel_size: GPUs sharing each sequence's tokens
    int data = 1;              ///< GPUs / (tensor × pipeline × context), at least 1: the copies
                               ///< that each run their own sequences
    /// GPUs holding the same weights, whose gradients are reduced together and over which ZeRO
    /// shards: data × context (Megatron Core's data-parallel group with context parallelism).
    int weightCopies() const { return data * context; }
    double globalBatch = 1;    ///< sequences per optimizer step (a multiple of micro × data)
    double accumulation = 1;   ///< micro-batches each GPU runs per optimizer step
};

/// The layout of `w` on `gpus` GPUs; `defaultGlobalBatch` is used when the workload sets none.
/// Sizes that do not fit are clamped (tensor, pipeline and context to the GPUs, expert to the GPUs
/// holding the same weights); checkInputs says so.
ParallelLayout parallelLayout(const Workload &w, int gpus, double defaultGlobalBatch);

/// Whether training can split `a` over `tensor` tensor-parallel GPUs: Megatron-LM divides each
/// layer's attention heads, its KV heads (query groups) and its MLP width (each expert's, for a
/// mixture of experts) evenly and refuses a size that leaves a remainder (Megatron Core's
/// attention and ColumnParallelLinear, `divide`). Always true for 1.
bool tensorParallelSplits(const ModelArch &a, int tensor);

/// Whether a serving engine can split one replica of `a` over `gpus` GPUs by tensor parallelism:
/// vLLM divides the attention heads evenly, and the KV heads too unless there are fewer of them
/// than GPUs, when each is copied to a whole number of GPUs (ModelConfig's check against the
/// parallel config; its QKV layer's replication). Always true for 1.
bool servingTensorParallelSplits(const ModelArch &a, int gpus);

/// The catalog's global batch (sequences per optimizer step) for workloads of `kind`; 1 when it
/// names none (inference, or a catalog without the entry).
double defaultGlobalBatch(const CatalogDefaults &defaults, WorkloadKind kind);

/// LoRA or QLoRA: adapters trained on a frozen base.
inline bool isLora(WorkloadKind k) { return k == WorkloadKind::Lora || k == WorkloadKind::Qlora; }
/// Whether `w` trains its whole model with Megatron Core and Transformer Engine, whose layers
/// save their own set of tensors (docs/DOMAIN.md, Activations: Megatron Core).
inline bool megatronLayers(const Workload &w) { return w.trainingFramework == TrainingFramework::Megatron && !isLora(w.kind); }
/// Megatron Core's selective recompute (recompute_granularity "selective", its default module
/// core_attn): the backward pass runs attention's core again from the q, k and v the layer keeps
/// anyway, so it saves no memory where attention is fused and costs one more attention forward.
inline bool recomputesCoreAttention(const Workload &w)
{
    return megatronLayers(w) && w.checkpointing == ActivationCheckpointing::Selective;
}

/// Full fine-tuning or pretraining: every weight is trained.
inline bool isFullTraining(WorkloadKind k) { return k == WorkloadKind::FullFinetune || k == WorkloadKind::Pretrain; }

/// FP8 mixed-precision training: full fine-tuning or pretraining at precision fp8. The weights and
/// gradients are held in bf16 (with the fp32 master copy of `master_weights`) and each linear
/// layer casts its inputs to FP8 for its products; attention and the rest stay in bf16 (NVIDIA
/// Transformer Engine's fp8_autocast, torchao's Float8Linear, DeepSeek-V3 report section 3.3).
inline bool isFp8Training(const Workload &w)
{
    return w.precision == Precision::Fp8 && isFullTraining(w.kind);
}

/// Training whose linear layers compute in FP8: FP8 training (isFp8Training) and LoRA on an fp8
/// base; QLoRA computes in bf16 whatever the precision. Attention stays in bf16 (fp8BlendedMfu).
inline bool computesLinearsInFp8(const Workload &w)
{
    return w.precision == Precision::Fp8 && w.kind != WorkloadKind::Inference && w.kind != WorkloadKind::Qlora;
}

/// Bytes per element of the weights and gradients a workload holds: its precision's
/// (bytesPerElement), except FP8 training, which holds them in bf16 (2; isFp8Training).
inline double heldBytesPerElement(const Workload &w)
{
    return isFp8Training(w) ? 2.0 : bytesPerElement(w.precision);
}

/// Bytes per element of the gradients full training holds and reduces: 4 with
/// `gradReduceInFp32`, else as held (heldBytesPerElement).
inline double gradientBytesPerElement(const Workload &w)
{
    return w.gradReduceInFp32 ? std::max(4.0, heldBytesPerElement(w)) : heldBytesPerElement(w);
}

/// Most GPUs a workload may use (workload.gpus), and the most the planner suggests renting for
/// memory (OptionResult::wouldFit): at most this many GPUs in all, so counts × GPUs fit an int.
inline constexpr int kMaxGpus = 100000;

/// Most options (compared offerings × regions) one scenario may compare; a file asking for more
/// is refused (resources/SCENARIO.md, Limits). Ten times the built-in catalog in every region is
/// about 2,900; the analysis of 5,000 stays under a second (bench_planner).
inline constexpr std::size_t kMaxComparedOptions = 5000;

/// Model FLOPs utilisation in force, 0–1, as a share of the peak of the precision the workload
/// computes in (peakFlopsFor). On `gpu` (may be null): the scenario's override as it is, else the
/// GPU's figure for that precision (QLoRA: bf16; a GPU without it: the one it falls back to),
/// else the catalog default, either times the catalog's `mfu_ratio` for the workload kind (LoRA,
/// QLoRA). Training in FP8 (computesLinearsInFp8) runs its linear layers at the GPU's fp8 figure
/// and its attention at the bf16 figure and peak; the result is the blend as a share of the fp8
/// peak (fp8BlendedMfu). A GPU without an fp8 figure gets no FP8 gain there: its linear layers
/// at its bf16 rate. Serving in FP8 (servesInFp8) blends the same way with the GPU's 16-bit
/// figure for both parts. Training compiled with torch.compile (Workload::torchCompile) runs the
/// catalog's torch_compile_speedup times as fast; a scenario's own MFU is taken as measured with
/// its stack, compile included.
double effectiveMfu(const Scenario &s, const Catalog &c, const Gpu *gpu = nullptr);

/// The speed-up of training compiled with torch.compile: the catalog's torch_compile_speedup for
/// a training workload that compiles (Workload::torchCompile), else 1.
double compileSpeedup(const Workload &w, const CatalogDefaults &d);

} // namespace gpuplanner::model
