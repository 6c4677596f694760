// Ranges (issue 17): every option's P10/P50/P90 from seeded quasi-random samples of the inputs
// nobody knows exactly (catalog defaults.uncertainty), the odds of being cheapest, and what drives
// the recommended option's cost. End to end: example scenario → analyze() → the result JSON.

#include "TestSupport.h"

#include "Advisor.h"
#include "Evaluate.h"
#include "Uncertainty.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <cmath>
#include <stdexcept>

using namespace gpuplanner;

namespace {

model::Scenario example(const char *name)
{
    const std::string file = std::string("resources/examples/") + name + ".json";
    return model::parseScenario(test::readSourceFile(file), file, test::catalog(), nullptr);
}

/// The option `id` of `r` (or its recommended one), which the test needs to be there.
const model::OptionResult &optionOf(const model::Result &r, const std::string &id = {})
{
    const model::OptionResult *o = id.empty() ? r.best() : r.option(id);
    if (!o)
        throw std::runtime_error("no option " + id);
    return *o;
}

double width(const model::Percentiles &p)
{
    return p.p90 - p.p10;
}

} // namespace

class TestUncertainty : public QObject
{
    Q_OBJECT
private slots:
    void samplingIsStandard();
    void percentilesAreOrdered();
    void rangesOffGiveThePointEstimate();
    void wideningAnInputWidensTheRange();
    void oddsOfBeingCheapestSumToOne();
    void sameScenarioSameBytes();
    void aTieSaysWhatSeparates();
    void runningOutOfMemoryIsNotCheapest();
    void pointEstimateUnchanged();
    void scenarioSettingsReadAndSaved();
};

void TestUncertainty::samplingIsStandard()
{
    // Standard normal quantiles (any statistics table): 0.9 → 1.28155, 0.975 → 1.95996.
    QVERIFY(std::abs(model::normalQuantile(0.9) - 1.2815516) < 1e-6);
    QVERIFY(std::abs(model::normalQuantile(0.975) - 1.9599640) < 1e-6);
    QVERIFY(std::abs(model::normalQuantile(0.5)) < 1e-12);
    // A spread's P10 and P90 are its factors at z = ∓1.28155, its median 1.
    const model::Spread mfu{0.77, 1.29};
    QVERIFY(std::abs(model::spreadFactor(mfu, -1.2815515655446004) - 0.77) < 1e-12);
    QVERIFY(std::abs(model::spreadFactor(mfu, 1.2815515655446004) - 1.29) < 1e-12);
    QCOMPARE(model::spreadFactor(mfu, 0.0), 1.0);
    // Halton points in [0, 1), the same for the same seed, others for another.
    const auto a = model::haltonPoints(64, 9, 7), b = model::haltonPoints(64, 9, 7), c = model::haltonPoints(64, 9, 8);
    QCOMPARE(a, b);
    QVERIFY(a != c);
    for (double v : a)
        QVERIFY(v >= 0 && v < 1);
}

void TestUncertainty::percentilesAreOrdered()
{
    for (const char *name : {"lora-7b", "qwen2.5-7b-inference-month", "full-finetune-7b"}) {
        const model::Result r = model::analyze(test::catalog(), example(name));
        QCOMPARE(r.uncertaintySamples, 2048); // catalog defaults.uncertainty
        for (const auto &o : r.options) {
            QVERIFY2(o.range.totalCost.p10 <= o.range.totalCost.p50 && o.range.totalCost.p50 <= o.range.totalCost.p90,
                     o.id.c_str());
            QVERIFY2(o.range.wallHours.p10 <= o.range.wallHours.p50 && o.range.wallHours.p50 <= o.range.wallHours.p90,
                     o.id.c_str());
        }
        // The recommended option's range is a range: MFU alone moves it by about ±25%.
        const model::OptionResult &best = optionOf(r);
        QVERIFY(width(best.range.totalCost) > 0.1 * best.cost.total());
    }
}

void TestUncertainty::rangesOffGiveThePointEstimate()
{
    model::Scenario s = example("lora-7b");
    s.uncertainty.enabled = false;
    const model::Result r = model::analyze(test::catalog(), s);
    QCOMPARE(r.uncertaintySamples, 0);
    QVERIFY(r.sensitivity.empty());
    double odds = 0;
    for (const auto &o : r.options) {
        const double total = o.cost.total();
        QCOMPARE(o.range.totalCost.p10, total);
        QCOMPARE(o.range.totalCost.p50, total);
        QCOMPARE(o.range.totalCost.p90, total);
        QCOMPARE(o.range.wallHours.p50, o.wallHours);
        odds += o.probabilityCheapest;
    }
    QCOMPARE(odds, 1.0);
    // Cheapest for sure: the cheapest ranked option, the recommended RTX 4090 in Guizhou (44.00
    // CNY), sharing it with the same card at the same price in Inner Mongolia; nothing undercuts it.
    QCOMPARE(optionOf(r).probabilityCheapest, 0.5);
    QCOMPARE(optionOf(r, "rtx4090-24gb-card@inner_mongolia").probabilityCheapest, 0.5);
    QCOMPARE(optionOf(r).probabilityUndercut, 0.0);
    QCOMPARE(optionOf(r, "a100-80gb-card@beijing").probabilityUndercut, 1.0);
}

void TestUncertainty::wideningAnInputWidensTheRange()
{
    model::Scenario s = example("lora-7b");
    const model::Result before = model::analyze(test::catalog(), s);
    QVERIFY(!before.sensitivity.empty());
    // The catalog's spreads put the price over the rental (0.9–1.1: 39.60–48.40 CNY) first for
    // this one-day job bought by the hour, before the tokens to train (0.9–1.2) and MFU
    // (0.97–1.11: at 1.11× the 20.9 h job takes 18.8 h, 41.41 CNY).
    QCOMPARE(before.sensitivity.front().input, std::string("price"));
    QCOMPARE(before.sensitivity.at(2).input, std::string("mfu"));
    const std::string id = optionOf(before).id;
    // An MFU that may halve or double: the range widens and MFU goes to the top.
    model::Scenario unsure = s;
    unsure.uncertainty.inputs["mfu"] = {0.5, 2.0};
    const model::Result slower = model::analyze(test::catalog(), unsure);
    QVERIFY(width(optionOf(slower, id).range.totalCost) > width(optionOf(before, id).range.totalCost));
    QCOMPARE(slower.sensitivity.front().input, std::string("mfu"));
    // Prices that may halve or double over the rental: the range widens, price goes to the top.
    s.uncertainty.inputs["price"] = {0.5, 2.0};
    const model::Result after = model::analyze(test::catalog(), s);
    QVERIFY(width(optionOf(after, id).range.totalCost) > width(optionOf(before, id).range.totalCost));
    QCOMPARE(after.sensitivity.front().input, std::string("price"));
    // The swing at the top: 0.5× and 2× the point total, the other inputs at their median.
    const double total = optionOf(after).cost.total();
    QVERIFY(std::abs(after.sensitivity.front().lowTotal - 0.5 * total) < 0.02 * total);
    QVERIFY(std::abs(after.sensitivity.front().highTotal - 2.0 * total) < 0.02 * total);
}

void TestUncertainty::oddsOfBeingCheapestSumToOne()
{
    for (const char *name : {"lora-7b", "pretrain-8-cards", "qwen2.5-7b-inference-month"}) {
        const model::Result r = model::analyze(test::catalog(), example(name));
        double ranked = 0, unranked = 0;
        for (const auto &o : r.options)
            (o.rank > 0 ? ranked : unranked) += o.probabilityCheapest;
        QVERIFY2(std::abs(ranked - 1.0) < 1e-12, name);
        QCOMPARE(unranked, 0.0);
        // Against the recommended option: never cheaper than itself, a share for the others.
        for (const auto &o : r.options)
            QVERIFY2(o.probabilityCheaperThanBest >= 0 && o.probabilityCheaperThanBest <= 1, o.id.c_str());
        QCOMPARE(optionOf(r).probabilityCheaperThanBest, 0.0);
    }
    // The same card at the same price in Guizhou and Inner Mongolia: they share being the
    // cheapest, and nothing undercuts the recommended one.
    const model::Result lora = model::analyze(test::catalog(), example("lora-7b"));
    QCOMPARE(optionOf(lora, "rtx4090-24gb-card@guizhou").probabilityCheapest,
             optionOf(lora, "rtx4090-24gb-card@inner_mongolia").probabilityCheapest);
    QCOMPARE(optionOf(lora, "rtx4090-24gb-card@guizhou").probabilityCheapest, 0.5);
    QCOMPARE(optionOf(lora).probabilityUndercut, 0.0);
    QCOMPARE(optionOf(lora, "a100-80gb-card@beijing").probabilityUndercut, 1.0);
}

void TestUncertainty::sameScenarioSameBytes()
{
    const model::Scenario s = example("lora-7b");
    const std::string a = model::resultToJson(model::analyze(test::catalog(), s)).dump();
    const std::string b = model::resultToJson(model::analyze(test::catalog(), s)).dump();
    QCOMPARE(a, b);
    const nlohmann::json j = nlohmann::json::parse(a);
    QCOMPARE(j.at("uncertainty").at("samples").get<int>(), 2048);
    QVERIFY(j.at("options").at(0).at("range").at("total_cost").contains("p90"));
    QVERIFY(j.at("sensitivity").at(0).contains("high_total"));
}

void TestUncertainty::aTieSaysWhatSeparates()
{
    // 12,500 users a day on spot RTX 3090s or RTX 4090s in Guizhou: at the point estimate the
    // 4090 needs two replicas and the 3090 three (1,803 vs 1,859 CNY), and a few percent more or
    // fewer requests move either across a replica: the 3090 is cheaper in about 60% of the
    // samples, a tie that the number of requests decides.
    model::Scenario s = example("qwen2.5-7b-inference-month");
    s.workload.serving.usersPerDay = 12500;
    s.compareRegions = {"guizhou"};
    s.offerings = {model::OfferingChoice::catalogEntry("rtx3090-24gb-spot"),
                   model::OfferingChoice::catalogEntry("rtx4090-24gb-spot")};
    const model::Result r = model::analyze(test::catalog(), s);
    const model::OptionResult &second = optionOf(r, "rtx3090-24gb-spot@guizhou");
    QCOMPARE(second.rank, 2);
    QVERIFY2(model::isTie(second), std::to_string(second.probabilityCheaperThanBest).c_str());
    QCOMPARE(second.separatingInput, std::string("requests_per_day"));
    QCOMPARE(optionOf(r).separatingInput, std::string()); // the recommended option ties with nothing
    // Pinned down (no spread in requests), the tie is decided by something else or not a tie.
    s.uncertainty.inputs["requests_per_day"] = {1.0, 1.0};
    const model::Result pinned = model::analyze(test::catalog(), s);
    QVERIFY(optionOf(pinned, "rtx3090-24gb-spot@guizhou").separatingInput != "requests_per_day");
}

void TestUncertainty::runningOutOfMemoryIsNotCheapest()
{
    // LoRA at 3,200 tokens, three sequences a micro-batch: 21.9 GiB on a 24 GB card (23.5 GiB
    // that CUDA gives), which fits at the estimate but not when the framework's overhead is drawn
    // near its P90 (1.5×): the recommended RTX 4090 D runs out of memory in about 3% of the
    // samples, and in those the
    // A100, the cheapest card that still runs, is the cheapest. A fresh user found the 4090 D
    // called the cheapest in 100% of cases while 4% of them crashed.
    model::Scenario s = example("lora-7b");
    s.workload.sequenceLength = 3200;
    s.workload.microBatchSize = 3;
    s.compareRegions = {"guizhou"};
    s.offerings.clear();
    for (const char *id : {"rtx4090-24gb-card", "rtx4090d-24gb-card", "a100-80gb-card", "rtx3090-24gb-card"})
        s.offerings.push_back(model::OfferingChoice::catalogEntry(id));
    const model::Result r = model::analyze(test::catalog(), s);
    const model::OptionResult &best = optionOf(r);
    QCOMPARE(best.id, std::string("rtx4090d-24gb-card@guizhou"));
    QVERIFY2(best.probabilityNotFitting > 0.02 && best.probabilityNotFitting < 0.06, std::to_string(best.probabilityNotFitting).c_str());
    QCOMPARE(best.probabilityCheapest, 1.0 - best.probabilityNotFitting);
    QCOMPARE(best.probabilityUndercut, best.probabilityNotFitting);
    QVERIFY(optionOf(r, "a100-80gb-card@guizhou").probabilityCheapest > 0.02);
    double sum = 0;
    for (const auto &o : r.options)
        sum += o.probabilityCheapest;
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
}

void TestUncertainty::pointEstimateUnchanged()
{
    // The ranges are added beside the figures of the earlier issues, which stay as they were.
    const model::Scenario s = example("lora-7b");
    const model::Result estimate = model::evaluate(test::catalog(), s);
    const model::Result analysed = model::analyze(test::catalog(), s);
    for (const auto &o : estimate.options) {
        QCOMPARE(optionOf(analysed, o.id).cost.total(), o.cost.total());
        QCOMPARE(optionOf(analysed, o.id).wallHours, o.wallHours);
    }
    QVERIFY(std::abs(optionOf(analysed).cost.total() - 44.00) < 0.005); // tst_billing, the 4090's day
}

void TestUncertainty::scenarioSettingsReadAndSaved()
{
    const char *text = R"({"format": "gpuplanner-scenario", "version": 1,
        "workload": {"kind": "lora", "model": "llama-2-7b"},
        "uncertainty": {"enabled": false, "samples": 64, "seed": 42, "inputs": {"price": {"p10": 0.8, "p90": 1.5}}}})";
    const model::Scenario s = model::parseScenario(text, "u.json", test::catalog(), nullptr);
    QVERIFY(!s.uncertainty.enabled);
    QCOMPARE(*s.uncertainty.samples, 64);
    const auto u = model::uncertaintySettings(test::catalog(), s);
    QCOMPARE(u.seed, std::uint64_t(42));
    QCOMPARE(u.inputs[size_t(model::uncertainInputIndex("price"))].p90, 1.5);
    QCOMPARE(u.inputs[size_t(model::uncertainInputIndex("mfu"))].p10, 0.97); // the catalog's
    const nlohmann::json saved = model::scenarioToJson(s);
    QCOMPARE(saved.at("uncertainty").at("inputs").at("price").at("p10").get<double>(), 0.8);
    QCOMPARE(saved.at("uncertainty").at("enabled").get<bool>(), false);
    // A factor outside its bounds names the field.
    try {
        model::parseScenario(R"({"format": "gpuplanner-scenario", "version": 1, "workload": {"kind": "lora", "model": "llama-2-7b"},
            "uncertainty": {"inputs": {"mfu": {"p10": 1.5, "p90": 2}}}})",
                             "u.json", test::catalog(), nullptr);
        QFAIL("accepted a P10 factor above 1");
    } catch (const std::exception &e) {
        QVERIFY2(std::string(e.what()).find("uncertainty.inputs.mfu.p10") != std::string::npos, e.what());
    }
    // A key a spread does not have is said, not ignored (a fresh user's "p50": 1 went unsaid);
    // so are fewer than 16 samples, too few for a P10 and a P90.
    const model::Scenario extra = model::parseScenario(
        R"({"format": "gpuplanner-scenario", "version": 1, "workload": {"kind": "lora", "model": "llama-2-7b"},
            "uncertainty": {"inputs": {"mfu": {"p10": 0.7, "p50": 1, "p90": 1.3}}}})",
        "u.json", test::catalog(), nullptr);
    QVERIFY(std::any_of(extra.loadWarnings.begin(), extra.loadWarnings.end(), [](const std::string &w) {
        return w.find("uncertainty.inputs.mfu.p50: unknown field, ignored") != std::string::npos;
    }));
    try {
        model::parseScenario(R"({"format": "gpuplanner-scenario", "version": 1, "workload": {"kind": "lora", "model": "llama-2-7b"},
            "uncertainty": {"samples": 1}})",
                             "u.json", test::catalog(), nullptr);
        QFAIL("accepted one sample");
    } catch (const std::exception &e) {
        QVERIFY2(std::string(e.what()).find("uncertainty.samples: 1 is outside the allowed range 16 to 4096") != std::string::npos,
                 e.what());
    }
}

QTEST_APPLESS_MAIN(TestUncertainty)
#include "tst_uncertainty.moc"
