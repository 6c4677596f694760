#pragma once

#include "Project.h"

#include "PlannerChartView.h"

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace gpuplanner::ui {

class BarValueLabels;
class CategoryLabels;

/// How plan A's total cost becomes plan B's (model::Comparison::explained), as a waterfall read
/// top to bottom: A's total, then one floating bar per cost part that changed (from the running
/// total before it to the one after; increases in one colour, decreases in another), then B's
/// total. Each bar carries its signed amount in the comparison's currency. When either plan is
/// not priced the chart shows why instead of bars.
class WaterfallChartView : public PlannerChartView
{
    Q_OBJECT
public:
    explicit WaterfallChartView(QWidget *parent = nullptr);

    /// Draws `comparison` (amounts in comparison.currency).
    void setComparison(const model::Comparison &comparison);

    /// One cost part's step: its key (model::kCostPartKeys), its name as shown, and the running
    /// total before and after it (the comparison's currency).
    struct Step
    {
        std::string key;
        QString name;
        double from = 0;
        double to = 0;
    };
    /// What a drawn bar is.
    enum class BarKind { Total, Increase, Decrease };
    /// One drawn bar: its name as shown, where it starts and ends on the value axis (low ≤ high,
    /// the comparison's currency) and what it is.
    struct Bar
    {
        QString name;
        double low = 0;
        double high = 0;
        BarKind kind = BarKind::Total;
    };

    /// A's and B's totals (0 when not priced), the comparison's currency (for tests).
    double startTotal() const { return m_start; }
    double endTotal() const { return m_end; }
    /// The cost parts drawn, top to bottom (parts with |change| < 0.005 left out) (for tests).
    QList<Step> steps() const { return m_steps; }
    /// The bars as the chart's bar sets hold them, top to bottom: A's total, the steps, B's total;
    /// empty when a plan is not priced (for tests).
    QList<Bar> bars() const;
    /// The texts written at the bars' ends, top to bottom (for tests).
    QStringList valueLabels() const;
    /// Why there are no bars ("" when there are).
    QString message() const { return m_message; }

private:
    void retranslateUi() override;
    void redraw() override;

    QHorizontalStackedBarSeries *m_series;
    QBarSet *m_base;     ///< transparent: from 0 to each bar's low end
    QBarSet *m_total;    ///< A's and B's totals
    QBarSet *m_increase; ///< steps that add cost
    QBarSet *m_decrease; ///< steps that save cost
    QBarCategoryAxis *m_categories;
    QValueAxis *m_axisX;
    BarValueLabels *m_values;
    CategoryLabels *m_names;
    model::Comparison m_comparison;
    bool m_hasComparison = false;
    QList<Step> m_steps;
    QStringList m_barNames; ///< top to bottom
    double m_start = 0, m_end = 0;
    QString m_message;
};

} // namespace gpuplanner::ui
