#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner::model {

/// How a number was reached: a formula in words of the field and the inputs that went into it,
/// in the order the formula names them, e.g. formula "concurrency × context × layers ×
/// kv_elements × bytes / gpus" with terms {concurrency: 8, context: 8192, ...}.
struct Explanation
{
    std::string formula;
    std::vector<std::pair<std::string, double>> terms;
    double value = 0;
};

/// GPU memory needed per GPU, by part, in bytes (docs/DOMAIN.md, Memory per GPU).
struct MemoryBreakdown
{
    double weights = 0;     ///< model weights held on this GPU
    double gradients = 0;   ///< weight gradients (LoRA: adapter gradients)
    double optimizer = 0;   ///< optimizer states incl. fp32 master weights (LoRA: adapters')
    double activations = 0; ///< saved activations (training) or working buffers (inference)
    double kvCache = 0;     ///< KV cache (inference)
    double adapter = 0;     ///< LoRA/QLoRA adapter weights
    double overhead = 0;    ///< CUDA context, workspaces and allocator fragmentation
    double hostOffload = 0; ///< optimizer states and saved activations kept in CPU memory instead
                            ///< (not in total())

    double total() const
    {
        return weights + gradients + optimizer + activations + kvCache + adapter + overhead;
    }
};

/// One option's total cost by part, in the scenario's currency (docs/DOMAIN.md, Billing and cost).
struct CostBreakdown
{
    double compute = 0;  ///< billed GPU time of the work itself
    double storage = 0;  ///< disks while rented (system disks, dataset, kept checkpoints) beyond
                         ///< the free allowance
    double transfer = 0; ///< billed GPU time spent moving data in and out
    double idle = 0;     ///< paid but unused: rounding up, subscriptions, a fixed period's slack
    double prep = 0;     ///< data preparation: in no-GPU mode where offered, else on the GPU
    double rework = 0;   ///< expected work redone after spot reclaims or slice restarts
    double other = 0;    ///< minimum-term top-up
    double stopped = 0;  ///< what a stopped instance still bills (public IP, ...) in a fixed
                         ///< period's idle hours
    double traffic = 0;  ///< public outbound traffic (streamed answers, checkpoints downloaded)
    double keptStorage = 0; ///< the disks kept after the job until deleted (Scenario::retentionDays)

    /// The parts in the order of kCostPartKeys.
    std::array<double, 10> parts() const
    {
        return {compute, storage, transfer, idle, prep, rework, other, stopped, traffic, keptStorage};
    }
    double total() const
    {
        double sum = 0;
        for (double part : parts())
            sum += part;
        return sum;
    }
    /// Adds `more` part by part (costs of several rentals in one currency).
    CostBreakdown &operator+=(const CostBreakdown &more)
    {
        compute += more.compute, storage += more.storage, transfer += more.transfer, idle += more.idle;
        prep += more.prep, rework += more.rework, other += more.other, stopped += more.stopped;
        traffic += more.traffic, keptStorage += more.keptStorage;
        return *this;
    }
};

/// The parts of CostBreakdown::parts(), by their keys in the result JSON ("cost" object) and,
/// prefixed "cost_", in the CSV.
inline constexpr std::array<const char *, 10> kCostPartKeys{
    "compute", "storage", "transfer", "idle", "prep", "rework", "other", "stopped", "traffic", "kept_storage"};

/// The 10th, 50th and 90th percentiles of a quantity over the uncertain inputs (Uncertainty.h).
struct Percentiles
{
    double p10 = 0, p50 = 0, p90 = 0;
};

/// How sure an option's figures are: percentiles of its total cost (the result's currency) and
/// of its hours rented.
struct OptionRange
{
    Percentiles totalCost;
    Percentiles wallHours;
};

/// How much one uncertain input moves the recommended option's total cost: the total with the
/// input at its P10 (`lowTotal`) and at its P90 (`highTotal`), every other input at its median.
struct Sensitivity
{
    std::string input; ///< a kUncertainInputs key
    double lowTotal = 0;
    double highTotal = 0;
};

/// Warning codes an option can carry; the UI turns them into words.
namespace warning {
inline constexpr const char *kDoesNotFit = "does_not_fit";
inline constexpr const char *kMultiGpuSlice = "multi_gpu_slice";
inline constexpr const char *kLongRunSlice = "long_run_slice";
inline constexpr const char *kSharedVgpu = "shared_vgpu";
inline constexpr const char *kExceedsDuration = "exceeds_duration";
inline constexpr const char *kPrecisionFallback = "precision_fallback";
/// Training in FP8 on a card with an FP8 peak but no published FP8 training run (no `fp8` MFU in
/// the catalog): its linear layers are counted at the bf16 rate, no faster than bf16 training.
inline constexpr const char *kNoFp8Gain = "no_fp8_gain";
inline constexpr const char *kInsufficientThroughput = "insufficient_throughput";
inline constexpr const char *kPreemptible = "preemptible";
inline constexpr const char *kMinimumTerm = "minimum_term";
inline constexpr const char *kLatencyTargetMissed = "latency_target_missed";
/// Serving: a request that arrives alone waits longer for its first token (its prompt's
/// prefill) than the scenario's ttft_target_s.
inline constexpr const char *kTtftTargetMissed = "ttft_target_missed";
inline constexpr const char *kSlowInterconnect = "slow_interconnect";
inline constexpr const char *kUnevenTensorParallel = "uneven_tensor_parallel";
/// Training on an option that rents another GPU count than the scenario's (whole machines of 8):
/// the tensor, pipeline or context-parallel size the estimate takes on the GPUs rented differs
/// from the one it takes on the scenario's (parallelLayout).
inline constexpr const char *kLayoutChangedOnRentedGpus = "layout_changed_on_rented_gpus";
/// Serving: the engine's max_num_batched_tokens on this GPU is below its max_num_seqs there (the
/// scenario's, else vLLM's default for the GPU), which vLLM refuses at start.
inline constexpr const char *kBatchLimitsRefused = "batch_limits_refused";
inline constexpr const char *kStalePrice = "stale_price";
/// The disks are to be kept after the job (Scenario::retentionDays) longer than the platform
/// keeps a stopped instance's data (BillingTerms::releaseAfterDays): they would be released.
inline constexpr const char *kDataReleased = "data_released";
/// Fits, but leaves less free than the scenario's `memory_headroom` share of the card's memory
/// (OptionResult::requiredHeadroomBytes): within the estimate's error of running out
/// (docs/DOMAIN.md, Fit). Still ranked; at equal cost the advisor puts an option with headroom
/// first.
inline constexpr const char *kTightFit = "tight_fit";
} // namespace warning

/// The fewest GPUs of an option's kind that hold the workload's memory, and the sharding that
/// makes them (docs/DOMAIN.md, Fit): found by re-running the memory estimate (Memory.h) with
/// that GPU count and sharding. Training shards with ZeRO (the scenario's own stage where it
/// suffices, else stage 3); serving splits each replica over `tensorParallelSize` GPUs.
struct WouldFit
{
    int gpus = 0;               ///< GPUs of this kind to rent (a multiple of the offering's unit)
    int zeroStage = -1;         ///< training: the ZeRO stage it fits with (0–3; 0 on one GPU); -1 for serving
    /// Serving: GPUs one replica is split over. Training: the tensor-parallel size the estimate
    /// takes on that many GPUs (the scenario's, as far as the GPUs and the model allow), 1 without.
    int tensorParallelSize = 0;
};

/// The estimate for one way of renting: an offering in a region.
struct OptionResult
{
    std::string id;          ///< "<offering id>@<region id>"
    std::string offeringId;
    std::string kind;        ///< offering kind
    std::string gpu;         ///< Gpu id
    std::string migProfile;  ///< "" unless a MIG slice
    double vgpuShare = 0;    ///< 0 unless a vGPU share
    std::string region;      ///< region id
    int gpus = 1;            ///< GPUs (or slices) rented
    int units = 1;           ///< offering units rented (a whole machine holds 8 GPUs)
    bool fits = false;       ///< per-GPU memory <= capacity
    double memoryPerGpuBytes = 0; ///< the workload's per-GPU need on this option, bytes
    double capacityBytes = 0;     ///< memory of one card, MIG profile or vGPU share, bytes
    double usableBytes = 0;       ///< what the workload may use of it (serving: × memory utilisation)
    double headroomBytes = 0;     ///< usable − needed per GPU (negative: short by that much)
    /// The fewest GPUs of this kind and the sharding that hold the workload (whether or not the
    /// option as rented fits); nullopt when no count up to the limit does (training: the most
    /// GPUs a scenario may name, 100,000; serving: tensor parallelism within one server,
    /// `gpus_per_node`; a slice: only itself, since one process sees one MIG instance or share).
    std::optional<WouldFit> wouldFit;
    int gpusNeeded = 0;           ///< wouldFit's GPU count (0: no count up to the limit suffices)
    /// Training with the standard loss on an option that does not fit as rented: whether a
    /// chunked or fused loss (`loss_implementation` "chunked") would let it fit on the GPUs rented,
    /// the memory estimate rerun with that one input changed (docs/DOMAIN.md, Fit).
    bool fitsWithChunkedLoss = false;
    /// Training with the standard loss on an option that does not fit as rented, not even with a
    /// chunked loss: the fewest GPUs of its kind that hold it with a chunked or fused loss and the
    /// ZeRO stage they need (the scenario's, else 3), where that is fewer than gpusNeeded (or
    /// gpusNeeded finds none); else empty.
    std::optional<WouldFit> wouldFitWithChunkedLoss;
    /// Training on an option that does not fit as rented: the smallest context_parallel_size above
    /// the scenario's (a divisor of the GPUs tensor × pipeline parallelism leave) with which it
    /// fits on the GPUs rented, the memory estimate rerun with that one input changed; 0 when
    /// none does (docs/DOMAIN.md, Fit).
    int contextParallelToFit = 0;
    /// Training without full recomputation on an option that does not fit as rented: whether
    /// full recomputation (`gradient_checkpointing` "full") would let it fit on the GPUs rented.
    bool fitsWithFullRecompute = false;
    /// Memory to leave free per GPU: the scenario's `memory_headroom` × capacityBytes, bytes.
    /// An option that fits with less headroomBytes than this carries warning::kTightFit.
    double requiredHeadroomBytes = 0;
    /// Inference: tokens the KV cache of one replica holds on this option once the weights, the
    /// engine's working memory and overhead are in (what a serving engine reports at start:
    /// vLLM's "GPU KV cache size"); every layer counted at full length. 0 for training.
    double kvCacheCapacityTokens = 0;
    /// Inference: the engine's max_num_seqs and max_num_batched_tokens on this GPU, the scenario's
    /// or the engine's default for the GPU's class (takesLargeGpuEngine); they size its working
    /// memory. 0 for training.
    double maxNumSeqs = 0;
    double maxNumBatchedTokens = 0;
    double kvBytesPerToken = 0; ///< inference: KV cache bytes per token on each GPU of a replica
    double kvCacheBytes = 0;    ///< inference: the KV cache the load needs per GPU, within memoryPerGpuBytes
    std::string smallestMigProfile; ///< smallest MIG profile of this GPU that fits ("" if none)
    double smallestVgpuShare = 0;   ///< smallest software share of this card that fits, in 5% steps
                                    ///< (0: not even the whole card)
    double gpuHours = 0;     ///< GPU-hours of work: gpus × (compute + communication + rework) hours
    double wallHours = 0;    ///< hours rented: work plus data transfer, or the fixed period
    /// Hours the instance runs: training's work, transfer, rework and preparation on the GPU
    /// (in a fixed period, an instance that can stop is stopped for the rest); serving: the period.
    double runHours = 0;
    double computeHours = 0; ///< hours of computation (training) or serving period
    double transferHours = 0;///< hours moving data at the option's bandwidth
    double communicationHours = 0; ///< exposed communication of parallel training, hours
    double dataParallelHours = 0; ///< data-parallel traffic (gradients; ZeRO-3 also the weights) before overlap, hours
    double offloadHours = 0; ///< optimizer offload transfers over PCIe (inside communicationHours)
    double tensorParallelHours = 0; ///< tensor-parallel all-reduces inside the layers (inside communicationHours)
    double expertParallelHours = 0; ///< expert-parallel all-to-alls, their whole time
    double contextParallelHours = 0;///< context parallelism's key and value exchange, its whole time
    /// Bytes/s a GPU moves in the tensor-parallel all-reduces and the experts' all-to-alls
    /// (allreduceBandwidth over each group; 0 without that parallelism).
    double tensorParallelBandwidth = 0;
    double expertParallelBandwidth = 0;
    double contextParallelBandwidth = 0; ///< each GPU's rate in the context-parallel ring, bytes/s
    /// Of the data-parallel, expert-parallel and context-parallel hours, what the computation
    /// does not hide: the parts communicationHours counts.
    double dataParallelExposedHours = 0;
    double expertParallelExposedHours = 0;
    double contextParallelExposedHours = 0;
    double pipelineBubbleHours = 0; ///< pipeline fill and drain (inside computeHours)
    double optimizerSteps = 0;      ///< training: optimizer steps (train tokens / (sequence × global batch))
    double gradientAccumulation = 1;///< training: micro-batches each GPU runs per optimizer step
    double prepHours = 0;    ///< data preparation hours (on the GPU's bill unless no-GPU mode)
    bool prepOnGpu = false;  ///< true when the offering has no no-GPU mode
    double reworkHours = 0;  ///< expected hours redone after reclaims (rate × hours × (interval/2 + restart))
    /// bytes/s the data-parallel ring runs at: NVLink or PCIe in one server; across servers the
    /// slower of the link and the network (on whole machines each GPU's NIC, times the ring's
    /// GPUs in a server: NCCL spreads a ring's channels over their NICs)
    double allreduceBandwidth = 0;
    /// Public outbound traffic over the period, GB (10^9 bytes): the checkpoint moved out, and for
    /// serving the streamed answers (requests × output tokens × streamed_bytes_per_token).
    double outboundGb = 0;
    std::string billing;     ///< plans chosen, longest first: "monthly+hourly" (Plan keys)
    double billedUnits = 0;  ///< units of the longest plan paid for, per rented unit
    std::array<double, 5> billedUnitsByPlan{}; ///< units of each plan (hourly … yearly), per unit
    /// Hours paid for per rented unit: the plan mix's paid hours (BillingChoice::paidHours: each
    /// plan's units × its hours, pay-as-you-go as billed). A month's plan for a 336 h job bills
    /// 720 h: wallHours is the running time, this the billed time.
    double billedHours = 0;
    std::string currency;
    CostBreakdown cost;
    double latencyMs = 0;    ///< region's latency to users, milliseconds
    bool serves = false;     ///< the option serves requests (inference), not a training run
    double servingCapacityRequestsPerDay = 0; ///< inference only: requests/day one replica sustains
    int replicas = 1;             ///< inference: copies of the model the load needs
    int batch = 1;                ///< inference: sequences decoded together within the latency target
    double prefillSeconds = 0;    ///< inference: prompt processing per request, seconds
    double prefillSteps = 1;      ///< inference: forward passes a prompt takes (chunked prefill)
    double decodeTokensPerSecond = 0; ///< inference: generated tokens/s of one replica, all sequences
    /// Training: tokens each GPU gets through a second at steady speed (computation and the
    /// communication it leaves exposed; no rework), as training stacks log it (torchtitan's WPS,
    /// torchtune's tokens_per_second_per_gpu): the figure to hold against a trial run.
    double trainingTokensPerSecondPerGpu = 0;
    double requestSeconds = 0;    ///< inference: time from prompt to last token, seconds
    double decodeStepSeconds = 0; ///< inference: one decode step of the batch, seconds
    double decodeWeightBytes = 0; ///< inference: weight bytes each GPU reads per step
    double decodeKvBytes = 0;     ///< inference: KV-cache bytes each GPU reads per step
    double decodeWeightReadEfficiency = 1; ///< inference: share of the decode bandwidth the weights
                                           ///< are read at (below 1 for quantised weights)
    double decodeComputeSeconds = 0; ///< inference: a decode step's FLOP at the replica's rate, s
    double decodeTpSyncSeconds = 0;  ///< inference: a decode step's tensor-parallel all-reduces, s
    double decodeMemoryBandwidth = 0; ///< inference: the card's peak memory bandwidth, bytes/s
    /// inference: share of it decoding reaches (the GPU's own decode_bandwidth_efficiency, else
    /// the catalog default), 0–1
    double decodeBandwidthEfficiency = 0;
    double decodeBandwidth = 0;   ///< inference: bytes/s each GPU reads at
    OptionRange range;                  ///< filled by estimateRanges (Uncertainty.h)
    /// Share of samples in which it is the cheapest ranked option (a sample in which several cost
    /// the same to the cent is shared between them); over the ranked options these sum to 1.
    double probabilityCheapest = 0;
    /// Share of samples in which some ranked option costs less than it (by more than a cent).
    double probabilityUndercut = 0;
    double probabilityNotFitting = 0;   ///< share of samples in which it does not fit in memory
    /// Share of samples in which it costs less than the recommended option (0 for that one);
    /// -1 when no ranges were drawn.
    double probabilityCheaperThanBest = -1;
    /// For an option in a tie with the recommended one (probabilityCheaperThanBest within a third
    /// of even odds): the uncertain input (a kUncertainInputs key) whose move from P10 to P90
    /// shifts the gap between the two most, what to pin down to tell them apart; "" otherwise.
    std::string separatingInput;
    std::vector<std::string> warnings;
    std::vector<std::string> reasons;   ///< advisor's reason codes, for and against (Advisor.h)
    std::vector<std::string> checklist; ///< pre-purchase checks that concern this option
    int rank = 0;                       ///< place in Result::ranking, 1 = best; 0 = not ranked

    /// Whether the option carries warning `code` (a warning:: constant).
    bool hasWarning(std::string_view code) const;
};

/// A pair of options and the rental duration (hours) at which they cost the same.
struct BreakEven
{
    std::string a, b;
    double hours = 0;
};

/// Everything evaluate() computes; what the charts, the CSV and the JSON export show.
struct Result
{
    double params = 0;        ///< total parameters
    double activeParams = 0;  ///< parameters active per token
    /// Per GPU with the workload's GPU count; serving: under the engine defaults of the compared
    /// GPUs (scenarioTakesLargeGpuEngine, Evaluate.h: the smaller GPUs' where they differ).
    MemoryBreakdown memory;
    /// Serving, when the compared GPUs take both classes of engine defaults: the total per GPU
    /// under the large GPUs' defaults, bytes; 0 when every compared GPU takes the same.
    double memoryOnLargeGpusBytes = 0;
    /// Inference: requests in the busiest hour (requests per day × peak-hour share), which the
    /// replicas are sized for; 0 for training.
    double peakRequestsPerHour = 0;
    double totalFlop = 0;     ///< FLOP of the whole workload
    std::map<std::string, Explanation> explain; ///< by Result JSON key: how each number was reached
    std::string currency;
    std::vector<OptionResult> options;
    std::vector<std::string> ranking;                  ///< filled by the advisor (later)
    std::map<std::string, double> budgetRuntimeHours;  ///< filled by budget mode (later)
    std::vector<BreakEven> breakEven;                  ///< filled by sweeps (later)
    /// The recommended option's cost swing per uncertain input, largest first (Uncertainty.h).
    std::vector<Sensitivity> sensitivity;
    int uncertaintySamples = 0;        ///< samples the ranges were drawn from (0: ranges off)
    unsigned long long uncertaintySeed = 0; ///< their seed

    /// The option with `id`, or nullptr.
    const OptionResult *option(const std::string &id) const;
    /// The first-ranked option (the recommendation), or nullptr when nothing is ranked.
    const OptionResult *best() const { return ranking.empty() ? nullptr : option(ranking.front()); }
    /// Every option once: those in `ranking` best first, then the rest in their own order.
    std::vector<const OptionResult *> rankedOptions() const;
};

} // namespace gpuplanner::model
