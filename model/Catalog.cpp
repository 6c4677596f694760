#include "Catalog.h"

#include "InputError.h"
#include "JsonFields.h"
#include "Plans.h"
#include "Scenario.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <set>

namespace gpuplanner::model {

using nlohmann::json;

namespace {

constexpr double kGB = 1e9; // GB = 10^9 bytes (docs/ARCHITECTURE.md, Units)
constexpr double kMiB = 1024.0 * 1024.0; // nvidia-smi's unit
constexpr double kTera = 1e12;
constexpr double kHugePrice = 1e12; // rejects absurd prices while allowing any real quote

const std::vector<std::string> kOfferingKinds = {"whole_card", "slice", "spot", "cloud_server",
                                                 "whole_machine"};

template <typename T>
const T *findById(const std::vector<T> &items, const std::string &id)
{
    for (const auto &item : items)
        if (item.id == id)
            return &item;
    return nullptr;
}

/// Entries are arrays of objects; their JSON path uses the id once known: "gpus[a100-80gb]".
std::string entryPath(const char *section, const json &entry, size_t index)
{
    if (entry.is_object() && entry.contains("id") && entry["id"].is_string())
        return std::string(section) + "[" + entry["id"].get<std::string>() + "]";
    return std::string(section) + "[" + std::to_string(index) + "]";
}

const json &arrayField(const JsonFields &f, const char *key)
{
    const json &v = f.at(key);
    if (!v.is_array())
        f.fail(key, std::string("expected an array, found ") + v.type_name());
    return v;
}

void readProvenance(const JsonFields &f, std::string &asOf, std::string &source, std::string &sourceZh)
{
    asOf = f.string("as_of");
    source = f.string("source");
    sourceZh = f.string("source_zh", "");
}

std::map<std::string, double> numberMap(const JsonFields &f, const char *key, double min,
                                        double max)
{
    std::map<std::string, double> out;
    if (!f.has(key))
        return out;
    const JsonFields m = f.child(key);
    for (const auto &[k, v] : m.object().items()) {
        (void)v;
        out[k] = m.number(k.c_str(), min, max);
    }
    return out;
}

StorageTerms parseStorage(const JsonFields &f)
{
    StorageTerms s;
    s.pricePerGbDay = f.number("price_per_gb_day", 0.0, kHugePrice);
    s.freeGb = f.number("free_gb", 0.0, 0.0, 1e9);
    return s;
}

const std::vector<std::string> kStopModes = {"none", "economical_stop", "power_off"};

} // namespace

std::map<std::string, std::pair<double, double>> parseSpreads(const JsonFields &parent)
{
    std::map<std::string, std::pair<double, double>> out;
    if (!parent.has("inputs"))
        return out;
    const JsonFields inputs = parent.child("inputs");
    for (const auto &[key, value] : inputs.object().items()) {
        (void)value;
        const JsonFields spread = inputs.child(key.c_str());
        const double p10 = spread.number("p10", 0.01, 1.0);
        const double p90 = spread.number("p90", 1.0, 100.0);
        out[key] = {p10, p90};
    }
    return out;
}

namespace {

/// The billing-rule keys of a platform, which an offering may also carry to override them.
const std::vector<const char *> kTermKeys = {"stop_mode", "stopped_price_hourly", "no_gpu_price_hourly",
                                            "min_term_hours", "month", "system_disk_gb", "traffic_price_per_gb",
                                            "spot_notice_minutes", "spot_protection_hours", "release_after_days"};

/// Reads the billing-rule keys `f` carries over `base` (a platform's: every key optional).
BillingTerms parseTerms(const JsonFields &f, BillingTerms t)
{
    if (f.has("stop_mode")) // kStopModes is in StopMode's order
        t.stopMode = StopMode(std::find(kStopModes.begin(), kStopModes.end(), f.choice("stop_mode", kStopModes, "none"))
                              - kStopModes.begin());
    t.stoppedPriceHourly = f.number("stopped_price_hourly", t.stoppedPriceHourly, 0.0, kHugePrice);
    t.noGpuPriceHourly = f.number("no_gpu_price_hourly", t.noGpuPriceHourly, 0.0, kHugePrice);
    t.minTermHours = f.number("min_term_hours", t.minTermHours, 0.0, 1e6);
    if (f.has("month"))
        t.calendarMonths = f.choice("month", {"fixed", "calendar"}, "fixed") == "calendar";
    t.systemDiskGb = f.number("system_disk_gb", t.systemDiskGb, 0.0, 1e7);
    t.trafficPricePerGb = f.number("traffic_price_per_gb", t.trafficPricePerGb, 0.0, kHugePrice);
    t.spotNoticeHours = f.number("spot_notice_minutes", t.spotNoticeHours * 60.0, 0.0, 1e4) / 60.0;
    t.spotProtectionHours = f.number("spot_protection_hours", t.spotProtectionHours, 0.0, 1e4);
    if (f.has("release_after_days"))
        t.releaseAfterDays = f.optionalNumber("release_after_days", 0.0, 36500.0);
    return t;
}

Platform parsePlatform(const JsonFields &f)
{
    Platform p;
    p.id = f.string("id");
    p.name = f.string("name");
    p.terms = parseTerms(f, {});
    readProvenance(f, p.asOf, p.source, p.sourceZh);
    return p;
}

CatalogDefaults parseDefaults(const JsonFields &f)
{
    CatalogDefaults d;
    readProvenance(f, d.asOf, d.source, d.sourceZh);
    d.mfu = f.number("mfu", 0.01, 1.0);
    d.overheadFixedBytes = f.number("overhead_fixed_gb", 0.0, 1000.0) * kGB;
    d.servingOverheadBytes = f.number("serving_overhead_gb", 0.14, 0.0, 1000.0) * kGB;
    d.servingTensorParallelOverheadBytes = f.number("serving_tensor_parallel_overhead_gb", 0.45, 0.0, 1000.0) * kGB;
    d.overheadFraction = f.number("overhead_fraction", 0.0, 1.0);
    d.qloraBitsPerWeight = f.number("qlora_bits_per_weight", 1.0, 16.0);
    d.loraParamBytes = f.number("lora_param_bytes", 0.5, 8.0);
    d.scalingEfficiency = numberMap(f, "scaling_efficiency", 0.01, 1.0);
    d.globalBatchSize = numberMap(f, "global_batch_size", 1.0, 1e8);
    d.mfuRatio = numberMap(f, "mfu_ratio", 0.01, 1.0);
    d.interruptionsPerGpuHour = f.number("interruptions_per_gpu_hour", 0.0, 0.0, 1.0);
    d.vgpuContention = f.number("vgpu_contention", 0.0, 0.99);
    d.hoursPerDay = f.number("hours_per_day", 24.0, 1.0, 24.0);
    d.hoursPerWeek = f.number("hours_per_week", 168.0, 1.0, 168.0);
    d.hoursPerMonth = f.number("hours_per_month", 720.0, 1.0, 744.0);
    d.hoursPerYear = f.number("hours_per_year", 8760.0, 1.0, 8784.0);
    d.cnyPerUsd = f.number("cny_per_usd", 0.01, 1000.0);
    d.streamedBytesPerToken = f.number("streamed_bytes_per_token", 230.0, 0.0, 1e6);
    d.servingDurationHours = f.number("serving_duration_hours", 720.0, 1.0, 1e6);
    d.servingMemoryUtilization = f.number("serving_memory_utilization", 0.9, 0.1, 1.0);
    d.peakHourShare = f.number("peak_hour_share", 0.1, 1.0 / 24.0, 1.0);
    d.allreduceExposedFraction = f.number("allreduce_exposed_fraction", 0.0, 0.0, 1.0);
    d.gpusPerNode = int(f.integer("gpus_per_node", 8, 1, 1024));
    d.checkpointIntervalHours = f.number("checkpoint_interval_hours", 1.0, 0.01, 1e4);
    if (f.has("engine_batch_defaults")) {
        const JsonFields e = f.child("engine_batch_defaults");
        const auto limits = [&e](const char *key, EngineBatchDefaults fallback) {
            if (!e.has(key))
                return fallback;
            const JsonFields g = e.child(key);
            return EngineBatchDefaults{g.number("max_num_batched_tokens", fallback.maxNumBatchedTokens, 1.0, 1e7),
                                       g.number("max_num_seqs", fallback.maxNumSeqs, 1.0, 1e6)};
        };
        d.largeGpuEngine = limits("large_gpu", d.largeGpuEngine);
        d.otherGpuEngine = limits("other_gpu", d.otherGpuEngine);
        d.largeGpuMinGib = e.number("large_gpu_min_gib", d.largeGpuMinGib, 0.0, 1e6);
        if (e.has("large_gpu_excluded")) {
            d.largeGpuExcluded.clear();
            for (const auto &item : arrayField(e, "large_gpu_excluded")) {
                if (!item.is_string())
                    e.fail("large_gpu_excluded", "expected a list of names");
                if (item.get<std::string>().empty())
                    e.fail("large_gpu_excluded", "an empty name is part of every GPU's name; leave it out");
                d.largeGpuExcluded.push_back(item.get<std::string>());
            }
        }
    }
    d.samplerBytesPerLogit = f.number("sampler_bytes_per_logit", 4.0, 0.0, 1024.0);
    d.lossBytesPerLogit = f.number("loss_bytes_per_logit", 12.0, 0.0, 64.0);
    d.lossCacheBytesPerLogit = f.number("loss_cache_bytes_per_logit", 0.0, 0.0, 64.0);
    d.cudaReservedBytes = f.number("cuda_reserved_mib", 0.0, 0.0, 65536.0) * kMiB;
    d.chunkedLossTokens = f.number("chunked_loss_tokens", 1024.0, 1.0, 1e7);
    d.torchCompileSpeedup = f.number("torch_compile_speedup", 1.0, 0.5, 4.0);
    d.decodeBandwidthEfficiency = f.number("decode_bandwidth_efficiency", 0.6, 0.01, 1.0);
    d.quantizedDecodeEfficiency = numberMap(f, "quantized_decode_efficiency", 0.05, 1.0);
    for (const auto &entry : d.quantizedDecodeEfficiency)
        if (entry.first != "int8" && entry.first != "int4")
            f.fail("quantized_decode_efficiency." + entry.first, "expected int8 or int4 (quantised weights)");
    d.tensorParallelAllreduceUs = numberMap(f, "tensor_parallel_allreduce_us", 0.0, 1e6);
    d.hostLinkBytesPerSecond = f.number("host_link_gb_s", 25.0, 0.1, 1e4) * kGB;
    d.qloraAdapterBytes = f.number("qlora_adapter_bytes", 2.0, 0.5, 8.0);
    d.advisorPenalty = f.number("advisor_penalty", 0.25, 0.0, 10.0);
    d.staleAfterDays = f.number("stale_after_days", 90.0, 1.0, 36500.0);
    d.advisorLongRunHours = f.number("advisor_long_run_hours", 168.0, 1.0, 1e5);
    d.advisorShortRunHours = f.number("advisor_short_run_hours", 48.0, 1.0, 1e5);
    d.advisorServingLatencyMs = f.number("advisor_serving_latency_ms", 20.0, 0.0, 1e4);
    d.advisorLatencyShareOfFirstToken = f.number("advisor_latency_share_of_first_token", 0.1, 0.0, 1.0);
    d.restartHours = f.number("restart_hours", 0.25, 0.0, 1e3);
    d.bandwidthGbps = numberMap(f, "bandwidth_gbps", 0.001, 1e5);
    if (f.has("storage")) {
        const JsonFields s = f.child("storage");
        for (const auto &[kind, v] : s.object().items()) {
            (void)v;
            d.storage[kind] = parseStorage(s.child(kind.c_str()));
        }
    }
    if (f.has("uncertainty")) {
        const JsonFields u = f.child("uncertainty");
        d.uncertaintySamples = int(u.integer("samples", 2048, 16, 4096));
        d.uncertaintySeed = double(u.integer("seed", 1, 0, 9007199254740991LL));
        d.uncertaintyInputs = parseSpreads(u);
    }
    for (const char *key : {"compare_regions", "compare_offerings"}) {
        const json &list = arrayField(f, key);
        auto &target = std::string(key) == "compare_regions" ? d.compareRegions : d.compareOfferings;
        for (const auto &item : list) {
            if (!item.is_string())
                f.fail(key, "expected a list of ids");
            target.push_back(item.get<std::string>());
        }
    }
    return d;
}

/// Bytes of a card or MIG profile: its `memory_mib` as the driver reports it when the entry gives
/// it, else `marketedGb` × 10^9.
double reportedBytes(const JsonFields &f, double marketedGb)
{
    return f.has("memory_mib") ? f.number("memory_mib", 1.0, 1e8) * kMiB : marketedGb * kGB;
}

Gpu parseGpu(const JsonFields &f)
{
    Gpu g;
    g.id = f.string("id");
    g.name = f.string("name");
    g.vendor = f.string("vendor", "nvidia");
    g.memoryGb = f.number("memory_gb", 0.1, 1e5);
    // Fit uses what the driver reports when known; the marketed size otherwise.
    g.memoryBytes = reportedBytes(f, g.memoryGb);
    g.memoryBandwidth = f.number("memory_bandwidth_gb_s", 1.0, 1e6) * kGB;
    for (const auto &[k, v] : numberMap(f, "peak_tflops", 0.001, 1e6)) {
        if (!precisionFromKey(k) && k != "tf32")
            f.fail("peak_tflops." + k, "unknown precision (expected fp32, tf32, bf16, fp16, fp8, int8, int4)");
        g.peakFlops[k] = v * kTera;
    }
    if (!g.peakFlops.count("fp32"))
        f.fail("peak_tflops.fp32", "missing required field");
    g.mfu = numberMap(f, "mfu", 0.01, 1.0);
    for (const auto &entry : g.mfu)
        if (!g.peakFlops.count(entry.first))
            f.fail("mfu." + entry.first, "no peak_tflops for this precision");
    if (f.has("mfu_by_framework")) {
        const JsonFields frameworks = f.child("mfu_by_framework");
        for (const auto &[framework, figures] : frameworks.object().items()) {
            (void)figures;
            if (!trainingFrameworkFromKey(framework) || framework == trainingFrameworkKey(TrainingFramework::Generic))
                frameworks.fail(framework, "unknown training framework (expected megatron)");
            g.frameworkMfu[framework] = numberMap(frameworks, framework.c_str(), 0.01, 1.0);
            for (const auto &entry : g.frameworkMfu[framework])
                if (!g.peakFlops.count(entry.first) && entry.first != kFrameworkAttentionKey)
                    frameworks.child(framework.c_str()).fail(entry.first, "no peak_tflops for this precision");
        }
    }
    g.decodeBandwidthEfficiency = f.optionalNumber("decode_bandwidth_efficiency", 0.01, 1.0);
    const JsonFields ic = f.child("interconnect");
    g.interconnect = ic.choice("kind", {"nvlink", "pcie"}, "pcie");
    g.interconnectBandwidth = ic.number("bandwidth_gb_s", 0.1, 1e6) * kGB;
    if (f.has("mig_profiles")) {
        const json &list = arrayField(f, "mig_profiles");
        for (size_t i = 0; i < list.size(); ++i) {
            const JsonFields p(list[i], f.file(), f.pathOf("mig_profiles[" + std::to_string(i) + "]"));
            MigProfile m;
            m.name = p.string("name");
            // As for the card: what the driver reports for the profile when known.
            m.memoryBytes = reportedBytes(p, p.number("memory_gb", 0.1, 1e5));
            m.computeFraction = p.number("compute_fraction", 0.01, 1.0);
            m.maxInstances = int(p.integer("max_instances", 1, 64));
            if (m.memoryBytes > g.memoryBytes)
                p.fail(p.has("memory_mib") ? "memory_mib" : "memory_gb", "larger than the card's memory");
            g.migProfiles.push_back(m);
        }
    }
    readProvenance(f, g.asOf, g.source, g.sourceZh);
    return g;
}

ModelPreset parseModel(const JsonFields &f)
{
    ModelPreset m;
    m.id = f.string("id");
    m.name = f.string("name");
    m.hfRepo = f.string("hf_repo", "");
    const JsonFields cfg = f.child("config");
    m.arch = archFromHfConfig(cfg.object(), f.file(), cfg.path());
    m.arch.name = m.name;
    readProvenance(f, m.asOf, m.source, m.sourceZh);
    return m;
}

WeightFormat parseWeightFormat(const JsonFields &f)
{
    WeightFormat w;
    w.id = f.string("id");
    w.name = f.string("name");
    w.bitsPerWeight = f.number("bits_per_weight", 1.0, 32.0);
    w.quantizeEmbeddings = f.boolean("quantize_embeddings", false);
    if (f.has("decode_efficiency"))
        w.decodeEfficiency = f.number("decode_efficiency", 0.05, 1.0);
    readProvenance(f, w.asOf, w.source, w.sourceZh);
    return w;
}

Region parseRegion(const JsonFields &f)
{
    Region r;
    r.id = f.string("id");
    r.name = f.string("name");
    r.tier = f.choice("tier", {"premium", "hub"}, "hub");
    r.priceMultiplier = f.number("price_multiplier", 0.1, 10.0);
    r.latencyMs = f.number("latency_ms", 0.0, 0.0, 10000.0);
    r.diskPriceMultiplier = f.number("disk_price_multiplier", 1.0, 0.1, 10.0);
    readProvenance(f, r.asOf, r.source, r.sourceZh);
    return r;
}

} // namespace

const MigProfile *Gpu::migProfile(const std::string &profileName) const
{
    for (const auto &p : migProfiles)
        if (p.name == profileName)
            return &p;
    return nullptr;
}

const Gpu *Catalog::gpu(const std::string &id) const { return findById(gpus, id); }
const ModelPreset *Catalog::model(const std::string &id) const { return findById(models, id); }
const WeightFormat *Catalog::weightFormat(const std::string &id) const
{
    return findById(weightFormats, id);
}
const Region *Catalog::region(const std::string &id) const { return findById(regions, id); }
const Offering *Catalog::offering(const std::string &id) const { return findById(offerings, id); }
const Platform *Catalog::platform(const std::string &id) const { return findById(platforms, id); }

const char *defaultPlatform(const std::string &kind)
{
    if (kind == "spot" || kind == "cloud_server")
        return "cloud_vm";
    return kind == "whole_machine" ? "bare_metal" : "container_site";
}

const char *stopModeKey(StopMode mode)
{
    return kStopModes[size_t(mode)].c_str();
}

bool Price::empty() const
{
    for (const PlanInfo &plan : kPlans)
        if (planPrice(*this, plan))
            return false;
    return true;
}

Price parsePrice(const JsonFields &parent, const char *key)
{
    const JsonFields f = parent.child(key);
    Price p;
    for (const PlanInfo &plan : kPlans)
        p.*plan.price = f.optionalNumber(plan.key, 0.0, kHugePrice);
    if (p.empty()) {
        std::string keys;
        for (const char *k : kPlanKeys)
            keys += (keys.empty() ? "" : ", ") + std::string(k);
        parent.fail(key, "needs at least one of " + keys);
    }
    return p;
}

Offering parseOffering(const json &object, const std::string &file, const std::string &path,
                       const Catalog *catalog, bool needId, std::vector<std::string> *warnings)
{
    const JsonFields f(object, file, path);
    if (warnings) {
        std::vector<const char *> keys{"id", "kind", "gpu", "mig_profile", "vgpu_share", "gpus", "price", "region",
                                      "bandwidth_gbps", "storage", "compute_cap", "contention", "spot_discount",
                                      "spot_discount_range", "preemption_rate_per_hour", "billing_granularity",
                                      "platform", "as_of", "source", "source_zh"};
        keys.insert(keys.end(), kTermKeys.begin(), kTermKeys.end());
        f.warnUnknownKeys(keys, *warnings);
        if (f.has("price") && f.at("price").is_object())
            f.child("price").warnUnknownKeys(kPlanKeys, *warnings);
    }
    Offering o;
    o.id = needId ? f.string("id") : f.string("id", "");
    o.kind = f.choice("kind", kOfferingKinds, "");
    if (o.kind.empty())
        f.fail("kind", "missing required field");
    o.gpu = f.string("gpu");
    o.migProfile = f.string("mig_profile", "");
    o.vgpuShare = f.number("vgpu_share", 0.0, 0.01, 1.0);
    o.gpus = int(f.integer("gpus", o.kind == "whole_machine" ? 8 : 1, 1, 100000));
    o.price = parsePrice(f, "price");
    o.region = f.string("region", "");
    o.bandwidthGbps = f.optionalNumber("bandwidth_gbps", 0.001, 1e5);
    if (f.has("storage"))
        o.storage = parseStorage(f.child("storage"));
    o.computeCap = f.optionalNumber("compute_cap", 0.01, 1.0);
    o.contention = f.optionalNumber("contention", 0.0, 0.99);
    o.spotDiscount = f.optionalNumber("spot_discount", 0.0, 0.99);
    o.spotDiscountRange = {o.spotDiscount.value_or(0.0), o.spotDiscount.value_or(0.0)};
    if (f.has("spot_discount_range")) {
        const json &range = f.at("spot_discount_range");
        if (!range.is_array() || range.size() != 2 || !range[0].is_number() || !range[1].is_number())
            f.fail("spot_discount_range", "expected [lowest, highest], two fractions off the price");
        o.spotDiscountRange = {range[0].get<double>(), range[1].get<double>()};
        const double typical = o.spotDiscount.value_or(-1.0);
        if (!(o.spotDiscountRange.first >= 0 && o.spotDiscountRange.first <= typical
              && typical <= o.spotDiscountRange.second && o.spotDiscountRange.second <= 0.99))
            f.fail("spot_discount_range", range.dump() + " must run from lowest to highest within 0 to 0.99 and hold "
                                              "spot_discount ("
                                              + (f.has("spot_discount") ? f.at("spot_discount").dump() : "not given") + ")");
    }
    o.preemptionRatePerHour = f.number("preemption_rate_per_hour", 0.0, 0.0, 100.0);
    const std::string granularity = f.choice("billing_granularity", {"second", "minute", "hour"}, "hour");
    o.billingGranularityHours = granularity == "second" ? 1.0 / 3600 : granularity == "minute" ? 1.0 / 60 : 1.0;
    o.platform = f.string("platform", defaultPlatform(o.kind));
    const Platform *platform = catalog ? catalog->platform(o.platform) : nullptr;
    if (catalog && !platform && f.has("platform"))
        f.fail("platform", "unknown platform id \"" + o.platform + "\"");
    o.terms = parseTerms(f, platform ? platform->terms : BillingTerms{});
    o.asOf = f.string("as_of", "");
    o.source = f.string("source", "");
    o.sourceZh = f.string("source_zh", "");
    o.asOfDay = dayNumber(o.asOf);

    if (!o.migProfile.empty() && o.kind != "slice")
        f.fail("mig_profile", "only a slice has a MIG profile");
    if (o.vgpuShare > 0 && o.kind != "slice")
        f.fail("vgpu_share", "only a slice has a vGPU share");
    if (o.kind == "slice" && o.migProfile.empty() && o.vgpuShare <= 0)
        f.fail("kind", "a slice needs a mig_profile or a vgpu_share");
    if (o.kind == "slice" && !o.migProfile.empty() && o.vgpuShare > 0)
        f.fail("vgpu_share", "a slice has either a mig_profile or a vgpu_share, not both");
    if (catalog) {
        const Gpu *g = catalog->gpu(o.gpu);
        if (!g)
            f.fail("gpu", "unknown GPU id \"" + o.gpu + "\"");
        if (!o.migProfile.empty() && !g->migProfile(o.migProfile)) {
            std::string names;
            for (const auto &p : g->migProfiles)
                names += (names.empty() ? "" : ", ") + p.name;
            f.fail("mig_profile", "\"" + o.migProfile + "\" is not a MIG profile of " + o.gpu
                                      + (names.empty() ? " (it has none)" : " (it has: " + names + ")"));
        }
        if (!o.region.empty() && !catalog->region(o.region))
            f.fail("region", "unknown region id \"" + o.region + "\"");
    }
    return o;
}

std::string mergeCatalogJson(const std::string &builtinText, const std::string &userText,
                             const std::string &userFile)
{
    json merged = parseJsonText(builtinText, "catalog.json (built-in)");
    const json user = parseJsonText(userText, userFile);
    const JsonFields u(user, userFile, "");
    // "format" and "version" too: parseCatalog then refuses a newer file, naming the user's.
    for (const char *key : {"format", "version", "as_of", "currency"})
        if (u.has(key))
            merged[key] = user.at(key);
    // Keys this version does not know are carried over, so parseCatalog warns about them (a
    // misspelt "offering" must not drop the user's prices unnoticed).
    for (const auto &[key, value] : user.items())
        if (!merged.contains(key))
            merged[key] = value;
    if (u.has("defaults")) {
        // An object among the defaults (mfu_ratio, quantized_decode_efficiency, uncertainty, ...)
        // is merged key by key, as a JSON merge patch (RFC 7386): a user's file names only what it
        // changes, and the built-in keys it leaves out stay.
        merged["defaults"].merge_patch(u.child("defaults").object());
    }
    for (const char *section : {"gpus", "models", "weight_formats", "regions", "platforms", "offerings"}) {
        if (!u.has(section))
            continue;
        const json &entries = arrayField(u, section);
        json &target = merged[section];
        if (!target.is_array())
            target = json::array();
        std::set<std::string> seen;
        for (size_t i = 0; i < entries.size(); ++i) {
            const json &entry = entries[i];
            if (!entry.is_object() || !entry.contains("id") || !entry["id"].is_string())
                u.fail(std::string(section) + "[" + std::to_string(i) + "]", "each entry needs a string \"id\"");
            const std::string id = entry["id"].get<std::string>();
            if (!seen.insert(id).second)
                u.fail(std::string(section) + "[" + id + "].id", "duplicate id \"" + id + "\" in this file");
            auto same = std::find_if(target.begin(), target.end(), [&](const json &e) {
                return e.is_object() && e.value("id", std::string()) == id;
            });
            if (same != target.end())
                *same = entry;
            else
                target.push_back(entry);
        }
    }
    return merged.dump();
}

Catalog parseCatalog(const std::string &text, const std::string &file)
{
    std::vector<std::string> textWarnings;
    const json root = parseJsonText(text, file, &textWarnings);
    const JsonFields f(root, file, "");
    f.requireFormat("gpuplanner-catalog", 1);

    Catalog c;
    c.warnings = std::move(textWarnings);
    f.warnUnknownKeys({"format", "version", "as_of", "currency", "defaults", "gpus", "models",
                       "weight_formats", "regions", "platforms", "offerings"},
                      c.warnings);
    c.asOf = f.string("as_of");
    c.currency = f.choice("currency", {"CNY", "USD"}, "CNY");
    const JsonFields defaults = f.child("defaults");
    defaults.warnUnknownKeys(
        {"as_of", "source", "source_zh", "mfu", "overhead_fixed_gb", "overhead_fraction", "qlora_bits_per_weight",
         "lora_param_bytes", "scaling_efficiency", "vgpu_contention", "hours_per_day", "hours_per_week",
         "hours_per_month", "hours_per_year", "cny_per_usd", "serving_duration_hours", "bandwidth_gbps", "storage",
         "compare_regions", "compare_offerings", "serving_memory_utilization", "peak_hour_share", "serving_overhead_gb", "serving_tensor_parallel_overhead_gb", "global_batch_size", "allreduce_exposed_fraction",
         "gpus_per_node", "checkpoint_interval_hours", "restart_hours", "engine_batch_defaults", "sampler_bytes_per_logit", "loss_bytes_per_logit", "loss_cache_bytes_per_logit", "cuda_reserved_mib", "chunked_loss_tokens", "torch_compile_speedup",
         "decode_bandwidth_efficiency", "quantized_decode_efficiency", "host_link_gb_s", "qlora_adapter_bytes", "tensor_parallel_allreduce_us",
         "advisor_penalty", "advisor_long_run_hours", "advisor_short_run_hours", "advisor_serving_latency_ms",
         "advisor_latency_share_of_first_token", "stale_after_days", "mfu_ratio", "interruptions_per_gpu_hour", "streamed_bytes_per_token", "uncertainty"},
        c.warnings);
    c.defaults = parseDefaults(defaults);
    if (defaults.has("engine_batch_defaults")) {
        const JsonFields e = defaults.child("engine_batch_defaults");
        e.warnUnknownKeys({"large_gpu", "other_gpu", "large_gpu_min_gib", "large_gpu_excluded"}, c.warnings);
        for (const char *key : {"large_gpu", "other_gpu"})
            if (e.has(key))
                e.child(key).warnUnknownKeys({"max_num_batched_tokens", "max_num_seqs"}, c.warnings);
    }

    auto each = [&](const char *section, auto parse, auto &target) {
        const json &list = arrayField(f, section);
        std::set<std::string> seen;
        for (size_t i = 0; i < list.size(); ++i) {
            const std::string path = entryPath(section, list[i], i);
            auto item = parse(JsonFields(list[i], file, path));
            if (!seen.insert(item.id).second)
                throw InputError(file, path + ".id", "duplicate id \"" + item.id + "\"");
            target.push_back(std::move(item));
        }
    };
    // Unknown fields are warned about, so a typo in a hand-edited entry does not pass unnoticed.
    // A model's "config" is a Hugging Face config.json: it holds many fields the planner ignores.
    each("gpus",
         [&](const JsonFields &g) {
             g.warnUnknownKeys({"id", "name", "vendor", "memory_gb", "memory_mib", "memory_bandwidth_gb_s",
                                "peak_tflops", "mfu", "mfu_by_framework", "decode_bandwidth_efficiency", "interconnect", "mig_profiles", "as_of",
                                "source", "source_zh"},
                               c.warnings);
             if (g.has("interconnect") && g.at("interconnect").is_object())
                 g.child("interconnect").warnUnknownKeys({"kind", "bandwidth_gb_s"}, c.warnings);
             return parseGpu(g);
         },
         c.gpus);
    each("models",
         [&](const JsonFields &m) {
             m.warnUnknownKeys({"id", "name", "hf_repo", "config", "as_of", "source", "source_zh"}, c.warnings);
             return parseModel(m);
         },
         c.models);
    if (f.has("weight_formats"))
        each("weight_formats",
             [&](const JsonFields &w) {
                 w.warnUnknownKeys({"id", "name", "bits_per_weight", "quantize_embeddings", "decode_efficiency", "as_of",
                                    "source", "source_zh"},
                                   c.warnings);
                 return parseWeightFormat(w);
             },
             c.weightFormats);
    each("regions",
         [&](const JsonFields &r) {
             r.warnUnknownKeys({"id", "name", "tier", "price_multiplier", "disk_price_multiplier", "latency_ms",
                                "as_of", "source", "source_zh"},
                               c.warnings);
             return parseRegion(r);
         },
         c.regions);
    if (f.has("platforms"))
        each("platforms",
             [&](const JsonFields &p) {
                 std::vector<const char *> keys{"id", "name", "as_of", "source", "source_zh"};
                 keys.insert(keys.end(), kTermKeys.begin(), kTermKeys.end());
                 p.warnUnknownKeys(keys, c.warnings);
                 return parsePlatform(p);
             },
             c.platforms);
    each("offerings",
         [&](const JsonFields &o) {
             Offering off = parseOffering(o.object(), file, o.path(), &c, true, &c.warnings);
             if (off.asOf.empty()) o.fail("as_of", "missing required field");
             if (off.source.empty()) o.fail("source", "missing required field");
             return off;
         },
         c.offerings);

    for (const auto &id : c.defaults.compareRegions)
        if (!c.region(id))
            throw InputError(file, "defaults.compare_regions", "unknown region id \"" + id + "\"");
    for (const auto &id : c.defaults.compareOfferings)
        if (!c.offering(id))
            throw InputError(file, "defaults.compare_offerings", "unknown offering id \"" + id + "\"");
    return c;
}

long dayNumber(const std::string &iso)
{
    int y = 0, m = 0, d = 0;
    // Field widths keep every number small: "-2147483648-01-01" overflowed y -= 1 below.
    if (std::sscanf(iso.c_str(), "%4d-%2d-%2d", &y, &m, &d) != 3 || m < 1 || m > 12 || d < 1 || d > 31)
        return 0;
    y -= m <= 2;
    const long era = (y >= 0 ? y : y - 399) / 400;
    const long yoe = y - era * 400;
    const long doy = (153L * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

namespace {
/// H. Hinnant's civil_from_days: the year, month (1–12) and day of day number `day`.
void civilFromDays(long day, long &y, long &m, long &d)
{
    const long z = day + 719468;
    const long era = (z >= 0 ? z : z - 146096) / 146097;
    const long doe = z - era * 146097;
    const long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const long mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    y = yoe + era * 400 + (m <= 2);
}
} // namespace

std::string isoDate(long day, bool monthOnly)
{
    long y = 0, m = 0, d = 0;
    civilFromDays(day, y, m, d);
    char text[32];
    if (monthOnly)
        std::snprintf(text, sizeof text, "%04ld-%02ld", y, m);
    else
        std::snprintf(text, sizeof text, "%04ld-%02ld-%02ld", y, m, d);
    return text;
}

long addCalendarMonths(long day, long months)
{
    // civilFromDays, then days_from_civil (as dayNumber) on the later month.
    long y = 0, m = 0, d = 0;
    civilFromDays(day, y, m, d);
    const long index = y * 12 + (m - 1) + months;
    const long year = index >= 0 ? index / 12 : (index - 11) / 12;
    const int month = int(index - year * 12) + 1;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    const long last = kDays[month - 1] + (month == 2 && leap);
    const long yy = year - (month <= 2);
    const long e = (yy >= 0 ? yy : yy - 399) / 400;
    const long ye = yy - e * 400;
    const long dy = (153L * (month + (month > 2 ? -3 : 9)) + 2) / 5 + std::min(d, last) - 1;
    return e * 146097 + ye * 365 + ye / 4 - ye / 100 + dy - 719468;
}

double bytesPerElement(Precision p)
{
    switch (p) {
    case Precision::Fp32: return 4.0;
    case Precision::Bf16:
    case Precision::Fp16: return 2.0;
    case Precision::Fp8:
    case Precision::Int8: return 1.0;
    case Precision::Int4: return 0.5;
    }
    return 2.0;
}

const char *precisionKey(Precision p)
{
    switch (p) {
    case Precision::Fp32: return "fp32";
    case Precision::Bf16: return "bf16";
    case Precision::Fp16: return "fp16";
    case Precision::Fp8: return "fp8";
    case Precision::Int8: return "int8";
    case Precision::Int4: return "int4";
    }
    return "bf16";
}

std::optional<Precision> precisionFromKey(const std::string &key)
{
    for (Precision p : {Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::Fp8,
                        Precision::Int8, Precision::Int4})
        if (key == precisionKey(p))
            return p;
    return std::nullopt;
}

} // namespace gpuplanner::model
