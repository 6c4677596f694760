#include "Evaluate.h"

#include "Compute.h"
#include "Cost.h"
#include "Memory.h"
#include "ModelArch.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace gpuplanner::model {

using nlohmann::json;

namespace {

constexpr double kBitsPerByte = 8.0;
constexpr double kGB = 1e9;
constexpr double kSecondsPerHour = 3600.0;
constexpr double kLongRunHours = 168.0; // over a week: docs/DOMAIN.md, Advisor rules of thumb

double currencyFactor(const std::string &from, const std::string &to, const CatalogDefaults &d)
{
    if (from == to)
        return 1.0;
    return from == "CNY" ? 1.0 / d.cnyPerUsd : d.cnyPerUsd;
}

double capacityOf(const Offering &o, const Gpu &gpu)
{
    if (const MigProfile *p = gpu.migProfile(o.migProfile))
        return p->memoryBytes;
    if (o.vgpuShare > 0)
        return gpu.memoryBytes * o.vgpuShare;
    return gpu.memoryBytes;
}

constexpr int kPowersOfTwo = 13; // GPU counts 1, 2, 4, … 4096 tried for "GPUs needed"

struct Context
{
    const Catalog &catalog;
    const Scenario &scenario;
    const CatalogDefaults &defaults;
    const ParamCount &params;
    const Result &result;
    const WeightFormat *format;
    double servingHours;
    std::array<double, kPowersOfTwo> totalOnPowerOfTwo;
    long today = 0; ///< the scenario's date as a day number (0: unknown) ///< per-GPU need on 1, 2, 4, … GPUs
};

MemoryBreakdown memoryOn(const Context &c, int gpus)
{
    const Workload &w = c.scenario.workload;
    return gpus == w.gpus ? c.result.memory
                          : estimateMemory(w.arch, c.params, w, c.defaults, gpus, c.format);
}

/// Smallest power-of-two GPU count whose per-GPU need fits `usable` bytes (tensor parallelism
/// for serving, ZeRO sharding for training); 0 when none up to 4096 does (e.g. ZeRO stage 0).
int gpusNeededFor(const Context &c, double usable)
{
    const Workload &w = c.scenario.workload;
    for (int i = 0; i < kPowersOfTwo; ++i) {
        const int n = 1 << i;
        // Tensor parallelism needs the attention heads to split evenly (vLLM refuses otherwise).
        if (w.kind == WorkloadKind::Inference && w.arch.heads % n != 0)
            break;
        if (c.totalOnPowerOfTwo[size_t(i)] <= usable)
            return n;
    }
    return 0;
}

/// Bytes/s of the data-parallel all-reduce: NVLink or PCIe inside one server, the network
/// between servers (the slower link bounds a ring); slices talk over the network only
/// (no NVLink on slices: docs/DOMAIN.md, Communication).
double allreduceBandwidth(const Offering &o, const Gpu &gpu, int gpus, double networkGbps,
                          const CatalogDefaults &d)
{
    const double network = networkGbps * kGB / kBitsPerByte;
    if (o.kind == "slice")
        return network;
    if (gpus <= d.gpusPerNode)
        return gpu.interconnectBandwidth;
    return std::min(gpu.interconnectBandwidth, network);
}

/// Gradient bytes each data-parallel GPU all-reduces per step: every weight's gradient in the
/// training precision, or only the adapters' for LoRA/QLoRA.
double gradientBytes(const Workload &w, double params, const CatalogDefaults &d)
{
    const bool lora = isLora(w.kind);
    return lora ? loraParams(w.arch, w.loraRank, w.loraTargets) * d.loraParamBytes
                : params * bytesPerElement(w.precision);
}

void billAtBasePrices(const Context &c, const Offering &o, OptionResult &r);

/// Everything about renting `o` that does not depend on the region: fit, hours, serving.
OptionResult evaluateOffering(const Context &c, const Offering &o, const Gpu &gpu)
{
    const Workload &w = c.scenario.workload;
    const CatalogDefaults &d = c.defaults;
    const bool training = isTraining(w.kind);

    OptionResult r;
    r.offeringId = o.id;
    r.kind = o.kind;
    r.gpu = o.gpu;
    r.migProfile = o.migProfile;
    r.vgpuShare = o.vgpuShare;
    r.currency = c.scenario.currency;

    // GPUs of one model copy (training: all of them) and the memory each needs.
    const int units = (w.gpus + o.gpus - 1) / o.gpus;
    const int replicaGpus = units * o.gpus;
    const MemoryBreakdown mem = memoryOn(c, replicaGpus);
    r.memoryPerGpuBytes = mem.total();
    r.capacityBytes = capacityOf(o, gpu);
    const double utilization = training ? 1.0 : d.servingMemoryUtilization;
    r.usableBytes = r.capacityBytes * utilization;
    r.headroomBytes = r.usableBytes - r.memoryPerGpuBytes;
    r.fits = r.headroomBytes >= 0;
    r.gpusNeeded = gpusNeededFor(c, r.usableBytes);
    const double needOnOne = c.totalOnPowerOfTwo[0];
    const MigProfile *smallest = nullptr;
    for (const MigProfile &p : gpu.migProfiles)
        if (p.memoryBytes * utilization >= needOnOne && (!smallest || p.memoryBytes < smallest->memoryBytes))
            smallest = &p;
    if (smallest)
        r.smallestMigProfile = smallest->name;
    const double share = needOnOne / (gpu.memoryBytes * utilization);
    r.smallestVgpuShare = share <= 1.0 ? std::min(1.0, std::ceil(share * 20.0 - 1e-9) / 20.0) : 0.0;

    bool fellBack = false;
    const double peak = peakFlopsFor(gpu, w, fellBack);
    const SpeedFactors speed = speedFactors(o, gpu, replicaGpus, d);
    const double mfu = effectiveMfu(c.scenario, c.catalog);

    const auto bwIt = d.bandwidthGbps.find(o.kind);
    const double bandwidthGbps = o.bandwidthGbps.value_or(bwIt != d.bandwidthGbps.end() ? bwIt->second : 1.0);
    const double dataGb = c.scenario.datasetGb + c.scenario.checkpointGb;
    r.transferHours = dataGb * kGB * kBitsPerByte / (bandwidthGbps * kGB) / kSecondsPerHour;

    int rentedGpus = replicaGpus;
    if (training) {
        r.gpus = replicaGpus;
        r.computeHours = computeHours(c.result.totalFlop, r.gpus, peak, mfu, speed);
        if (r.gpus > 1) {
            // Ring all-reduce moves 2(n−1)/n of the gradients per GPU and step (Patarasuk and
            // Yuan 2009; docs/DOMAIN.md, Communication).
            const double steps = w.trainTokens / (double(w.sequenceLength) * w.microBatchSize * r.gpus);
            const double n = r.gpus;
            r.allreduceBandwidth = allreduceBandwidth(o, gpu, r.gpus, bandwidthGbps, d);
            r.communicationHours = steps * 2.0 * (n - 1) / n * gradientBytes(w, c.params.total, d) / r.allreduceBandwidth
                * d.allreduceExposedFraction / kSecondsPerHour;
            if (r.communicationHours > 0.5 * r.computeHours)
                r.warnings.push_back(warning::kSlowInterconnect);
        }
        if (w.optimizerOffload) {
            // ZeRO-Offload: every step sends the GPU's gradient shard to the CPU and brings the
            // updated 16-bit weights back over PCIe (Ren et al. 2021).
            const double steps = w.trainTokens / (double(w.sequenceLength) * w.microBatchSize * r.gpus);
            const double bytes = (gradientBytes(w, c.params.total, d) + c.params.total * bytesPerElement(w.precision)) / r.gpus;
            r.offloadHours = steps * bytes / d.hostLinkBytesPerSecond / kSecondsPerHour;
            r.communicationHours += r.offloadHours;
        }
        // Spot reclaims and slice restarts: each loses half a checkpoint interval plus a restart.
        if (o.preemptionRatePerHour > 0) {
            const double exposed = r.computeHours + r.communicationHours + r.transferHours;
            r.reworkHours = o.preemptionRatePerHour * exposed * (d.checkpointIntervalHours / 2.0 + d.restartHours);
        }
        // Data preparation: in "no-GPU mode" where the platform sells it, else on the GPU's bill.
        r.prepHours = c.scenario.prepHours;
        r.prepOnGpu = r.prepHours > 0 && o.noGpuPriceHourly <= 0;
        const double needed = r.computeHours + r.communicationHours + r.transferHours + r.reworkHours
            + (r.prepOnGpu ? r.prepHours : 0.0);
        r.wallHours = c.scenario.durationHours.value_or(needed);
        if (c.scenario.durationHours && needed > *c.scenario.durationHours)
            r.warnings.push_back(warning::kExceedsDuration);
        r.gpuHours = r.gpus * (r.computeHours + r.communicationHours);
    } else {
        const auto latency = d.tensorParallelAllreduceUs.find(o.kind == "slice" ? "pcie" : gpu.interconnect);
        const double tpSeconds = latency != d.tensorParallelAllreduceUs.end() ? latency->second * 1e-6 : 0.0;
        const ServingEstimate serving = estimateServing(w, w.arch, c.params.active, mem.weights, gpu.memoryBandwidth,
                                                        peak, mfu, speed, replicaGpus, d.decodeBandwidthEfficiency,
                                                        tpSeconds);
        r.decodeStepSeconds = serving.stepSeconds;
        r.decodeBytesPerStep = serving.bytesPerStep;
        r.decodeBandwidth = serving.bandwidth;
        if (replicaGpus > 1 && w.arch.heads % replicaGpus != 0)
            r.warnings.push_back(warning::kUnevenTensorParallel);
        r.batch = serving.batch;
        r.prefillSeconds = serving.prefillSeconds;
        r.decodeTokensPerSecond = serving.tokensPerSecond;
        r.requestSeconds = serving.requestSeconds;
        // An option the model does not fit on serves nothing.
        r.servingCapacityRequestsPerDay = r.fits ? serving.requestsPerDay : 0.0;
        if (!serving.meetsLatencyTarget)
            r.warnings.push_back(warning::kLatencyTargetMissed);
        const double load = w.serving.requestsPerDay;
        if (r.fits && load > 0 && r.servingCapacityRequestsPerDay > 0) {
            // At most 100000 replicas, and no more GPUs in all than an int counts (100000 GPUs
            // per replica × 100000 replicas overflowed rentedGpus).
            const double most = std::min(100000.0, double(std::numeric_limits<int>::max() / replicaGpus));
            r.replicas = int(std::min(most, std::ceil(load / r.servingCapacityRequestsPerDay - 1e-9)));
            r.replicas = std::max(1, r.replicas);
        }
        if (r.fits && r.servingCapacityRequestsPerDay <= 0 && load > 0)
            r.warnings.push_back(warning::kInsufficientThroughput);
        rentedGpus = replicaGpus * r.replicas;
        r.gpus = rentedGpus;
        r.computeHours = c.servingHours;
        r.wallHours = c.servingHours;
        r.gpuHours = r.gpus * c.servingHours;
    }

    if (!r.fits)
        r.warnings.push_back(warning::kDoesNotFit);
    if (fellBack)
        r.warnings.push_back(warning::kPrecisionFallback);
    if (o.kind == "slice") {
        if (r.gpus > 1 && training)
            r.warnings.push_back(warning::kMultiGpuSlice);
        if (training && r.wallHours > kLongRunHours)
            r.warnings.push_back(warning::kLongRunSlice);
        if (o.migProfile.empty())
            r.warnings.push_back(warning::kSharedVgpu);
    }
    if (o.kind == "spot")
        r.warnings.push_back(warning::kPreemptible);
    if (c.today > 0 && o.asOfDay > 0 && double(c.today - o.asOfDay) > d.staleAfterDays)
        r.warnings.push_back(warning::kStalePrice);
    r.units = std::max(rentedGpus / o.gpus, o.minUnits);
    r.gpus = std::max(r.gpus, r.units * o.gpus);
    if (!training)
        r.replicas = std::max(r.replicas, r.units * o.gpus / replicaGpus);
    billAtBasePrices(c, o, r);
    return r;
}

/// Bills an evaluated offering at its catalog (or inline) prices, before region and currency:
/// the cheapest plan mix, stopped-server and minimum-term charges, and the cost by part.
void billAtBasePrices(const Context &c, const Offering &o, OptionResult &r)
{
    const CatalogDefaults &d = c.defaults;
    const double dataGb = c.scenario.datasetGb + c.scenario.checkpointGb;
    const int rentedUnits = r.units;

    const double multiplier = 1.0; // region and currency scale every part linearly: see priceIn()

    const bool training = isTraining(c.scenario.workload.kind);
    const double work = training ? r.computeHours + r.communicationHours
                                 : std::max(0.0, r.wallHours - r.transferHours);
    const double prepOnGpu = r.prepOnGpu ? r.prepHours : 0.0;
    const double busy = work + r.transferHours + r.reworkHours + prepOnGpu;
    const double rentHours = r.wallHours;
    BillingChoice bill = chooseBilling(o.price, rentHours, multiplier, d);
    double stoppedCost = 0;
    if (o.stoppedPriceHourly > 0 && rentHours > busy) {
        // A cloud server can be stopped when idle; its disks and public IP are still billed.
        const BillingChoice running = chooseBilling(o.price, busy, multiplier, d);
        const double stopped = o.stoppedPriceHourly * multiplier * (rentHours - busy);
        if (running.cost + stopped < bill.cost) {
            bill = running;
            stoppedCost = stopped;
        }
    }
    // What the needed hours cost, spread over the hours paid for: work, moving data, redoing lost
    // work; the rest (rounding up, a subscription's unused days, stopped time) is idle.
    const double paid = bill.cost * rentedUnits;
    const double paidHours = bill.paidHours;
    const double perHour = paidHours > 0 ? paid / paidHours : 0.0;
    double minimumCharge = 0;
    if (o.minTermHours > rentHours) {
        const BillingChoice termBill = chooseBilling(o.price, o.minTermHours, multiplier, d);
        minimumCharge = std::max(0.0, termBill.cost - bill.cost) * rentedUnits;
        bill = termBill;
        r.warnings.push_back(warning::kMinimumTerm);
    }
    r.billing = bill.name();
    r.billedUnits = bill.mainUnits();
    r.billedUnitsByPlan = bill.units;
    r.cost.compute = perHour * std::min(work, paidHours);
    r.cost.transfer = perHour * std::min(r.transferHours, std::max(0.0, paidHours - work));
    r.cost.rework = perHour * std::min(r.reworkHours, std::max(0.0, paidHours - work - r.transferHours));
    r.cost.prep = r.prepOnGpu
        ? perHour * std::min(prepOnGpu, std::max(0.0, paidHours - work - r.transferHours - r.reworkHours))
        : 0.0;
    r.cost.idle = paid - r.cost.compute - r.cost.transfer - r.cost.rework - r.cost.prep + stoppedCost * rentedUnits;
    if (std::abs(r.cost.idle) < 1e-9 * std::max(1.0, paid))
        r.cost.idle = 0.0; // rounding noise, not money
    if (!r.prepOnGpu && r.prepHours > 0)
        r.cost.prep = r.prepHours * o.noGpuPriceHourly * rentedUnits;
    r.cost.other = minimumCharge;

    StorageTerms terms;
    if (o.storage)
        terms = *o.storage;
    else if (auto it = d.storage.find(o.kind); it != d.storage.end())
        terms = it->second;
    r.cost.storage = storageCost(terms, dataGb, rentHours, 1.0, d.hoursPerDay);
}

/// Prices a billed offering in `region`: every GPU-time part scales with the region's multiplier,
/// currency and spot discount; disks with the currency only.
void priceIn(const Context &c, const Offering &o, const Region &region, OptionResult &r)
{
    r.id.reserve(o.id.size() + 1 + region.id.size());
    r.id.assign(o.id).append(1, '@').append(region.id);
    r.region = region.id;
    r.latencyMs = region.latencyMs;
    const double multiplier = priceMultiplier(c.catalog, c.scenario, o, region, c.defaults);
    const double disks = storageMultiplier(c.catalog, c.scenario, o, c.defaults);
    for (double *part : {&r.cost.compute, &r.cost.transfer, &r.cost.idle, &r.cost.prep, &r.cost.rework, &r.cost.other})
        *part *= multiplier;
    r.cost.storage *= disks;
}

} // namespace

std::vector<Offering> resolveOfferings(const Catalog &catalog, const Scenario &s)
{
    std::vector<Offering> out;
    if (s.offerings.empty()) {
        out.reserve(catalog.defaults.compareOfferings.size());
        for (const auto &id : catalog.defaults.compareOfferings)
            if (const Offering *o = catalog.offering(id))
                out.push_back(*o);
        return out;
    }
    out.reserve(s.offerings.size());
    for (const OfferingChoice &choice : s.offerings) {
        if (choice.own) {
            out.push_back(*choice.own);
        } else if (const Offering *o = catalog.offering(choice.id)) {
            out.push_back(*o);
            out.back().minUnits = choice.units;
        }
    }
    return out;
}

const Offering *findOffering(const std::vector<Offering> &resolved, const std::string &id)
{
    for (const Offering &candidate : resolved)
        if (candidate.id == id)
            return &candidate;
    return nullptr;
}

double priceMultiplier(const Catalog &catalog, const Scenario &s, const Offering &o,
                       const Region &region, const CatalogDefaults &d)
{
    double multiplier = o.inlinePrice ? 1.0
                                      : region.priceMultiplier * currencyFactor(catalog.currency, s.currency, d);
    if (o.kind == "spot")
        multiplier *= 1.0 - o.spotDiscount.value_or(0.0);
    return multiplier;
}

double storageMultiplier(const Catalog &catalog, const Scenario &s, const Offering &o, const CatalogDefaults &d)
{
    return o.inlinePrice ? 1.0 : currencyFactor(catalog.currency, s.currency, d);
}

void convertScenarioCurrency(Scenario &s, const std::string &currency, const Catalog &catalog)
{
    if (s.currency == currency)
        return;
    const double factor = currencyFactor(s.currency, currency, effectiveDefaults(catalog, s));
    if (s.budget)
        *s.budget *= factor;
    for (OfferingChoice &choice : s.offerings) {
        if (!choice.own || !choice.own->inlinePrice)
            continue;
        Offering &o = *choice.own;
        for (std::optional<double> *p : {&o.price.hourly, &o.price.daily, &o.price.weekly, &o.price.monthly, &o.price.yearly})
            if (*p)
                **p *= factor;
        if (o.storage)
            o.storage->pricePerGbDay *= factor;
        o.stoppedPriceHourly *= factor;
        o.noGpuPriceHourly *= factor;
    }
    s.currency = currency;
}

const OptionResult *Result::option(const std::string &id) const
{
    for (const OptionResult &o : options)
        if (o.id == id)
            return &o;
    return nullptr;
}

std::vector<const OptionResult *> Result::rankedOptions() const
{
    std::vector<const OptionResult *> out;
    out.reserve(options.size());
    for (const std::string &id : ranking)
        if (const OptionResult *o = option(id))
            out.push_back(o);
    for (const OptionResult &o : options)
        if (std::find(ranking.begin(), ranking.end(), o.id) == ranking.end())
            out.push_back(&o);
    return out;
}

CatalogDefaults effectiveDefaults(const Catalog &catalog, const Scenario &s)
{
    CatalogDefaults d = catalog.defaults;
    const Overrides &o = s.overrides;
    if (o.overheadFixedGb) d.overheadFixedBytes = *o.overheadFixedGb * kGB;
    if (o.overheadFraction) d.overheadFraction = *o.overheadFraction;
    if (o.cnyPerUsd) d.cnyPerUsd = *o.cnyPerUsd;
    if (o.vgpuContention) d.vgpuContention = *o.vgpuContention;
    return d;
}

Result evaluate(const Catalog &catalog, const Scenario &s)
{
    const CatalogDefaults d = effectiveDefaults(catalog, s);
    const Workload &w = s.workload;
    const ParamCount params = countParams(w.arch);

    Result r;
    r.currency = s.currency;
    r.params = params.total;
    r.activeParams = params.active;
    const WeightFormat *format = w.weightFormat.empty() ? nullptr : catalog.weightFormat(w.weightFormat);
    r.memory = estimateMemory(w.arch, params, w, d, w.gpus, format, &r.explain);
    const double servingHours = s.durationHours.value_or(d.servingDurationHours);
    r.totalFlop = workloadFlop(w, params.active, servingHours);
    if (isTraining(w.kind))
        r.explain["total_flop"] = {w.gradientCheckpointing ? "(flop_per_param_token + 2) × active_params × train_tokens"
                                                           : "flop_per_param_token × active_params × train_tokens",
                                   {{"flop_per_param_token", isLora(w.kind) ? 4.0 : 6.0},
                                    {"active_params", params.active}, {"train_tokens", w.trainTokens}},
                                   r.totalFlop};
    else
        r.explain["total_flop"] = {"2 × active_params × requests_per_day × (prompt + output) × hours / 24",
                                   {{"active_params", params.active}, {"requests_per_day", w.serving.requestsPerDay},
                                    {"prompt", w.serving.promptTokens}, {"output", w.serving.outputTokens},
                                    {"hours", servingHours}},
                                   r.totalFlop};

    const std::vector<Offering> offerings = resolveOfferings(catalog, s);
    const std::vector<std::string> &regionIds = s.compareRegions.empty() ? d.compareRegions
                                                                         : s.compareRegions;

    Context ctx{catalog, s, d, params, r, format, servingHours, {}, dayNumber(s.today)};
    for (int i = 0; i < kPowersOfTwo; ++i)
        ctx.totalOnPowerOfTwo[size_t(i)] = memoryOn(ctx, 1 << i).total();
    std::vector<const Region *> regions;
    for (const auto &id : regionIds)
        if (const Region *region = catalog.region(id))
            regions.push_back(region);
    r.options.reserve(offerings.size() * regions.size());
    for (const Offering &o : offerings) {
        const Gpu *gpu = catalog.gpu(o.gpu);
        if (!gpu)
            continue; // parse checked it; a catalog edited since may have dropped the GPU
        OptionResult prepared = evaluateOffering(ctx, o, *gpu);
        const Region *own = o.region.empty() ? nullptr : catalog.region(o.region);
        if (!o.region.empty() && !own)
            continue;
        const std::vector<const Region *> where = own ? std::vector<const Region *>{own} : regions;
        for (size_t i = 0; i < where.size(); ++i) {
            // The last region takes the prepared option itself instead of a copy.
            OptionResult &option = i + 1 < where.size() ? r.options.emplace_back(prepared)
                                                        : r.options.emplace_back(std::move(prepared));
            priceIn(ctx, o, *where[i], option);
        }
    }
    return r;
}

std::map<std::string, Explanation> explainOption(const Catalog &catalog, const Scenario &s,
                                                 const Result &result, const OptionResult &o)
{
    std::map<std::string, Explanation> out;
    const std::vector<Offering> offerings = resolveOfferings(catalog, s);
    const Offering *offering = findOffering(offerings, o.offeringId);
    const Gpu *gpu = catalog.gpu(o.gpu);
    const Region *region = catalog.region(o.region);
    if (!offering || !gpu || !region)
        return out;
    const Workload &w = s.workload;
    const CatalogDefaults d = effectiveDefaults(catalog, s);
    const int replicaGpus = o.gpus / std::max(1, o.replicas);
    const SpeedFactors f = speedFactors(*offering, *gpu, replicaGpus, d);
    bool fellBack = false;
    const double peak = peakFlopsFor(*gpu, w, fellBack);
    const double mfu = effectiveMfu(s, catalog);

    const double bandwidthGbps = o.transferHours > 0
        ? (s.datasetGb + s.checkpointGb) * kBitsPerByte / (o.transferHours * kSecondsPerHour)
        : 0.0;
    out["transfer_hours"] = {"(dataset_gb + checkpoint_gb) × 8 / bandwidth_gbps / 3600",
                             {{"dataset_gb", s.datasetGb}, {"checkpoint_gb", s.checkpointGb},
                              {"bandwidth_gbps", bandwidthGbps}},
                             o.transferHours};
    if (isTraining(w.kind)) {
        out["compute_hours"] = {"total_flop / (gpus × peak_flops × mfu × compute_share × (1 − contention) × "
                                "scaling) / 3600",
                                {{"total_flop", result.totalFlop}, {"gpus", double(o.gpus)}, {"peak_flops", peak},
                                 {"mfu", mfu}, {"compute_share", f.computeShare}, {"contention", 1.0 - f.contention},
                                 {"scaling", f.scaling}},
                                o.computeHours};
        if (o.gpus > 1 && o.allreduceBandwidth > 0) {
            const double steps = w.trainTokens / (double(w.sequenceLength) * w.microBatchSize * o.gpus);
            out["communication_hours"] = {"steps × 2 × (gpus − 1) / gpus × gradient_bytes / bandwidth × "
                                          "exposed_fraction / 3600",
                                          {{"steps", steps}, {"gpus", double(o.gpus)}, {"gradient_bytes", gradientBytes(w, result.params, d)},
                                           {"bandwidth", o.allreduceBandwidth},
                                           {"exposed_fraction", d.allreduceExposedFraction}},
                                          o.communicationHours};
        }
    } else if (o.requestSeconds > 0) {
        out["prefill_seconds"] = {"2 × active_params × prompt_tokens / (gpus × peak_flops × mfu × compute_share × "
                                  "(1 − contention))",
                                  {{"active_params", result.activeParams}, {"prompt_tokens", w.serving.promptTokens},
                                   {"gpus", double(replicaGpus)}, {"peak_flops", peak}, {"mfu", mfu},
                                   {"compute_share", f.computeShare}, {"contention", 1.0 - f.contention}},
                                  o.prefillSeconds};
        out["decode_step_seconds"] = {"max(bytes_per_step / bandwidth, compute bound) + tensor_parallel_sync",
                                      {{"bytes_per_step", o.decodeBytesPerStep}, {"bandwidth", o.decodeBandwidth},
                                       {"batch", double(o.batch)}},
                                      o.decodeStepSeconds};
        out["request_seconds"] = {"batch × prefill_seconds + output_tokens × decode_step_seconds",
                                  {{"batch", double(o.batch)}, {"prefill_seconds", o.prefillSeconds},
                                   {"output_tokens", w.serving.outputTokens}, {"decode_step_seconds", o.decodeStepSeconds}},
                                  o.requestSeconds};
        out["serving_capacity_requests_per_day"] =
            o.fits ? Explanation{"batch × 86400 / request_seconds",
                                 {{"batch", double(o.batch)}, {"request_seconds", o.requestSeconds}},
                                 o.servingCapacityRequestsPerDay}
                   : Explanation{"0: the model does not fit", {}, 0.0};
        out["replicas"] = {"ceil(requests_per_day / serving_capacity_requests_per_day)",
                           {{"requests_per_day", w.serving.requestsPerDay},
                            {"serving_capacity_requests_per_day", o.servingCapacityRequestsPerDay}},
                           double(o.replicas)};
    }
    // Stopped-server charges sit in idle but outside the plans' units.
    const Price &p = offering->price;
    const std::optional<double> prices[kPlanCount] = {p.hourly, p.daily, p.weekly, p.monthly, p.yearly};
    Explanation cost{"Σ plan_units × plan_price × price_multiplier × units − transfer − idle − rework − "
                     "minimum_term", {}, o.cost.compute};
    for (int plan = kPlanCount - 1; plan >= 0; --plan)
        if (o.billedUnitsByPlan[size_t(plan)] > 0) {
            const std::string key = planKey(Plan(plan));
            cost.terms.emplace_back(key + "_units", o.billedUnitsByPlan[size_t(plan)]);
            cost.terms.emplace_back(key + "_price", prices[plan].value_or(0.0));
        }
    cost.terms.insert(cost.terms.end(), {{"price_multiplier", priceMultiplier(catalog, s, *offering, *region, d)},
                                         {"units", double(o.units)},
                                         {"transfer", o.cost.transfer},
                                         {"idle", o.cost.idle},
                                         {"rework", o.cost.rework},
                                         {"minimum_term", o.cost.other}});
    out["cost.compute"] = cost;
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
} // namespace

json resultToJson(const Result &r, const Catalog *catalog, const Scenario *scenario)
{
    json options = json::array();
    for (const auto &o : r.options) {
        options.push_back({
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
            {"capacity_bytes", o.capacityBytes},
            {"usable_bytes", o.usableBytes},
            {"headroom_bytes", o.headroomBytes},
            {"gpus_needed", o.gpusNeeded},
            {"smallest_mig_profile", o.smallestMigProfile},
            {"smallest_vgpu_share", o.smallestVgpuShare},
            {"gpu_hours", o.gpuHours},
            {"wall_hours", o.wallHours},
            {"compute_hours", o.computeHours},
            {"transfer_hours", o.transferHours},
            {"communication_hours", o.communicationHours},
            {"rework_hours", o.reworkHours},
            {"prep_hours", o.prepHours},
            {"offload_hours", o.offloadHours},
            {"allreduce_bandwidth_bytes_per_s", o.allreduceBandwidth},
            {"billing", o.billing},
            {"billed_units", o.billedUnits},
            {"billing_units", billingUnitsJson(o.billedUnitsByPlan)},
            {"currency", o.currency},
            {"cost",
             {{"compute", o.cost.compute},
              {"storage", o.cost.storage},
              {"transfer", o.cost.transfer},
              {"idle", o.cost.idle},
              {"prep", o.cost.prep},
              {"rework", o.cost.rework},
              {"other", o.cost.other},
              {"total", o.cost.total()}}},
            {"latency_ms", o.latencyMs},
            {"serving_capacity_requests_per_day", o.servingCapacityRequestsPerDay},
            {"replicas", o.replicas},
            {"batch", o.batch},
            {"prefill_seconds", o.prefillSeconds},
            {"decode_tokens_per_second", o.decodeTokensPerSecond},
            {"request_seconds", o.requestSeconds},
            {"decode_step_seconds", o.decodeStepSeconds},
            {"warnings", o.warnings},
            {"reasons", o.reasons},
            {"checklist", o.checklist},
            {"rank", o.rank},
        });
        if (catalog && scenario)
            options.back()["explain"] = explanationsToJson(explainOption(*catalog, *scenario, r, o));
    }
    const json explain = explanationsToJson(r.explain);
    json breakEven = json::array();
    for (const auto &b : r.breakEven)
        breakEven.push_back({{"a", b.a}, {"b", b.b}, {"hours", b.hours}});
    const MemoryBreakdown &m = r.memory;
    return {
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
        {"compute", {{"total_flop", r.totalFlop}}},
        {"host_offload_bytes", m.hostOffload},
        {"explain", explain},
        {"options", options},
        {"ranking", r.ranking},
        {"budget_runtime_hours", json(r.budgetRuntimeHours)},
        {"break_even", breakEven},
    };
}

} // namespace gpuplanner::model
