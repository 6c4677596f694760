#pragma once

#include "Catalog.h"
#include "Project.h"
#include "Result.h"
#include "Scenario.h"

#include <QString>

#include <functional>

namespace gpuplanner::ui {

/// The comparison as an A4 PDF report for a budget review, in the installed language: a title
/// page with the recommendation and the memory breakdown, the memory, cost and cost-over-time
/// charts as vectors, the option table (broken across pages with its header repeated), the
/// advisor's reasons and checklist, break-even points and budget runtimes, and the prices used
/// with their as_of and source; page numbers in the footer. Text is set in Noto Sans CJK SC, so
/// Chinese gets Simplified glyphs and the font is embedded.
class PdfReport
{
public:
    /// Told each page as it is begun (1-based); returns false to stop the report there.
    using PageProgress = std::function<bool(int page)>;

    /// The report as PDF bytes. `result` is analyze()'s. Empty when `progress` stopped it.
    static QByteArray render(const model::Result &result, const model::Catalog &catalog,
                             const model::Scenario &scenario, const PageProgress &progress = {});
    /// A project's report: a first page for a manager (total and its range, the budget and the
    /// day it runs out, the timeline, monthly spending with the budget line, the phases), the
    /// monthly table, then a section per phase as a scenario's report gives it (options, cost by
    /// part, reasons and checklist, assumptions, memory, charts), and the glossary.
    static QByteArray renderProject(const model::ProjectResult &project, const model::Catalog &catalog,
                                    const PageProgress &progress = {});
    /// Two plans side by side: their headline figures, the waterfall from A's total to B's part
    /// by part, and every input that differs.
    static QByteArray renderComparison(const model::Comparison &comparison, const model::Catalog &catalog,
                                       const PageProgress &progress = {});
    /// Writes render()'s bytes to `path` with ScenarioFiles::writeAtomically ("-" is stdout;
    /// nothing is left behind on failure; devices and pipes are refused). Returns false, having
    /// written nothing, when `progress` stopped it. Throws model::InputError naming the file.
    static bool write(const QString &path, const model::Result &result, const model::Catalog &catalog,
                      const model::Scenario &scenario, const PageProgress &progress = {});
};

} // namespace gpuplanner::ui
