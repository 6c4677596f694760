#include "Evaluate.h"

#include "Billing.h"
#include "Compute.h"
#include "Memory.h"
#include "ModelArch.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace gpuplanner::model {

namespace {

constexpr double kBitsPerByte = 8.0;
constexpr double kGB = 1e9;
constexpr double kSecondsPerHour = 3600.0;

/// What CUDA gives a process of the whole card (docs/DOMAIN.md, Fit): nvidia-smi's total less the
/// catalog's `cuda_reserved_mib`.
double cudaBytes(const Gpu &gpu, const CatalogDefaults &d)
{
    return std::max(0.0, gpu.memoryBytes - d.cudaReservedBytes);
}

/// Bytes a framework can allocate on `o`: a MIG profile's memory as the driver reports it, a vGPU
/// share of what CUDA gives of the card, or all of that.
double capacityOf(const Offering &o, const Gpu &gpu, const CatalogDefaults &d)
{
    if (const MigProfile *p = gpu.migProfile(o.migProfile))
        return p->memoryBytes;
    if (o.vgpuShare > 0)
        return cudaBytes(gpu, d) * o.vgpuShare;
    return cudaBytes(gpu, d);
}

/// What every option of one evaluation shares.
struct Context
{
    const Catalog &catalog;
    const Scenario &scenario;
    const CatalogDefaults &defaults;
    const ParamCount &params;
    const Result &result;
    const WeightFormat *format;
    double servingHours;
    /// Training: the share of a micro-batch's work after its first forward, what runs beside
    /// data-parallel traffic (Communication): 1 − 2 / flop per parameter and token.
    double backwardShare;
    long today = 0; ///< the scenario's date as a day number (0: unknown)
    const InputFactors &factors; ///< the uncertain inputs' multipliers (1: the point estimate)
    /// Serving: the workload under the engine's scheduler defaults for GPUs of each class
    /// (withEngineDefaults: [0] other GPUs, [1] large GPUs), and the class `result.memory` uses.
    const std::array<Workload, 2> &engine;
    bool largeEngine = false;
    /// Per-GPU need (bytes) by GPU count and variant (needOn: the workload as the scenario sets
    /// it, with ZeRO stage 3, with a chunked loss; serving: on large or other GPUs), filled as
    /// options ask (OptionResult::wouldFit, fitsWithChunkedLoss): the counts tried are mostly the
    /// same from option to option.
    mutable std::unordered_map<long, double> need;
};

/// The memory estimate on `gpus` GPUs; serving: on GPUs that take the engine's large-GPU
/// defaults (`large`) or the others' (takesLargeGpuEngine).
MemoryBreakdown memoryOn(const Context &c, int gpus, bool large)
{
    const Workload &w = c.scenario.workload;
    large = large && w.kind == WorkloadKind::Inference;
    return gpus == w.gpus && large == c.largeEngine
               ? c.result.memory
               : estimateMemory(w.arch, c.params, c.engine[large], c.defaults, gpus, c.format);
}

/// Bytes each of `gpus` GPUs needs: the workload as the scenario sets it, or for training with
/// ZeRO stage 3 sharding weights, gradients and optimizer states over the data-parallel GPUs
/// (`zero3`) and/or with a chunked or fused loss in place of the standard one (`chunkedLoss`).
/// The memory estimate itself (estimateMemory), remembered for the evaluation.
double needOn(const Context &c, int gpus, bool zero3, bool chunkedLoss = false, bool large = false)
{
    const Workload &w = c.scenario.workload;
    zero3 = zero3 && isTraining(w.kind) && w.zeroStage < 3;
    chunkedLoss = chunkedLoss && isTraining(w.kind) && w.lossImplementation == LossImplementation::Standard;
    large = large && w.kind == WorkloadKind::Inference;
    const long key = long(gpus) * 8 + (large ? 4 : 0) + (zero3 ? 2 : 0) + (chunkedLoss ? 1 : 0);
    if (const auto it = c.need.find(key); it != c.need.end())
        return it->second;
    double total = 0;
    if (zero3 || chunkedLoss) {
        Workload changed = w;
        if (zero3)
            changed.zeroStage = 3;
        if (chunkedLoss)
            changed.lossImplementation = LossImplementation::Chunked;
        total = estimateMemory(w.arch, c.params, changed, c.defaults, gpus, c.format).total();
    } else {
        total = memoryOn(c, gpus, large).total();
    }
    c.need.emplace(key, total);
    return total;
}

/// The fewest GPUs of `o`'s kind whose per-GPU need is at most `usable` bytes, and the sharding
/// (Result.h, WouldFit; docs/DOMAIN.md, Fit):
/// - a slice: only itself (a process sees one MIG instance or share: NVIDIA MIG User Guide,
///   "CUDA device enumeration"; multi-GPU training on slices is left out anyway);
/// - training: the smallest multiple of the offering's unit up to kMaxGpus with ZeRO-3 (every
///   other setting as the scenario has it), reported with the scenario's own stage when that
///   fits there too. ZeRO-3 never needs more than a lower stage on the same GPUs, and the need
///   falls as GPUs are added, so a doubling search then bisection finds the smallest count;
/// - serving: tensor parallelism over 1, 2, 4, … GPUs up to one server (`gpus_per_node`),
///   while vLLM can split the model over the count (servingTensorParallelSplits), each replica rented
///   in whole units.
/// An option that fits as rented and is beyond these limits is reported as rented (`replicaGpus`).
/// Training: the fewest GPUs, a multiple of `unit` up to kMaxGpus, whose per-GPU need with
/// ZeRO-3 (and a chunked loss where `chunkedLoss`) is at most `usable` bytes; 0 when none is.
/// ZeRO-3 never needs more than a lower stage on the same GPUs, and the need falls as GPUs are
/// added, so a doubling search then bisection finds it.
int fewestTrainingGpus(const Context &c, int unit, double usable, bool chunkedLoss)
{
    const int most = std::max(1, kMaxGpus / unit); // in units
    const auto fitsOn = [&](int units) { return needOn(c, units * unit, true, chunkedLoss) <= usable; };
    int hi = 1;
    while (hi < most && !fitsOn(hi))
        hi = std::min(most, hi * 2);
    if (!fitsOn(hi))
        return 0;
    int lo = hi / 2; // does not fit (0: nothing below 1)
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (fitsOn(mid) ? hi : lo) = mid;
    }
    return hi * unit;
}

std::optional<WouldFit> wouldFitFor(const Context &c, const Offering &o, double usable, int replicaGpus, bool fits,
                                    bool large)
{
    const Workload &w = c.scenario.workload;
    const bool training = isTraining(w.kind);
    const int unit = std::max(1, o.gpus);
    // Training: the stage and tensor-parallel size the estimate took on that many GPUs (ZeRO
    // shards nothing on one; a tester followed {"gpus": 2} and dropped the TP 2 it relied on).
    const auto trainingFit = [&](int gpus, int stage) {
        return WouldFit{gpus, gpus > 1 ? stage : 0, parallelLayout(w, gpus, 1.0).tensor};
    };
    const auto asSet = [&](int gpus) {
        return training ? trainingFit(gpus, w.zeroStage) : WouldFit{gpus, -1, gpus};
    };
    if (o.kind == "slice") {
        if (needOn(c, unit, false, false, large) <= usable)
            return asSet(unit);
    } else if (training) {
        if (const int gpus = fewestTrainingGpus(c, unit, usable, false))
            return trainingFit(gpus, needOn(c, gpus, false) <= usable ? w.zeroStage : 3);
    } else {
        for (int n = 1; n <= c.defaults.gpusPerNode && servingTensorParallelSplits(w.arch, n); n *= 2)
            if (needOn(c, n, false, false, large) <= usable)
                return WouldFit{(n + unit - 1) / unit * unit, -1, n};
    }
    if (fits)
        return asSet(replicaGpus);
    return std::nullopt;
}

/// Bytes/s a GPU sends in a ring collective: NVLink or PCIe inside one server, the network
/// between servers (the slower link bounds a ring); slices talk over the network only
/// (no NVLink on slices: docs/DOMAIN.md, Communication). A ring sends and receives at once, each
/// at one direction's rate (NCCL's bus bandwidth): half of a data sheet's link figure, which
/// counts both directions (NVLink 600 GB/s on an A100 is 300 each way; PCIe 4.0 x16 64 GB/s is
/// 32), while a network's Gbps is already one direction's. A whole machine's network figure is
/// each GPU's own NIC (RDMA), and NCCL spreads a ring's channels over the NICs of every GPU the
/// ring has in a server, so a ring with `membersPerServer` GPUs in each server crosses between
/// servers at that many NICs' rate: 8 A100s with four 200 Gbps NICs all-reduced across three
/// servers at 85-96 GB/s, the four NICs' 100 (NVIDIA/nccl-tests issue 119); NCCL's maintainers
/// expect 46-48 GB/s per 400 Gbps NIC (nccl-tests issue 290). Other offerings' intranet figure is
/// the instance's, shared by its cards.
double allreduceBandwidth(const Offering &o, const Gpu &gpu, int gpus, double networkGbps,
                          const CatalogDefaults &d, int membersPerServer = 1)
{
    const double network = networkGbps * kGB / kBitsPerByte;
    const double link = gpu.interconnectBandwidth / 2.0;
    if (o.kind == "slice")
        return network;
    if (gpus <= d.gpusPerNode)
        return link;
    return std::min(link, network * (o.kind == "whole_machine" ? membersPerServer : 1));
}

/// How fast one option runs: the card's peak rate for the workload (and whether it fell back to
/// another precision), its speed factors and its intranet bandwidth.
struct Rates
{
    double peak = 0;
    double mfu = 0; ///< on this GPU (effectiveMfu)
    bool fellBack = false;
    SpeedFactors speed;
    double bandwidthGbps = 1;
};

Rates ratesOf(const Context &c, const Offering &o, const Gpu &gpu, int replicaGpus)
{
    Rates x;
    x.peak = peakFlopsFor(gpu, c.scenario.workload, x.fellBack);
    x.mfu = std::min(1.0, effectiveMfu(c.scenario, c.catalog, &gpu) * c.factors.mfu);
    x.speed = speedFactors(o, gpu, c.scenario.workload, replicaGpus, c.defaults);
    const auto it = c.defaults.bandwidthGbps.find(o.kind);
    x.bandwidthGbps = o.bandwidthGbps.value_or(it != c.defaults.bandwidthGbps.end() ? it->second : 1.0);
    return x;
}

/// The option's identity: offering, kind, GPU, slice and currency.
OptionResult describeOption(const Context &c, const Offering &o)
{
    OptionResult r;
    r.offeringId = o.id;
    r.kind = o.kind;
    r.gpu = o.gpu;
    r.migProfile = o.migProfile;
    r.vgpuShare = o.vgpuShare;
    r.currency = c.scenario.currency;
    r.serves = !isTraining(c.scenario.workload.kind);
    return r;
}

/// Fit (docs/DOMAIN.md, Fit): the memory each of the replica's GPUs needs against what `o`
/// offers (`r.capacityBytes`, set by the caller; serving: with the engine defaults of its class,
/// `large`), and the GPU count, MIG profile and vGPU share that would fit. Returns the memory.
MemoryBreakdown fitMemory(const Context &c, const Offering &o, const Gpu &gpu, int replicaGpus, bool large,
                          OptionResult &r)
{
    const bool training = isTraining(c.scenario.workload.kind);
    const MemoryBreakdown mem = memoryOn(c, replicaGpus, large);
    r.memoryPerGpuBytes = mem.total();
    const double utilization = training ? 1.0
                                        : c.scenario.workload.serving.gpuMemoryUtilization.value_or(
                                              c.defaults.servingMemoryUtilization);
    r.usableBytes = r.capacityBytes * utilization;
    r.headroomBytes = r.usableBytes - r.memoryPerGpuBytes;
    r.fits = r.headroomBytes >= 0;
    r.requiredHeadroomBytes = c.scenario.memoryHeadroom * r.capacityBytes;
    r.wouldFit = wouldFitFor(c, o, r.usableBytes, replicaGpus, r.fits, large);
    r.gpusNeeded = r.wouldFit ? r.wouldFit->gpus : 0;
    if (training && !r.fits && o.kind != "slice"
        && c.scenario.workload.lossImplementation == LossImplementation::Standard) {
        r.fitsWithChunkedLoss = needOn(c, replicaGpus, false, true) <= r.usableBytes;
        if (!r.fitsWithChunkedLoss)
            if (const int gpus = fewestTrainingGpus(c, std::max(1, o.gpus), r.usableBytes, true);
                gpus > 0 && (r.gpusNeeded == 0 || gpus < r.gpusNeeded)) {
                const int stage = c.scenario.workload.zeroStage;
                r.wouldFitWithChunkedLoss = WouldFit{gpus, needOn(c, gpus, false, true) <= r.usableBytes ? stage : 3,
                                                     parallelLayout(c.scenario.workload, gpus, 1.0).tensor};
            }
    }
    if (training && !r.fits && o.kind != "slice") {
        // The two inputs that shrink the activations on the GPUs rented: a longer split of each
        // sequence, or recomputing every layer in the backward pass.
        const Workload &w = c.scenario.workload;
        const auto fitsWith = [&](const Workload &changed) {
            return estimateMemory(w.arch, c.params, changed, c.defaults, replicaGpus, c.format).total() <= r.usableBytes;
        };
        const ParallelLayout l = parallelLayout(w, replicaGpus, 1.0);
        const int left = std::max(1, replicaGpus / (l.tensor * l.pipeline));
        for (int cp = l.context + 1; cp <= left && r.contextParallelToFit == 0; ++cp) {
            Workload changed = w;
            changed.contextParallelSize = cp;
            if (left % cp == 0 && fitsWith(changed))
                r.contextParallelToFit = cp;
        }
        if (w.checkpointing != ActivationCheckpointing::Full) {
            Workload changed = w;
            changed.checkpointing = ActivationCheckpointing::Full;
            r.fitsWithFullRecompute = fitsWith(changed);
        }
    }
    if (!training) {
        // What the engine has left for its KV cache once weights, working memory and its own
        // overhead are in, in tokens of one replica (as vLLM logs "GPU KV cache size").
        const Workload &w = c.scenario.workload;
        const double perToken = kvCacheBytes(w.arch, 1, 1, w.serving.kvCachePrecision) / kvShards(w.arch, replicaGpus);
        const double free = r.usableBytes - (mem.total() - mem.kvCache);
        r.kvCacheCapacityTokens = free > 0 && perToken > 0 ? std::floor(free / perToken) : 0.0;
        r.kvBytesPerToken = perToken;
        r.kvCacheBytes = mem.kvCache;
        r.maxNumSeqs = c.engine[large].serving.maxNumSeqs.value_or(0.0);
        r.maxNumBatchedTokens = c.engine[large].serving.maxNumBatchedTokens.value_or(0.0);
    }
    // The smallest MIG profile and vGPU share that hold one copy and leave the scenario's headroom
    // of their own capacity; where none leaves it, the smallest that holds the copy at all. (The
    // GPU count of wouldFitFor only holds the estimate: ZeRO-3 shards the model states alone, and
    // counting on the headroom could ask for hundreds of GPUs to shave the last gigabyte.)
    // One GPU's need on a slice of `bytes` (serving: the engine's defaults for that size).
    const auto needOnOne = [&](double bytes) {
        return needOn(c, 1, false, false, takesLargeGpuEngine(c.defaults, gpu, bytes));
    };
    const auto smallestProfile = [&](double kept) {
        const MigProfile *smallest = nullptr;
        for (const MigProfile &p : gpu.migProfiles)
            if (p.memoryBytes * (utilization - kept) >= needOnOne(p.memoryBytes)
                && (!smallest || p.memoryBytes < smallest->memoryBytes))
                smallest = &p;
        return smallest;
    };
    const auto smallestShare = [&](double kept) {
        const double card = cudaBytes(gpu, c.defaults);
        const auto shareFor = [&](double need) {
            const double share = need / (card * (utilization - kept));
            return share > 0 && share <= 1.0 ? std::min(1.0, std::ceil(share * 20.0 - 1e-9) / 20.0) : 0.0;
        };
        // A share big enough to take the large-GPU defaults needs their larger reserve.
        const double share = shareFor(needOnOne(0.0));
        return takesLargeGpuEngine(c.defaults, gpu, share * card) ? shareFor(needOnOne(card)) : share;
    };
    const double keep = std::clamp(c.scenario.memoryHeadroom, 0.0, utilization);
    const MigProfile *roomy = smallestProfile(keep);
    if (const MigProfile *smallest = roomy ? roomy : smallestProfile(0.0))
        r.smallestMigProfile = smallest->name;
    const double roomyShare = smallestShare(keep);
    r.smallestVgpuShare = roomyShare > 0 ? roomyShare : smallestShare(0.0);
    return mem;
}

/// Communication of parallel training (docs/DOMAIN.md, Communication), hours: the gradient
/// all-reduce over the data-parallel GPUs once per optimizer step, mostly hidden behind the last
/// backward; tensor and expert parallelism's collectives inside every layer, in the open; the
/// pipeline's fill and drain (added to the compute hours); optimizer-offload transfers (ZeRO-Offload).
void addCommunication(const Context &c, const Offering &o, const Gpu &gpu, double bandwidthGbps, OptionResult &r)
{
    const Workload &w = c.scenario.workload;
    const CatalogDefaults &d = c.defaults;
    const ParallelLayout l = parallelLayout(w, r.gpus, defaultGlobalBatch(d, w.kind));
    r.optimizerSteps = w.trainTokens / (double(w.sequenceLength) * l.globalBatch);
    r.gradientAccumulation = l.accumulation;
    const double passes = r.optimizerSteps * l.accumulation; // micro-batches each GPU runs
    const double modelParallel = double(l.tensor) * l.pipeline;
    // Megatron-LM's rank order puts tensor-parallel ranks next to each other and the data-parallel
    // copies after them: a server holds gpus_per_node / tensor copies of each ring. The GPUs of a
    // context-parallel group hold the same weights and reduce their gradients with the copies.
    const int copies = l.weightCopies();
    const int ringPerServer = std::min(copies, std::max(1, d.gpusPerNode / l.tensor));
    r.allreduceBandwidth = allreduceBandwidth(o, gpu, r.gpus, bandwidthGbps, d, ringPerServer);
    if (copies > 1) {
        // Ring collectives over the data-parallel GPUs: an all-reduce moves 2(n−1)/n of its
        // tensor per GPU, an all-gather or a reduce-scatter half of that (Patarasuk and Yuan
        // 2009). Routed experts' tensors go only to the data / expert GPUs holding the same
        // experts, and each GPU has 1 / expert of them.
        const double n = copies;
        const double holders = double(copies) / l.expert;
        const double e = isLora(w.kind) ? 0.0 : routedExpertShare(w.arch, c.params, l.expert);
        const double ring = (1.0 - e) * 2.0 * (n - 1) / n + e / l.expert * 2.0 * (holders - 1) / holders;
        const double gradients = gradientBytes(w, c.params.total, d) / modelParallel;
        // DDP and ZeRO-1 all-reduce the accumulated gradients once per optimizer step. ZeRO-2
        // keeps only its shard of them, so it reduce-scatters every micro-batch's gradients
        // (DeepSpeed, issue 2252: "gradient reduction is required after every backward") and
        // all-gathers the updated weights once a step. ZeRO-3 / FSDP also gather each
        // micro-batch's weights for its forward and again for its backward: 3Ψ where an
        // all-reduce moves 2Ψ (ZeRO paper, Rajbhandari et al. 2020, section 7.2.2).
        double perStep = ring * gradients;
        if (w.zeroStage == 2)
            perStep = ring / 2.0 * (l.accumulation + 1.0) * gradients;
        else if (w.zeroStage >= 3)
            perStep = l.accumulation * ring / 2.0 * (2.0 * gatheredWeightBytes(w, c.params, d) / modelParallel + gradients);
        r.dataParallelHours = r.optimizerSteps * perStep / r.allreduceBandwidth / kSecondsPerHour;
        // The traffic runs beside the computation: DDP all-reduces gradient buckets while the
        // step's last backward runs (Li et al. 2020: the micro-batches before it accumulate
        // without communicating), ZeRO-2 reduce-scatters during every backward, ZeRO-3 / FSDP
        // prefetch each micro-batch's gathers during its forward and backward (Zhao et al. 2023). The GPUs' MFU comes from multi-GPU runs that
        // already include what they left exposed, so the time adds only what that computation
        // cannot hide, or the catalog's share that is never hidden when that is more. The
        // backward is all of a micro-batch's work but its first forward: 4 of 6·N, 6 of 8·N
        // with recomputation, 2 of 4·N for LoRA.
        const double hiding = w.zeroStage >= 3   ? r.computeHours
                              : w.zeroStage == 2 ? r.computeHours * c.backwardShare
                                                 : r.computeHours * c.backwardShare / l.accumulation;
        r.communicationHours = std::max(r.dataParallelHours - hiding,
                                        d.allreduceExposedFraction * r.dataParallelHours);
        r.dataParallelExposedHours = r.communicationHours;
    }
    // One micro-batch's 16-bit hidden states on a GPU (1 / context of its tokens): what tensor and
    // expert parallelism exchange.
    const double localTokens = double(w.sequenceLength) * w.microBatchSize / l.context;
    const double hiddenBytes = localTokens * w.arch.hiddenSize * 2.0;
    const double stageLayers = double(w.arch.layers) / l.pipeline;
    if (l.tensor > 1) {
        // Megatron-LM: two all-reduces per layer forward and two backward, two more when the
        // forward is recomputed (Shoeybi et al. 2019), over the tensor-parallel group's link.
        const double t = l.tensor;
        // Selective checkpointing keeps the collectives' outputs (torchtitan saves reduce-scatters).
        const double collectives = (w.checkpointing == ActivationCheckpointing::Full ? 6.0 : 4.0) * stageLayers;
        r.tensorParallelBandwidth = allreduceBandwidth(o, gpu, l.tensor, bandwidthGbps, d);
        r.tensorParallelHours = passes * collectives * 2.0 * (t - 1) / t * hiddenBytes / r.tensorParallelBandwidth
            / kSecondsPerHour;
    }
    if (l.context > 1) {
        // Ring attention (Megatron Core's context parallelism, "p2p"): every layer passes each
        // GPU's keys and values (its share of the KV heads) round the ring in context − 1 steps
        // forward; backward passes them again with their gradients, twice the bytes; a recomputed
        // forward passes them once more. Each step overlaps the attention of the chunk in hand
        // (Liu et al. 2023, ring attention; Transformer Engine), so only what outlasts the
        // attention's share of the computation adds time.
        const double cp = l.context;
        const double kvBytes = localTokens * 2.0 * w.arch.kvHeads * w.arch.headDim * 2.0 / l.tensor;
        const double rounds = w.checkpointing == ActivationCheckpointing::Full ? 4.0 : 3.0;
        r.contextParallelBandwidth = allreduceBandwidth(o, gpu, l.tensor * l.context, bandwidthGbps, d);
        r.contextParallelHours = passes * stageLayers * rounds * (cp - 1) * kvBytes / r.contextParallelBandwidth
            / kSecondsPerHour;
        r.contextParallelExposedHours = std::max(0.0, r.contextParallelHours - r.computeHours * (1.0 - linearFlopShare(w)));
    }
    if (l.expert > 1 && w.arch.experts > 1) {
        // Four all-to-alls per MoE layer (dispatch and combine, forward and backward), each
        // sending every token's hidden state to its experts_per_token experts; (e−1)/e of it
        // leaves the GPU (GShard, Lepikhin et al. 2020).
        const double e = l.expert;
        const double moeLayers = double(w.arch.layers - w.arch.denseLayers) / l.pipeline;
        r.expertParallelBandwidth = allreduceBandwidth(o, gpu, l.tensor * l.expert, bandwidthGbps, d);
        r.expertParallelHours = passes * 4.0 * moeLayers * w.arch.expertsPerToken * hiddenBytes * (e - 1) / e
            / r.expertParallelBandwidth / kSecondsPerHour;
    }
    // A stack that overlaps the all-to-alls (overlap_moe_expert_parallel_comm, DualPipe) runs
    // them beside another micro-batch's computation: only what the computation left after the
    // data-parallel traffic it hides cannot cover adds time. It needs a second micro-batch in the
    // step to pair with (Megatron Core's combined 1F1B pairs one's forward with another's backward).
    const double hiddenDataParallel = r.dataParallelHours - r.dataParallelExposedHours;
    r.expertParallelExposedHours = w.overlapMoeExpertParallelComm && l.accumulation >= 2
        ? std::max(0.0, r.expertParallelHours - std::max(0.0, r.computeHours - hiddenDataParallel))
        : r.expertParallelHours;
    r.communicationHours += r.tensorParallelHours + r.expertParallelExposedHours + r.contextParallelExposedHours;
    if (l.pipeline > 1) {
        // 1F1B: each stage idles (p − 1) micro-batch times per step of m micro-batches
        // (Narayanan et al. 2021, bubble fraction (p − 1) / m); interleaved over v chunks a GPU,
        // (p − 1) / (v · m) (ibid., section 2.2.2).
        r.pipelineBubbleHours = r.computeHours * (l.pipeline - 1) / (l.virtualStages * l.accumulation);
        r.computeHours += r.pipelineBubbleHours;
    }
    if (r.communicationHours > 0.5 * r.computeHours)
        r.warnings.push_back(warning::kSlowInterconnect);
    // Rented in whole units of another GPU count than the scenario's, the job runs on all of
    // them, and the sizes that fit there may differ from those the scenario's GPUs allow.
    if (r.gpus != w.gpus) {
        const ParallelLayout asSet = parallelLayout(w, w.gpus, defaultGlobalBatch(d, w.kind));
        if (asSet.tensor != l.tensor || asSet.pipeline != l.pipeline || asSet.context != l.context)
            r.warnings.push_back(warning::kLayoutChangedOnRentedGpus);
    }
    if (w.optimizerOffload) {
        // ZeRO-Offload: every optimizer step sends the GPU's gradient shard to the CPU and brings
        // the updated 16-bit weights back over PCIe (Ren et al. 2021).
        const double bytes = (gradientBytes(w, c.params.total, d) + c.params.total * heldBytesPerElement(w))
            / (modelParallel * copies);
        r.offloadHours = r.optimizerSteps * bytes / d.hostLinkBytesPerSecond / kSecondsPerHour;
        r.communicationHours += r.offloadHours;
    }
}

/// Training on `o` (docs/DOMAIN.md, Compute and time): computation, communication, rework after
/// reclaims, data preparation and the hours rented. Returns the GPUs rented.
int timeTraining(const Context &c, const Offering &o, const Gpu &gpu, const Rates &x, int replicaGpus,
                 OptionResult &r)
{
    const CatalogDefaults &d = c.defaults;
    const Scenario &s = c.scenario;
    r.gpus = replicaGpus;
    r.computeHours = computeHours(c.result.totalFlop, r.gpus, x.peak, x.mfu, x.speed);
    addCommunication(c, o, gpu, x.bandwidthGbps, r);
    // Spot reclaims and slice restarts, and the GPUs' own failures (which grow with the GPUs
    // held): a failure loses half a checkpoint interval plus a restart; so does a reclaim, unless
    // the job saves a checkpoint on the platform's notice (then it loses the notice and the
    // restart); none comes in the protection period after a start. Each rented instance can be
    // reclaimed, and a job over several stops when any one is.
    const double instances = double(r.gpus) / std::max(1, o.gpus);
    const double exposed = r.computeHours + r.communicationHours + r.transferHours;
    const double unsaved = d.checkpointIntervalHours / 2.0 + d.restartHours;
    const double reclaimLoss = s.checkpointOnNotice && o.terms.spotNoticeHours > 0
        ? o.terms.spotNoticeHours + d.restartHours
        : unsaved;
    r.reworkHours = o.preemptionRatePerHour * c.factors.preemptionRate * instances
            * std::max(0.0, exposed - o.terms.spotProtectionHours) * reclaimLoss
        + r.gpus * d.interruptionsPerGpuHour * exposed * unsaved;
    // Data preparation: in "no-GPU mode" where the platform sells it, else on the GPU's bill.
    r.prepHours = s.prepHours;
    r.prepOnGpu = r.prepHours > 0 && o.terms.noGpuPriceHourly <= 0;
    const double needed = r.computeHours + r.communicationHours + r.transferHours + r.reworkHours
        + (r.prepOnGpu ? r.prepHours : 0.0);
    r.wallHours = s.durationHours.value_or(needed);
    r.runHours = needed;
    if (s.durationHours && needed > *s.durationHours)
        r.warnings.push_back(warning::kExceedsDuration);
    r.gpuHours = r.gpus * (r.computeHours + r.communicationHours + r.reworkHours);
    if (const double busy = r.gpus * (r.computeHours + r.communicationHours) * kSecondsPerHour; busy > 0)
        r.trainingTokensPerSecondPerGpu = s.workload.trainTokens / busy;
    return replicaGpus;
}

/// Share of the decode bandwidth at which the weights are read (docs/DOMAIN.md, Serving): the
/// weight format's own `decode_efficiency` when the catalog gives one; else
/// `quantized_decode_efficiency` of the format's class (under 6 bits per weight int4, under 12
/// int8) or, without a format, of the precision; else 1 (16-bit weights).
double weightReadEfficiency(const WeightFormat *format, Precision precision, const CatalogDefaults &d)
{
    if (format && format->decodeEfficiency)
        return *format->decodeEfficiency;
    const std::string key = !format ? precisionKey(precision)
        : format->bitsPerWeight < 6 ? "int4" : format->bitsPerWeight < 12 ? "int8" : "";
    const auto it = d.quantizedDecodeEfficiency.find(key);
    return it != d.quantizedDecodeEfficiency.end() ? it->second : 1.0;
}

/// Serving on `o` (docs/DOMAIN.md, Serving): decode and prefill speed of one replica, its
/// capacity, the replicas the load needs and the serving period. Returns the GPUs rented.
int timeServing(const Context &c, const Offering &o, const Gpu &gpu, const Rates &x, double weightsPerGpu,
                int replicaGpus, const Workload &engine, OptionResult &r)
{
    const Workload &w = c.scenario.workload;
    const CatalogDefaults &d = c.defaults;
    const auto latency = d.tensorParallelAllreduceUs.find(o.kind == "slice" ? "pcie" : gpu.interconnect);
    const double tpSeconds = latency != d.tensorParallelAllreduceUs.end() ? latency->second * 1e-6 : 0.0;
    const double weightRead = weightReadEfficiency(c.format, w.precision, d);
    // The card's own figure where the catalog has one, else the default; a sample scales either.
    const double bandwidthEfficiency =
        std::min(1.0, gpu.decodeBandwidthEfficiency.value_or(d.decodeBandwidthEfficiency)
                          * c.factors.decodeBandwidthEfficiency);
    // `engine`: the workload under this GPU's engine defaults, whose max_num_seqs caps each
    // replica's batch (Serving::batch).
    const ServingEstimate serving = estimateServing(engine, w.arch, c.params.active, weightsPerGpu, gpu.memoryBandwidth,
                                                    x.peak, x.mfu, x.speed, replicaGpus, bandwidthEfficiency,
                                                    tpSeconds, weightRead);
    r.decodeMemoryBandwidth = gpu.memoryBandwidth;
    r.decodeBandwidthEfficiency = bandwidthEfficiency;
    r.decodeStepSeconds = serving.stepSeconds;
    r.decodeWeightBytes = serving.weightBytes;
    r.decodeKvBytes = serving.kvBytes;
    r.decodeWeightReadEfficiency = weightRead;
    r.decodeComputeSeconds = serving.computeSeconds;
    r.decodeTpSyncSeconds = serving.tpSyncSeconds;
    r.decodeBandwidth = serving.bandwidth;
    if (!servingTensorParallelSplits(w.arch, replicaGpus))
        r.warnings.push_back(warning::kUnevenTensorParallel);
    if (w.serving.continuousBatching && engine.serving.maxNumBatchedTokens && engine.serving.maxNumSeqs
        && *engine.serving.maxNumBatchedTokens < *engine.serving.maxNumSeqs)
        r.warnings.push_back(warning::kBatchLimitsRefused);
    r.batch = serving.batch;
    r.prefillSeconds = serving.prefillSeconds;
    r.prefillSteps = serving.prefillSteps;
    r.decodeTokensPerSecond = serving.tokensPerSecond;
    r.requestSeconds = serving.requestSeconds;
    // An option the model does not fit on serves nothing.
    r.servingCapacityRequestsPerDay = r.fits ? serving.requestsPerDay : 0.0;
    if (!serving.meetsLatencyTarget)
        r.warnings.push_back(warning::kLatencyTargetMissed);
    if (const auto &ttft = c.scenario.workload.serving.ttftTargetSeconds; ttft && serving.prefillSeconds > *ttft)
        r.warnings.push_back(warning::kTtftTargetMissed);
    // The replicas serve the busiest hour: its requests, at the rate of a whole day.
    const double load = c.result.peakRequestsPerHour * 24.0;
    if (r.fits && load > 0 && r.servingCapacityRequestsPerDay > 0) {
        // At most 100000 replicas, and no more GPUs in all than an int counts (100000 GPUs
        // per replica × 100000 replicas overflowed rentedGpus).
        const double most = std::min(100000.0, double(std::numeric_limits<int>::max() / replicaGpus));
        r.replicas = int(std::min(most, std::ceil(load / r.servingCapacityRequestsPerDay - 1e-9)));
        r.replicas = std::max(1, r.replicas);
        if (r.replicas * r.servingCapacityRequestsPerDay < load * (1 - 1e-9)) // capped: say so
            r.warnings.push_back(warning::kInsufficientThroughput);
    }
    if (r.fits && r.servingCapacityRequestsPerDay <= 0 && load > 0)
        r.warnings.push_back(warning::kInsufficientThroughput);
    const int rentedGpus = replicaGpus * r.replicas;
    r.gpus = rentedGpus;
    r.computeHours = c.servingHours;
    r.wallHours = c.servingHours;
    r.runHours = c.servingHours;
    r.gpuHours = r.gpus * c.servingHours;
    return rentedGpus;
}

/// Warnings that follow from the option's kind and terms rather than from its hours.
void addOfferingWarnings(const Context &c, const Offering &o, const Gpu &gpu, bool fellBack, OptionResult &r)
{
    const bool training = isTraining(c.scenario.workload.kind);
    if (!r.fits)
        r.warnings.push_back(warning::kDoesNotFit);
    else if (r.headroomBytes < r.requiredHeadroomBytes)
        r.warnings.push_back(warning::kTightFit);
    if (fellBack)
        r.warnings.push_back(warning::kPrecisionFallback);
    else if (blendsFp8(gpu, c.scenario.workload) && !gpu.mfu.count("fp8") && !c.scenario.workload.mfu)
        r.warnings.push_back(warning::kNoFp8Gain);
    if (o.kind == "slice") {
        // One job over several slices: a training run, or one copy of a served model (its
        // replicas may each take a slice).
        if ((training ? r.gpus : r.gpus / std::max(1, r.replicas)) > 1)
            r.warnings.push_back(warning::kMultiGpuSlice);
        if (training && r.wallHours > c.defaults.advisorLongRunHours)
            r.warnings.push_back(warning::kLongRunSlice);
        if (o.migProfile.empty())
            r.warnings.push_back(warning::kSharedVgpu);
    }
    if (o.kind == "spot")
        r.warnings.push_back(warning::kPreemptible);
    if (c.today > 0 && o.asOfDay > 0 && double(c.today - o.asOfDay) > c.defaults.staleAfterDays)
        r.warnings.push_back(warning::kStalePrice);
    if (o.terms.releaseAfterDays && c.scenario.retentionDays > *o.terms.releaseAfterDays)
        r.warnings.push_back(warning::kDataReleased);
}

/// Bills an evaluated offering for its own period at its catalog (or inline) prices, before
/// region and currency (billRental, the rule the sweeps use too): plan mix, cost by part and the
/// minimum-term warning.
void billAtBasePrices(const Context &c, const Offering &o, OptionResult &r)
{
    const RentalBill bill = billRental(rentalTerms(c.scenario, c.defaults, o, r), r.wallHours);
    if (bill.minimumTerm)
        r.warnings.push_back(warning::kMinimumTerm);
    r.billing = bill.plans.name();
    r.billedUnits = bill.plans.mainUnits();
    r.billedUnitsByPlan = bill.plans.units;
    r.billedHours = bill.plans.paidHours;
    r.cost = bill.cost;
    r.outboundGb = bill.outboundGb;
}

/// Everything about renting `o` that does not depend on the region: fit, hours, serving, the
/// bill at base prices.
OptionResult evaluateOffering(const Context &c, const Offering &o, const Gpu &gpu)
{
    const Workload &w = c.scenario.workload;
    OptionResult r = describeOption(c, o);
    // GPUs of one model copy (training: all of them) and the memory each needs.
    const int replicaGpus = (w.gpus + o.gpus - 1) / o.gpus * o.gpus;
    r.capacityBytes = capacityOf(o, gpu, c.defaults);
    const bool large = takesLargeGpuEngine(c.defaults, gpu, r.capacityBytes); // serving engine defaults
    const MemoryBreakdown mem = fitMemory(c, o, gpu, replicaGpus, large, r);
    const Rates x = ratesOf(c, o, gpu, replicaGpus);
    const double dataGb = c.scenario.datasetGb + c.scenario.checkpointGb;
    r.transferHours = dataGb * kGB * kBitsPerByte / (x.bandwidthGbps * kGB) / kSecondsPerHour;
    const int rentedGpus = isTraining(w.kind) ? timeTraining(c, o, gpu, x, replicaGpus, r)
                                              : timeServing(c, o, gpu, x, mem.weights, replicaGpus, c.engine[large], r);
    addOfferingWarnings(c, o, gpu, x.fellBack, r);
    r.units = std::max(rentedGpus / o.gpus, o.minUnits);
    r.gpus = std::max(r.gpus, r.units * o.gpus);
    if (!isTraining(w.kind))
        r.replicas = std::max(r.replicas, r.units * o.gpus / replicaGpus);
    billAtBasePrices(c, o, r);
    return r;
}

/// Prices a billed offering in `region`: every GPU-time part scales with the region's multiplier,
/// currency and spot discount; disks with the region's disk multiplier and the currency; traffic
/// with the currency.
void priceIn(const Context &c, const Offering &o, const Region &region, OptionResult &r)
{
    r.id.reserve(o.id.size() + 1 + region.id.size());
    r.id.assign(o.id).append(1, '@').append(region.id);
    r.region = region.id;
    r.latencyMs = region.latencyMs;
    Multipliers m = multipliers(c.catalog, c.scenario, o, region, c.defaults);
    m.gpu *= c.factors.price;
    applyMultipliers(r.cost, m);
}

/// How the workload's total FLOP was reached (docs/DOMAIN.md, Training FLOPs; Serving).
Explanation explainTotalFlop(const Workload &w, const ParamCount &params, double servingHours, double totalFlop)
{
    if (isTraining(w.kind))
        return {"(flop_per_param_token × active_params + attention_flop_per_token) × train_tokens",
                {{"flop_per_param_token", linearFlopPerParamToken(w)}, {"active_params", params.active},
                 {"attention_flop_per_token", attentionFlopPerToken(w)}, {"train_tokens", w.trainTokens}},
                totalFlop};
    const Serving &s = w.serving;
    return {"requests_per_day × hours / 24 × (prompt × (2 × active_params + attention_flop_per_prompt_token) + "
            "output × (2 × active_params + attention_flop_per_output_token)); attention of each prompt token against "
            "the whole prompt, of each output token at the mean context (prompt + output / 2)",
            {{"active_params", params.active}, {"requests_per_day", s.requestsPerDay()},
             {"prompt", s.promptTokens}, {"output", s.outputTokens}, {"hours", servingHours},
             {"attention_flop_per_prompt_token", attentionFlopPerQuery(w.arch, s.promptTokens)},
             {"attention_flop_per_output_token", attentionFlopPerQuery(w.arch, s.meanContext())}},
            totalFlop};
}

/// Evaluates every offering and prices it in each region it is compared in (its own region, or
/// every compared region), appending the options to `r`.
void evaluateOptions(const Context &ctx, Result &r)
{
    const Catalog &catalog = ctx.catalog;
    const Scenario &s = ctx.scenario;
    const std::vector<std::string> &regionIds = s.compareRegions.empty() ? ctx.defaults.compareRegions
                                                                         : s.compareRegions;
    std::vector<const Region *> regions;
    for (const auto &id : regionIds)
        if (const Region *region = catalog.region(id))
            regions.push_back(region);
    r.options.reserve(std::max(s.offerings.size(), ctx.defaults.compareOfferings.size()) * regions.size());
    forEachOffering(catalog, s, [&](const Offering &o) {
        const Gpu *gpu = catalog.gpu(o.gpu);
        if (!gpu)
            return; // parse checked it; a catalog edited since may have dropped the GPU
        OptionResult prepared = evaluateOffering(ctx, o, *gpu);
        const Region *own = o.region.empty() ? nullptr : catalog.region(o.region);
        if (!o.region.empty() && !own)
            return;
        const std::vector<const Region *> where = own ? std::vector<const Region *>{own} : regions;
        for (size_t i = 0; i < where.size(); ++i) {
            // The last region takes the prepared option itself instead of a copy.
            OptionResult &option = i + 1 < where.size() ? r.options.emplace_back(prepared)
                                                        : r.options.emplace_back(std::move(prepared));
            priceIn(ctx, o, *where[i], option);
        }
    });
}

} // namespace

void forEachOffering(const Catalog &catalog, const Scenario &s, const std::function<void(const Offering &)> &visit)
{
    if (s.offerings.empty()) {
        for (const auto &id : catalog.defaults.compareOfferings)
            if (const Offering *o = catalog.offering(id))
                visit(*o);
        return;
    }
    for (const OfferingChoice &choice : s.offerings) {
        if (choice.own) {
            visit(*choice.own);
        } else if (const Offering *o = catalog.offering(choice.id)) {
            if (choice.units == 1) {
                visit(*o); // no copy on the slider path
            } else {
                Offering rented = *o;
                rented.minUnits = choice.units;
                visit(rented);
            }
        }
    }
}

EngineClasses comparedEngineClasses(const Catalog &catalog, const Scenario &s, const CatalogDefaults &d)
{
    EngineClasses classes;
    forEachOffering(catalog, s, [&](const Offering &o) {
        if (const Gpu *gpu = catalog.gpu(o.gpu))
            (takesLargeGpuEngine(d, *gpu, capacityOf(o, *gpu, d)) ? classes.large : classes.other) = true;
    });
    return classes;
}

bool scenarioTakesLargeGpuEngine(const Catalog &catalog, const Scenario &s, const CatalogDefaults &d)
{
    const EngineClasses classes = comparedEngineClasses(catalog, s, d);
    return classes.large && !classes.other;
}

std::vector<Offering> resolveOfferings(const Catalog &catalog, const Scenario &s)
{
    std::vector<Offering> out;
    forEachOffering(catalog, s, [&out](const Offering &o) { out.push_back(o); });
    return out;
}

std::optional<Offering> resolveOffering(const Catalog &catalog, const Scenario &s, const std::string &id)
{
    std::optional<Offering> found;
    forEachOffering(catalog, s, [&](const Offering &o) {
        if (!found && o.id == id)
            found = o;
    });
    return found;
}

OfferingsById offeringsById(const std::vector<Offering> &resolved)
{
    OfferingsById byId;
    byId.reserve(resolved.size());
    for (const Offering &o : resolved)
        byId.emplace(o.id, &o);
    return byId;
}

CatalogDefaults effectiveDefaults(const Catalog &catalog, const Scenario &s)
{
    CatalogDefaults d = catalog.defaults;
    const Overrides &o = s.overrides;
    if (o.overheadFixedGb) { // the whole fixed part per GPU, as the scenario states it
        d.overheadFixedBytes = d.servingOverheadBytes = *o.overheadFixedGb * kGB;
        d.servingTensorParallelOverheadBytes = 0;
    }
    if (o.overheadFraction) d.overheadFraction = *o.overheadFraction;
    if (o.cnyPerUsd) d.cnyPerUsd = *o.cnyPerUsd;
    if (o.vgpuContention) d.vgpuContention = *o.vgpuContention;
    return d;
}

Result evaluate(const Catalog &catalog, const Scenario &s)
{
    return evaluate(catalog, s, InputFactors{});
}

Result evaluate(const Catalog &catalog, const Scenario &scenario, const InputFactors &f)
{
    // The counts a sample scales live on the scenario: a copy only when one is scaled.
    std::optional<Scenario> scaled;
    if (f.trainTokens != 1 || f.requestsPerDay != 1) {
        scaled = scenario;
        scaled->workload.trainTokens *= f.trainTokens;
        scaled->workload.serving.usersPerDay *= f.requestsPerDay;
    }
    const Scenario &s = scaled ? *scaled : scenario;
    CatalogDefaults d = effectiveDefaults(catalog, s);
    d.vgpuContention = std::min(0.99, d.vgpuContention * f.contention);
    d.restartHours *= f.restartHours;
    d.overheadFixedBytes *= f.overhead;
    d.servingOverheadBytes *= f.overhead;
    d.servingTensorParallelOverheadBytes *= f.overhead;
    d.overheadFraction *= f.overhead;
    const Workload &w = s.workload;
    const ParamCount params = countParams(w.arch);
    const std::array<Workload, 2> engine{withEngineDefaults(w, d.otherGpuEngine), withEngineDefaults(w, d.largeGpuEngine)};
    const EngineClasses classes = w.kind == WorkloadKind::Inference ? comparedEngineClasses(catalog, s, d) : EngineClasses{};
    const bool large = classes.large && !classes.other;

    Result r;
    r.currency = s.currency;
    r.params = params.total;
    r.activeParams = params.active;
    const WeightFormat *format = w.weightFormat.empty() ? nullptr : catalog.weightFormat(w.weightFormat);
    r.memory = estimateMemory(w.arch, params, engine[large], d, w.gpus, format, &r.explain);
    if (classes.large && classes.other)
        r.memoryOnLargeGpusBytes = estimateMemory(w.arch, params, engine[1], d, w.gpus, format).total();
    const double servingHours = s.durationHours.value_or(d.servingDurationHours);
    r.totalFlop = workloadFlop(w, params.active, servingHours);
    r.explain["total_flop"] = explainTotalFlop(w, params, servingHours, r.totalFlop);
    if (w.kind == WorkloadKind::Inference)
        r.peakRequestsPerHour = w.serving.requestsPerDay() * w.serving.peakHourShare.value_or(d.peakHourShare);

    const Context ctx{catalog, s, d, params, r, format, servingHours, 1.0 - 2.0 / linearFlopPerParamToken(w),
                      dayNumber(s.today), f, engine, large, {}};
    evaluateOptions(ctx, r);
    return r;
}

} // namespace gpuplanner::model
