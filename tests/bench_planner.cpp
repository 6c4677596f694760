// Benchmarks, not run by CTest: prints one JSON object per line, {"metric", "value", "unit"}.
//   bench_planner            evaluate() per call, slider step end to end (p50/p95), CSV export
//   bench_planner --startup  shows the window, paints it once and exits (time it from outside
//                            for the cold start: `time build/tests/bench_planner --startup`)

#include "Advisor.h"
#include "Evaluate.h"
#include "Sweep.h"
#include "InputPanel.h"
#include "MainWindow.h"
#include "ResultExport.h"
#include "ScenarioFiles.h"
#include "SliderSpinBox.h"
#include "Translation.h"

#include <QApplication>
#include <QChartView>
#include <QElapsedTimer>
#include <QSlider>
#include <QTabWidget>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gpuplanner;

namespace {
void print(const char *metric, double value, const char *unit)
{
    std::printf("{\"metric\": \"%s\", \"value\": %.4f, \"unit\": \"%s\"}\n", metric, value, unit);
}

/// Resident set size of this process, kB (Linux /proc/self/status), 0 elsewhere.
double residentKilobytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble();
    return 0;
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v[size_t(p * double(v.size() - 1))];
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    ui::Translation::install(QStringLiteral("en"));
    const model::Catalog &catalog = ui::ScenarioFiles::builtinCatalog();
    const bool startup = app.arguments().contains(QStringLiteral("--startup"));
    ui::MainWindow window(catalog);
    window.resize(1400, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    window.grab(); // one full paint
    if (startup)
        return 0;

    const auto scenario = ui::ScenarioFiles::loadScenario(
        QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/lora-7b.json"), catalog);
    constexpr int kCalls = 20000;
    QElapsedTimer t;
    t.start();
    double sink = 0;
    for (int i = 0; i < kCalls; ++i)
        sink += model::evaluate(catalog, scenario).memory.total();
    print("evaluate_per_call", double(t.nsecsElapsed()) / kCalls / 1e3, "us");

    // The whole catalog: every offering in every region.
    model::Scenario everything = scenario;
    everything.offerings = catalog.offerings;
    everything.compareRegions.clear();
    for (const auto &r : catalog.regions)
        everything.compareRegions.push_back(r.id);
    constexpr int kWholeCalls = 2000;
    t.restart();
    for (int i = 0; i < kWholeCalls; ++i)
        sink += model::evaluate(catalog, everything).options.size();
    print("evaluate_whole_catalog_per_call", double(t.nsecsElapsed()) / kWholeCalls / 1e3, "us");
    std::printf("{\"metric\": \"whole_catalog_options\", \"value\": %zu, \"unit\": \"options\"}\n",
                model::evaluate(catalog, everything).options.size());

    // A catalog ten times the built-in size: every offering ten times over.
    model::Catalog tenfold = catalog;
    tenfold.offerings.clear();
    for (int copy = 0; copy < 10; ++copy)
        for (model::Offering o : catalog.offerings) {
            if (copy > 0) // the originals keep their ids, so the examples still name them
                o.id += "-copy" + std::to_string(copy);
            tenfold.offerings.push_back(o);
        }
    model::Scenario everythingTenfold = everything;
    everythingTenfold.offerings = tenfold.offerings;
    t.restart();
    for (int i = 0; i < kWholeCalls / 10; ++i)
        sink += model::evaluate(tenfold, everythingTenfold).options.size();
    print("evaluate_tenfold_catalog_all_offerings_per_call", double(t.nsecsElapsed()) / (kWholeCalls / 10) / 1e3, "us");
    // The same example scenario against the tenfold catalog: size alone must not slow it.
    const auto scenarioTenfold = ui::ScenarioFiles::loadScenario(
        QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/lora-7b.json"), tenfold);
    t.restart();
    for (int i = 0; i < kCalls; ++i)
        sink += model::evaluate(tenfold, scenarioTenfold).memory.total();
    print("evaluate_example_with_tenfold_catalog_per_call", double(t.nsecsElapsed()) / kCalls / 1e3, "us");

    // Full sweep: every option of the whole catalog at 200 rental periods.
    const model::Result whole = model::evaluate(catalog, everything);
    const std::vector<double> hours = model::sweepHours(200);
    constexpr int kSweeps = 20;
    t.restart();
    for (int i = 0; i < kSweeps; ++i)
        sink += double(model::costCurves(catalog, everything, whole, hours).size());
    print("sweep_whole_catalog_200_durations", double(t.nsecsElapsed()) / kSweeps / 1e6, "ms");
    everything.budget = 20000;
    t.restart();
    for (int i = 0; i < kSweeps; ++i)
        sink += double(model::analyze(catalog, everything).ranking.size());
    print("analyze_whole_catalog_budget_break_even_ranking", double(t.nsecsElapsed()) / kSweeps / 1e6, "ms");

    window.openFile(QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/lora-7b.json"));
    auto *tabs = window.findChild<QTabWidget *>();
    QSlider *slider = window.inputPanel()->paramsSlider()->slider();
    for (int tab = 0; tab < 2; ++tab) {
        tabs->setCurrentIndex(tab);
        auto *view = qobject_cast<QChartView *>(tabs->currentWidget());
        std::vector<double> steps;
        for (int i = 0; i < 300; ++i) {
            t.restart();
            slider->setValue(300 + (i % 200)); // a drag back and forth
            view->grab();                      // renders the redrawn chart synchronously
            steps.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        print(tab == 0 ? "slider_step_memory_chart_p50" : "slider_step_cost_parts_chart_p50", percentile(steps, 0.5), "ms");
        print(tab == 0 ? "slider_step_memory_chart_p95" : "slider_step_cost_parts_chart_p95", percentile(steps, 0.95), "ms");
    }

    // Memory must level off while a slider is dragged back and forth.
    tabs->setCurrentIndex(0);
    double rssAt100 = 0;
    for (int i = 1; i <= 1000; ++i) {
        slider->setValue(300 + (i % 200));
        QCoreApplication::processEvents();
        if (i == 100)
            rssAt100 = residentKilobytes();
    }
    print("rss_after_100_slider_steps", rssAt100 / 1024.0, "MiB");
    print("rss_after_1000_slider_steps", residentKilobytes() / 1024.0, "MiB");

    const auto result = model::evaluate(catalog, scenario);
    t.restart();
    for (int i = 0; i < 1000; ++i)
        sink += double(ui::ResultExport::toCsv(result, catalog, {}).size());
    print("csv_export", double(t.nsecsElapsed()) / 1000 / 1e6, "ms");
    return sink > 0 ? 0 : 1;
}
