#include "MonthlySpendChartView.h"

#include "ChartLabels.h"
#include "ChartSupport.h"
#include "Labels.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLegendMarker>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace gpuplanner::ui {

namespace {
const QColor kRunOutColor(0xD5, 0x5E, 0x00); // Okabe & Ito vermilion: the month money runs out
}

MonthlySpendChartView::MonthlySpendChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_series(new QBarSeries(this))
    , m_spend(new QBarSet(QString(), m_series))
    , m_categories(new QBarCategoryAxis(this))
    , m_axisY(new QValueAxis(this))
    , m_cumulative(new QLineSeries(this))
    , m_budget(new QLineSeries(this))
    , m_values(new BarValueLabels(chart(), m_series, this))
{
    m_series->append(m_spend);
    setUpBarChart(this, m_series, m_categories, m_axisY);
    for (QLineSeries *line : {m_cumulative, m_budget}) {
        chart()->addSeries(line);
        line->attachAxis(m_categories);
        line->attachAxis(m_axisY);
    }
    m_cumulative->setPointsVisible(true);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    connect(m_spend, &QBarSet::hovered, this, [this](bool on, int index) {
        if (on && index >= 0 && size_t(index) < m_result.monthly.size())
            QToolTip::showText(QCursor::pos(),
                               chartToolTip(tr("%1: %2 %4 spent, %3 %4 so far")
                                                .arg(m_categories->at(index), QLocale().toString(m_spend->at(index), 'f', 2),
                                                     QLocale().toString(m_result.monthly[size_t(index)].cumulative, 'f', 2),
                                                     Labels::currency(m_result.currency))));
    });
    followPalette(this);
    colour();
    retranslateUi();
}

void MonthlySpendChartView::retranslateUi()
{
    const QString currency = Labels::currency(m_result.currency);
    QString title = tr("Spend by month (%1)").arg(currency);
    if (m_result.monthly.empty())
        title = tr("Add a phase to see the spend by month");
    else if (m_result.budget && m_result.budgetRunsOutDay)
        title = tr("%1: the budget of %2 %3 runs out on %4")
                    .arg(title, QLocale().toString(*m_result.budget, 'f', 2), currency,
                         QString::fromStdString(model::isoDate(*m_result.budgetRunsOutDay)));
    else if (m_result.budget)
        title = tr("%1, within the budget of %2 %3").arg(title, QLocale().toString(*m_result.budget, 'f', 2), currency);
    chart()->setTitle(title);
    m_spend->setLabel(tr("Spent in the month"));
    m_cumulative->setName(tr("Spent so far"));
    m_budget->setName(tr("Budget"));
    m_axisY->setTitleText(tr("Amount (%1)").arg(currency));
}

void MonthlySpendChartView::colour()
{
    // Fixed colours, set again after a theme change (which resets them).
    const QColor ink = m_axisY->labelsColor();
    m_spend->setColor(seriesColor(0));
    m_spend->setBorderColor(seriesColor(0));
    m_spend->setSelectedColor(kRunOutColor);
    m_cumulative->setPen(QPen(seriesColor(1), 2.5));
    m_cumulative->setColor(seriesColor(1));
    m_budget->setPen(QPen(ink, 1.5, Qt::DashLine));
}

void MonthlySpendChartView::redraw()
{
    colour();
}

void MonthlySpendChartView::setProject(const model::ProjectResult &result)
{
    // What the chart needs, without the phases' analyses (kept small: it follows every edit).
    m_result = model::ProjectResult{};
    m_result.currency = result.currency;
    m_result.monthly = result.monthly;
    m_result.budget = result.budget;
    m_result.budgetRunsOutDay = result.budgetRunsOutDay;
    const auto &monthly = result.monthly;
    const int count = int(monthly.size());
    QStringList labels;
    QList<qreal> spend;
    QList<QPointF> cumulative;
    std::vector<BarValueLabels::Bar> values;
    double top = 0;
    m_runOutMonth = -1;
    for (int i = 0; i < count; ++i) {
        const model::MonthSpend &m = monthly[size_t(i)];
        labels << QString::fromStdString(model::isoDate(m.firstDay, true));
        spend << m.cost;
        cumulative << QPointF(i, m.cumulative);
        values.push_back({i, 0, m.cost, chartNumber(m.cost)});
        top = std::max({top, m.cost, m.cumulative});
        // The month holding the run-out day: the last month starting on or before it.
        if (result.budgetRunsOutDay && m.firstDay <= *result.budgetRunsOutDay)
            m_runOutMonth = i;
    }
    if (!result.budgetRunsOutDay)
        m_runOutMonth = -1;
    m_spend->remove(0, m_spend->count());
    m_spend->append(spend);
    m_spend->deselectAllBars();
    if (m_runOutMonth >= 0)
        m_spend->selectBar(m_runOutMonth);
    m_categories->setCategories(labels);
    m_cumulative->replace(cumulative);
    const bool budget = result.budget.has_value() && count > 0;
    if (budget) {
        m_budget->replace({QPointF(-0.5, *result.budget), QPointF(count - 0.5, *result.budget)});
        top = std::max(top, *result.budget);
    } else
        m_budget->clear();
    m_budget->setVisible(budget); // and out of the legend
    const double axisTop = niceCeiling(top);
    setNiceTop(m_axisY, axisTop);
    m_values->setBars(values, axisTop);
    m_axisY->setVisible(count > 0);
    m_categories->setVisible(count > 0);
    m_cumulative->setVisible(count > 0);
    retranslateUi();
}

QList<MonthlySpendChartView::Month> MonthlySpendChartView::months() const
{
    QList<Month> out;
    for (int i = 0; i < m_spend->count(); ++i)
        out << Month{m_categories->at(i), m_spend->at(i), m_cumulative->at(i).y()};
    return out;
}

std::optional<double> MonthlySpendChartView::budgetLine() const
{
    if (!m_budget->isVisible() || m_budget->count() == 0)
        return std::nullopt;
    return m_budget->at(0).y();
}

} // namespace gpuplanner::ui
