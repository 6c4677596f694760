#include "ResultJson.h"

#include "Checks.h"
#include "Evaluate.h"
#include "Explain.h"
#include "Plans.h"

namespace gpuplanner::model {

using nlohmann::json;

json percentilesJson(const Percentiles &p)
{
    return {{"p10", p.p10}, {"p50", p.p50}, {"p90", p.p90}};
}

json costJson(const CostBreakdown &cost)
{
    json out = json::object();
    const auto parts = cost.parts();
    for (size_t i = 0; i < parts.size(); ++i)
        out[kCostPartKeys[i]] = parts[i];
    out["total"] = cost.total();
    return out;
}

namespace {

json billingUnitsJson(const std::array<double, kPlanCount> &units)
{
    json out = json::object();
    for (int plan = kPlanCount - 1; plan >= 0; --plan)
        if (units[size_t(plan)] > 0)
            out[planKey(Plan(plan))] = units[size_t(plan)];
    return out;
}

json explanationsToJson(const std::map<std::string, Explanation> &explanations)
{
    json out = json::object();
    for (const auto &[key, e] : explanations) {
        json terms = json::array();
        for (const auto &[name, value] : e.terms)
            terms.push_back({{"name", name}, {"value", value}});
        out[key] = {{"formula", e.formula}, {"terms", terms}, {"value", e.value}};
    }
    return out;
}

/// OptionResult::wouldFit as the option's "would_fit": {"gpus", "zero_stage"} for training, with
/// "tensor_parallel_size" where the estimate splits layers (above 1); {"gpus",
/// "tensor_parallel_size"} for serving; null when no count up to the limit fits.
json wouldFitJson(const std::optional<WouldFit> &f)
{
    if (!f)
        return nullptr;
    if (f->zeroStage < 0)
        return {{"gpus", f->gpus}, {"tensor_parallel_size", f->tensorParallelSize}};
    json out = {{"gpus", f->gpus}, {"zero_stage", f->zeroStage}};
    if (f->tensorParallelSize > 1)
        out["tensor_parallel_size"] = f->tensorParallelSize;
    return out;
}

/// One option as the Result JSON's "options" entry (without "explain").
json optionToJson(const OptionResult &o)
{
    return {
        {"id", o.id},
        {"offering", o.offeringId},
        {"kind", o.kind},
        {"gpu", o.gpu},
        {"mig_profile", o.migProfile},
        {"vgpu_share", o.vgpuShare},
        {"region", o.region},
        {"gpus", o.gpus},
        {"fits", o.fits},
        {"memory_per_gpu_bytes", o.memoryPerGpuBytes},
        {"kv_cache_capacity_tokens", o.kvCacheCapacityTokens},
        {"max_num_seqs", o.maxNumSeqs},
        {"max_num_batched_tokens", o.maxNumBatchedTokens},
        {"capacity_bytes", o.capacityBytes},
        {"usable_bytes", o.usableBytes},
        {"headroom_bytes", o.headroomBytes},
        {"required_headroom_bytes", o.requiredHeadroomBytes},
        {"gpus_needed", o.gpusNeeded},
        {"would_fit", wouldFitJson(o.wouldFit)},
        {"fits_with_chunked_loss", o.fitsWithChunkedLoss},
        {"gpus_needed_with_chunked_loss", o.wouldFitWithChunkedLoss ? o.wouldFitWithChunkedLoss->gpus : 0},
        {"context_parallel_to_fit", o.contextParallelToFit},
        {"fits_with_full_recompute", o.fitsWithFullRecompute},
        {"smallest_mig_profile", o.smallestMigProfile},
        {"smallest_vgpu_share", o.smallestVgpuShare},
        {"gpu_hours", o.gpuHours},
        {"wall_hours", o.wallHours},
        {"compute_hours", o.computeHours},
        {"transfer_hours", o.transferHours},
        {"communication_hours", o.communicationHours},
        {"data_parallel_hours", o.dataParallelHours},
        {"rework_hours", o.reworkHours},
        {"prep_hours", o.prepHours},
        {"offload_hours", o.offloadHours},
        {"tensor_parallel_hours", o.tensorParallelHours},
        {"expert_parallel_hours", o.expertParallelHours},
        {"context_parallel_hours", o.contextParallelHours},
        {"exposed_data_parallel_hours", o.dataParallelExposedHours},
        {"exposed_expert_parallel_hours", o.expertParallelExposedHours},
        {"exposed_context_parallel_hours", o.contextParallelExposedHours},
        {"pipeline_bubble_hours", o.pipelineBubbleHours},
        {"optimizer_steps", o.optimizerSteps},
        {"gradient_accumulation", o.gradientAccumulation},
        {"allreduce_bandwidth_bytes_per_s", o.allreduceBandwidth},
        {"billing", o.billing},
        {"billed_units", o.billedUnits},
        {"billing_units", billingUnitsJson(o.billedUnitsByPlan)},
        {"billed_hours", o.billedHours},
        {"run_hours", o.runHours},
        {"currency", o.currency},
        {"outbound_gb", o.outboundGb},
        {"cost", costJson(o.cost)},
        {"latency_ms", o.latencyMs},
        {"serving_capacity_requests_per_day", o.servingCapacityRequestsPerDay},
        {"replicas", o.replicas},
        {"batch", o.batch},
        {"prefill_seconds", o.prefillSeconds},
        {"decode_tokens_per_second", o.decodeTokensPerSecond},
        {"training_tokens_per_second_per_gpu", o.trainingTokensPerSecondPerGpu},
        {"request_seconds", o.requestSeconds},
        {"decode_step_seconds", o.decodeStepSeconds},
        {"warnings", o.warnings},
        {"reasons", o.reasons},
        {"checklist", o.checklist},
        {"rank", o.rank},
        {"range", {{"total_cost", percentilesJson(o.range.totalCost)}, {"wall_hours", percentilesJson(o.range.wallHours)}}},
        {"probability_cheapest", o.probabilityCheapest},
        {"probability_not_fitting", o.probabilityNotFitting},
        {"probability_undercut", o.probabilityUndercut},
        {"probability_cheaper_than_recommended", o.probabilityCheaperThanBest},
        {"separating_input", o.separatingInput},
    };
}
} // namespace

json resultToJson(const Result &r, const Catalog *catalog, const Scenario *scenario)
{
    json options = json::array();
    const std::vector<Offering> offerings = catalog && scenario ? resolveOfferings(*catalog, *scenario)
                                                                : std::vector<Offering>{};
    const OfferingsById byId = offeringsById(offerings);
    for (const auto &o : r.options) {
        options.push_back(optionToJson(o));
        if (catalog && scenario) {
            const auto found = byId.find(o.offeringId);
            options.back()["explain"] = explanationsToJson(
                explainOption(*catalog, *scenario, r, o, found != byId.end() ? found->second : nullptr));
        }
    }
    const json explain = explanationsToJson(r.explain);
    json breakEven = json::array();
    for (const auto &b : r.breakEven)
        breakEven.push_back({{"a", b.a}, {"b", b.b}, {"hours", b.hours}});
    json sensitivity = json::array();
    for (const Sensitivity &s : r.sensitivity)
        sensitivity.push_back({{"input", s.input}, {"low_total", s.lowTotal}, {"high_total", s.highTotal}});
    const MemoryBreakdown &m = r.memory;
    json out = {
        {"format", "gpuplanner-result"},
        {"version", 1},
        {"currency", r.currency},
        {"model", {{"params", r.params}, {"active_params", r.activeParams}}},
        {"memory",
         {{"weights_bytes", m.weights},
          {"gradients_bytes", m.gradients},
          {"optimizer_bytes", m.optimizer},
          {"activations_bytes", m.activations},
          {"kv_cache_bytes", m.kvCache},
          {"adapter_bytes", m.adapter},
          {"overhead_bytes", m.overhead},
          {"total_bytes", m.total()}}},
        {"compute", {{"total_flop", r.totalFlop}, {"peak_requests_per_hour", r.peakRequestsPerHour}}},
        {"host_offload_bytes", m.hostOffload},
        {"explain", explain},
        {"options", options},
        {"ranking", r.ranking},
        {"budget_runtime_hours", json(r.budgetRuntimeHours)},
        {"break_even", breakEven},
        {"sensitivity", sensitivity},
        {"uncertainty", {{"samples", r.uncertaintySamples}, {"seed", r.uncertaintySeed}}},
    };
    if (catalog && scenario) {
        // What the window shows beside the fields and the command line prints as notes.
        json notes = json::array();
        for (const InputNote &n : checkInputs(*scenario, *catalog))
            notes.push_back({{"field", n.field}, {"code", n.code}, {"value", n.value}});
        out["input_notes"] = notes;
    }
    return out;
}

} // namespace gpuplanner::model
