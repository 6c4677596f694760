// The input panel, a view of one Document without the window around it: a widget move is a
// change of the document's scenario (re-estimated at once), the document's scenario is what the
// widgets show, notes appear under the fields they concern, and every input of the one input
// table (model/InputFields) has its control.

#include "CatalogStore.h"
#include "Document.h"
#include "InputFields.h"
#include "InputError.h"
#include "InputPanel.h"
#include "Scenario.h"
#include "SliderSpinBox.h"
#include "Translation.h"

#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QWheelEvent>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QUndoStack>

#include <functional>

using namespace gpuplanner;

class TestInputPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sequenceSliderChangesActivations();
    void notesBesideFields();
    void everyTableInputHasItsControl();
    void widgetsShowTheDocumentsScenario_data();
    void widgetsShowTheDocumentsScenario();
    void documentChangesReachTheWidgets();
    void wheelChangesOnlyFocusedControls();
    void valuesBeyondTheControlsSurviveOtherEdits();

private:
    /// Opens a scenario file in the document; false (with a warning) when it does not load.
    bool openFile(const QString &path);

    QTemporaryDir m_dir;
    std::unique_ptr<ui::CatalogStore> m_catalogs;
    std::unique_ptr<ui::Document> m_document;
    std::unique_ptr<ui::InputPanel> m_panel;
};

void TestInputPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    m_catalogs = std::make_unique<ui::CatalogStore>(m_dir.filePath(QStringLiteral("catalog.json"))); // built-in only
    m_document = std::make_unique<ui::Document>(m_catalogs.get());
    m_panel = std::make_unique<ui::InputPanel>(m_document.get());
    m_panel->resize(420, 1400);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestInputPanel::wheelChangesOnlyFocusedControls()
{
    // Issue 14: six wheel clicks while scrolling the panel turned LoRA rank 16 into 10 unseen.
    // Unfocused sliders, spin boxes and lists leave the wheel to the panel; a focused one takes it.
    auto *sequence = m_panel->sequenceSlider();
    const auto wheel = [](QWidget *w) {
        const QPointF at(w->width() / 2.0, w->height() / 2.0);
        QWheelEvent event(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(w, &event);
    };
    const double before = sequence->value();
    const std::string scenario = model::scenarioToJson(m_document->scenario()).dump();
    QWidget *focusElsewhere = m_panel->findChild<QPushButton *>();
    QVERIFY(focusElsewhere);
    QApplication::setActiveWindow(m_panel.get());
    focusElsewhere->setFocus();
    QTRY_VERIFY(focusElsewhere->hasFocus());
    for (QWidget *control : {static_cast<QWidget *>(sequence->slider()), static_cast<QWidget *>(sequence->spinBox())})
        wheel(control);
    for (QComboBox *list : m_panel->findChildren<QComboBox *>())
        if (list->isVisible())
            wheel(list);
    QCOMPARE(sequence->value(), before);
    QCOMPARE(model::scenarioToJson(m_document->scenario()).dump(), scenario);
    sequence->slider()->setFocus();
    QTRY_VERIFY(sequence->slider()->hasFocus());
    wheel(sequence->slider());
    QVERIFY(sequence->value() != before);
}

bool TestInputPanel::openFile(const QString &path)
{
    try {
        m_document->open(path);
        return true;
    } catch (const model::InputError &e) {
        qWarning("%s", e.what());
        return false;
    }
}

void TestInputPanel::sequenceSliderChangesActivations()
{
    const double before = m_document->result().memory.activations;
    m_panel->sequenceSlider()->spinBox()->setValue(8192);
    QVERIFY(m_document->result().memory.activations > 3 * before);
}

void TestInputPanel::notesBesideFields()
{
    // Qwen2.5-7B has 28 attention heads (its config.json): 3 GPUs cannot split them, 4 can.
    QVERIFY(openFile(QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/qwen2.5-7b-inference-month.json")));
    const auto findNote = [this] { return m_panel->findChild<QLabel *>(QStringLiteral("note:workload.gpus")); };
    QVERIFY(!findNote() || findNote()->isHidden()); // made when first needed
    m_panel->gpusSlider()->spinBox()->setValue(3);
    QLabel *note = findNote();
    QVERIFY(note);
    QVERIFY(!note->isHidden());
    // Directly under the field it concerns.
    auto *form = qobject_cast<QFormLayout *>(note->parentWidget()->layout());
    QVERIFY(form);
    int noteRow = -1, fieldRow = -1;
    QFormLayout::ItemRole role;
    form->getWidgetPosition(note, &noteRow, &role);
    form->getWidgetPosition(m_panel->gpusSlider(), &fieldRow, &role);
    QCOMPARE(noteRow, fieldRow + 1);
    QVERIFY2(note->text().contains(QStringLiteral("28")), qPrintable(note->text()));
    m_panel->gpusSlider()->spinBox()->setValue(4);
    QVERIFY(note->isHidden());
    // Typed text out of range: the note under the field gives the range while it is typed.
    ui::SliderSpinBox *gpus = m_panel->gpusSlider();
    QLabel *range = gpus->note();
    gpus->spinBox()->setFocus();
    gpus->spinBox()->selectAll();
    QTest::keyClicks(gpus->spinBox(), QStringLiteral("500000"));
    QVERIFY(!range->isHidden());
    // The range is what a file may hold (the slider's ends at 1,024, the spin box's at 100,000).
    QVERIFY2(range->text().contains(QStringLiteral("100,000")), qPrintable(range->text()));
    QTest::keyClick(gpus->spinBox(), Qt::Key_Backspace);
    QTest::keyClick(gpus->spinBox(), Qt::Key_Enter);
    QVERIFY(range->isHidden());
}

void TestInputPanel::everyTableInputHasItsControl()
{
    // The panel builds a row for every input of the table that belongs on it, named after it.
    int rows = 0;
    for (const model::InputField &field : model::inputFields()) {
        const QString name = QString::fromStdString(field.objectName.empty() ? field.key : field.objectName);
        QWidget *editor = m_panel->findChild<QWidget *>(name);
        QCOMPARE(editor != nullptr, field.inPanel);
        if (!field.inPanel)
            continue;
        ++rows;
        if (field.type == model::FieldType::OptionalNumber)
            QVERIFY2(m_panel->findChild<QCheckBox *>(name + QStringLiteral(":set")), qPrintable(name));
        if (field.control == model::FieldControl::Slider && field.type != model::FieldType::Boolean
            && field.type != model::FieldType::Choice)
            QVERIFY2(qobject_cast<ui::SliderSpinBox *>(editor), qPrintable(name));
    }
    QVERIFY(rows >= 10);
    // The panel's own accessors find the table's inputs.
    for (const auto &[key, slider] : {std::pair{"workload.gpus", m_panel->gpusSlider()},
                                      std::pair{"workload.sequence_length", m_panel->sequenceSlider()}}) {
        const model::InputField *field = model::inputField(key);
        QVERIFY2(field, key);
        const QString name = QString::fromStdString(field->objectName.empty() ? field->key : field->objectName);
        QCOMPARE(m_panel->findChild<ui::SliderSpinBox *>(name), slider);
    }
}

void TestInputPanel::widgetsShowTheDocumentsScenario_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples"));
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}))
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestInputPanel::widgetsShowTheDocumentsScenario()
{
    // What the widgets show, read back into a scenario (writeTo), is the document's scenario:
    // nothing is lost or rounded on the way to the screen and back.
    QFETCH(QString, file);
    QVERIFY(openFile(file));
    QCOMPARE(m_document->undoStack()->count(), 0);
    model::Scenario shown = m_document->scenario();
    m_panel->writeTo(shown);
    QCOMPARE(QString::fromStdString(model::scenarioToJson(shown).dump()),
             QString::fromStdString(model::scenarioToJson(m_document->scenario()).dump()));
    QCOMPARE(m_panel->gpusSlider()->value(), double(m_document->scenario().workload.gpus));
    QCOMPARE(m_panel->sequenceSlider()->value(), double(m_document->scenario().workload.sequenceLength));
}

void TestInputPanel::documentChangesReachTheWidgets()
{
    QVERIFY(openFile(QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/lora-7b.json")));
    // A change made elsewhere (a command, another view) shows in the widgets ...
    model::Scenario s = m_document->scenario();
    s.workload.gpus = 6;
    s.workload.sequenceLength = 4096;
    m_document->change(s, nullptr, QStringLiteral("elsewhere"));
    QCOMPARE(m_panel->gpusSlider()->value(), 6.0);
    QCOMPARE(m_panel->sequenceSlider()->value(), 4096.0);
    // ... and so does its undo: lora-7b.json's 1 GPU and 2048 tokens.
    m_document->undoStack()->undo();
    QCOMPARE(m_panel->gpusSlider()->value(), 1.0);
    QCOMPARE(m_panel->sequenceSlider()->value(), 2048.0);
    // A widget move is one change of the document, re-estimated at once; a drag of the same
    // slider stays one undo step.
    const double before = m_document->result().memory.total();
    QSlider *slider = m_panel->sequenceSlider()->slider();
    for (int step = 1; step <= 10; ++step)
        slider->setValue(slider->value() + 5);
    QCOMPARE(m_document->undoStack()->count(), 1); // the undone change is dropped, the drag is one step
    QVERIFY(m_document->scenario().workload.sequenceLength > 2048);
    QCOMPARE(m_panel->sequenceSlider()->value(), double(m_document->scenario().workload.sequenceLength));
    QVERIFY(m_document->result().memory.total() > before);
}

void TestInputPanel::valuesBeyondTheControlsSurviveOtherEdits()
{
    // A file may hold what a control cannot show: 16,384 GPUs (the GPUs slider ends at 1,024), a
    // 1 ms latency target (the slider starts at 0.1 s), a headroom of 5.3% (the spin box shows
    // whole percents). The control shows the nearest it can; an edit of another input must not
    // write that back over the file's value (it did: every edit read every control).
    const auto check = [this](const nlohmann::json &file, const char *key, const std::function<void()> &edit) {
        const QString path = m_dir.filePath(QStringLiteral("beyond.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QByteArray::fromStdString(file.dump()));
        out.close();
        QVERIFY(openFile(path));
        const nlohmann::json before = model::scenarioToJson(m_document->scenario());
        edit();
        QCOMPARE(m_document->undoStack()->count(), 1); // the edit happened
        nlohmann::json after = model::scenarioToJson(m_document->scenario());
        QVERIFY2(after != before, key);
        // Everything but the edited input is as the file had it.
        nlohmann::json expected = before;
        const nlohmann::json::json_pointer edited(key);
        expected[edited] = after[edited];
        QCOMPARE(QString::fromStdString(after.dump()), QString::fromStdString(expected.dump()));
    };
    const nlohmann::json pretrain = {
        {"format", "gpuplanner-scenario"}, {"version", 1}, {"memory_headroom", 0.053},
        {"workload", {{"kind", "pretrain"}, {"model", "llama-2-7b"}, {"precision", "bf16"}, {"gpus", 16384},
                      {"sequence_length", 4096}, {"train_tokens", 2e12}}}};
    check(pretrain, "/workload/sequence_length", [this] { m_panel->sequenceSlider()->spinBox()->setValue(8192); });
    // The GPUs' spin box shows the 16,384 and takes any count a file may hold (the DeepSeek-V3
    // run's 2,048 read as 1,024 there), while the slider rests at its end.
    ui::SliderSpinBox *gpus = m_panel->gpusSlider();
    QCOMPARE(gpus->value(), 16384.0);
    QCOMPARE(gpus->slider()->value(), gpus->slider()->maximum());
    gpus->spinBox()->setValue(2048);
    QCOMPARE(m_document->scenario().workload.gpus, 2048);
    const nlohmann::json serving = {
        {"format", "gpuplanner-scenario"}, {"version", 1},
        {"workload", {{"kind", "inference"}, {"model", "llama-2-7b"}, {"precision", "bf16"}, {"gpus", 1},
                      {"serving", {{"concurrency", 8}, {"prompt_tokens", 512}, {"output_tokens", 256},
                                   {"context_length", 4096}, {"requests_per_day", 1000},
                                   {"latency_target_s", 0.001}, {"gpu_memory_utilization", 0.873}}}}}};
    check(serving, "/workload/gpus", [this] { m_panel->gpusSlider()->spinBox()->setValue(2); });
}

QTEST_MAIN(TestInputPanel)
#include "tst_inputpanel.moc"
