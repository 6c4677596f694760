// The project window, offscreen: phases added from the examples, removed and reordered; repeats,
// budget and a pinned option changed through its widgets; a phase edited in the planner; a phase
// nothing can run. After every step the total shown, the table, the timeline's bars and the
// monthly chart's months are those of model::evaluateProject on the window's project.

#include "Advisor.h"
#include "CatalogStore.h"
#include "Document.h"
#include "Labels.h"
#include "MainWindow.h"
#include "MonthlySpendChartView.h"
#include "ProjectFiles.h"
#include "ProjectWindow.h"
#include "ScenarioFiles.h"
#include "TimelineChartView.h"
#include "Translation.h"

#include <QtTest>

#include <QAction>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

namespace {
const QString kExamples = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/");

QString example(const QString &name)
{
    return kExamples + name + QStringLiteral(".json");
}

const model::Catalog &catalog()
{
    return ui::CatalogStore::builtin();
}

/// An amount as the window writes it (en: "1,234.56").
QString amount(double value)
{
    return QLocale().toString(value, 'f', 2);
}
} // namespace

class TestProjectView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void addRemoveAndReorder();
    void repeatChangesTotalAndSaysByHowMuch();
    void budgetRunOutIsMarked();
    void editingInThePlannerRepricesLive();
    void phaseThatFitsNothingIsShownSo();
    void pinnedOptionThatDoesNotFit();
    void saveReloadAndExport();
    void fileMenuOpensIt();
    void followsLanguage();
    void phaseOnADate();

private:
    /// Checks that everything the window shows follows the model's pricing of its project.
    void checkShownMatchesModel();
    QPushButton *button(const char *name) const { return m_window->findChild<QPushButton *>(QLatin1String(name)); }

    std::unique_ptr<ui::CatalogStore> m_catalogs;
    std::unique_ptr<ui::MainWindow> m_planner;
    ui::ProjectWindow *m_window = nullptr;
};

void TestProjectView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
}

void TestProjectView::init()
{
    m_catalogs = std::make_unique<ui::CatalogStore>();
    m_planner = std::make_unique<ui::MainWindow>(m_catalogs.get());
    m_window = m_planner->projectWindow();
    m_window->resize(1280, 720);
    m_window->show();
    model::Project project;
    project.name = "Launch";
    project.startDay = model::dayNumber("2027-01-04");
    m_window->setProject(project, QString());
}

void TestProjectView::cleanup()
{
    m_window->setWindowModified(false); // no "save changes?" on teardown
    m_planner.reset();
    m_catalogs.reset();
}

void TestProjectView::checkShownMatchesModel()
{
    m_window->priceNow();
    const model::ProjectResult expected = model::evaluateProject(catalog(), m_window->project(), true);
    const model::ProjectResult &shown = m_window->result();
    QCOMPARE(shown.totalCost, expected.totalCost);
    QVERIFY2(m_window->summary().contains(amount(expected.totalCost)), qPrintable(m_window->summary()));
    QTableWidget *table = m_window->phaseTable();
    QCOMPARE(table->rowCount(), int(expected.phases.size()));
    const auto bars = m_window->timeline()->bars();
    QCOMPARE(bars.size(), int(expected.phases.size()));
    for (int i = 0; i < int(expected.phases.size()); ++i) {
        const model::PhaseResult &p = expected.phases[size_t(i)];
        QVERIFY(table->item(i, ui::ProjectWindow::Name)->text().startsWith(QString::fromStdString(p.name)));
        QCOMPARE(bars[i].name, QString::fromStdString(p.name));
        QCOMPARE(bars[i].startHour, p.startHour);
        QCOMPARE(bars[i].endHour, p.endHour);
        QCOMPARE(bars[i].kind, QString::fromStdString(p.kind));
        QCOMPARE(bars[i].priced, p.status == model::phase_status::kPriced);
        if (bars[i].priced)
            QCOMPARE(table->item(i, ui::ProjectWindow::Cost)->text(), amount(p.cost));
    }
    const auto months = m_window->monthlySpend()->months();
    QCOMPARE(months.size(), int(expected.monthly.size()));
    for (int i = 0; i < months.size(); ++i) {
        QCOMPARE(months[i].label, QString::fromStdString(model::isoDate(expected.monthly[size_t(i)].firstDay, true)));
        QCOMPARE(months[i].cost, expected.monthly[size_t(i)].cost);
        QCOMPARE(months[i].cumulative, expected.monthly[size_t(i)].cumulative);
    }
}

void TestProjectView::addRemoveAndReorder()
{
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("lora-7b"))));
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("qwen2.5-7b-inference-month"))));
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("lora-7b")))); // a second run, named apart
    QCOMPARE(m_window->project().phases.size(), size_t(3));
    QCOMPARE(m_window->project().phases[2].name, std::string("Llama 2 7B LoRA fine-tune 2"));
    checkShownMatchesModel();
    // A LoRA fine-tune alone costs what the planner recommends for it.
    const model::Result lora = model::analyze(catalog(), ui::ScenarioFiles::loadScenario(example(QStringLiteral("lora-7b")), catalog()));
    const model::OptionResult *best = lora.best();
    if (!best)
        QFAIL("the LoRA example has a recommendation");
    QCOMPARE(m_window->result().phases[0].cost, best->cost.total());
    QCOMPARE(m_window->result().phases[0].option, best->id);
    QCOMPARE(m_window->result().monthly.front().firstDay, model::dayNumber("2027-01-01"));

    // Move the service up: it is now first in the project, the table and the timeline's top row.
    m_window->setCurrentPhase(1);
    button("moveUp")->click();
    QCOMPARE(m_window->project().phases[0].name, std::string("Qwen2.5-7B chat service for a month"));
    QCOMPARE(m_window->currentPhase(), 0);
    QCOMPARE(m_window->timeline()->bars().front().name, QStringLiteral("Qwen2.5-7B chat service for a month"));
    QVERIFY(!button("moveUp")->isEnabled());
    button("moveDown")->click();
    button("moveDown")->click();
    QCOMPARE(m_window->project().phases[2].name, std::string("Qwen2.5-7B chat service for a month"));
    QVERIFY(!button("moveDown")->isEnabled());
    checkShownMatchesModel();

    // The second fine-tune follows the first; removing the first moves it to the project's start.
    m_window->setCurrentPhase(1);
    auto *startMode = m_window->findChild<QComboBox *>(QStringLiteral("startMode"));
    const int after = startMode->findText(QStringLiteral("After “Llama 2 7B LoRA fine-tune”"));
    QVERIFY(after > 0);
    startMode->setCurrentIndex(after);
    emit startMode->activated(after);
    QCOMPARE(m_window->project().phases[1].after, std::string("Llama 2 7B LoRA fine-tune"));
    QCOMPARE(m_window->result().phases[1].startHour, m_window->result().phases[0].endHour);
    checkShownMatchesModel();
    m_window->setCurrentPhase(0);
    button("removePhase")->click();
    QCOMPARE(m_window->project().phases.size(), size_t(2));
    QCOMPARE(m_window->project().phases[0].after, std::string());
    QCOMPARE(m_window->result().phases[0].startHour, 0.0);
    checkShownMatchesModel();
}

void TestProjectView::repeatChangesTotalAndSaysByHowMuch()
{
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("lora-7b"))));
    m_window->priceNow();
    const double once = m_window->result().totalCost;
    const double hoursOnce = m_window->result().phases[0].endHour;
    auto *repeat = m_window->findChild<QSpinBox *>(QStringLiteral("repeat"));
    repeat->setValue(2);
    repeat->setValue(3); // two steps of one control: one edit, "vs before" the first
    QCOMPARE(m_window->project().phases[0].repeat, 3);
    checkShownMatchesModel();
    const double thrice = m_window->result().totalCost;
    QVERIFY(thrice > once);
    QVERIFY(m_window->result().phases[0].endHour > hoursOnce);
    const QString change = QStringLiteral("(+%1 CNY vs before)").arg(amount(thrice - once));
    QVERIFY2(m_window->summary().contains(change), qPrintable(m_window->summary()));
    QVERIFY(m_window->phaseTable()->item(0, ui::ProjectWindow::Name)->text().endsWith(QStringLiteral("(× 3)")));
    QVERIFY(m_window->isModified());
}

void TestProjectView::budgetRunOutIsMarked()
{
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("qwen2.5-7b-inference-month"))));
    auto *repeat = m_window->findChild<QSpinBox *>(QStringLiteral("repeat"));
    repeat->setValue(3); // three months of service
    m_window->priceNow();
    const double total = m_window->result().totalCost;
    QVERIFY(m_window->result().monthly.size() >= 3);
    auto *budget = m_window->findChild<QDoubleSpinBox *>(QStringLiteral("budget"));
    budget->setValue(std::round(total / 2));
    checkShownMatchesModel();
    const model::ProjectResult &r = m_window->result();
    QVERIFY(r.budgetRunsOutDay);
    const QString day = QString::fromStdString(model::isoDate(*r.budgetRunsOutDay));
    QVERIFY2(m_window->summary().contains(QStringLiteral("runs out on %1").arg(day)), qPrintable(m_window->summary()));
    QCOMPARE(m_window->monthlySpend()->budgetLine(), std::optional<double>(std::round(total / 2)));
    const int month = m_window->monthlySpend()->runOutMonth();
    QVERIFY(month >= 0);
    QCOMPARE(m_window->monthlySpend()->months()[month].label, day.left(7));
    QVERIFY(m_window->monthlySpend()->chart()->title().contains(day));
    // No budget: no line, no marked month.
    budget->setValue(0);
    QVERIFY(!m_window->project().budget);
    QVERIFY(!m_window->monthlySpend()->budgetLine());
    QCOMPARE(m_window->monthlySpend()->runOutMonth(), -1);
}

void TestProjectView::editingInThePlannerRepricesLive()
{
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("lora-7b"))));
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("qwen2.5-7b-inference-month"))));
    m_window->priceNow();
    const double before = m_window->result().totalCost;
    QVERIFY(m_window->editInPlanner(0));
    QCOMPARE(m_window->editedPhase(), QStringLiteral("Llama 2 7B LoRA fine-tune"));
    ui::Document *document = m_planner->document();
    QCOMPARE(model::scenarioToJson(document->scenario()), model::scenarioToJson(m_window->project().phases[0].scenario));
    // Ten times the tokens: the phase runs longer, the project costs more, at once.
    model::Scenario more = document->scenario();
    more.workload.trainTokens *= 10;
    document->change(more, nullptr, QStringLiteral("tokens"));
    QCOMPARE(m_window->project().phases[0].scenario.workload.trainTokens, more.workload.trainTokens);
    QVERIFY(m_window->project().phases[0].scenarioPath.empty()); // kept in the project file now
    QCOMPARE(m_window->result().totalCost, model::evaluateProject(catalog(), m_window->project(), false).totalCost);
    QVERIFY(m_window->result().totalCost > before);
    QVERIFY(m_window->summary().contains(QStringLiteral("vs before")));
    // Once edits rest, the ranges follow.
    QTRY_VERIFY(m_window->result().totalRange.p10 < m_window->result().totalRange.p90);
    checkShownMatchesModel();
    // New in the planner ends the editing: the phase keeps what it had.
    const double total = m_window->result().totalCost;
    document->reset(document->newScenario(), QString());
    QCOMPARE(m_window->editedPhase(), QString());
    QCOMPARE(m_window->project().phases[0].scenario.workload.trainTokens, more.workload.trainTokens);
    QCOMPARE(m_window->result().totalCost, total);
}

void TestProjectView::phaseThatFitsNothingIsShownSo()
{
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("lora-7b"))));
    // A 2-trillion-parameter model on one GPU: no card holds its weights.
    model::Scenario huge = ui::ScenarioFiles::loadScenario(example(QStringLiteral("lora-7b")), catalog());
    huge.name = "Giant";
    huge.workload.arch.paramsOverride = 2e12;
    m_planner->document()->reset(huge, QString());
    m_window->addPhaseFromPlanner();
    QCOMPARE(m_window->project().phases[1].name, std::string("Giant"));
    checkShownMatchesModel();
    const model::ProjectResult &r = m_window->result();
    QCOMPARE(r.phases[1].status, std::string(model::phase_status::kNoOption));
    QCOMPARE(r.unpricedPhases, 1);
    QCOMPARE(r.totalCost, r.phases[0].cost); // the unpriced phase adds nothing
    QCOMPARE(m_window->phaseTable()->item(1, ui::ProjectWindow::Status)->text(), QStringLiteral("no compared option can do it"));
    QVERIFY(!m_window->timeline()->bars()[1].priced);
    QCOMPARE(m_window->timeline()->rowLabels()[1], QStringLiteral("Giant (no compared option can do it)"));
    QVERIFY(m_window->timeline()->legendEntries().contains(QStringLiteral("No price (see the row)")));
    QVERIFY(m_window->timeline()->legendEntries().contains(ui::Labels::offeringKind(r.phases[0].kind)));
    QVERIFY(m_window->summary().contains(QStringLiteral("Phases without a price: 1")));
}

void TestProjectView::pinnedOptionThatDoesNotFit()
{
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("full-finetune-7b"))));
    m_window->priceNow();
    // Pin, through the combo, an option the analysis says lacks memory.
    auto *option = m_window->findChild<QComboBox *>(QStringLiteral("option"));
    int unfit = -1;
    for (int i = 1; i < option->count() && unfit < 0; ++i)
        if (const auto *o = m_window->result().phases[0].result.option(option->itemData(i).toString().toStdString()); o && !o->fits)
            unfit = i;
    QVERIFY2(unfit > 0, "the full fine-tune example compares an option too small for it");
    QVERIFY(option->itemText(unfit).endsWith(QStringLiteral("(does not fit)")));
    option->setCurrentIndex(unfit);
    emit option->activated(unfit);
    QCOMPARE(m_window->project().phases[0].option, option->itemData(unfit).toString().toStdString());
    checkShownMatchesModel();
    QCOMPARE(m_window->result().phases[0].status, std::string(model::phase_status::kOptionUnfit));
    QCOMPARE(m_window->result().totalCost, 0.0);
    QCOMPARE(m_window->phaseTable()->item(0, ui::ProjectWindow::Status)->text(), QStringLiteral("the chosen option lacks the GPU memory"));
    QCOMPARE(m_window->timeline()->rowLabels()[0], QStringLiteral("Llama 2 7B full fine-tune (the chosen option lacks the GPU memory)"));
    QVERIFY(!m_window->timeline()->bars()[0].priced);
    // Back to the best-ranked: priced again.
    option->setCurrentIndex(0);
    emit option->activated(0);
    QCOMPARE(m_window->result().phases[0].status, std::string(model::phase_status::kPriced));
    checkShownMatchesModel();
}

void TestProjectView::saveReloadAndExport()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("lora-7b"))));
    m_window->addPhaseFromPlanner(); // inline
    const QString file = dir.filePath(QStringLiteral("launch.json"));
    QVERIFY(m_window->save(file));
    QVERIFY(!m_window->isModified());
    // The scenario file is kept by a path relative to the project's folder.
    const QString relative = QDir(dir.path()).relativeFilePath(example(QStringLiteral("lora-7b")));
    QCOMPARE(QString::fromStdString(m_window->project().phases[0].scenarioPath), relative);
    const model::Project loaded = ui::ProjectFiles::loadProject(file, catalog());
    QCOMPARE(loaded.phases.size(), size_t(2));
    QCOMPARE(model::evaluateProject(catalog(), loaded, false).totalCost, model::evaluateProject(catalog(), m_window->project(), false).totalCost);
    QVERIFY(m_window->openFile(file));
    QCOMPARE(m_window->path(), file);
    checkShownMatchesModel();

    const QString json = dir.filePath(QStringLiteral("launch-result.json"));
    const QString csv = dir.filePath(QStringLiteral("launch-result.csv"));
    const QString pdf = dir.filePath(QStringLiteral("launch-result.pdf"));
    m_window->exportTo(json, QStringLiteral("json"));
    m_window->exportTo(csv, QStringLiteral("csv"));
    m_window->exportTo(pdf, QStringLiteral("pdf"));
    QFile j(json);
    QVERIFY(j.open(QIODevice::ReadOnly));
    const auto parsed = nlohmann::json::parse(j.readAll().toStdString());
    QCOMPARE(parsed.at("format").get<std::string>(), std::string("gpuplanner-project-result"));
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    QVERIFY(c.readAll().contains("Llama 2 7B LoRA fine-tune"));
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    QVERIFY(p.read(5) == "%PDF-");
}

void TestProjectView::fileMenuOpensIt()
{
    m_window->hide();
    auto *newProject = m_planner->findChild<QAction *>(QStringLiteral("newProjectAction"));
    QVERIFY(newProject);
    QCOMPARE(newProject->text(), QStringLiteral("New pro&ject"));
    QVERIFY(m_planner->findChild<QAction *>(QStringLiteral("openProjectAction")));
    newProject->trigger();
    QVERIFY(m_window->isVisible());
    QVERIFY(m_window->project().phases.empty());
    QCOMPARE(m_window->project().startDay, long(QDate(1970, 1, 1).daysTo(QDate::currentDate())));
}

void TestProjectView::followsLanguage()
{
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("lora-7b"))));
    const std::string kind = m_window->result().phases[0].kind;
    const QString english = ui::Labels::offeringKind(kind);
    QCOMPARE(m_window->timeline()->legendEntries(), QStringList{english});
    QVERIFY(ui::Translation::install(QStringLiteral("zh_CN")));
    const QString chinese = ui::Labels::offeringKind(kind);
    QVERIFY(chinese != english);
    QTRY_COMPARE(m_window->timeline()->legendEntries(), QStringList{chinese});
    QVERIFY(m_window->phaseTable()->item(0, ui::ProjectWindow::Option)->text().contains(chinese));
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    QTRY_COMPARE(m_window->timeline()->legendEntries(), QStringList{english});
}

void TestProjectView::phaseOnADate()
{
    QVERIFY(m_window->addPhaseFromFile(example(QStringLiteral("lora-7b"))));
    auto *startMode = m_window->findChild<QComboBox *>(QStringLiteral("startMode"));
    auto *date = m_window->findChild<QDateEdit *>(QStringLiteral("phaseDate"));
    QVERIFY(!date->isEnabled());
    const int onDate = startMode->findText(QStringLiteral("On a date"));
    startMode->setCurrentIndex(onDate);
    emit startMode->activated(onDate);
    QVERIFY(date->isEnabled());
    date->setDate(QDate(2027, 2, 1));
    QCOMPARE(m_window->project().phases[0].startDay, std::optional<long>(model::dayNumber("2027-02-01")));
    QCOMPARE(m_window->result().phases[0].startHour, 28 * 24.0); // 4 January to 1 February
    QCOMPARE(m_window->phaseTable()->item(0, ui::ProjectWindow::Start)->text(), QStringLiteral("2027-02-01"));
    checkShownMatchesModel();
    // A project starting later takes the phase along: none starts before the project.
    m_window->findChild<QDateEdit *>(QStringLiteral("projectStart"))->setDate(QDate(2027, 3, 1));
    QCOMPARE(m_window->project().phases[0].startDay, std::optional<long>(model::dayNumber("2027-03-01")));
    QCOMPARE(m_window->result().phases[0].startHour, 0.0);
    QCOMPARE(m_window->monthlySpend()->months().front().label, QStringLiteral("2027-03"));
    checkShownMatchesModel();
}

QTEST_MAIN(TestProjectView)
#include "tst_projectview.moc"
