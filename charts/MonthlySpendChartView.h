#pragma once

#include "Project.h"

#include "PlannerChartView.h"

#include <optional>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QLineSeries;
class QValueAxis;

namespace gpuplanner::ui {

class BarValueLabels;

/// A project's spend by calendar month (ProjectResult::monthly), in the project's currency: a bar
/// per month ("2027-01"), the spend so far as a line over them and, with a budget, the budget as
/// a horizontal line; the month the budget runs out has its bar in another colour and the title
/// names the day.
class MonthlySpendChartView : public PlannerChartView
{
    Q_OBJECT
public:
    explicit MonthlySpendChartView(QWidget *parent = nullptr);

    /// Shows `result` (evaluateProject's).
    void setProject(const model::ProjectResult &result);

    /// One month as drawn (for tests); amounts in the project's currency.
    struct Month
    {
        QString label;          ///< "2027-01"
        double cost = 0;        ///< the bar: spent in the month
        double cumulative = 0;  ///< the line: spent up to the month's end
    };
    QList<Month> months() const;
    /// The budget line's height, unset when none is drawn (for tests).
    std::optional<double> budgetLine() const;
    /// The index of the month marked as the one the budget runs out in; -1 when none (for tests).
    int runOutMonth() const { return m_runOutMonth; }

private:
    void retranslateUi() override;
    void redraw() override;
    void colour(); ///< the series' colours, after a theme change

    QBarSeries *m_series;
    QBarSet *m_spend;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_axisY;
    QLineSeries *m_cumulative;
    QLineSeries *m_budget;
    BarValueLabels *m_values;
    model::ProjectResult m_result; ///< what setProject() gave, less the phases' analyses
    int m_runOutMonth = -1;
};

} // namespace gpuplanner::ui
