#pragma once

#include "Result.h"
#include "Scenario.h"

#include <QObject>
#include <QString>

#include <memory>

class QThread;
class QTimer;
class QUndoStack;

namespace gpuplanner::ui {

class CatalogStore;

/// The open scenario and everything that belongs to it: its file path, the undo stack, the
/// modified flag, autosave and recovery, and the latest Result. The one owner of the scenario:
/// the input panel, the charts, the option table and the recommendation are views that read it
/// and listen to its signals; they change it only through change() (one undo step each), and
/// undo commands change it in redo()/undo().
///
/// Two evaluation speeds: every change gives at once the point estimate (model::evaluate:
/// memory, fit, hours and cost of every option, a few microseconds) and, once the inputs rest for
/// kAnalysisDelayMs or when analyze() is called, the full analysis (model::analyze: ranking,
/// reasons, budget runtimes, break-even points, ranges). A change of the catalog in force re-runs
/// both at once, against the new catalog.
///
/// Ranges stay live while a slider moves: each estimate keeps the last ranges of the same
/// options, and a worker thread samples the new inputs (model::estimateRanges, every sample the
/// scenario asks for) off the window's thread; its ranges replace the kept ones when they are
/// ready (resultChanged(Evaluation::Estimate) again). While it works, later steps wait for it and
/// the newest of them is sampled next, so the ranges trail the slider by one sampling at most.
class Document : public QObject
{
    Q_OBJECT
public:
    /// What a Result carries: the point estimate only, or the full analysis as well.
    enum class Evaluation { Estimate, Analysis };
    /// Milliseconds the inputs must rest before the full analysis runs.
    static constexpr int kAnalysisDelayMs = 120;

    /// A new document holding newScenario(), evaluated against `catalogs`' catalog in force.
    explicit Document(CatalogStore *catalogs, QObject *parent = nullptr);
    ~Document() override;

    const model::Scenario &scenario() const { return m_scenario; }
    /// The latest Result (the analysis' ranking kept from the last analysis while a slider moves).
    const model::Result &result() const { return m_result; }
    /// The catalog the Result was computed with (valid until the next resultChanged()).
    const model::Catalog &catalog() const { return *m_catalog; }
    /// The same catalog, shared: holding it keeps it alive after a catalog change.
    std::shared_ptr<const model::Catalog> catalogSnapshot() const { return m_catalog; }
    CatalogStore *catalogStore() const { return m_catalogs; }
    /// The file the scenario was opened from or saved to; "" for a new one.
    QString path() const { return m_path; }
    bool isModified() const;
    QUndoStack *undoStack() const { return m_undo; }
    /// Milliseconds the last point estimate took.
    double lastEstimateMs() const { return m_lastEstimateMs; }
    /// How many times live ranges have been applied to result() (for tests and benchmarks).
    int rangesApplied() const { return m_rangesApplied; }
    /// Starts the live ranges' sampling a step scheduled, if any, and waits for the worker to
    /// finish, applying what it made (for tests and benchmarks).
    void waitForRanges();

    /// Changes the scenario to `after` as one undo step named `text`. `control` is the input
    /// behind it (passed on in scenarioChanged); with `merge`, consecutive changes from the same
    /// control (a slider being dragged) merge into one step. nullptr never merges.
    void change(const model::Scenario &after, const void *control, const QString &text, bool merge = true);
    /// Shows `scenario` from `path` ("" for a new one) with an empty undo history: New, Open,
    /// Recover. `modified` marks it unsaved (a recovered scenario).
    void reset(const model::Scenario &scenario, const QString &path, bool modified = false);
    /// Loads a scenario file and reset()s to it. Throws model::InputError; nothing changes then.
    /// Returns what loading tolerated (model::Scenario::loadWarnings).
    std::vector<std::string> open(const QString &path);
    /// Saves to `path` ("" = path()) atomically, keeping the previous file as `.bak`, and marks
    /// the document clean. Throws model::InputError; the document stays modified then.
    void save(const QString &path = QString());
    /// Completes the estimate in hand with the full analysis now, unless it already has it
    /// (exports call it so they carry the ranking).
    void analyze();

    /// The default scenario in the currency chosen last (QSettings "currency").
    model::Scenario newScenario() const;
    /// Where unsaved work is kept every few seconds, for recovery after a crash.
    static QString autosavePath();
    /// Writes the scenario to autosavePath() when it has unsaved changes. Throws InputError.
    void autosave() const;

signals:
    /// The scenario changed; `control` is the input behind it (nullptr: undo, redo, open, new,
    /// or a catalog change).
    void scenarioChanged(const void *control);
    /// result() changed; `evaluation` says whether it now carries the full analysis.
    void resultChanged(gpuplanner::ui::Document::Evaluation evaluation);
    /// The scenario is being replaced as a whole (reset(): New, Open, Recover), before the
    /// scenarioChanged() that shows it; a project following the planner's edits stops there.
    void scenarioReplaced();
    void modifiedChanged(bool modified);
    void pathChanged(const QString &path);

private:
    friend class ScenarioCommand;
    /// Puts `scenario` in force and re-estimates (what undo commands call).
    void setScenario(const model::Scenario &scenario, const void *control);
    void estimate();
    void catalogChanged();
    /// Samples ranges for the estimate in hand on the worker thread, or after the one running.
    void sampleRanges();
    /// The worker is done: applies its ranges, and samples again when the inputs moved meanwhile.
    void rangesSampled();

    CatalogStore *m_catalogs;
    std::shared_ptr<const model::Catalog> m_catalog;
    model::Scenario m_scenario;
    model::Result m_result;
    QString m_path;
    QUndoStack *m_undo;
    QTimer *m_analysisTimer;
    QTimer *m_rangesTimer; ///< starts the live ranges' sampling after a step
    double m_lastEstimateMs = 0;
    bool m_analyzed = false; ///< m_result carries the analysis of m_scenario
    QThread *m_rangesWorker = nullptr;           ///< sampling live ranges, or nullptr
    std::shared_ptr<model::Result> m_sampled;    ///< what the worker fills
    bool m_rangesStale = false; ///< the inputs moved since the worker started
    quint64 m_rangesJob = 0;    ///< counts the workers started
    int m_rangesApplied = 0;
};

} // namespace gpuplanner::ui
