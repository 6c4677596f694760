#pragma once

#include "ModelArch.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner::model {

/// Numeric precision of weights or compute. Bytes per element: fp32 4, bf16/fp16 2, fp8/int8 1,
/// int4 0.5 (docs/DOMAIN.md, Weights).
enum class Precision { Fp32, Bf16, Fp16, Fp8, Int8, Int4 };

/// One MIG instance profile of a GPU (NVIDIA MIG User Guide, "Supported MIG Profiles").
struct MigProfile
{
    std::string name;           ///< e.g. "3g.40gb"
    double memoryBytes = 0;     ///< bytes: `memory_mib` × 2^20 as nvidia-smi reports it, else the nominal GB × 10^9
    double computeFraction = 0; ///< share of the card's SMs, 0–1 (compute slices / 7, A30: / 4)
    int maxInstances = 1;       ///< instances of this profile one card can hold
};

/// The key of Gpu::frameworkMfu's entry for attention in FP8 training ("attention").
inline constexpr const char *kFrameworkAttentionKey = "attention";

/// A GPU model from its spec sheet. Peak rates are dense (no structured sparsity).
struct Gpu
{
    std::string id;             ///< lowercase catalog id, e.g. "a100-80gb"
    std::string name;
    std::string vendor;
    double memoryGb = 0;        ///< marketed size, GB (the "80" of "A100 80GB")
    double memoryBytes = 0;     ///< capacity in bytes: nvidia-smi's total (MiB × 2^20) when the
                                ///< catalog gives memory_mib, else the marketed GB × 10^9
    double memoryBandwidth = 0; ///< bytes/s
    std::map<std::string, double> peakFlops; ///< FLOP/s by precision key ("fp32", "bf16", ...)
    /// Model FLOPs utilisation tuned training stacks reach on this GPU, by precision key, 0–1
    /// (published runs, counted with attention as PaLM does); a precision not listed uses
    /// `defaults.mfu`.
    std::map<std::string, double> mfu;
    /// MFU a training framework reached on this GPU in its own published runs, by framework key
    /// ("megatron") and precision key, 0–1, counted as `mfu` is (JSON `mfu_by_framework`);
    /// replaces `mfu` for a workload with that framework (frameworkMfu). Under the key
    /// kFrameworkAttentionKey, the share of the half-precision peak its attention reaches in
    /// FP8 training, where attention runs in bf16 (frameworkAttentionMfu).
    std::map<std::string, std::map<std::string, double>> frameworkMfu;
    /// Share of this GPU's memory bandwidth that one-request decoding reaches, 0–1, where
    /// published measurements show the card off the common figure; unset:
    /// `defaults.decode_bandwidth_efficiency`.
    std::optional<double> decodeBandwidthEfficiency;
    std::string interconnect;   ///< "nvlink" or "pcie"
    double interconnectBandwidth = 0; ///< bytes/s per GPU
    std::vector<MigProfile> migProfiles;
    std::string asOf, source, sourceZh; ///< sourceZh: the source note in Chinese, or ""

    const MigProfile *migProfile(const std::string &name) const;
};

/// A model preset: the architecture read from a real Hugging Face config.json.
struct ModelPreset
{
    std::string id, name, hfRepo;
    ModelArch arch;
    std::string asOf, source, sourceZh; ///< sourceZh: the source note in Chinese, or ""
};

/// A stored weight format with its real size (quantised formats carry scales and zero points).
struct WeightFormat
{
    std::string id, name;
    double bitsPerWeight = 16;       ///< bits per parameter, scales included
    bool quantizeEmbeddings = false; ///< GGUF files quantise embeddings too; GPTQ/AWQ/NF4 do not
    /// Share of 16-bit weights' decode bandwidth at which this format's kernels read it, 0–1, from a
    /// same-engine, same-card measurement (source in the entry); unset: the precision's
    /// CatalogDefaults::quantizedDecodeEfficiency.
    std::optional<double> decodeEfficiency;
    std::string asOf, source, sourceZh; ///< sourceZh: the source note in Chinese, or ""
};

/// A region (地域) to rent in. Price multiplier relative to the hub regions' 1.0.
struct Region
{
    std::string id, name, tier; ///< tier: "premium" or "hub"
    double priceMultiplier = 1; ///< multiplies catalog offering prices (docs/DOMAIN.md, Regions)
    double diskPriceMultiplier = 1; ///< multiplies catalog disk prices (storage terms)
    double latencyMs = 0;       ///< round trip to users in eastern China, milliseconds
    std::string asOf, source, sourceZh; ///< sourceZh: the source note in Chinese, or ""
};

/// What a stopped instance does on the bill (docs/DOMAIN.md, Billing and cost).
enum class StopMode {
    None,           ///< cannot stop while rented: every hour of the period is paid (bare metal,
                    ///< local-disk cloud instances)
    EconomicalStop, ///< cloud VM "economical stop": GPU, CPU and memory stop billing; disks and
                    ///< the public IP go on (BillingTerms::stoppedPriceHourly)
    PowerOff,       ///< container rental site "power off": GPU billing stops; only paid disk
                    ///< goes on (billed as storage)
};

/// A platform's billing rules, other than its prices, for one rented unit: how stopping, data
/// preparation, minimum terms, months, disks, outbound traffic and spot reclaims are billed.
/// Set by the offering's platform (Platform) and overridden field by field on the offering
/// (resources/CATALOG.md, Billing rules). Money in the catalog's currency.
struct BillingTerms
{
    StopMode stopMode = StopMode::None;
    double stoppedPriceHourly = 0; ///< per unit and hour while stopped (public IP, ...), currency
    double noGpuPriceHourly = 0;   ///< "no-GPU mode" for data preparation, per hour (0: not offered)
    double minTermHours = 0;       ///< minimum rental term, hours (only where a source states one)
    bool calendarMonths = false;   ///< a month's plan runs to the same date next month (28–31
                                   ///< days) instead of `hours_per_month`
    double systemDiskGb = 0;       ///< system disk billed per unit, GB (0: free with the instance)
    double trafficPricePerGb = 0;  ///< public outbound traffic, per GB (10^9 bytes)
    double spotNoticeHours = 0;    ///< warning given before a spot reclaim, hours
    double spotProtectionHours = 0; ///< hours after each start during which spot is not reclaimed
    /// Days a stopped instance is kept with its disks before the platform releases it and its data
    /// (0: at once, as a returned machine's local disks); nullopt: kept until deleted.
    std::optional<double> releaseAfterDays;
};

/// A kind of platform (container rental site, public cloud VM, bare-metal machine) and the
/// billing rules offerings on it follow unless they say otherwise.
struct Platform
{
    std::string id, name;   ///< id: "container_site", "cloud_vm", "bare_metal", ...
    BillingTerms terms;
    std::string asOf, source, sourceZh; ///< sourceZh: the source note in Chinese, or ""
};

/// Prices of one offering per billing unit, in the owning catalog's or scenario's currency.
/// A missing unit is not offered.
struct Price
{
    std::optional<double> hourly, daily, weekly, monthly, yearly;
    /// True when no plan has a price (Plans.h, kPlans).
    bool empty() const;
};

/// Data-disk terms: price per GB and day beyond a free allowance (GB = 10^9 bytes).
struct StorageTerms
{
    double pricePerGbDay = 0;
    double freeGb = 0;
};

/// Something one can rent: a whole card, a slice (MIG profile or vGPU share), a spot card, a cloud
/// server or a whole machine. Optional terms fall back to CatalogDefaults for the kind.
struct Offering
{
    std::string id;
    std::string kind;            ///< whole_card | slice | spot | cloud_server | whole_machine
    std::string gpu;             ///< Gpu id
    std::string migProfile;      ///< MIG profile name, slices only ("" otherwise)
    double vgpuShare = 0;        ///< share of a software-shared card, 0–1 (0: not a vGPU share)
    int gpus = 1;                ///< GPUs in one rented unit (whole_machine: 8)
    Price price;                 ///< per rented unit
    std::string region;          ///< "" = offered in every compared region at its multiplier
    std::optional<double> bandwidthGbps;  ///< intranet bandwidth, Gbit/s
    std::optional<StorageTerms> storage;
    std::optional<double> computeCap;     ///< cap on compute share, 0–1 (vGPU)
    std::optional<double> contention;     ///< slowdown from neighbours, 0–1
    std::optional<double> spotDiscount;   ///< fraction off the price, 0–1 (spot)
    /// The discounts spot has been sold at, lowest and highest fraction off (spot_discount_range;
    /// [spotDiscount, spotDiscount] when not given): spot prices float with demand.
    std::pair<double, double> spotDiscountRange{0, 0};
    double preemptionRatePerHour = 0;     ///< expected reclaims per hour (spot)
    /// Pay-as-you-go time is billed in steps of this many hours: 1/3600 ("billing_granularity":
    /// "second"), 1/60 ("minute") or 1 ("hour", the default). Subscriptions stay whole units.
    double billingGranularityHours = 1;
    std::string platform;                 ///< Platform id whose billing rules apply
    BillingTerms terms;                   ///< the platform's rules with the offering's own on top
    bool inlinePrice = false;             ///< prices already in the region and scenario currency
    int minUnits = 1;                     ///< rent at least this many units (a scenario's "units")
    std::string asOf, source, sourceZh; ///< sourceZh: the source note in Chinese, or ""
    long asOfDay = 0;                     ///< asOf as a day number (dayNumber), 0 if not a date
};

/// A serving engine's scheduler limits at start (vLLM's max_num_batched_tokens and max_num_seqs):
/// its start-up profiling reserves working memory for a forward pass of that many tokens and a
/// sampling step of that many sequences (Memory.h).
struct EngineBatchDefaults
{
    double maxNumBatchedTokens = 8192; ///< tokens of the largest forward pass
    double maxNumSeqs = 1024;          ///< sequences run (and sampled) at once
};

/// Defaults every estimate uses unless a scenario overrides them. Sources in catalog.json.
struct CatalogDefaults
{
    double mfu = 0.4;                  ///< model FLOPs utilisation, 0–1
    /// Training: MFU of a workload kind relative to full training on the same GPU, by workload
    /// kind key ("lora", "qlora"; others 1). LoRA's small adapter products and QLoRA's
    /// dequantisation reach a lower share of the peak (torchtune's published tokens/s; sources in
    /// catalog.json). Applies to catalog MFU only: a scenario's own `mfu` is taken as it is.
    std::map<std::string, double> mfuRatio;
    /// Training: unexpected job interruptions (failed GPUs, hosts, network) per GPU-hour; each
    /// costs half a checkpoint interval plus a restart, like a spot reclaim. 419 in 54 days on
    /// 16,384 H100s in Llama 3 405B's pretraining (Llama 3 paper, Dubey et al. 2024, §3.3.4):
    /// 1.97e-5. Negligible on one server, a tenth of the time on tens of thousands of GPUs.
    double interruptionsPerGpuHour = 0;
    double overheadFixedBytes = 1e9;   ///< per GPU: CUDA context and workspaces, bytes
    /// Serving: per GPU, what the engine holds outside PyTorch's allocator on a replica of one GPU
    /// (CUDA and library workspaces), bytes; vLLM logs it as non-torch memory: 0.13–0.14 GiB in
    /// v0.11 on an H100 (llm-d-benchmark's start-up table, docs/DOMAIN.md, vLLM start-up memory:
    /// six models at tensor parallelism 1).
    double servingOverheadBytes = 0.14e9;
    /// Serving: what each GPU of a replica split by tensor parallelism holds besides, outside
    /// PyTorch's allocator (NCCL's communicator buffers, vLLM's custom all-reduce), bytes: the
    /// same table's 0.54–0.55 GiB at tensor parallelism 2, less the 0.13 GiB of one GPU.
    double servingTensorParallelOverheadBytes = 0.45e9;
    double overheadFraction = 0.05;    ///< fragmentation, share of the other parts
    double qloraBitsPerWeight = 4.127; ///< NF4 + double-quantised scales (Dettmers et al. 2023)
    double loraParamBytes = 4;         ///< bytes per adapter parameter (fp32 adapters)
    std::map<std::string, double> scalingEfficiency; ///< multi-GPU efficiency: nvlink, pcie, slice
    /// Training: sequences per optimizer step when a scenario sets none, by workload kind key
    /// ("lora", "qlora", "full_finetune", "pretrain"); sources in catalog.json.
    std::map<std::string, double> globalBatchSize;
    double vgpuContention = 0.25;      ///< slowdown on non-MIG slices, 20–30% (docs/DOMAIN.md,
                                       ///< Speed factors of an option)
    double hoursPerDay = 24, hoursPerWeek = 168, hoursPerMonth = 720, hoursPerYear = 8760;
    double cnyPerUsd = 7.2;            ///< exchange rate, CNY per USD
    /// Serving: bytes of public outbound traffic per generated token when answers are streamed
    /// (one server-sent event per token); source in the catalog.
    double streamedBytesPerToken = 230;
    double servingDurationHours = 720; ///< inference period when a scenario sets none
    double servingMemoryUtilization = 0.9; ///< share of a GPU a vLLM-style server may use, 0–1
    /// Share of a day's requests that arrive in its busiest hour, 1/24–1, when a scenario sets
    /// none (catalog `peak_hour_share`; source in the catalog).
    double peakHourShare = 0.1;
    double allreduceExposedFraction = 0.0; ///< share of data-parallel traffic never hidden by computation
    int gpusPerNode = 8;               ///< GPUs sharing NVLink/PCIe in one server
    /// Serving: the scheduler limits a serving engine takes where a scenario sets none, for each of
    /// the two classes of GPU (catalog `engine_batch_defaults`; vLLM EngineArgs.get_batch_defaults
    /// for its API server, v0.9–v0.11: 8,192 tokens and 1,024 sequences on GPUs of 70 GiB or more
    /// other than the A100, 2,048 and 256 elsewhere; source in the catalog).
    EngineBatchDefaults largeGpuEngine{8192, 1024};
    EngineBatchDefaults otherGpuEngine{2048, 256};
    /// Serving: GiB (2^30 bytes) of memory CUDA must report for a GPU to take `largeGpuEngine`.
    double largeGpuMinGib = 70;
    /// Serving: pieces of a GPU's name (case aside) that keep it on `otherGpuEngine` whatever
    /// its memory (vLLM checks "a100" in the device name: vLLM PR 17885 measured lower throughput
    /// with the larger batch there).
    std::vector<std::string> largeGpuExcluded{"a100"};
    /// Serving: bytes a serving engine's start-up sampler run holds per sequence × vocabulary entry
    /// (vLLM V1 samples once for every sequence it may run, with top-k and top-p, and keeps that
    /// peak free: fp32 logits, their sorted copy and indices, probabilities). Catalog
    /// `sampler_bytes_per_logit`; 38.3 from vLLM v0.11 start-up logs on an H100 (source in the
    /// catalog and tests/reference/cases.json).
    double samplerBytesPerLogit = 4;
    /// Training with the standard loss: bytes held at the peak per token × vocabulary entry (the
    /// fp32 log-softmax output kept for backward, the gradient arriving at it and the gradient it
    /// passes on: 3 × 4 bytes; PyTorch cross_entropy as transformers' ForCausalLMLoss calls it, and
    /// measured on an H200: tests/reference/h200-measured.json).
    double lossBytesPerLogit = 12;
    /// Bytes of a whole card's memory (nvidia-smi's total) that CUDA does not give a process: its
    /// total as cudaMemGetInfo reports it (what PyTorch can allocate and vLLM multiplies by
    /// gpu_memory_utilization) is this much smaller (catalog `cuda_reserved_mib` × 2^20; vLLM issue
    /// 10517 on an RTX 3090 and our H200 measurement, source in the catalog).
    double cudaReservedBytes = 0;
    /// Training with the standard loss and recomputation (full or selective checkpointing): bytes
    /// per token × vocabulary entry that PyTorch's caching allocator keeps reserved beyond the
    /// allocated peak, the loss's freed logit-sized blocks (catalog `loss_cache_bytes_per_logit`;
    /// reserved minus allocated in five H200 LoRA runs, tests/reference/h200-measured.json).
    double lossCacheBytesPerLogit = 0;
    double chunkedLossTokens = 1024;   ///< tokens per chunk of a chunked or fused loss
    /// Training compiled with torch.compile: tokens/s over the same run in eager mode (catalog
    /// `torch_compile_speedup`; torchtitan and torchtune measurements, source in the catalog).
    double torchCompileSpeedup = 1.0;
    double decodeBandwidthEfficiency = 0.6; ///< share of memory bandwidth decoding achieves, 0–1
    /// Share of decodeBandwidthEfficiency at which weight-only quantised kernels read their
    /// weights, by weight precision key ("int8", "int4"; others 1): they dequantise while they
    /// multiply and stream fewer bytes per second (gpt-fast's published pairs; sources in the
    /// catalog).
    std::map<std::string, double> quantizedDecodeEfficiency;
    std::map<std::string, double> tensorParallelAllreduceUs; ///< by interconnect, microseconds
    double hostLinkBytesPerSecond = 25e9; ///< GPU↔CPU transfers for optimizer offload, bytes/s
    double qloraAdapterBytes = 2;      ///< bytes per QLoRA adapter value (bf16 in the paper)
    double staleAfterDays = 90;        ///< prices older than this are flagged (prices change weekly)
    /// Among the options a rule of thumb counts against (ranked after every option none does):
    /// share of an option's cost each rule against it adds when they are ordered (Advisor.h).
    double advisorPenalty = 0.25;
    double advisorLongRunHours = 168;  ///< continuous training beyond this → whole card
                                       ///< (docs/DOMAIN.md, Advisor rules of thumb)
    double advisorShortRunHours = 48;  ///< checkpointable runs within this suit slices or spot
    double advisorServingLatencyMs = 20; ///< serving regions farther than this count as far
    /// A far region's round trip counts against it only above this share of the first-token
    /// time of a request that arrives alone (OptionResult::prefillSeconds), 0–1; a judgement
    /// (catalog.json source)
    double advisorLatencyShareOfFirstToken = 0.1;
    double checkpointIntervalHours = 1; ///< work lost on a reclaim: half of this, on average
    double restartHours = 0.25;        ///< time to get going again after a reclaim
    std::map<std::string, double> bandwidthGbps;       ///< by offering kind, Gbit/s
    std::map<std::string, StorageTerms> storage;       ///< by offering kind
    std::vector<std::string> compareRegions;
    std::vector<std::string> compareOfferings;
    /// Ranges (`uncertainty`): samples per analysis, their seed, and each uncertain input's P10
    /// and P90 factors by key (Uncertainty.h, kUncertainInputs; sources in the catalog).
    int uncertaintySamples = 2048;
    double uncertaintySeed = 1;
    std::map<std::string, std::pair<double, double>> uncertaintyInputs;
    std::string asOf, source, sourceZh; ///< sourceZh: the source note in Chinese, or ""
};

/// The whole catalog. Lookups return nullptr when an id is unknown.
struct Catalog
{
    std::string asOf;
    std::string currency = "CNY";
    CatalogDefaults defaults;
    std::vector<Gpu> gpus;
    std::vector<ModelPreset> models;
    std::vector<WeightFormat> weightFormats;
    std::vector<Region> regions;
    std::vector<Platform> platforms;
    std::vector<Offering> offerings;
    /// What parsing tolerated: unknown fields at the top level, in `defaults` and in every entry
    /// (not inside a model's Hugging Face `config`) ("<file>: <field>: unknown field, ignored"), so
    /// a typo in a hand-edited catalog does not pass unnoticed.
    std::vector<std::string> warnings;

    const Gpu *gpu(const std::string &id) const;
    const ModelPreset *model(const std::string &id) const;
    const WeightFormat *weightFormat(const std::string &id) const;
    const Region *region(const std::string &id) const;
    const Platform *platform(const std::string &id) const;
    const Offering *offering(const std::string &id) const;
};

/// Parses catalog JSON text (format "gpuplanner-catalog", version 1; schema in
/// resources/CATALOG.md). Checks every number's range, unique ids, and that offerings name known
/// GPUs and MIG profiles. Throws InputError naming `file`, the entry id and the field.
Catalog parseCatalog(const std::string &text, const std::string &file);

/// Merges a user's catalog edits over the built-in catalog, at the JSON level: entries of
/// `gpus`, `models`, `weight_formats`, `regions` and `offerings` replace the built-in entry with
/// the same id or are added; keys of `defaults` replace the built-in keys; `format`, `version`,
/// `as_of` and `currency` replace the built-in ones (so parseCatalog refuses a newer version);
/// unknown top-level keys are kept for parseCatalog to warn about. Returns the merged JSON text
/// for parseCatalog().
/// Throws InputError naming `userFile` for JSON that is malformed or shaped wrongly.
std::string mergeCatalogJson(const std::string &builtinText, const std::string &userText,
                             const std::string &userFile);

/// Reads a Price object ({"hourly": .., "monthly": ..}); at least one unit. Throws InputError.
Price parsePrice(const class JsonFields &parent, const char *key);

/// Reads an offering object (catalog entry or a scenario's inline offering) and checks it against
/// `catalog` when given. `needId` requires an "id". With `warnings`, unknown fields of the
/// offering and its price are reported there. Throws InputError.
Offering parseOffering(const nlohmann::json &object, const std::string &file, const std::string &path,
                       const Catalog *catalog, bool needId, std::vector<std::string> *warnings = nullptr);

/// The platform an offering of `kind` is on when it names none: whole cards and slices on a
/// container rental site, spot and cloud servers on a public cloud, whole machines bare metal.
const char *defaultPlatform(const std::string &kind);

/// "none", "economical_stop", "power_off".
const char *stopModeKey(StopMode mode);

/// The date `months` calendar months after day number `day` (dayNumber), on the same day of the
/// month or the month's last day when it has fewer (31 January + 1 month = 28 or 29 February).
long addCalendarMonths(long day, long months);

/// Reads `inputs` of an `uncertainty` object: {"<input>": {"p10": f, "p90": f}, ...}, factors on
/// the input's value (p10 0.01–1, p90 1–100). Keys are not checked here (Uncertainty.h,
/// kUncertainInputs). Throws InputError naming the field.
std::map<std::string, std::pair<double, double>> parseSpreads(const class JsonFields &parent);

/// Days since 1970-01-01 of an ISO date ("2026-11-30"); 0 when it does not parse. After
/// H. Hinnant's days_from_civil (proleptic Gregorian calendar).
long dayNumber(const std::string &isoDate);
/// "YYYY-MM-DD" of day number `day` (dayNumber's inverse); "YYYY-MM" with `monthOnly`.
std::string isoDate(long day, bool monthOnly = false);

/// Bytes per element of a precision: fp32 4, bf16/fp16 2, fp8/int8 1, int4 0.5.
double bytesPerElement(Precision p);
/// "fp32", "bf16", ... as used in files and peak-FLOP/s keys.
const char *precisionKey(Precision p);
/// Inverse of precisionKey; nullopt for an unknown key.
std::optional<Precision> precisionFromKey(const std::string &key);

} // namespace gpuplanner::model
