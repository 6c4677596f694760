#include "Checks.h"

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
    const Serving &s = w.serving;
    if (w.kind == WorkloadKind::Inference && s.contextLength < s.promptTokens + s.outputTokens)
        notes.push_back({"workload.serving.context_length", note::kContextBelowRequest, s.promptTokens + s.outputTokens});
    return notes;
}

} // namespace gpuplanner::model
