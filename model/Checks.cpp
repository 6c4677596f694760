#include "Checks.h"

#include <algorithm>

namespace gpuplanner::model {

std::vector<InputNote> checkInputs(const Scenario &scenario)
{
    std::vector<InputNote> notes;
    const Workload &w = scenario.workload;
    const bool training = isTraining(w.kind);
    if (w.kind == WorkloadKind::Inference && w.gpus > 1 && w.arch.heads > 0 && w.arch.heads % w.gpus != 0)
        notes.push_back({"workload.gpus", note::kGpusDoNotDivideHeads, double(w.arch.heads)});
    if (isLora(w.kind) && w.arch.hiddenSize > 0
        && w.loraRank > w.arch.hiddenSize)
        notes.push_back({"workload.lora_rank", note::kLoraRankAboveHidden, double(w.arch.hiddenSize)});
    if (training && w.zeroStage > 0 && w.gpus == 1)
        notes.push_back({"workload.zero_stage", note::kZeroNeedsSeveralGpus, 0});
    if (training) {
        const long long modelParallel = 1LL * w.tensorParallelSize * w.pipelineParallelSize;
        if (w.gpus % modelParallel != 0)
            notes.push_back({"workload.tensor_parallel_size", note::kParallelSizesDoNotDivideGpus, double(modelParallel)});
        if (w.tensorParallelSize > 1 && w.arch.heads > 0 && w.arch.heads % w.tensorParallelSize != 0)
            notes.push_back({"workload.tensor_parallel_size", note::kGpusDoNotDivideHeads, double(w.arch.heads)});
        const long long data = std::max(1LL, w.gpus / modelParallel);
        if (w.expertParallelSize > 1
            && (data % w.expertParallelSize != 0 || w.arch.experts % w.expertParallelSize != 0))
            notes.push_back({"workload.expert_parallel_size", note::kExpertParallelDoesNotFit, double(data)});
    }
    const Serving &s = w.serving;
    if (w.kind == WorkloadKind::Inference && s.contextLength < s.promptTokens + s.outputTokens)
        notes.push_back({"workload.serving.context_length", note::kContextBelowRequest, s.promptTokens + s.outputTokens});
    if (w.kind == WorkloadKind::Inference && w.arch.maxPositionEmbeddings > 0 && s.contextLength > w.arch.maxPositionEmbeddings)
        notes.push_back({"workload.serving.context_length", note::kContextBeyondModel, double(w.arch.maxPositionEmbeddings)});
    return notes;
}

} // namespace gpuplanner::model
