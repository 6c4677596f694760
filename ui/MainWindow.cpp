#include "MainWindow.h"

#include "BudgetChartView.h"
#include "CatalogEditor.h"
#include "ChartSupport.h"
#include "CostChartView.h"
#include "CostPartsChartView.h"
#include "DurationChartView.h"
#include "RecommendationView.h"
#include "Advisor.h"
#include "Evaluate.h"
#include "InputError.h"
#include "InputPanel.h"
#include "Labels.h"
#include "MemoryChartView.h"
#include "OptionsModel.h"
#include "PdfReport.h"
#include "ResultExport.h"
#include "ScenarioCommand.h"
#include "ScenarioFiles.h"
#include "Translation.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QBuffer>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QStandardPaths>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QScreen>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gpuplanner::ui {

namespace {
constexpr double kGB = 1e9;
}

MainWindow::MainWindow(const model::Catalog &catalog, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(catalog)
    , m_input(new InputPanel(catalog, this))
    , m_summary(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_memoryChart(new MemoryChartView(this))
    , m_costChart(new CostChartView(this))
    , m_costParts(new CostPartsChartView(this))
    , m_durationChart(new DurationChartView(this))
    , m_budgetChart(new BudgetChartView(this))
    , m_recommendation(new RecommendationView(this))
    , m_options(new OptionsModel(catalog, this))
    , m_table(new QTableView(this))
    , m_analyzeTimer(new QTimer(this))
    , m_undo(new QUndoStack(this))
{
    // Ranking, budget runtimes and break-even points take longer than a slider step: they follow
    // once the inputs rest for a moment, while the charts follow every step.
    m_analyzeTimer->setSingleShot(true);
    m_analyzeTimer->setInterval(120);
    connect(m_analyzeTimer, &QTimer::timeout, this, &MainWindow::analyze);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_input);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(440);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(m_options);
    sorted->setSortRole(Qt::UserRole);
    m_table->setModel(sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(OptionsModel::Rank, Qt::AscendingOrder);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();

    // Every chart: right-click → save as PNG at a chosen resolution, or as SVG.
    for (QChartView *view : std::initializer_list<QChartView *>{m_memoryChart, m_costParts, m_costChart,
                                                                m_durationChart, m_budgetChart}) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint &at) {
            QMenu menu(this);
            QMenu *png = menu.addMenu(tr("Save chart as PNG"));
            for (int dpi : {96, 150, 300, 600})
                png->addAction(tr("%1 dpi…").arg(dpi))->setData(dpi);
            QAction *svg = menu.addAction(tr("Save chart as SVG…"));
            svg->setData(0);
            if (QAction *chosen = menu.exec(view->mapToGlobal(at)))
                saveChart(view, chosen->data().toInt());
        });
    }
    m_tabs->addTab(m_memoryChart, QString());
    m_tabs->addTab(m_costParts, QString());
    m_tabs->addTab(m_costChart, QString());
    m_tabs->addTab(m_durationChart, QString());
    m_tabs->addTab(m_budgetChart, QString());
    m_tabs->addTab(m_table, QString());
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { refreshChart(m_tabs->currentWidget()); });

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setObjectName(QStringLiteral("summary"));
    rightLayout->addWidget(m_summary);
    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(m_tabs);
    vertical->addWidget(m_recommendation);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 1);
    rightLayout->addWidget(vertical, 1);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(scroll);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({460, 900});
    setCentralWidget(splitter);

    buildMenus();
    connect(m_input, &InputPanel::scenarioChanged, this, [this] {
        const model::Scenario after = m_input->scenario();
        if (after.currency != m_shown.currency) // the choice carries over to new scenarios
            QSettings().setValue(QStringLiteral("currency"), QString::fromStdString(after.currency));
        m_undo->push(new ScenarioCommand(m_shown, after, m_input->lastEditedControl(),
                                         [this](const model::Scenario &s) {
                                             m_input->setScenario(s);
                                             m_shown = s;
                                             recompute();
                                         },
                                         tr("Change input")));
        m_shown = after;
        recompute();
    });
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });
    connect(m_input, &InputPanel::importFailed, this,
            [this](const QString &message) { showError(tr("Import failed"), message); });

    retranslateUi();
    m_input->setScenario(newScenario());
    // Room for the inputs, a chart and the option table: most of the screen, at most 1480 × 940.
    const QRect screenArea = screen()->availableGeometry();
    resize(std::min(1480, screenArea.width() * 9 / 10), std::min(940, screenArea.height() * 9 / 10));
    restoreGeometry(QSettings().value(QStringLiteral("window/geometry")).toByteArray());
    setAcceptDrops(true);
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(20000);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer->start();
    m_shown = m_input->scenario();
    recompute();
    analyze();
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_new = m_fileMenu->addAction(QString(), this, [this] {
        if (maybeSave())
            setScenario(newScenario(), QString());
    });
    m_new->setShortcut(QKeySequence::New);
    m_open = m_fileMenu->addAction(QString(), this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), QString(),
                                                          tr("Scenario files (*.json)"));
        if (!path.isEmpty())
            openFile(path);
    });
    m_open->setShortcut(QKeySequence::Open);
    m_save = m_fileMenu->addAction(QString(), this, [this] { save(); });
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = m_fileMenu->addAction(QString(), this, [this] { saveAs(); });
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_exportCsv = m_fileMenu->addAction(QString(), this, [this] { exportFile(QStringLiteral("csv")); });
    m_exportJson = m_fileMenu->addAction(QString(), this, [this] { exportFile(QStringLiteral("json")); });
    m_exportPdf = m_fileMenu->addAction(QString(), this, [this] { exportFile(QStringLiteral("pdf")); });
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_catalogAction = new QAction(this);
    connect(m_catalogAction, &QAction::triggered, this, [this] {
        auto *editor = new CatalogEditor(this);
        editor->setAttribute(Qt::WA_DeleteOnClose);
        connect(editor, &CatalogEditor::catalogSaved, this, [this] {
            recompute();
            analyze();
        });
        editor->open();
    });

    m_languageMenu = menuBar()->addMenu(QString());
    auto *group = new QActionGroup(this);
    m_english = m_languageMenu->addAction(QStringLiteral("English"));
    m_chinese = m_languageMenu->addAction(QStringLiteral("简体中文"));
    for (auto *a : {m_english, m_chinese}) {
        a->setCheckable(true);
        group->addAction(a);
    }
    (Translation::current() == QLatin1String("zh_CN") ? m_chinese : m_english)->setChecked(true);
    auto switchTo = [](const QString &language) {
        Translation::install(language);
        QSettings().setValue(QStringLiteral("language"), language);
    };
    connect(m_english, &QAction::triggered, this, [switchTo] { switchTo(QStringLiteral("en")); });
    connect(m_chinese, &QAction::triggered, this, [switchTo] { switchTo(QStringLiteral("zh_CN")); });

    m_helpMenu = menuBar()->addMenu(QString());
    m_about = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(
            this, tr("About GPU Planner"),
            tr("<h3>GPU Planner %1</h3><p>GPU memory, run time and total cost of AI workloads on "
               "whole cards, GPU slices and other rentals, by region.</p><p>Built-in catalog as "
               "of %2. Prices are illustrative: replace them with your quotes.</p><p>Built with "
               "Qt %3 (LGPL v3) and nlohmann/json (MIT).</p>")
                .arg(QApplication::applicationVersion(), QString::fromStdString(m_catalog.asOf),
                     QString::fromLatin1(qVersion())));
    });
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    rebuildRecentMenu();
    m_new->setText(tr("&New"));
    m_open->setText(tr("&Open…"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As…"));
    m_exportCsv->setText(tr("Export &CSV…"));
    m_exportJson->setText(tr("Export &JSON…"));
    m_exportPdf->setText(tr("Export &PDF report…"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    // QUndoStack's actions keep the prefix they were made with: make them anew per language.
    m_editMenu->clear();
    delete m_undoAction;
    delete m_redoAction;
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_catalogAction);
    m_catalogAction->setText(tr("&Catalog: prices, GPUs, regions…"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About GPU Planner"));
    m_tabs->setTabText(0, tr("Memory"));
    m_tabs->setTabText(1, tr("Cost by part"));
    m_tabs->setTabText(2, tr("Cost by region"));
    m_tabs->setTabText(3, tr("Cost over time"));
    m_tabs->setTabText(4, tr("Budget"));
    m_tabs->setTabText(5, tr("Options"));
    updateSummary();
    updateTitle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    QFile::remove(autosavePath()); // a clean exit leaves nothing to recover
    event->accept();
}

model::Scenario MainWindow::newScenario() const
{
    model::Scenario s = model::defaultScenario(m_catalog);
    const QString currency = QSettings().value(QStringLiteral("currency"), QStringLiteral("CNY")).toString();
    s.currency = currency == QLatin1String("USD") ? "USD" : "CNY";
    return s;
}

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

void MainWindow::autosave()
{
    if (!isWindowModified())
        return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    try {
        ScenarioFiles::saveScenario(autosavePath(), m_input->scenario());
    } catch (const model::InputError &e) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(QString::fromStdString(e.what())), 5000);
    }
}

bool MainWindow::offerRecovery()
{
    if (!QFileInfo::exists(autosavePath()))
        return false;
    const auto answer = QMessageBox::question(
        this, tr("Recover unsaved work"),
        tr("GPU Planner did not close cleanly last time. Restore the unsaved scenario?"));
    if (answer == QMessageBox::Yes) {
        try {
            const model::Scenario scenario = ScenarioFiles::loadScenario(autosavePath(), m_catalog);
            setScenario(scenario, QString());
            m_undo->resetClean(); // recovered work is unsaved
            setWindowModified(true);
            return true;
        } catch (const model::InputError &e) {
            showError(tr("Cannot recover"), QString::fromStdString(e.what()));
        }
    }
    QFile::remove(autosavePath());
    return false;
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > 8)
        files.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), files);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &file : files) {
        QAction *a = m_recentMenu->addAction(QFileInfo(file).fileName());
        a->setToolTip(file);
        connect(a, &QAction::triggered, this, [this, file] {
            if (maybeSave())
                openFile(file);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile()
        && urls.front().toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    openDroppedFile(event->mimeData()->urls().front().toLocalFile());
    event->acceptProposedAction();
}

void MainWindow::openDroppedFile(const QString &path)
{
    bool scenario = false;
    try {
        scenario = ScenarioFiles::readText(path).find("gpuplanner-scenario") != std::string::npos;
    } catch (const model::InputError &e) {
        showError(tr("Cannot open scenario"), QString::fromStdString(e.what()));
        return;
    }
    if (!scenario)
        m_input->importConfigFile(path);
    else if (maybeSave())
        openFile(path);
}

void MainWindow::setScenario(const model::Scenario &scenario, const QString &path)
{
    m_path = path;
    m_input->setScenario(scenario);
    m_shown = m_input->scenario();
    m_undo->clear();
    setWindowModified(false);
    recompute();
    analyze();
    updateTitle();
}

bool MainWindow::openFile(const QString &path)
{
    try {
        const model::Scenario scenario = ScenarioFiles::loadScenario(path, m_catalog);
        setScenario(scenario, path);
        addRecentFile(path);
        if (!scenario.loadWarnings.empty()) {
            QStringList lines;
            for (const auto &w : scenario.loadWarnings)
                lines << QString::fromStdString(w);
            QMessageBox::warning(this, tr("Opened with remarks"),
                                 tr("The scenario was opened, but:\n\n%1").arg(lines.join(QLatin1Char('\n'))));
        }
        return true;
    } catch (const model::InputError &e) {
        showError(tr("Cannot open scenario"), QString::fromStdString(e.what()));
        return false;
    }
}

void MainWindow::recompute()
{
    QElapsedTimer timer;
    timer.start();
    // Keep the last analysis's order while a slider moves, so bars do not jump between steps.
    std::vector<std::string> ranking = std::move(m_result.ranking);
    m_result = model::evaluate(m_catalog, m_input->scenario());
    m_result.ranking = std::move(ranking);
    m_lastEvaluateMs = double(timer.nsecsElapsed()) / 1e6;
    // Only the chart on screen is redrawn while a slider moves; the others when their tab opens.
    for (QWidget *chart : std::initializer_list<QWidget *>{m_memoryChart, m_costChart, m_costParts})
        m_staleCharts.insert(chart);
    refreshChart(m_tabs->currentWidget());
    m_analyzeTimer->start();
}

MemoryChartView *MainWindow::memoryChart() const
{
    refreshChart(m_memoryChart);
    return m_memoryChart;
}

CostChartView *MainWindow::costChart() const
{
    refreshChart(m_costChart);
    return m_costChart;
}

CostPartsChartView *MainWindow::costPartsChart() const
{
    refreshChart(m_costParts);
    return m_costParts;
}

void MainWindow::refreshChart(QWidget *chart) const
{
    if (!m_staleCharts.remove(chart))
        return;
    if (chart == m_memoryChart)
        m_memoryChart->setResult(m_result, m_catalog);
    else if (chart == m_costChart)
        m_costChart->setResult(m_result, m_catalog);
    else if (chart == m_costParts)
        m_costParts->setResult(m_result, m_catalog);
    else if (chart == m_durationChart)
        m_durationChart->setResult(m_result, m_catalog, m_input->scenario());
    else if (chart == m_budgetChart)
        m_budgetChart->setResult(m_result, m_catalog, m_input->scenario().budget);
}

DurationChartView *MainWindow::durationChart() const
{
    refreshChart(m_durationChart);
    return m_durationChart;
}

BudgetChartView *MainWindow::budgetChart() const
{
    refreshChart(m_budgetChart);
    return m_budgetChart;
}

void MainWindow::analyze()
{
    m_analyzeTimer->stop(); // an analysis now makes the one a slider step scheduled redundant
    m_result = model::analyze(m_catalog, m_input->scenario());
    m_options->setResult(m_result);
    m_recommendation->setResult(m_result, m_catalog);
    // The charts that show the analysis redraw now if on screen, else when their tab opens.
    for (QWidget *chart : std::initializer_list<QWidget *>{m_costParts, m_durationChart, m_budgetChart})
        m_staleCharts.insert(chart);
    refreshChart(m_tabs->currentWidget());
    updateSummary();
}

void MainWindow::updateSummary()
{
    const QLocale locale;
    const model::Scenario &s = m_input->scenario();
    const double totalGb = m_result.memory.total() / kGB;
    const model::OptionResult *best = nullptr;
    int fitting = 0;
    for (const auto &o : m_result.options)
        if (o.fits) {
            ++fitting;
            if (!best || o.cost.total() < best->cost.total())
                best = &o;
        }
    QString kind = Labels::workloadKind(s.workload.kind);
    if (!kind.isEmpty())
        kind[0] = kind[0].toUpper();
    QString text = tr("<b>%1</b>, %2: <b>%3 GB</b> per GPU on %4 GPU(s); %5 of %6 options fit.")
                       .arg(kind.toHtmlEscaped(),
                            QString::fromStdString(s.workload.arch.name).toHtmlEscaped(),
                            locale.toString(totalGb, 'f', 1))
                       .arg(s.workload.gpus)
                       .arg(fitting)
                       .arg(m_result.options.size());
    // The advisor's first choice when the analysis is in; the cheapest fit until then.
    if (const model::OptionResult *first = m_result.best())
        best = first;
    if (best && !m_result.ranking.empty()) {
        const QString reasons = Labels::reasons(best->reasons);
        text += QLatin1Char(' ')
            + tr("Recommended: <b>%1</b> in %2, %3 %4 for %5 hours (%6).")
                  .arg(Labels::offering(*best, m_catalog).toHtmlEscaped(),
                       Labels::region(best->region, m_catalog),
                       locale.toString(best->cost.total(), 'f', 2),
                       QString::fromStdString(best->currency),
                       locale.toString(best->wallHours, 'f', 1),
                       reasons.toHtmlEscaped());
    } else if (best)
        text += QLatin1Char(' ')
            + tr("Cheapest that fits: <b>%1</b> in %2, %3 %4 for %5 hours.")
                  .arg(Labels::offering(*best, m_catalog).toHtmlEscaped(),
                       Labels::region(best->region, m_catalog),
                       locale.toString(best->cost.total(), 'f', 2),
                       QString::fromStdString(best->currency),
                       locale.toString(best->wallHours, 'f', 1));
    m_summary->setText(text);
    statusBar()->showMessage(tr("Evaluated %1 options in %2 ms")
                                 .arg(m_result.options.size())
                                 .arg(locale.toString(m_lastEvaluateMs, 'f', 2)));
}

void MainWindow::updateTitle()
{
    const QString name = m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1[*] — GPU Planner").arg(name));
}

bool MainWindow::maybeSave()
{
    if (!isWindowModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::save()
{
    if (m_path.isEmpty())
        return saveAs();
    try {
        ScenarioFiles::saveScenario(m_path, m_input->scenario());
    } catch (const model::InputError &e) {
        showError(tr("Cannot save scenario"), QString::fromStdString(e.what()));
        return false;
    }
    m_undo->setClean();
    setWindowModified(false);
    updateTitle();
    addRecentFile(m_path);
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), m_path,
                                                tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QLatin1String(".json");
    m_path = path;
    return save();
}

void MainWindow::saveChart(QChartView *view, int dpi)
{
    const bool svg = dpi == 0;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save chart"), QString(),
                                                      svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QByteArray bytes;
    if (svg) {
        bytes = chartSvg(view, view->chart()->title());
    } else {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        chartImage(view, dpi).save(&buffer, "PNG");
    }
    try {
        ScenarioFiles::writeAtomically(path, bytes);
    } catch (const model::InputError &e) {
        showError(tr("Export failed"), QString::fromStdString(e.what()));
    }
}

void MainWindow::exportFile(const QString &format)
{
    const bool csv = format == QLatin1String("csv");
    const bool pdf = format == QLatin1String("pdf");
    // Suggested: beside the scenario file, named after it ("plan.json" → "plan-result.json").
    const QFileInfo source(m_path.isEmpty() ? QDir::home().filePath(QStringLiteral("gpu-plan")) : m_path);
    const QString suggested = source.dir().filePath(source.completeBaseName() + QStringLiteral("-result.") + format);
    const QString path = QFileDialog::getSaveFileName(
        this, csv ? tr("Export CSV") : pdf ? tr("Export PDF report") : tr("Export JSON"), suggested,
        csv ? tr("CSV files (*.csv)") : pdf ? tr("PDF files (*.pdf)") : tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    try {
        analyze(); // exports carry the ranking and break-even points, whatever the timer's state
        if (pdf)
            PdfReport::write(path, m_result, m_catalog, m_input->scenario());
        else
            ScenarioFiles::writeAtomically(path, csv ? ResultExport::toCsv(m_result, m_catalog, {})
                                                     : ResultExport::toJson(m_result, &m_catalog, &m_input->scenario()));
        statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
    } catch (const model::InputError &e) {
        showError(tr("Export failed"), QString::fromStdString(e.what()));
    }
}

void MainWindow::showCatalogNotice(const QString &notice)
{
    statusBar()->showMessage(notice);
    QMessageBox::warning(this, tr("Catalog"), notice);
}

void MainWindow::showError(const QString &title, const QString &message)
{
    QMessageBox::critical(this, title, message);
}

} // namespace gpuplanner::ui
