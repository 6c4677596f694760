#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

namespace gpuplanner::model {

/// Reason codes the advisor attaches to options (the UI turns them into words). Rules from the
/// rental articles (docs/DOMAIN.md, Advisor rules of thumb): duration and latency sensitivity
/// decide first, before the cost; over a week of continuous training → whole card; under two
/// days and checkpointable → slice or spot;
/// multi-GPU training → no slices (no NVLink, NCCL timeouts); full fine-tuning or pretraining →
/// whole card; light inference → slice; serving near users, training in hub regions.
namespace reason {
inline constexpr const char *kDoesNotFit = "excluded_does_not_fit";
inline constexpr const char *kMultiGpuExcludesSlices = "excluded_multi_gpu_on_slices";
inline constexpr const char *kDoesNotFinish = "excluded_does_not_finish";
/// Serving: even one request at a time takes longer than the scenario's latency target.
inline constexpr const char *kMissesLatencyTarget = "excluded_misses_latency_target";
/// Serving: even a request that arrives alone waits longer for its first token than the target.
inline constexpr const char *kMissesTtftTarget = "excluded_misses_ttft_target";
/// Serving: the load needs more replicas than an option can be rented in (the most the planner
/// counts, 100,000), so the requests per day are not all served.
inline constexpr const char *kMissesLoad = "excluded_misses_load";
/// Serving: the replica's GPUs do not split the attention heads (or the KV heads) evenly, which
/// vLLM refuses at start (ModelConfig.verify_with_parallel_config), so the option cannot run.
inline constexpr const char *kUnevenTensorParallel = "excluded_uneven_tensor_parallel";
/// Serving: on this GPU the engine would take fewer tokens a step than sequences at once
/// (warning::kBatchLimitsRefused), which vLLM refuses at start (SchedulerConfig: max_num_batched_tokens
/// must be at least max_num_seqs), so the option cannot run as set.
inline constexpr const char *kBatchLimitsRefused = "excluded_batch_limits_refused";
inline constexpr const char *kLongRunPrefersWholeCard = "long_run_prefers_whole_card";
inline constexpr const char *kFullTrainingPrefersWholeCard = "full_training_prefers_whole_card";
inline constexpr const char *kShortRunSuitsSliceOrSpot = "short_checkpointable_suits_slice_or_spot";
inline constexpr const char *kLightInferenceSuitsSlice = "light_inference_suits_slice";
inline constexpr const char *kNearUsers = "serving_near_users";
inline constexpr const char *kFarFromUsers = "serving_far_from_users";
/// Serving from a far region whose round trip is a small share of the first token's wait
/// (advisor_latency_share_of_first_token): noted, not counted against it.
inline constexpr const char *kFarButFirstTokenDominates = "serving_far_but_first_token_dominates";
inline constexpr const char *kHubRegionForTraining = "training_in_hub_region";
inline constexpr const char *kSpotNeedsCheckpoints = "spot_needs_checkpoints";
/// Serving on spot: each reclaim takes the service down until a new instance is up; the rental
/// articles keep spot for fault-tolerant work that resumes from checkpoints.
inline constexpr const char *kSpotInterruptsService = "spot_interrupts_service";
/// The lowest total cost of the ranked options (wherever a rule ranks it).
inline constexpr const char *kCheapest = "cheapest";
/// On the first-ranked option when a cheaper one was ranked after it by a rule of thumb: it is
/// the cheapest option no rule counts against.
inline constexpr const char *kFirstByRules = "first_cheapest_no_rule_against";
/// On the first-ranked option when a rule counts against every ranked option: it is first by
/// cost with the penalty (advisor_penalty per rule against it).
inline constexpr const char *kFirstDespiteRules = "first_every_option_has_a_rule_against";
/// On an option a rule of thumb counts against, ranked after every option none counts against
/// (the rule itself is among its reasons).
inline constexpr const char *kRankedBelowByRule = "ranked_below_by_rule";
} // namespace reason

/// Pre-purchase checklist items (docs/DOMAIN.md, Pre-purchase checklist), attached to the options
/// they concern.
namespace checklist {
inline constexpr const char *kIsolation = "check_isolation";       ///< MIG IDs in nvidia-smi, not Docker sharing
/// A software-shared (vGPU) slice has no physical isolation: neighbours slow it 20–30% or cause
/// CUDA OOM (docs/DOMAIN.md, Speed factors of an option); ask how its memory is capped.
inline constexpr const char *kSharedMemoryCap = "check_shared_memory_cap";
inline constexpr const char *kThrottling = "check_throttling";     ///< clock under 70% under load → whole card
inline constexpr const char *kDisksAndBandwidth = "check_disks_bandwidth"; ///< 30 GB disk, 1 Gbps shared
inline constexpr const char *kMultiGpu = "check_multi_gpu";        ///< multi-GPU training → exclude slices
/// Training: save checkpoints regularly to storage that outlives the instance (rental vs
/// cloud-server guide: big jobs checkpoint to object storage, not to the instance's own disk).
inline constexpr const char *kCheckpoints = "check_checkpoints";
/// A plan paid ahead (daily to yearly): first run one small complete job on a pay-as-you-go
/// instance of the same kind to check drivers, framework and speed (rental vs cloud-server guide).
inline constexpr const char *kTrialRun = "check_trial_run";
} // namespace checklist

/// Ranks the options of `result` (best first into result.ranking, and each option's rank),
/// with reason codes and checklist items (docs/DOMAIN.md, Advisor rules of thumb). Options that
/// do not fit, do not finish within a fixed period, miss the latency target or the load, and
/// slices for multi-GPU training, are not ranked. The rules decide before the cost: first every
/// option no rule of thumb counts against, by total cost; then the options a rule counts against,
/// by total cost × (1 + `advisor_penalty` × rules against them), each saying
/// reason::kRankedBelowByRule. At equal cost an option without warning::kTightFit comes first.
/// The first option says what won: reason::kCheapest (lowest cost), kFirstByRules (a cheaper
/// option broke a rule) or kFirstDespiteRules (every option breaks one). Thresholds (a week, two
/// days, light serving, latency) come from the catalog.
void advise(const Catalog &catalog, const Scenario &scenario, Result &result);

/// evaluate(), then what is too slow for every slider step: budget runtimes and break-even
/// points (Sweep.h) and advise(). What exports and the recommendation use.
Result analyze(const Catalog &catalog, const Scenario &scenario);

/// The analysis on top of an estimate already made: `estimate` is evaluate(catalog, scenario)'s
/// Result (its ranking is replaced); budget runtimes, break-even points and the advisor's
/// ranking are added to it. analyze() is evaluate() followed by this.
void completeAnalysis(const Catalog &catalog, const Scenario &scenario, Result &estimate);

} // namespace gpuplanner::model
