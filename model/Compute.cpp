#include "Compute.h"

#include "Memory.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpuplanner::model {

namespace {
constexpr double kSecondsPerHour = 3600.0;
constexpr double kSecondsPerDay = 86400.0;
} // namespace

double workloadFlop(const Workload &w, double activeParams, double hours)
{
    if (w.kind == WorkloadKind::Inference) {
        const Serving &s = w.serving;
        const double request = prefillFlop(w.arch, activeParams, s.promptTokens)
            + s.outputTokens * decodeFlopPerToken(w.arch, activeParams, s.meanContext());
        return s.requestsPerDay() * hours / 24.0 * request;
    }
    return (linearFlopPerParamToken(w) * activeParams + attentionFlopPerToken(w)) * w.trainTokens;
}

double linearFlopPerParamToken(const Workload &w)
{
    double recompute = 0.0;
    if (w.checkpointing == ActivationCheckpointing::Full)
        recompute = 2.0;
    else if (w.checkpointing == ActivationCheckpointing::Selective && !recomputesCoreAttention(w))
        if (const double active = countParams(w.arch).active; active > 0)
            recompute = 2.0 * std::min(1.0, selectiveRecomputedParams(w.arch) / active);
    return (isLora(w.kind) ? 4.0 : 6.0) + recompute;
}

double attentionFlopPerToken(const Workload &w)
{
    // Forward, backward (twice the forward) and, where selective checkpointing does not keep
    // the attention output, full recomputation's second forward; Megatron Core's selective
    // recompute runs attention's core a second time.
    const bool again = w.checkpointing == ActivationCheckpointing::Full || recomputesCoreAttention(w);
    return (again ? 4.0 : 3.0) * attentionFlopPerQuery(w.arch, w.sequenceLength);
}

double attentionFlopPerQuery(const ModelArch &a, double context)
{
    const double windowed = slidingLayers(a);
    const double positions = windowed * std::min(context, double(a.slidingWindow)) + (a.layers - windowed) * context;
    // Scores use the query/key width, the weighted sum the value width: 2 · H · (Q + V) per
    // context position. Multi-head latent attention has Q = 192 and V = 128 (DeepSeek-V3
    // config.json: qk_nope_head_dim 128 + qk_rope_head_dim 64, v_head_dim 128).
    const double widths = double(a.headDim) + (a.vHeadDim > 0 ? a.vHeadDim : a.headDim);
    return 2.0 * double(a.heads) * widths * positions;
}

double prefillFlop(const ModelArch &a, double activeParams, double promptTokens)
{
    return promptTokens * (2.0 * activeParams + attentionFlopPerQuery(a, promptTokens));
}

double decodeFlopPerToken(const ModelArch &a, double activeParams, double context)
{
    return 2.0 * activeParams + attentionFlopPerQuery(a, context);
}

std::string computePrecision(const Gpu &gpu, const Workload &w, bool &fellBack)
{
    std::string wanted = precisionKey(w.precision);
    if (w.kind == WorkloadKind::Qlora)
        wanted = "bf16";
    else if (w.precision == Precision::Int4)
        wanted = "fp16";
    fellBack = false;
    if (gpu.peakFlops.count(wanted))
        return wanted;
    fellBack = true;
    for (const char *alt : {"bf16", "fp16", "fp32"})
        if (gpu.peakFlops.count(alt))
            return alt;
    return "";
}

double peakFlopsFor(const Gpu &gpu, const Workload &w, bool &fellBack)
{
    const auto it = gpu.peakFlops.find(computePrecision(gpu, w, fellBack));
    return it != gpu.peakFlops.end() ? it->second : 0.0;
}

namespace {
/// The figure under `key` of the training framework's entry for `gpu` (Gpu::frameworkMfu), if
/// the workload trains with a framework of its own and the catalog has one.
std::optional<double> frameworkFigure(const Gpu &gpu, const Workload &w, const std::string &key)
{
    if (w.kind == WorkloadKind::Inference || w.trainingFramework == TrainingFramework::Generic)
        return std::nullopt;
    const auto framework = gpu.frameworkMfu.find(trainingFrameworkKey(w.trainingFramework));
    if (framework == gpu.frameworkMfu.end())
        return std::nullopt;
    const auto figure = framework->second.find(key);
    return figure != framework->second.end() ? std::optional(figure->second) : std::nullopt;
}
} // namespace

std::optional<double> frameworkMfu(const Gpu &gpu, const Workload &w)
{
    bool fellBack = false;
    return frameworkFigure(gpu, w, computePrecision(gpu, w, fellBack));
}

std::optional<double> frameworkAttentionMfu(const Gpu &gpu, const Workload &w)
{
    if (!frameworkMfu(gpu, w) || !blendsFp8(gpu, w))
        return std::nullopt;
    return frameworkFigure(gpu, w, kFrameworkAttentionKey);
}

const char *halfPrecision(const Gpu &gpu)
{
    return gpu.peakFlops.count("bf16") ? "bf16" : "fp16";
}

double fp8BlendedMfu(const Gpu &gpu, const Workload &w, std::optional<double> fp8Mfu, double halfMfu)
{
    const auto fp8 = gpu.peakFlops.find("fp8");
    const auto half = gpu.peakFlops.find(halfPrecision(gpu));
    if (fp8 == gpu.peakFlops.end() || half == gpu.peakFlops.end() || halfMfu <= 0)
        return fp8Mfu.value_or(halfMfu);
    // Without a figure of its own the card's linear layers run at its half-precision rate.
    const double linearRate = fp8Mfu && *fp8Mfu > 0 ? fp8->second * *fp8Mfu : half->second * halfMfu;
    const double linear = linearFlopShare(w);
    const double secondsPerFlop = linear / linearRate + (1.0 - linear) / (half->second * halfMfu);
    return 1.0 / secondsPerFlop / fp8->second;
}

double linearFlopShare(const Workload &w)
{
    const bool serving = w.kind == WorkloadKind::Inference;
    const double active = countParams(w.arch).active;
    const double linear = (serving ? 2.0 : linearFlopPerParamToken(w)) * active;
    const double attention = serving ? attentionFlopPerQuery(w.arch, w.serving.promptTokens) : attentionFlopPerToken(w);
    return linear + attention > 0 ? linear / (linear + attention) : 1.0;
}

SpeedFactors speedFactors(const Offering &o, const Gpu &gpu, const Workload &w, int gpus, const CatalogDefaults &d)
{
    SpeedFactors f;
    const MigProfile *mig = o.kind == "slice" ? gpu.migProfile(o.migProfile) : nullptr;
    if (mig) {
        f.computeShare = mig->computeFraction;
    } else if (o.kind == "slice") {
        f.computeShare = o.computeCap.value_or(o.vgpuShare);
        f.contention = 1.0 - o.contention.value_or(d.vgpuContention);
    } else if (o.computeCap) {
        f.computeShare = *o.computeCap;
    }
    // A MIG profile's memory slices carry its bandwidth; a time-sliced or capped card shares its
    // bandwidth as its compute.
    f.bandwidthShare = mig ? std::min(1.0, mig->memoryBytes / gpu.memoryBytes) : f.computeShare;
    if (o.contention && o.kind != "slice")
        f.contention = 1.0 - *o.contention;
    if (gpus > 1 && !isTraining(w.kind)) {
        const std::string key = o.kind == "slice" ? "slice" : gpu.interconnect;
        auto it = d.scalingEfficiency.find(key);
        f.scaling = it != d.scalingEfficiency.end() ? it->second : 1.0;
    }
    return f;
}

double gradientBytes(const Workload &w, double params, const CatalogDefaults &d)
{
    const bool lora = isLora(w.kind);
    return lora ? loraParams(w.arch, w.loraRank, adaptedModules(w)) * d.loraParamBytes
                : params * gradientBytesPerElement(w);
}

double gatheredWeightBytes(const Workload &w, const ParamCount &params, const CatalogDefaults &d)
{
    if (w.kind == WorkloadKind::Qlora)
        return (params.linear * d.qloraBitsPerWeight + params.embedding * 16.0) / 8.0;
    return params.total * heldBytesPerElement(w);
}

double computeHours(double flop, int gpus, double peakFlops, double mfu, const SpeedFactors &f)
{
    const double rate = std::max(1, gpus) * peakFlops * mfu * f.product();
    return rate > 0 ? flop / rate / kSecondsPerHour : 0.0;
}

ServingEstimate estimateServing(const Workload &w, const ModelArch &arch, double activeParams,
                                double weightBytesPerGpu, double memoryBandwidth, double peakFlops,
                                double mfu, const SpeedFactors &f, int gpus,
                                double bandwidthEfficiency, double tpAllreduceSeconds, double weightReadEfficiency)
{
    const Serving &s = w.serving;
    const double n = std::max(1, gpus);
    const double bandwidth = memoryBandwidth * bandwidthEfficiency * f.bandwidthShare * f.contention; // per GPU
    const double tpSeconds = n > 1 ? 2.0 * arch.layers * tpAllreduceSeconds : 0.0;
    const double flops = n * peakFlops * mfu * f.product();                   // the replica
    ServingEstimate best;
    if (bandwidth <= 0 || flops <= 0 || weightReadEfficiency <= 0)
        return best;
    const double context = s.meanContext();
    // Chunked prefill: at most max_num_batched_tokens of the prompt a forward pass, each of
    // which reads all the weights (an engine without continuous batching takes it in one).
    const double chunk = s.continuousBatching && s.maxNumBatchedTokens && *s.maxNumBatchedTokens > 0
        ? *s.maxNumBatchedTokens : s.promptTokens;
    const double prefillSteps = s.promptTokens > 0 ? std::ceil(s.promptTokens / chunk - 1e-9) : 1.0;
    const double prefill = std::max(prefillFlop(arch, activeParams, s.promptTokens) / flops,
                                    prefillSteps * weightBytesPerGpu / weightReadEfficiency / bandwidth);
    const double perToken = decodeFlopPerToken(arch, activeParams, context);

    auto at = [&](int batch) {
        ServingEstimate e;
        e.batch = batch;
        e.prefillSeconds = prefill;
        e.prefillSteps = prefillSteps;
        const double kvSplit = kvShards(arch, int(n));
        e.weightBytes = weightBytesPerGpu;
        e.kvBytes = kvCacheBytes(arch, batch, context, s.kvCachePrecision) / kvSplit;
        e.bandwidth = bandwidth;
        const double readSeconds = (e.weightBytes / weightReadEfficiency + e.kvBytes) / bandwidth;
        e.computeSeconds = perToken * batch / flops;
        e.tpSyncSeconds = tpSeconds;
        e.stepSeconds = std::max(readSeconds, e.computeSeconds) + tpSeconds;
        e.requestSeconds = batch * prefill + s.outputTokens * e.stepSeconds;
        e.tokensPerSecond = batch / e.stepSeconds;
        e.requestsPerDay = batch * kSecondsPerDay / e.requestSeconds;
        return e;
    };
    const int largest = s.batch();
    best = at(largest);
    if (s.latencyTargetSeconds) {
        // The largest batch that meets the target. A request's time never falls as the batch
        // grows: batch × prefill, the KV cache read per step and the step's FLOP all grow with
        // it (and floating-point rounding is monotone too), so the batches that meet the target
        // are 1 … b*, and bisection finds b*. When even one request at a time misses it, smaller
        // batches (and the extra replicas they would need) do not help: keep the full batch and
        // say the target is missed.
        const double target = *s.latencyTargetSeconds;
        if (best.requestSeconds <= target)
            return best;
        if (at(1).requestSeconds > target) {
            best.meetsLatencyTarget = false;
            return best;
        }
        int meets = 1;       // at(meets) meets the target
        int misses = largest; // at(misses) does not
        while (misses - meets > 1) {
            const int mid = meets + (misses - meets) / 2;
            (at(mid).requestSeconds <= target ? meets : misses) = mid;
        }
        return at(meets);
    }
    return best;
}

} // namespace gpuplanner::model
