#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include <QMainWindow>
#include <QSet>

class QChartView;
class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;
class QTableView;
class QTimer;
class QUndoStack;

namespace gpuplanner::ui {

class BudgetChartView;
class CostChartView;
class CostPartsChartView;
class DurationChartView;
class RecommendationView;
class InputPanel;
class MemoryChartView;
class OptionsModel;

/// The planner window: the workload on the left, charts and the option table on the right, a
/// one-line summary above them. Every input change re-evaluates the model and updates the charts
/// in place (docs/ARCHITECTURE.md, Data flow: catalog + scenario → model → result → views).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(const model::Catalog &catalog, QWidget *parent = nullptr);

    /// Shows `scenario`, remembered as coming from `path` ("" for a new one).
    void setScenario(const model::Scenario &scenario, const QString &path);
    /// Opens a scenario file; on error shows a dialog and keeps the current scenario.
    bool openFile(const QString &path);
    /// Tells the user (status bar and a dialog) that their price catalog was not used.
    void showCatalogNotice(const QString &notice);

    const model::Result &result() const { return m_result; }
    QUndoStack *undoStack() const { return m_undo; }
    InputPanel *inputPanel() const { return m_input; }
    /// The charts, brought up to date first (a hidden one is redrawn when its tab opens or when
    /// asked for here).
    MemoryChartView *memoryChart() const;
    CostChartView *costChart() const;
    CostPartsChartView *costPartsChart() const;
    DurationChartView *durationChart() const;
    BudgetChartView *budgetChart() const;
    RecommendationView *recommendation() const { return m_recommendation; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

public:
    /// Where the unsaved scenario is kept every few seconds, for recovery after a crash.
    static QString autosavePath();
    /// Offers to restore an autosaved scenario left by a crash; true when one was restored.
    bool offerRecovery();
    /// What a file dropped on the window does: a scenario opens, anything else is tried as a
    /// Hugging Face config.json for the model.
    void openDroppedFile(const QString &path);
    /// Writes the scenario to autosavePath() when it has unsaved changes (a timer calls it).
    void autosave();

private:
    /// What New gives: the default scenario in the currency chosen last.
    model::Scenario newScenario() const;
    void addRecentFile(const QString &path);
    void rebuildRecentMenu();

private:
    void buildMenus();
    void retranslateUi();
    void recompute();
    void analyze();
    void updateSummary();
    void updateTitle();
    bool maybeSave();
    bool save();
    bool saveAs();
    void exportFile(const QString &format);
    /// Redraws `chart` from the current Result if a slider step left it out (it was hidden).
    void refreshChart(QWidget *chart) const;
    /// Asks where, then saves `view` as PNG at `dpi`, or as SVG when `dpi` is 0 (atomically).
    void saveChart(QChartView *view, int dpi);
    void showError(const QString &title, const QString &message);

    const model::Catalog &m_catalog;
    model::Result m_result;
    mutable QSet<QWidget *> m_staleCharts; ///< step charts not redrawn since the Result changed
    QString m_path;
    double m_lastEvaluateMs = 0;

    InputPanel *m_input;
    QLabel *m_summary;
    QTabWidget *m_tabs;
    MemoryChartView *m_memoryChart;
    CostChartView *m_costChart;
    CostPartsChartView *m_costParts;
    DurationChartView *m_durationChart;
    BudgetChartView *m_budgetChart;
    RecommendationView *m_recommendation;
    OptionsModel *m_options;
    QTableView *m_table;
    QTimer *m_analyzeTimer;
    QUndoStack *m_undo;
    model::Scenario m_shown; ///< the scenario as of the last recorded step

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
    QAction *m_quit = nullptr;
    QAction *m_catalogAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_english = nullptr;
    QAction *m_chinese = nullptr;
    QAction *m_about = nullptr;
};

} // namespace gpuplanner::ui
