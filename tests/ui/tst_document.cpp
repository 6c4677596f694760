// The document (ui/Document), the one owner of the open scenario, without any window: a change is
// one undo step and an estimate at once, the full analysis follows once the inputs rest (or at
// once when asked), undo and redo restore scenario and result, open/save/reset keep the path and
// the modified flag, autosave writes only unsaved work, and a change of the catalog in force
// re-evaluates the document at once against it. Each test has its own catalog store, its user
// file in a temporary folder.

#include "Advisor.h"
#include "CatalogStore.h"
#include "Document.h"
#include "Evaluate.h"
#include "InputError.h"
#include "ResultJson.h"
#include "ScenarioFiles.h"

#include <QtTest>

#include <QElapsedTimer>
#include <QUndoStack>

#include <nlohmann/json.hpp>

#include <vector>

using namespace gpuplanner;
using ui::Document;
using Evaluation = ui::Document::Evaluation;
using nlohmann::json;

namespace {

const QString kExamples = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/");

/// The controls of every scenarioChanged() of `document`, in order.
struct ControlLog
{
    explicit ControlLog(Document *document)
    {
        QObject::connect(document, &Document::scenarioChanged, document,
                         [this](const void *control) { controls.push_back(control); });
    }
    std::vector<const void *> controls;
};

/// The evaluation each resultChanged() of `spy` carried, in order.
QList<Evaluation> evaluations(const QSignalSpy &spy)
{
    QList<Evaluation> out;
    for (const QList<QVariant> &args : spy)
        out << args.at(0).value<Evaluation>();
    return out;
}

/// What a point estimate computes: memory per GPU, FLOP and every option's fit, hours and cost
/// (the advisor's rank, reasons and checklist are the analysis's).
std::string estimated(const model::Result &result)
{
    // An estimate carries the last ranges until new ones are sampled: they are not its own.
    json j = model::resultToJson(result);
    for (json &option : j.at("options"))
        for (const char *analysed : {"rank", "reasons", "checklist", "range", "probability_cheapest", "probability_not_fitting",
                                     "probability_cheaper_than_recommended", "probability_undercut", "separating_input"})
            option.erase(analysed);
    return json{{"memory", j.at("memory")}, {"options", j.at("options")}, {"compute", j.at("compute")}}.dump();
}

std::string scenarioText(const model::Scenario &s)
{
    return model::scenarioToJson(s).dump();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void changeIsOneStepAndEstimatesAtOnce();
    void analysisFollowsOnceInputsRest();
    void rangesFollowTheSlider();
    void analyzeRunsAtOnce();
    void sameControlMerges();
    void undoRedoRestoreScenarioAndResult();
    void resetClearsUndoAndPath();
    void openAndSave();
    void catalogEditReEvaluatesAtOnce();
    void presetFollowsEditedModel();
    void autosaveOnlyWhenModified();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::CatalogStore> m_catalogs;
    std::unique_ptr<Document> m_document;
};

void TestDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<Evaluation>();
}

void TestDocument::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_catalogs = std::make_unique<ui::CatalogStore>(m_dir->filePath(QStringLiteral("catalog.json")));
    m_document = std::make_unique<Document>(m_catalogs.get());
}

void TestDocument::cleanup()
{
    m_document.reset();
    m_catalogs.reset();
    m_dir.reset();
}

void TestDocument::changeIsOneStepAndEstimatesAtOnce()
{
    Document &doc = *m_document;
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.path(), QString());
    QCOMPARE(doc.scenario().workload.gpus, 1); // the new scenario
    const std::string before = estimated(doc.result());
    QSignalSpy results(&doc, &Document::resultChanged);
    QSignalSpy modified(&doc, &Document::modifiedChanged);
    ControlLog log(&doc);

    model::Scenario s = doc.scenario();
    s.workload.gpus = 4;
    const int control = 0;
    doc.change(s, &control, QStringLiteral("GPUs"));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("GPUs"));
    QCOMPARE(doc.scenario().workload.gpus, 4);
    QCOMPARE(log.controls, std::vector<const void *>{&control});
    // Re-estimated before change() returns: the point estimate of the new scenario.
    QCOMPARE(evaluations(results), QList<Evaluation>{Evaluation::Estimate});
    QCOMPARE(QString::fromStdString(estimated(doc.result())),
             QString::fromStdString(estimated(model::evaluate(doc.catalog(), doc.scenario()))));
    QVERIFY(estimated(doc.result()) != before);
    for (const model::OptionResult &o : doc.result().options)
        QCOMPARE(o.gpus, 4);
    QVERIFY(doc.isModified());
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.at(0).at(0).toBool(), true);
}

void TestDocument::analysisFollowsOnceInputsRest()
{
    Document &doc = *m_document;
    QSignalSpy results(&doc, &Document::resultChanged);
    QElapsedTimer sinceChange;
    qint64 analysedAfterMs = -1;
    connect(&doc, &Document::resultChanged, this, [&](Evaluation evaluation) {
        if (evaluation == Evaluation::Analysis && analysedAfterMs < 0)
            analysedAfterMs = sinceChange.elapsed();
    });
    model::Scenario s = doc.scenario();
    s.workload.sequenceLength = 4096;
    sinceChange.start();
    doc.change(s, nullptr, QStringLiteral("sequence"));
    QCOMPARE(evaluations(results), QList<Evaluation>{Evaluation::Estimate});
    // The estimate ranks nothing: evaluate() leaves every option's rank to the analysis.
    for (const model::OptionResult &o : doc.result().options)
        QCOMPARE(o.rank, 0);
    // The analysis follows once, with the ranking, not before the inputs have rested for
    // kAnalysisDelayMs (a coarse timer may fire up to 5% early); before it, at most the live
    // ranges of the estimate.
    QTRY_VERIFY(evaluations(results).contains(Evaluation::Analysis));
    QCOMPARE(evaluations(results).last(), Evaluation::Analysis);
    QCOMPARE(evaluations(results).count(Evaluation::Analysis), 1);
    QVERIFY2(analysedAfterMs >= Document::kAnalysisDelayMs * 95 / 100, qPrintable(QString::number(analysedAfterMs)));
    QVERIFY(doc.result().best());
    QCOMPARE(doc.result().best()->rank, 1);
    QCOMPARE(QString::fromStdString(model::resultToJson(doc.result()).dump()),
             QString::fromStdString(model::resultToJson(model::analyze(doc.catalog(), doc.scenario())).dump()));
    const qsizetype count = results.count();
    QTest::qWait(2 * Document::kAnalysisDelayMs);
    QCOMPARE(results.count(), count);
}

void TestDocument::rangesFollowTheSlider()
{
    // Issue 17: while a slider moves (no analysis yet), the ranges of each step are sampled off
    // the window's thread and arrive as another estimate: the same P10/P50/P90 the analysis of
    // those inputs gives, every sample the catalog asks for.
    Document &doc = *m_document;
    const model::Result before = doc.result();
    QVERIFY(before.uncertaintySamples > 0);
    model::Scenario s = doc.scenario();
    s.workload.sequenceLength *= 2;
    const int applied = doc.rangesApplied();
    doc.change(s, nullptr, QStringLiteral("sequence"));
    // At once: the new point estimate with the last ranges kept (no bars flickering off).
    QCOMPARE(doc.result().options.front().range.totalCost.p90, before.options.front().range.totalCost.p90);
    doc.waitForRanges();
    QVERIFY(doc.rangesApplied() > applied);
    const model::Result expected = model::analyze(doc.catalog(), doc.scenario());
    QCOMPARE(doc.result().uncertaintySamples, expected.uncertaintySamples);
    QCOMPARE(doc.result().options.size(), expected.options.size());
    for (size_t i = 0; i < expected.options.size(); ++i) {
        QCOMPARE(doc.result().options[i].range.totalCost.p10, expected.options[i].range.totalCost.p10);
        QCOMPARE(doc.result().options[i].range.totalCost.p90, expected.options[i].range.totalCost.p90);
        QCOMPARE(doc.result().options[i].range.wallHours.p50, expected.options[i].range.wallHours.p50);
    }
    QVERIFY(doc.result().options.front().range.totalCost.p90 != before.options.front().range.totalCost.p90);
    // Steps faster than the sampling: the newest inputs are sampled last.
    for (int step = 0; step < 5; ++step) {
        s.workload.sequenceLength += 256;
        doc.change(s, nullptr, QStringLiteral("sequence"));
    }
    doc.waitForRanges();
    const model::Result last = model::analyze(doc.catalog(), doc.scenario());
    QCOMPARE(doc.result().options.front().range.totalCost.p50, last.options.front().range.totalCost.p50);
}

void TestDocument::analyzeRunsAtOnce()
{
    Document &doc = *m_document;
    QVERIFY(doc.open(kExamples + QStringLiteral("budget-a100-vs-slices.json")).empty());
    model::Scenario s = doc.scenario();
    s.budget = 2 * *s.budget;
    doc.change(s, nullptr, QStringLiteral("budget"));
    QSignalSpy results(&doc, &Document::resultChanged);
    doc.analyze();
    QCOMPARE(evaluations(results), QList<Evaluation>{Evaluation::Analysis});
    // Ranking, budget runtimes and break-even points: what analyze() gives for the scenario.
    const model::Result expected = model::analyze(doc.catalog(), doc.scenario());
    QVERIFY(!doc.result().ranking.empty());
    QCOMPARE(doc.result().ranking, expected.ranking);
    QCOMPARE(doc.result().budgetRuntimeHours.size(), size_t(2));
    QCOMPARE(doc.result().budgetRuntimeHours, expected.budgetRuntimeHours);
    QCOMPARE(QString::fromStdString(model::resultToJson(doc.result()).dump()),
             QString::fromStdString(model::resultToJson(expected).dump()));
    // The analysis the change scheduled is now redundant: it does not run again.
    QTest::qWait(2 * Document::kAnalysisDelayMs);
    QCOMPARE(results.count(), 1);
}

void TestDocument::sameControlMerges()
{
    Document &doc = *m_document;
    const int slider = 0, spinBox = 0;
    model::Scenario s = doc.scenario();
    // A drag: many steps of one control, one undo step.
    for (int step = 1; step <= 5; ++step) {
        s.workload.sequenceLength = 2048 + 256 * step;
        doc.change(s, &slider, QStringLiteral("sequence"));
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    // Another control starts a new step.
    s.workload.gpus = 2;
    doc.change(s, &spinBox, QStringLiteral("GPUs"));
    QCOMPARE(doc.undoStack()->count(), 2);
    // merge = false: a step of its own, and the next one does not merge into it either.
    s.workload.gpus = 3;
    doc.change(s, &spinBox, QStringLiteral("GPUs"), false);
    QCOMPARE(doc.undoStack()->count(), 3);
    s.workload.gpus = 4;
    doc.change(s, &spinBox, QStringLiteral("GPUs"));
    QCOMPARE(doc.undoStack()->count(), 4);
    s.workload.gpus = 5;
    doc.change(s, &spinBox, QStringLiteral("GPUs"));
    QCOMPARE(doc.undoStack()->count(), 4);
    // No control (an import, a menu command): never merged.
    s.name = "first";
    doc.change(s, nullptr, QStringLiteral("name"));
    s.name = "second";
    doc.change(s, nullptr, QStringLiteral("name"));
    QCOMPARE(doc.undoStack()->count(), 6);
    // Undo walks the steps back: the merged GPU step goes from 5 to 3 at once, the drag whole.
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().workload.gpus, 5);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().workload.gpus, 3);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().workload.gpus, 1);
    QCOMPARE(doc.scenario().workload.sequenceLength, 2048 + 256 * 5);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().workload.sequenceLength, 2048);
    QVERIFY(!doc.isModified());
}

void TestDocument::undoRedoRestoreScenarioAndResult()
{
    Document &doc = *m_document;
    QVERIFY(doc.open(kExamples + QStringLiteral("lora-7b.json")).empty());
    const std::string scenarioBefore = scenarioText(doc.scenario());
    const std::string resultBefore = estimated(doc.result());
    const int control = 0;
    model::Scenario s = doc.scenario();
    s.workload.gpus = 2;
    s.workload.microBatchSize = 4;
    doc.change(s, &control, QStringLiteral("batch"));
    const std::string scenarioAfter = scenarioText(doc.scenario());
    const std::string resultAfter = estimated(doc.result());
    QVERIFY(resultAfter != resultBefore);

    QSignalSpy results(&doc, &Document::resultChanged);
    ControlLog log(&doc);
    doc.undoStack()->undo();
    QCOMPARE(QString::fromStdString(scenarioText(doc.scenario())), QString::fromStdString(scenarioBefore));
    QCOMPARE(QString::fromStdString(estimated(doc.result())), QString::fromStdString(resultBefore));
    QCOMPARE(log.controls, std::vector<const void *>{nullptr}); // not the control's own step
    QCOMPARE(evaluations(results), QList<Evaluation>{Evaluation::Estimate});
    QVERIFY(!doc.isModified());

    doc.undoStack()->redo();
    QCOMPARE(QString::fromStdString(scenarioText(doc.scenario())), QString::fromStdString(scenarioAfter));
    QCOMPARE(QString::fromStdString(estimated(doc.result())), QString::fromStdString(resultAfter));
    QCOMPARE(log.controls, (std::vector<const void *>{nullptr, nullptr}));
    QCOMPARE(results.count(), 2);
    QVERIFY(doc.isModified());
}

void TestDocument::resetClearsUndoAndPath()
{
    Document &doc = *m_document;
    const QString path = m_dir->filePath(QStringLiteral("mine.json"));
    doc.save(path);
    QCOMPARE(doc.path(), path);
    model::Scenario s = doc.scenario();
    s.workload.gpus = 8;
    doc.change(s, nullptr, QStringLiteral("GPUs"));
    QVERIFY(doc.isModified());

    QSignalSpy paths(&doc, &Document::pathChanged);
    QSignalSpy results(&doc, &Document::resultChanged);
    ControlLog log(&doc);
    doc.reset(doc.newScenario(), QString()); // New
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.undoStack()->canUndo());
    QCOMPARE(doc.path(), QString());
    QCOMPARE(paths.count(), 1);
    QCOMPARE(paths.at(0).at(0).toString(), QString());
    QCOMPARE(doc.scenario().workload.gpus, 1);
    QVERIFY(!doc.isModified());
    QCOMPARE(log.controls, std::vector<const void *>{nullptr});
    QCOMPARE(evaluations(results), (QList<Evaluation>{Evaluation::Estimate, Evaluation::Analysis}));
    QVERIFY(doc.result().best());

    // Recovered work reads as unsaved, with nothing to undo; the path did not change: no signal.
    doc.reset(s, QString(), true);
    QVERIFY(doc.isModified());
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.scenario().workload.gpus, 8);
    QCOMPARE(paths.count(), 1);
}

void TestDocument::openAndSave()
{
    Document &doc = *m_document;
    const QString path = m_dir->filePath(QStringLiteral("lora.json"));
    QVERIFY(QFile::copy(kExamples + QStringLiteral("lora-7b.json"), path));
    const QByteArray original = readAll(path);
    QSignalSpy paths(&doc, &Document::pathChanged);
    QSignalSpy modified(&doc, &Document::modifiedChanged);

    QVERIFY(doc.open(path).empty());
    QCOMPARE(doc.path(), path);
    QCOMPARE(paths.count(), 1);
    QCOMPARE(paths.at(0).at(0).toString(), path);
    QVERIFY(!doc.isModified());
    QCOMPARE(QString::fromStdString(doc.scenario().name), QStringLiteral("Llama 2 7B LoRA fine-tune"));
    QCOMPARE(doc.scenario().workload.sequenceLength, 2048); // lora-7b.json
    QCOMPARE(QString::fromStdString(estimated(doc.result())),
             QString::fromStdString(estimated(model::evaluate(doc.catalog(), doc.scenario()))));

    model::Scenario s = doc.scenario();
    s.workload.gpus = 2;
    doc.change(s, nullptr, QStringLiteral("GPUs"));
    QVERIFY(doc.isModified());
    QCOMPARE(modified.count(), 1);
    QCOMPARE(readAll(path), original); // a change is not a save

    // Save: to its own file, the previous one kept as .bak, clean again.
    doc.save();
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.count(), 2);
    QCOMPARE(modified.at(1).at(0).toBool(), false);
    QCOMPARE(paths.count(), 1);
    QCOMPARE(readAll(path + QStringLiteral(".bak")), original);
    QCOMPARE(ui::ScenarioFiles::loadScenario(path, doc.catalog()).workload.gpus, 2);

    // Save as: the document follows the new path.
    const QString other = m_dir->filePath(QStringLiteral("other.json"));
    doc.save(other);
    QCOMPARE(doc.path(), other);
    QCOMPARE(paths.count(), 2);
    QCOMPARE(paths.at(1).at(0).toString(), other);
    QCOMPARE(QString::fromStdString(scenarioText(ui::ScenarioFiles::loadScenario(other, doc.catalog()))),
             QString::fromStdString(scenarioText(doc.scenario())));

    // A bad file changes nothing: not the scenario, the path, the undo history or the flag.
    s.workload.gpus = 3;
    doc.change(s, nullptr, QStringLiteral("GPUs"));
    const std::string before = scenarioText(doc.scenario());
    try {
        doc.open(QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/bad-gpus.json"));
        QFAIL("opened a bad file");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("workload.gpus"));
    }
    QCOMPARE(QString::fromStdString(scenarioText(doc.scenario())), QString::fromStdString(before));
    QCOMPARE(doc.path(), other);
    QCOMPARE(doc.undoStack()->count(), 2);
    QVERIFY(doc.isModified());
    // A save that fails leaves the document unsaved, on its path.
    const QString underFile = other + QStringLiteral("/inside.json");
    QVERIFY_THROWS_EXCEPTION(model::InputError, doc.save(underFile));
    QVERIFY(doc.isModified());
    QCOMPARE(doc.path(), other);
    QCOMPARE(paths.count(), 2);
}

void TestDocument::catalogEditReEvaluatesAtOnce()
{
    Document &doc = *m_document;
    ui::CatalogStore &store = *m_catalogs;
    QVERIFY(doc.open(kExamples + QStringLiteral("lora-7b.json")).empty());
    const std::string id = "a100-80gb-card@beijing";
    const model::OptionResult before = *doc.result().option(id);
    // Billed by the hour (the work takes hours): each billed hour of each rented unit costs the
    // hourly price times Beijing's multiplier, so a price step moves the total by exactly that.
    QCOMPARE(QString::fromStdString(before.billing), QStringLiteral("hourly"));
    const double hours = before.billedUnitsByPlan[0]; // Plan::Hourly
    QVERIFY(hours > 0);
    const double multiplier = doc.catalog().region("beijing")->priceMultiplier;
    QCOMPARE(multiplier, 1.18); // resources/catalog.json
    QCOMPARE(*doc.catalog().offering("a100-80gb-card")->price.hourly, 7.0);
    const std::shared_ptr<const model::Catalog> held = doc.catalogSnapshot();

    QSignalSpy results(&doc, &Document::resultChanged);
    ControlLog log(&doc);
    json entry;
    const json catalogJson = store.json();
    for (const json &o : catalogJson.at("offerings"))
        if (o.at("id") == "a100-80gb-card")
            entry = o;
    entry["price"]["hourly"] = 9.5;
    store.apply({{"offerings", json::array({entry})}});

    // At once, before any event is processed: the new price in the result, fully analysed.
    QVERIFY(!results.isEmpty());
    QCOMPARE(evaluations(results).last(), Evaluation::Analysis);
    QCOMPARE(log.controls, std::vector<const void *>{nullptr});
    QCOMPARE(doc.catalogSnapshot(), store.snapshot());
    QCOMPARE(*doc.catalog().offering("a100-80gb-card")->price.hourly, 9.5);
    const model::OptionResult after = *doc.result().option(id);
    QCOMPARE(after.billedUnitsByPlan[0], hours);
    QCOMPARE(after.wallHours, before.wallHours);
    const double expected = before.cost.total() + hours * before.units * (9.5 - 7.0) * multiplier;
    QVERIFY2(std::abs(after.cost.total() - expected) < 1e-9 * expected,
             qPrintable(QStringLiteral("%1 vs %2").arg(after.cost.total(), 0, 'f', 6).arg(expected, 0, 'f', 6)));
    QCOMPARE(after.cost.storage, before.cost.storage);
    // The Result is what analyze() gives against the new catalog.
    QCOMPARE(QString::fromStdString(model::resultToJson(doc.result()).dump()),
             QString::fromStdString(model::resultToJson(model::analyze(*store.snapshot(), doc.scenario())).dump()));
    // The catalog is not the scenario: no undo step, still saved.
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
    // Whoever held the old catalog still has it, unchanged.
    QCOMPARE(*held->offering("a100-80gb-card")->price.hourly, 7.0);

    // Reverting the unsaved edit goes back to the built-in price, and the total with it.
    store.revert();
    QCOMPARE(*doc.catalog().offering("a100-80gb-card")->price.hourly, 7.0);
    QCOMPARE(doc.result().option(id)->cost.total(), before.cost.total());
}

void TestDocument::presetFollowsEditedModel()
{
    // A preset's architecture comes from the catalog, so it follows an edit of the preset. The
    // catalog editor does not edit presets; the user's file can (resources/CATALOG.md), and a
    // revert reads the file again.
    Document &doc = *m_document;
    ui::CatalogStore &store = *m_catalogs;
    QCOMPARE(doc.scenario().workload.modelSource, model::ModelSource::Preset);
    const std::string preset = doc.scenario().workload.modelPreset;
    QCOMPARE(QString::fromStdString(preset), QStringLiteral("llama-2-7b"));
    QCOMPARE(doc.scenario().workload.arch.layers, 32); // Llama-2-7b-hf config.json
    model::Scenario s = doc.scenario();
    s.workload.arch.paramsOverride = 6.5e9; // the parameters slider moved
    doc.change(s, nullptr, QStringLiteral("parameters"));
    const model::MemoryBreakdown before = doc.result().memory;

    json model;
    const json builtin = ui::CatalogStore::builtinJson();
    for (const json &m : builtin.at("models"))
        if (m.at("id") == preset)
            model = m;
    model["config"]["num_hidden_layers"] = 16;
    model["source"] = "our pruned model";
    json price = store.json().at("offerings").at(0);
    price["price"]["hourly"] = 2 * price["price"]["hourly"].get<double>();
    store.apply({{"offerings", json::array({price})}}); // an edit not saved yet
    QFile file(store.userPath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(json{{"models", json::array({model})}}.dump()));
    file.close();
    store.revert();
    QVERIFY2(store.notice().isEmpty(), qPrintable(store.notice()));

    QCOMPARE(doc.scenario().workload.arch.layers, 16);
    QCOMPARE(doc.scenario().workload.arch.hiddenSize, 4096);
    QCOMPARE(doc.scenario().workload.arch.paramsOverride, 6.5e9); // the user's count is kept
    QCOMPARE(QString::fromStdString(estimated(doc.result())),
             QString::fromStdString(estimated(model::evaluate(*store.snapshot(), doc.scenario()))));
    // The same count of weights, fewer layers' activations to keep.
    QCOMPARE(doc.result().memory.weights, before.weights);
    QVERIFY2(doc.result().memory.activations < before.activations,
             qPrintable(QStringLiteral("%1 vs %2").arg(doc.result().memory.activations).arg(before.activations)));
}

void TestDocument::autosaveOnlyWhenModified()
{
    Document &doc = *m_document;
    const QString autosave = Document::autosavePath();
    QVERIFY(autosave.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    QFile::remove(autosave);
    doc.autosave(); // nothing unsaved
    QVERIFY(!QFileInfo::exists(autosave));

    model::Scenario s = doc.scenario();
    s.workload.gpus = 3;
    doc.change(s, nullptr, QStringLiteral("GPUs"));
    doc.autosave();
    QVERIFY(QFileInfo::exists(autosave));
    QCOMPARE(ui::ScenarioFiles::loadScenario(autosave, doc.catalog()).workload.gpus, 3);
    // Autosaving is not saving: the document keeps no path and stays unsaved.
    QCOMPARE(doc.path(), QString());
    QVERIFY(doc.isModified());

    doc.save(m_dir->filePath(QStringLiteral("saved.json")));
    QFile::remove(autosave);
    doc.autosave();
    QVERIFY(!QFileInfo::exists(autosave));
}

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
