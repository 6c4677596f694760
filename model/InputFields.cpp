#include "InputFields.h"

#include "Evaluate.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace gpuplanner::model {

namespace {

/// Longest sequence or KV cache per sample, tokens.
constexpr long long kMaxTokensPerSample = 10'000'000;

/// The serving engine's scheduler defaults the scenario's own memory figure uses
/// (scenarioTakesLargeGpuEngine), what an unset max_num_batched_tokens or max_num_seqs shows.
const EngineBatchDefaults &engineDefaultsShown(const Scenario &s, const Catalog &c)
{
    return scenarioTakesLargeGpuEngine(c, s, c.defaults) ? c.defaults.largeGpuEngine : c.defaults.otherGpuEngine;
}

// Accessors from a reference to the scenario's member: `ref` is a generic lambda
// `[](auto &s) -> auto & { return s.member; }`, giving a const reference on a const Scenario.

/// A double or int member (an int is set rounded to the nearest whole number).
template <typename Ref>
FieldAccess number(Ref ref)
{
    return {[ref](const Scenario &s) -> FieldValue { return double(ref(s)); },
            [ref](Scenario &s, const FieldValue &v) {
                auto &member = ref(s);
                using T = std::remove_reference_t<decltype(member)>;
                if constexpr (std::is_integral_v<T>)
                    member = T(std::llround(std::get<double>(v)));
                else
                    member = std::get<double>(v);
            }};
}

/// A std::optional<double> member: std::monostate while it is not set.
template <typename Ref>
FieldAccess optionalNumber(Ref ref)
{
    return {[ref](const Scenario &s) -> FieldValue {
                if (const auto &v = ref(s))
                    return *v;
                return std::monostate{};
            },
            [ref](Scenario &s, const FieldValue &v) {
                if (const double *number = std::get_if<double>(&v))
                    ref(s) = *number;
                else
                    ref(s).reset();
            }};
}

/// A bool member.
template <typename Ref>
FieldAccess flag(Ref ref)
{
    return {[ref](const Scenario &s) -> FieldValue { return bool(ref(s)); },
            [ref](Scenario &s, const FieldValue &v) { ref(s) = std::get<bool>(v); }};
}

/// An enum member, as its file key: `keyOf` gives the key, `fromKey` the value (nullopt for an
/// unknown key, which leaves the member unchanged).
template <typename Ref, typename KeyOf, typename FromKey>
FieldAccess keyed(Ref ref, KeyOf keyOf, FromKey fromKey)
{
    return {[ref, keyOf](const Scenario &s) -> FieldValue { return std::string(keyOf(ref(s))); },
            [ref, fromKey](Scenario &s, const FieldValue &v) {
                if (const auto value = fromKey(std::get<std::string>(v)))
                    ref(s) = *value;
            }};
}

/// The keys of `values` as choices named by the views' words for the enum.
template <typename E, typename KeyOf>
std::vector<FieldChoice> keysOf(std::initializer_list<E> values, KeyOf keyOf)
{
    std::vector<FieldChoice> choices;
    for (E v : values)
        choices.push_back({keyOf(v), nullptr});
    return choices;
}

/// The precisions, in the order files' error messages and the panel list them.
std::vector<FieldChoice> precisionChoices()
{
    return keysOf({Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8,
                   Precision::Int4},
                  precisionKey);
}

// Each entry names only what differs from InputField's defaults; GCC before 14 and older clang
// warn about the members a designated initializer leaves out (GCC PR 96868), which is the point.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
using enum FieldType;
using G = FieldGroup;
using U = FieldUnit;
using C = FieldControl;
using S = FieldScale;

/// The workload inputs, in panel order.
std::vector<InputField> workloadFields()
{
    return {
        {.key = "workload.kind", .type = Choice,
         .choices = keysOf({WorkloadKind::Inference, WorkloadKind::Lora, WorkloadKind::Qlora,
                            WorkloadKind::FullFinetune, WorkloadKind::Pretrain},
                           workloadKindKey),
         .words = ChoiceWords::WorkloadKind,
         .access = keyed([](auto &s) -> auto & { return s.workload.kind; }, workloadKindKey, workloadKindFromKey),
         .group = G::Workload, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Workload"), .objectName = "kind"},
        {.key = "workload.precision", .type = Choice, .choices = precisionChoices(),
         .words = ChoiceWords::Precision,
         .access = keyed([](auto &s) -> auto & { return s.workload.precision; }, precisionKey, precisionFromKey),
         .group = G::Workload, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Precision"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Number format of the weights. Full training in FP8 keeps "
                                                            "the weights and gradients in bf16 and computes the linear "
                                                            "layers in FP8; attention stays in bf16. A card without "
                                                            "FP8 trains at bf16.")},
        {.key = "workload.gpus", .type = Integer, .minimum = 1, .maximum = kMaxGpus,
         .access = number([](auto &s) -> auto & { return s.workload.gpus; }),
         .group = G::Workload, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "GPUs"), .panelMinimum = 1, .panelMaximum = 1024,
         .scale = S::Log, .objectName = "gpus"},
        {.key = "memory_headroom", .type = Number, .minimum = 0.0, .maximum = 0.5,
         .access = number([](auto &s) -> auto & { return s.memoryHeadroom; }), .omitWhenDefault = true,
         .group = G::Workload, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Share of GPU memory to keep free"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Share of each GPU's memory the estimate should leave free; an option that fits with less is marked a tight fit. 5%: the estimate fell short of measured peaks by up to 6% (median 5%)"),
         .unit = U::Percent, .control = C::SpinBox, .panelMinimum = 0, .panelMaximum = 50, .decimals = 0, .step = 1,
         .displayScale = 0.01, .objectName = "memoryHeadroom"},
        {.key = "workload.mfu", .type = OptionalNumber, .minimum = 0.01, .maximum = 1.0,
         .access = optionalNumber([](auto &s) -> auto & { return s.workload.mfu; }),
         .group = G::Workload, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "MFU (model FLOPs utilisation)"), .decimals = 2,
         .inPanel = false, .inReport = false},
    };
}

/// The training inputs, in panel order.
std::vector<InputField> trainingFields()
{
    return {
        {.key = "workload.optimizer", .type = Choice,
         .choices = keysOf({Optimizer::AdamW, Optimizer::AdamWBf16, Optimizer::AdamW8bit, Optimizer::SgdMomentum},
                           optimizerKey),
         .words = ChoiceWords::Optimizer,
         .access = keyed([](auto &s) -> auto & { return s.workload.optimizer; }, optimizerKey, optimizerFromKey),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Optimizer")},
        {.key = "workload.master_weights", .type = Boolean,
         .access = flag([](auto &s) -> auto & { return s.workload.masterWeights; }),
         .kinds = kFullTrainingKinds, .group = G::Training,
         .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "fp32 master weights (+4 bytes per weight)"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Mixed-precision training (DeepSpeed, Megatron-LM, FSDP) updates an fp32 copy of the 16-bit weights; pure bf16 training (e.g. torchtune) updates the weights in place and needs no copy")},
        {.key = "workload.optimizer_in_backward", .type = Boolean,
         .access = flag([](auto &s) -> auto & { return s.workload.optimizerInBackward; }),
         .kinds = kFullTrainingKinds, .group = G::Training,
         .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Optimizer in backward (frees gradients)"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Each weight is updated as soon as its gradient is ready and the gradient is freed (torchtune: optimizer_in_bwd), so only the largest tensor's gradient is held; no gradient accumulation")},
        {.key = "workload.grad_reduce_in_fp32", .type = Boolean,
         .access = flag([](auto &s) -> auto & { return s.workload.gradReduceInFp32; }),
         .kinds = kFullTrainingKinds, .group = G::Training,
         .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "fp32 gradients (+2 bytes per weight)"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Gradients are summed and reduced across GPUs in fp32 instead of the weights' 16-bit type (Megatron Core: grad_reduce_in_fp32; Megatron-LM and Megatron-Bridge turn it on with bf16, NVIDIA's speed recipes turn it off): a 4-byte gradient per weight and twice the gradient traffic")},
        {.key = "workload.sequence_length", .type = Integer, .minimum = 1, .maximum = kMaxTokensPerSample,
         .access = number([](auto &s) -> auto & { return s.workload.sequenceLength; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Sequence length"), .unit = U::Tokens,
         .panelMinimum = 128, .panelMaximum = 131072, .scale = S::Log, .objectName = "sequenceLength"},
        {.key = "workload.micro_batch_size", .type = Integer, .minimum = 1, .maximum = 1000000,
         .access = number([](auto &s) -> auto & { return s.workload.microBatchSize; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Micro-batch"),
         .panelMinimum = 1, .panelMaximum = 256, .scale = S::Log},
        {.key = "workload.global_batch_size", .type = OptionalNumber, .minimum = 1.0, .maximum = 1e8, .wholeNumber = true,
         .access = optionalNumber([](auto &s) -> auto & { return s.workload.globalBatchSize; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Global batch"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Sequences per optimizer step, all GPUs together; gradients are synchronised once per step, and micro-batches beyond what the GPUs run at once are accumulated"),
         .checkLabel = GPUPLANNER_TRANSLATE_NOOP("InputField", "Set the global batch"),
         .panelMinimum = 1, .panelMaximum = 65536, .scale = S::Log,
         .unsetValueFor = [](const Scenario &s, const Catalog &c) { return defaultGlobalBatch(c.defaults, s.workload.kind); },
         .unsetFromCatalog = true,
         .objectName = "globalBatchSize"},
        {.key = "workload.tensor_parallel_size", .type = Integer, .minimum = 1, .maximum = kMaxGpus,
         .access = number([](auto &s) -> auto & { return s.workload.tensorParallelSize; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Tensor parallel GPUs"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "GPUs each layer's matrices are split over (Megatron-LM); they talk every layer, so keep them inside one server"),
         .usedOn = [](const Scenario &s) { return s.workload.gpus > 1; },
         .control = C::SpinBox, .panelMinimum = 1, .panelMaximum = 1024},
        {.key = "workload.pipeline_parallel_size", .type = Integer, .minimum = 1, .maximum = kMaxGpus,
         .access = number([](auto &s) -> auto & { return s.workload.pipelineParallelSize; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Pipeline stages"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Stages the layers are split into; each stage waits while the pipeline fills and drains"),
         .usedOn = [](const Scenario &s) { return s.workload.gpus > 1; },
         .control = C::SpinBox, .panelMinimum = 1, .panelMaximum = 1024},
        {.key = "workload.context_parallel_size", .type = Integer, .minimum = 1, .maximum = kMaxGpus,
         .access = number([](auto &s) -> auto & { return s.workload.contextParallelSize; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Context parallel GPUs"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "GPUs each sequence's tokens are split over (Megatron Core: context_parallel_size), for long sequences: each holds 1/n of the activations and the loss's logits, and they pass keys and values round a ring every layer while attention computes. They hold the same weights, so ZeRO shards over them too"),
         .usedOn = [](const Scenario &s) { return s.workload.gpus > 1; },
         .control = C::SpinBox, .panelMinimum = 1, .panelMaximum = 1024},
        {.key = "workload.virtual_pipeline_model_parallel_size", .type = Integer, .minimum = 1, .maximum = 1024,
         .access = number([](auto &s) -> auto & { return s.workload.virtualPipelineSize; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Virtual stages per GPU"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Interleaved pipeline (Megatron Core: virtual_pipeline_model_parallel_size): each GPU holds this many separate runs of layers, so the pipeline fills and drains that many times faster, for a little more activation memory. 1: plain 1F1B"),
         .usedOn = [](const Scenario &s) { return s.workload.gpus > 1 && s.workload.pipelineParallelSize > 1; },
         .control = C::SpinBox, .panelMinimum = 1, .panelMaximum = 64},
        {.key = "workload.expert_parallel_size", .type = Integer, .minimum = 1, .maximum = kMaxGpus,
         .access = number([](auto &s) -> auto & { return s.workload.expertParallelSize; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Expert parallel GPUs"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Mixture of experts: GPUs the experts are spread over, each holding a share of them; tokens travel to their experts and back every layer"),
         .usedOn = [](const Scenario &s) { return s.workload.gpus > 1 && s.workload.arch.experts > 1; },
         .control = C::SpinBox, .panelMinimum = 1, .panelMaximum = 1024},
        {.key = "workload.overlap_moe_expert_parallel_comm", .type = Boolean,
         .access = flag([](auto &s) -> auto & { return s.workload.overlapMoeExpertParallelComm; }),
         .kinds = kTrainingKinds, .group = G::Training,
         .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Hide expert traffic behind computation"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "The stack sends one micro-batch's tokens to their experts while it computes another's (Megatron Core: overlap_moe_expert_parallel_comm; DeepSeek-V3: DualPipe), so the all-to-alls cost time only where the computation is shorter. Off: each layer waits for its tokens, as in Megatron Core by default"),
         .usedOn = [](const Scenario &s) { return s.workload.expertParallelSize > 1 && s.workload.arch.experts > 1; }},
        {.key = "workload.train_tokens", .type = Number, .minimum = 1.0, .maximum = 1e16,
         .access = number([](auto &s) -> auto & { return s.workload.trainTokens; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Training tokens"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Tokens processed in total: dataset tokens × epochs, in billions"), .unit = U::Billions,
         .panelMinimum = 0.001, .panelMaximum = 100000, .scale = S::Log, .decimals = 3, .displayScale = 1e9,
         .objectName = "trainTokens"},
        {.key = "workload.lora_rank", .type = Integer, .minimum = 1, .maximum = 65536,
         .access = number([](auto &s) -> auto & { return s.workload.loraRank; }),
         .kinds = kLoraKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "LoRA rank"), .control = C::SpinBox,
         .panelMinimum = 1, .panelMaximum = 1024},
        {.key = "workload.lora_targets", .type = Choice,
         .choices = {{"all_linear", GPUPLANNER_TRANSLATE_NOOP("InputField", "All linear layers")}, {"attention", GPUPLANNER_TRANSLATE_NOOP("InputField", "Attention only")},
                     {"q_v", GPUPLANNER_TRANSLATE_NOOP("InputField", "W_q and W_v only")}},
         // Choosing a named set here replaces a list of module names read from a file.
         .access = {[](const Scenario &s) -> FieldValue { return std::string(loraTargetsKey(s.workload.loraTargets)); },
                    [](Scenario &s, const FieldValue &v) {
                        if (const auto t = loraTargetsFromKey(std::get<std::string>(v))) {
                            s.workload.loraTargets = *t;
                            s.workload.loraModules = 0;
                        }
                    }},
         .kinds = kLoraKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "LoRA targets"),
         .aliases = {{"all-linear", "all_linear"}}, // PEFT's own spelling
         .readList = [](Scenario &s, const std::vector<std::string> &modules) -> std::string {
             const std::string bad = setLoraModules(s.workload, modules);
             return bad.empty() ? bad
                                : "\"" + bad + "\" is not a matrix the planner adapts; expected module names among "
                                      + knownLoraModuleNames() + " (at least one)";
         },
         .writeList = [](const Scenario &s) { return loraModuleNames(s.workload); }},
        {.key = "workload.zero_stage", .type = Integer, .minimum = 0, .maximum = 3,
         .access = number([](auto &s) -> auto & { return s.workload.zeroStage; }),
         // LoRA and QLoRA too: ZeRO-3 / FSDP shard their frozen base weights (Memory.cpp), and
         // what would fit a LoRA job that one GPU cannot hold is said in those words.
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "ZeRO stage"), .control = C::List,
         .panelMinimum = 0, .panelMaximum = 3},
        {.key = "workload.gradient_checkpointing", .type = Choice,
         .choices = {{"full", GPUPLANNER_TRANSLATE_NOOP("InputField", "Full: each layer recomputed from its input")},
                     {"selective", GPUPLANNER_TRANSLATE_NOOP("InputField", "Selective: attention outputs and every other matrix product kept")},
                     {"none", GPUPLANNER_TRANSLATE_NOOP("InputField", "None: every activation kept")}},
         .access = keyed([](auto &s) -> auto & { return s.workload.checkpointing; }, checkpointingKey,
                         checkpointingFromKey),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Gradient checkpointing"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "What the backward pass recomputes instead of keeping. Full: Hugging Face's gradient_checkpointing, DeepSpeed, Megatron-LM's full recompute (one more forward pass). Selective: PyTorch's selective checkpointing with torchtitan's default op policy (about a third of a forward recomputed). With Megatron-Core as the training framework, Selective is Megatron's own selective recompute: attention's core runs again and every activation is kept"),
         .aliases = {{true, "full"}, {false, "none"}}}, // the file's form before "selective"
        {.key = "workload.flash_attention", .type = Boolean,
         .access = flag([](auto &s) -> auto & { return s.workload.flashAttention; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "FlashAttention"), .inPanel = false},
        {.key = "workload.torch_compile", .type = Boolean,
         .access = flag([](auto &s) -> auto & { return s.workload.torchCompile; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Compiled with torch.compile"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "The training stack compiles the model (torchtitan and torchtune: compile = True; Hugging Face: torch_compile). Fused kernels ran 1.16–1.27 times as fast in published runs; the catalog's torch_compile_speedup applies")},
        {.key = "workload.training_framework", .type = Choice,
         .choices = {{"generic", GPUPLANNER_TRANSLATE_NOOP("InputField", "PyTorch stacks (Hugging Face, DeepSpeed)")},
                     {"megatron", GPUPLANNER_TRANSLATE_NOOP("InputField", "Megatron-Core (NeMo, Megatron-LM)")}},
         .access = keyed([](auto &s) -> auto & { return s.workload.trainingFramework; }, trainingFrameworkKey,
                         trainingFrameworkFromKey),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Training framework"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Which software trains the model: PyTorch stacks (Hugging Face Trainer, DeepSpeed, torchtitan, torchtune, llm-foundry) or NVIDIA's Megatron-Core (Megatron-LM, NeMo, Megatron-Bridge). Where the catalog holds a framework's own published rate on the GPU, that rate replaces the common MFU: NVIDIA's Megatron-Core trains in FP8 on H100-class GPUs about 1.5 times as fast as PyTorch stacks do. Elsewhere the common figure applies")},
        {.key = "workload.loss_implementation", .type = Choice,
         .choices = {{"standard", GPUPLANNER_TRANSLATE_NOOP("InputField", "Standard (all logits at once)")},
                     {"chunked", GPUPLANNER_TRANSLATE_NOOP("InputField", "Chunked or fused (Liger, Cut Cross-Entropy)")}},
         .access = keyed([](auto &s) -> auto & { return s.workload.lossImplementation; }, lossImplementationKey,
                         lossImplementationFromKey),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Loss computation"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Standard: the logits of every token are made at once and kept in fp32 for the loss (Hugging Face default), which dominates memory with large vocabularies and long sequences. Chunked or fused: a chunk of tokens at a time")},
        {.key = "workload.optimizer_offload", .type = Boolean,
         .access = flag([](auto &s) -> auto & { return s.workload.optimizerOffload; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Optimizer states in CPU memory (offload)")},
        {.key = "workload.activation_offload", .type = Boolean,
         .access = flag([](auto &s) -> auto & { return s.workload.activationOffload; }),
         .kinds = kTrainingKinds, .group = G::Training, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Saved activations in CPU memory (offload)"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Activations saved for the backward pass wait in CPU memory and come back layer by layer (torchtune: enable_activation_offloading); the GPU keeps the layers in flight")},
    };
}

/// The inference serving inputs, in panel order.
std::vector<InputField> servingFields()
{
    return {
        {.key = "workload.serving.users_per_day", .type = Number, .minimum = 0.0, .maximum = 1e12,
         .access = number([](auto &s) -> auto & { return s.workload.serving.usersPerDay; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Users per day"),
         .panelMinimum = 1, .panelMaximum = 1e8, .scale = S::Log},
        {.key = "workload.serving.requests_per_user", .type = Number, .minimum = 0.0, .maximum = 1e6,
         .access = number([](auto &s) -> auto & { return s.workload.serving.requestsPerUser; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Requests per user per day"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Questions or calls each user sends on a day; a chat turn, an API call or a document to summarise is one request"),
         .panelMinimum = 0.1, .panelMaximum = 10000, .scale = S::Log, .decimals = 1},
        // Files before users_per_day gave the day's requests alone: read as that many requests
        // from users_per_day = requests_per_day / requests_per_user, never written.
        {.key = "workload.serving.requests_per_day", .type = Number, .minimum = 0.0, .maximum = 1e12,
         .access = {[](const Scenario &s) -> FieldValue { return s.workload.serving.requestsPerDay(); },
                    [](Scenario &s, const FieldValue &v) {
                        Serving &serving = s.workload.serving;
                        if (serving.requestsPerUser <= 0)
                            serving.requestsPerUser = 1;
                        serving.usersPerDay = std::get<double>(v) / serving.requestsPerUser;
                    }},
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Requests per day"),
         .inPanel = false, .inReport = false, .written = false},
        {.key = "workload.serving.peak_hour_share", .type = OptionalNumber, .minimum = 1.0 / 24.0, .maximum = 1.0,
         .access = optionalNumber([](auto &s) -> auto & { return s.workload.serving.peakHourShare; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Busiest hour's share of the day"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Share of a day's requests that arrive in its busiest hour; the replicas are sized for that hour. 4.2% is an even spread over 24 hours, 10% a service used mostly in office hours"),
         .checkLabel = GPUPLANNER_TRANSLATE_NOOP("InputField", "Set the busiest hour's share"),
         .unit = U::Percent, .control = C::SpinBox,
         .panelMinimum = 100.0 / 24.0 + 0.005, .panelMaximum = 100, .decimals = 1, .step = 1, .displayScale = 0.01,
         .unsetValueFor = [](const Scenario &, const Catalog &c) { return c.defaults.peakHourShare; },
         .unsetFromCatalog = true},
        {.key = "workload.serving.concurrency", .type = Integer, .minimum = 1, .maximum = 100000,
         .access = number([](auto &s) -> auto & { return s.workload.serving.concurrency; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Concurrent sequences"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Requests each replica serves at once (its batch): its KV cache holds their tokens, and replicas are added until the busiest hour is served. Higher runs each GPU fuller and needs fewer replicas, as far as memory and the latency target allow"),
         .panelMinimum = 1, .panelMaximum = 1024, .scale = S::Log},
        {.key = "workload.serving.context_length", .type = Integer, .minimum = 1, .maximum = kMaxTokensPerSample,
         .access = number([](auto &s) -> auto & { return s.workload.serving.contextLength; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Context length"), .unit = U::Tokens,
         .panelMinimum = 256, .panelMaximum = 131072, .scale = S::Log},
        {.key = "workload.serving.prompt_tokens", .type = Number, .minimum = 1.0, .maximum = 1e7,
         .access = number([](auto &s) -> auto & { return s.workload.serving.promptTokens; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Prompt tokens per request"), .unit = U::Tokens,
         .panelMinimum = 1, .panelMaximum = 131072, .scale = S::Log},
        {.key = "workload.serving.output_tokens", .type = Number, .minimum = 1.0, .maximum = 1e7,
         .access = number([](auto &s) -> auto & { return s.workload.serving.outputTokens; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Answer tokens per request"), .unit = U::Tokens,
         .panelMinimum = 1, .panelMaximum = 32768, .scale = S::Log},
        {.key = "workload.serving.kv_cache_precision", .type = Choice, .choices = precisionChoices(),
         .words = ChoiceWords::Precision,
         .access = keyed([](auto &s) -> auto & { return s.workload.serving.kvCachePrecision; }, precisionKey,
                         precisionFromKey),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "KV cache precision")},
        {.key = "workload.serving.batching", .type = Boolean, .choices = {{"continuous"}, {"none"}},
         .access = flag([](auto &s) -> auto & { return s.workload.serving.continuousBatching; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Continuous batching (vLLM-style)")},
        {.key = "workload.serving.latency_target_s", .type = OptionalNumber, .minimum = 0.001, .maximum = 1e6,
         .access = optionalNumber([](auto &s) -> auto & { return s.workload.serving.latencyTargetSeconds; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Latency target"),
         .checkLabel = GPUPLANNER_TRANSLATE_NOOP("InputField", "Limit time per request"), .unsetText = GPUPLANNER_TRANSLATE_NOOP("InputField", "none"), .unit = U::Seconds,
         .panelMinimum = 0.1, .panelMaximum = 600, .scale = S::Log, .decimals = 1, .unsetValue = 10.0},
        {.key = "workload.serving.ttft_target_s", .type = OptionalNumber, .minimum = 0.001, .maximum = 1e6,
         .access = optionalNumber([](auto &s) -> auto & { return s.workload.serving.ttftTargetSeconds; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "First-token target"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Longest wait for the first token of a request that arrives alone (its prompt's prefill); options slower than that are left out. Under load a request also waits for the prompts before it: a load test checks that"),
         .checkLabel = GPUPLANNER_TRANSLATE_NOOP("InputField", "Limit time to first token"), .unsetText = GPUPLANNER_TRANSLATE_NOOP("InputField", "none"), .unit = U::Seconds,
         .panelMinimum = 0.05, .panelMaximum = 60, .scale = S::Log, .decimals = 2, .unsetValue = 2.0},
        {.key = "workload.serving.gpu_memory_utilization", .type = OptionalNumber, .minimum = 0.05, .maximum = 1.0,
         .access = optionalNumber([](auto &s) -> auto & { return s.workload.serving.gpuMemoryUtilization; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "GPU memory the engine takes"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Share of each GPU's memory the serving engine claims at start (vLLM: --gpu-memory-utilization); weights, working memory and the KV cache must fit in it"),
         .checkLabel = GPUPLANNER_TRANSLATE_NOOP("InputField", "Set the engine's memory share"),
         .unit = U::Percent,
         .control = C::SpinBox, .panelMinimum = 5, .panelMaximum = 100, .step = 5, .displayScale = 0.01,
         .unsetValueFor = [](const Scenario &, const Catalog &c) { return c.defaults.servingMemoryUtilization; },
         .unsetFromCatalog = true},
        {.key = "workload.serving.max_num_batched_tokens", .type = OptionalNumber, .minimum = 1.0, .maximum = double(kMaxTokensPerSample),
         .wholeNumber = true,
         .access = optionalNumber([](auto &s) -> auto & { return s.workload.serving.maxNumBatchedTokens; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Tokens per forward pass"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Most tokens the engine runs through the model at once (vLLM: --max-num-batched-tokens); its start-up profiling reserves working memory for that many, and a longer prompt takes several passes, each reading all the weights. Unset: vLLM's own default, 8,192 on GPUs of 70 GiB or more other than the A100 and 2,048 on the others. Engines without chunked prefill use the context length"),
         .checkLabel = GPUPLANNER_TRANSLATE_NOOP("InputField", "Set tokens per forward pass"),
         .unit = U::Tokens,
         .panelMinimum = 256, .panelMaximum = 131072, .scale = S::Log,
         .unsetValueFor = [](const Scenario &s, const Catalog &c) { return engineDefaultsShown(s, c).maxNumBatchedTokens; },
         .unsetFromCatalog = true},
        {.key = "workload.serving.max_num_seqs", .type = OptionalNumber, .minimum = 1.0, .maximum = 100000.0,
         .wholeNumber = true,
         .access = optionalNumber([](auto &s) -> auto & { return s.workload.serving.maxNumSeqs; }),
         .kinds = kInferenceKind, .group = G::Serving, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Engine's sequence limit"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Most sequences the engine runs at once (vLLM: --max-num-seqs); at start it reserves memory to sample that many. Unset: vLLM's own default, 1,024 on GPUs of 70 GiB or more other than the A100 and 256 on the others. Setting it to the concurrency leaves that memory to the KV cache"),
         .checkLabel = GPUPLANNER_TRANSLATE_NOOP("InputField", "Set the engine's sequence limit"),
         .panelMinimum = 1, .panelMaximum = 4096, .scale = S::Log,
         .unsetValueFor = [](const Scenario &s, const Catalog &c) { return engineDefaultsShown(s, c).maxNumSeqs; },
         .unsetFromCatalog = true},
    };
}

/// The rental and data inputs, in panel order.
std::vector<InputField> rentalFields()
{
    return {
        {.key = "duration_hours", .type = OptionalNumber, .minimum = 0.01, .maximum = 1e6,
         .access = optionalNumber([](auto &s) -> auto & { return s.durationHours; }),
         .group = G::Rental, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Rental period"), .checkLabel = GPUPLANNER_TRANSLATE_NOOP("InputField", "Fixed rental period"),
         .unsetText = GPUPLANNER_TRANSLATE_NOOP("InputField", "as long as the work takes"), .unit = U::Hours, .panelMinimum = 1, .panelMaximum = 8760,
         .scale = S::Log,
         // Unset, the period is what the work takes; the panel offers the catalog's serving
         // period for a service and a week for training.
         .unsetValueFor = [](const Scenario &s, const Catalog &c) {
             return s.workload.kind == WorkloadKind::Inference ? c.defaults.servingDurationHours : 168.0;
         },
         .objectName = "duration"},
        {.key = "data.dataset_gb", .type = Number, .minimum = 0.0, .maximum = 1e7,
         .access = number([](auto &s) -> auto & { return s.datasetGb; }),
         .group = G::Rental, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Dataset"), .unit = U::Gigabytes, .control = C::SpinBox,
         .panelMinimum = 0, .panelMaximum = 1e6, .decimals = 1},
        {.key = "data.checkpoint_gb", .type = Number, .minimum = 0.0, .maximum = 1e7,
         .access = number([](auto &s) -> auto & { return s.checkpointGb; }),
         .group = G::Rental, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Checkpoint size"), .unit = U::Gigabytes, .control = C::SpinBox,
         .panelMinimum = 0, .panelMaximum = 1e6, .decimals = 1},
        {.key = "data.checkpoints_kept", .type = Integer, .minimum = 1, .maximum = 100000,
         .access = number([](auto &s) -> auto & { return s.checkpointsKept; }), .omitWhenDefault = true,
         .group = G::Rental, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Checkpoints kept"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "How many checkpoints the disks hold at once; each is the checkpoint size above"),
         .control = C::SpinBox, .panelMinimum = 1, .panelMaximum = 1000},
        {.key = "data.retention_days", .type = Number, .minimum = 0.0, .maximum = 36500,
         .access = number([](auto &s) -> auto & { return s.retentionDays; }), .omitWhenDefault = true,
         .group = G::Rental, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Disks kept after the job"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Days the disks stay (and are billed) after the job ends, until you delete them"),
         .unit = U::Days, .control = C::SpinBox, .panelMinimum = 0, .panelMaximum = 3650, .decimals = 0},
        {.key = "checkpoint_on_notice", .type = Boolean,
         .access = flag([](auto &s) -> auto & { return s.checkpointOnNotice; }), .omitWhenDefault = true,
         .kinds = kTrainingKinds, .group = G::Rental,
         .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Save a checkpoint on reclaim notice"),
         .tooltip = GPUPLANNER_TRANSLATE_NOOP("InputField", "Spot platforms warn minutes before they reclaim an instance; a job that saves a checkpoint then loses those minutes instead of half a checkpoint interval")},
        {.key = "data.prep_hours", .type = Number, .minimum = 0.0, .maximum = 1e6,
         .access = number([](auto &s) -> auto & { return s.prepHours; }), .omitWhenDefault = true,
         .group = G::Rental, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Data preparation"), .unit = U::Hours, .control = C::SpinBox,
         .panelMinimum = 0, .panelMaximum = 1e6, .decimals = 1, .inPanel = false},
        {.key = "budget", .type = OptionalNumber, .minimum = 0.0, .maximum = 1e12,
         .access = optionalNumber([](auto &s) -> auto & { return s.budget; }),
         .group = G::Rental, .label = GPUPLANNER_TRANSLATE_NOOP("InputField", "Budget"), .checkLabel = GPUPLANNER_TRANSLATE_NOOP("InputField", "Set a budget"), .unsetText = GPUPLANNER_TRANSLATE_NOOP("InputField", "none"),
         .unit = U::Currency, .control = C::SpinBox, .panelMinimum = 0, .panelMaximum = 1e9, .step = 1000,
         .unsetValue = 10000.0, .objectName = "budget"},
    };
}

/// The table (see InputField): by group in panel order, as inputFields() returns it.
std::vector<InputField> makeFields()
{
    std::vector<InputField> fields;
    for (auto group : {workloadFields, trainingFields, servingFields, rentalFields})
        for (InputField &f : group())
            fields.push_back(std::move(f));
    return fields;
}
#pragma GCC diagnostic pop

} // namespace

std::string InputField::parent() const
{
    const auto dot = key.rfind('.');
    return dot == std::string::npos ? std::string() : key.substr(0, dot);
}

std::string InputField::name() const
{
    const auto dot = key.rfind('.');
    return dot == std::string::npos ? key : key.substr(dot + 1);
}

double InputField::shownWhenUnset(const Scenario &scenario, const Catalog &catalog) const
{
    return unsetValueFor ? unsetValueFor(scenario, catalog) : unsetValue;
}

const FieldChoice *InputField::choice(const std::string &choiceKey) const
{
    for (const FieldChoice &c : choices)
        if (c.key == choiceKey)
            return &c;
    return nullptr;
}

const std::vector<InputField> &inputFields()
{
    static const std::vector<InputField> fields = makeFields();
    return fields;
}

const InputField *inputField(std::string_view key)
{
    for (const InputField &f : inputFields())
        if (f.key == key)
            return &f;
    return nullptr;
}

const char *unitSuffix(FieldUnit unit)
{
    switch (unit) {
    case FieldUnit::None:
    case FieldUnit::Currency:
        return "";
    case FieldUnit::Tokens:
        return GPUPLANNER_TRANSLATE_NOOP("InputField", " tokens");
    case FieldUnit::Hours:
        //: hours
        return GPUPLANNER_TRANSLATE_NOOP("InputField", " h");
    case FieldUnit::Seconds:
        //: seconds
        return GPUPLANNER_TRANSLATE_NOOP("InputField", " s");
    case FieldUnit::Days:
        //: days
        return GPUPLANNER_TRANSLATE_NOOP("InputField", " days");
    case FieldUnit::Gigabytes:
        return GPUPLANNER_TRANSLATE_NOOP("InputField", " GB");
    case FieldUnit::Billions:
        //: billions (of tokens)
        return GPUPLANNER_TRANSLATE_NOOP("InputField", " B");
    case FieldUnit::Percent:
        return GPUPLANNER_TRANSLATE_NOOP("InputField", "%");
    }
    return "";
}

FieldValue defaultValue(const InputField &field)
{
    static const Scenario defaults;
    return field.get(defaults);
}

std::vector<std::string> fieldKeysIn(const std::string &path)
{
    std::vector<std::string> keys;
    auto add = [&keys](const std::string &k) {
        if (std::find(keys.begin(), keys.end(), k) == keys.end())
            keys.push_back(k);
    };
    const std::string prefix = path.empty() ? std::string() : path + ".";
    for (const InputField &f : inputFields()) {
        if (f.key.compare(0, prefix.size(), prefix) != 0)
            continue;
        const std::string rest = f.key.substr(prefix.size());
        add(rest.substr(0, rest.find('.'))); // the input itself, or the object below holding it
    }
    return keys;
}

} // namespace gpuplanner::model
