// Benchmarks, not run by CTest: prints one JSON object per line, {"metric", "value", "unit"}.
//   bench_planner            evaluate() per call, full sweep, slider step end to end (p50/p95),
//                            cold start, PDF and CSV export, RSS over 1,000 slider steps, and the
//                            same with a catalog ten times the built-in size
//   bench_planner --startup  shows the window, paints it once and exits (the cold start run)
//   bench_planner --parse F  loads scenario F, prints the time and the process's peak memory
//   bench_planner --analyze F  loads and analyses scenario F, prints the time and peak memory
// Targets (issue 7): evaluate < 50 us, sweep < 5 ms, slider step p95 < 8 ms, start < 500 ms,
// PDF < 1 s, CSV < 50 ms, RSS after 1,000 steps within 5% of after 100, tenfold catalog <= 3x.
// Issue 13: the largest accepted file (16 MiB, the most JSON values accepted) loads in < 1 s;
// the largest accepted comparison (5,000 options) is analysed in < 1 s and < 300 MiB.

#include "Advisor.h"
#include "Evaluate.h"
#include "Sweep.h"
#include "InputPanel.h"
#include "CatalogStore.h"
#include "Document.h"
#include "MainWindow.h"
#include "PdfReport.h"
#include "ResultExport.h"
#include "ScenarioFiles.h"
#include "SliderSpinBox.h"
#include "Translation.h"

#include <QApplication>
#include <QChartView>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
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

/// A memory figure of this process, kB (Linux /proc/self/status: "VmRSS" resident now,
/// "VmHWM" peak resident), 0 elsewhere.
double statusKilobytes(const char *key = "VmRSS")
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray prefix = QByteArray(key) + ':';
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toDouble();
    return 0;
}

double residentKilobytes()
{
    return statusKilobytes("VmRSS");
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v[size_t(p * double(v.size() - 1))];
}

/// Slider steps end to end on `window`: the params slider moves (model evaluated, the charts and
/// labels updated) and the event loop paints what changed, as it does for a user's drag. Prints
/// p50 and p95 as `<name>_p50/_p95`, and `<name>_update_only_p50` for the step before painting.
void sliderSteps(ui::MainWindow &window, const char *name)
{
    QSlider *slider = window.inputPanel()->paramsSlider()->slider();
    std::vector<double> steps, updates;
    QElapsedTimer t;
    for (int i = 0; i < 300; ++i) {
        t.start();
        slider->setValue(300 + (i % 200)); // a drag back and forth
        updates.push_back(double(t.nsecsElapsed()) / 1e6);
        QCoreApplication::processEvents(); // repaints every widget the step changed
        steps.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    print((std::string(name) + "_update_only_p50").c_str(), percentile(updates, 0.5), "ms");
    print((std::string(name) + "_p50").c_str(), percentile(steps, 0.5), "ms");
    print((std::string(name) + "_p95").c_str(), percentile(steps, 0.95), "ms");
}
/// A drag at 60 steps a second on the default comparison with ranges on (issue 17): each step's
/// time on the window's thread (the point estimate and every repaint), the time the window spends
/// showing the ranges a worker sampled, and how long after a step its ranges arrive.
void liveRanges(ui::MainWindow &window)
{
    ui::Document &doc = *window.document();
    QSlider *slider = window.inputPanel()->paramsSlider()->slider();
    std::vector<double> steps, redraws, latencies;
    QElapsedTimer frame, t;
    for (int i = 0; i < 300; ++i) {
        frame.start();
        slider->setValue(300 + (i % 200)); // a drag back and forth
        QCoreApplication::processEvents();
        steps.push_back(double(frame.nsecsElapsed()) / 1e6);
        while (frame.nsecsElapsed() < 16'666'667) { // the rest of the frame: ranges may arrive
            const int applied = doc.rangesApplied();
            t.start();
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
            if (doc.rangesApplied() != applied)
                redraws.push_back(double(t.nsecsElapsed()) / 1e6);
        }
    }
    print("slider_step_default_comparison_ranges_on_p50", percentile(steps, 0.5), "ms");
    print("slider_step_default_comparison_ranges_on_p95", percentile(steps, 0.95), "ms");
    print("ranges_shown_while_dragging_p95", percentile(redraws, 0.95), "ms");
    std::printf("{\"metric\": \"ranges_updates_in_300_steps\", \"value\": %zu, \"unit\": \"updates\"}\n", redraws.size());
    // Steps that rest until their ranges are in: the sampling's own time.
    for (int i = 0; i < 40; ++i) {
        doc.waitForRanges();
        const int applied = doc.rangesApplied();
        t.start();
        slider->setValue(300 + (i % 200));
        while (doc.rangesApplied() == applied)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        latencies.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    print("ranges_after_a_step_p50", percentile(latencies, 0.5), "ms");
    print("ranges_after_a_step_p95", percentile(latencies, 0.95), "ms");
    std::printf("{\"metric\": \"range_samples_default_comparison\", \"value\": %d, \"unit\": \"samples\"}\n",
                doc.result().uncertaintySamples);
    std::printf("{\"metric\": \"default_comparison_options\", \"value\": %zu, \"unit\": \"options\"}\n",
                doc.result().options.size());
}

/// Writes `file` to `path` and runs this benchmark on it in a process of its own with `mode`
/// (--parse, --analyze), so its peak memory is its own; forwards the figures it prints.
bool inOwnProcess(const QString &mode, const QString &path, const nlohmann::json &file)
{
    ui::ScenarioFiles::writeAtomically(path, QByteArray::fromStdString(file.dump()));
    QProcess p;
    p.start(QCoreApplication::applicationFilePath(), {mode, path});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return false;
    std::fputs(p.readAllStandardOutput().constData(), stdout);
    return true;
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    ui::Translation::install(QStringLiteral("en"));
    QTemporaryDir userFolder;
    ui::CatalogStore catalogs(userFolder.filePath(QStringLiteral("none.json"))); // built-in only
    const model::Catalog &catalog = catalogs.catalog();
    const bool startup = app.arguments().contains(QStringLiteral("--startup"));
    if (const qsizetype at = app.arguments().indexOf(QStringLiteral("--parse")); at > 0 && at + 1 < argc) {
        QElapsedTimer t;
        t.start();
        const auto loaded = ui::ScenarioFiles::loadScenario(app.arguments().at(at + 1), catalog);
        print("load_largest_accepted_scenario_16mib", double(t.nsecsElapsed()) / 1e6, "ms");
        print("peak_rss_loading_largest_accepted_scenario", statusKilobytes("VmHWM") / 1024.0, "MiB");
        return loaded.workload.gpus > 0 ? 0 : 1;
    }
    if (const qsizetype at = app.arguments().indexOf(QStringLiteral("--analyze")); at > 0 && at + 1 < argc) {
        const auto loaded = ui::ScenarioFiles::loadScenario(app.arguments().at(at + 1), catalog);
        QElapsedTimer t;
        t.start();
        const model::Result analyzed = model::analyze(catalog, loaded);
        print("analyze_largest_accepted_comparison", double(t.nsecsElapsed()) / 1e6, "ms");
        print("peak_rss_analyzing_largest_accepted_comparison", statusKilobytes("VmHWM") / 1024.0, "MiB");
        std::printf("{\"metric\": \"largest_accepted_comparison\", \"value\": %zu, \"unit\": \"options\"}\n",
                    analyzed.options.size());
        return analyzed.options.size() == model::kMaxComparedOptions ? 0 : 1;
    }
    ui::MainWindow window(&catalogs);
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
    everything.offerings.clear();
    for (const auto &o : catalog.offerings)
        everything.offerings.push_back(model::OfferingChoice::catalogEntry(o.id));
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
    everythingTenfold.offerings.clear();
    for (const auto &o : tenfold.offerings)
        everythingTenfold.offerings.push_back(model::OfferingChoice::catalogEntry(o.id));
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

    liveRanges(window); // the window opens on the default comparison
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

    print("peak_rss_after_1000_slider_steps", statusKilobytes("VmHWM") / 1024.0, "MiB");

    // End to end, on every tab: the whole window painted after each step.
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        const std::string name = "slider_step_window_tab" + std::to_string(tab);
        sliderSteps(window, name.c_str());
    }

    // Exports of the largest example (most options, most pages).
    const auto largest = ui::ScenarioFiles::loadScenario(
        QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/qwen2.5-7b-inference-month.json"), catalog);
    const model::Result analyzed = model::analyze(catalog, largest);
    QTemporaryDir out;
    t.restart();
    constexpr int kPdfs = 5;
    for (int i = 0; i < kPdfs; ++i)
        ui::PdfReport::write(out.filePath(QStringLiteral("report.pdf")), analyzed, catalog, largest);
    print("pdf_export_largest_example", double(t.nsecsElapsed()) / kPdfs / 1e6, "ms");
    t.restart();
    for (int i = 0; i < 1000; ++i)
        sink += double(ui::ResultExport::toCsv(analyzed, catalog, {}).size());
    print("csv_export", double(t.nsecsElapsed()) / 1000 / 1e6, "ms");

    // The window on a catalog ten times the built-in size.
    {
        // The same tenfold catalog as a user's catalog file, through the catalog store.
        nlohmann::json copies = nlohmann::json::array();
        const nlohmann::json builtinOfferings = ui::CatalogStore::builtinJson().at("offerings");
        for (int copy = 1; copy < 10; ++copy)
            for (nlohmann::json o : builtinOfferings) {
                o["id"] = o["id"].get<std::string>() + "-copy" + std::to_string(copy);
                copies.push_back(o);
            }
        const QString tenfoldPath = userFolder.filePath(QStringLiteral("tenfold.json"));
        ui::ScenarioFiles::writeAtomically(tenfoldPath, QByteArray::fromStdString(
            nlohmann::json{{"format", "gpuplanner-catalog"}, {"version", 1}, {"offerings", copies}}.dump()));
        ui::CatalogStore tenfoldStore(tenfoldPath);
        if (tenfoldStore.catalog().offerings.size() != tenfold.offerings.size())
            return 1;
        ui::MainWindow big(&tenfoldStore);
        big.resize(1400, 900);
        big.show();
        if (!QTest::qWaitForWindowExposed(&big))
            return 1;
        big.openFile(QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/lora-7b.json"));
        sliderSteps(big, "slider_step_window_tenfold_catalog");
    }

    const QString lora = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/lora-7b.json");
    // The largest file a loader accepts, in a process of its own (for its peak memory): just under
    // 16 MiB, with just under the 1,000,000 JSON values accepted (an unknown field of 499,000 empty
    // objects, two values each with their commas) and a long string making up the size.
    {
        nlohmann::json file = nlohmann::json::parse(ui::ScenarioFiles::readText(lora));
        file["unknown_objects"] = nlohmann::json(499000, nlohmann::json::object());
        const std::size_t size = file.dump().size();
        file["unknown_text"] = std::string(16 * 1024 * 1024 - size - 64, 'x');
        if (!inOwnProcess(QStringLiteral("--parse"), userFolder.filePath(QStringLiteral("largest.json")), file))
            return 1;
    }
    // The largest comparison a scenario may ask for, with the most break-even pairs: 1,250 whole
    // A100s and 1,250 A100 slices, each in two regions (5,000 options; every card against every
    // slice of its region, 3.1 million pairs).
    {
        nlohmann::json file = nlohmann::json::parse(ui::ScenarioFiles::readText(lora));
        nlohmann::json offerings = nlohmann::json::array();
        for (int i = 0; i < 1250; ++i) {
            offerings.push_back({{"id", "card-" + std::to_string(i)}, {"kind", "whole_card"}, {"gpu", "a100-80gb"},
                                 {"price", {{"hourly", 5 + i * 0.001}, {"monthly", 2000 + i * 0.7}}}});
            offerings.push_back({{"id", "slice-" + std::to_string(i)}, {"kind", "slice"}, {"gpu", "a100-80gb"},
                                 {"mig_profile", "3g.40gb"}, {"price", {{"hourly", 1.5 + i * 0.003}, {"monthly", 900 + i * 0.9}}}});
        }
        file["compare"] = {{"offerings", offerings}, {"regions", {"beijing", "guizhou"}}};
        if (!inOwnProcess(QStringLiteral("--analyze"), userFolder.filePath(QStringLiteral("comparison.json")), file))
            return 1;
    }

    // Cold start: a fresh process to its first painted window, median of five.
    std::vector<double> starts;
    for (int i = 0; i < 5; ++i) {
        QProcess p;
        t.restart();
        p.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--startup")});
        if (!p.waitForFinished(30000) || p.exitCode() != 0)
            return 1;
        starts.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    print("cold_start_to_first_paint", percentile(starts, 0.5), "ms");
    return sink > 0 ? 0 : 1;
}
