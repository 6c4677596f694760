#pragma once

#include "Catalog.h"
#include "Project.h"

#include <QDialog>

#include <memory>
#include <optional>

class QFrame;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QTableWidget;

namespace gpuplanner::ui {

class WaterfallChartView;

/// File → Compare…: two plans side by side, each a scenario file or a project file (both of one
/// kind). Shows each plan's name, recommended option(s), total cost and hours with the
/// difference; every input that differs (dotted path, A's value, B's value); and a waterfall of
/// the total from A to B by cost part (model::compare()). Exports the comparison as JSON or PDF.
/// A file that does not load, or a scenario against a project, is said in words naming the file.
class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    /// A dialog comparing plans priced with `catalog`; plan A starts as `pathA` ("" = none chosen).
    explicit CompareDialog(std::shared_ptr<const model::Catalog> catalog, const QString &pathA = QString(),
                           QWidget *parent = nullptr);

    /// Sets both files and compares them at once (what choosing them does).
    void setPaths(const QString &pathA, const QString &pathB);
    /// Loads the two chosen files and compares them; on failure shows why and clears the results.
    /// Returns true when a comparison is shown.
    bool compareFiles();

    /// The comparison shown, if any.
    const std::optional<model::Comparison> &comparison() const { return m_comparison; }
    /// The two files as chosen (A, B), "" where none is.
    QStringList paths() const;
    /// What went wrong with the chosen files ("" when the comparison is shown).
    QString message() const;
    /// Writes the comparison to `path` as "json" (ProjectFiles::comparisonJson) or "pdf"
    /// (PdfReport::renderComparison), atomically. Refuses to replace plan A or B. Returns "" when
    /// written, else why not (naming the file).
    QString exportTo(const QString &path, const QString &format);

    /// The summary (rows: file, plan, recommended option, total cost, hours; columns: A, B, B − A).
    QTableWidget *summaryTable() const { return m_summary; }
    /// The inputs that differ (columns: input, A, B).
    QTableWidget *differencesTable() const { return m_differences; }
    WaterfallChartView *waterfall() const { return m_waterfall; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void showMessage(const QString &message); ///< clears the results and says `message`
    void fillTables();
    void fitSummary(); ///< the summary's rows as tall as their wrapped text, the table as tall as its rows
    void browse(QLineEdit *edit);
    void exportFile(const QString &format);
    /// The options of `plan` in words (PlanSummary::chosen), one a line for a project's phases.
    QString optionNames(const model::PlanSummary &plan) const;

    std::shared_ptr<const model::Catalog> m_catalog;
    std::optional<model::Comparison> m_comparison;
    QLabel *m_labelA;
    QLabel *m_labelB;
    QLineEdit *m_pathA;
    QLineEdit *m_pathB;
    QPushButton *m_browseA;
    QPushButton *m_browseB;
    QPushButton *m_compare;
    QFrame *m_messageBox; ///< m_message with a warning sign, shown when there is one
    QLabel *m_message;
    QSplitter *m_results; ///< the tables and the chart, hidden without a comparison
    QLabel *m_summaryTitle;
    QTableWidget *m_summary;
    QLabel *m_differencesTitle;
    QTableWidget *m_differences;
    WaterfallChartView *m_waterfall;
    QPushButton *m_exportJson;
    QPushButton *m_exportPdf;
    QPushButton *m_close;
    QString m_comparedA, m_comparedB; ///< the files m_comparison is of
};

} // namespace gpuplanner::ui
