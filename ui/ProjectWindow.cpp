#include "ProjectWindow.h"

#include "Billing.h"
#include "CatalogStore.h"
#include "Document.h"
#include "Evaluate.h"
#include "InputError.h"
#include "Labels.h"
#include "MainWindow.h"
#include "MonthlySpendChartView.h"
#include "PdfReport.h"
#include "ProjectFiles.h"
#include "ScenarioFiles.h"
#include "TimelineChartView.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateEdit>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplanner::ui {

namespace {
const QDate kEpoch(1970, 1, 1); // day numbers count days from it (model::dayNumber)

QDate dateOf(long day)
{
    return kEpoch.addDays(day);
}

long dayOf(const QDate &date)
{
    return long(kEpoch.daysTo(date));
}

/// An amount in `currency` as the window writes money: "1,234.00 CNY".
QString money(double amount, const std::string &currency)
{
    return QStringLiteral("%1 %2").arg(QLocale().toString(amount, 'f', 2), Labels::currency(currency));
}

bool serving(const model::ProjectPhase &phase)
{
    return phase.scenario.workload.kind == model::WorkloadKind::Inference;
}

/// The start-mode combo's data for "on a date"; "" is the project's start, other data a phase
/// it follows.
const QString kOnDate = QStringLiteral("\x01date");
} // namespace

ProjectWindow::ProjectWindow(CatalogStore *catalogs, MainWindow *planner, QWidget *parent)
    : QMainWindow(parent)
    , m_catalogs(catalogs)
    , m_planner(planner)
    , m_catalog(catalogs->snapshot())
    , m_rangesTimer(new QTimer(this))
    , m_nameLabel(new QLabel(this))
    , m_startLabel(new QLabel(this))
    , m_budgetLabel(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_start(new QDateEdit(this))
    , m_budget(new QDoubleSpinBox(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_add(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_up(new QPushButton(this))
    , m_down(new QPushButton(this))
    , m_edit(new QPushButton(this))
    , m_addMenu(new QMenu(this))
    , m_tabs(new QTabWidget(this))
    , m_timeline(new TimelineChartView(this))
    , m_monthly(new MonthlySpendChartView(this))
{
    m_rangesTimer->setSingleShot(true);
    m_rangesTimer->setInterval(kRangesDelayMs);
    connect(m_rangesTimer, &QTimer::timeout, this, [this] { price(true); });

    // The project: name, first day, budget.
    m_name->setObjectName(QStringLiteral("projectName"));
    m_start->setObjectName(QStringLiteral("projectStart"));
    m_budget->setObjectName(QStringLiteral("budget"));
    m_start->setCalendarPopup(true);
    m_start->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_budget->setRange(0, 1e12);
    m_budget->setDecimals(2);
    m_budget->setGroupSeparatorShown(true);
    auto *fields = new QHBoxLayout;
    for (auto [label, field, stretch] : {std::tuple<QLabel *, QWidget *, int>{m_nameLabel, m_name, 3},
                                         {m_startLabel, m_start, 0}, {m_budgetLabel, m_budget, 1}}) {
        label->setBuddy(field);
        fields->addWidget(label);
        fields->addWidget(field, stretch);
    }
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const std::string name = m_name->text().trimmed().toStdString();
        if (!name.empty() && name != m_project.name) {
            m_project.name = name;
            edited(QStringLiteral("name"));
        }
    });
    connect(m_start, &QDateEdit::dateChanged, this, [this](const QDate &date) {
        m_project.startDay = dayOf(date);
        for (model::ProjectPhase &phase : m_project.phases) // a phase starts on the project's first day or later
            if (phase.startDay && *phase.startDay < m_project.startDay)
                phase.startDay = m_project.startDay;
        edited(QStringLiteral("start"));
    });
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        m_project.budget = value > 0 ? std::optional<double>(value) : std::nullopt;
        edited(QStringLiteral("budget"));
    });

    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_summary->setMinimumHeight(2 * m_summary->fontMetrics().lineSpacing());

    // The phases.
    m_table->setObjectName(QStringLiteral("phases"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Option, QHeaderView::Stretch);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this] {
        fillPhaseEditor();
        updateButtons();
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row) { editInPlanner(row); });

    m_add->setObjectName(QStringLiteral("addPhase"));
    m_remove->setObjectName(QStringLiteral("removePhase"));
    m_up->setObjectName(QStringLiteral("moveUp"));
    m_down->setObjectName(QStringLiteral("moveDown"));
    m_edit->setObjectName(QStringLiteral("editInPlanner"));
    m_addFile = m_addMenu->addAction(QString(), this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Add a phase from a scenario"), QFileInfo(m_path).path(),
                                                          tr("Scenario files (*.json)"));
        if (!file.isEmpty())
            addPhaseFromFile(file);
    });
    m_addPlanner = m_addMenu->addAction(QString(), this, &ProjectWindow::addPhaseFromPlanner);
    m_add->setMenu(m_addMenu);
    connect(m_remove, &QPushButton::clicked, this, [this] { removePhase(currentPhase()); });
    connect(m_up, &QPushButton::clicked, this, [this] { movePhase(currentPhase(), -1); });
    connect(m_down, &QPushButton::clicked, this, [this] { movePhase(currentPhase(), +1); });
    connect(m_edit, &QPushButton::clicked, this, [this] { editInPlanner(currentPhase()); });
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_remove, m_up, m_down, m_edit})
        buttons->addWidget(b);
    buttons->addStretch(1);

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->addLayout(fields);
    topLayout->addWidget(m_summary);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(buttons);

    m_tabs->addTab(m_timeline, QString());
    m_tabs->addTab(m_monthly, QString());
    auto *bottom = new QSplitter(this);
    bottom->addWidget(buildPhaseEditor());
    bottom->addWidget(m_tabs);
    bottom->setStretchFactor(1, 1);
    bottom->setSizes({340, 900});
    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(top);
    vertical->addWidget(bottom);
    // The table as high as a few phases need; the rest of the height for the charts.
    vertical->setStretchFactor(0, 0);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({300, 500});
    setCentralWidget(vertical);

    buildMenus();
    // The planner's scenario, while a phase is edited there; a catalog edit re-prices.
    connect(m_planner->document(), &Document::scenarioChanged, this, &ProjectWindow::plannerChanged);
    connect(m_planner->document(), &Document::scenarioReplaced, this, [this] { // New, Open: editing is over
        if (!m_edited.isEmpty()) {
            m_edited.clear();
            showResult();
        }
    });
    connect(m_catalogs, &CatalogStore::changed, this, [this] { price(!m_rangesTimer->isActive()); });
    retranslateUi();
    const QRect area = screen()->availableGeometry();
    resize(std::min(1280, area.width() * 9 / 10), std::min(800, area.height() * 9 / 10));
    newProject();
}

ProjectWindow::~ProjectWindow()
{
    // The fields are deleted after this window's members (~QWidget): a field losing focus then
    // would finish its edit on a project that is gone.
    const auto fields = findChildren<QWidget *>();
    for (QWidget *field : fields)
        field->disconnect(this);
}

QWidget *ProjectWindow::buildPhaseEditor()
{
    m_phaseBox = new QGroupBox(this);
    m_phaseNameLabel = new QLabel(this);
    m_phaseStartLabel = new QLabel(this);
    m_repeatLabel = new QLabel(this);
    m_growthLabel = new QLabel(this);
    m_optionLabel = new QLabel(this);
    m_phaseName = new QLineEdit(this);
    m_startMode = new QComboBox(this);
    m_phaseDate = new QDateEdit(this);
    m_repeat = new QSpinBox(this);
    m_growth = new QDoubleSpinBox(this);
    m_option = new QComboBox(this);
    m_phaseName->setObjectName(QStringLiteral("phaseName"));
    m_startMode->setObjectName(QStringLiteral("startMode"));
    m_phaseDate->setObjectName(QStringLiteral("phaseDate"));
    m_repeat->setObjectName(QStringLiteral("repeat"));
    m_growth->setObjectName(QStringLiteral("growth"));
    m_option->setObjectName(QStringLiteral("option"));
    m_phaseDate->setCalendarPopup(true);
    m_phaseDate->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_repeat->setRange(1, 1000);
    m_growth->setRange(-90, 1000); // model: −0.9 to 10 a month
    m_growth->setDecimals(1);
    m_option->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_option->setMinimumContentsLength(16);

    auto *form = new QFormLayout(m_phaseBox);
    form->addRow(m_phaseNameLabel, m_phaseName);
    auto *start = new QHBoxLayout;
    start->addWidget(m_startMode, 1);
    start->addWidget(m_phaseDate);
    form->addRow(m_phaseStartLabel, start);
    form->addRow(m_repeatLabel, m_repeat);
    form->addRow(m_growthLabel, m_growth);
    form->addRow(m_optionLabel, m_option);
    for (QLabel *label : {m_phaseNameLabel, m_phaseStartLabel, m_repeatLabel, m_growthLabel, m_optionLabel})
        label->setWordWrap(true);

    connect(m_phaseName, &QLineEdit::editingFinished, this,
            [this] { renamePhase(currentPhase(), m_phaseName->text().trimmed()); });
    const auto setStart = [this] {
        const int i = currentPhase();
        if (i < 0)
            return;
        model::ProjectPhase &phase = m_project.phases[size_t(i)];
        const QString mode = m_startMode->currentData().toString();
        phase.startDay = mode == kOnDate ? std::optional<long>(dayOf(m_phaseDate->date())) : std::nullopt;
        phase.after = mode == kOnDate ? std::string() : mode.toStdString();
        m_phaseDate->setEnabled(mode == kOnDate);
        edited(QStringLiteral("start:") + QString::fromStdString(phase.name));
    };
    connect(m_startMode, &QComboBox::activated, this, setStart);
    connect(m_phaseDate, &QDateEdit::dateChanged, this, setStart);
    connect(m_repeat, &QSpinBox::valueChanged, this, [this](int repeat) {
        if (const int i = currentPhase(); i >= 0) {
            m_project.phases[size_t(i)].repeat = repeat;
            edited(QStringLiteral("repeat:") + QString::fromStdString(m_project.phases[size_t(i)].name));
        }
    });
    connect(m_growth, &QDoubleSpinBox::valueChanged, this, [this](double percent) {
        if (const int i = currentPhase(); i >= 0) {
            m_project.phases[size_t(i)].monthlyGrowth = percent / 100.0;
            edited(QStringLiteral("growth:") + QString::fromStdString(m_project.phases[size_t(i)].name));
        }
    });
    connect(m_option, &QComboBox::activated, this, [this] {
        if (const int i = currentPhase(); i >= 0) {
            m_project.phases[size_t(i)].option = m_option->currentData().toString().toStdString();
            edited(QStringLiteral("option:") + QString::fromStdString(m_project.phases[size_t(i)].name));
        }
    });
    return m_phaseBox;
}

void ProjectWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_new = m_fileMenu->addAction(QString(), this, &ProjectWindow::newProject);
    m_open = m_fileMenu->addAction(QString(), this, &ProjectWindow::open);
    m_save = m_fileMenu->addAction(QString(), this, [this] { save(); });
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = m_fileMenu->addAction(QString(), this, &ProjectWindow::saveAs);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_fileMenu->addSeparator();
    m_exportCsv = m_fileMenu->addAction(QString(), this, [this] { exportFile(QStringLiteral("csv")); });
    m_exportJson = m_fileMenu->addAction(QString(), this, [this] { exportFile(QStringLiteral("json")); });
    m_exportPdf = m_fileMenu->addAction(QString(), this, [this] { exportFile(QStringLiteral("pdf")); });
    m_fileMenu->addSeparator();
    m_close = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_close->setShortcut(QKeySequence::Close);
}

void ProjectWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&Project"));
    m_new->setText(tr("&New project"));
    m_open->setText(tr("&Open project…"));
    m_save->setText(tr("&Save project"));
    m_saveAs->setText(tr("Save project &as…"));
    m_exportCsv->setText(tr("Export &CSV…"));
    m_exportJson->setText(tr("Export &JSON…"));
    m_exportPdf->setText(tr("Export &PDF report…"));
    m_close->setText(tr("&Close"));
    m_nameLabel->setText(Labels::withColon(tr("&Project")));
    m_startLabel->setText(Labels::withColon(tr("&Starts on")));
    m_budgetLabel->setText(Labels::withColon(tr("&Budget")));
    m_budget->setSpecialValueText(tr("none"));
    m_budget->setSuffix(QLatin1Char(' ') + Labels::currency(m_project.currency));
    m_budget->setToolTip(tr("What the whole project may spend; 0 for no budget"));
    m_table->setHorizontalHeaderLabels({tr("Phase"), tr("Option"), tr("Start"), tr("End"), tr("Hours"),
                                        tr("Cost (%1)").arg(Labels::currency(m_project.currency)), tr("Status")});
    m_add->setText(tr("&Add phase"));
    m_addFile->setText(tr("From a scenario file…"));
    m_addPlanner->setText(tr("From the planner's scenario"));
    m_remove->setText(tr("&Remove"));
    m_up->setText(tr("Move &up"));
    m_down->setText(tr("Move &down"));
    m_edit->setText(tr("&Edit in planner"));
    m_edit->setToolTip(tr("Open the phase's scenario in the planner: its changes there re-price the project as you make them"));
    m_phaseBox->setTitle(tr("Selected phase"));
    m_phaseNameLabel->setText(Labels::withColon(tr("Name")));
    m_phaseStartLabel->setText(Labels::withColon(tr("Starts")));
    m_repeatLabel->setText(Labels::withColon(tr("Runs")));
    m_repeat->setToolTip(tr("How many times the phase runs, one run after another"));
    m_growthLabel->setText(Labels::withColon(tr("Monthly growth")));
    m_growth->setSuffix(tr(" % a month"));
    m_growth->setToolTip(tr("Serving only: each month has this much more load than the one before, compounding"));
    m_optionLabel->setText(Labels::withColon(tr("Option")));
    m_tabs->setTabText(0, tr("Timeline"));
    m_tabs->setTabText(1, tr("Spend by month"));
    updateTitle();
    showResult(); // words in the table, summary and phase editor
}

void ProjectWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void ProjectWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_edited.clear(); // the planner's changes no longer reach a closed project
    event->accept();
}

void ProjectWindow::newProject()
{
    if (!maybeSave())
        return;
    model::Project project;
    project.name = tr("Untitled project").toStdString();
    project.currency = m_planner->document()->newScenario().currency;
    project.startDay = dayOf(QDate::currentDate());
    setProject(project, QString());
}

void ProjectWindow::open()
{
    if (!maybeSave())
        return;
    const QString file = QFileDialog::getOpenFileName(this, tr("Open project"), QFileInfo(m_path).path(),
                                                      tr("Project files (*.json)"));
    if (!file.isEmpty())
        openFile(file);
}

bool ProjectWindow::openFile(const QString &path)
{
    try {
        const model::Project project = ProjectFiles::loadProject(path, *m_catalogs->snapshot());
        setProject(project, path);
        if (!project.loadWarnings.empty()) {
            QStringList lines;
            for (const auto &w : project.loadWarnings)
                lines << Labels::fileMessage(w);
            QMessageBox::warning(this, tr("Opened with remarks"),
                                 tr("The project was opened, but:\n\n%1").arg(lines.join(QLatin1Char('\n'))));
        }
        return true;
    } catch (const model::InputError &e) {
        showError(tr("Cannot open project"), Labels::fileMessage(e.what()));
        return false;
    }
}

void ProjectWindow::setProject(const model::Project &project, const QString &path)
{
    m_project = project;
    m_path = path;
    m_edited.clear();
    m_before.reset();
    m_lastControl.clear();
    {
        const QSignalBlocker a(m_name), b(m_start), c(m_budget);
        m_name->setText(QString::fromStdString(project.name));
        m_start->setDate(dateOf(project.startDay));
        m_budget->setValue(project.budget.value_or(0));
    }
    setWindowModified(false);
    price(true);
    setCurrentPhase(m_project.phases.empty() ? -1 : 0);
    retranslateUi(); // the currency in the headers
}

void ProjectWindow::price(bool ranges)
{
    if (ranges)
        m_rangesTimer->stop();
    m_catalog = m_catalogs->snapshot();
    m_result = model::evaluateProject(*m_catalog, m_project, ranges);
    showResult();
}

void ProjectWindow::priceNow()
{
    if (m_rangesTimer->isActive())
        price(true);
}

void ProjectWindow::edited(const QString &control)
{
    // "What this change does to the total": against the total before the first of consecutive
    // changes through the same control (a spin box stepped, a phase edited in the planner);
    // adding, removing or moving a phase (no control) is an edit of its own.
    if (control.isEmpty() || control != m_lastControl || !m_before)
        m_before = m_result.totalCost;
    m_lastControl = control;
    setWindowModified(true);
    price(false);
    m_rangesTimer->start();
}

QString ProjectWindow::summary() const
{
    return m_summary->text();
}

void ProjectWindow::showResult()
{
    const QLocale locale;
    const model::ProjectResult &r = m_result;
    QString text;
    if (r.phases.empty()) {
        text = tr("Add a phase: a scenario run on the calendar (Add phase → from a scenario file, or the planner's).");
    } else {
        // What the last edit did to the total: "(+1,234.00 CNY vs before)".
        QString change;
        if (m_before) {
            const double delta = r.totalCost - *m_before;
            change = tr(" (%1%2 vs before)").arg(delta >= 0 ? QStringLiteral("+") : QString(), money(delta, r.currency));
        }
        text = tr("Total: <b>%1</b>%2.").arg(money(r.totalCost, r.currency), change);
        if (r.totalRange.p10 < r.totalRange.p90)
            text = Labels::withSentence(text, tr("Range %1–%2 %3 (each phase's P10 and P90 added up).")
                                                  .arg(locale.toString(r.totalRange.p10, 'f', 2),
                                                       locale.toString(r.totalRange.p90, 'f', 2), Labels::currency(r.currency)));
        text = Labels::withSentence(text, tr("From %1 to %2.")
                                              .arg(QString::fromStdString(model::isoDate(r.startDay)),
                                                   QString::fromStdString(model::isoDate(r.endDay))));
        if (const QString verdict = Labels::budgetVerdict(r, [&r](double v) { return money(v, r.currency); });
            !verdict.isEmpty())
            text = Labels::withSentence(text, r.budgetStatus() == "enough" ? verdict.toHtmlEscaped()
                                                                           : QStringLiteral("<b>%1</b>").arg(verdict.toHtmlEscaped()));
        if (r.unpricedPhases > 0)
            text = Labels::withSentence(text, tr("<b>Phases without a price: %1</b> (not in the total).").arg(r.unpricedPhases));
    }
    if (!m_edited.isEmpty())
        text = Labels::withSentence(text, tr("Following the planner's changes to “%1”.").arg(m_edited.toHtmlEscaped()));
    m_summary->setText(text);
    fillTable();
    fillPhaseEditor();
    m_timeline->setProject(r, *m_catalog);
    m_monthly->setProject(r);
    updateButtons();
}

void ProjectWindow::fillTable()
{
    const QSignalBlocker blocker(m_table);
    const int current = m_table->currentRow();
    const QLocale locale;
    m_table->setRowCount(int(m_result.phases.size()));
    for (int row = 0; row < int(m_result.phases.size()); ++row) {
        const model::PhaseResult &p = m_result.phases[size_t(row)];
        const bool priced = p.status == model::phase_status::kPriced;
        QString option;
        if (priced)
            option = Labels::phaseOption(p, *m_catalog);
        else if (const model::OptionResult *o = p.result.option(p.option))
            option = Labels::optionName(*o, *m_catalog);
        if (p.pinned)
            option = tr("%1 (pinned)").arg(option.isEmpty() ? QString::fromStdString(p.option) : option);
        const QString status = Labels::phaseStatus(p);
        QString name = QString::fromStdString(p.name);
        if (p.repeat > 1)
            name = tr("%1 (× %2)").arg(name).arg(p.repeat);
        const QStringList cells{name,
                                option,
                                priced ? QString::fromStdString(model::isoDate(p.startDay)) : QString(),
                                priced ? QString::fromStdString(model::isoDate(p.endDay)) : QString(),
                                priced ? locale.toString(p.wallHours, 'f', 1) : QString(),
                                priced ? locale.toString(p.cost, 'f', 2) : QString(),
                                status};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column == Hours || column == Cost)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!priced && column == Status)
                item->setForeground(QColor(0xD5, 0x5E, 0x00));
            if (column == Option && !option.isEmpty())
                item->setToolTip(option);
            m_table->setItem(row, column, item);
        }
    }
    if (current >= 0 && current < m_table->rowCount())
        m_table->setCurrentCell(current, 0);
}

int ProjectWindow::currentPhase() const
{
    const int row = m_table->currentRow();
    return row >= 0 && row < int(m_project.phases.size()) ? row : -1;
}

void ProjectWindow::setCurrentPhase(int index)
{
    if (index >= 0 && index < m_table->rowCount())
        m_table->setCurrentCell(index, 0);
    else
        m_table->setCurrentCell(-1, -1);
    fillPhaseEditor();
    updateButtons();
}

bool ProjectWindow::startsAfter(int index, const std::string &name) const
{
    // Follows `after` links; the project has no cycles (parseProject, and this window offers none).
    std::string after = m_project.phases[size_t(index)].after;
    for (size_t steps = 0; !after.empty() && steps <= m_project.phases.size(); ++steps) {
        if (after == name)
            return true;
        const auto next = std::find_if(m_project.phases.begin(), m_project.phases.end(),
                                       [&after](const model::ProjectPhase &p) { return p.name == after; });
        if (next == m_project.phases.end())
            break;
        after = next->after;
    }
    return false;
}

void ProjectWindow::fillPhaseEditor()
{
    const int i = currentPhase();
    m_phaseBox->setEnabled(i >= 0);
    const QSignalBlocker a(m_phaseName), b(m_startMode), c(m_phaseDate), d(m_repeat), e(m_growth), f(m_option);
    m_startMode->clear();
    m_option->clear();
    if (i < 0) {
        m_phaseName->clear();
        return;
    }
    const model::ProjectPhase &phase = m_project.phases[size_t(i)];
    m_phaseName->setText(QString::fromStdString(phase.name));
    // Start: at the project's start, on a date, or after a phase that does not come after this one.
    m_startMode->addItem(tr("At the project's start"), QString());
    m_startMode->addItem(tr("On a date"), kOnDate);
    for (int other = 0; other < int(m_project.phases.size()); ++other) {
        const std::string &name = m_project.phases[size_t(other)].name;
        if (other != i && !startsAfter(other, phase.name))
            m_startMode->addItem(tr("After “%1”").arg(QString::fromStdString(name)), QString::fromStdString(name));
    }
    const QString mode = phase.startDay ? kOnDate : QString::fromStdString(phase.after);
    m_startMode->setCurrentIndex(std::max(0, m_startMode->findData(mode)));
    m_phaseDate->setMinimumDate(dateOf(m_project.startDay));
    m_phaseDate->setDate(dateOf(phase.startDay.value_or(m_project.startDay)));
    m_phaseDate->setEnabled(phase.startDay.has_value());
    m_repeat->setValue(phase.repeat);
    m_growth->setValue(phase.monthlyGrowth * 100.0);
    m_growth->setEnabled(serving(phase));
    // Option: best-ranked, or one of the phase's compared options (those that cannot hold the
    // workload say so: pinning one leaves the phase unpriced).
    m_option->addItem(tr("Best-ranked"), QString());
    if (size_t(i) < m_result.phases.size())
        for (const model::OptionResult &o : m_result.phases[size_t(i)].result.options) {
            const QString name = Labels::optionName(o, *m_catalog);
            m_option->addItem(o.fits ? name : tr("%1 (does not fit)").arg(name), QString::fromStdString(o.id));
        }
    m_option->setCurrentIndex(std::max(0, m_option->findData(QString::fromStdString(phase.option))));
}

void ProjectWindow::updateButtons()
{
    const int i = currentPhase();
    const int count = int(m_project.phases.size());
    m_remove->setEnabled(i >= 0);
    m_up->setEnabled(i > 0);
    m_down->setEnabled(i >= 0 && i + 1 < count);
    m_edit->setEnabled(i >= 0);
    m_addPlanner->setEnabled(m_project.phases.size() < 100);
    m_addFile->setEnabled(m_project.phases.size() < 100); // a project holds 1–100 phases
}

void ProjectWindow::updateTitle()
{
    const QString file = m_path.isEmpty() ? tr("not saved") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1 (%2)[*] — GPU Planner project").arg(Labels::shownName(QString::fromStdString(m_project.name)), file));
}

void ProjectWindow::appendPhase(model::ProjectPhase phase)
{
    model::convertScenarioCurrency(phase.scenario, m_project.currency, *m_catalogs->snapshot());
    const auto taken = [this](const std::string &name) {
        return std::any_of(m_project.phases.begin(), m_project.phases.end(),
                           [&name](const model::ProjectPhase &p) { return p.name == name; });
    };
    const std::string base = phase.scenario.name.empty() ? tr("Phase").toStdString() : phase.scenario.name;
    phase.name = base;
    for (int n = 2; taken(phase.name); ++n)
        phase.name = base + " " + std::to_string(n);
    m_project.phases.push_back(std::move(phase));
    edited(QString());
    setCurrentPhase(int(m_project.phases.size()) - 1);
}

bool ProjectWindow::addPhaseFromFile(const QString &file)
{
    model::ProjectPhase phase;
    try {
        phase.scenario = ScenarioFiles::loadScenario(file, *m_catalogs->snapshot());
    } catch (const model::InputError &e) {
        showError(tr("Cannot add phase"), Labels::fileMessage(e.what()));
        return false;
    }
    // Kept as a path: relative to the project's folder once it has one (save() rebases it).
    const QString absolute = QFileInfo(file).absoluteFilePath();
    phase.scenarioPath = (m_path.isEmpty() ? absolute : QFileInfo(m_path).absoluteDir().relativeFilePath(absolute)).toStdString();
    appendPhase(std::move(phase));
    return true;
}

void ProjectWindow::addPhaseFromPlanner()
{
    model::ProjectPhase phase;
    phase.scenario = m_planner->document()->scenario();
    appendPhase(std::move(phase));
}

void ProjectWindow::removePhase(int index)
{
    if (index < 0 || index >= int(m_project.phases.size()))
        return;
    const model::ProjectPhase removed = m_project.phases[size_t(index)];
    m_project.phases.erase(m_project.phases.begin() + index);
    // Phases that followed it now start where it started.
    for (model::ProjectPhase &p : m_project.phases)
        if (p.after == removed.name) {
            p.after = removed.after;
            p.startDay = removed.startDay;
        }
    if (m_edited == QString::fromStdString(removed.name))
        m_edited.clear();
    edited(QString());
    setCurrentPhase(std::min(index, int(m_project.phases.size()) - 1));
}

void ProjectWindow::movePhase(int index, int by)
{
    const int to = index + by;
    if (index < 0 || to < 0 || to >= int(m_project.phases.size()))
        return;
    std::swap(m_project.phases[size_t(index)], m_project.phases[size_t(to)]);
    edited(QString());
    setCurrentPhase(to);
}

void ProjectWindow::renamePhase(int index, const QString &name)
{
    if (index < 0)
        return;
    const std::string from = m_project.phases[size_t(index)].name, to = name.toStdString();
    const bool taken = std::any_of(m_project.phases.begin(), m_project.phases.end(),
                                   [&to](const model::ProjectPhase &p) { return p.name == to; });
    if (to.empty() || taken) { // names are unique and not empty: keep the old one
        m_phaseName->setText(QString::fromStdString(from));
        return;
    }
    m_project.phases[size_t(index)].name = to;
    for (model::ProjectPhase &p : m_project.phases)
        if (p.after == from)
            p.after = to;
    if (m_edited == QString::fromStdString(from))
        m_edited = name;
    edited(QString());
}

bool ProjectWindow::editInPlanner(int index)
{
    if (index < 0 || index >= int(m_project.phases.size()))
        return false;
    m_edited.clear(); // the planner's reset below is not an edit of the phase
    if (!m_planner->replaceScenario(m_project.phases[size_t(index)].scenario))
        return false;
    m_edited = QString::fromStdString(m_project.phases[size_t(index)].name);
    m_lastControl.clear();
    showResult();
    m_planner->show();
    m_planner->raise();
    m_planner->activateWindow();
    return true;
}

void ProjectWindow::plannerChanged()
{
    if (m_edited.isEmpty())
        return;
    const auto phase = std::find_if(m_project.phases.begin(), m_project.phases.end(),
                                    [this](const model::ProjectPhase &p) { return QString::fromStdString(p.name) == m_edited; });
    if (phase == m_project.phases.end()) {
        m_edited.clear();
        return;
    }
    const Document *document = m_planner->document();
    model::Scenario scenario = document->scenario();
    model::convertScenarioCurrency(scenario, m_project.currency, document->catalog());
    phase->scenario = std::move(scenario);
    phase->scenarioPath.clear(); // the edited scenario is kept in the project file
    // A pinned option the scenario no longer compares would leave the phase unpriced: unpin it.
    if (!phase->option.empty()) {
        const model::Result compared = model::evaluate(document->catalog(), phase->scenario);
        if (!compared.option(phase->option))
            phase->option.clear();
    }
    edited(QStringLiteral("planner:") + m_edited);
}

QString ProjectWindow::scenarioFile(int index) const
{
    const std::string &relative = m_project.phases[size_t(index)].scenarioPath;
    if (relative.empty())
        return {};
    const QString path = QString::fromStdString(relative);
    return QFileInfo(path).isAbsolute() || m_path.isEmpty() ? path : QFileInfo(m_path).absoluteDir().filePath(path);
}

bool ProjectWindow::maybeSave()
{
    if (!isWindowModified())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("The project has unsaved changes. Save them first?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool ProjectWindow::save(const QString &path)
{
    if (path.isEmpty() && m_path.isEmpty())
        return saveAs();
    const QString target = path.isEmpty() ? m_path : path;
    model::Project saved = m_project;
    const QDir folder = QFileInfo(target).absoluteDir();
    for (int i = 0; i < int(saved.phases.size()); ++i)
        if (const QString file = scenarioFile(i); !file.isEmpty())
            saved.phases[size_t(i)].scenarioPath = folder.relativeFilePath(QFileInfo(file).absoluteFilePath()).toStdString();
    try {
        ProjectFiles::saveProject(target, saved);
    } catch (const model::InputError &e) {
        showError(tr("Cannot save project"), Labels::fileMessage(e.what()));
        return false;
    }
    m_project = saved;
    m_path = target;
    setWindowModified(false);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(target).fileName()), 5000);
    return true;
}

bool ProjectWindow::saveAs()
{
    QString file = QFileDialog::getSaveFileName(this, tr("Save project"), m_path, tr("Project files (*.json)"));
    if (file.isEmpty())
        return false;
    if (!file.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        file += QLatin1String(".json");
    return save(file);
}

void ProjectWindow::exportFile(const QString &format)
{
    const QFileInfo source(m_path.isEmpty() ? QDir::home().filePath(QStringLiteral("gpu-project")) : m_path);
    const QString suggested = source.dir().filePath(source.completeBaseName() + QStringLiteral("-result.") + format);
    const QString filter = format == QLatin1String("csv")   ? tr("CSV files (*.csv)")
                           : format == QLatin1String("pdf") ? tr("PDF files (*.pdf)")
                                                            : tr("JSON files (*.json)");
    const QString file = QFileDialog::getSaveFileName(this, tr("Export project"), suggested, filter);
    if (!file.isEmpty())
        exportTo(file, format);
}

void ProjectWindow::exportTo(const QString &path, const QString &format)
{
    QStringList inputs{m_path};
    for (int i = 0; i < int(m_project.phases.size()); ++i)
        inputs << scenarioFile(i);
    for (const QString &input : std::as_const(inputs))
        if (!input.isEmpty() && QFileInfo::exists(input) && QFileInfo::exists(path) && ScenarioFiles::sameFile(input, path)) {
            showError(tr("Export refused"), tr("%1 is read by this project; an export must not replace it. Choose another file name.")
                                                .arg(QDir::toNativeSeparators(input)));
            return;
        }
    priceNow(); // exports carry the ranges
    // What is written, kept apart: the PDF's progress handles events, and an edit they bring
    // re-prices the project meanwhile.
    const model::ProjectResult result = m_result;
    const std::shared_ptr<const model::Catalog> catalog = m_catalog;
    try {
        QByteArray bytes;
        if (format == QLatin1String("pdf")) {
            // A section per phase: many pages for a long project. Shows the page being written;
            // Cancel stops it, writing nothing.
            QProgressDialog progress(tr("Writing the PDF report…"), tr("Cancel"), 0, 0, this);
            progress.setWindowModality(Qt::WindowModal);
            progress.setMinimumDuration(400);
            bytes = PdfReport::renderProject(result, *catalog, [&progress](int page) {
                progress.setLabelText(tr("Writing the PDF report: page %1…").arg(page));
                QCoreApplication::processEvents();
                return !progress.wasCanceled();
            });
            if (bytes.isEmpty()) {
                statusBar()->showMessage(tr("PDF export stopped; nothing was written"), 5000);
                return;
            }
        } else
            bytes = format == QLatin1String("csv") ? ProjectFiles::projectCsv(result, *catalog)
                                                   : ProjectFiles::projectJson(result);
        ScenarioFiles::writeAtomically(path, bytes);
        statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
    } catch (const model::InputError &e) {
        showError(tr("Export failed"), Labels::fileMessage(e.what()));
    }
}

void ProjectWindow::showError(const QString &title, const QString &message)
{
    QMessageBox::critical(this, title, message);
}

} // namespace gpuplanner::ui
