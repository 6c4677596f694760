#include "Checks.h"

#include "Compute.h"
#include "Evaluate.h"
#include "Remarks.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::model {

std::vector<LayoutProblem> layoutProblems(const Workload &w)
{
    std::vector<LayoutProblem> out;
    const auto text = [](long long v) { return std::to_string(v); };
    const long long modelParallel = 1LL * w.tensorParallelSize * w.pipelineParallelSize;
    const long long data = std::max(1LL, w.gpus / modelParallel);
    // The layout the estimate uses (the global batch when the file sets one: the catalog's
    // default is unknown here, so micro-batch counts are checked only then).
    const ParallelLayout used = parallelLayout(w, w.gpus, 1.0);
    if (w.gpus % modelParallel != 0) {
        out.push_back({"tensor_parallel_size", note::kParallelSizesDoNotDivideGpus, double(modelParallel),
                       fillRemark(remark::kLayoutDoesNotDivide,
                                  {text(w.tensorParallelSize), text(w.pipelineParallelSize), text(w.gpus),
                                   text(used.tensor), text(used.pipeline)})});
    }
    if (used.context != w.contextParallelSize) {
        const int left = std::max(1, w.gpus / (used.tensor * used.pipeline));
        out.push_back({"context_parallel_size", note::kContextParallelDoesNotDivide, double(left),
                       fillRemark(remark::kContextDoesNotDivide,
                                  {text(w.contextParallelSize), text(left), text(used.context)})});
    }
    if (w.pipelineParallelSize > w.arch.layers && w.arch.layers > 0)
        out.push_back({"pipeline_parallel_size", nullptr, 0,
                       fillRemark(remark::kStagesWithoutLayers, {text(w.pipelineParallelSize), text(w.arch.layers),
                                                                 text(used.pipeline)})});
    if (used.pipeline > 1 && w.arch.layers > 0 && w.arch.layers % used.pipeline != 0)
        out.push_back({"pipeline_parallel_size", nullptr, 0,
                       fillRemark(remark::kLayersNotDivided, {text(used.pipeline), text(w.arch.layers)})});
    if (w.globalBatchSize && used.virtualStages > 1 && std::fmod(used.accumulation, double(used.pipeline)) != 0)
        out.push_back({"global_batch_size", nullptr, 0,
                       fillRemark(remark::kInterleavedMicroBatches, {text(used.pipeline), text(static_cast<long long>(used.accumulation))})});
    if (w.virtualPipelineSize != used.virtualStages)
        out.push_back({"virtual_pipeline_model_parallel_size", nullptr, 0,
                       used.pipeline <= 1 ? fillRemark(remark::kChunksWithoutPipeline)
                                          : fillRemark(remark::kChunksNotDivided,
                                                       {text(w.virtualPipelineSize), text(w.arch.layers / used.pipeline),
                                                        text(used.virtualStages)})});
    if (!tensorParallelSplits(w.arch, w.tensorParallelSize))
        out.push_back({"tensor_parallel_size", note::kTensorParallelDoesNotDivideHeads, double(w.arch.heads),
                       fillRemark(remark::kHeadsNotDivided, {text(w.tensorParallelSize), text(w.arch.heads),
                                                             text(w.arch.kvHeads), text(w.arch.experts > 1 ? w.arch.moeIntermediateSize : w.arch.intermediateSize),
                                                             text(used.tensor)})});
    if (w.expertParallelSize > 1 && (data % w.expertParallelSize != 0 || w.arch.experts % w.expertParallelSize != 0))
        out.push_back({"expert_parallel_size", w.arch.experts <= 1 ? note::kNoExperts : note::kExpertParallelDoesNotFit,
                       w.arch.experts <= 1 ? 0.0 : double(data),
                       w.arch.experts <= 1 ? fillRemark(remark::kNoExperts)
                                           : fillRemark(remark::kExpertsNotDivided,
                                                        {text(w.expertParallelSize), text(w.arch.experts), text(data),
                                                         text(used.expert)})});
    if (w.overlapMoeExpertParallelComm && w.globalBatchSize && used.accumulation < 2
        && w.expertParallelSize > 1 && w.arch.experts > 1)
        out.push_back({"overlap_moe_expert_parallel_comm", nullptr, 0, fillRemark(remark::kNothingToOverlap)});
    if (w.optimizerInBackward && w.globalBatchSize && *w.globalBatchSize > double(std::max(1, w.microBatchSize)) * data)
        out.push_back({"global_batch_size", nullptr, 0, fillRemark(remark::kNoAccumulation)});
    return out;
}

std::vector<InputNote> checkInputs(const Scenario &scenario, const Catalog &catalog)
{
    const CatalogDefaults &defaults = catalog.defaults;
    std::vector<InputNote> notes;
    const Workload &w = scenario.workload;
    const bool training = isTraining(w.kind);
    if (w.kind == WorkloadKind::Inference && w.arch.heads > 0 && !servingTensorParallelSplits(w.arch, w.gpus))
        notes.push_back({"workload.gpus", note::kGpusDoNotDivideHeads, double(w.arch.heads)});
    if (isLora(w.kind) && w.arch.hiddenSize > 0
        && w.loraRank > w.arch.hiddenSize)
        notes.push_back({"workload.lora_rank", note::kLoraRankAboveHidden, double(w.arch.hiddenSize)});
    if (isFullTraining(w.kind) && (w.precision == Precision::Int8 || w.precision == Precision::Int4))
        notes.push_back({"workload.precision", note::kQuantisedFullTraining, 0});
    if (training && w.zeroStage > 0 && w.gpus == 1)
        notes.push_back({"workload.zero_stage", note::kZeroNeedsSeveralGpus, 0});
    if (training) {
        // The catalog's global batch too: 16 LoRA sequences a step cannot be kept on 16 GPUs.
        const double asked = w.globalBatchSize.value_or(defaultGlobalBatch(defaults, w.kind));
        const ParallelLayout l = parallelLayout(w, w.gpus, defaultGlobalBatch(defaults, w.kind));
        if (w.zeroStage >= 2 && l.pipeline > 1)
            notes.push_back({"workload.zero_stage", note::kZeroWithPipeline, 0});
        if (l.context > 1 && w.sequenceLength % (2 * l.context) != 0)
            notes.push_back({"workload.sequence_length", note::kContextParallelSplitsSequence, 2.0 * l.context});
        if (l.context > 1 && !w.flashAttention)
            notes.push_back({"workload.flash_attention", note::kContextParallelNeedsFusedAttention, 0});
        const double onePass = double(std::max(1, w.microBatchSize)) * l.data;
        if (!w.optimizerInBackward && asked < onePass)
            notes.push_back({"workload.global_batch_size", note::kGlobalBatchBelowOnePass, onePass});
        else if (!w.optimizerInBackward && l.globalBatch > asked + 1e-9)
            notes.push_back({"workload.global_batch_size", note::kGlobalBatchRoundedUp, l.globalBatch});
        if (w.trainingFramework == TrainingFramework::Megatron && isFullTraining(w.kind) && !w.gradReduceInFp32
            && heldBytesPerElement(w) < 4.0)
            notes.push_back({"workload.grad_reduce_in_fp32", note::kMegatronGradientsInFp32ByDefault, 0});
        if (w.trainingFramework != TrainingFramework::Generic && !w.mfu) {
            bool known = false;
            forEachOffering(catalog, scenario, [&](const Offering &o) {
                const Gpu *gpu = catalog.gpu(o.gpu);
                known = known || (gpu && frameworkMfu(*gpu, w));
            });
            if (!known)
                notes.push_back({"workload.training_framework", note::kFrameworkFigureMissing, 0});
        }
        if (w.arch.maxPositionEmbeddings > 0 && w.sequenceLength > w.arch.maxPositionEmbeddings)
            notes.push_back({"workload.sequence_length", note::kSequenceBeyondModel, double(w.arch.maxPositionEmbeddings)});
        const double stepTokens = l.globalBatch * std::max(1, w.sequenceLength);
        if (w.trainTokens < stepTokens)
            notes.push_back({"workload.train_tokens", note::kTokensBelowOneStep, stepTokens});
    }
    if (training)
        for (const LayoutProblem &p : layoutProblems(w))
            if (p.code)
                notes.push_back({std::string("workload.") + p.field, p.code, p.value});
    const Serving &s = w.serving;
    if (w.kind == WorkloadKind::Inference && s.contextLength < s.promptTokens + s.outputTokens)
        notes.push_back({"workload.serving.context_length", note::kContextBelowRequest, s.promptTokens + s.outputTokens});
    if (w.kind == WorkloadKind::Inference && w.arch.maxPositionEmbeddings > 0 && s.contextLength > w.arch.maxPositionEmbeddings)
        notes.push_back({"workload.serving.context_length", note::kContextBeyondModel, double(w.arch.maxPositionEmbeddings)});
    if (w.kind == WorkloadKind::Inference && s.requestsPerDay() <= 0)
        notes.push_back({s.usersPerDay <= 0 ? "workload.serving.users_per_day" : "workload.serving.requests_per_user",
                         note::kNoRequests, 0});
    // Unset, the engine takes its default for the GPU: at least the smaller of the two.
    if (const double seqs = s.maxNumSeqs.value_or(std::min(defaults.largeGpuEngine.maxNumSeqs, defaults.otherGpuEngine.maxNumSeqs));
        w.kind == WorkloadKind::Inference
        && s.continuousBatching && s.maxNumBatchedTokens && *s.maxNumBatchedTokens < seqs)
        notes.push_back({"workload.serving.max_num_batched_tokens", note::kBatchedTokensBelowConcurrency, seqs});
    if (w.kind == WorkloadKind::Inference && s.continuousBatching && s.maxNumSeqs && *s.maxNumSeqs < s.concurrency)
        notes.push_back({"workload.serving.max_num_seqs", note::kMaxNumSeqsBelowConcurrency, *s.maxNumSeqs});
    return notes;
}

} // namespace gpuplanner::model
