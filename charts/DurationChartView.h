#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include "PlannerChartView.h"

#include <QPen>

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

private:
    void retranslateUi() override;
    void redraw() override;

    QLogValueAxis *m_axisX;
    QLogValueAxis *m_axisY; ///< log scale: costs span from one hour to a year of renting
    QList<QLineSeries *> m_lines;
    QList<QPen> m_pens; ///< each curve's colour and style, kept across theme changes
    QScatterSeries *m_breakEven;
    QScatterSeries *m_runs; ///< each option's job end on its curve
    QLineSeries *m_period;
    LegendLines *m_legend; ///< long option names on more lines, not elided
    QString m_currency;
    std::size_t m_omitted = 0;  ///< options that can run but are past the chart's curves
    std::size_t m_excluded = 0; ///< options not drawn: they do not fit or do not finish
};

} // namespace gpuplanner::ui
