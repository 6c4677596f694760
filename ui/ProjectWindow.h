#pragma once

#include "Catalog.h"
#include "Project.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QTimer;

namespace gpuplanner::ui {

class CatalogStore;
class MainWindow;
class MonthlySpendChartView;
class TimelineChartView;

/// The project view (File → New project / Open project…): a project's phases in a table, each
/// one's start, repeats, monthly growth and pinned option, the project's name, first day and
/// budget, and what it all costs: the total with its P10–P90 range and what the last edit changed
/// in it, the day the budget runs out, the phases on a timeline and the spend by month.
///
/// Every edit re-prices the project at once without ranges (model::evaluateProject, fast), then
/// with ranges once edits rest for kRangesDelayMs. "Edit in planner" opens a phase's scenario in
/// the planner window; while it is edited there, each change of the planner's scenario becomes
/// the phase's (kept in the project file from then on, no longer read from its scenario file) and
/// re-prices the project. Saves project files (ProjectFiles) and exports the priced project as
/// CSV, JSON or a PDF report.
class ProjectWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Milliseconds edits must rest before the project is priced with ranges.
    static constexpr int kRangesDelayMs = 300;
    /// The table's columns.
    enum Column { Name, Option, Start, End, Hours, Cost, Status, ColumnCount };

    /// A window on a new, empty project, priced with `catalogs`' catalog in force; `planner` is
    /// the window "Edit in planner" uses. Both must outlive it.
    ProjectWindow(CatalogStore *catalogs, MainWindow *planner, QWidget *parent = nullptr);
    ~ProjectWindow() override;

    /// Shows `project` (from `path`, "" for a new one), unmodified, and prices it.
    void setProject(const model::Project &project, const QString &path);
    /// A new empty project starting today, unless there are unsaved changes the user keeps.
    void newProject();
    /// Asks for a project file and opens it, unless there are unsaved changes the user keeps.
    void open();
    /// Loads a project file (ProjectFiles::loadProject); on error shows a dialog, keeps the open
    /// project and returns false.
    bool openFile(const QString &path);

    const model::Project &project() const { return m_project; }
    /// The latest pricing (with ranges once edits have rested, or after priceNow()).
    const model::ProjectResult &result() const { return m_result; }
    /// Prices the project with ranges now, if edits have not rested yet.
    void priceNow();
    QString path() const { return m_path; }
    bool isModified() const { return isWindowModified(); }

    /// Adds a phase running the scenario file at `file` (kept as a path in the project file);
    /// false, with a dialog, when it cannot be read.
    bool addPhaseFromFile(const QString &file);
    /// Adds a phase running the planner's scenario as it is now (kept in the project file).
    void addPhaseFromPlanner();
    /// The phase in the table's current row (-1: none).
    int currentPhase() const;
    void setCurrentPhase(int index);
    /// Opens phase `index`'s scenario in the planner and follows its changes; false when the user
    /// kept the planner's unsaved scenario instead.
    bool editInPlanner(int index);
    /// The name of the phase being edited in the planner ("" when none).
    QString editedPhase() const { return m_edited; }

    /// Saves to `path` ("" = path(), or asks when there is none); false, having said why, on
    /// failure. Phases' scenario paths are rewritten relative to the new file's folder.
    bool save(const QString &path = QString());
    /// Writes the priced project to `path` as "csv", "json" or "pdf"; refused, with a dialog,
    /// when `path` is a file the project reads (the project file or a phase's scenario file).
    void exportTo(const QString &path, const QString &format);

    /// The summary shown above the table (rich text): total, range, change, budget run-out.
    QString summary() const;
    QTableWidget *phaseTable() const { return m_table; }
    TimelineChartView *timeline() const { return m_timeline; }
    MonthlySpendChartView *monthlySpend() const { return m_monthly; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus();
    QWidget *buildPhaseEditor();
    void retranslateUi();
    /// Prices the project now, with or without ranges, and shows it.
    void price(bool ranges);
    /// Something in the project changed through `control` (its key: consecutive changes with the
    /// same non-empty key count as one edit for "vs before"); marks it modified and re-prices.
    void edited(const QString &control);
    void showResult();      ///< summary, table, charts, phase editor from m_result
    void fillTable();
    void fillPhaseEditor(); ///< the selected phase's start, repeats, growth and option
    void updateTitle();
    void updateButtons();
    void plannerChanged();  ///< the planner's scenario changed: the edited phase follows it
    void removePhase(int index);
    void movePhase(int index, int by);
    void renamePhase(int index, const QString &name);
    /// Appends `phase`, named after its scenario and unique, and selects it.
    void appendPhase(model::ProjectPhase phase);
    /// True when phase `index` starts (directly or through others) after the phase `name`.
    bool startsAfter(int index, const std::string &name) const;
    /// The file phase `index` reads its scenario from, absolute; "" when inline.
    QString scenarioFile(int index) const;
    bool maybeSave();
    bool saveAs();
    void exportFile(const QString &format);
    void showError(const QString &title, const QString &message);

    CatalogStore *m_catalogs;
    MainWindow *m_planner;
    std::shared_ptr<const model::Catalog> m_catalog; ///< the one m_result was priced with
    model::Project m_project;
    model::ProjectResult m_result;
    QString m_path;
    QString m_edited;       ///< phase followed in the planner
    std::optional<double> m_before; ///< the total before the last edit
    QString m_lastControl;  ///< key of the last edit (edited())
    QTimer *m_rangesTimer;

    QLabel *m_nameLabel, *m_startLabel, *m_budgetLabel;
    QLineEdit *m_name;
    QDateEdit *m_start;
    QDoubleSpinBox *m_budget;
    QLabel *m_summary;
    QTableWidget *m_table;
    QPushButton *m_add, *m_remove, *m_up, *m_down, *m_edit;
    QMenu *m_addMenu;
    QAction *m_addFile, *m_addPlanner;
    QGroupBox *m_phaseBox;
    QLabel *m_phaseNameLabel, *m_phaseStartLabel, *m_repeatLabel, *m_growthLabel, *m_optionLabel;
    QLineEdit *m_phaseName;
    QComboBox *m_startMode;
    QDateEdit *m_phaseDate;
    QSpinBox *m_repeat;
    QDoubleSpinBox *m_growth;
    QComboBox *m_option;
    QTabWidget *m_tabs;
    TimelineChartView *m_timeline;
    MonthlySpendChartView *m_monthly;

    QMenu *m_fileMenu = nullptr;
    QAction *m_new = nullptr, *m_open = nullptr, *m_save = nullptr, *m_saveAs = nullptr;
    QAction *m_exportCsv = nullptr, *m_exportJson = nullptr, *m_exportPdf = nullptr, *m_close = nullptr;
};

} // namespace gpuplanner::ui
