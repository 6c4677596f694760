#pragma once

#include "Catalog.h"
#include "Scenario.h"

#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace gpuplanner::ui {

class SliderSpinBox;

/// The workload on the left of the main window: model preset or imported config.json, workload
/// kind, precision, optimizer, parameters (log slider), sequence length, micro-batch, GPUs,
/// training tokens, serving load, rental period and data sizes. Holds one Scenario, changes it as
/// widgets move, and emits scenarioChanged() after every change.
class InputPanel : public QWidget
{
    Q_OBJECT
public:
    explicit InputPanel(const model::Catalog &catalog, QWidget *parent = nullptr);

    const model::Scenario &scenario() const { return m_scenario; }
    /// Shows `scenario` in the widgets without emitting scenarioChanged.
    void setScenario(const model::Scenario &scenario);
    /// Uses the architecture of a Hugging Face config.json (the button, or a file dropped on the
    /// window). Emits importFailed with the reason when the file does not load.
    void importConfigFile(const QString &path);

    /// The control behind the last scenarioChanged() (for merging undo steps); nullptr if none.
    const void *lastEditedControl() const { return m_lastControl; }

    SliderSpinBox *paramsSlider() const { return m_params; }
    SliderSpinBox *sequenceSlider() const { return m_sequence; }
    SliderSpinBox *gpusSlider() const { return m_gpus; }

signals:
    void scenarioChanged();
    /// Loading a config.json failed; the message names the file and key.
    void importFailed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void refreshWidgets();
    /// Shows or hides the widgets that apply to the workload kind, and the notes.
    void updateVisibility();
    /// Puts a note under the field for `field` (a scenario key path, model::InputNote::field).
    void addNote(QFormLayout *form, const char *field);
    /// Shows model::checkInputs() beside the fields they concern.
    void updateNotes();
    void edited();
    void importConfig();
    void fillCompareLists();
    void compareEdited();
    QLabel *addRow(QFormLayout *form, QWidget *field);

    const model::Catalog &m_catalog;
    model::Scenario m_scenario;
    bool m_updating = false;
    const void *m_lastControl = nullptr;

    QGroupBox *m_modelGroup = nullptr;
    QGroupBox *m_workloadGroup = nullptr;
    QGroupBox *m_trainingGroup = nullptr;
    QGroupBox *m_servingGroup = nullptr;
    QGroupBox *m_rentalGroup = nullptr;

    QComboBox *m_model = nullptr;
    QPushButton *m_import = nullptr;
    QLabel *m_modelInfo = nullptr;
    SliderSpinBox *m_params = nullptr;
    QComboBox *m_kind = nullptr;
    QComboBox *m_precision = nullptr;
    QComboBox *m_optimizer = nullptr;
    SliderSpinBox *m_sequence = nullptr;
    SliderSpinBox *m_microBatch = nullptr;
    SliderSpinBox *m_gpus = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QComboBox *m_zero = nullptr;
    QSpinBox *m_loraRank = nullptr;
    SliderSpinBox *m_trainTokens = nullptr;
    SliderSpinBox *m_requests = nullptr;
    SliderSpinBox *m_concurrency = nullptr;
    SliderSpinBox *m_context = nullptr;
    SliderSpinBox *m_promptTokens = nullptr;
    SliderSpinBox *m_outputTokens = nullptr;
    QComboBox *m_kvPrecision = nullptr;
    QComboBox *m_loraTargets = nullptr;
    QComboBox *m_weightFormat = nullptr;
    QCheckBox *m_offload = nullptr;
    QCheckBox *m_continuousBatching = nullptr;
    QCheckBox *m_latencyLimited = nullptr;
    SliderSpinBox *m_latencyTarget = nullptr;
    QComboBox *m_currency = nullptr;
    QCheckBox *m_hasBudget = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QGroupBox *m_compareGroup = nullptr;
    QListWidget *m_regions = nullptr;
    QListWidget *m_offerings = nullptr;
    /// Inline offerings of the scenario with the JSON they were written as (kept on save).
    std::vector<model::OfferingChoice> m_inlineOfferings;
    QCheckBox *m_fixedPeriod = nullptr;
    SliderSpinBox *m_duration = nullptr;
    QDoubleSpinBox *m_dataset = nullptr;
    QDoubleSpinBox *m_checkpointGb = nullptr;

    struct RowLabel
    {
        QLabel *label;
        const char *text;
    };
    std::vector<RowLabel> m_rowLabels;
    std::map<std::string, QLabel *> m_notes; ///< by model::InputNote::field
};

} // namespace gpuplanner::ui
