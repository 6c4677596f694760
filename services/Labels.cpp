#include "Labels.h"

#include "Project.h"

#include "Advisor.h"
#include "Checks.h"
#include "Remarks.h"
#include "Translation.h"
#include "Uncertainty.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <cstring>

namespace gpuplanner::ui {

namespace {

struct Entry
{
    const char *code;
    const char *text;
};

QString tr(const char *text)
{
    return QCoreApplication::translate("Labels", text);
}

QString lookup(const Entry *entries, size_t count, const std::string &code)
{
    for (size_t i = 0; i < count; ++i)
        if (code == entries[i].code)
            return tr(entries[i].text);
    return QString::fromStdString(code);
}

const Entry kOfferingKinds[] = {
    {"whole_card", QT_TRANSLATE_NOOP("Labels", "whole-card rental")},
    {"slice", QT_TRANSLATE_NOOP("Labels", "GPU slice")},
    {"spot", QT_TRANSLATE_NOOP("Labels", "spot instance")},
    {"cloud_server", QT_TRANSLATE_NOOP("Labels", "cloud GPU server instance")},
    {"whole_machine", QT_TRANSLATE_NOOP("Labels", "whole-machine rental")},
};

const Entry kRegions[] = {
    {"beijing", QT_TRANSLATE_NOOP("Labels", "Beijing")},
    {"shanghai", QT_TRANSLATE_NOOP("Labels", "Shanghai")},
    {"shenzhen", QT_TRANSLATE_NOOP("Labels", "Shenzhen")},
    {"guizhou", QT_TRANSLATE_NOOP("Labels", "Guizhou")},
    {"inner_mongolia", QT_TRANSLATE_NOOP("Labels", "Inner Mongolia")},
    {"ningxia", QT_TRANSLATE_NOOP("Labels", "Ningxia")},
    {"gansu", QT_TRANSLATE_NOOP("Labels", "Gansu")},
};

// %1: the number model::InputNote::value carries (see model/Checks.h).
const Entry kInputNotes[] = {
    {model::note::kZeroNeedsSeveralGpus,
     QT_TRANSLATE_NOOP("Labels", "ZeRO splits model states across GPUs; with one GPU it saves nothing.")},
    {model::note::kGpusDoNotDivideHeads,
     QT_TRANSLATE_NOOP("Labels", "Tensor parallelism splits the model's %1 attention heads over the GPUs, and its KV "
                                 "heads too (or copies each to a whole number of GPUs); this count does not divide them, "
                                 "and servers such as vLLM refuse it.")},
    {model::note::kTensorParallelDoesNotDivideHeads,
     QT_TRANSLATE_NOOP("Labels", "Tensor parallelism splits each layer's %1 attention heads, its KV heads and its MLP "
                                 "evenly over its GPUs, and Megatron-LM refuses a size that does not divide them all; the "
                                 "estimate uses the largest size that does.")},
    {model::note::kZeroWithPipeline,
     QT_TRANSLATE_NOOP("Labels", "DeepSpeed does not run ZeRO-2 or ZeRO-3 with pipeline parallelism, and Megatron-LM "
                                 "shards only the optimizer states (as ZeRO-1 does); the estimate takes the stage as given.")},
    {model::note::kNoExperts,
     QT_TRANSLATE_NOOP("Labels", "The model has no experts: expert parallelism does not apply and is ignored.")},
    {model::note::kLoraRankAboveHidden,
     QT_TRANSLATE_NOOP("Labels", "A rank above the hidden size (%1) saves nothing over full fine-tuning.")},
    {model::note::kContextBelowRequest,
     QT_TRANSLATE_NOOP("Labels", "Shorter than one request (%1 tokens of prompt and output): serving engines refuse such requests, "
                                 "and the estimate does not hold; raise it.")},
    {model::note::kContextBeyondModel,
     QT_TRANSLATE_NOOP("Labels", "Longer than the model takes (%1 tokens); serving engines refuse a longer context.")},
    {model::note::kSequenceBeyondModel,
     QT_TRANSLATE_NOOP("Labels", "Longer than the model's context (%1 tokens): extend its position encoding (RoPE scaling) before training at this length.")},
    {model::note::kParallelSizesDoNotDivideGpus,
     QT_TRANSLATE_NOOP("Labels", "Tensor × pipeline parallel GPUs (%1) must divide the GPU count; the rest run as data-parallel copies.")},
    {model::note::kContextParallelDoesNotDivide,
     QT_TRANSLATE_NOOP("Labels", "Context-parallel GPUs must divide the %1 GPUs left after tensor and pipeline "
                                 "parallelism; the estimate uses the largest size that does.")},
    {model::note::kContextParallelSplitsSequence,
     QT_TRANSLATE_NOOP("Labels", "Context parallelism cuts each sequence into %1 equal chunks (two a GPU, to balance "
                                 "causal attention): Megatron Core needs the sequence length to be a multiple of %1.")},
    {model::note::kContextParallelNeedsFusedAttention,
     QT_TRANSLATE_NOOP("Labels", "Context parallelism runs only on FlashAttention or Transformer Engine's fused attention.")},
    {model::note::kMegatronGradientsInFp32ByDefault,
     QT_TRANSLATE_NOOP("Labels", "Megatron-LM and Megatron-Bridge sum and reduce gradients in fp32 unless told not to "
                                 "(grad_reduce_in_fp32): 2 bytes more per weight than shown. NVIDIA's speed recipes turn it off.")},
    {model::note::kExpertParallelDoesNotFit,
     QT_TRANSLATE_NOOP("Labels", "Expert parallelism must divide both the experts and the %1 GPUs that hold the same weights (data-parallel copies × context-parallel GPUs).")},
    {model::note::kGlobalBatchBelowOnePass,
     QT_TRANSLATE_NOOP("Labels", "Smaller than one micro-batch on every data-parallel GPU; each step takes %1 "
                                 "sequences.")},
    {model::note::kGlobalBatchRoundedUp,
     QT_TRANSLATE_NOOP("Labels", "Not a whole number of micro-batches on every data-parallel GPU; each step takes %1 "
                                 "sequences.")},
    {model::note::kTokensBelowOneStep,
     QT_TRANSLATE_NOOP("Labels", "Less than one optimizer step (%1 tokens on these GPUs): most GPUs would wait, while the "
                                 "time shown counts them all at work. Use fewer GPUs or more tokens.")},
    {model::note::kQuantisedFullTraining,
     QT_TRANSLATE_NOOP("Labels", "Training frameworks keep the weights being trained in bf16, fp16 or fp32 (FP8 "
                                 "training too); int8 and int4 suit serving and a LoRA or QLoRA base. The estimate "
                                 "takes the format as chosen.")},
    {model::note::kFrameworkFigureMissing,
     QT_TRANSLATE_NOOP("Labels", "The catalog has no rate of this framework's own for the compared GPUs at this "
                                 "precision, so the common MFU applies and the estimate is as for PyTorch stacks.")},
    {model::note::kNoRequests,
     QT_TRANSLATE_NOOP("Labels", "No requests a day: the cost is one replica rented for the whole period, idle.")},
    {model::note::kBatchedTokensBelowConcurrency,
     QT_TRANSLATE_NOOP("Labels", "Fewer than the %1 sequences the engine may run at once (max_num_seqs, else vLLM's "
                                 "default for the GPU, at least this many); vLLM refuses to start with a step smaller "
                                 "than that.")},
    {model::note::kMaxNumSeqsBelowConcurrency,
     QT_TRANSLATE_NOOP("Labels", "Below the concurrency: the engine runs at most %1 sequences at once and the other "
                                 "requests wait, so the estimate batches %1 on each replica.")},
};

const Entry kBilling[] = {
    {"hourly", QT_TRANSLATE_NOOP("Labels", "pay-as-you-go (hourly)")},
    {"daily", QT_TRANSLATE_NOOP("Labels", "daily")},
    {"weekly", QT_TRANSLATE_NOOP("Labels", "weekly")},
    {"monthly", QT_TRANSLATE_NOOP("Labels", "monthly subscription")},
    {"yearly", QT_TRANSLATE_NOOP("Labels", "yearly subscription")},
};

const Entry kWarnings[] = {
    {model::warning::kDoesNotFit, QT_TRANSLATE_NOOP("Labels", "does not fit in GPU memory")},
    {model::warning::kMultiGpuSlice,
     QT_TRANSLATE_NOOP("Labels", "one job over several slices: no NVLink between them, NCCL timeouts likely")},
    {model::warning::kLongRunSlice,
     QT_TRANSLATE_NOOP("Labels", "runs over a week on a slice: a whole card is safer")},
    {model::warning::kSharedVgpu,
     QT_TRANSLATE_NOOP("Labels", "shared vGPU: no physical isolation, neighbours slow it 20–30%")},
    {model::warning::kExceedsDuration,
     QT_TRANSLATE_NOOP("Labels", "does not finish within the rental period")},
    {model::warning::kPrecisionFallback,
     QT_TRANSLATE_NOOP("Labels", "GPU lacks this precision; a slower one is assumed")},
    {model::warning::kNoFp8Gain,
     QT_TRANSLATE_NOOP("Labels", "no published FP8 training run on this card: counted at bf16 speed, no FP8 gain")},
    {model::warning::kInsufficientThroughput,
     QT_TRANSLATE_NOOP("Labels", "cannot serve the requested load")},
    {model::warning::kPreemptible,
     QT_TRANSLATE_NOOP("Labels", "can be reclaimed at any time: needs checkpoint/resume")},
    {model::warning::kMinimumTerm,
     QT_TRANSLATE_NOOP("Labels", "its source states a minimum rental term longer than needed")},
    {model::warning::kSlowInterconnect,
     QT_TRANSLATE_NOOP("Labels", "communication between GPUs takes over half the compute time")},
    {model::warning::kUnevenTensorParallel,
     QT_TRANSLATE_NOOP("Labels", "the attention heads do not split evenly over these GPUs")},
    {model::warning::kLayoutChangedOnRentedGpus,
     QT_TRANSLATE_NOOP("Labels", "rented in whole units of another GPU count than yours: the estimate runs the job on "
                                 "all of them, with other tensor, pipeline or context-parallel sizes than on yours (each "
                                 "the largest up to the one you set that divides)")},
    {model::warning::kBatchLimitsRefused,
     QT_TRANSLATE_NOOP("Labels", "fewer tokens per forward pass than the engine's sequence limit on this GPU: vLLM refuses to start")},
    {model::warning::kStalePrice,
     QT_TRANSLATE_NOOP("Labels", "price entry is older than the catalog's staleness limit: check it")},
    {model::warning::kDataReleased,
     QT_TRANSLATE_NOOP("Labels", "the platform releases a stopped instance and its disks sooner than you keep them: move the checkpoints to object storage")},
    {model::warning::kLatencyTargetMissed,
     QT_TRANSLATE_NOOP("Labels", "misses the latency target even one request at a time")},
    {model::warning::kTtftTargetMissed,
     QT_TRANSLATE_NOOP("Labels", "misses the first-token target even for a request that arrives alone")},
    {model::warning::kTightFit,
     QT_TRANSLATE_NOOP("Labels", "tight fit: leaves less memory free than the headroom asked for, so the training run may run out of memory")},
};

const Entry kReasons[] = {
    {model::reason::kDoesNotFit, QT_TRANSLATE_NOOP("Labels", "left out: does not fit in memory")},
    {model::reason::kMultiGpuExcludesSlices,
     QT_TRANSLATE_NOOP("Labels", "left out: one job, a training run or a copy of the model, should not span several slices")},
    {model::reason::kDoesNotFinish, QT_TRANSLATE_NOOP("Labels", "left out: does not finish within the rental period")},
    {model::reason::kMissesLatencyTarget,
     QT_TRANSLATE_NOOP("Labels", "left out: even one request at a time takes longer than the latency target")},
    {model::reason::kMissesTtftTarget,
     QT_TRANSLATE_NOOP("Labels", "left out: even a request that arrives alone waits longer for its first token than the target")},
    {model::reason::kMissesLoad,
     QT_TRANSLATE_NOOP("Labels", "left out: even the most replicas counted cannot serve the requests per day")},
    {model::reason::kUnevenTensorParallel,
     QT_TRANSLATE_NOOP("Labels", "left out: serving engines such as vLLM refuse to split the attention heads unevenly "
                                 "over a replica's GPUs; choose a GPU count that divides them")},
    {model::reason::kBatchLimitsRefused,
     QT_TRANSLATE_NOOP("Labels", "left out: on this GPU vLLM would run more sequences at once than tokens per forward "
                                 "pass and refuses to start; set the engine's sequence limit or raise the tokens per "
                                 "forward pass")},
    {model::reason::kLongRunPrefersWholeCard,
     QT_TRANSLATE_NOOP("Labels", "runs over a week: a whole card is the safer choice")},
    {model::reason::kFullTrainingPrefersWholeCard,
     QT_TRANSLATE_NOOP("Labels", "full fine-tuning and pretraining belong on whole cards")},
    {model::reason::kShortRunSuitsSliceOrSpot,
     QT_TRANSLATE_NOOP("Labels", "short, checkpointable run: the rule of thumb favours a slice or spot card")},
    {model::reason::kLightInferenceSuitsSlice,
     QT_TRANSLATE_NOOP("Labels", "light serving fits one slice: no need for a whole card")},
    {model::reason::kNearUsers, QT_TRANSLATE_NOOP("Labels", "close to users: low latency for serving")},
    {model::reason::kFarFromUsers,
     QT_TRANSLATE_NOOP("Labels", "far from users: higher latency for serving")},
    {model::reason::kFarButFirstTokenDominates,
     QT_TRANSLATE_NOOP("Labels", "far from users, but the round trip is small beside the wait for the first token")},
    {model::reason::kHubRegionForTraining,
     QT_TRANSLATE_NOOP("Labels", "western hub: cheaper than the same rental in an eastern city, and latency does not matter for training")},
    {model::reason::kSpotNeedsCheckpoints,
     QT_TRANSLATE_NOOP("Labels", "spot: save checkpoints often and resume after a reclaim")},
    {model::reason::kSpotInterruptsService,
     QT_TRANSLATE_NOOP("Labels", "spot: each reclaim takes the service down until a new instance is up")},
    {model::reason::kCheapest, QT_TRANSLATE_NOOP("Labels", "lowest total cost")},
    {model::reason::kFirstByRules,
     QT_TRANSLATE_NOOP("Labels", "first: the cheapest option no rule of thumb counts against (cheaper ones break a rule)")},
    {model::reason::kFirstDespiteRules,
     QT_TRANSLATE_NOOP("Labels", "first although a rule of thumb counts against it: every option that fits breaks one")},
    {model::reason::kRankedBelowByRule,
     QT_TRANSLATE_NOOP("Labels", "ranked after every option no rule of thumb counts against")},
};

const Entry kChecklist[] = {
    {model::checklist::kSharedMemoryCap,
     QT_TRANSLATE_NOOP("Labels", "A shared vGPU has no physical isolation: ask how its memory is capped and what "
                                 "happens when a neighbour runs out (CUDA OOM)")},
    {model::checklist::kIsolation,
     QT_TRANSLATE_NOOP("Labels", "Ask for nvidia-smi output: MIG instance IDs and separate memory, not Docker sharing")},
    {model::checklist::kThrottling,
     QT_TRANSLATE_NOOP("Labels", "Rent an hour and load it: if the clock falls under 70% of nominal, take an on-demand whole card")},
    {model::checklist::kDisksAndBandwidth,
     QT_TRANSLATE_NOOP("Labels", "Check the disks (often a 30 GB system disk) and the shared ~1 Gbps intranet")},
    {model::checklist::kMultiGpu,
     QT_TRANSLATE_NOOP("Labels", "Multi-GPU training: rule out slices (NCCL all-reduce timeouts)")},
    {model::checklist::kCheckpoints,
     QT_TRANSLATE_NOOP("Labels", "Save checkpoints at regular intervals to storage that outlives the instance (object storage), not only to its own disk")},
    {model::checklist::kTrialRun,
     QT_TRANSLATE_NOOP("Labels", "Before paying ahead, run one small complete job on a pay-as-you-go instance of the same kind: drivers, framework and speed")},
};

/// The names in the memory formulas (Memory.cpp, Result::explain): the English UI keeps the
/// model's own names, translations give each in words.
const char *const kFormulaTerms[] = {
    QT_TRANSLATE_NOOP("Formula", "activation_bytes"),
    QT_TRANSLATE_NOOP("Formula", "activations"),
    QT_TRANSLATE_NOOP("Formula", "adapter"),
    QT_TRANSLATE_NOOP("Formula", "batched_tokens"),
    QT_TRANSLATE_NOOP("Formula", "bytes"),
    QT_TRANSLATE_NOOP("Formula", "concurrency"),
    QT_TRANSLATE_NOOP("Formula", "context"),
    QT_TRANSLATE_NOOP("Formula", "embedding_bits"),
    QT_TRANSLATE_NOOP("Formula", "engine_overhead"),
    QT_TRANSLATE_NOOP("Formula", "embedding_params"),
    QT_TRANSLATE_NOOP("Formula", "fixed"),
    QT_TRANSLATE_NOOP("Formula", "fp8_weight_cache"),
    QT_TRANSLATE_NOOP("Formula", "fraction"),
    QT_TRANSLATE_NOOP("Formula", "gpus"),
    QT_TRANSLATE_NOOP("Formula", "gradients"),
    QT_TRANSLATE_NOOP("Formula", "hidden"),
    QT_TRANSLATE_NOOP("Formula", "host_bytes"),
    QT_TRANSLATE_NOOP("Formula", "in_flight_tokens"),
    QT_TRANSLATE_NOOP("Formula", "kv_cache"),
    QT_TRANSLATE_NOOP("Formula", "kv_elements_per_token_layer"),
    QT_TRANSLATE_NOOP("Formula", "kv_split"),
    QT_TRANSLATE_NOOP("Formula", "largest_tensor_params"),
    QT_TRANSLATE_NOOP("Formula", "layer_bytes_per_token"),
    QT_TRANSLATE_NOOP("Formula", "layers"),
    QT_TRANSLATE_NOOP("Formula", "layers_on_gpu"),
    QT_TRANSLATE_NOOP("Formula", "linear_bits"),
    QT_TRANSLATE_NOOP("Formula", "linear_params"),
    QT_TRANSLATE_NOOP("Formula", "lora_params"),
    QT_TRANSLATE_NOOP("Formula", "loss_bytes_per_logit"),
    QT_TRANSLATE_NOOP("Formula", "loss_cache_bytes_per_logit"),
    QT_TRANSLATE_NOOP("Formula", "loss_tokens"),
    QT_TRANSLATE_NOOP("Formula", "mlp_width"),
    QT_TRANSLATE_NOOP("Formula", "optimizer"),
    QT_TRANSLATE_NOOP("Formula", "other_parts"),
    QT_TRANSLATE_NOOP("Formula", "overhead"),
    QT_TRANSLATE_NOOP("Formula", "max_num_seqs"),
    QT_TRANSLATE_NOOP("Formula", "params"),
    QT_TRANSLATE_NOOP("Formula", "sampler_bytes_per_logit"),
    QT_TRANSLATE_NOOP("Formula", "shards"),
    QT_TRANSLATE_NOOP("Formula", "state_bytes"),
    QT_TRANSLATE_NOOP("Formula", "tensor_parallel"),
    QT_TRANSLATE_NOOP("Formula", "tensor_parallel_buffers"),
    QT_TRANSLATE_NOOP("Formula", "tokens"),
    QT_TRANSLATE_NOOP("Formula", "vocab"),
    QT_TRANSLATE_NOOP("Formula", "weights"),
    QT_TRANSLATE_NOOP("Formula", "window"),
    QT_TRANSLATE_NOOP("Formula", "windowed_layers"),
    QT_TRANSLATE_NOOP("Formula", "zero3_shards"),
};

template <size_t N>
QString lookup(const Entry (&entries)[N], const std::string &code)
{
    return lookup(entries, N, code);
}

/// Several codes in words, joined by the translated list separator.
template <size_t N>
QString joined(const Entry (&entries)[N], const std::vector<std::string> &codes)
{
    QStringList words;
    for (const auto &c : codes)
        words << lookup(entries, c);
    return words.join(QCoreApplication::translate("Labels", "; "));
}

} // namespace

QString Labels::workloadKind(model::WorkloadKind kind)
{
    switch (kind) {
    case model::WorkloadKind::Inference: return QCoreApplication::translate("Labels", "inference serving");
    case model::WorkloadKind::Lora: return QCoreApplication::translate("Labels", "LoRA fine-tuning");
    case model::WorkloadKind::Qlora: return QCoreApplication::translate("Labels", "QLoRA fine-tuning");
    case model::WorkloadKind::FullFinetune: return QCoreApplication::translate("Labels", "full fine-tuning");
    case model::WorkloadKind::Pretrain: return QCoreApplication::translate("Labels", "pretraining");
    }
    return {};
}

QString Labels::optimizer(model::Optimizer optimizer)
{
    switch (optimizer) {
    // Each named by the states it keeps per trained weight; the master copy is its own input.
    case model::Optimizer::AdamW: return QCoreApplication::translate("Labels", "AdamW, fp32 states (8 bytes per weight)");
    case model::Optimizer::AdamWBf16: return QCoreApplication::translate("Labels", "AdamW, bf16 states (4 bytes per weight)");
    case model::Optimizer::AdamW8bit: return QCoreApplication::translate("Labels", "8-bit AdamW (2 bytes per weight)");
    case model::Optimizer::SgdMomentum: return QCoreApplication::translate("Labels", "SGD with momentum (4 bytes per weight)");
    }
    return {};
}

QString Labels::precision(model::Precision precision)
{
    return QString::fromLatin1(model::precisionKey(precision)).toUpper();
}

QString Labels::offeringKind(const std::string &kind)
{
    return lookup(kOfferingKinds, kind);
}

QString Labels::region(const std::string &id, const model::Catalog &catalog)
{
    for (const auto &e : kRegions)
        if (id == e.code)
            return tr(e.text);
    if (const model::Region *r = catalog.region(id))
        return QString::fromStdString(r->name);
    return QString::fromStdString(id);
}

QString Labels::tier(const std::string &tier)
{
    // What the price difference follows: eastern first-tier cities cost more than the western
    // hubs of 东数西算, though Beijing, Shanghai and Shenzhen hold national hub nodes too.
    if (tier == "premium")
        return QCoreApplication::translate("Labels", "eastern first-tier city");
    if (tier == "hub")
        return QCoreApplication::translate("Labels", "western hub");
    return QString::fromStdString(tier);
}

QString Labels::platform(const std::string &id)
{
    if (id == "container_site")
        return QCoreApplication::translate("Labels", "container rental site");
    if (id == "cloud_vm")
        return QCoreApplication::translate("Labels", "public cloud GPU VM");
    if (id == "bare_metal")
        return QCoreApplication::translate("Labels", "bare-metal machine");
    return QString::fromStdString(id);
}

QString Labels::stopMode(const std::string &key, bool brief)
{
    if (key == "none")
        return brief ? QCoreApplication::translate("Labels", "cannot stop")
                     : QCoreApplication::translate("Labels", "cannot stop: billed until returned");
    if (key == "economical_stop")
        return brief ? QCoreApplication::translate("Labels", "economical stop")
                     : QCoreApplication::translate("Labels", "economical stop: disks and IP still billed");
    if (key == "power_off")
        return brief ? QCoreApplication::translate("Labels", "power off")
                     : QCoreApplication::translate("Labels", "power off: only paid disk billed");
    return QString::fromStdString(key);
}

QString Labels::monthConvention(const std::string &key, bool brief)
{
    if (key == "fixed")
        return brief ? QCoreApplication::translate("Labels", "fixed hours")
                     : QCoreApplication::translate("Labels", "fixed hours per month");
    if (key == "calendar")
        return brief ? QCoreApplication::translate("Labels", "calendar month")
                     : QCoreApplication::translate("Labels", "calendar month (to the same date)");
    return QString::fromStdString(key);
}

QString Labels::source(const std::string &source, const std::string &sourceZh)
{
    const bool chinese = Translation::current().startsWith(QLatin1String("zh"));
    return QString::fromStdString(chinese && !sourceZh.empty() ? sourceZh : source);
}

QString Labels::formula(const model::Explanation &explanation, const QLocale &locale)
{
    const auto word = [](const std::string &name) {
        for (const char *term : kFormulaTerms)
            if (name == term)
                return QCoreApplication::translate("Formula", term);
        return QString::fromStdString(name);
    };
    QString text = QCoreApplication::translate("Formula", explanation.formula.c_str());
    for (const auto &[name, value] : explanation.terms) {
        // Whole numbers grouped in full (7,615,616,000), others to four significant digits.
        const bool whole = value == std::floor(value) && std::fabs(value) < 1e15;
        text += QStringLiteral("\n  %1 = %2").arg(word(name), whole ? locale.toString(value, 'f', 0)
                                                                    : locale.toString(value, 'g', 4));
    }
    return text;
}

QString Labels::billing(const std::string &plans)
{
    QStringList words;
    for (const auto &plan : QString::fromStdString(plans).split(QLatin1Char('+'), Qt::SkipEmptyParts))
        words << lookup(kBilling, plan.toStdString());
    return words.join(QStringLiteral(" + "));
}

QString Labels::warning(const std::string &code, bool serving)
{
    // A serving engine sizes its KV cache to what is left and never runs out: for a service a
    // tight fit means fewer requests at once (docs/DOMAIN.md, Fit, headroom).
    if (serving && code == model::warning::kTightFit)
        return QCoreApplication::translate("Labels", "tight fit: leaves less memory free than the headroom asked for, "
                                                     "so the service may hold fewer requests at once than planned");
    return lookup(kWarnings, code);
}

QString Labels::reason(const std::string &code)
{
    return lookup(kReasons, code);
}

QString Labels::inputNote(const std::string &code, double value)
{
    const QString text = lookup(kInputNotes, code);
    return text.contains(QLatin1String("%1")) ? text.arg(QLocale().toString(value, 'f', 0)) : text;
}

QString Labels::checklistItem(const std::string &code)
{
    return lookup(kChecklist, code);
}

QString Labels::reasons(const std::vector<std::string> &codes)
{
    return joined(kReasons, codes);
}

QString Labels::wouldFit(const model::OptionResult &o, const model::Catalog &catalog)
{
    QString needs = wouldFitOnly(o, catalog);
    // On the GPUs already rented: a longer split of each sequence, or full recomputation.
    if (o.contextParallelToFit > 0)
        needs = QCoreApplication::translate("Labels", "%1; with context parallelism over %2 GPUs (context_parallel_size) "
                                                      "it fits as rented")
                    .arg(needs)
                    .arg(o.contextParallelToFit);
    if (o.fitsWithFullRecompute)
        needs = QCoreApplication::translate("Labels", "%1; with full recomputation (gradient_checkpointing \"full\") "
                                                      "it fits as rented")
                    .arg(needs);
    if (o.fitsWithChunkedLoss)
        return QCoreApplication::translate("Labels", "%1; with a chunked or fused loss "
                                                     "(loss_implementation \"chunked\") it fits as rented")
            .arg(needs);
    if (const auto &f = o.wouldFitWithChunkedLoss)
        return (f->zeroStage > 0
                    ? QCoreApplication::translate("Labels", "%1; with a chunked or fused loss "
                                                            "(loss_implementation \"chunked\") %2× %3 with ZeRO-%4 hold it")
                          .arg(needs)
                          .arg(f->gpus)
                          .arg(gpuShortName(o.gpu, catalog))
                          .arg(f->zeroStage)
                    : QCoreApplication::translate("Labels", "%1; with a chunked or fused loss "
                                                            "(loss_implementation \"chunked\") %2× %3 hold it")
                          .arg(needs)
                          .arg(f->gpus)
                          .arg(gpuShortName(o.gpu, catalog)));
    return needs;
}

QString Labels::wouldFitOnly(const model::OptionResult &o, const model::Catalog &catalog)
{
    const QString gpu = gpuShortName(o.gpu, catalog);
    if (const auto &f = o.wouldFit) {
        if (f->zeroStage < 0)
            return QCoreApplication::translate("Labels", "Needs %1× %2 with tensor parallelism")
                .arg(f->gpus)
                .arg(gpu);
        if (f->tensorParallelSize > 1 && f->zeroStage > 0)
            return QCoreApplication::translate("Labels", "Needs %1× %2 with tensor parallelism %3 and ZeRO-%4")
                .arg(f->gpus)
                .arg(gpu)
                .arg(f->tensorParallelSize)
                .arg(f->zeroStage);
        if (f->tensorParallelSize > 1)
            return QCoreApplication::translate("Labels", "Needs %1× %2 with tensor parallelism %3")
                .arg(f->gpus)
                .arg(gpu)
                .arg(f->tensorParallelSize);
        if (f->zeroStage > 0)
            return QCoreApplication::translate("Labels", "Needs %1× %2 with ZeRO-%3")
                .arg(f->gpus)
                .arg(gpu)
                .arg(f->zeroStage);
        return QCoreApplication::translate("Labels", "Needs %1× %2").arg(f->gpus).arg(gpu);
    }
    if (!o.migProfile.empty())
        return o.smallestMigProfile.empty()
            ? QCoreApplication::translate("Labels", "No MIG slice of %1 holds it, and slices cannot be combined").arg(gpu)
            : QCoreApplication::translate("Labels", "Needs a larger slice, MIG %1 or more; slices cannot be combined")
                  .arg(QString::fromStdString(o.smallestMigProfile));
    if (o.vgpuShare > 0)
        return o.smallestVgpuShare > 0
            ? QCoreApplication::translate("Labels", "Needs a larger share, vGPU %1% or more; shares cannot be combined")
                  .arg(qRound(o.smallestVgpuShare * 100))
            : QCoreApplication::translate("Labels", "No share of %1 holds it, and shares cannot be combined").arg(gpu);
    // Only training counts optimizer steps.
    return o.optimizerSteps > 0
        ? QCoreApplication::translate("Labels", "No number of %1 holds it, even with ZeRO-3").arg(gpu)
        : QCoreApplication::translate("Labels", "No number of %1 in one server holds it, even with tensor parallelism")
              .arg(gpu);
}

namespace {
/// `sentence` continued inside another one: a capital that only starts the sentence ("Needs")
/// goes lower case; a name in capitals ("MIG", "No" is not one) and other scripts stay.
QString inSentence(QString sentence)
{
    if (sentence.size() > 1 && sentence[0].isUpper() && sentence[1].isLower())
        sentence[0] = sentence[0].toLower();
    return sentence;
}
} // namespace

QString Labels::reasons(const model::OptionResult &option, const model::Catalog &catalog)
{
    QStringList words;
    for (const auto &code : option.reasons) {
        QString text = reason(code);
        if (code == model::reason::kDoesNotFit) {
            const QString fit = wouldFit(option, catalog);
            if (!fit.isEmpty())
                text = QCoreApplication::translate("Labels", "%1 (%2)").arg(text, inSentence(fit));
        }
        words << text;
    }
    return words.join(QCoreApplication::translate("Labels", "; "));
}

QString Labels::rankNote(const model::OptionResult &option, const model::OptionResult *best,
                         const model::Catalog *catalog)
{
    QStringList parts;
    if (!option.reasons.empty())
        parts << (catalog ? reasons(option, *catalog) : reasons(option.reasons));
    const QString odds = rankOdds(option);
    if (option.rank == 1 && !odds.isEmpty())
        parts << odds;
    if (best && option.rank > 1 && best->cost.total() > 0) {
        // A rule (latency, run length) can rank a cheaper option lower: then say it is cheaper.
        const double extra = option.cost.total() - best->cost.total();
        if (std::abs(extra) < 0.005) { // equal to the cent: no "0.00 more"
            parts << QCoreApplication::translate("Labels", "the same cost as the recommended option");
            return parts.join(QCoreApplication::translate("Labels", "; "));
        }
        const char *text = extra >= 0 ? QT_TRANSLATE_NOOP("Labels", "%1 %2 (%3%) more than the recommended option")
                                      : QT_TRANSLATE_NOOP("Labels", "%1 %2 (%3%) cheaper than the recommended option");
        parts << QCoreApplication::translate("Labels", text)
                     .arg(QLocale().toString(std::abs(extra), 'f', 2), Labels::currency(option.currency),
                          // Under 1% with a decimal: "0.03 CNY (0%) more" read as no difference.
                          QLocale().toString(100.0 * std::abs(extra) / best->cost.total(), 'f',
                                             100.0 * std::abs(extra) < best->cost.total() ? 1 : 0));
    }
    if (option.rank > 1 && !odds.isEmpty())
        parts << odds;
    return parts.join(QCoreApplication::translate("Labels", "; "));
}

/// Odds below this (or above 1 minus it) are as good as certain and go unsaid: the cost says it.
constexpr double kOddsWorthSaying = 0.05;
/// Running out of memory is worth saying from 1% of cases: a crash, not a higher bill.
constexpr double kMemoryOddsWorthSaying = 0.01;

QString Labels::rankOdds(const model::OptionResult &option)
{
    const auto percent = [](double share) { return QLocale().toString(100.0 * share, 'f', 0); };
    const auto uncertain = [](double share) { return share >= kOddsWorthSaying && share <= 1.0 - kOddsWorthSaying; };
    const double p = option.probabilityCheaperThanBest;
    if (p < 0)
        return {};
    // An option that fits at the estimate may still run out of memory when the framework's
    // overhead is drawn high: said whenever it happens in 1% of cases or more.
    QString memory;
    if (option.fits && option.probabilityNotFitting >= kMemoryOddsWorthSaying)
        memory = QCoreApplication::translate("Labels", "runs out of GPU memory in %1% of cases (the framework's overhead is uncertain)")
                     .arg(percent(option.probabilityNotFitting));
    const auto withMemory = [&](const QString &odds) {
        return memory.isEmpty() ? odds : odds.isEmpty() ? memory : odds + QCoreApplication::translate("Labels", "; ") + memory;
    };
    if (option.rank == 1) // how often nothing is cheaper, when something sometimes is
        return withMemory(uncertain(1.0 - option.probabilityUndercut)
                              ? QCoreApplication::translate("Labels", "the cheapest in %1% of cases")
                                    .arg(percent(1.0 - option.probabilityUndercut))
                              : QString());
    // Within a third of even odds either way, the ranges cannot tell the two apart.
    if (model::isTie(option))
        return withMemory(option.separatingInput.empty()
            ? QCoreApplication::translate("Labels", "a tie with the recommended option: cheaper in %1% of cases, dearer in the rest")
                  .arg(percent(p))
            : QCoreApplication::translate("Labels", "a tie with the recommended option: cheaper in %1% of cases, dearer in "
                                                    "the rest; %2 decides it: %3")
                  .arg(percent(p), uncertainInput(option.separatingInput), pinDown(option.separatingInput)));
    return withMemory(uncertain(p) ? QCoreApplication::translate("Labels", "cheaper than the recommended option in %1% of cases")
                                         .arg(percent(p))
                                   : QString());
}

namespace {
/// Each uncertain input's name and what pins it down, in model::kUncertainInputs order.
struct UncertainInputWords
{
    const char *name;
    const char *action;
};
constexpr UncertainInputWords kUncertainInputWords[] = {
    {QT_TRANSLATE_NOOP("Labels", "MFU"), QT_TRANSLATE_NOOP("Labels", "measure your training tokens/s on the card")},
    {QT_TRANSLATE_NOOP("Labels", "decoding speed"), QT_TRANSLATE_NOOP("Labels", "measure tokens/s of one request on the card")},
    {QT_TRANSLATE_NOOP("Labels", "slice contention"), QT_TRANSLATE_NOOP("Labels", "run a trial on the slice at a busy hour")},
    {QT_TRANSLATE_NOOP("Labels", "reclaim rate"), QT_TRANSLATE_NOOP("Labels", "ask the platform how often spot instances are reclaimed")},
    {QT_TRANSLATE_NOOP("Labels", "restart time"), QT_TRANSLATE_NOOP("Labels", "time a restart from a checkpoint")},
    {QT_TRANSLATE_NOOP("Labels", "price over the rental"), QT_TRANSLATE_NOOP("Labels", "get a real quote")},
    {QT_TRANSLATE_NOOP("Labels", "framework overhead"), QT_TRANSLATE_NOOP("Labels", "measure peak memory with your framework")},
    {QT_TRANSLATE_NOOP("Labels", "tokens to train"), QT_TRANSLATE_NOOP("Labels", "count the tokens of your dataset and epochs")},
    {QT_TRANSLATE_NOOP("Labels", "requests per day"), QT_TRANSLATE_NOOP("Labels", "read your request logs")},
};
static_assert(std::size(kUncertainInputWords) == model::kUncertainInputs.size());
} // namespace

QString Labels::likelyCost(const model::OptionResult &option, const QLocale &locale)
{
    const model::Percentiles &cost = option.range.totalCost, &hours = option.range.wallHours;
    if (!(cost.p10 < cost.p90))
        return {};
    const auto money = [&](double v) { return locale.toString(v, 'f', 2); };
    if (!(hours.p10 < hours.p90))
        return QCoreApplication::translate("Labels", "In 8 of 10 cases it costs %1–%2 %3.")
            .arg(money(cost.p10), money(cost.p90), currency(option.currency));
    return QCoreApplication::translate("Labels", "In 8 of 10 cases it costs %1–%2 %3 and takes %4–%5 h.")
        .arg(money(cost.p10), money(cost.p90), currency(option.currency), locale.toString(hours.p10, 'f', 1),
             locale.toString(hours.p90, 'f', 1));
}

QString Labels::cheaperAlternative(const model::Result &result, const model::Catalog &catalog, const QLocale &locale)
{
    const model::OptionResult *best = result.best();
    if (!best)
        return {};
    const model::OptionResult *cheapest = best;
    for (const std::string &id : result.ranking)
        if (const model::OptionResult *o = result.option(id); o && o->cost.total() < cheapest->cost.total() - 0.005)
            cheapest = o;
    if (cheapest == best)
        return {};
    // The rules against it; not the words that only say where it ranks.
    std::vector<std::string> rules;
    for (const std::string &code : cheapest->reasons)
        if (code != model::reason::kCheapest && code != model::reason::kRankedBelowByRule)
            rules.push_back(code);
    return QCoreApplication::translate("Labels", "Cheaper but ranked lower: %1 in %2, %3 %4 (%5).")
        .arg(offering(*cheapest, catalog), region(cheapest->region, catalog), locale.toString(cheapest->cost.total(), 'f', 2),
             currency(cheapest->currency), reasons(rules));
}

QString Labels::uncertainInput(const std::string &key)
{
    const int i = model::uncertainInputIndex(key);
    return i < 0 ? QString::fromStdString(key) : QCoreApplication::translate("Labels", kUncertainInputWords[i].name);
}

QString Labels::pinDown(const std::string &key)
{
    const int i = model::uncertainInputIndex(key);
    return i < 0 ? QString() : QCoreApplication::translate("Labels", kUncertainInputWords[i].action);
}

QString Labels::checklist(const std::vector<std::string> &codes)
{
    return joined(kChecklist, codes);
}

QString Labels::warnings(const model::OptionResult &option, const QLocale &locale)
{
    QStringList words;
    for (const auto &code : option.warnings) {
        QString text = warning(code, option.serves);
        if (code == model::warning::kMinimumTerm && option.cost.other > 0)
            text = QCoreApplication::translate("Labels", "%1: %2 %3 top-up")
                       .arg(text, locale.toString(option.cost.other, 'f', 2), currency(option.currency));
        words << text;
    }
    return words.join(QCoreApplication::translate("Labels", "; "));
}

QStringList Labels::memoryParts()
{
    return {QCoreApplication::translate("Labels", "weights"),
            QCoreApplication::translate("Labels", "gradients"),
            QCoreApplication::translate("Labels", "optimizer states"),
            QCoreApplication::translate("Labels", "activations"),
            QCoreApplication::translate("Labels", "KV cache"),
            QCoreApplication::translate("Labels", "LoRA adapters"),
            QCoreApplication::translate("Labels", "framework overhead")};
}

QStringList Labels::costParts()
{
    return {QCoreApplication::translate("Labels", "compute"),
            QCoreApplication::translate("Labels", "storage"),
            QCoreApplication::translate("Labels", "data transfer"),
            QCoreApplication::translate("Labels", "idle (paid, unused)"),
            QCoreApplication::translate("Labels", "data preparation"),
            QCoreApplication::translate("Labels", "rework after reclaims"),
            QCoreApplication::translate("Labels", "minimum-term top-up"),
            QCoreApplication::translate("Labels", "stopped time"),
            QCoreApplication::translate("Labels", "outbound traffic"),
            QCoreApplication::translate("Labels", "disks kept after the job")};
}

QString Labels::gpuShortName(const std::string &gpuId, const model::Catalog &catalog)
{
    const model::Gpu *gpu = catalog.gpu(gpuId);
    if (!gpu)
        return QString::fromStdString(gpuId);
    QString name = QString::fromStdString(gpu->name);
    for (const char *prefix : {"NVIDIA ", "GeForce "})
        if (name.startsWith(QLatin1String(prefix)))
            name.remove(0, int(std::strlen(prefix)));
    return name;
}

QString Labels::vgpuShare(double share)
{
    const double parts = 1.0 / share;
    if (std::abs(parts - std::round(parts)) < 0.01 && std::round(parts) >= 2 && std::round(parts) <= 8)
        return QCoreApplication::translate("Labels", "vGPU 1/%1 card").arg(qRound(parts));
    return QCoreApplication::translate("Labels", "vGPU %1%").arg(qRound(share * 100));
}

QString Labels::gib(double bytes, const QLocale &locale, int decimals)
{
    return QCoreApplication::translate("Labels", "%1 GiB").arg(locale.toString(bytes / kGiB, 'f', decimals));
}

QString Labels::memoryPerGpu(const model::Result &result, const model::Catalog &catalog, const QLocale &locale)
{
    const double low = result.memory.total() / kGiB, high = result.memoryOnLargeGpusBytes / kGiB;
    if (high <= 0 || std::abs(high - low) < 0.05)
        return gib(result.memory.total(), locale);
    return QCoreApplication::translate("Labels", "%1–%2 GiB (vLLM reserves more by default on GPUs of %3 GiB or more "
                                                 "other than the %4)")
        .arg(locale.toString(std::min(low, high), 'f', 1), locale.toString(std::max(low, high), 'f', 1),
             locale.toString(catalog.defaults.largeGpuMinGib, 'f', 0), largeGpuExcluded(catalog));
}

QString Labels::largeGpuExcluded(const model::Catalog &catalog)
{
    QStringList names;
    for (const std::string &name : catalog.defaults.largeGpuExcluded)
        names << QString::fromStdString(name).toUpper();
    return names.join(listSeparator());
}

namespace {

/// What is rented, named the way platforms list it: whole cards and machines as "2× A100 80GB
/// SXM · whole-card rental"; slices by the slice, with the number of instances after it
/// ("A100 80GB SXM MIG 1g.10gb ×3"), so three slices never read as three cards.
QString offeringLabel(const std::string &gpuId, const std::string &migProfile, double vgpuShare,
                      const std::string &kind, int gpus, const model::Catalog &catalog)
{
    const QString gpu = Labels::gpuShortName(gpuId, catalog);
    const QString instances = gpus > 1 ? QStringLiteral(" ×%1").arg(gpus) : QString();
    if (!migProfile.empty())
        return QStringLiteral("%1 MIG %2%3").arg(gpu, QString::fromStdString(migProfile), instances);
    if (vgpuShare > 0)
        return QStringLiteral("%1 %2%3").arg(gpu, Labels::vgpuShare(vgpuShare), instances);
    const QString count = gpus > 1 ? QStringLiteral("%1× ").arg(gpus) : QString();
    return QStringLiteral("%1%2 · %3").arg(count, gpu, Labels::offeringKind(kind));
}
} // namespace

namespace {
/// A scenario's own offering (not in the catalog) is named by its id as well, so two quotes for
/// one GPU and kind ("vendorA", "vendorB") read apart in every table and reason; the ids made up
/// for unnamed ones ("custom-2") add nothing and are left out.
QString withOwnId(const std::string &id, const QString &label, const model::Catalog &catalog)
{
    if (id.empty() || catalog.offering(id) || id.rfind("custom-", 0) == 0)
        return label;
    return QString::fromStdString(id) + QStringLiteral(" · ") + label;
}
} // namespace

QString Labels::offering(const model::OptionResult &o, const model::Catalog &catalog)
{
    return withOwnId(o.offeringId, offeringLabel(o.gpu, o.migProfile, o.vgpuShare, o.kind, o.gpus, catalog), catalog);
}

QString Labels::offering(const model::Offering &o, const model::Catalog &catalog)
{
    return withOwnId(o.id, offeringLabel(o.gpu, o.migProfile, o.vgpuShare, o.kind, o.gpus, catalog), catalog);
}

QString Labels::optionName(const model::OptionResult &o, const model::Catalog &catalog)
{
    return offering(o, catalog) + QStringLiteral(" · ") + region(o.region, catalog);
}

QString Labels::phaseStatus(const std::string &code)
{
    if (code == model::phase_status::kNoOption)
        return QCoreApplication::translate("Labels", "no compared option can do it");
    if (code == model::phase_status::kOptionUnfit)
        return QCoreApplication::translate("Labels", "the chosen option lacks the GPU memory");
    if (code == model::phase_status::kTooLong)
        return QCoreApplication::translate("Labels", "would run for more than 20 years");
    if (code == model::phase_status::kLoadNotServed)
        return QCoreApplication::translate("Labels", "the option cannot carry the load, even with the most replicas");
    return QCoreApplication::translate("Labels", "priced");
}

QString Labels::phaseStatus(const model::PhaseResult &phase)
{
    if (phase.status == model::phase_status::kLoadNotServed && phase.unservedMonth > 0)
        return QCoreApplication::translate("Labels", "from month %1 the option cannot carry the load, even with the most replicas")
            .arg(phase.unservedMonth);
    return phaseStatus(phase.status);
}

QString Labels::phaseOption(const model::PhaseResult &phase, const model::Catalog &catalog)
{
    const model::OptionResult *o = phase.result.option(phase.option);
    if (phase.status != model::phase_status::kPriced || !o)
        return phaseStatus(phase);
    const QString name = optionName(*o, catalog);
    if (phase.peakGpus == phase.firstGpus)
        return name;
    return QCoreApplication::translate("Labels", "%1, %2→%3 GPUs as the load grows").arg(name).arg(phase.firstGpus).arg(phase.peakGpus);
}

QString Labels::budgetVerdict(const model::ProjectResult &r, const std::function<QString(double)> &amount)
{
    const std::string status = r.budgetStatus();
    if (status == "none")
        return {};
    const QString budget = amount(*r.budget);
    if (status == "runs_out") {
        const QString day = QString::fromStdString(model::isoDate(*r.budgetRunsOutDay));
        return r.unpricedPhases > 0
            ? QCoreApplication::translate("Labels", "The budget of %1 runs out by %2 at the latest (the phases without a price would "
                                                    "only bring that day forward).").arg(budget, day)
            : QCoreApplication::translate("Labels", "The budget of %1 runs out on %2; the project costs %3 more than that.")
                  .arg(budget, day, amount(r.totalCost - *r.budget));
    }
    if (status == "unknown")
        return QCoreApplication::translate("Labels", "Whether the budget of %1 is enough cannot be told: %2 is spent on the priced "
                                                     "phases, and the phases without a price are not in it.")
            .arg(budget, amount(r.totalCost));
    return QCoreApplication::translate("Labels", "The budget of %1 is enough: %2 is left at the end.")
        .arg(budget, amount(*r.budget - r.totalCost));
}

QString Labels::yesNo(bool value)
{
    return value ? QCoreApplication::translate("Labels", "yes") : QCoreApplication::translate("Labels", "no");
}

QString Labels::signedNumber(double value, int decimals, const QLocale &locale)
{
    const QString number = locale.toString(std::abs(value), 'f', decimals);
    if (number == locale.toString(0.0, 'f', decimals))
        return number;
    return (value < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + number;
}

QString Labels::inputValue(const nlohmann::json &value, const QLocale &locale)
{
    if (value.is_null())
        return {};
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_boolean())
        return yesNo(value.get<bool>());
    if (value.is_number_float())
        return locale.toString(value.get<double>(), 'g', 15);
    return QString::fromStdString(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

QString Labels::hours(double hours, const QLocale &locale)
{
    const QString h = locale.toString(hours, 'f', 1);
    if (hours < 48)
        return QCoreApplication::translate("Labels", "%1 h").arg(h);
    const double days = hours / 24.0;
    return QCoreApplication::translate("Labels", "%1 h (%2 days)")
        .arg(h, locale.toString(days, 'f', days == std::floor(days) ? 0 : 1));
}

namespace {

/// Each remark and refusal template (model/Remarks.h) with a pattern catching its %1, %2, …:
/// "^(file: path): message$" when `prefixed`, else "^message$".
const std::vector<std::pair<const char *, QRegularExpression>> &messagePatterns(bool prefixed)
{
    static const auto build = [](bool withFile) {
        std::vector<std::pair<const char *, QRegularExpression>> out;
        const auto add = [&](const char *message) {
            QString pattern = QRegularExpression::escape(QString::fromUtf8(message));
            // escape() writes "%1" as "\\%1" (it escapes every character but letters and digits).
            pattern.replace(QRegularExpression(QStringLiteral("\\\\?%[0-9]+")), QStringLiteral("(.*?)"));
            out.emplace_back(message, QRegularExpression((withFile ? QStringLiteral("^(.*): %1$") : QStringLiteral("^()%1$")).arg(pattern),
                                                         QRegularExpression::DotMatchesEverythingOption));
        };
        for (const char *message : model::remark::kAll)
            add(message);
        for (const char *message : model::remark::kRefusals)
            add(message);
        return out;
    };
    static const auto withFile = build(true), bare = build(false);
    return prefixed ? withFile : bare;
}

/// `text` translated by the first template that matches it (messagePatterns), the values it
/// quotes translated in turn while `depth` lasts; "" when none matches. `where` gets the file
/// and path before the message.
QString translatedMessage(const QString &text, bool prefixed, int depth, QString *where)
{
    for (const auto &[message, pattern] : messagePatterns(prefixed)) {
        const QRegularExpressionMatch m = pattern.match(text);
        if (!m.hasMatch())
            continue;
        QString said = QCoreApplication::translate("Remark", message);
        for (int i = 2; i <= m.lastCapturedIndex(); ++i) {
            QString value = m.captured(i);
            if (std::ranges::any_of(model::remark::kJsonTypes, [&](const char *type) { return value == QLatin1String(type); }))
                value = QCoreApplication::translate("Remark", qPrintable(value));
            else if (depth > 0)
                if (const QString inner = translatedMessage(value, false, depth - 1, nullptr); !inner.isEmpty())
                    value = inner;
            said = said.arg(value);
        }
        if (where)
            *where = m.captured(1);
        return said;
    }
    return {};
}

} // namespace

QString Labels::fileMessage(const std::string &text)
{
    const QString whole = QString::fromStdString(text);
    QString where;
    const QString said = translatedMessage(whole, true, 1, &where);
    return said.isEmpty() ? whole : labelled(where, said);
}

QString Labels::largeCount(double count, const QLocale &locale)
{
    const auto shown = [&](double v) {
        QString text = locale.toString(v, 'f', 2);
        const QString point = locale.decimalPoint();
        if (text.contains(point)) {
            while (text.endsWith(QLatin1Char('0')))
                text.chop(1);
            if (text.endsWith(point))
                text.chop(point.size());
        }
        return text;
    };
    const bool chinese = Translation::current().startsWith(QLatin1String("zh"));
    const struct
    {
        double size;
        const char *text;
    } units[] = {{1e8, "%1 亿"}, {1e4, "%1 万"}};
    if (chinese) {
        for (const auto &u : units)
            if (count >= u.size)
                return QString::fromUtf8(u.text).arg(shown(count / u.size));
    } else if (count >= 1e9)
        return QCoreApplication::translate("Labels", "%1 billion").arg(shown(count / 1e9));
    else if (count >= 1e6)
        return QCoreApplication::translate("Labels", "%1 million").arg(shown(count / 1e6));
    return shown(count);
}

QString Labels::scenarioName(const std::string &name, const std::string &nameZh)
{
    if (name == "Untitled" && nameZh.empty()) // the model's default name
        return QCoreApplication::translate("Labels", "Untitled");
    return shownName(source(name, nameZh)); // the same language rule as a catalog note
}

QString Labels::shownName(const QString &name)
{
    constexpr qsizetype kMost = 120;
    if (name.size() <= kMost)
        return name;
    qsizetype cut = kMost - 1;
    if (name.at(cut - 1).isHighSurrogate()) // never split a character outside the BMP
        --cut;
    return name.left(cut) + QChar(0x2026);
}

QString Labels::currency(const std::string &code)
{
    if (code == "CNY")
        return QCoreApplication::translate("Labels", "CNY", "currency after an amount: 元 in Chinese");
    if (code == "USD")
        return QCoreApplication::translate("Labels", "USD", "currency after an amount: 美元 in Chinese");
    return QString::fromStdString(code);
}

QString Labels::withColon(const QString &label)
{
    return QCoreApplication::translate("Labels", "%1:", "a label before its value").arg(label);
}

QString Labels::labelled(const QString &name, const QString &text)
{
    return QCoreApplication::translate("Labels", "%1: %2", "a name and what is said of it").arg(name, text);
}

QString Labels::withSentence(const QString &text, const QString &sentence)
{
    const QChar last = text.isEmpty() ? QChar() : text.back();
    const bool fullWidth = (last.unicode() >= 0x3000 && last.unicode() <= 0x303F)
        || (last.unicode() >= 0xFF00 && last.unicode() <= 0xFFEF);
    return text.isEmpty() || fullWidth ? text + sentence : text + QLatin1Char(' ') + sentence;
}

QString Labels::listSeparator()
{
    return QCoreApplication::translate("Labels", ", ", "between the names of a list");
}

} // namespace gpuplanner::ui
