// Billing, storage, region multipliers, currency and per-option cost, against hand calculations.

#include "TestSupport.h"

#include "Cost.h"
#include "Advisor.h"
#include "Evaluate.h"

#include <QtTest>

using namespace gpuplanner;

namespace {
model::Scenario loraScenario()
{
    model::Scenario s;
    s.workload.kind = model::WorkloadKind::Lora;
    s.workload.modelSource = model::ModelSource::Inline;
    s.workload.arch = test::llama2Arch(7.0e9);
    s.workload.trainTokens = 1e8;
    return s;
}

const model::OptionResult *option(const model::Result &r, const std::string &id)
{
    for (const auto &o : r.options)
        if (o.id == id)
            return &o;
    return nullptr;
}
} // namespace

class TestCost : public QObject
{
    Q_OBJECT
private slots:
    void billing_data();
    void billing();
    void storage();
    void regionRatios();
    void sliceRatios();
    void optionCostByHand();
    void inlineOfferingKeepsItsPrice();
    void usdConversion();
    void minimumTermAndSpot();
    void laterKeysPresentAndEmpty();
    void explanationsReproduceTheNumbers();
};

void TestCost::billing_data()
{
    QTest::addColumn<double>("hours");
    QTest::addColumn<QString>("plan");
    QTest::addColumn<double>("units");
    QTest::addColumn<double>("cost");
    // Price: 7.0 per hour or 3430 per month of 720 h. Units round up (docs/DOMAIN.md, Billing
    // and cost).
    QTest::newRow("10.2 h → 11 hours") << 10.2 << "hourly" << 11.0 << 77.0;
    QTest::newRow("exactly 24 h") << 24.0 << "hourly" << 24.0 << 168.0;
    // 490 h hourly = 3430: a tie keeps the first (hourly) plan.
    QTest::newRow("490 h: break-even") << 490.0 << "hourly" << 490.0 << 3430.0;
    QTest::newRow("500 h → monthly") << 500.0 << "monthly" << 1.0 << 3430.0;
    // A month and an hour beats two months and 721 hours (issue: cheapest valid mix, named).
    QTest::newRow("721 h → month + hour") << 721.0 << "monthly+hourly" << 1.0 << 3437.0;
    QTest::newRow("1200 h → month + 480 h") << 1200.0 << "monthly+hourly" << 1.0 << 6790.0;
    QTest::newRow("1300 h → 2 months") << 1300.0 << "monthly" << 2.0 << 6860.0;
    QTest::newRow("1000 h → month + 280 h") << 1000.0 << "monthly+hourly" << 1.0 << 5390.0;
}

void TestCost::billing()
{
    QFETCH(double, hours);
    QFETCH(QString, plan);
    QFETCH(double, units);
    QFETCH(double, cost);
    model::Price price;
    price.hourly = 7.0;
    price.monthly = 3430.0;
    const auto b = model::chooseBilling(price, hours, 1.0, test::catalog().defaults);
    QCOMPARE(QString::fromStdString(b.name()), plan);
    QCOMPARE(b.mainUnits(), units);
    QVERIFY(std::abs(b.cost - cost) < 1e-9);
}

void TestCost::storage()
{
    // 80 GB kept 25 h with 50 GB free at 0.0066 per GB-day: 30 × 0.0066 × 2 days = 0.396.
    const model::StorageTerms terms{0.0066, 50};
    QVERIFY(std::abs(model::storageCost(terms, 80, 25, 1.0, 24) - 0.396) < 1e-12);
    QCOMPARE(model::storageCost(terms, 40, 1000, 1.0, 24), 0.0);
}

void TestCost::regionRatios()
{
    // docs/DOMAIN.md, Regions: whole cards in Beijing/Shanghai/Shenzhen cost 15–20% more than in
    // the west (whole-card vs slice article).
    const auto &c = test::catalog();
    const double hub = c.region("guizhou")->priceMultiplier;
    for (const char *premium : {"beijing", "shanghai", "shenzhen"}) {
        const double ratio = c.region(premium)->priceMultiplier / hub;
        QVERIFY2(ratio >= 1.15 && ratio <= 1.20, premium);
    }
    QCOMPARE(c.region("inner_mongolia")->priceMultiplier, hub);
}

void TestCost::sliceRatios()
{
    // docs/DOMAIN.md, Slices: MIG and vGPU: a slice's hourly price is 0.3–0.5× (table: 0.4–0.6×)
    // of the whole card's.
    const auto &c = test::catalog();
    int slices = 0;
    for (const auto &o : c.offerings) {
        if (o.kind != "slice")
            continue;
        ++slices;
        const model::Offering *card = c.offering(o.gpu + "-card");
        QVERIFY2(card && card->price.hourly && o.price.hourly, o.id.c_str());
        const double ratio = *o.price.hourly / *card->price.hourly;
        QVERIFY2(ratio >= 0.3 && ratio <= 0.6, o.id.c_str());
    }
    QVERIFY(slices >= 6);
}

void TestCost::optionCostByHand()
{
    // 7B LoRA, 1e8 tokens, checkpointing: 6 × 7e9 × 1e8 = 4.2e18 FLOP. RTX 4090: 165.2 TFLOP/s
    // bf16 × MFU 0.4 = 66.08e12 → 63,559 s = 17.655 h. Data 2 + 1 GB at 10 Gbps = 2.4 s.
    // Beijing hourly 2.2 × 1.18 = 2.596 per hour, 18 hours billed = 46.728.
    model::Scenario s = loraScenario();
    s.datasetGb = 2;
    s.checkpointGb = 1;
    s.offerings = {model::OfferingChoice::catalogEntry("rtx4090-24gb-card")};
    s.compareRegions = {"beijing"};
    const auto r = model::evaluate(test::catalog(), s);
    QCOMPARE(int(r.options.size()), 1);
    const auto &o = r.options.front();
    QCOMPARE(QString::fromStdString(o.id), QStringLiteral("rtx4090-24gb-card@beijing"));
    QVERIFY(std::abs(o.computeHours - 4.2e18 / 66.08e12 / 3600) < 1e-9);
    QVERIFY(std::abs(o.transferHours - 2.4 / 3600) < 1e-12);
    QCOMPARE(QString::fromStdString(o.billing), QStringLiteral("hourly"));
    QCOMPARE(o.billedUnits, 18.0);
    QVERIFY(std::abs(o.cost.total() - 18 * 2.2 * 1.18) < 1e-9);
    QVERIFY(o.fits);
    QVERIFY(o.cost.transfer > 0 && o.cost.transfer < 0.01);
}

void TestCost::inlineOfferingKeepsItsPrice()
{
    // docs/DOMAIN.md, Billing and cost: inline offering prices are local, no region multiplier.
    model::Scenario s = loraScenario();
    model::Offering o;
    o.id = "mine";
    o.kind = "whole_card";
    o.gpu = "a100-80gb";
    o.region = "beijing";
    o.price.hourly = 8.0;
    o.inlinePrice = true;
    s.offerings = {model::OfferingChoice::ownOffering(o)};
    const auto r = model::evaluate(test::catalog(), s);
    QCOMPARE(int(r.options.size()), 1);
    // A100: 312e12 × 0.4 → 4.2e18 / 124.8e12 = 33,654 s = 9.35 h → 10 hours × 8.0.
    const auto &c = r.options.front().cost;
    QVERIFY(std::abs(c.compute + c.transfer + c.idle - 80.0) < 1e-9);
    // 9.35 h of work in 10 paid hours: the last 0.65 h is idle, 8 × 0.65 = 5.2.
    QVERIFY(std::abs(c.idle - 8.0 * (10 - r.options.front().computeHours - r.options.front().transferHours)) < 1e-9);
}

void TestCost::usdConversion()
{
    model::Scenario s = loraScenario();
    s.offerings = {model::OfferingChoice::catalogEntry("rtx4090-24gb-card")};
    s.compareRegions = {"guizhou"};
    const double cny = model::evaluate(test::catalog(), s).options.front().cost.total();
    s.currency = "USD";
    s.overrides.cnyPerUsd = 8.0;
    const auto usd = model::evaluate(test::catalog(), s).options.front();
    QCOMPARE(QString::fromStdString(usd.currency), QStringLiteral("USD"));
    QVERIFY(std::abs(usd.cost.total() - cny / 8.0) < 1e-9);
}

void TestCost::minimumTermAndSpot()
{
    const auto &c = test::catalog();
    model::Scenario s = loraScenario();
    s.workload.gpus = 8;
    s.offerings = {model::OfferingChoice::catalogEntry("h100-80gb-8x-machine"), model::OfferingChoice::catalogEntry("a100-80gb-spot")};
    s.compareRegions = {"guizhou"};
    const auto r = model::evaluate(c, s);
    const auto *machine = option(r, "h100-80gb-8x-machine@guizhou");
    QVERIFY(machine);
    // Minimum term 720 h: a run of a few hours still pays a month (60000), the excess is "other".
    QCOMPARE(machine->cost.total(), 60000.0);
    QVERIFY(machine->cost.other > 50000);
    QVERIFY(std::find(machine->warnings.begin(), machine->warnings.end(), "minimum_term") != machine->warnings.end());
    const auto *spot = option(r, "a100-80gb-spot@guizhou");
    QVERIFY(spot);
    // Spot: half price per the catalog's spot_discount 0.5, and a preemption warning.
    QCOMPARE(spot->gpus, 8);
    QVERIFY(std::find(spot->warnings.begin(), spot->warnings.end(), "preemptible") != spot->warnings.end());
    const auto &sc = spot->cost;
    QVERIFY(std::abs(sc.compute + sc.transfer + sc.idle + sc.rework - 8 * spot->billedUnits * 7.0 * 0.5) < 1e-9);
    // Rework: 0.02 reclaims/h × hours exposed × (1 h / 2 + 0.25 h) (catalog defaults).
    const double exposed = spot->computeHours + spot->communicationHours + spot->transferHours;
    QVERIFY(std::abs(spot->reworkHours - 0.02 * exposed * 0.75) < 1e-12);
    QVERIFY(sc.rework > 0);
}

void TestCost::laterKeysPresentAndEmpty()
{
    // evaluate() (every slider step) leaves the analysis keys empty but present; analyze() fills them.
    auto s = loraScenario();
    s.offerings = {model::OfferingChoice::catalogEntry("a100-80gb-card")};
    s.budget = 1000;
    const auto analyzed = model::analyze(test::catalog(), s);
    QVERIFY(!analyzed.ranking.empty() && !analyzed.budgetRuntimeHours.empty() && !analyzed.breakEven.empty());
    const auto json = model::resultToJson(model::evaluate(test::catalog(), loraScenario()));
    QVERIFY(json.at("ranking").is_array() && json.at("ranking").empty());
    QVERIFY(json.at("budget_runtime_hours").is_object() && json.at("budget_runtime_hours").empty());
    QVERIFY(json.at("break_even").is_array() && json.at("break_even").empty());
    for (const char *key : {"weights_bytes", "gradients_bytes", "optimizer_bytes", "activations_bytes",
                            "kv_cache_bytes", "adapter_bytes", "overhead_bytes", "total_bytes"})
        QVERIFY2(json.at("memory").contains(key), key);
}

void TestCost::explanationsReproduceTheNumbers()
{
    // Each explanation's terms, put back into its formula, give the number it explains.
    model::Scenario s = loraScenario();
    s.workload.gpus = 4;
    s.datasetGb = 20;
    s.offerings = {model::OfferingChoice::catalogEntry("a100-80gb-card")};
    s.compareRegions = {"beijing"};
    const auto r = model::evaluate(test::catalog(), s);
    const auto &o = r.options.front();
    const auto e = model::explainOption(test::catalog(), s, r, o);
    auto term = [](const model::Explanation &x, const char *name) {
        for (const auto &[n, v] : x.terms)
            if (n == name)
                return v;
        return std::nan("");
    };
    const auto &hours = e.at("compute_hours");
    QCOMPARE(hours.value, o.computeHours);
    const double rate = term(hours, "gpus") * term(hours, "peak_flops") * term(hours, "mfu")
        * term(hours, "compute_share") * (1 - term(hours, "contention")) * term(hours, "scaling");
    QVERIFY(std::abs(term(hours, "total_flop") / rate / 3600 - o.computeHours) < 1e-9);
    const auto &cost = e.at("cost.compute");
    double billed = 0;
    for (const char *plan : {"yearly", "monthly", "weekly", "daily", "hourly"}) {
        const std::string units = std::string(plan) + "_units";
        const std::string price = std::string(plan) + "_price";
        if (!std::isnan(term(cost, units.c_str())))
            billed += term(cost, units.c_str()) * term(cost, price.c_str());
    }
    const double rebuilt = billed * term(cost, "price_multiplier") * term(cost, "units") - term(cost, "transfer")
        - term(cost, "idle") - term(cost, "rework") - term(cost, "minimum_term");
    QVERIFY(std::abs(rebuilt - o.cost.compute) < 1e-6);
    QVERIFY(e.count("communication_hours") && e.at("communication_hours").value == o.communicationHours);
    const auto &comm = e.at("communication_hours");
    const double n = term(comm, "gpus");
    QVERIFY(std::abs(term(comm, "steps") * 2 * (n - 1) / n * term(comm, "gradient_bytes") / term(comm, "bandwidth")
                         * term(comm, "exposed_fraction") / 3600 - o.communicationHours) < 1e-12);
    // Memory: the KV-cache explanation of a serving scenario multiplies out.
    model::Scenario serving = s;
    serving.workload.kind = model::WorkloadKind::Inference;
    const auto kv = model::evaluate(test::catalog(), serving).explain.at("kv_cache_bytes");
    const double windowed = term(kv, "windowed_layers");
    const double context = term(kv, "context");
    const double tokenLayers = windowed * std::min(context, term(kv, "window"))
        + (term(kv, "layers") - windowed) * context;
    QCOMPARE(term(kv, "concurrency") * tokenLayers * term(kv, "kv_elements_per_token_layer") * term(kv, "bytes")
                 / term(kv, "kv_split"),
             kv.value);
}

QTEST_APPLESS_MAIN(TestCost)
#include "tst_cost.moc"
