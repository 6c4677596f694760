#pragma once

#include "Catalog.h"
#include "Result.h"

#include "PlannerChartView.h"

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace gpuplanner::ui {

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

private:
    void retranslateUi() override;
    void redraw() override;

    QHorizontalStackedBarSeries *m_bars;
    QList<QBarSet *> m_parts;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_axisX;
    const model::Catalog *m_catalog = nullptr;
    model::Result m_result;
};

} // namespace gpuplanner::ui
