#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include "PlannerChartView.h"

#include <QPen>

class QAreaSeries;
class QGraphicsPathItem;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace gpuplanner::ui {

class LegendLines;

/// Cost against rental period for every ranked option (log hours, 1 h to a year), with the
/// break-even points of the analysis as markers, the end of each option's own job (its hours and
/// total) as an open square on its curve, and a fixed rental window, when the scenario has one,
/// as a vertical line. Shows the analysed Result: setResult() after analyze().
class DurationChartView : public PlannerChartView
{
    Q_OBJECT
public:
    explicit DurationChartView(QWidget *parent = nullptr);

    void setResult(const model::Result &result, const model::Catalog &catalog,
                   const model::Scenario &scenario);

    /// Curves shown: label and number of points (for tests).
    QList<QPair<QString, int>> curves() const;
    int breakEvenMarkers() const;
    /// Each drawn option's job end: (hours rented, total cost) (for tests).
    QList<QPointF> jobEnds() const;
    /// Whether the fixed rental window's line is drawn (for tests).
    bool periodLineShown() const;
    /// Each price band (issue 17): its curve's name, lowest and highest cost (for tests).
    QList<QPair<QString, QPair<double, double>>> bands() const;
    /// Job ends drawn with their P10–P90 cross (for tests).
    int jobRanges() const;

private:
    void retranslateUi() override;
    void redraw() override;
    /// A band per drawn curve between its cost at the price's P10 and P90 (none with ranges off).
    void setBands(const model::Catalog &catalog, const model::Scenario &scenario, const model::Result &shown,
                  const std::vector<double> &hours, const std::vector<bool> &hidden);
    void placeJobRanges(); ///< the job ends' crosses, where the plot area is now

    QLogValueAxis *m_axisX;
    QLogValueAxis *m_axisY; ///< log scale: costs span from one hour to a year of renting
    QList<QLineSeries *> m_lines;
    QList<QPen> m_pens; ///< each curve's colour and style, kept across theme changes
    QScatterSeries *m_breakEven;
    QScatterSeries *m_runs; ///< each option's job end on its curve
    QLineSeries *m_period;
    LegendLines *m_legend; ///< long option names on more lines, not elided
    QList<QAreaSeries *> m_bands; ///< price P10–P90 of each visible curve, in its order
    /// A job's hours and total, P10 to P90.
    struct JobRange
    {
        model::Percentiles hours;
        model::Percentiles cost;
    };
    std::vector<JobRange> m_jobEnds;
    QGraphicsPathItem *m_jobRanges; ///< a cross through each job end
    QString m_currency;
    std::size_t m_omitted = 0;  ///< options that can run but are past the chart's curves
    std::size_t m_excluded = 0; ///< options not drawn: the advisor does not rank them
};

} // namespace gpuplanner::ui
