#pragma once

#include "Catalog.h"
#include "Result.h"

#include "PlannerChartView.h"

#include <QPen>

class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QStackedBarSeries;
class QValueAxis;

namespace gpuplanner::ui {

class LineLabels;

/// Memory per GPU as one stacked bar (weights, gradients, optimizer states, activations, KV cache,
/// adapters, overhead; GB = 10^9 bytes) against horizontal lines at the capacity of each compared
/// card, MIG profile or vGPU share. setResult() updates the series in place, so dragging a slider
/// redraws without rebuilding the chart.
class MemoryChartView : public PlannerChartView
{
    Q_OBJECT
public:
    explicit MemoryChartView(QWidget *parent = nullptr);

    void setResult(const model::Result &result, const model::Catalog &catalog);

    /// Heights of the stacked parts in GB, in MemoryBreakdown order (for tests).
    QList<double> partValues() const;
    /// Capacity lines shown: the text written beside each (cards and GB) and its height in GB.
    QList<QPair<QString, double>> capacityLines() const;

private:
    void retranslateUi() override;
    void redraw() override;
    /// Part colours and capacity pens, set when made and after a theme change (not on each step).
    void restyle();
    QPen capacityPen() const;
    /// A part's size and how it was reached (the Result's explanation), for the hover tip.
    QString partToolTip(int part, const QString &label, double gibibytes) const;

    QStackedBarSeries *m_bars;
    QList<QBarSet *> m_parts;
    QList<QLineSeries *> m_lines;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_axisY;
    LineLabels *m_lineLabels;
    const model::Catalog *m_catalog = nullptr;
    model::Result m_result;
};

} // namespace gpuplanner::ui
