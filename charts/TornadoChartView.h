#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include "PlannerChartView.h"

class QBarCategoryAxis;
class QBarSet;
class QGraphicsLineItem;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace gpuplanner::ui {

class BarValueLabels;

/// What drives the recommended option's cost (Result::sensitivity, issue 17), as a tornado chart:
/// one horizontal bar per uncertain input, from the total with that input alone at one end of its
/// P10–P90 range to the total at the other, the widest swing on top, against a line at the point
/// estimate; the part below the estimate in one colour, above it in another. Each bar is labelled
/// with its two totals and its input's range. With ranges off the chart says how to switch them on.
class TornadoChartView : public PlannerChartView
{
    Q_OBJECT
public:
    explicit TornadoChartView(QWidget *parent = nullptr);

    void setResult(const model::Result &result, const model::Catalog &catalog, const model::Scenario &scenario);

    /// Bars shown, top first: category name and the two totals, low then high (for tests).
    QList<QPair<QString, QPair<double, double>>> bars() const;
    /// The texts written at the bars' ends (for tests).
    QStringList valueLabels() const;

private:
    void retranslateUi() override;
    void redraw() override;
    void placeEstimateLine(); ///< the point estimate's vertical line, where the plot is now

    QHorizontalStackedBarSeries *m_series;
    QBarSet *m_spacer; ///< transparent: from the axis' start to each bar's low end
    QBarSet *m_below;  ///< from the low end up to the point estimate
    QBarSet *m_above;  ///< from the point estimate up to the high end
    QBarCategoryAxis *m_categories;
    QValueAxis *m_axisX;
    BarValueLabels *m_values;
    QGraphicsLineItem *m_estimateLine;
    QList<QPair<QString, QPair<double, double>>> m_bars; ///< top first
    QString m_option;   ///< the recommended option's name
    QString m_currency;
    double m_estimate = 0; ///< its point-estimate total
    double m_axisStart = 0;
    bool m_rangesOff = false;
};

} // namespace gpuplanner::ui
