#include "Explain.h"

#include "Billing.h"
#include "Compute.h"
#include "Evaluate.h"
#include "Memory.h"
#include "Plans.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::model {

namespace {

constexpr double kBitsPerByte = 8.0;
constexpr double kSecondsPerHour = 3600.0;

/// What one option's time estimates were computed from: the speed factors, peak rate and MFU.
struct Rates
{
    SpeedFactors speed;
    double peak = 0;
    double mfu = 0;
    bool fp8Blend = false; ///< linear layers in FP8 on an FP8 card with the catalog's figures (fp8BlendedMfu)
    std::optional<double> framework; ///< the training framework's own figure on the GPU (frameworkMfu)
    std::optional<double> frameworkAttention; ///< its own attention figure in FP8 training (frameworkAttentionMfu)
};

void explainTraining(const Scenario &s, const CatalogDefaults &d, const Result &result, const OptionResult &o,
                     const Rates &x, std::map<std::string, Explanation> &out)
{
    const Workload &w = s.workload;
    const SpeedFactors &f = x.speed;
    out["compute_hours"] = {"total_flop / (gpus × peak_flops × mfu × compute_share × (1 − contention) × "
                            "scaling) / 3600 + pipeline_bubble_hours",
                            {{"total_flop", result.totalFlop}, {"gpus", double(o.gpus)}, {"peak_flops", x.peak},
                             {"mfu", x.mfu}, {"compute_share", f.computeShare}, {"contention", 1.0 - f.contention},
                             {"scaling", f.scaling}, {"pipeline_bubble_hours", o.pipelineBubbleHours}},
                            o.computeHours};
    const ParallelLayout l = parallelLayout(w, o.gpus, defaultGlobalBatch(d, w.kind));
    const double microBatches = o.optimizerSteps * o.gradientAccumulation;
    const double tokens = double(w.sequenceLength) * w.microBatchSize / l.context; // on one GPU
    if (o.tensorParallelHours > 0) {
        const double collectives = (w.checkpointing == ActivationCheckpointing::Full ? 6.0 : 4.0) * w.arch.layers / l.pipeline;
        out["tensor_parallel_hours"] = {"micro_batches × all_reduces × 2 × (tensor_parallel − 1) / tensor_parallel × "
                                        "tokens × hidden × 2 / bandwidth / 3600; all_reduces = 4 a layer (6 with full "
                                        "recomputation) × layers / pipeline_parallel",
                                        {{"micro_batches", microBatches}, {"all_reduces", collectives},
                                         {"tensor_parallel", double(l.tensor)}, {"tokens", tokens},
                                         {"hidden", double(w.arch.hiddenSize)}, {"bandwidth", o.tensorParallelBandwidth}},
                                        o.tensorParallelHours};
    }
    if (o.expertParallelHours > 0) {
        const double moeLayers = double(w.arch.layers - w.arch.denseLayers) / l.pipeline;
        out["expert_parallel_hours"] = {"micro_batches × 4 × moe_layers × experts_per_token × tokens × hidden × 2 × "
                                        "(expert_parallel − 1) / expert_parallel / bandwidth / 3600",
                                        {{"micro_batches", microBatches}, {"moe_layers", moeLayers},
                                         {"experts_per_token", double(w.arch.expertsPerToken)}, {"tokens", tokens},
                                         {"hidden", double(w.arch.hiddenSize)}, {"expert_parallel", double(l.expert)},
                                         {"bandwidth", o.expertParallelBandwidth}},
                                        o.expertParallelHours};
    }
    if (o.contextParallelHours > 0) {
        out["context_parallel_hours"] = {"micro_batches × layers / pipeline_parallel × rounds × (context_parallel − 1) × "
                                         "tokens × 2 × kv_heads × head_dim × 2 / tensor_parallel / bandwidth / 3600; rounds = 3 "
                                         "(forward, backward twice the bytes), 4 with full recomputation; exposed: what "
                                         "outlasts computation_hours × attention_share",
                                         {{"micro_batches", microBatches},
                                          {"layers", double(w.arch.layers)}, {"pipeline_parallel", double(l.pipeline)},
                                          {"rounds", w.checkpointing == ActivationCheckpointing::Full ? 4.0 : 3.0},
                                          {"context_parallel", double(l.context)}, {"tokens", tokens},
                                          {"kv_heads", double(w.arch.kvHeads)}, {"head_dim", double(w.arch.headDim)},
                                          {"tensor_parallel", double(l.tensor)}, {"bandwidth", o.contextParallelBandwidth},
                                          {"attention_share", 1.0 - linearFlopShare(w)},
                                          {"exposed_context_parallel_hours", o.contextParallelExposedHours}},
                                         o.contextParallelHours};
    }
    if (o.pipelineBubbleHours > 0) {
        out["pipeline_bubble_hours"] = {"computation_hours × (pipeline_parallel − 1) / (virtual_stages × accumulation)",
                                        {{"computation_hours", o.computeHours - o.pipelineBubbleHours},
                                         {"pipeline_parallel", double(l.pipeline)},
                                         {"virtual_stages", double(l.virtualStages)},
                                         {"accumulation", o.gradientAccumulation}},
                                        o.pipelineBubbleHours};
    }
    if (x.fp8Blend) {
        // Training in FP8: the MFU shown blends the linear layers in FP8 with attention in bf16.
        Explanation &e = out["compute_hours"];
        e.formula += "; FP8 training: mfu is the share of the fp8 peak with the linear layers "
                     "(linear_flop_share of the FLOPs) at the GPU's fp8 figure and attention at its "
                     "bf16 figure and peak";
        e.terms.emplace_back("linear_flop_share", linearFlopShare(w));
    }
    if (x.framework) {
        // The framework's own published rate on this GPU, in place of the common figures.
        Explanation &e = out["compute_hours"];
        e.formula += std::string("; mfu: the catalog's figure for ") + trainingFrameworkKey(w.trainingFramework)
            + " on this GPU and precision (mfu_by_framework)";
        e.terms.emplace_back("framework_mfu", *x.framework);
        if (x.frameworkAttention) {
            e.formula += ", for the linear layers (linear_flop_share of the FLOPs) on the fp8 peak, attention at "
                         "framework_attention_mfu of the bf16 peak";
            e.terms.emplace_back("framework_attention_mfu", *x.frameworkAttention);
            e.terms.emplace_back("linear_flop_share", linearFlopShare(w));
        }
    } else if (const double compile = compileSpeedup(w, d); compile != 1.0 && !w.mfu) {
        // Compiled with torch.compile: the MFU shown includes its speed-up.
        Explanation &e = out["compute_hours"];
        e.formula += "; compiled: mfu includes torch_compile_speedup";
        e.terms.emplace_back("torch_compile_speedup", compile);
    }
    if (o.gpus > 1 && o.allreduceBandwidth > 0) {
        const double expertShare = isLora(w.kind) ? 0.0 : routedExpertShare(w.arch, countParams(w.arch), l.expert);
        out["communication_hours"] = {"exposed_data_parallel_hours + tensor_parallel_hours + exposed_expert_parallel_hours + "
                                      "exposed_context_parallel_hours + offload_hours; data_parallel: the GPUs holding the same "
                                      "weights (data-parallel copies × context_parallel); exposed_data_parallel_hours = max(data_parallel_hours − hidden_by, "
                                      "exposed_fraction × data_parallel_hours), exposed_expert_parallel_hours = expert_parallel_hours; "
                                      "data_parallel_hours = "
                                      "optimizer_steps × traffic_per_step / bandwidth / 3600, traffic_per_step = ring × "
                                      "gradient_bytes / (tensor_parallel × pipeline_parallel), with ZeRO-2 ring / 2 × (accumulation + 1) × "
                                      "gradient_bytes / (tensor_parallel × pipeline_parallel), with ZeRO-3 accumulation × ring / 2 × "
                                      "(2 × weight_bytes + gradient_bytes) / (tensor_parallel × pipeline_parallel); ring = "
                                      "(1 − expert_share) × 2 × (data_parallel − 1) / data_parallel + expert_share / "
                                      "expert_parallel × 2 × (holders − 1) / holders, holders = data_parallel / expert_parallel; "
                                      "hidden_by = computation_hours with ZeRO-3, computation_hours × backward_share with ZeRO-2, else "
                                      "computation_hours × backward_share / accumulation; with overlap_moe_expert_parallel_comm "
                                      "and accumulation ≥ 2 exposed_expert_parallel_hours = max(0, expert_parallel_hours − "
                                      "(computation_hours − (data_parallel_hours − exposed_data_parallel_hours))); bandwidth: "
                                      "the link inside one server; across servers the slower of the link and the network, "
                                      "which on whole machines (RDMA per GPU) runs at every NIC of the ring's GPUs in a "
                                      "server, min(data_parallel, gpus_per_node / tensor_parallel) of them",
                                      {{"optimizer_steps", o.optimizerSteps}, {"data_parallel", double(l.weightCopies())},
                                       {"accumulation", double(o.gradientAccumulation)},
                                       {"zero_stage", double(w.zeroStage)},
                                       {"expert_share", expertShare}, {"expert_parallel", double(l.expert)},
                                       {"gradient_bytes", gradientBytes(w, result.params, d)},
                                       {"weight_bytes", gatheredWeightBytes(w, countParams(w.arch), d)},
                                       {"tensor_parallel", double(l.tensor)}, {"pipeline_parallel", double(l.pipeline)},
                                       {"bandwidth", o.allreduceBandwidth},
                                       {"data_parallel_hours", o.dataParallelHours},
                                       {"computation_hours", o.computeHours - o.pipelineBubbleHours},
                                       {"exposed_data_parallel_hours", o.dataParallelExposedHours},
                                       {"exposed_expert_parallel_hours", o.expertParallelExposedHours},
                                       {"backward_share", 1.0 - 2.0 / linearFlopPerParamToken(w)},
                                       {"exposed_fraction", d.allreduceExposedFraction},
                                       {"tensor_parallel_hours", o.tensorParallelHours},
                                       {"expert_parallel_hours", o.expertParallelHours},
                                       {"exposed_context_parallel_hours", o.contextParallelExposedHours},
                                       {"overlap_moe_expert_parallel_comm", w.overlapMoeExpertParallelComm ? 1.0 : 0.0},
                                       {"offload_hours", o.offloadHours}},
                                      o.communicationHours};
    }
}

void explainServing(const Scenario &s, const Result &result, const OptionResult &o, const Rates &x,
                    std::map<std::string, Explanation> &out)
{
    const Workload &w = s.workload;
    const SpeedFactors &f = x.speed;
    const int replicaGpus = o.gpus / std::max(1, o.replicas);
    const double context = w.serving.meanContext();
    out["prefill_seconds"] = {"max(prompt_tokens × (2 × active_params + attention_flop_per_prompt_token) / (gpus × "
                              "peak_flops × mfu × compute_share × (1 − contention) × scaling), prefill_steps × "
                              "weight_bytes / weight_read_efficiency / bandwidth); attention_flop_per_prompt_token: "
                              "each prompt token against the whole prompt; prefill_steps = ceil(prompt_tokens / "
                              "max_num_batched_tokens) with continuous batching, else 1",
                              {{"active_params", result.activeParams}, {"prompt_tokens", w.serving.promptTokens},
                               {"prefill_steps", o.prefillSteps}, {"weight_bytes", o.decodeWeightBytes},
                               {"weight_read_efficiency", o.decodeWeightReadEfficiency},
                               {"bandwidth", o.decodeBandwidth}, {"max_num_batched_tokens", o.maxNumBatchedTokens},
                               {"attention_flop_per_prompt_token", attentionFlopPerQuery(w.arch, w.serving.promptTokens)},
                               {"gpus", double(replicaGpus)}, {"peak_flops", x.peak}, {"mfu", x.mfu},
                               {"compute_share", f.computeShare}, {"contention", 1.0 - f.contention},
                               {"scaling", f.scaling}},
                              o.prefillSeconds};
    if (x.fp8Blend) {
        // Serving in FP8: the MFU shown blends the linear layers in FP8 with attention in 16 bits.
        Explanation &e = out["prefill_seconds"];
        e.formula += "; FP8 serving: mfu is the share of the fp8 peak with the linear layers (linear_flop_share of "
                     "the FLOPs) at the GPU's 16-bit figure of the fp8 peak and attention at its 16-bit figure and peak";
        e.terms.emplace_back("linear_flop_share", linearFlopShare(w));
    }
    out["decode_step_seconds"] = {"max((weight_bytes / weight_read_efficiency + kv_cache_bytes) / bandwidth, "
                                  "compute_seconds) + tensor_parallel_sync_seconds; bandwidth = memory_bandwidth × "
                                  "decode_bandwidth_efficiency (the GPU's own, else the catalog default) × bandwidth_share × "
                                  "(1 − contention); weight_read_efficiency: "
                                  "the weight format's decode_efficiency, else quantized_decode_efficiency of its bits "
                                  "(1 for 16-bit weights); compute_seconds = batch × (2 × active_params + "
                                  "attention_flop_per_token) / (gpus × peak_flops × mfu × compute_share × "
                                  "(1 − contention) × scaling), attention at the mean context (prompt + output / 2); "
                                  "tensor_parallel_sync_seconds = "
                                  "2 × layers × tensor_parallel_allreduce_us with more than one GPU",
                                  {{"weight_bytes", o.decodeWeightBytes},
                                   {"weight_read_efficiency", o.decodeWeightReadEfficiency},
                                   {"kv_cache_bytes", o.decodeKvBytes}, {"bandwidth", o.decodeBandwidth},
                                   {"memory_bandwidth", o.decodeMemoryBandwidth},
                                   {"decode_bandwidth_efficiency", o.decodeBandwidthEfficiency},
                                   {"bandwidth_share", f.bandwidthShare}, {"contention", 1.0 - f.contention},
                                   {"active_params", result.activeParams}, {"batch", double(o.batch)},
                                   {"attention_flop_per_token", attentionFlopPerQuery(w.arch, context)},
                                   {"mean_context", context},
                                   {"gpus", double(replicaGpus)}, {"peak_flops", x.peak}, {"mfu", x.mfu},
                                   {"compute_share", f.computeShare}, {"scaling", f.scaling},
                                   {"compute_seconds", o.decodeComputeSeconds},
                                   {"tensor_parallel_sync_seconds", o.decodeTpSyncSeconds}},
                                  o.decodeStepSeconds};
    out["kv_cache_capacity_tokens"] = {
        "floor((usable_bytes − (memory_per_gpu_bytes − kv_cache_bytes)) / kv_bytes_per_token); the engine's "
        "working memory in memory_per_gpu_bytes follows its max_num_seqs and max_num_batched_tokens on this GPU",
        {{"usable_bytes", o.usableBytes}, {"memory_per_gpu_bytes", o.memoryPerGpuBytes},
         {"kv_cache_bytes", o.kvCacheBytes}, {"kv_bytes_per_token", o.kvBytesPerToken},
         {"max_num_seqs", o.maxNumSeqs}, {"max_num_batched_tokens", o.maxNumBatchedTokens}},
        o.kvCacheCapacityTokens};
    out["request_seconds"] = {"batch × prefill_seconds + output_tokens × decode_step_seconds",
                              {{"batch", double(o.batch)}, {"prefill_seconds", o.prefillSeconds},
                               {"output_tokens", w.serving.outputTokens}, {"decode_step_seconds", o.decodeStepSeconds}},
                              o.requestSeconds};
    out["serving_capacity_requests_per_day"] =
        o.fits ? Explanation{"batch × 86400 / request_seconds",
                             {{"batch", double(o.batch)}, {"request_seconds", o.requestSeconds}},
                             o.servingCapacityRequestsPerDay}
               : Explanation{"0: the model does not fit", {}, 0.0};
    out["replicas"] = {"ceil(peak_requests_per_hour × 24 / serving_capacity_requests_per_day)",
                       {{"peak_requests_per_hour", result.peakRequestsPerHour},
                        {"serving_capacity_requests_per_day", o.servingCapacityRequestsPerDay}},
                       double(o.replicas)};
}

/// The compute part of the bill: the plans' units and prices, less what went to other parts.
/// A stopped instance's charge is a part of its own, outside the plans' units.
Explanation explainComputeCost(const OptionResult &o, const Offering &offering, double multiplier)
{
    Explanation cost{"Σ plan_units × plan_price × price_multiplier × units − transfer − idle − rework − "
                     "minimum_term", {}, o.cost.compute};
    for (auto plan = kPlans.rbegin(); plan != kPlans.rend(); ++plan) // longest first
        if (const double units = o.billedUnitsByPlan[size_t(plan->plan)]; units > 0) {
            const std::string key = plan->key;
            cost.terms.emplace_back(key + "_units", units);
            cost.terms.emplace_back(key + "_price", planPrice(offering.price, *plan).value_or(0.0));
        }
    cost.terms.insert(cost.terms.end(), {{"price_multiplier", multiplier},
                                         {"units", double(o.units)},
                                         {"transfer", o.cost.transfer},
                                         {"idle", o.cost.idle},
                                         {"rework", o.cost.rework},
                                         {"minimum_term", o.cost.other}});
    return cost;
}

} // namespace

std::map<std::string, Explanation> explainOption(const Catalog &catalog, const Scenario &s,
                                                 const Result &result, const OptionResult &o)
{
    const std::optional<Offering> found = resolveOffering(catalog, s, o.offeringId);
    return explainOption(catalog, s, result, o, found ? &*found : nullptr);
}

std::map<std::string, Explanation> explainOption(const Catalog &catalog, const Scenario &s,
                                                 const Result &result, const OptionResult &o,
                                                 const Offering *offering)
{
    std::map<std::string, Explanation> out;
    const Gpu *gpu = catalog.gpu(o.gpu);
    const Region *region = catalog.region(o.region);
    if (!offering || !gpu || !region)
        return out;
    const CatalogDefaults d = effectiveDefaults(catalog, s);
    const int replicaGpus = o.gpus / std::max(1, o.replicas);
    Rates x;
    x.speed = speedFactors(*offering, *gpu, s.workload, replicaGpus, d);
    bool fellBack = false;
    x.peak = peakFlopsFor(*gpu, s.workload, fellBack);
    x.mfu = effectiveMfu(s, catalog, gpu);
    x.framework = s.workload.mfu ? std::nullopt : frameworkMfu(*gpu, s.workload);
    x.frameworkAttention = s.workload.mfu ? std::nullopt : frameworkAttentionMfu(*gpu, s.workload);
    x.fp8Blend = (blendsFp8(*gpu, s.workload) || servesInFp8(*gpu, s.workload)) && !s.workload.mfu && !x.framework;

    const double bandwidthGbps = o.transferHours > 0
        ? (s.datasetGb + s.checkpointGb) * kBitsPerByte / (o.transferHours * kSecondsPerHour)
        : 0.0;
    out["transfer_hours"] = {"(dataset_gb + checkpoint_gb) × 8 / bandwidth_gbps / 3600",
                             {{"dataset_gb", s.datasetGb}, {"checkpoint_gb", s.checkpointGb},
                              {"bandwidth_gbps", bandwidthGbps}},
                             o.transferHours};
    if (isTraining(s.workload.kind))
        explainTraining(s, d, result, o, x, out);
    else if (o.requestSeconds > 0)
        explainServing(s, result, o, x, out);
    out["cost.compute"] = explainComputeCost(o, *offering, priceMultiplier(catalog, s, *offering, *region, d));
    return out;
}

} // namespace gpuplanner::model
