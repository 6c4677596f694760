#pragma once

#include "Catalog.h"
#include "Result.h"

#include "PlannerChartView.h"

class QBarCategoryAxis;
class QBarSet;
class QHorizontalBarSeries;
class QValueAxis;

namespace gpuplanner::ui {

class BarValueLabels;
class CategoryLabels;

/// How long the scenario's budget rents each option (Result::budgetRuntimeHours, from the
/// analysis), as horizontal bars in days, the best-ranked option on top. Without a budget the
/// chart says how to get one.
class BudgetChartView : public PlannerChartView
{
    Q_OBJECT
public:
    explicit BudgetChartView(QWidget *parent = nullptr);

    void setResult(const model::Result &result, const model::Catalog &catalog, std::optional<double> budget);

    /// Bars shown: option label and days (for tests).
    QList<QPair<QString, double>> bars() const;
    /// The values written on bars (cut by the axis, too short to read, or every bar), for tests.
    QStringList valueLabels() const;

private:
    void retranslateUi() override;

    QHorizontalBarSeries *m_series;
    QBarSet *m_days;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_axisX;
    BarValueLabels *m_values;
    CategoryLabels *m_names;
    std::optional<double> m_budget;
    QString m_currency;
    std::size_t m_omitted = 0;  ///< runnable options beyond the kMaxOptions shown
    std::size_t m_excluded = 0; ///< options that do not fit or were left out (drawnOptions)
};

} // namespace gpuplanner::ui
