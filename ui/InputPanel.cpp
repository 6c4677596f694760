#include "InputPanel.h"

#include "Checks.h"
#include "InputError.h"
#include "Labels.h"
#include "ScenarioFiles.h"
#include "SliderSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDate>
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

namespace gpuplanner::ui {

using model::WorkloadKind;

namespace {
constexpr double kBillion = 1e9;

const model::WorkloadKind kKinds[] = {WorkloadKind::Inference, WorkloadKind::Lora,
                                      WorkloadKind::Qlora, WorkloadKind::FullFinetune,
                                      WorkloadKind::Pretrain};
const model::Precision kPrecisions[] = {model::Precision::Fp32, model::Precision::Bf16,
                                        model::Precision::Fp16, model::Precision::Fp8,
                                        model::Precision::Int8, model::Precision::Int4};
const model::Optimizer kOptimizers[] = {model::Optimizer::AdamW, model::Optimizer::AdamWBf16,
                                        model::Optimizer::AdamW8bit,
                                        model::Optimizer::SgdMomentum};

template <typename T, size_t N>
int indexOf(const T (&values)[N], T value)
{
    for (size_t i = 0; i < N; ++i)
        if (values[i] == value)
            return int(i);
    return 0;
}
} // namespace

InputPanel::InputPanel(const model::Catalog &catalog, QWidget *parent)
    : QWidget(parent), m_catalog(catalog), m_scenario(model::defaultScenario(catalog))
{
    m_scenario.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    buildUi();
    retranslateUi(); // ends by showing m_scenario in the widgets
}

QLabel *InputPanel::addRow(QFormLayout *form, QWidget *field)
{
    auto *label = new QLabel(this);
    label->setBuddy(field);
    form->addRow(label, field);
    return label;
}

void InputPanel::addNote(QFormLayout *form, const char *field)
{
    QLabel *note = createNoteLabel(this);
    note->setObjectName(QStringLiteral("note:") + QLatin1String(field));
    form->addRow(QString(), note);
    m_notes[field] = note;
}

void InputPanel::updateNotes()
{
    std::map<std::string, QString> texts;
    for (const model::InputNote &n : model::checkInputs(m_scenario))
        texts[n.field] = Labels::inputNote(n.code, n.value);
    for (const auto &[field, label] : m_notes) {
        const auto found = texts.find(field);
        label->setText(found != texts.end() ? found->second : QString());
        label->setVisible(found != texts.end());
    }
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

    QFormLayout *form = group(m_modelGroup);
    m_model = new QComboBox(this);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(16);
    m_model->setObjectName(QStringLiteral("modelPreset"));
    row(form, m_model, QT_TR_NOOP("Model"));
    m_import = new QPushButton(this);
    form->addRow(QString(), m_import);
    m_params = new SliderSpinBox(0.1, 2000, 2, Scale::Log, this);
    m_params->setObjectName(QStringLiteral("params"));
    row(form, m_params, QT_TR_NOOP("Parameters"));
    m_modelInfo = new QLabel(this);
    m_modelInfo->setWordWrap(true);
    form->addRow(m_modelInfo);

    form = group(m_workloadGroup);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kind"));
    row(form, m_kind, QT_TR_NOOP("Workload"));
    m_precision = new QComboBox(this);
    for (auto p : kPrecisions)
        m_precision->addItem(Labels::precision(p));
    row(form, m_precision, QT_TR_NOOP("Precision"));
    m_weightFormat = new QComboBox(this);
    m_weightFormat->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_weightFormat->setMinimumContentsLength(16);
    m_weightFormat->setObjectName(QStringLiteral("weightFormat"));
    row(form, m_weightFormat, QT_TR_NOOP("Stored weights"));
    m_gpus = new SliderSpinBox(1, 1024, 0, Scale::Log, this);
    m_gpus->setObjectName(QStringLiteral("gpus"));
    row(form, m_gpus, QT_TR_NOOP("GPUs"));
    addNote(form, "workload.gpus");

    form = group(m_trainingGroup);
    m_optimizer = new QComboBox(this);
    m_optimizer->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_optimizer->setMinimumContentsLength(16);
    row(form, m_optimizer, QT_TR_NOOP("Optimizer"));
    m_sequence = new SliderSpinBox(128, 131072, 0, Scale::Log, this);
    m_sequence->setObjectName(QStringLiteral("sequenceLength"));
    row(form, m_sequence, QT_TR_NOOP("Sequence length"));
    m_microBatch = new SliderSpinBox(1, 256, 0, Scale::Log, this);
    row(form, m_microBatch, QT_TR_NOOP("Micro-batch"));
    m_trainTokens = new SliderSpinBox(0.001, 100000, 3, Scale::Log, this);
    m_trainTokens->setObjectName(QStringLiteral("trainTokens"));
    row(form, m_trainTokens, QT_TR_NOOP("Training tokens"));
    m_loraRank = new QSpinBox(this);
    m_loraRank->setRange(1, 1024);
    row(form, m_loraRank, QT_TR_NOOP("LoRA rank"));
    addNote(form, "workload.lora_rank");
    m_loraTargets = new QComboBox(this);
    row(form, m_loraTargets, QT_TR_NOOP("LoRA targets"));
    m_zero = new QComboBox(this);
    for (int stage = 0; stage <= 3; ++stage)
        m_zero->addItem(QString::number(stage));
    row(form, m_zero, QT_TR_NOOP("ZeRO stage"));
    addNote(form, "workload.zero_stage");
    m_checkpointing = new QCheckBox(this);
    form->addRow(QString(), m_checkpointing);
    m_offload = new QCheckBox(this);
    form->addRow(QString(), m_offload);

    form = group(m_servingGroup);
    m_requests = new SliderSpinBox(1, 1e8, 0, Scale::Log, this);
    row(form, m_requests, QT_TR_NOOP("Requests per day"));
    m_concurrency = new SliderSpinBox(1, 1024, 0, Scale::Log, this);
    row(form, m_concurrency, QT_TR_NOOP("Concurrent sequences"));
    m_context = new SliderSpinBox(256, 131072, 0, Scale::Log, this);
    row(form, m_context, QT_TR_NOOP("Context length"));
    addNote(form, "workload.serving.context_length");
    m_promptTokens = new SliderSpinBox(1, 131072, 0, Scale::Log, this);
    row(form, m_promptTokens, QT_TR_NOOP("Prompt tokens"));
    m_outputTokens = new SliderSpinBox(1, 32768, 0, Scale::Log, this);
    row(form, m_outputTokens, QT_TR_NOOP("Output tokens"));
    m_kvPrecision = new QComboBox(this);
    for (auto p : kPrecisions)
        m_kvPrecision->addItem(Labels::precision(p));
    row(form, m_kvPrecision, QT_TR_NOOP("KV cache precision"));
    m_continuousBatching = new QCheckBox(this);
    form->addRow(QString(), m_continuousBatching);
    m_latencyLimited = new QCheckBox(this);
    form->addRow(QString(), m_latencyLimited);
    m_latencyTarget = new SliderSpinBox(0.1, 600, 1, Scale::Log, this);
    row(form, m_latencyTarget, QT_TR_NOOP("Latency target"));

    form = group(m_rentalGroup);
    m_fixedPeriod = new QCheckBox(this);
    form->addRow(QString(), m_fixedPeriod);
    m_duration = new SliderSpinBox(1, 8760, 0, Scale::Log, this);
    m_duration->setObjectName(QStringLiteral("duration"));
    row(form, m_duration, QT_TR_NOOP("Rental period"));
    m_dataset = new QDoubleSpinBox(this);
    m_dataset->setRange(0, 1e6);
    m_dataset->setDecimals(1);
    row(form, m_dataset, QT_TR_NOOP("Dataset"));
    m_checkpointGb = new QDoubleSpinBox(this);
    m_checkpointGb->setRange(0, 1e6);
    m_checkpointGb->setDecimals(1);
    row(form, m_checkpointGb, QT_TR_NOOP("Checkpoints"));
    m_currency = new QComboBox(this);
    m_currency->addItems({QStringLiteral("CNY"), QStringLiteral("USD")});
    row(form, m_currency, QT_TR_NOOP("Currency"));
    m_hasBudget = new QCheckBox(this);
    form->addRow(QString(), m_hasBudget);
    m_budget = new QDoubleSpinBox(this);
    m_budget->setObjectName(QStringLiteral("budget"));
    m_budget->setRange(0, 1e9);
    m_budget->setDecimals(0);
    m_budget->setSingleStep(1000);
    row(form, m_budget, QT_TR_NOOP("Budget"));

    form = group(m_compareGroup);
    m_regions = new QListWidget(this);
    m_regions->setObjectName(QStringLiteral("compareRegions"));
    m_regions->setMaximumHeight(130);
    row(form, m_regions, QT_TR_NOOP("Regions"));
    m_offerings = new QListWidget(this);
    m_offerings->setObjectName(QStringLiteral("compareOfferings"));
    m_offerings->setMinimumHeight(160);
    row(form, m_offerings, QT_TR_NOOP("Offerings"));
    layout->addStretch(1);

    for (auto *s : {m_params, m_sequence, m_microBatch, m_gpus, m_trainTokens, m_requests,
                    m_concurrency, m_context, m_duration, m_promptTokens, m_outputTokens,
                    m_latencyTarget})
        connect(s, &SliderSpinBox::valueChanged, this, &InputPanel::edited);
    for (auto *c : {m_model, m_kind, m_precision, m_optimizer, m_zero, m_kvPrecision, m_loraTargets,
                    m_currency, m_weightFormat})
        connect(c, &QComboBox::currentIndexChanged, this, &InputPanel::edited);
    for (auto *c : {m_checkpointing, m_fixedPeriod, m_offload, m_continuousBatching, m_latencyLimited, m_hasBudget})
        connect(c, &QCheckBox::toggled, this, &InputPanel::edited);
    connect(m_loraRank, &QSpinBox::valueChanged, this, &InputPanel::edited);
    for (auto *d : {m_dataset, m_checkpointGb, m_budget})
        connect(d, &QDoubleSpinBox::valueChanged, this, &InputPanel::edited);
    connect(m_import, &QPushButton::clicked, this, &InputPanel::importConfig);
    for (auto *list : {m_regions, m_offerings})
        connect(list, &QListWidget::itemChanged, this, &InputPanel::compareEdited);
}

void InputPanel::retranslateUi()
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    m_modelGroup->setTitle(tr("Model"));
    m_workloadGroup->setTitle(tr("Workload"));
    m_trainingGroup->setTitle(tr("Training"));
    m_servingGroup->setTitle(tr("Inference serving"));
    m_rentalGroup->setTitle(tr("Rental and data"));
    m_compareGroup->setTitle(tr("Compare"));
    m_regions->setToolTip(tr("Regions to price every offering in"));
    m_offerings->setToolTip(tr("What to rent: whole cards, MIG or vGPU slices, spot cards, whole machines"));
    for (const auto &r : m_rowLabels)
        r.label->setText(tr(r.text) + QLatin1Char(':'));
    m_import->setText(tr("Import config.json…"));
    m_import->setToolTip(tr("Read the architecture from a Hugging Face config.json file"));
    m_checkpointing->setText(tr("Gradient checkpointing (full recomputation)"));
    m_fixedPeriod->setText(tr("Fixed rental period"));
    m_offload->setText(tr("Optimizer states in CPU memory (offload)"));
    m_hasBudget->setText(tr("Set a budget"));
    m_continuousBatching->setText(tr("Continuous batching (vLLM-style)"));
    m_latencyLimited->setText(tr("Limit time per request"));
    m_latencyTarget->setSuffix(tr(" s", "seconds"));
    m_weightFormat->setToolTip(tr("How the weights are stored: the precision, or a quantised file format"));
    m_params->setSuffix(tr(" B", "billions of parameters"));
    m_trainTokens->setSuffix(tr(" B", "billions of tokens"));
    m_sequence->setSuffix(tr(" tokens"));
    m_context->setSuffix(tr(" tokens"));
    m_duration->setSuffix(tr(" h", "hours"));
    m_promptTokens->setSuffix(tr(" tokens"));
    m_outputTokens->setSuffix(tr(" tokens"));
    m_dataset->setSuffix(tr(" GB"));
    m_checkpointGb->setSuffix(tr(" GB"));
    m_params->setToolTip(tr("Total parameters in billions; moving it overrides the architecture's count"));
    m_trainTokens->setToolTip(tr("Tokens processed in total: dataset tokens × epochs, in billions"));

    m_kind->clear();
    for (auto k : kKinds)
        m_kind->addItem(Labels::workloadKind(k));
    m_optimizer->clear();
    for (auto o : kOptimizers)
        m_optimizer->addItem(Labels::optimizer(o));
    m_model->clear();
    for (const auto &preset : m_catalog.models)
        m_model->addItem(QString::fromStdString(preset.name), QString::fromStdString(preset.id));
    m_model->addItem(tr("Imported or custom architecture"), QString());
    m_loraTargets->clear();
    m_loraTargets->addItems({tr("All linear layers"), tr("Attention only"), tr("W_q and W_v only")});
    m_weightFormat->clear();
    m_weightFormat->addItem(tr("As the precision"), QString());
    for (const auto &f : m_catalog.weightFormats)
        m_weightFormat->addItem(tr("%1 (%2 bits/weight)").arg(QString::fromStdString(f.name)).arg(f.bitsPerWeight),
                                QString::fromStdString(f.id));
    m_updating = wasUpdating;
    refreshWidgets();
}

void InputPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void InputPanel::setScenario(const model::Scenario &scenario)
{
    m_scenario = scenario;
    if (m_scenario.today.empty()) // for flagging stale prices
        m_scenario.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    refreshWidgets();
}

void InputPanel::refreshWidgets()
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    const model::Workload &w = m_scenario.workload;
    const int presetIndex = w.modelSource == model::ModelSource::Preset
        ? m_model->findData(QString::fromStdString(w.modelPreset))
        : -1;
    m_model->setCurrentIndex(presetIndex >= 0 ? presetIndex : m_model->count() - 1);
    const model::ParamCount params = model::countParams(w.arch);
    m_params->setValue(params.total / kBillion);
    m_modelInfo->setText(
        tr("%1 layers, hidden %2, %3 heads (%4 KV), vocabulary %5; %6 B active per token")
            .arg(w.arch.layers)
            .arg(w.arch.hiddenSize)
            .arg(w.arch.heads)
            .arg(w.arch.kvHeads)
            .arg(w.arch.vocabSize)
            .arg(params.active / kBillion, 0, 'f', 2));
    m_kind->setCurrentIndex(indexOf(kKinds, w.kind));
    m_precision->setCurrentIndex(indexOf(kPrecisions, w.precision));
    m_optimizer->setCurrentIndex(indexOf(kOptimizers, w.optimizer));
    m_sequence->setValue(w.sequenceLength);
    m_microBatch->setValue(w.microBatchSize);
    m_gpus->setValue(w.gpus);
    m_checkpointing->setChecked(w.gradientCheckpointing);
    m_zero->setCurrentIndex(w.zeroStage);
    m_loraRank->setValue(w.loraRank);
    m_trainTokens->setValue(w.trainTokens / kBillion);
    m_requests->setValue(w.serving.requestsPerDay);
    m_concurrency->setValue(w.serving.concurrency);
    m_context->setValue(w.serving.contextLength);
    m_fixedPeriod->setChecked(m_scenario.durationHours.has_value());
    m_duration->setValue(m_scenario.durationHours.value_or(
        w.kind == WorkloadKind::Inference ? m_catalog.defaults.servingDurationHours : 168.0));
    m_dataset->setValue(m_scenario.datasetGb);
    m_checkpointGb->setValue(m_scenario.checkpointGb);
    m_promptTokens->setValue(w.serving.promptTokens);
    m_outputTokens->setValue(w.serving.outputTokens);
    m_kvPrecision->setCurrentIndex(indexOf(kPrecisions, w.serving.kvCachePrecision));
    m_loraTargets->setCurrentIndex(int(w.loraTargets));
    m_currency->setCurrentIndex(m_scenario.currency == "USD" ? 1 : 0);
    m_weightFormat->setCurrentIndex(std::max(0, m_weightFormat->findData(QString::fromStdString(w.weightFormat))));
    m_offload->setChecked(w.optimizerOffload);
    m_continuousBatching->setChecked(w.serving.continuousBatching);
    m_latencyLimited->setChecked(w.serving.latencyTargetSeconds.has_value());
    m_hasBudget->setChecked(m_scenario.budget.has_value());
    m_budget->setValue(m_scenario.budget.value_or(10000.0));
    m_budget->setSuffix(QLatin1Char(' ') + QString::fromStdString(m_scenario.currency));
    m_latencyTarget->setValue(w.serving.latencyTargetSeconds.value_or(10.0));
    fillCompareLists();
    updateVisibility();
    m_updating = wasUpdating;
}

void InputPanel::updateVisibility()
{
    const WorkloadKind kind = m_scenario.workload.kind;
    const bool training = model::isTraining(kind);
    const bool lora = kind == WorkloadKind::Lora || kind == WorkloadKind::Qlora;
    m_trainingGroup->setVisible(training);
    m_servingGroup->setVisible(!training);
    m_loraRank->setEnabled(lora);
    m_loraTargets->setEnabled(lora);
    m_weightFormat->setEnabled(kind == WorkloadKind::Inference || kind == WorkloadKind::Qlora);
    m_offload->setEnabled(kind == WorkloadKind::FullFinetune || kind == WorkloadKind::Pretrain || lora);
    m_latencyTarget->setEnabled(m_latencyLimited->isChecked());
    m_budget->setEnabled(m_hasBudget->isChecked());
    m_zero->setEnabled(!lora);
    m_duration->setEnabled(m_fixedPeriod->isChecked());
    updateNotes();
}

void InputPanel::edited()
{
    if (m_updating)
        return;
    m_lastControl = sender();
    model::Scenario &s = m_scenario;
    model::Workload &w = s.workload;

    const QString presetId = m_model->currentData().toString();
    const bool presetChanged = !presetId.isEmpty()
        && (w.modelSource != model::ModelSource::Preset || presetId.toStdString() != w.modelPreset);
    if (presetChanged) {
        const model::ModelPreset *preset = m_catalog.model(presetId.toStdString());
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
    w.kind = kKinds[std::max(0, m_kind->currentIndex())];
    w.precision = kPrecisions[std::max(0, m_precision->currentIndex())];
    w.optimizer = kOptimizers[std::max(0, m_optimizer->currentIndex())];
    w.sequenceLength = int(std::lround(m_sequence->value()));
    w.microBatchSize = int(std::lround(m_microBatch->value()));
    w.gpus = int(std::lround(m_gpus->value()));
    w.gradientCheckpointing = m_checkpointing->isChecked();
    w.zeroStage = std::max(0, m_zero->currentIndex());
    w.loraRank = m_loraRank->value();
    w.trainTokens = m_trainTokens->value() * kBillion;
    w.serving.requestsPerDay = m_requests->value();
    w.serving.concurrency = int(std::lround(m_concurrency->value()));
    w.serving.contextLength = int(std::lround(m_context->value()));
    w.serving.promptTokens = std::round(m_promptTokens->value());
    w.serving.outputTokens = std::round(m_outputTokens->value());
    w.serving.kvCachePrecision = kPrecisions[std::max(0, m_kvPrecision->currentIndex())];
    w.loraTargets = model::LoraTargets(std::max(0, m_loraTargets->currentIndex()));
    s.currency = m_currency->currentIndex() == 1 ? "USD" : "CNY";
    w.weightFormat = m_weightFormat->currentData().toString().toStdString();
    w.optimizerOffload = m_offload->isChecked();
    w.serving.continuousBatching = m_continuousBatching->isChecked();
    if (m_hasBudget->isChecked())
        s.budget = m_budget->value();
    else
        s.budget.reset();
    if (m_latencyLimited->isChecked())
        w.serving.latencyTargetSeconds = m_latencyTarget->value();
    else
        w.serving.latencyTargetSeconds.reset();
    if (m_fixedPeriod->isChecked())
        s.durationHours = m_duration->value();
    else
        s.durationHours.reset();
    s.datasetGb = m_dataset->value();
    s.checkpointGb = m_checkpointGb->value();

    if (presetChanged)
        refreshWidgets();
    else
        updateVisibility();
    emit scenarioChanged();
}

void InputPanel::fillCompareLists()
{
    const model::Scenario &s = m_scenario;
    m_inlineOfferings.clear();
    for (const model::OfferingChoice &choice : s.offerings)
        if (choice.own)
            m_inlineOfferings.push_back(choice);

    const auto &regionIds = s.compareRegions.empty() ? m_catalog.defaults.compareRegions : s.compareRegions;
    std::vector<std::string> offeringIds;
    if (s.offerings.empty())
        offeringIds = m_catalog.defaults.compareOfferings;
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
    for (const auto &r : m_catalog.regions)
        addItem(m_regions, Labels::region(r.id, m_catalog), r.id, contains(regionIds, r.id));
    m_offerings->clear();
    for (const model::OfferingChoice &choice : m_inlineOfferings)
        addItem(m_offerings, Labels::offering(*choice.own, m_catalog) + tr(" (your price)"), choice.id, true);
    for (const auto &o : m_catalog.offerings)
        addItem(m_offerings, Labels::offering(o, m_catalog), o.id, contains(offeringIds, o.id));
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
    m_lastControl = nullptr; // list ticks are separate steps
    model::Scenario &s = m_scenario;
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
        else if (m_catalog.offering(id))
            s.offerings.push_back(model::OfferingChoice::catalogEntry(id));
    }
    emit scenarioChanged();
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
    try {
        model::Workload &w = m_scenario.workload;
        w.arch = ScenarioFiles::loadHfConfig(path);
        w.modelSource = model::ModelSource::HfConfig;
        w.hfConfigPath = path.toStdString();
        m_lastControl = nullptr;
    } catch (const model::InputError &e) {
        emit importFailed(QString::fromStdString(e.what()));
        return;
    }
    refreshWidgets();
    emit scenarioChanged();
}

} // namespace gpuplanner::ui
