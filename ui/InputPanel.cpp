#include "InputPanel.h"

#include "Checks.h"
#include "Document.h"
#include "InputError.h"
#include "InputFieldText.h"
#include "Labels.h"
#include "ScenarioFiles.h"
#include "SliderSpinBox.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QCoreApplication>
#include <QAbstractItemView>
#include <QScrollBar>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>

namespace gpuplanner::ui {

using model::FieldControl;
using model::FieldType;
using model::InputField;
using model::WorkloadKind;

namespace {
constexpr double kBillion = 1e9;

/// The panel's boxes, in model::FieldGroup order.
constexpr model::FieldGroup kGroups[] = {model::FieldGroup::Model, model::FieldGroup::Workload,
                                         model::FieldGroup::Training, model::FieldGroup::Serving,
                                         model::FieldGroup::Rental};
} // namespace

InputPanel::InputPanel(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    buildUi();
    // Value controls take the wheel only when focused (a click or Tab gives them focus); over an
    // unfocused one the wheel scrolls the panel. Six wheel clicks while scrolling used to turn
    // LoRA rank 16 into 10 unseen.
    for (QWidget *w : findChildren<QWidget *>())
        if (qobject_cast<QAbstractSlider *>(w) || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w)) {
            w->setFocusPolicy(Qt::StrongFocus);
            w->installEventFilter(this);
        }
    retranslateUi(); // ends by showing the document's scenario in the widgets
    connect(m_document, &Document::scenarioChanged, this, [this](const void *control) {
        if (control && control == m_editing) // this panel's own step: the widgets show it already
            showDerived(scenario());
        else // undo, redo, open, new, a catalog change
            refreshWidgets();
    });
}

const model::Scenario &InputPanel::scenario() const
{
    return m_document->scenario();
}

const model::Catalog &InputPanel::catalog() const
{
    return m_document->catalog();
}

QLabel *InputPanel::addRow(QFormLayout *form, QWidget *field)
{
    auto *label = new QLabel(this);
    label->setBuddy(field);
    form->addRow(label, field);
    return label;
}

QFormLayout *InputPanel::formRowOf(QWidget *widget, int *row) const
{
    for (const Group &g : m_groups) {
        QFormLayout::ItemRole role;
        g.form->getWidgetPosition(widget, row, &role);
        if (*row >= 0)
            return g.form;
    }
    return nullptr;
}

QLabel *InputPanel::addRowAfter(const char *key, QWidget *field)
{
    int row = -1;
    QFormLayout *form = formRowOf(fieldRow(key)->editor, &row);
    auto *label = new QLabel(this);
    label->setBuddy(field);
    form->insertRow(row + 1, label, field);
    return label;
}

QLabel *InputPanel::noteLabel(const std::string &field)
{
    if (const auto found = m_notes.find(field); found != m_notes.end())
        return found->second;
    // Made when a field first has something to say: a hidden label under each of the 27
    // fields cost a millisecond and a half of every start.
    const FieldRow *under = fieldRow(field);
    int row = -1;
    QFormLayout *form = under ? formRowOf(under->editor, &row) : nullptr;
    if (!form)
        return nullptr;
    QLabel *note = createNoteLabel(this);
    note->setObjectName(QStringLiteral("note:") + QString::fromStdString(field));
    form->insertRow(row + 1, QString(), note);
    return m_notes[field] = note;
}

void InputPanel::updateNotes(const model::Scenario &scenario)
{
    std::map<std::string, QString> texts;
    for (const model::InputNote &n : model::checkInputs(scenario, catalog()))
        texts[n.field] = Labels::inputNote(n.code, n.value);
    for (const auto &[field, text] : texts)
        if (QLabel *label = noteLabel(field))
            label->setText(text);
    for (const auto &[field, label] : m_notes)
        label->setVisible(texts.count(field) > 0);
}

void InputPanel::addFieldRow(Group &group, const InputField &field)
{
    QFormLayout *form = group.form;
    FieldRow row;
    row.field = &field;
    const QString name = QString::fromStdString(field.objectName.empty() ? field.key : field.objectName);
    if (field.type == FieldType::Boolean) {
        auto *box = new QCheckBox(this);
        connect(box, &QCheckBox::toggled, this, &InputPanel::edited);
        row.editor = box;
        form->addRow(QString(), box);
    } else if (field.type == FieldType::Choice) {
        auto *combo = new QComboBox(this);
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
        connect(combo, &QComboBox::currentIndexChanged, this, &InputPanel::edited);
        row.editor = combo;
    } else {
        if (field.type == FieldType::OptionalNumber) {
            row.isSet = new QCheckBox(this);
            row.isSet->setObjectName(name + QStringLiteral(":set"));
            connect(row.isSet, &QCheckBox::toggled, this, &InputPanel::edited);
            form->addRow(QString(), row.isSet);
        }
        switch (field.control) {
        case FieldControl::Slider: {
            auto *slider = new SliderSpinBox(field.panelMinimum, field.panelMaximum, field.decimals,
                                             field.scale == model::FieldScale::Log ? SliderSpinBox::Scale::Log
                                                                                   : SliderSpinBox::Scale::Linear,
                                             this);
            if (field.step > 0)
                slider->setSingleStep(field.step);
            // The slider spans the usual values; the spin box takes all a file may hold.
            if (field.maximum / field.displayScale > field.panelMaximum)
                slider->setTypedRange(field.panelMinimum, field.maximum / field.displayScale);
            connect(slider, &SliderSpinBox::valueChanged, this, &InputPanel::edited);
            row.editor = slider;
            break;
        }
        case FieldControl::SpinBox:
            if (field.type == FieldType::Integer) {
                auto *spin = new QSpinBox(this);
                spin->setRange(int(field.panelMinimum), int(field.panelMaximum));
                connect(spin, &QSpinBox::valueChanged, this, &InputPanel::edited);
                row.editor = spin;
            } else {
                auto *spin = new QDoubleSpinBox(this);
                spin->setRange(field.panelMinimum, field.panelMaximum);
                spin->setDecimals(field.decimals);
                if (field.step > 0)
                    spin->setSingleStep(field.step);
                connect(spin, &QDoubleSpinBox::valueChanged, this, &InputPanel::edited);
                row.editor = spin;
            }
            break;
        case FieldControl::List: {
            auto *combo = new QComboBox(this);
            for (int v = int(field.panelMinimum); v <= int(field.panelMaximum); ++v)
                combo->addItem(QString::number(v), v);
            connect(combo, &QComboBox::currentIndexChanged, this, &InputPanel::edited);
            row.editor = combo;
            break;
        }
        }
    }
    row.editor->setObjectName(name);
    if (field.type != FieldType::Boolean)
        row.label = addRow(form, row.editor);
    m_fields.push_back(row);
}

bool InputPanel::eventFilter(QObject *watched, QEvent *event)
{
    auto *control = qobject_cast<QWidget *>(watched);
    if (event->type() != QEvent::Wheel || !control || control->hasFocus())
        return QWidget::eventFilter(watched, event);
    // Unfocused: the wheel goes to the scroll area around the panel, if any, else nowhere.
    for (QWidget *w = parentWidget(); w; w = w->parentWidget())
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
            QCoreApplication::sendEvent(area->verticalScrollBar(), event);
            break;
        }
    return true;
}

void InputPanel::buildUi()
{
    using Scale = SliderSpinBox::Scale;
    auto *layout = new QVBoxLayout(this);
    auto group = [&](QGroupBox *&box) {
        box = new QGroupBox(this);
        auto *form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        layout->addWidget(box);
        return form;
    };
    auto row = [&](QFormLayout *form, QWidget *field, const char *text) {
        m_rowLabels.push_back({addRow(form, field), text});
    };

    // The boxes, each with the table's inputs of its group.
    for (model::FieldGroup g : kGroups) {
        Group box;
        box.form = group(box.box);
        m_groups.push_back(box);
        if (g == model::FieldGroup::Model) {
            // The model: preset list, import button, parameters slider and a line about it.
            m_model = new QComboBox(this);
            m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            m_model->setMinimumContentsLength(16);
            m_model->setObjectName(QStringLiteral("modelPreset"));
            row(box.form, m_model, QT_TR_NOOP("Model"));
            m_import = new QPushButton(this);
            box.form->addRow(QString(), m_import);
            m_params = new SliderSpinBox(0.1, 2000, 2, Scale::Log, this);
            m_params->setObjectName(QStringLiteral("params"));
            row(box.form, m_params, QT_TR_NOOP("Parameters"));
            m_modelInfo = new QLabel(this);
            m_modelInfo->setWordWrap(true);
            m_modelInfo->setAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_modelInfo->setMinimumHeight(2 * m_modelInfo->fontMetrics().lineSpacing());
            box.form->addRow(m_modelInfo);
            m_groups.back().ownWidgets = true;
        }
        for (const InputField &field : model::inputFields())
            if (field.inPanel && field.group == g)
                addFieldRow(m_groups.back(), field);
    }

    // The stored weights (filled from the catalog) after the precision, the currency after the
    // data sizes and how long the disks are kept.
    m_weightFormat = new QComboBox(this);
    m_weightFormat->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_weightFormat->setMinimumContentsLength(16);
    m_weightFormat->setObjectName(QStringLiteral("weightFormat"));
    m_rowLabels.push_back({addRowAfter("workload.precision", m_weightFormat), QT_TR_NOOP("Stored weights")});
    m_groups[size_t(model::FieldGroup::Workload)].ownWidgets = true;
    m_currency = new QComboBox(this);
    m_currency->addItems({QString(), QString()}); // CNY, USD: named in retranslateUi
    m_rowLabels.push_back({addRowAfter("data.retention_days", m_currency), QT_TR_NOOP("Currency")});
    m_groups[size_t(model::FieldGroup::Rental)].ownWidgets = true;

    QFormLayout *form = group(m_compareGroup);
    m_regions = new QListWidget(this);
    m_regions->setObjectName(QStringLiteral("compareRegions"));
    m_regions->setMaximumHeight(130);
    row(form, m_regions, QT_TR_NOOP("Regions"));
    m_offerings = new QListWidget(this);
    m_offerings->setObjectName(QStringLiteral("compareOfferings"));
    m_offerings->setMinimumHeight(160);
    row(form, m_offerings, QT_TR_NOOP("Offerings"));
    layout->addStretch(1);

    connect(m_params, &SliderSpinBox::valueChanged, this, &InputPanel::edited);
    for (auto *c : {m_model, m_currency, m_weightFormat})
        connect(c, &QComboBox::currentIndexChanged, this, &InputPanel::edited);
    connect(m_import, &QPushButton::clicked, this, &InputPanel::importConfig);
    for (auto *list : {m_regions, m_offerings})
        connect(list, &QListWidget::itemChanged, this, &InputPanel::compareEdited);
}

void InputPanel::retranslateUi()
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    const char *const titles[] = {QT_TR_NOOP("Model"), QT_TR_NOOP("Workload"), QT_TR_NOOP("Training"),
                                  QT_TR_NOOP("Inference serving"), QT_TR_NOOP("Rental and data")};
    for (size_t i = 0; i < m_groups.size(); ++i)
        m_groups[i].box->setTitle(tr(titles[i]));
    m_compareGroup->setTitle(tr("Compare"));
    m_regions->setToolTip(tr("Regions to price every offering in"));
    m_offerings->setToolTip(tr("What to rent: whole cards, MIG or vGPU slices, spot cards, whole machines"));
    for (const auto &r : m_rowLabels)
        r.label->setText(Labels::withColon(tr(r.text)));
    for (const FieldRow &row : m_fields)
        retranslateField(row);
    m_currency->setItemText(0, tr("Chinese yuan (CNY)"));
    m_currency->setItemText(1, tr("US dollar (USD)"));
    m_import->setText(tr("Import config.json…"));
    m_import->setToolTip(tr("Read the architecture from a Hugging Face config.json file"));
    m_weightFormat->setToolTip(tr("How the weights are stored: the precision, or a quantised file format"));
    m_params->setSuffix(tr(" B", "billions of parameters"));
    m_params->setToolTip(tr("Total parameters in billions; moving it overrides the architecture's count"));

    m_updating = wasUpdating;
    m_listedCatalog = nullptr; // the lists' own words are translated too
    refreshWidgets();
}

void InputPanel::fillCatalogLists()
{
    m_listedCatalog = &catalog();
    const bool wasUpdating = m_updating;
    m_updating = true;
    m_model->clear();
    for (const auto &preset : catalog().models)
        m_model->addItem(QString::fromStdString(preset.name), QString::fromStdString(preset.id));
    m_model->addItem(tr("Imported or custom architecture"), QString());
    m_weightFormat->clear();
    m_weightFormat->addItem(tr("As the precision"), QString());
    for (const auto &f : catalog().weightFormats) {
        // Short enough for the panel's width ("GGUF Q4_K_M · 4.84 bits" was clipped as
        // "(4.84 bits/weight"); the list opens as wide as its longest entry.
        const QString text = tr("%1 · %2 bits").arg(QString::fromStdString(f.name)).arg(f.bitsPerWeight);
        m_weightFormat->addItem(text, QString::fromStdString(f.id));
        m_weightFormat->setItemData(m_weightFormat->count() - 1, text, Qt::ToolTipRole);
    }
    m_weightFormat->view()->setMinimumWidth(m_weightFormat->view()->sizeHintForColumn(0)
                                            + m_weightFormat->view()->verticalScrollBar()->sizeHint().width());
    m_updating = wasUpdating;
}

void InputPanel::retranslateField(const FieldRow &row)
{
    const InputField &f = *row.field;
    const QString label = InputFieldText::label(f);
    if (row.label)
        row.label->setText(Labels::withColon(label));
    if (row.isSet)
        row.isSet->setText(InputFieldText::translated(f.checkLabel));
    row.editor->setToolTip(InputFieldText::translated(f.tooltip));
    if (f.type == FieldType::Boolean) {
        static_cast<QCheckBox *>(row.editor)->setText(label);
    } else if (f.type == FieldType::Choice) {
        auto *combo = static_cast<QComboBox *>(row.editor);
        combo->clear();
        for (const model::FieldChoice &c : f.choices)
            combo->addItem(InputFieldText::choice(f, c.key), QString::fromStdString(c.key));
    }
}

void InputPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void InputPanel::refreshWidgets()
{
    if (m_listedCatalog != &catalog()) // presets and weight formats come from the catalog
        fillCatalogLists();
    showScenario(scenario());
}

void InputPanel::showScenario(const model::Scenario &scenario)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    const model::Workload &w = scenario.workload;
    const int presetIndex = w.modelSource == model::ModelSource::Preset
        ? m_model->findData(QString::fromStdString(w.modelPreset))
        : -1;
    m_model->setCurrentIndex(presetIndex >= 0 ? presetIndex : m_model->count() - 1);
    m_params->setValue(model::countParams(w.arch).total / kBillion);
    for (FieldRow &row : m_fields)
        showField(row, scenario);
    m_currency->setCurrentIndex(scenario.currency == "USD" ? 1 : 0);
    m_weightFormat->setCurrentIndex(std::max(0, m_weightFormat->findData(QString::fromStdString(w.weightFormat))));
    fillCompareLists();
    showDerived(scenario);
    m_updating = wasUpdating;
}

void InputPanel::showDerived(const model::Scenario &scenario)
{
    showModelLine(scenario);
    updateVisibility(scenario);
}

void InputPanel::showModelLine(const model::Scenario &scenario)
{
    // On every step, so the line never lags the Parameters slider. Its height is reserved for two
    // lines (buildUi), so a longer text does not move the rows below while dragging.
    const model::ModelArch &arch = scenario.workload.arch;
    m_modelInfo->setText(
        tr("%1 layers, hidden %2, %3 heads (%4 KV), vocabulary %5; %6 B active per token")
            .arg(arch.layers)
            .arg(arch.hiddenSize)
            .arg(arch.heads)
            .arg(arch.kvHeads)
            .arg(arch.vocabSize)
            .arg(model::countParams(arch).active / kBillion, 0, 'f', 2));
}

double InputPanel::editorNumber(const FieldRow &row) const
{
    if (auto *slider = qobject_cast<SliderSpinBox *>(row.editor))
        return slider->value();
    if (auto *spin = qobject_cast<QSpinBox *>(row.editor))
        return spin->value();
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(row.editor))
        return spin->value();
    if (auto *combo = qobject_cast<QComboBox *>(row.editor))
        return combo->currentData().toDouble();
    return 0;
}

void InputPanel::setEditorNumber(const FieldRow &row, double shown)
{
    if (auto *slider = qobject_cast<SliderSpinBox *>(row.editor))
        slider->setValue(shown);
    else if (auto *spin = qobject_cast<QSpinBox *>(row.editor))
        spin->setValue(int(std::lround(shown)));
    else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(row.editor))
        dspin->setValue(shown);
    else if (auto *combo = qobject_cast<QComboBox *>(row.editor))
        combo->setCurrentIndex(std::max(0, combo->findData(int(std::lround(shown)))));
}

void InputPanel::showField(FieldRow &row, const model::Scenario &scenario)
{
    const InputField &f = *row.field;
    const model::FieldValue value = f.get(scenario);
    switch (f.type) {
    case FieldType::Number:
    case FieldType::Integer:
        setEditorNumber(row, std::get<double>(value) / f.displayScale);
        row.shown = editorNumber(row);
        break;
    case FieldType::OptionalNumber: {
        const double *number = std::get_if<double>(&value);
        row.isSet->setChecked(number != nullptr);
        setEditorNumber(row, (number ? *number : f.shownWhenUnset(scenario, catalog())) / f.displayScale);
        row.shown = editorNumber(row);
        row.shownSet = number != nullptr;
        break;
    }
    case FieldType::Boolean:
        static_cast<QCheckBox *>(row.editor)->setChecked(std::get<bool>(value));
        break;
    case FieldType::Choice: {
        auto *combo = static_cast<QComboBox *>(row.editor);
        combo->setCurrentIndex(std::max(0, combo->findData(QString::fromStdString(std::get<std::string>(value)))));
        break;
    }
    }
    const QString suffix = InputFieldText::suffix(f, scenario.currency);
    if (auto *slider = qobject_cast<SliderSpinBox *>(row.editor))
        slider->setSuffix(suffix);
    else if (auto *spin = qobject_cast<QDoubleSpinBox *>(row.editor))
        spin->setSuffix(suffix);
    else if (auto *ispin = qobject_cast<QSpinBox *>(row.editor))
        ispin->setSuffix(suffix);
}

void InputPanel::readField(const FieldRow &row, model::Scenario &scenario) const
{
    const InputField &f = *row.field;
    // A number control still showing what showField put there was not edited: the scenario keeps
    // its own value, which the control may have clamped or rounded.
    const auto untouched = [&] { return editorNumber(row) == row.shown; };
    switch (f.type) {
    case FieldType::Number:
    case FieldType::Integer:
        if (!untouched())
            f.set(scenario, editorNumber(row) * f.displayScale);
        break;
    case FieldType::OptionalNumber:
        if (!row.isSet->isChecked())
            f.set(scenario, std::monostate{});
        else if (!untouched() || !row.shownSet)
            f.set(scenario, editorNumber(row) * f.displayScale);
        break;
    case FieldType::Boolean:
        f.set(scenario, static_cast<QCheckBox *>(row.editor)->isChecked());
        break;
    case FieldType::Choice:
        f.set(scenario, static_cast<QComboBox *>(row.editor)->currentData().toString().toStdString());
        break;
    }
}

const InputPanel::FieldRow *InputPanel::fieldRow(const std::string &key) const
{
    for (const FieldRow &row : m_fields)
        if (row.field->key == key)
            return &row;
    return nullptr;
}

SliderSpinBox *InputPanel::fieldSlider(const char *key) const
{
    const FieldRow *row = fieldRow(key);
    return row ? qobject_cast<SliderSpinBox *>(row->editor) : nullptr;
}

void InputPanel::updateVisibility(const model::Scenario &scenario)
{
    const WorkloadKind kind = scenario.workload.kind;
    std::vector<bool> used(m_groups.size(), false);
    for (const FieldRow &row : m_fields) {
        const bool applies = row.field->appliesTo(kind);
        used[size_t(row.field->group)] = used[size_t(row.field->group)] || applies;
        const bool usable = row.field->usedIn(scenario);
        if (row.isSet)
            row.isSet->setEnabled(usable);
        row.editor->setEnabled(usable && (!row.isSet || row.isSet->isChecked()));
    }
    for (size_t i = 0; i < m_groups.size(); ++i)
        m_groups[i].box->setVisible(m_groups[i].ownWidgets || used[i]);
    m_weightFormat->setEnabled(kind == WorkloadKind::Inference || kind == WorkloadKind::Qlora);
    updateNotes(scenario);
}

void InputPanel::writeTo(model::Scenario &s) const
{
    model::Workload &w = s.workload;
    const QString presetId = m_model->currentData().toString();
    if (!presetId.isEmpty()
        && (w.modelSource != model::ModelSource::Preset || presetId.toStdString() != w.modelPreset)) {
        const model::ModelPreset *preset = catalog().model(presetId.toStdString());
        w.modelSource = model::ModelSource::Preset;
        w.modelPreset = preset->id;
        w.arch = preset->arch;
    } else {
        model::ModelArch plain = w.arch;
        plain.paramsOverride = 0;
        const double counted = model::countParams(plain).total / kBillion;
        const double shown = m_params->value();
        // The spin box rounds to 0.01 B: only a real move of the slider overrides the count.
        w.arch.paramsOverride = std::abs(shown - counted) > 0.006 ? shown * kBillion : 0.0;
    }
    for (const FieldRow &row : m_fields)
        readField(row, s);
    s.currency = m_currency->currentIndex() == 1 ? "USD" : "CNY";
    w.weightFormat = m_weightFormat->currentData().toString().toStdString();
}

void InputPanel::edited()
{
    if (m_updating)
        return;
    model::Scenario s = scenario();
    const model::Workload &w = s.workload;
    const bool wasPreset = w.modelSource == model::ModelSource::Preset;
    const std::string presetBefore = w.modelPreset;
    writeTo(s);
    const bool presetChanged = w.modelSource == model::ModelSource::Preset
        && (!wasPreset || w.modelPreset != presetBefore);
    // A new preset is a step of its own, shown anew (its architecture's parameter count); any
    // other edit merges with the next one from the same control (a slider drag is one step).
    m_editing = presetChanged ? nullptr : sender();
    m_document->change(s, m_editing, tr("Change input"));
    m_editing = nullptr;
}

void InputPanel::fillCompareLists()
{
    const model::Scenario &s = scenario();
    m_inlineOfferings.clear();
    for (const model::OfferingChoice &choice : s.offerings)
        if (choice.own)
            m_inlineOfferings.push_back(choice);

    const auto &regionIds = s.compareRegions.empty() ? catalog().defaults.compareRegions : s.compareRegions;
    std::vector<std::string> offeringIds;
    if (s.offerings.empty())
        offeringIds = catalog().defaults.compareOfferings;
    for (const auto &choice : s.offerings)
        offeringIds.push_back(choice.id);
    auto contains = [](const std::vector<std::string> &list, const std::string &id) {
        return std::find(list.begin(), list.end(), id) != list.end();
    };
    auto addItem = [](QListWidget *list, const QString &text, const std::string &id, bool checked) {
        auto *item = new QListWidgetItem(text, list);
        item->setData(Qt::UserRole, QString::fromStdString(id));
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    };

    const QSignalBlocker blockRegions(m_regions);
    const QSignalBlocker blockOfferings(m_offerings);
    m_regions->clear();
    for (const auto &r : catalog().regions)
        addItem(m_regions, Labels::region(r.id, catalog()), r.id, contains(regionIds, r.id));
    m_offerings->clear();
    for (const model::OfferingChoice &choice : m_inlineOfferings)
        addItem(m_offerings, Labels::offering(*choice.own, catalog()) + tr(" (your price)"), choice.id, true);
    for (const auto &o : catalog().offerings)
        addItem(m_offerings, Labels::offering(o, catalog()), o.id, contains(offeringIds, o.id));
}

void InputPanel::compareEdited()
{
    auto checkedIds = [](QListWidget *list) {
        std::vector<std::string> ids;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->checkState() == Qt::Checked)
                ids.push_back(list->item(i)->data(Qt::UserRole).toString().toStdString());
        return ids;
    };
    const std::vector<std::string> regions = checkedIds(m_regions);
    const std::vector<std::string> offerings = checkedIds(m_offerings);
    if (regions.empty() || offerings.empty()) {
        fillCompareLists(); // keep at least one of each: put the last one back
        return;
    }
    model::Scenario s = scenario();
    s.compareRegions = regions;
    std::vector<model::OfferingChoice> before = std::move(s.offerings);
    s.offerings.clear();
    for (const auto &id : offerings) {
        auto same = [&](const model::OfferingChoice &c) { return c.id == id; };
        // An entry kept keeps how it was written (units, inline terms); a new tick is a catalog id.
        if (auto kept = std::find_if(before.begin(), before.end(), same); kept != before.end())
            s.offerings.push_back(*kept);
        else if (auto own = std::find_if(m_inlineOfferings.begin(), m_inlineOfferings.end(), same);
                 own != m_inlineOfferings.end())
            s.offerings.push_back(*own);
        else if (catalog().offering(id))
            s.offerings.push_back(model::OfferingChoice::catalogEntry(id));
    }
    // Each tick is a step of its own; the lists already show it.
    m_editing = sender();
    m_document->change(s, m_editing, tr("Change input"), false);
    m_editing = nullptr;
}

void InputPanel::importConfig()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Hugging Face config.json"), QString(), tr("JSON files (*.json)"));
    if (!path.isEmpty())
        importConfigFile(path);
}

void InputPanel::importConfigFile(const QString &path)
{
    model::Scenario s = scenario();
    try {
        model::Workload &w = s.workload;
        w.arch = ScenarioFiles::loadHfConfig(path);
        w.modelSource = model::ModelSource::HfConfig;
        w.hfConfigPath = path.toStdString();
    } catch (const model::InputError &e) {
        emit importFailed(Labels::fileMessage(e.what()));
        return;
    }
    m_document->change(s, nullptr, tr("Import config.json"));
}

} // namespace gpuplanner::ui
