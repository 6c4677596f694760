// File → Compare…: two plans side by side (ui/CompareDialog) and the waterfall from A's total to
// B's (charts/WaterfallChartView). Every expected figure comes from model::compare() on the same
// files, never re-derived here: the dialog must show what the model says.

#include "CatalogStore.h"
#include "CompareDialog.h"
#include "MainWindow.h"
#include "Translation.h"
#include "WaterfallChartView.h"

#include <QtTest>

#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace gpuplanner;

namespace {
const QString kLora = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/lora-7b.json");

/// The built-in catalog as the window holds it (a shared snapshot).
std::shared_ptr<const model::Catalog> catalog()
{
    return std::make_shared<const model::Catalog>(ui::CatalogStore::builtin());
}

/// Writes `text` to `path`; false when it could not.
bool writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

/// lora-7b.json with a larger LoRA rank and three times the training tokens (so the cost changes).
QByteArray modifiedLora()
{
    QFile file(kLora);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    nlohmann::json j = nlohmann::json::parse(file.readAll().toStdString());
    j["workload"]["lora_rank"] = 64;
    j["workload"]["train_tokens"] = 3.0e8;
    return QByteArray::fromStdString(j.dump(2));
}

/// A project of one phase, "tune", running `scenario` (a scenario file's text) inline twice.
QByteArray projectOf(const QByteArray &scenario)
{
    const nlohmann::json project = {{"format", "gpuplanner-project"}, {"version", 1}, {"name", "Tuning"},
                                    {"currency", "CNY"}, {"start", "2027-01-04"},
                                    {"phases", {{{"name", "tune"}, {"scenario", nlohmann::json::parse(scenario.toStdString())},
                                                 {"repeat", 2}}}}};
    return QByteArray::fromStdString(project.dump(2));
}

/// The row of `table` whose first column reads `path`, or -1.
int rowOf(const QTableWidget *table, const QString &path)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0) && table->item(row, 0)->text() == path)
            return row;
    return -1;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}
} // namespace

class TestCompareDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(ui::Translation::install(QStringLiteral("en")));
        QVERIFY(m_dir.isValid());
        m_modified = m_dir.filePath(QStringLiteral("lora-7b-rank64.json"));
        QVERIFY(writeFile(m_modified, modifiedLora()));
    }
    void sameFileHasNoDifference();
    void changedInputsAndWaterfall_data();
    void changedInputsAndWaterfall();
    void valuesInWords();
    void projectAgainstScenarioIsRefused();
    void badFileIsNamed();
    void exportsJson();
    void unpricedPlanShowsMessage();
    void twoProjects();
    void fileMenuOpensIt();

private:
    QTemporaryDir m_dir;
    QString m_modified;
};

void TestCompareDialog::sameFileHasNoDifference()
{
    ui::CompareDialog dialog(catalog(), kLora);
    dialog.setPaths(kLora, kLora);
    QVERIFY2(dialog.comparison().has_value(), qPrintable(dialog.message()));
    QVERIFY(dialog.message().isEmpty());
    const model::Comparison &c = *dialog.comparison();
    QVERIFY(c.differences.empty());
    QCOMPARE(dialog.differencesTable()->rowCount(), 0);
    QVERIFY(c.a.priced && c.b.priced);

    const ui::WaterfallChartView *w = dialog.waterfall();
    QCOMPARE(w->startTotal(), c.a.totalCost);
    QCOMPARE(w->endTotal(), w->startTotal());
    QVERIFY(w->startTotal() > 0);
    for (const auto &[key, delta] : c.explained)
        QVERIFY2(std::abs(delta) < 0.005, key.c_str());
    for (const auto &step : w->steps()) // none drawn; were one drawn, it would be nil
        QCOMPARE(step.to - step.from, 0.0);
    QVERIFY(w->steps().isEmpty());
    // Two bars, A's total and B's, of one length.
    const auto bars = w->bars();
    QCOMPARE(bars.size(), 2);
    QCOMPARE(bars[0].high, c.a.totalCost);
    QCOMPARE(bars[1].high, c.b.totalCost);
    QCOMPARE(bars[0].kind, ui::WaterfallChartView::BarKind::Total);
    // The summary (rows: file, plan, option, total, hours): same plan, same option, no change.
    const QTableWidget *summary = dialog.summaryTable();
    QCOMPARE(summary->item(0, 0)->text(), QStringLiteral("lora-7b.json"));
    QCOMPARE(summary->item(0, 2)->text(), QStringLiteral("same file"));
    QCOMPARE(summary->item(1, 0)->text(), QStringLiteral("Llama 2 7B LoRA fine-tune"));
    QCOMPARE(summary->item(2, 2)->text(), QStringLiteral("same"));
    QVERIFY(summary->item(3, 2)->text().startsWith(QStringLiteral("0.00 CNY")));
    // The recommended option in words, not as its id.
    QVERIFY2(!summary->item(2, 0)->text().contains(QLatin1Char('@')), qPrintable(summary->item(2, 0)->text()));
    QVERIFY(summary->item(2, 0)->text().contains(QStringLiteral(" · ")));
}

void TestCompareDialog::changedInputsAndWaterfall_data()
{
    QTest::addColumn<bool>("modifiedFirst");
    QTest::newRow("B has more tokens: cost rises") << false;
    QTest::newRow("B has fewer tokens: cost falls") << true;
}

void TestCompareDialog::changedInputsAndWaterfall()
{
    QFETCH(bool, modifiedFirst);
    const QString a = modifiedFirst ? m_modified : kLora, b = modifiedFirst ? kLora : m_modified;
    ui::CompareDialog dialog(catalog());
    dialog.setPaths(a, b);
    QVERIFY2(dialog.comparison().has_value(), qPrintable(dialog.message()));
    const model::Comparison &c = *dialog.comparison();

    // The differing inputs, as the model lists them, with both values; each named by its label
    // and its path (a fresh tester found bare paths in the Chinese window).
    const QTableWidget *table = dialog.differencesTable();
    QCOMPARE(table->rowCount(), int(c.differences.size()));
    const int rank = rowOf(table, QStringLiteral("LoRA rank (workload.lora_rank)"));
    QVERIFY(rank >= 0);
    QCOMPARE(table->item(rank, 1)->text(), modifiedFirst ? QStringLiteral("64") : QStringLiteral("16"));
    QCOMPARE(table->item(rank, 2)->text(), modifiedFirst ? QStringLiteral("16") : QStringLiteral("64"));
    QVERIFY(rowOf(table, QStringLiteral("Training tokens (workload.train_tokens)")) >= 0);

    // The waterfall: from A's total, step by step, to B's; the steps sum to B − A.
    const ui::WaterfallChartView *w = dialog.waterfall();
    QVERIFY(w->message().isEmpty());
    QCOMPARE(w->startTotal(), c.a.totalCost);
    QCOMPARE(w->endTotal(), c.b.totalCost);
    const auto steps = w->steps();
    QVERIFY(!steps.isEmpty());
    double sum = 0;
    qsizetype next = 0;
    for (const auto &[key, delta] : c.explained) {
        if (std::abs(delta) < 0.005)
            continue;
        QVERIFY(next < steps.size());
        QCOMPARE(steps[next].key, key);
        QVERIFY2(near(steps[next].to - steps[next].from, delta), key.c_str());
        QVERIFY(next == 0 ? near(steps[next].from, c.a.totalCost) : near(steps[next].from, steps[next - 1].to));
        sum += delta;
        ++next;
    }
    QCOMPARE(next, steps.size());
    QVERIFY(std::abs(steps.back().to - c.b.totalCost) < 0.005 * double(c.explained.size()));
    QVERIFY(std::abs(sum - (c.b.totalCost - c.a.totalCost)) < 0.005 * double(c.explained.size()));
    QVERIFY(modifiedFirst ? sum < 0 : sum > 0);

    // The chart's bar sets hold the same bars: A's total, one per step, B's total.
    const auto bars = w->bars();
    QCOMPARE(bars.size(), steps.size() + 2);
    QCOMPARE(bars.front().low, 0.0);
    QCOMPARE(bars.front().high, c.a.totalCost);
    QCOMPARE(bars.back().high, c.b.totalCost);
    QCOMPARE(bars.back().kind, ui::WaterfallChartView::BarKind::Total);
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const auto &bar = bars[i + 1];
        QVERIFY(near(bar.low, std::min(steps[i].from, steps[i].to)));
        QVERIFY(near(bar.high, std::max(steps[i].from, steps[i].to)));
        QCOMPARE(bar.kind, steps[i].to > steps[i].from ? ui::WaterfallChartView::BarKind::Increase
                                                        : ui::WaterfallChartView::BarKind::Decrease);
        QCOMPARE(bar.name, steps[i].name);
    }
    QCOMPARE(bars[1].name.isEmpty(), false);
    // Signed amounts in the comparison's currency on the steps.
    const QStringList labels = w->valueLabels();
    QCOMPARE(labels.size(), bars.size());
    for (qsizetype i = 1; i + 1 < labels.size(); ++i) {
        QVERIFY2(labels[i].startsWith(bars[i].kind == ui::WaterfallChartView::BarKind::Increase ? QStringLiteral("+")
                                                                                                 : QStringLiteral("\u2212")),
                 qPrintable(labels[i]));
        QVERIFY2(labels[i].contains(QStringLiteral("CNY")), qPrintable(labels[i]));
    }
    // The summary's difference is B − A.
    const QString change = dialog.summaryTable()->item(3, 2)->text();
    QVERIFY2(change.startsWith(modifiedFirst ? QStringLiteral("\u2212") : QStringLiteral("+")), qPrintable(change));
    QVERIFY2(change.contains(QLocale().toString(std::abs(c.b.totalCost - c.a.totalCost), 'f', 2)), qPrintable(change));
}

/// Choices, regions and offerings in the words the window uses for them, not their keys (a fresh
/// tester found "generic → megatron" and a raw region list in the comparison).
void TestCompareDialog::valuesInWords()
{
    QFile file(kLora);
    QVERIFY(file.open(QIODevice::ReadOnly));
    nlohmann::json j = nlohmann::json::parse(file.readAll().toStdString());
    j["workload"]["training_framework"] = "megatron";
    j["compare"]["regions"] = {"beijing", "guizhou"};
    const QString b = m_dir.filePath(QStringLiteral("framework.json"));
    QVERIFY(writeFile(b, QByteArray::fromStdString(j.dump(2))));
    ui::CompareDialog dialog(catalog());
    dialog.setPaths(kLora, b);
    QVERIFY2(dialog.comparison().has_value(), qPrintable(dialog.message()));
    const QTableWidget *table = dialog.differencesTable();
    QCOMPARE(table->rowCount(), 2);
    const int framework = rowOf(table, QStringLiteral("Training framework (workload.training_framework)"));
    QVERIFY(framework >= 0);
    QCOMPARE(table->item(framework, 1)->text(), QStringLiteral("PyTorch stacks (Hugging Face, DeepSpeed)"));
    QCOMPARE(table->item(framework, 2)->text(), QStringLiteral("Megatron-Core (NeMo, Megatron-LM)"));
    const int regions = rowOf(table, QStringLiteral("Regions compared (compare.regions)"));
    QVERIFY(regions >= 0);
    QCOMPARE(table->item(regions, 1)->text(), QStringLiteral("Beijing, Guizhou, and Inner Mongolia"));
    QCOMPARE(table->item(regions, 2)->text(), QStringLiteral("Beijing and Guizhou"));

    // The same inside a project: the phase's input by its label, its full path after it.
    const QString pa = m_dir.filePath(QStringLiteral("words-a.json")), pb = m_dir.filePath(QStringLiteral("words-b.json"));
    QFile lora(kLora);
    QVERIFY(lora.open(QIODevice::ReadOnly));
    QVERIFY(writeFile(pa, projectOf(lora.readAll())));
    QVERIFY(writeFile(pb, projectOf(QByteArray::fromStdString(j.dump(2)))));
    dialog.setPaths(pa, pb);
    QVERIFY2(dialog.comparison().has_value(), qPrintable(dialog.message()));
    const int inPhase = rowOf(table, QStringLiteral("Training framework (phases.tune.scenario.workload.training_framework)"));
    QVERIFY(inPhase >= 0);
    QCOMPARE(table->item(inPhase, 2)->text(), QStringLiteral("Megatron-Core (NeMo, Megatron-LM)"));
}

void TestCompareDialog::projectAgainstScenarioIsRefused()
{
    const QString project = m_dir.filePath(QStringLiteral("plan.gpuproject.json"));
    QVERIFY(writeFile(project, R"({"format": "gpuplanner-project", "version": 1, "name": "P", "phases": []})"));
    for (const bool projectFirst : {true, false}) {
        ui::CompareDialog dialog(catalog());
        dialog.setPaths(projectFirst ? project : kLora, projectFirst ? kLora : project);
        QVERIFY(!dialog.comparison().has_value());
        const QString message = dialog.message();
        QVERIFY2(message.contains(QStringLiteral("plan.gpuproject.json is a project file")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("lora-7b.json is a scenario file")), qPrintable(message));
        QCOMPARE(dialog.differencesTable()->rowCount(), 0);
        QVERIFY(dialog.summaryTable()->item(0, 0) == nullptr);
        QVERIFY(!dialog.exportTo(m_dir.filePath(QStringLiteral("x.json")), QStringLiteral("json")).isEmpty());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.json"))));
    }
}

void TestCompareDialog::badFileIsNamed()
{
    const QString bad = m_dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(writeFile(bad, R"({"format": "gpuplanner-scenario", "version": 1, "workload": {"gpus": -2)"));
    ui::CompareDialog dialog(catalog());
    dialog.setPaths(kLora, bad);
    QVERIFY(!dialog.comparison().has_value());
    QVERIFY2(dialog.message().contains(QStringLiteral("broken.json")), qPrintable(dialog.message()));
    // A missing file, and a comparison shown before is cleared by a failed one.
    dialog.setPaths(kLora, kLora);
    QVERIFY(dialog.comparison().has_value());
    dialog.setPaths(kLora, m_dir.filePath(QStringLiteral("missing.json")));
    QVERIFY(!dialog.comparison().has_value());
    QVERIFY2(dialog.message().contains(QStringLiteral("missing.json")), qPrintable(dialog.message()));
    dialog.setPaths(QString(), kLora);
    QVERIFY(!dialog.message().isEmpty());
}

void TestCompareDialog::exportsJson()
{
    ui::CompareDialog dialog(catalog());
    dialog.setPaths(kLora, m_modified);
    QVERIFY(dialog.comparison().has_value());
    const QString out = m_dir.filePath(QStringLiteral("comparison.json"));
    QCOMPARE(dialog.exportTo(out, QStringLiteral("json")), QString());
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const nlohmann::json j = nlohmann::json::parse(file.readAll().toStdString());
    QCOMPARE(j.value("format", std::string()), std::string("gpuplanner-comparison"));
    // Never over a plan being compared.
    const QByteArray before = modifiedLora();
    QVERIFY(!dialog.exportTo(m_modified, QStringLiteral("json")).isEmpty());
    QFile modified(m_modified);
    QVERIFY(modified.open(QIODevice::ReadOnly));
    QCOMPARE(modified.readAll(), before);
    // The PDF: a PDF document.
    const QString pdf = m_dir.filePath(QStringLiteral("comparison.pdf"));
    QCOMPARE(dialog.exportTo(pdf, QStringLiteral("pdf")), QString());
    QFile report(pdf);
    QVERIFY(report.open(QIODevice::ReadOnly));
    QVERIFY(report.read(5) == "%PDF-");
}

void TestCompareDialog::unpricedPlanShowsMessage()
{
    model::Comparison c;
    c.currency = "CNY";
    c.a.name = "A";
    c.a.priced = true;
    c.a.totalCost = 100;
    c.b.name = "B";
    c.b.priced = false;
    ui::WaterfallChartView w;
    w.resize(800, 500);
    w.setComparison(c);
    QVERIFY(w.bars().isEmpty());
    QVERIFY(w.message().contains(QStringLiteral("Plan B has no price")));
    QCOMPARE(w.chart()->title(), w.message());
}

void TestCompareDialog::twoProjects()
{
    QFile lora(kLora);
    QVERIFY(lora.open(QIODevice::ReadOnly));
    const QString a = m_dir.filePath(QStringLiteral("project-a.json")), b = m_dir.filePath(QStringLiteral("project-b.json"));
    QVERIFY(writeFile(a, projectOf(lora.readAll())));
    QVERIFY(writeFile(b, projectOf(modifiedLora())));
    ui::CompareDialog dialog(catalog());
    dialog.setPaths(a, b);
    QVERIFY2(dialog.comparison().has_value(), qPrintable(dialog.message()));
    const model::Comparison &c = *dialog.comparison();
    QVERIFY(c.a.isProject && c.b.isProject);
    QCOMPARE(dialog.differencesTable()->rowCount(), int(c.differences.size()));
    QVERIFY(!c.differences.empty());
    const ui::WaterfallChartView *w = dialog.waterfall();
    QVERIFY(c.a.priced && c.b.priced);
    QVERIFY(w->message().isEmpty());
    QCOMPARE(w->startTotal(), c.a.totalCost);
    QCOMPARE(w->endTotal(), c.b.totalCost);
    double sum = 0;
    for (const auto &step : w->steps())
        sum += step.to - step.from;
    QVERIFY(std::abs(sum - (c.b.totalCost - c.a.totalCost)) < 0.005 * double(c.explained.size()));
    QVERIFY(sum > 0); // three times the tokens
    QCOMPARE(w->bars().size(), w->steps().size() + 2);
    // Each plan's options in words, phases joined by " + ".
    QVERIFY(!dialog.summaryTable()->item(2, 0)->text().contains(QLatin1Char('@')));
}

void TestCompareDialog::fileMenuOpensIt()
{
    ui::CatalogStore catalogs;
    ui::MainWindow window(&catalogs);
    QVERIFY(window.openFile(kLora));
    // File → Compare…, right after the exports, with no shortcut.
    QMenu *file = window.menuBar()->actions().constFirst()->menu();
    QVERIFY(file);
    const QList<QAction *> actions = file->actions();
    auto *compare = window.findChild<QAction *>(QStringLiteral("compareAction"));
    QVERIFY(compare);
    const qsizetype at = actions.indexOf(compare);
    const auto exportPdf = std::find_if(actions.begin(), actions.end(), [](const QAction *a) {
        return a->text() == QStringLiteral("Export &PDF report…");
    });
    QVERIFY(exportPdf != actions.end());
    QVERIFY(at > exportPdf - actions.begin());
    QVERIFY(compare->shortcut().isEmpty());
    // Plan A starts as the open scenario.
    compare->trigger();
    auto *dialog = window.findChild<ui::CompareDialog *>();
    QVERIFY(dialog);
    QCOMPARE(dialog->paths(), QStringList({kLora, QString()}));
    dialog->close();
}

QTEST_MAIN(TestCompareDialog)
#include "tst_comparedialog.moc"
