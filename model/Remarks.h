#pragma once

#include "Translate.h"

#include <array>
#include <string>
#include <vector>

namespace gpuplanner::model {

/// What loading a file tolerated: each remark reads "<file>: <path>: <message>", the message one
/// of these English templates with its %1, %2, … filled in. The template is the remark's code:
/// the views translate it (context "Remark", Labels::loadWarning) as Qt translates any text, and
/// the command line prints it in the language chosen.
namespace remark {
inline constexpr const char *kNull = GPUPLANNER_TRANSLATE_NOOP("Remark", "null, read as if the field were left out");
inline constexpr const char *kUnknownField = GPUPLANNER_TRANSLATE_NOOP("Remark", "unknown field, ignored");
inline constexpr const char *kUnknownFieldDidYouMean =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "unknown field, ignored (did you mean \"%1\"?)");
inline constexpr const char *kGivenTwice = GPUPLANNER_TRANSLATE_NOOP("Remark", "given twice; the last value is used");
inline constexpr const char *kWeightFormatIgnored =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "only inference and QLoRA store quantised weights; ignored");
inline constexpr const char *kGgufForQlora =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "GGUF is a serving format; QLoRA trains on NF4 or GPTQ bases");
inline constexpr const char *kTrainTokensAssumed =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "not given, assuming %1 billion tokens");
inline constexpr const char *kServingAssumed = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "not given, assuming %1 users a day sending %2 requests each of %3 prompt + %4 answer tokens, %5 "
              "concurrent, %6 context");
inline constexpr const char *kEmptyRegions =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "empty, so the catalog's default regions are compared");
inline constexpr const char *kEmptyOfferings =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "empty, so the catalog's default offerings are compared");
inline constexpr const char *kLayoutDoesNotDivide = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "%1 × pipeline_parallel_size %2 does not divide the %3 GPUs; the estimate uses the largest layout that "
              "fits, tensor %4 × pipeline %5");
inline constexpr const char *kStagesWithoutLayers =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "%1 stages for %2 layers leaves stages without a layer; the estimate uses %3 stages");
inline constexpr const char *kHeadsNotDivided = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "%1 does not divide the model's %2 attention heads, %3 KV heads and %4-wide MLP all evenly (Megatron-LM "
              "splits each so); the estimate uses %5");
inline constexpr const char *kNoExperts = GPUPLANNER_TRANSLATE_NOOP("Remark", "the model has no experts; ignored");
inline constexpr const char *kChunksNotDivided = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "%1 virtual stages per GPU do not divide the %2 layers of each pipeline stage; the estimate uses %3");
inline constexpr const char *kLayersNotDivided = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "%1 stages do not divide the %2 layers evenly (Megatron-LM needs them to, unless given a custom layout); "
              "the estimate splits them evenly");
inline constexpr const char *kInterleavedMicroBatches = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "the interleaved schedule runs a step's micro-batches in groups of the %1 stages, and %2 micro-batches a GPU "
              "are not a multiple of it (Megatron-LM refuses that)");
inline constexpr const char *kChunksWithoutPipeline =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "virtual stages need pipeline stages (pipeline_parallel_size above 1); ignored");
inline constexpr const char *kExpertsNotDivided = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "%1 must divide both the %2 experts and the %3 data-parallel GPUs; the estimate uses %4, the largest size "
              "that does");
inline constexpr const char *kQuantisedCheckpoint = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "the config describes a quantised checkpoint (%1), but the weights are counted at the precision %2; "
              "choose the stored weight format (weight_format) to count them as stored");
inline constexpr const char *kNothingToOverlap = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "each GPU runs one micro-batch a step, so there is no second one to hide the all-to-alls behind; ignored");
inline constexpr const char *kNoAccumulation = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "the optimizer steps in backward, so gradients cannot be accumulated; one micro-batch per GPU makes a step");
inline constexpr const char *kTrainingLayoutInServing = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "a training input, ignored: serving splits each replica over its %1 GPUs by tensor parallelism "
              "(vLLM's --tensor-parallel-size); set the GPUs per replica with gpus");
inline constexpr const char *kServingInTraining = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "not given, so the workload is %1 and its serving block is ignored; set kind to \"inference\" to plan "
              "a service");
inline constexpr const char *kFamilyDefault =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "not given; %1's default %2 assumed");
inline constexpr const char *kUnknownModelType = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "%1 is not a family the planner knows; read as a Llama-style decoder (gated MLP, separate q, k and v "
              "projections, RMSNorm), which may count its parameters and activations wrongly");

/// Every template, for the views to recognise a remark's message.
inline constexpr std::array kAll{kNull,           kUnknownField,        kUnknownFieldDidYouMean, kGivenTwice,
                                 kWeightFormatIgnored, kGgufForQlora,   kTrainTokensAssumed,     kServingAssumed, kEmptyRegions,
                                 kEmptyOfferings, kLayoutDoesNotDivide, kStagesWithoutLayers,    kHeadsNotDivided,
                                 kNoExperts,      kExpertsNotDivided,   kNoAccumulation,         kQuantisedCheckpoint,
                                 kChunksNotDivided, kChunksWithoutPipeline, kNothingToOverlap, kLayersNotDivided,
                                 kInterleavedMicroBatches, kTrainingLayoutInServing, kServingInTraining,
                                 kUnknownModelType, kFamilyDefault};
} // namespace remark

/// `message` (a remark:: template) with %1, %2, … replaced by `args` in order.
inline std::string fillRemark(const char *message, const std::vector<std::string> &args = {})
{
    std::string out = message;
    for (size_t i = args.size(); i-- > 0;) { // %10 before %1
        const std::string mark = "%" + std::to_string(i + 1);
        for (size_t at = out.find(mark); at != std::string::npos; at = out.find(mark, at + args[i].size()))
            out.replace(at, mark.size(), args[i]);
    }
    return out;
}

/// "<file>: <path>: <message with args>", the form of every load remark.
inline std::string remarkAt(const std::string &file, const std::string &path, const char *message,
                            const std::vector<std::string> &args = {})
{
    return file + ": " + path + ": " + fillRemark(message, args);
}

} // namespace gpuplanner::model
