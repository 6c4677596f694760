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
inline constexpr const char *kContextDoesNotDivide = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "%1 does not divide the %2 GPUs left by tensor × pipeline parallelism; the estimate uses %3");
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
    "Remark", "%1 must divide both the %2 experts and the %3 GPUs that hold the same weights (data-parallel copies × "
              "context-parallel GPUs); the estimate uses %4, the largest size that does");
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
inline constexpr const char *kKindAssumed =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "not given, so the workload is planned as %1 (inference, lora, qlora, full or pretrain)");
inline constexpr const char *kUsersAssumed = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "not given, assuming %1 users a day sending %2 requests each; set users_per_day (or requests_per_day)");
inline constexpr const char *kFamilyDefault =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "not given; %1's default %2 assumed");
inline constexpr const char *kUnknownModelType = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "%1 is not a family the planner knows; read as a Llama-style decoder (gated MLP, separate q, k and v "
              "projections, RMSNorm), which may count its parameters and activations wrongly");

/// Every template, for the views to recognise a remark's message.
inline constexpr std::array kAll{kNull,           kUnknownField,        kUnknownFieldDidYouMean, kGivenTwice,
                                 kWeightFormatIgnored, kGgufForQlora,   kTrainTokensAssumed,     kServingAssumed, kEmptyRegions,
                                 kEmptyOfferings, kLayoutDoesNotDivide, kContextDoesNotDivide, kStagesWithoutLayers,    kHeadsNotDivided,
                                 kNoExperts,      kExpertsNotDivided,   kNoAccumulation,         kQuantisedCheckpoint,
                                 kChunksNotDivided, kChunksWithoutPipeline, kNothingToOverlap, kLayersNotDivided,
                                 kInterleavedMicroBatches, kTrainingLayoutInServing, kServingInTraining,
                                 kUnknownModelType, kFamilyDefault, kKindAssumed, kUsersAssumed};

/// What a loader refused (the reason of an InputError, "<file>: <path>: <reason>"), in the same
/// template form as a remark, so that the views and the command line translate a refusal as they
/// translate a remark (Labels::fileMessage). A reason no template matches is shown as it is.
/// Listed specific before general: the first template whose pattern matches is taken.
inline constexpr const char *kMissingField = GPUPLANNER_TRANSLATE_NOOP("Remark", "missing required field");
inline constexpr const char *kExpectedNumber = GPUPLANNER_TRANSLATE_NOOP("Remark", "expected a number, found %1");
inline constexpr const char *kNotFinite = GPUPLANNER_TRANSLATE_NOOP("Remark", "must be a finite number");
inline constexpr const char *kOutOfRange =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "%1 is outside the allowed range %2 to %3");
inline constexpr const char *kExpectedWhole = GPUPLANNER_TRANSLATE_NOOP("Remark", "expected a whole number, found %1");
inline constexpr const char *kExpectedBool = GPUPLANNER_TRANSLATE_NOOP("Remark", "expected true or false, found %1");
inline constexpr const char *kExpectedString = GPUPLANNER_TRANSLATE_NOOP("Remark", "expected a string, found %1");
inline constexpr const char *kEmptyString = GPUPLANNER_TRANSLATE_NOOP("Remark", "must not be empty");
inline constexpr const char *kUnknownValue =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "unknown value \"%1\" (expected one of: %2)");
inline constexpr const char *kExpectedObject = GPUPLANNER_TRANSLATE_NOOP("Remark", "expected a JSON object, found %1");
inline constexpr const char *kWrongFormat = GPUPLANNER_TRANSLATE_NOOP("Remark", "expected \"%1\"");
inline constexpr const char *kNewerVersion =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "version %1 is newer than this program reads (%2); update GPU Planner");
inline constexpr const char *kUtf16 = GPUPLANNER_TRANSLATE_NOOP("Remark", "the file is UTF-16; save it as UTF-8");
inline constexpr const char *kBinary = GPUPLANNER_TRANSLATE_NOOP("Remark", "binary data, not a JSON text file");
inline constexpr const char *kTooDeep = GPUPLANNER_TRANSLATE_NOOP("Remark", "nested deeper than %1 levels");
inline constexpr const char *kTooManyValues = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "holds more than %1 JSON values; a scenario, catalog or config holds far fewer");
inline constexpr const char *kEmptyFile = GPUPLANNER_TRANSLATE_NOOP("Remark", "not valid JSON: the file is empty");
inline constexpr const char *kNotJson = GPUPLANNER_TRANSLATE_NOOP("Remark", "not valid JSON: %1");
/// nlohmann/json's own words for a syntax error, as kNotJson quotes them (its parse_error text).
inline constexpr const char *kParseErrorAt =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "parse error at line %1, column %2: %3");
inline constexpr const char *kUnknownRegion = GPUPLANNER_TRANSLATE_NOOP("Remark", "unknown region id %1 (known: %2)");
inline constexpr const char *kUnknownOffering =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "unknown offering id %1 (known: %2)");
inline constexpr const char *kUnknownPreset =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "unknown model preset \"%1\" (known: %2)");
inline constexpr const char *kNoFileNamed = GPUPLANNER_TRANSLATE_NOOP("Remark", "no file named");
inline constexpr const char *kNoFileNamedToWrite = GPUPLANNER_TRANSLATE_NOOP("Remark", "no file named to write to");
inline constexpr const char *kNoSuchFile = GPUPLANNER_TRANSLATE_NOOP("Remark", "no such file");
inline constexpr const char *kIsFolder = GPUPLANNER_TRANSLATE_NOOP("Remark", "is a folder, not a file");
inline constexpr const char *kNotRegular =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "is not a regular file (a device, pipe or socket)");
inline constexpr const char *kTooLarge =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "file is larger than 16 MiB; not a scenario or config");
inline constexpr const char *kCannotRead = GPUPLANNER_TRANSLATE_NOOP("Remark", "cannot be read: %1");
inline constexpr const char *kWriteIntoFolder = GPUPLANNER_TRANSLATE_NOOP("Remark", "cannot be written: it is a folder");
inline constexpr const char *kWriteNotRegular =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "cannot be written: not a regular file (a device, pipe or socket)");
inline constexpr const char *kWriteUnderFile =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "cannot be written: \"%1\" is a file, not a folder");
inline constexpr const char *kWriteNoFolder =
    GPUPLANNER_TRANSLATE_NOOP("Remark", "cannot be written: the folder \"%1\" does not exist");
inline constexpr const char *kWriteDenied = GPUPLANNER_TRANSLATE_NOOP("Remark", "cannot be written: permission denied");
inline constexpr const char *kCannotWrite = GPUPLANNER_TRANSLATE_NOOP("Remark", "cannot be written: %1");
inline constexpr const char *kWriteFailed = GPUPLANNER_TRANSLATE_NOOP("Remark", "write failed: %1");
inline constexpr const char *kNotSaved = GPUPLANNER_TRANSLATE_NOOP("Remark", "could not be saved: %1");
inline constexpr const char *kDiskFull = GPUPLANNER_TRANSLATE_NOOP(
    "Remark", "the disk is full (%1 KiB free, %2 KiB needed); nothing was written");
inline constexpr const char *kNoReason = GPUPLANNER_TRANSLATE_NOOP("Remark", "the system gave no reason");

/// Every refusal template, specific before general.
inline constexpr std::array kRefusals{
    kMissingField,  kExpectedNumber, kNotFinite,     kOutOfRange,      kExpectedWhole,      kExpectedBool,
    kExpectedString, kEmptyString,   kUnknownValue,  kExpectedObject,  kWrongFormat,        kNewerVersion,
    kUtf16,         kBinary,         kTooDeep,       kTooManyValues,   kEmptyFile,          kNotJson,       kParseErrorAt,
    kUnknownRegion, kUnknownOffering, kUnknownPreset, kNoFileNamedToWrite, kNoFileNamed, kNoSuchFile,    kIsFolder,           kNotRegular,
    kTooLarge,      kCannotRead,     kWriteIntoFolder, kWriteNotRegular, kWriteUnderFile,   kWriteNoFolder,
    kWriteDenied,   kCannotWrite,    kWriteFailed,   kNotSaved,        kDiskFull,           kNoReason};

/// JSON's type names as refusals give them (nlohmann's type_name()), translated where a refusal
/// quotes one.
inline constexpr std::array kJsonTypes{
    GPUPLANNER_TRANSLATE_NOOP("Remark", "null"),   GPUPLANNER_TRANSLATE_NOOP("Remark", "object"),
    GPUPLANNER_TRANSLATE_NOOP("Remark", "array"),  GPUPLANNER_TRANSLATE_NOOP("Remark", "string"),
    GPUPLANNER_TRANSLATE_NOOP("Remark", "boolean"), GPUPLANNER_TRANSLATE_NOOP("Remark", "number")};
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
