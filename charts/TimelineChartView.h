#pragma once

#include "Catalog.h"
#include "Project.h"

#include "PlannerChartView.h"

class QAreaSeries;
class QCategoryAxis;
class QDateTimeAxis;
class QScatterSeries;

namespace gpuplanner::ui {

/// A project's phases on the calendar (a Gantt chart): one row per phase, the first at the top,
/// labelled with its name; each priced phase a bar from its start to its end (all its runs), on a
/// date axis starting at 00:00 of the project's first day, coloured by the kind of offering it
/// runs on (whole card, slice, spot, …; one legend entry per kind present). A phase that nothing
/// can run is a grey marker at its start, its row saying why, never a zero-length bar.
class TimelineChartView : public PlannerChartView
{
    Q_OBJECT
public:
    explicit TimelineChartView(QWidget *parent = nullptr);

    /// Shows `result` (evaluateProject's); `catalog` names the options (it is not kept).
    void setProject(const model::ProjectResult &result, const model::Catalog &catalog);

    /// One row as drawn (for tests): hours from the project's start (00:00 of its first day).
    struct Bar
    {
        QString name;     ///< the phase's name
        double startHour = 0, endHour = 0;
        QString kind;     ///< the offering kind code ("whole_card", …); "" when unpriced
        bool priced = true; ///< false: drawn as a "no price" marker, not as a bar
    };
    /// The rows, first phase first.
    QList<Bar> bars() const;
    /// The legend's entries (chart text): each kind present in words, once, in the phases'
    /// order, then the unpriced marker's meaning when there is one.
    QStringList legendEntries() const;
    /// The row labels, first phase first, as the axis shows them (plain text).
    QStringList rowLabels() const;

private:
    void retranslateUi() override;
    void redraw() override;
    void rebuild(); ///< series and axes from m_result

    QDateTimeAxis *m_axisX;
    QCategoryAxis *m_axisY;
    QScatterSeries *m_unpriced; ///< grey markers of the phases without a price
    QList<QAreaSeries *> m_areas;
    model::ProjectResult m_result; ///< what setProject() gave, less the phases' analyses
    QList<Bar> m_bars;
    QStringList m_rowLabels; ///< plain text, first phase first
    QStringList m_legendEntries; ///< as legendEntries() gives them
    QStringList m_tips;      ///< each phase's tooltip: option, dates, hours and cost
};

} // namespace gpuplanner::ui
