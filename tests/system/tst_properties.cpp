// Property tests (issue 7, item 1): invariants that hold for every valid scenario, checked over a
// few hundred random ones. The scenarios come from a seeded std::mt19937 (fixed seed; set
// GPUPLANNER_PROPERTY_SEED to try others) and go through parseScenario like a file would, so a
// failure prints the seed, the scenario's number and its JSON (scenarioToJson): save that JSON as
// a file and `gpuplanner --scenario FILE` reproduces it.

#include "CliSupport.h"
#include "TestSupport.h"

#include "Advisor.h"
#include "Evaluate.h"
#include "Memory.h"
#include "ModelArch.h"
#include "ResultExport.h"
#include "Sweep.h"

#include <QtTest>

#include <cmath>
#include <random>

using namespace gpuplanner;
using nlohmann::json;

namespace {

constexpr std::uint32_t kDefaultSeed = 20261130;
constexpr int kScenarios = 400;
/// Relative slack for "never more than": sums of a dozen doubles may differ in the last bits.
constexpr double kRelative = 1e-9;

bool atMost(double a, double b)
{
    return a <= b + kRelative * std::max({ 1.0, std::abs(a), std::abs(b) });
}

bool finiteNonNegative(double v)
{
    return std::isfinite(v) && v >= 0;
}

std::uint32_t propertySeed()
{
    bool ok = false;
    const uint value = qEnvironmentVariableIntValue("GPUPLANNER_PROPERTY_SEED", &ok);
    return ok ? std::uint32_t(value) : kDefaultSeed;
}

/// Random valid scenarios as JSON in the file format (resources/SCENARIO.md), with ids from the
/// built-in catalog. Most draw their numbers from everyday ranges; one in ten ("extreme") from
/// the whole range parseScenario accepts (Scenario.cpp: up to 100000 GPUs, 10^7-token sequences,
/// 10^16 training tokens, ...), where overflow and division by tiny numbers would show.
class Generator
{
public:
    explicit Generator(std::uint32_t seed)
        : m_rng(seed)
    {
    }

    json scenario(int index)
    {
        const model::Catalog &c = test::catalog();
        static const char *const kinds[]
            = { "inference", "lora", "qlora", "full_finetune", "pretrain" };
        static const char *const precisions[] = { "fp32", "bf16", "fp16", "fp8", "int8", "int4" };
        static const char *const optimizers[]
            = { "adamw", "adamw_bf16", "adamw_8bit", "sgd_momentum" };
        static const char *const targets[] = { "all_linear", "attention", "q_v" };
        static const int gpuCounts[] = { 1, 1, 1, 2, 3, 4, 8, 8, 16, 32, 64, 128 };
        static const int ranks[] = { 1, 4, 8, 16, 32, 64, 128, 256 };

        m_extreme = chance(0.1);
        const std::string kind = kinds[integer(0, 4)];
        const bool inference = kind == "inference";
        json w = { { "kind", kind } };
        const model::ModelPreset &preset = c.models[size_t(integer(0, int(c.models.size()) - 1))];
        if (chance(0.25))
            w["model"] = { { "preset", preset.id },
                { "params",
                    m_extreme
                        ? std::round(logUniform(1e6, 1e15))
                        : std::round(model::countParams(preset.arch).total * uniform(0.5, 2.0)) } };
        else
            w["model"] = preset.id;
        w["precision"] = precisions[integer(0, 5)];
        if ((inference || kind == "qlora") && chance(0.3))
            w["weight_format"]
                = c.weightFormats[size_t(integer(0, int(c.weightFormats.size()) - 1))].id;
        w["optimizer"] = optimizers[integer(0, 3)];
        w["optimizer_offload"] = !inference && chance(0.15);
        w["lora_rank"] = m_extreme ? int(std::round(logUniform(1, 65536))) : ranks[integer(0, 7)];
        w["lora_targets"] = targets[integer(0, 2)];
        w["sequence_length"] = int(std::round(span(64, 32768, 1, 1e7)));
        w["micro_batch_size"] = int(std::round(span(1, 32, 1, 1e6)));
        w["gradient_checkpointing"] = chance(0.6);
        w["flash_attention"] = chance(0.7);
        w["gpus"] = m_extreme ? int(std::round(logUniform(1, 100000)))
                              : gpuCounts[integer(0, int(std::size(gpuCounts)) - 1)];
        w["zero_stage"] = integer(0, 3);
        w["train_tokens"] = std::round(span(1e6, 1e11, 1, 1e16));
        if (chance(0.3))
            w["mfu"] = uniform(0.1, 0.7);
        if (inference || chance(0.1)) {
            json serving
                = { { "requests_per_day", chance(0.1) ? 0.0 : std::round(span(10, 1e7, 1, 1e12)) },
                      { "prompt_tokens", std::round(span(16, 16384, 1, 1e7)) },
                      { "output_tokens", std::round(span(16, 4096, 1, 1e7)) },
                      { "concurrency", int(std::round(span(1, 512, 1, 100000))) },
                      { "context_length", int(std::round(span(256, 131072, 1, 1e7))) },
                      { "kv_cache_precision", precisions[integer(0, 5)] },
                      { "batching", chance(0.8) ? "continuous" : "none" } };
            if (chance(0.3))
                serving["latency_target_s"] = logUniform(0.5, 120);
            w["serving"] = serving;
        }

        json s = { { "format", "gpuplanner-scenario" }, { "version", 1 },
            { "name", "random " + std::to_string(index) },
            { "currency", chance(0.2) ? "USD" : "CNY" }, { "workload", w } };
        if (chance(0.6))
            s["duration_hours"] = std::round(span(1, 8760, 0.01, 1e6) * 100) / 100;
        if (chance(0.3))
            s["budget"] = std::round(span(100, 1e6, 1, 1e12));
        json data = json::object();
        if (chance(0.7))
            data["dataset_gb"] = span(0.1, 5000, 1e-3, 1e7);
        if (chance(0.5))
            data["checkpoint_gb"] = span(0.1, 500, 1e-3, 1e7);
        if (chance(0.2))
            data["prep_hours"] = uniform(0, 48);
        s["data"] = data;
        if (chance(0.2))
            s["overrides"] = { { "overhead_fraction", uniform(0, 0.2) },
                { "overhead_fixed_gb", uniform(0, 3) } };

        // Regions: always one hub region at multiplier 1.0 and one premium region (> 1), so every
        // scenario has a region comparison to check, plus any others.
        std::vector<std::string> regions;
        std::vector<std::string> hubs, premiums, others;
        for (const auto &r : c.regions)
            (r.priceMultiplier == 1.0         ? hubs
                    : r.priceMultiplier > 1.0 ? premiums
                                              : others)
                .push_back(r.id);
        regions.push_back(hubs[size_t(integer(0, int(hubs.size()) - 1))]);
        regions.push_back(premiums[size_t(integer(0, int(premiums.size()) - 1))]);
        for (const auto &r : c.regions)
            if (std::find(regions.begin(), regions.end(), r.id) == regions.end() && chance(0.25))
                regions.push_back(r.id);
        // Offerings: a few catalog ones, sometimes rented several at a time, sometimes an inline
        // one.
        json offerings = json::array();
        std::vector<std::string> ids;
        for (const auto &o : c.offerings)
            ids.push_back(o.id);
        std::shuffle(ids.begin(), ids.end(), m_rng);
        const int count = integer(1, 6);
        for (int i = 0; i < count; ++i)
            offerings.push_back(ids[size_t(i)]);
        if (chance(0.2))
            offerings.push_back({ { "offering", ids[size_t(count)] }, { "units", integer(1, 4) } });
        if (chance(0.2)) {
            json inlineOffer = { { "id", "own-quote" }, { "kind", "whole_card" },
                { "gpu", c.gpus[size_t(integer(0, int(c.gpus.size()) - 1))].id },
                { "price", { { "hourly", uniform(0.5, 30) } } } };
            if (chance(0.5))
                inlineOffer["price"]["monthly"] = uniform(300, 20000);
            if (chance(0.3))
                inlineOffer["region"] = regions.front();
            offerings.push_back(inlineOffer);
        }
        s["compare"] = { { "regions", regions }, { "offerings", offerings } };
        return s;
    }

private:
    int integer(int low, int high) { return std::uniform_int_distribution<int>(low, high)(m_rng); }
    double uniform(double low, double high)
    {
        return std::uniform_real_distribution<double>(low, high)(m_rng);
    }
    double logUniform(double low, double high)
    {
        return std::exp(uniform(std::log(low), std::log(high)));
    }
    bool chance(double p) { return uniform(0, 1) < p; }
    /// Log-uniform in the everyday range, or in the accepted one for an extreme scenario.
    double span(double low, double high, double lowest, double highest)
    {
        return m_extreme ? logUniform(lowest, highest) : logUniform(low, high);
    }

    std::mt19937 m_rng;
    bool m_extreme = false;
};

struct Case
{
    int index = 0;
    model::Scenario scenario;
};

/// What a failing property prints: enough to reproduce it.
QString describe(std::uint32_t seed, const Case &c, const QString &what)
{
    return QStringLiteral("%1\n  seed %2, scenario #%3:\n  %4")
        .arg(what)
        .arg(seed)
        .arg(c.index)
        .arg(QString::fromStdString(model::scenarioToJson(c.scenario).dump()));
}

/// The memory parts by name, for messages.
std::vector<std::pair<const char *, double>> parts(const model::MemoryBreakdown &m)
{
    return { { "weights", m.weights }, { "gradients", m.gradients }, { "optimizer", m.optimizer },
        { "activations", m.activations }, { "kv_cache", m.kvCache }, { "adapter", m.adapter },
        { "overhead", m.overhead }, { "host_offload", m.hostOffload }, { "total", m.total() } };
}

std::vector<std::pair<const char *, double>> costParts(const model::CostBreakdown &c)
{
    return { { "compute", c.compute }, { "storage", c.storage }, { "transfer", c.transfer },
        { "idle", c.idle }, { "prep", c.prep }, { "rework", c.rework }, { "other", c.other },
        { "total", c.total() } };
}

using gpuplanner::test::parseCsv; // tests/CliSupport.h

} // namespace

/// Fails the current test function with the scenario that broke `condition`.
#define PROPERTY(condition, c, what)                                                               \
    do {                                                                                           \
        if (!(condition))                                                                          \
            QFAIL(qPrintable(describe(m_seed, c, what)));                                          \
    } while (false)

class TestProperties : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void noNanInfOrNegative();
    void memoryMonotoneInParameters();
    void memoryMonotoneInSequenceAndBatch();
    void memoryMonotoneInServingLoad();
    void costMonotoneInDuration();
    void zeroShardingNeverRaisesModelState();
    void regionCostFollowsMultiplier();
    void csvAgreesWithJson();

private:
    std::uint32_t m_seed = kDefaultSeed;
    std::vector<Case> m_cases;
};

void TestProperties::initTestCase()
{
    m_seed = propertySeed();
    qInfo("property seed %u, %d scenarios (GPUPLANNER_PROPERTY_SEED overrides the seed)", m_seed,
        kScenarios);
    Generator generator(m_seed);
    for (int i = 0; i < kScenarios; ++i) {
        const std::string text = generator.scenario(i).dump();
        try {
            Case c { i,
                model::parseScenario(
                    text, "random-" + std::to_string(i) + ".json", test::catalog(), nullptr) };
            // The ranges' fewest samples: the properties hold for any count, and 400 scenarios
            // at 2,048 samples took minutes under the sanitizers.
            c.scenario.uncertainty.samples = 16;
            m_cases.push_back(std::move(c));
        } catch (const std::exception &e) {
            QFAIL(qPrintable(
                QStringLiteral("generator made an invalid scenario #%1 (seed %2): %3\n  %4")
                    .arg(i)
                    .arg(m_seed)
                    .arg(QString::fromUtf8(e.what()), QString::fromStdString(text))));
        }
    }
    QCOMPARE(int(m_cases.size()), kScenarios);
}

void TestProperties::noNanInfOrNegative()
{
    // Every number of the analysis (evaluate, budget and break-even sweeps, advisor) is a real,
    // non-negative quantity: bytes, hours, money.
    const model::Catalog &catalog = test::catalog();
    for (const Case &c : m_cases) {
        const model::Result r = model::analyze(catalog, c.scenario);
        PROPERTY(
            std::isfinite(r.params) && r.params > 0, c, QStringLiteral("params %1").arg(r.params));
        PROPERTY(
            finiteNonNegative(r.totalFlop), c, QStringLiteral("total FLOP %1").arg(r.totalFlop));
        for (const auto &[name, value] : parts(r.memory))
            PROPERTY(finiteNonNegative(value), c,
                QStringLiteral("memory.%1 = %2").arg(QLatin1String(name)).arg(value));
        PROPERTY(!r.options.empty(), c, QStringLiteral("no options"));
        for (const model::OptionResult &o : r.options) {
            const QString id = QString::fromStdString(o.id);
            for (const auto &[name, value] : costParts(o.cost))
                PROPERTY(finiteNonNegative(value), c,
                    QStringLiteral("%1: cost.%2 = %3").arg(id, QLatin1String(name)).arg(value));
            const std::pair<const char *, double> numbers[] = { { "gpu_hours", o.gpuHours },
                { "wall_hours", o.wallHours }, { "compute_hours", o.computeHours },
                { "transfer_hours", o.transferHours },
                { "communication_hours", o.communicationHours }, { "rework_hours", o.reworkHours },
                { "prep_hours", o.prepHours }, { "memory_per_gpu_bytes", o.memoryPerGpuBytes },
                { "capacity_bytes", o.capacityBytes }, { "usable_bytes", o.usableBytes },
                { "serving_capacity", o.servingCapacityRequestsPerDay },
                { "request_seconds", o.requestSeconds },
                { "decode_step_seconds", o.decodeStepSeconds }, { "billed_units", o.billedUnits } };
            for (const auto &[name, value] : numbers)
                PROPERTY(finiteNonNegative(value), c,
                    QStringLiteral("%1: %2 = %3").arg(id, QLatin1String(name)).arg(value));
            PROPERTY(std::isfinite(o.headroomBytes), c,
                QStringLiteral("%1: headroom %2").arg(id).arg(o.headroomBytes));
            PROPERTY(o.gpus >= 1 && o.units >= 1, c,
                QStringLiteral("%1: %2 GPUs in %3 units").arg(id).arg(o.gpus).arg(o.units));
            // Ranges (issue 17): ordered percentiles, shares between 0 and 1.
            const model::Percentiles &t = o.range.totalCost, &h = o.range.wallHours;
            PROPERTY(finiteNonNegative(t.p10) && t.p10 <= t.p50 && t.p50 <= t.p90 && h.p10 <= h.p50 && h.p50 <= h.p90, c,
                QStringLiteral("%1: range %2/%3/%4").arg(id).arg(t.p10).arg(t.p50).arg(t.p90));
            for (double share : { o.probabilityCheapest, o.probabilityUndercut, o.probabilityNotFitting })
                PROPERTY(share >= 0 && share <= 1, c, QStringLiteral("%1: share %2").arg(id).arg(share));
        }
        for (const auto &[id, hours] : r.budgetRuntimeHours)
            PROPERTY(finiteNonNegative(hours), c,
                QStringLiteral("budget runtime of %1: %2")
                    .arg(QString::fromStdString(id))
                    .arg(hours));
        for (const model::BreakEven &b : r.breakEven)
            PROPERTY(std::isfinite(b.hours) && b.hours > 0, c,
                QStringLiteral("break-even %1 vs %2: %3")
                    .arg(QString::fromStdString(b.a), QString::fromStdString(b.b))
                    .arg(b.hours));
    }
}

namespace {
/// Every memory part of `more` is at least that of `less`, and so is every option's per-GPU need
/// (options matched by id). Returns "" or what grew the wrong way.
QString memoryGrew(const model::Result &less, const model::Result &more)
{
    const auto a = parts(less.memory);
    const auto b = parts(more.memory);
    for (size_t i = 0; i < a.size(); ++i)
        if (!atMost(a[i].second, b[i].second))
            return QStringLiteral("memory.%1 fell from %2 to %3")
                .arg(QLatin1String(a[i].first))
                .arg(a[i].second)
                .arg(b[i].second);
    for (const model::OptionResult &o : less.options) {
        const model::OptionResult *other = more.option(o.id);
        if (!other)
            return QStringLiteral("option %1 disappeared").arg(QString::fromStdString(o.id));
        if (!atMost(o.memoryPerGpuBytes, other->memoryPerGpuBytes))
            return QStringLiteral("%1: memory per GPU fell from %2 to %3")
                .arg(QString::fromStdString(o.id))
                .arg(o.memoryPerGpuBytes)
                .arg(other->memoryPerGpuBytes);
    }
    return {};
}
} // namespace

void TestProperties::memoryMonotoneInParameters()
{
    // More parameters (the "params" slider, same architecture) never need less memory.
    const model::Catalog &catalog = test::catalog();
    for (const Case &c : m_cases) {
        const double params = model::countParams(c.scenario.workload.arch).total;
        model::Result previous = model::evaluate(catalog, c.scenario);
        for (double factor : { 1.01, 1.5, 4.0 }) {
            model::Scenario bigger = c.scenario;
            bigger.workload.arch.paramsOverride = std::min(1e15, params * factor);
            const model::Result next = model::evaluate(catalog, bigger);
            const QString why = memoryGrew(previous, next);
            PROPERTY(why.isEmpty(), c, QStringLiteral("params × %1: %2").arg(factor).arg(why));
            previous = next;
        }
    }
}

void TestProperties::memoryMonotoneInSequenceAndBatch()
{
    // Training: a longer sequence or a larger micro-batch never needs less memory.
    const model::Catalog &catalog = test::catalog();
    int checked = 0;
    for (const Case &c : m_cases) {
        if (!model::isTraining(c.scenario.workload.kind))
            continue;
        ++checked;
        const model::Result base = model::evaluate(catalog, c.scenario);
        model::Result previous = base;
        for (int seq : { 2, 4, 16 }) {
            model::Scenario longer = c.scenario;
            longer.workload.sequenceLength = int(std::min(
                10'000'000LL, static_cast<long long>(c.scenario.workload.sequenceLength) * seq));
            const model::Result next = model::evaluate(catalog, longer);
            const QString why = memoryGrew(previous, next);
            PROPERTY(
                why.isEmpty(), c, QStringLiteral("sequence length × %1: %2").arg(seq).arg(why));
            previous = next;
        }
        previous = base;
        for (int extra : { 1, 2, 8 }) {
            model::Scenario larger = c.scenario;
            larger.workload.microBatchSize
                = std::min(1'000'000, c.scenario.workload.microBatchSize + extra);
            const model::Result next = model::evaluate(catalog, larger);
            const QString why = memoryGrew(previous, next);
            PROPERTY(why.isEmpty(), c, QStringLiteral("micro-batch + %1: %2").arg(extra).arg(why));
            previous = next;
        }
    }
    QVERIFY(checked > kScenarios / 2); // 4 of the 5 kinds train
}

void TestProperties::memoryMonotoneInServingLoad()
{
    // Inference: more concurrent sequences or a longer context never need less memory.
    const model::Catalog &catalog = test::catalog();
    int checked = 0;
    for (const Case &c : m_cases) {
        if (model::isTraining(c.scenario.workload.kind))
            continue;
        ++checked;
        const model::Serving &serving = c.scenario.workload.serving;
        const model::Result base = model::evaluate(catalog, c.scenario);
        model::Result previous = base;
        for (int factor : { 2, 4, 32 }) {
            model::Scenario busier = c.scenario;
            busier.workload.serving.concurrency
                = int(std::min(100'000LL, static_cast<long long>(serving.concurrency) * factor));
            const model::Result next = model::evaluate(catalog, busier);
            const QString why = memoryGrew(previous, next);
            PROPERTY(why.isEmpty(), c, QStringLiteral("concurrency × %1: %2").arg(factor).arg(why));
            previous = next;
        }
        previous = base;
        for (int factor : { 2, 4, 32 }) {
            model::Scenario longer = c.scenario;
            longer.workload.serving.contextLength = int(
                std::min(10'000'000LL, static_cast<long long>(serving.contextLength) * factor));
            const model::Result next = model::evaluate(catalog, longer);
            const QString why = memoryGrew(previous, next);
            PROPERTY(
                why.isEmpty(), c, QStringLiteral("context length × %1: %2").arg(factor).arg(why));
            previous = next;
        }
    }
    QVERIFY(checked > 0);
}

void TestProperties::costMonotoneInDuration()
{
    // A longer rental never costs less: every option's total over growing fixed periods (what
    // evaluate bills), and every cost curve of the charts (Sweep).
    const model::Catalog &catalog = test::catalog();
    const std::vector<double> hours = model::sweepHours(48);
    for (const Case &c : m_cases) {
        model::Result previous;
        double previousHours = 0;
        for (double h : { 1.0, 10.0, 47.5, 170.0, 721.0, 2000.0, 8761.0 }) {
            model::Scenario fixed = c.scenario;
            fixed.durationHours = h;
            model::Result next = model::evaluate(catalog, fixed);
            for (const model::OptionResult &o : previous.options) {
                const model::OptionResult *later = next.option(o.id);
                PROPERTY(later, c,
                    QStringLiteral("option %1 disappeared").arg(QString::fromStdString(o.id)));
                PROPERTY(atMost(o.cost.total(), later->cost.total()), c,
                    QStringLiteral("%1 costs %2 for %3 h but %4 for %5 h")
                        .arg(QString::fromStdString(o.id))
                        .arg(o.cost.total())
                        .arg(previousHours)
                        .arg(later->cost.total())
                        .arg(h));
            }
            previous = std::move(next);
            previousHours = h;
        }
        const model::Result r = model::evaluate(catalog, c.scenario);
        for (const model::CostCurve &curve : model::costCurves(catalog, c.scenario, r, hours))
            for (size_t i = 1; i < curve.cost.size(); ++i)
                PROPERTY(atMost(curve.cost[i - 1], curve.cost[i]), c,
                    QStringLiteral("cost curve of %1 falls from %2 at %3 h to %4 at %5 h")
                        .arg(QString::fromStdString(curve.optionId))
                        .arg(curve.cost[i - 1])
                        .arg(hours[i - 1])
                        .arg(curve.cost[i])
                        .arg(hours[i]));
    }
}

void TestProperties::zeroShardingNeverRaisesModelState()
{
    // ZeRO stage 1–3 shards model states over the GPUs (Rajbhandari et al. 2020): adding GPUs
    // never raises weights + gradients + optimizer states per GPU (LoRA: the adapters' states are
    // not sharded, so they stay level), nor the per-GPU total.
    const model::Catalog &catalog = test::catalog();
    int checked = 0;
    for (const Case &c : m_cases) {
        if (!model::isTraining(c.scenario.workload.kind))
            continue;
        model::Scenario s = c.scenario;
        if (s.workload.zeroStage == 0)
            s.workload.zeroStage = 1 + c.index % 3;
        const model::CatalogDefaults d = model::effectiveDefaults(catalog, s);
        const model::ParamCount params = model::countParams(s.workload.arch);
        const model::WeightFormat *format = s.workload.weightFormat.empty()
            ? nullptr
            : catalog.weightFormat(s.workload.weightFormat);
        const Case shown { c.index, s };
        double previousState = 0, previousTotal = 0;
        int previousGpus = 0;
        for (int gpus : { 1, 2, 3, 4, 8, 16, 64, 1000, 100000 }) {
            const model::MemoryBreakdown m
                = model::estimateMemory(s.workload.arch, params, s.workload, d, gpus, format);
            const double state = m.weights + m.gradients + m.optimizer;
            if (previousGpus > 0) {
                PROPERTY(atMost(state, previousState), shown,
                    QStringLiteral(
                        "ZeRO-%1: model states per GPU rise from %2 on %3 GPUs to %4 on %5")
                        .arg(s.workload.zeroStage)
                        .arg(previousState)
                        .arg(previousGpus)
                        .arg(state)
                        .arg(gpus));
                PROPERTY(atMost(m.total(), previousTotal), shown,
                    QStringLiteral("ZeRO-%1: memory per GPU rises from %2 on %3 GPUs to %4 on %5")
                        .arg(s.workload.zeroStage)
                        .arg(previousTotal)
                        .arg(previousGpus)
                        .arg(m.total())
                        .arg(gpus));
            }
            previousState = state;
            previousTotal = m.total();
            previousGpus = gpus;
        }
        ++checked;
    }
    QVERIFY(checked > kScenarios / 2);
}

void TestProperties::regionCostFollowsMultiplier()
{
    // The same catalog offering costs more where the region's price multiplier is higher, never
    // less: a hub region (1.0) never loses to a premium one (1.16–1.18, catalog.json). Inline
    // offerings are priced as written, in no region's terms, and are left out.
    const model::Catalog &catalog = test::catalog();
    int pairs = 0;
    for (const Case &c : m_cases) {
        const model::Result r = model::evaluate(catalog, c.scenario);
        const std::vector<model::Offering> offerings = model::resolveOfferings(catalog, c.scenario);
        const model::OfferingsById byId = model::offeringsById(offerings);
        for (const model::OptionResult &a : r.options) {
            QVERIFY(byId.count(a.offeringId));
            const model::Offering *offering = byId.at(a.offeringId);
            if (offering->inlinePrice)
                continue;
            for (const model::OptionResult &b : r.options) {
                if (b.offeringId != a.offeringId || b.region == a.region)
                    continue;
                const double ma = catalog.region(a.region)->priceMultiplier;
                const double mb = catalog.region(b.region)->priceMultiplier;
                if (ma > mb)
                    continue;
                ++pairs;
                PROPERTY(atMost(a.cost.total(), b.cost.total()), c,
                    QStringLiteral(
                        "%1 (multiplier %2) costs %3, more than %4 (multiplier %5) at %6")
                        .arg(QString::fromStdString(a.id))
                        .arg(ma)
                        .arg(a.cost.total())
                        .arg(QString::fromStdString(b.id))
                        .arg(mb)
                        .arg(b.cost.total()));
                if (ma < mb)
                    PROPERTY(a.cost.total() - a.cost.storage <= b.cost.total() - b.cost.storage, c,
                        QStringLiteral("%1: GPU time not cheaper than in %2")
                            .arg(QString::fromStdString(a.id), QString::fromStdString(b.id)));
            }
        }
    }
    QVERIFY(pairs > kScenarios); // every scenario compares a hub and a premium region
}

void TestProperties::csvAgreesWithJson()
{
    // The two exports of one Result say the same: one CSV row per JSON option, in order, and each
    // money and hour cell is the JSON number rounded to 2 decimals (ResultExport.cpp: num(v, 2)).
    const model::Catalog &catalog = test::catalog();
    const std::pair<const char *, const char *> columns[]
        = { { "cost_total", "total" }, { "cost_compute", "compute" }, { "cost_storage", "storage" },
              { "cost_transfer", "transfer" }, { "cost_idle", "idle" }, { "cost_prep", "prep" },
              { "cost_rework", "rework" }, { "cost_other", "other" } };
    for (const Case &c : m_cases) {
        const model::Result r = model::analyze(catalog, c.scenario);
        const QByteArray csv = ui::ResultExport::toCsv(r, catalog, { false, true });
        const QByteArray jsonText = ui::ResultExport::toJson(r, &catalog, &c.scenario);
        const json j = json::parse(jsonText.constData());
        const auto rows = parseCsv(QString::fromUtf8(csv));
        const json &options = j.at("options");
        PROPERTY(rows.size() == qsizetype(options.size()) + 1, c,
            QStringLiteral("%1 CSV rows for %2 options").arg(rows.size() - 1).arg(options.size()));
        const QStringList header = rows.first();
        for (qsizetype i = 0; i < qsizetype(options.size()); ++i) {
            const json &o = options[size_t(i)];
            const QStringList &row = rows[i + 1];
            PROPERTY(row.size() == header.size(), c,
                QStringLiteral("row %1 has %2 cells").arg(i + 1).arg(row.size()));
            PROPERTY(row[header.indexOf(QStringLiteral("id"))]
                    == QString::fromStdString(o.at("id").get<std::string>()),
                c, QStringLiteral("row %1 is %2").arg(i + 1).arg(row.first()));
            auto agrees = [&](const QString &column, double expected, QString &why) {
                bool ok = false;
                const double got = row[header.indexOf(column)].toDouble(&ok);
                if (!ok || std::abs(got - expected) > 0.005 + kRelative * std::abs(expected))
                    why = QStringLiteral("%1 %2: CSV \"%3\", JSON %4")
                              .arg(QString::fromStdString(o.at("id").get<std::string>()), column,
                                  row[header.indexOf(column)])
                              .arg(expected, 0, 'g', 17);
                return why.isEmpty();
            };
            QString why;
            for (const auto &[column, key] : columns)
                PROPERTY(
                    agrees(QLatin1String(column), o.at("cost").at(key).get<double>(), why), c, why);
            PROPERTY(
                agrees(QStringLiteral("gpu_hours"), o.at("gpu_hours").get<double>(), why), c, why);
            PROPERTY(agrees(QStringLiteral("wall_hours"), o.at("wall_hours").get<double>(), why), c,
                why);
            PROPERTY(agrees(QStringLiteral("memory_per_gpu_gb"),
                         o.at("memory_per_gpu_bytes").get<double>() / 1e9, why),
                c, why);
        }
    }
}

QTEST_GUILESS_MAIN(TestProperties)
#include "tst_properties.moc"
