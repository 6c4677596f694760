#pragma once

#include "Catalog.h"
#include "InputFields.h"
#include "Scenario.h"

#include <QWidget>

#include <map>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace gpuplanner::ui {

class Document;
class SliderSpinBox;

/// The workload on the left of the main window. Every input of model::inputFields() gets its row
/// from its table entry (control, range, scale, unit, group, label, notes, the workload kinds it
/// applies to); the model (preset or imported config.json, with the parameters slider), the
/// stored weight format, the currency and the compare lists are widgets of their own. A view of
/// the Document: it shows the document's scenario and turns every widget move into one
/// Document::change() (a slider drag merges into one undo step).
///
/// Widgets → scenario is writeTo(), scenario → widgets is showScenario(): the only two places
/// that move values between them.
class InputPanel : public QWidget
{
    Q_OBJECT
public:
    explicit InputPanel(Document *document, QWidget *parent = nullptr);

    /// The document's scenario (what the widgets show).
    const model::Scenario &scenario() const;
    /// Uses the architecture of a Hugging Face config.json (the button, or a file dropped on the
    /// window). Emits importFailed with the reason when the file does not load.
    void importConfigFile(const QString &path);

    SliderSpinBox *paramsSlider() const { return m_params; }
    SliderSpinBox *sequenceSlider() const { return fieldSlider("workload.sequence_length"); }
    SliderSpinBox *gpusSlider() const { return fieldSlider("workload.gpus"); }

    /// Puts what the widgets show into `scenario`: every table input, the model (a preset picked
    /// in the list replaces the architecture; a moved parameters slider overrides its count), the
    /// weight format and the currency. The compare lists write on their own (compareEdited).
    void writeTo(model::Scenario &scenario) const;

signals:
    /// Loading a config.json failed; the message names the file and key.
    void importFailed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    /// Keeps the wheel from unfocused sliders, spin boxes and lists (see the constructor).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The widgets of one table input (model::InputField).
    struct FieldRow
    {
        const model::InputField *field = nullptr;
        /// SliderSpinBox, QSpinBox or QDoubleSpinBox (numbers), QComboBox (choices, List
        /// numbers) or QCheckBox (Boolean).
        QWidget *editor = nullptr;
        QLabel *label = nullptr;   ///< the row's label; nullptr for a Boolean (its checkbox says it)
        QCheckBox *isSet = nullptr; ///< OptionalNumber: ticked while the input is set
        /// Numbers: what the control showed of the scenario (clamped to its range, rounded to
        /// its decimals) and whether an OptionalNumber was set. A control still showing it was
        /// not edited, and the scenario's own value stays (a file's 16,384 GPUs on a slider that
        /// ends at 1,024).
        double shown = 0;
        bool shownSet = false;
    };
    /// A box of the panel and the form inside it.
    struct Group
    {
        QGroupBox *box = nullptr;
        QFormLayout *form = nullptr;
        bool ownWidgets = false; ///< holds widgets not in the table (always shown)
    };

    void buildUi();
    void retranslateUi();
    /// Shows the document's scenario in the widgets (showScenario) without emitting anything.
    void refreshWidgets();
    /// Shows `scenario` in every widget, the enabled state and the notes.
    void showScenario(const model::Scenario &scenario);
    /// What follows from the scenario without being an input: which widgets apply to the
    /// workload kind, the notes.
    void showDerived(const model::Scenario &scenario);
    /// The architecture line under the model (layers, heads, vocabulary, active parameters).
    void showModelLine(const model::Scenario &scenario);
    /// Shows or hides the widgets that apply to `scenario`'s workload kind, and the notes.
    void updateVisibility(const model::Scenario &scenario);
    /// The note label under the input for `field` (a scenario key path, model::InputNote::field),
    /// made on first use; nullptr where no input of the panel has that key.
    QLabel *noteLabel(const std::string &field);
    /// The form holding `widget` and its row there (`*row` = -1 and nullptr when none does).
    QFormLayout *formRowOf(QWidget *widget, int *row) const;
    /// Shows model::checkInputs() beside the fields they concern.
    void updateNotes(const model::Scenario &scenario);
    void edited();
    void importConfig();
    /// Fills the model preset and weight format lists from the catalog in force.
    void fillCatalogLists();
    void fillCompareLists();
    void compareEdited();
    QLabel *addRow(QFormLayout *form, QWidget *field);
    /// Inserts a labelled row for a widget of the panel's own just after the rows of the table
    /// input `key` (its note included).
    QLabel *addRowAfter(const char *key, QWidget *field);

    /// The rows of one table input, in `group`'s form: editor, label, checkbox, note.
    void addFieldRow(Group &group, const model::InputField &field);
    /// Texts of a row in the current language: label, checkbox, tooltip, choice names.
    void retranslateField(const FieldRow &row);
    /// Scenario → widgets for one input (value, whether set, unit suffix).
    void showField(FieldRow &row, const model::Scenario &scenario);
    /// Widgets → scenario for one input.
    void readField(const FieldRow &row, model::Scenario &scenario) const;
    /// The number a number's editor shows, in shown units; setEditorNumber sets it.
    double editorNumber(const FieldRow &row) const;
    void setEditorNumber(const FieldRow &row, double shown);
    const FieldRow *fieldRow(const std::string &key) const;
    SliderSpinBox *fieldSlider(const char *key) const;

    const model::Catalog &catalog() const;

    Document *m_document;
    bool m_updating = false;
    const void *m_editing = nullptr; ///< the control whose change is being put in force
    const model::Catalog *m_listedCatalog = nullptr; ///< the catalog the preset and format lists show

    std::vector<Group> m_groups; ///< by model::FieldGroup
    std::vector<FieldRow> m_fields; ///< in model::inputFields() order
    QGroupBox *m_compareGroup = nullptr;

    QComboBox *m_model = nullptr;
    QPushButton *m_import = nullptr;
    QLabel *m_modelInfo = nullptr;
    SliderSpinBox *m_params = nullptr;
    QComboBox *m_weightFormat = nullptr;
    QComboBox *m_currency = nullptr;
    QListWidget *m_regions = nullptr;
    QListWidget *m_offerings = nullptr;
    /// Inline offerings of the scenario with the JSON they were written as (kept on save).
    std::vector<model::OfferingChoice> m_inlineOfferings;

    struct RowLabel
    {
        QLabel *label;
        const char *text;
    };
    std::vector<RowLabel> m_rowLabels; ///< labels of the panel's own widgets
    std::map<std::string, QLabel *> m_notes; ///< by model::InputNote::field
};

} // namespace gpuplanner::ui
