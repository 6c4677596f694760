#include "MainWindow.h"

#include "BudgetChartView.h"
#include "TornadoChartView.h"
#include "CatalogEditor.h"
#include "CatalogStore.h"
#include "CompareDialog.h"
#include "ChartSupport.h"
#include "CostChartView.h"
#include "CostPartsChartView.h"
#include "DurationChartView.h"
#include "RecommendationView.h"
#include "InputError.h"
#include "InputPanel.h"
#include "Labels.h"
#include "MemoryChartView.h"
#include "OptionsModel.h"
#include "ProjectFiles.h"
#include "ProjectWindow.h"
#include "PdfReport.h"
#include "ResultExport.h"
#include "ScenarioFiles.h"
#include "Translation.h"
#include "UserGuide.h"

#include <algorithm>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QBuffer>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QFileDialog>
#include <QScreen>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QScopeGuard>
#include <QShortcut>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gpuplanner::ui {

namespace {

/// The input panel's scroll area: never narrower than the panel's own narrowest layout plus its
/// scroll bar (labels and choices are longer in English than in Chinese), so the splitter cannot
/// clip the inputs; it scrolls vertically only.
class InputScrollArea : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    QSize minimumSizeHint() const override
    {
        QSize hint = QScrollArea::minimumSizeHint();
        if (const QWidget *w = widget())
            hint.setWidth(std::max(440, w->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width()
                                            + 2 * frameWidth()));
        return hint;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry(); // the panel's width needs may have changed (language, notes)
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace

MainWindow::MainWindow(CatalogStore *catalogs, QWidget *parent)
    : QMainWindow(parent)
    , m_catalogs(catalogs)
    , m_document(new Document(catalogs, this))
    , m_input(new InputPanel(m_document, this))
    , m_summary(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_memoryChart(new MemoryChartView(this))
    , m_costChart(new CostChartView(this))
    , m_costParts(new CostPartsChartView(this))
    , m_durationChart(new DurationChartView(this))
    , m_budgetChart(new BudgetChartView(this))
    , m_tornado(new TornadoChartView(this))
    , m_recommendation(new RecommendationView(this))
    , m_options(new OptionsModel({}, this))
    , m_table(new QTableView(this))
{
    auto *scroll = new InputScrollArea(this);
    scroll->setWidget(m_input);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(m_options);
    sorted->setSortRole(Qt::UserRole);
    m_table->setModel(sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(OptionsModel::Rank, Qt::AscendingOrder);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false); // one line a row: long warnings end in "…", whole in the tooltip
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Names head the rows (they stay while the columns scroll); total cost and hours come first.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    // Every chart: right-click → save as PNG at a chosen resolution, or as SVG.
    for (QChartView *view : std::initializer_list<QChartView *>{m_memoryChart, m_costParts, m_costChart,
                                                                m_durationChart, m_budgetChart, m_tornado}) {
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
    m_tabs->addTab(m_tornado, QString());
    m_tabs->addTab(m_table, QString());
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { refreshView(m_tabs->currentWidget()); });
    m_tabHelp = new QToolButton(m_tabs);
    m_tabHelp->setObjectName(QStringLiteral("tabHelp"));
    m_tabHelp->setText(QStringLiteral("?"));
    m_tabHelp->setAutoRaise(true);
    connect(m_tabHelp, &QToolButton::clicked, this,
            [this] { showUserGuide(UserGuide::tabSections().value(m_tabs->currentIndex())); });
    m_tabs->setCornerWidget(m_tabHelp, Qt::TopRightCorner);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setObjectName(QStringLiteral("summary"));
    // Three lines reserved: the text's length changes while a slider moves, and a label that grew
    // from one line to three moved the tabs under the pointer.
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_summary->setMinimumHeight(3 * m_summary->fontMetrics().lineSpacing());
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

    defineResultViews();
    m_drawnWith = m_document->catalogSnapshot(); // hidden views draw when their tab opens
    buildMenus();
    connectDocument();

    retranslateUi();
    // Room for the inputs, a chart and the option table: most of the screen, at most 1480 × 940.
    const QRect screenArea = screen()->availableGeometry();
    resize(std::min(1480, screenArea.width() * 9 / 10), std::min(940, screenArea.height() * 9 / 10));
    restoreGeometry(QSettings().value(QStringLiteral("window/geometry")).toByteArray());
    setAcceptDrops(true);
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(20000);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer->start();
    showResult(Document::Evaluation::Analysis);
}

void MainWindow::defineResultViews()
{
    using E = Document::Evaluation;
    // Which view follows which evaluation, in one place: the point estimate on every input step,
    // the full analysis (ranking, sweeps, break-even) once the inputs rest.
    m_views = {
        {m_memoryChart, {E::Estimate}, [this] { m_memoryChart->setResult(m_document->result(), m_document->catalog()); }},
        // Ranges come with the analysis, and while a slider moves as another estimate.
        {m_costChart, {E::Estimate, E::Analysis},
         [this] { m_costChart->setResult(m_document->result(), m_document->catalog()); }},
        {m_tornado, {E::Estimate, E::Analysis},
         [this] { m_tornado->setResult(m_document->result(), m_document->catalog(), m_document->scenario()); }},
        {m_costParts, {E::Estimate, E::Analysis},
         [this] { m_costParts->setResult(m_document->result(), m_document->catalog()); }},
        {m_durationChart, {E::Analysis},
         [this] { m_durationChart->setResult(m_document->result(), m_document->catalog(), m_document->scenario()); }},
        {m_budgetChart, {E::Analysis},
         [this] { m_budgetChart->setResult(m_document->result(), m_document->catalog(), m_document->scenario().budget); }},
        {m_table, {E::Analysis}, [this] { m_options->setResult(m_document->result(), m_document->catalogSnapshot()); }},
        {m_recommendation, {E::Analysis}, [this] { m_recommendation->setResult(m_document->result(), m_document->catalog()); }},
        {m_summary, {E::Analysis}, [this] { updateSummary(); }},
    };
}

void MainWindow::connectDocument()
{
    connect(m_document, &Document::resultChanged, this, &MainWindow::showResult);
    connect(m_document, &Document::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_document, &Document::pathChanged, this, &MainWindow::updateTitle);
    connect(m_input, &InputPanel::importFailed, this,
            [this](const QString &message) { showError(tr("Import failed"), message); });
}

void MainWindow::showResult(Document::Evaluation evaluation)
{
    // A catalog change replaces the catalog the views were drawn with: redraw every view now, so
    // none keeps a pointer into the old one. Otherwise only the view on screen redraws; the
    // others when their tab opens.
    const std::shared_ptr<const model::Catalog> catalog = m_document->catalogSnapshot();
    const bool catalogChanged = catalog != m_drawnWith;
    m_drawnWith = catalog;
    for (ResultView &v : m_views)
        if (catalogChanged || std::find(v.follows.begin(), v.follows.end(), evaluation) != v.follows.end())
            v.stale = true;
    refreshShown(catalogChanged);
}

void MainWindow::refreshShown(bool all) const
{
    for (ResultView &v : m_views)
        if (all || v.view == m_summary || v.view == m_recommendation || v.view == m_table
            || v.view == m_tabs->currentWidget())
            refreshView(v.view);
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_new = m_fileMenu->addAction(QString(), this, [this] {
        if (maybeSave())
            m_document->reset(m_document->newScenario(), QString());
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
    // Projects: phases of work, each a scenario, on the calendar, in a window of their own.
    m_newProject = m_fileMenu->addAction(QString(), this, [this] {
        projectWindow()->newProject();
        projectWindow()->show();
    });
    m_newProject->setObjectName(QStringLiteral("newProjectAction"));
    m_openProject = m_fileMenu->addAction(QString(), this, [this] {
        projectWindow()->show();
        projectWindow()->open();
    });
    m_openProject->setObjectName(QStringLiteral("openProjectAction"));
    m_fileMenu->addSeparator();
    m_exportCsv = m_fileMenu->addAction(QString(), this, [this] { exportFile(QStringLiteral("csv")); });
    m_exportJson = m_fileMenu->addAction(QString(), this, [this] { exportFile(QStringLiteral("json")); });
    m_exportPdf = m_fileMenu->addAction(QString(), this, [this] { exportFile(QStringLiteral("pdf")); });
    // Two plans side by side; plan A starts as the open scenario's file.
    m_compare = m_fileMenu->addAction(QString(), this, [this] {
        auto *dialog = new CompareDialog(m_catalogs->snapshot(), m_document->path(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    m_compare->setObjectName(QStringLiteral("compareAction"));
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_catalogAction = new QAction(this);
    connect(m_catalogAction, &QAction::triggered, this, [this] {
        auto *editor = new CatalogEditor(m_catalogs, this);
        editor->setAttribute(Qt::WA_DeleteOnClose);
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
    m_userGuide = m_helpMenu->addAction(QString(), this, [this] { showUserGuide(QString()); });
    m_userGuide->setObjectName(QStringLiteral("userGuideAction"));
    m_userGuide->setShortcut(QKeySequence::HelpContents);
    m_about = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(
            this, tr("About GPU Planner"),
            tr("<h3>GPU Planner %1</h3><p>GPU memory, run time and total cost of AI workloads on "
               "whole cards, GPU slices and other rentals, by region.</p><p>Built-in catalog as "
               "of %2. Prices are illustrative: replace them with your quotes.</p><p>Built with "
               "Qt %3 (LGPL v3) and nlohmann/json (MIT).</p>")
                .arg(QApplication::applicationVersion(), QString::fromStdString(m_document->catalog().asOf),
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
    m_compare->setText(tr("Co&mpare…"));
    m_newProject->setText(tr("New pro&ject"));
    m_openProject->setText(tr("Open projec&t…"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    // QUndoStack's actions keep the prefix they were made with: make them anew per language.
    m_editMenu->clear();
    delete m_undoAction;
    delete m_redoAction;
    m_undoAction = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_catalogAction);
    m_catalogAction->setText(tr("&Catalog: prices, GPUs, regions…"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About GPU Planner"));
    m_userGuide->setText(tr("&User guide"));
    m_tabHelp->setToolTip(tr("What this tab shows and how to read it (user guide)"));
    m_tabs->setTabText(0, tr("Memory"));
    m_tabs->setTabText(1, tr("Cost by part"));
    m_tabs->setTabText(2, tr("Cost by region"));
    m_tabs->setTabText(3, tr("Cost over time"));
    m_tabs->setTabText(4, tr("Budget"));
    m_tabs->setTabText(5, tr("What drives the cost"));
    m_tabs->setTabText(6, tr("Options"));
    updateSummary();
    updateTitle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // Option and region names in the views are words too: every view redraws in the new
        // language, the hidden ones when their tab opens.
        for (ResultView &v : m_views)
            v.stale = true;
        refreshShown(false);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_exporting) { // a report being written stops at its next page, then the window closes
        m_closeAfterExport = true;
        event->ignore();
        return;
    }
    if (!maybeSave() || (m_project && !m_project->close())) { // the project asks about its own changes
        event->ignore();
        return;
    }
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    QFile::remove(Document::autosavePath()); // a clean exit leaves nothing to recover
    event->accept();
}

void MainWindow::autosave()
{
    try {
        m_document->autosave();
    } catch (const model::InputError &e) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(Labels::fileMessage(e.what())), 5000);
    }
}

bool MainWindow::offerRecovery()
{
    const QString autosaved = Document::autosavePath();
    if (!QFileInfo::exists(autosaved))
        return false;
    const auto answer = QMessageBox::question(
        this, tr("Recover unsaved work"),
        tr("GPU Planner did not close cleanly last time. Restore the unsaved scenario?"));
    if (answer == QMessageBox::Yes) {
        try {
            m_document->reset(ScenarioFiles::loadScenario(autosaved, m_document->catalog()), QString(), true);
            return true;
        } catch (const model::InputError &e) {
            showError(tr("Cannot recover"), Labels::fileMessage(e.what()));
        }
    }
    QFile::remove(autosaved);
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
        showError(tr("Cannot open scenario"), Labels::fileMessage(e.what()));
        return;
    }
    if (!scenario)
        m_input->importConfigFile(path);
    else if (maybeSave())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    if (ProjectFiles::isProject(path)) { // a project opens in the project window
        projectWindow()->show();
        projectWindow()->raise();
        return projectWindow()->openFile(path);
    }
    try {
        const std::vector<std::string> warnings = m_document->open(path);
        addRecentFile(path);
        if (!warnings.empty()) {
            QStringList lines;
            for (const auto &w : warnings)
                lines << Labels::fileMessage(w);
            QMessageBox::warning(this, tr("Opened with remarks"),
                                 tr("The scenario was opened, but:\n\n%1").arg(lines.join(QLatin1Char('\n'))));
        }
        return true;
    } catch (const model::InputError &e) {
        showError(tr("Cannot open scenario"), Labels::fileMessage(e.what()));
        return false;
    }
}

void MainWindow::refreshView(QWidget *view) const
{
    for (ResultView &v : m_views)
        if (v.view == view && v.stale) {
            v.stale = false;
            v.refresh();
        }
}

template <typename View>
View *MainWindow::upToDate(View *view) const
{
    refreshView(view);
    return view;
}

MemoryChartView *MainWindow::memoryChart() const { return upToDate(m_memoryChart); }
CostChartView *MainWindow::costChart() const { return upToDate(m_costChart); }
CostPartsChartView *MainWindow::costPartsChart() const { return upToDate(m_costParts); }
DurationChartView *MainWindow::durationChart() const { return upToDate(m_durationChart); }
BudgetChartView *MainWindow::budgetChart() const { return upToDate(m_budgetChart); }
TornadoChartView *MainWindow::tornadoChart() const { return upToDate(m_tornado); }

void MainWindow::updateSummary()
{
    const QLocale locale;
    const model::Scenario &s = m_document->scenario();
    const model::Result &result = m_document->result();
    const model::Catalog &catalog = m_document->catalog();
    const model::OptionResult *best = nullptr;
    int fitting = 0;
    for (const auto &o : result.options)
        if (o.fits) {
            ++fitting;
            if (!best || o.cost.total() < best->cost.total())
                best = &o;
        }
    QString kind = Labels::workloadKind(s.workload.kind);
    if (!kind.isEmpty())
        kind[0] = kind[0].toUpper();
    // A service runs as many copies of the model as its busiest hour needs, each on `gpus` GPUs.
    QString text = (s.workload.kind == model::WorkloadKind::Inference
                        ? tr("<b>%1</b>, %2: <b>%3</b> per GPU on %4 GPU(s) per copy of the model; %5 of %6 options fit.")
                        : tr("<b>%1</b>, %2: <b>%3</b> per GPU on %4 GPU(s); %5 of %6 options fit."))
                       .arg(kind.toHtmlEscaped(),
                            QString::fromStdString(s.workload.arch.name).toHtmlEscaped(),
                            Labels::memoryPerGpu(result, catalog, locale))
                       .arg(s.workload.gpus)
                       .arg(fitting)
                       .arg(result.options.size());
    // The advisor's first choice when the analysis is in; the cheapest fit until then.
    if (const model::OptionResult *first = result.best())
        best = first;
    if (best && !result.ranking.empty()) {
        const QString reasons = Labels::reasons(best->reasons);
        text = Labels::withSentence(text, tr("Recommended: <b>%1</b> in %2, %3 %4 for %5; %6.")
                                              .arg(Labels::offering(*best, catalog).toHtmlEscaped(),
                                                   Labels::region(best->region, catalog).toHtmlEscaped(),
                                                   locale.toString(best->cost.total(), 'f', 2),
                                                   Labels::currency(best->currency),
                                                   Labels::hours(best->runHours, locale), reasons.toHtmlEscaped()));
    } else if (best)
        text = Labels::withSentence(text, tr("Cheapest that fits: <b>%1</b> in %2, %3 %4 for %5.")
                                              .arg(Labels::offering(*best, catalog).toHtmlEscaped(),
                                                   Labels::region(best->region, catalog).toHtmlEscaped(),
                                                   locale.toString(best->cost.total(), 'f', 2),
                                                   Labels::currency(best->currency),
                                                   Labels::hours(best->runHours, locale)));
    if (best) // how sure the total is
        if (const QString likely = Labels::likelyCost(*best, locale); !likely.isEmpty())
            text = Labels::withSentence(text, likely.toHtmlEscaped());
    // What the rules of thumb cost: the cheaper option they ranked lower, and why.
    if (const QString cheaper = Labels::cheaperAlternative(result, catalog, locale); !cheaper.isEmpty())
        text = Labels::withSentence(text, cheaper.toHtmlEscaped());
    // A recommendation that barely fits says so here, not only in the table's warnings.
    if (best && best->hasWarning(model::warning::kTightFit))
        text = Labels::withSentence(text, tr("<b>Caution:</b> %1.").arg(Labels::warning(model::warning::kTightFit, best->serves).toHtmlEscaped()));
    m_summary->setText(text);
    statusBar()->showMessage(tr("Evaluated %1 options in %2 ms")
                                 .arg(result.options.size())
                                 .arg(locale.toString(m_document->lastEstimateMs(), 'f', 2)));
}

void MainWindow::updateTitle()
{
    const QString path = m_document->path();
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
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

bool MainWindow::save(const QString &path)
{
    if (path.isEmpty() && m_document->path().isEmpty())
        return saveAs();
    try {
        m_document->save(path);
    } catch (const model::InputError &e) {
        showError(tr("Cannot save scenario"), Labels::fileMessage(e.what()));
        return false;
    }
    addRecentFile(m_document->path());
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), m_document->path(),
                                                tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QLatin1String(".json");
    return save(path);
}

void MainWindow::saveChart(QChartView *view, int dpi)
{
    const bool svg = dpi == 0;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save chart"), QString(),
                                                      svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty() || refuseReplacingAnInput(path))
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
        showError(tr("Export failed"), Labels::fileMessage(e.what()));
    }
}

void MainWindow::exportFile(const QString &format)
{
    const bool csv = format == QLatin1String("csv");
    const bool pdf = format == QLatin1String("pdf");
    // Suggested: beside the scenario file, named after it ("plan.json" → "plan-result.json").
    const QString scenarioPath = m_document->path();
    const QFileInfo source(scenarioPath.isEmpty() ? QDir::home().filePath(QStringLiteral("gpu-plan")) : scenarioPath);
    const QString suggested = source.dir().filePath(source.completeBaseName() + QStringLiteral("-result.") + format);
    const QString path = QFileDialog::getSaveFileName(
        this, csv ? tr("Export CSV") : pdf ? tr("Export PDF report") : tr("Export JSON"), suggested,
        csv ? tr("CSV files (*.csv)") : pdf ? tr("PDF files (*.pdf)") : tr("JSON files (*.json)"));
    if (!path.isEmpty())
        exportTo(path, format);
}

QString MainWindow::inputReplacedBy(const QString &path) const
{
    const QFileInfo target(path);
    if (!target.exists())
        return {};
    QStringList inputs{m_document->path(), m_catalogs->userPath()};
    const model::Workload &w = m_document->scenario().workload;
    if (w.modelSource == model::ModelSource::HfConfig && !m_document->path().isEmpty())
        inputs << QFileInfo(m_document->path()).absoluteDir().filePath(QString::fromStdString(w.hfConfigPath));
    for (const QString &input : inputs)
        if (!input.isEmpty() && QFileInfo::exists(input) && ScenarioFiles::sameFile(input, path))
            return input;
    return {};
}

bool MainWindow::refuseReplacingAnInput(const QString &path)
{
    const QString input = inputReplacedBy(path);
    if (input.isEmpty())
        return false;
    showError(tr("Export refused"),
              tr("%1 is read by this plan (the scenario, its model's config.json or your price catalog); "
                 "an export must not replace it. Choose another file name.")
                  .arg(QDir::toNativeSeparators(input)));
    return true;
}

void MainWindow::exportTo(const QString &path, const QString &format)
{
    const bool csv = format == QLatin1String("csv");
    const bool pdf = format == QLatin1String("pdf");
    if (refuseReplacingAnInput(path))
        return;
    try {
        m_document->analyze(); // exports carry the ranking and break-even points
        const model::Result &result = m_document->result();
        const model::Catalog &catalog = m_document->catalog();
        const model::Scenario &scenario = m_document->scenario();
        if (pdf) {
            // A report of many options runs to hundreds of pages: show the page being written,
            // and stop (writing nothing) on Cancel or on quitting, at the next page.
            QProgressDialog progress(tr("Writing the PDF report…"), tr("Cancel"), 0, 0, this);
            progress.setWindowModality(Qt::WindowModal);
            progress.setMinimumDuration(400);
            auto *quit = new QShortcut(QKeySequence::Quit, &progress);
            connect(quit, &QShortcut::activated, this, [this] { m_closeAfterExport = true; });
            m_exporting = true;
            const auto done = qScopeGuard([this] { m_exporting = false; });
            const bool written = PdfReport::write(path, result, catalog, scenario, [&](int page) {
                progress.setLabelText(tr("Writing the PDF report: page %1…").arg(page));
                QCoreApplication::processEvents();
                return !progress.wasCanceled() && !m_closeAfterExport;
            });
            if (!written) {
                statusBar()->showMessage(tr("PDF export stopped; nothing was written"), 5000);
                if (m_closeAfterExport)
                    QTimer::singleShot(0, this, &QWidget::close);
                return;
            }
        } else
            ScenarioFiles::writeAtomically(path, csv ? ResultExport::toCsv(result, catalog, {})
                                                     : ResultExport::toJson(result, &catalog, &scenario));
        statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
    } catch (const model::InputError &e) {
        showError(tr("Export failed"), Labels::fileMessage(e.what()));
    }
}

bool MainWindow::replaceScenario(const model::Scenario &scenario)
{
    if (!maybeSave())
        return false;
    m_document->reset(scenario, QString());
    return true;
}

ProjectWindow *MainWindow::projectWindow()
{
    if (!m_project)
        m_project = new ProjectWindow(m_catalogs, this, this);
    return m_project;
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

void MainWindow::showUserGuide(const QString &section)
{
    if (!m_guide)
        m_guide = new UserGuide(this);
    m_guide->showSection(section);
}

} // namespace gpuplanner::ui
