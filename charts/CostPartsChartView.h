#pragma once

#include "Catalog.h"
#include "Result.h"

#include "PlannerChartView.h"

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace gpuplanner::ui {

class BarValueLabels;
class CategoryLabels;

/// Total cost of each option (up to a dozen, ranked first when ranked) as a horizontal bar
/// stacked by part: compute, storage, data transfer, idle, data preparation, rework, minimum
/// term. Bars are updated in place as a slider moves.
class CostPartsChartView : public PlannerChartView
{
    Q_OBJECT
public:
    explicit CostPartsChartView(QWidget *parent = nullptr);

    void setResult(const model::Result &result, const model::Catalog &catalog);

    /// Option labels (bottom to top) and the stacked part values of each (for tests).
    QStringList options() const;
    QList<double> totals() const;
    /// The values written on the bars (for tests).
    QStringList valueLabels() const;

private:
    void retranslateUi() override;
    void redraw() override;
    void retranslateTitle();

    QHorizontalStackedBarSeries *m_bars;
    QList<QBarSet *> m_parts;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_axisX;
    BarValueLabels *m_values;
    CategoryLabels *m_names;
    std::size_t m_excluded = 0; ///< options not drawn: the advisor does not rank them
    std::size_t m_omitted = 0;  ///< options that can run but are past the chart's dozen
    const model::Catalog *m_catalog = nullptr;
    model::Result m_result;
};

} // namespace gpuplanner::ui
