// The billing rules of issue 16, each against a bill computed by hand from the catalog's terms
// (resources/catalog.json, "platforms" and "offerings"): a power-off window, a cloud server that
// cannot stop, spot with notice-time checkpointing, a run without a minimum term and one with,
// checkpoints kept after the job, a month of streamed serving, and calendar months.

#include "TestSupport.h"

#include "Evaluate.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <cmath>

using namespace gpuplanner;
using nlohmann::json;

namespace {

/// A Llama 2 7B LoRA job (the lora-7b example's workload) on one offering in Guizhou (price
/// multiplier 1.0), with `extra` merged over the scenario.
json loraJob(const std::string &offering, const json &extra = json::object())
{
    json s = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"name", "billing rule"},
              {"workload", {{"kind", "lora"}, {"model", "llama-2-7b"}, {"precision", "bf16"}, {"lora_rank", 16},
                            {"lora_targets", "all_linear"}, {"sequence_length", 2048}, {"micro_batch_size", 1},
                            {"gradient_checkpointing", true}, {"gpus", 1}, {"train_tokens", 1.0e8}}},
              {"data", {{"dataset_gb", 2}, {"checkpoint_gb", 1}}},
              {"compare", {{"regions", {"guizhou"}}, {"offerings", {offering}}}}};
    s.merge_patch(extra);
    return s;
}

/// The one option `scenario` compares, evaluated as the program does (today: 2027-01-01).
model::OptionResult evaluateOne(const json &scenario, const std::string &today = "2027-01-01")
{
    model::Scenario s = model::parseScenario(scenario.dump(), "billing.json", test::catalog(), nullptr);
    s.today = today;
    const model::Result r = model::evaluate(test::catalog(), s);
    return r.options.at(0);
}

[[maybe_unused]] bool near(double a, double b, double tolerance = 0.005)
{
    return std::abs(a - b) <= tolerance;
}

QString show(const model::OptionResult &o)
{
    const auto &c = o.cost;
    return QStringLiteral("hours %1 busy %2 billed %3 | compute %4 storage %5 transfer %6 idle %7 prep %8 rework %9 "
                          "other %10 stopped %11 traffic %12 kept %13 total %14 | out %15 GB")
        .arg(o.wallHours, 0, 'f', 4)
        .arg(o.computeHours + o.communicationHours + o.transferHours + o.reworkHours, 0, 'f', 4)
        .arg(o.billedHours, 0, 'f', 4)
        .arg(c.compute, 0, 'f', 4).arg(c.storage, 0, 'f', 4).arg(c.transfer, 0, 'f', 4).arg(c.idle, 0, 'f', 4)
        .arg(c.prep, 0, 'f', 4).arg(c.rework, 0, 'f', 4).arg(c.other, 0, 'f', 4).arg(c.stopped, 0, 'f', 4)
        .arg(c.traffic, 0, 'f', 4).arg(c.keptStorage, 0, 'f', 4).arg(c.total(), 0, 'f', 4).arg(o.outboundGb, 0, 'f', 4);
}

} // namespace

class TestBilling : public QObject
{
    Q_OBJECT
private slots:
    void powerOffInsideAFixedWindow();
    void cloudServerThatCannotStop();
    void spotCheckpointsOnNotice();
    void minimumTermOnlyWhereStated();
    void minimumTermIsNotStopped();
    void checkpointsKeptAfterTheJob();
    void streamedServingPaysOutboundTraffic();
    void calendarMonths();
};

void TestBilling::powerOffInsideAFixedWindow()
{
    // 20.89 h of LoRA on an RTX 4090 inside a fixed 72 h window. The container site powers the
    // instance off when the work is done: a day's plan (44.00) covers the 20.89 busy hours (by the
    // hour: 20.89 × 2.2 = 45.96); nothing bills while off; 3 GB of data is inside the 50 GB free.
    // Without stopping, three days' plans: 132.00.
    const auto o = evaluateOne(loraJob("rtx4090-24gb-card", {{"duration_hours", 72}}));
    QVERIFY2(near(o.computeHours + o.communicationHours + o.transferHours + o.reworkHours, 20.891), qPrintable(show(o)));
    QCOMPARE(o.billing, std::string("daily"));
    QVERIFY2(near(o.runHours, 20.891) && o.wallHours == 72.0, qPrintable(show(o)));
    QVERIFY2(near(o.cost.total(), 44.00), qPrintable(show(o)));
    QCOMPARE(o.cost.stopped, 0.0);
    QCOMPARE(o.cost.storage, 0.0);
}

void TestBilling::cloudServerThatCannotStop()
{
    // The A10 cloud server, economical stop: 27.610 busy hours × 6.5 = 179.47; 44.390 stopped
    // hours × 0.15 (its public IP) = 6.66; disks 100 GB system + 3 GB data, no free allowance,
    // × 0.0066 per GB-day × 3 days = 2.04; the 1 GB checkpoint downloaded × 0.8 = 0.80: 188.96.
    const auto stops = evaluateOne(loraJob("a10-24gb-cloud-server", {{"duration_hours", 72}}));
    QVERIFY2(near(stops.cost.stopped, 44.390 * 0.15), qPrintable(show(stops)));
    QVERIFY2(near(stops.cost.storage, 103 * 0.0066 * 3), qPrintable(show(stops)));
    QVERIFY2(near(stops.cost.traffic, 0.80), qPrintable(show(stops)));
    QVERIFY2(near(stops.cost.total(), 188.96, 0.01), qPrintable(show(stops)));
    // The same server on local disks cannot stop that way (stop_mode "none"): 72 h × 6.5 = 468.00
    // of GPU time, plus the same disks and traffic.
    json local = loraJob("", {{"duration_hours", 72}});
    local["compare"]["offerings"] = {{{"id", "local-disk-a10"}, {"kind", "cloud_server"}, {"gpu", "a10-24gb"},
                                      {"price", {{"hourly", 6.5}, {"monthly", 3200}}}, {"billing_granularity", "second"},
                                      {"stop_mode", "none"}}};
    const auto cannot = evaluateOne(local);
    QVERIFY2(near(cannot.cost.total() - cannot.cost.storage - cannot.cost.traffic, 468.00), qPrintable(show(cannot)));
    QCOMPARE(cannot.cost.stopped, 0.0);
    QVERIFY2(near(cannot.cost.storage + cannot.cost.traffic, 2.04 + 0.80, 0.01), qPrintable(show(cannot)));
}

void TestBilling::spotCheckpointsOnNotice()
{
    // A100 spot (cloud platform): 7.023 h of work and transfer exposed; no reclaim in the first
    // hour (protection period); 0.02 reclaims an hour after it. Each reclaim loses half the 1 h
    // checkpoint interval and a 0.25 h restart: 0.02 × 6.023 × 0.75 = 0.09035 h; the GPU's own
    // failures add 1.97e-5 × 7.023 × 0.75 = 0.00010 h.
    const auto plain = evaluateOne(loraJob("a100-80gb-spot"));
    QVERIFY2(near(plain.reworkHours, 0.09046, 1e-4), qPrintable(show(plain)));
    // Saving a checkpoint on the 5 minutes' notice loses the notice and the restart instead:
    // 0.02 × 6.023 × (5/60 + 0.25) = 0.04016 h, plus the same 0.00010 h.
    const auto notice = evaluateOne(loraJob("a100-80gb-spot", {{"checkpoint_on_notice", true}}));
    QVERIFY2(near(notice.reworkHours, 0.04026, 1e-4), qPrintable(show(notice)));
    // Billed at 7.0 × (1 − 0.5) = 3.5 an hour by the second: the rework part is its hours × 3.5.
    QVERIFY2(near(notice.cost.rework, 0.04026 * 3.5, 1e-3), qPrintable(show(notice)));
    QVERIFY2(near(plain.cost.rework - notice.cost.rework, (0.09046 - 0.04026) * 3.5, 1e-3), qPrintable(show(notice)));
}

void TestBilling::minimumTermOnlyWhereStated()
{
    // Pretraining-sized LoRA on the 8-GPU H100 machine: 20.7 h, billed in whole hours, 21 × 130
    // = 2,730.00. The catalog states no minimum term for it (its source names none), so there is
    // no month's top-up (60,000 before) and no warning.
    const json job = loraJob("h100-80gb-8x-machine", {{"workload", {{"gpus", 8}, {"train_tokens", 5e9}}}});
    const auto o = evaluateOne(job);
    QVERIFY2(near(o.billedHours, 21.0, 1e-9), qPrintable(show(o)));
    QVERIFY2(near(o.cost.total(), 2730.00), qPrintable(show(o)));
    QCOMPARE(o.cost.other, 0.0);
    QVERIFY(!o.hasWarning(model::warning::kMinimumTerm));
    // A provider that states a 720 h minimum (min_term_hours on the offering): the month's plan,
    // 60,000.00, with the 57,270.00 above the 21 hours as the top-up, and the warning.
    json stated = job;
    stated["compare"]["offerings"] = {{{"id", "machine-with-term"}, {"kind", "whole_machine"}, {"gpu", "h100-80gb"},
                                       {"price", {{"hourly", 130}, {"monthly", 60000}}}, {"min_term_hours", 720}}};
    const auto term = evaluateOne(stated);
    QVERIFY2(near(term.cost.total(), 60000.00), qPrintable(show(term)));
    QVERIFY2(near(term.cost.other, 60000.00 - 2730.00), qPrintable(show(term)));
    QVERIFY(term.hasWarning(model::warning::kMinimumTerm));
}

void TestBilling::minimumTermIsNotStopped()
{
    // An A10 cloud server (6.5 an hour, 0.15 stopped) quoted with a 100 h minimum for the 27.6 h
    // LoRA job: in a 72 h window the term is paid and nothing is stopped, 100 × 6.5 = 650.00
    // (the minimum's top-up is what the 72 hours do not cover); in a 200 h window the instance
    // stops after the term: 650.00 + 100 h × 0.15 = 665.00.
    auto quote = [](double window) {
        json s = loraJob("", {{"duration_hours", window}});
        s["compare"]["offerings"] = {{{"id", "a10-with-term"}, {"kind", "cloud_server"}, {"gpu", "a10-24gb"},
                                      {"price", {{"hourly", 6.5}, {"monthly", 3200}}}, {"billing_granularity", "second"},
                                      {"stopped_price_hourly", 0.15}, {"min_term_hours", 100}}};
        const auto o = evaluateOne(s);
        return std::pair{o, o.cost.total() - o.cost.storage - o.cost.traffic};
    };
    const auto [inside, insideGpu] = quote(72);
    QCOMPARE(inside.cost.stopped, 0.0);
    QVERIFY2(near(insideGpu, 650.00), qPrintable(show(inside)));
    const auto [beyond, beyondGpu] = quote(200);
    QVERIFY2(near(beyond.cost.stopped, 15.00), qPrintable(show(beyond)));
    QVERIFY2(near(beyondGpu, 665.00), qPrintable(show(beyond)));
}

void TestBilling::checkpointsKeptAfterTheJob()
{
    // Five 40 GB checkpoints (a 7B model's weights with Adam states) and the 2 GB dataset on a
    // container site: 202 GB, 152 beyond the 50 GB free. While rented (one day): 152 × 0.0066 =
    // 1.00; kept 30 days after the job: 152 × 0.0066 × 30 = 30.10.
    const auto o = evaluateOne(
        loraJob("rtx4090-24gb-card", {{"data", {{"checkpoint_gb", 40}, {"checkpoints_kept", 5}, {"retention_days", 30}}}}));
    QVERIFY2(near(o.cost.storage, 1.0032, 1e-4), qPrintable(show(o)));
    QVERIFY2(near(o.cost.keptStorage, 30.096, 1e-4), qPrintable(show(o)));
    // The container site bills no traffic; the 40 GB moved out still costs transfer time.
    QCOMPARE(o.cost.traffic, 0.0);
    QCOMPARE(o.outboundGb, 40.0);
    // It releases a stopped instance with its disks after 15 days: keeping them 30 is a warning;
    // 15 days are not.
    QVERIFY(o.hasWarning(model::warning::kDataReleased));
    QVERIFY(!evaluateOne(loraJob("rtx4090-24gb-card", {{"data", {{"retention_days", 15}}}}))
                 .hasWarning(model::warning::kDataReleased));
}

void TestBilling::streamedServingPaysOutboundTraffic()
{
    // The Qwen2.5-7B service (50,000 requests a day × 256 output tokens) on A10 cloud servers for
    // 720 h: each token streamed as a 230-byte event, 2.944 GB a day, 88.32 GB in 30 days, × 0.8
    // per GB = 70.66. The weights (checkpoint_gb 16) come in and cost nothing.
    json s = json::parse(test::readSourceFile("resources/examples/qwen2.5-7b-inference-month.json"));
    s["compare"] = {{"regions", {"guizhou"}}, {"offerings", {"a10-24gb-cloud-server"}}};
    const auto o = evaluateOne(s);
    QVERIFY2(near(o.outboundGb, 88.32, 1e-6), qPrintable(show(o)));
    QVERIFY2(near(o.cost.traffic, 70.656, 1e-6), qPrintable(show(o)));
    // A container site bills no traffic for the same service.
    s["compare"]["offerings"] = {"rtx4090-24gb-card"};
    QCOMPARE(evaluateOne(s).cost.traffic, 0.0);
}

void TestBilling::calendarMonths()
{
    // A 744 h (31-day) service on the A10 cloud server, whose month runs to the same date next
    // month. Started on 1 January, one calendar month covers it: 3,200.00 per server; started
    // on 1 February (28 days, 672 h), a month and 72 hours: 3,200 + 72 × 6.5 = 3,668.00.
    json s = json::parse(test::readSourceFile("resources/examples/qwen2.5-7b-inference-month.json"));
    s["compare"] = {{"regions", {"guizhou"}}, {"offerings", {"a10-24gb-cloud-server"}}};
    s["duration_hours"] = 744;
    const auto jan = evaluateOne(s, "2027-01-01");
    QCOMPARE(jan.billing, std::string("monthly"));
    QVERIFY2(near(jan.billedHours, 744.0, 1e-9), qPrintable(show(jan)));
    const double gpuTime = jan.cost.total() - jan.cost.storage - jan.cost.traffic;
    QVERIFY2(near(gpuTime, 3200.00 * jan.units), qPrintable(show(jan)));
    const auto feb = evaluateOne(s, "2027-02-01");
    QCOMPARE(feb.billing, std::string("monthly+hourly"));
    QVERIFY2(near(feb.cost.total() - feb.cost.storage - feb.cost.traffic, 3668.00 * feb.units), qPrintable(show(feb)));
    // A 720 h month (a container site's convention) would have needed a month and 24 hours.
    QVERIFY2(near(jan.cost.idle, 0.0), qPrintable(show(jan)));
}

QTEST_APPLESS_MAIN(TestBilling)
#include "tst_billing.moc"
