#pragma once

#include "Document.h"

#include <QMainWindow>

#include <functional>
#include <memory>
#include <vector>

class QChartView;
class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;
class QTableView;
class QTimer;
class QToolButton;
class QUndoStack;

namespace gpuplanner::ui {

class BudgetChartView;
class TornadoChartView;
class CatalogStore;
class CostChartView;
class CostPartsChartView;
class DurationChartView;
class RecommendationView;
class InputPanel;
class MemoryChartView;
class OptionsModel;
class ProjectWindow;
class UserGuide;

/// The planner window: the workload on the left, charts and the option table on the right, a
/// one-line summary above them. All of them are views of one Document (the open scenario, its
/// undo stack and its Result); the window wires them to it and holds the menus
/// (docs/ARCHITECTURE.md, Data flow: catalog + scenario → model → result → views).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// A window on a new document, priced with `catalogs`' catalog in force (which must outlive it).
    explicit MainWindow(CatalogStore *catalogs, QWidget *parent = nullptr);

    Document *document() const { return m_document; }
    /// Opens a scenario file (a project file opens in the project window); on error shows a dialog
    /// and keeps the current scenario.
    bool openFile(const QString &path);
    /// Replaces the open scenario with `scenario` (no file, an empty undo history), having offered
    /// to save unsaved changes first; false when the user kept them (a project's "Edit in
    /// planner").
    bool replaceScenario(const model::Scenario &scenario);
    /// The project window (File → New project, Open project…), made on first use.
    ProjectWindow *projectWindow();
    /// Tells the user (status bar and a dialog) that their price catalog was not used.
    void showCatalogNotice(const QString &notice);
    /// Writes the analysed result to `path` as "csv", "json" or "pdf" (what File → Export does
    /// after asking for the file). Refused, with a dialog, when `path` is a file this plan reads:
    /// the open scenario, its model's config.json or the user's price catalog.
    void exportTo(const QString &path, const QString &format);
    /// The input of this plan that writing `path` would replace (same file, by canonical path),
    /// or "" when none.
    QString inputReplacedBy(const QString &path) const;

    const model::Result &result() const { return m_document->result(); }
    QUndoStack *undoStack() const { return m_document->undoStack(); }
    InputPanel *inputPanel() const { return m_input; }
    /// The charts, brought up to date first (a hidden one is redrawn when its tab opens or when
    /// asked for here).
    MemoryChartView *memoryChart() const;
    CostChartView *costChart() const;
    CostPartsChartView *costPartsChart() const;
    DurationChartView *durationChart() const;
    BudgetChartView *budgetChart() const;
    TornadoChartView *tornadoChart() const;
    RecommendationView *recommendation() const { return m_recommendation; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

public:
    /// Offers to restore an autosaved scenario left by a crash; true when one was restored.
    bool offerRecovery();
    /// What a file dropped on the window does: a scenario opens, anything else is tried as a
    /// Hugging Face config.json for the model.
    void openDroppedFile(const QString &path);
    /// Writes the scenario to Document::autosavePath() when it has unsaved changes (a timer
    /// calls it); a failure is shown in the status bar.
    void autosave();

private:
    /// A view of the Document's Result: which evaluations it follows and how it redraws.
    struct ResultView
    {
        QWidget *view;
        std::vector<Document::Evaluation> follows;
        std::function<void()> refresh;
        bool stale = true; ///< not redrawn since the Result it follows changed
    };

    void addRecentFile(const QString &path);
    void rebuildRecentMenu();

private:
    void defineResultViews();
    void buildMenus();
    void connectDocument();
    void retranslateUi();
    /// Marks the views that follow `evaluation` stale and redraws those on screen.
    void showResult(Document::Evaluation evaluation);
    void updateSummary();
    void updateTitle();
    bool maybeSave();
    /// Saves to `path` ("" = the document's path, or asks when it has none).
    bool save(const QString &path = QString());
    bool saveAs();
    void exportFile(const QString &format);
    bool refuseReplacingAnInput(const QString &path); ///< true, having said why, if it would
    /// Redraws `view` from the current Result if it is stale (it was hidden).
    void refreshView(QWidget *view) const;
    /// Redraws the stale views on screen (summary, recommendation, table, the open tab), or every
    /// stale view when `all`.
    void refreshShown(bool all) const;
    template <typename View>
    View *upToDate(View *view) const;
    /// Asks where, then saves `view` as PNG at `dpi`, or as SVG when `dpi` is 0 (atomically).
    void saveChart(QChartView *view, int dpi);
    void showError(const QString &title, const QString &message);
    /// Opens the user guide window (made on first use) at `section`, an anchor of the guide
    /// (UserGuide::tabSections()), or at its top when "".
    void showUserGuide(const QString &section);

    CatalogStore *m_catalogs;
    Document *m_document;
    mutable std::vector<ResultView> m_views;
    std::shared_ptr<const model::Catalog> m_drawnWith; ///< the catalog the views were drawn with
    InputPanel *m_input;
    QLabel *m_summary;
    QTabWidget *m_tabs;
    MemoryChartView *m_memoryChart;
    CostChartView *m_costChart;
    CostPartsChartView *m_costParts;
    DurationChartView *m_durationChart;
    BudgetChartView *m_budgetChart;
    TornadoChartView *m_tornado;
    RecommendationView *m_recommendation;
    OptionsModel *m_options;
    QTableView *m_table;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QTimer *m_autosaveTimer = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_new = nullptr;
    QAction *m_open = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_exportCsv = nullptr;
    QAction *m_exportJson = nullptr;
    QAction *m_exportPdf = nullptr;
    QAction *m_compare = nullptr; ///< File → Compare…: CompareDialog
    QAction *m_newProject = nullptr;  ///< File → New project: ProjectWindow
    QAction *m_openProject = nullptr; ///< File → Open project…
    ProjectWindow *m_project = nullptr; ///< made on first use
    QAction *m_quit = nullptr;
    bool m_exporting = false;        ///< a PDF report is being written (it processes events)
    bool m_closeAfterExport = false; ///< quit asked while writing: stop it, then close
    QAction *m_catalogAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_english = nullptr;
    QAction *m_chinese = nullptr;
    QAction *m_about = nullptr;
    QAction *m_userGuide = nullptr;
    QToolButton *m_tabHelp = nullptr; ///< "?" beside the tabs: the guide at the tab's section
    UserGuide *m_guide = nullptr;
};

} // namespace gpuplanner::ui
