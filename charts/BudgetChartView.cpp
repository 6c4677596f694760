#include "BudgetChartView.h"

#include "ChartLabels.h"
#include "ChartSupport.h"
#include "Labels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

namespace gpuplanner::ui {

namespace {
constexpr int kMaxOptions = 12;
constexpr double kHoursPerDay = 24.0;
}

BudgetChartView::BudgetChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_series(new QHorizontalBarSeries(this))
    , m_days(new QBarSet(QString(), m_series))
    , m_categories(new QBarCategoryAxis(this))
    , m_axisX(new QValueAxis(this))
    , m_values(new BarValueLabels(chart(), m_series, this))
    , m_names(new CategoryLabels(chart(), m_series, this))
{
    QChart *c = chart();
    m_series->append(m_days);
    c->addSeries(m_series);
    c->addAxis(m_categories, Qt::AlignLeft);
    c->addAxis(m_axisX, Qt::AlignBottom);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_axisX);
    c->legend()->hide();
    connect(m_days, &QBarSet::hovered, this, [this](bool on, int index) {
        if (on)
            QToolTip::showText(QCursor::pos(), chartToolTip(tr("%1: %2 days (%3 hours)")
                                                   .arg(m_categories->at(index),
                                                        QLocale().toString(m_days->at(index), 'f', 1),
                                                        QLocale().toString(m_days->at(index) * kHoursPerDay, 'f', 0))));
    });
    followPalette(this);
    retranslateUi();
}

void BudgetChartView::retranslateUi()
{
    chart()->setTitle(m_budget ? titleWithOmissions(tr("How long %1 %2 rents each option")
                                                        .arg(QLocale().toString(*m_budget, 'f', 0), m_currency),
                                                    m_omitted, kMaxOptions, m_excluded)
                               : tr("Set a budget (Rental and data) to see how long each option runs"));
    m_axisX->setTitleText(tr("Days"));
}


void BudgetChartView::setResult(const model::Result &result, const model::Catalog &catalog,
                                std::optional<double> budget)
{
    m_budget = budget;
    m_currency = Labels::currency(result.currency);
    // The best-ranked options that can run, as every cost chart draws them (drawnOptions).
    const DrawnOptions drawn = drawnOptions(result, kMaxOptions);
    m_omitted = drawn.runnable - drawn.shown.size();
    m_excluded = drawn.excluded;
    std::vector<const model::OptionResult *> shown;
    for (const model::OptionResult *o : drawn.shown)
        if (result.budgetRuntimeHours.count(o->id))
            shown.push_back(o);
    std::reverse(shown.begin(), shown.end()); // the best at the top
    QStringList labels, names;
    std::vector<double> values;
    std::vector<BarValueLabels::Bar> bars;
    m_days->remove(0, m_days->count());
    for (const auto *o : shown) {
        names << Labels::optionName(*o, catalog);
        labels << chartText(names.back());
        const double days = result.budgetRuntimeHours.at(o->id) / kHoursPerDay;
        m_days->append(days);
        bars.push_back({int(values.size()), 0, days, tr("%1 d").arg(QLocale().toString(days, 'f', days < 10 ? 1 : 0))});
        values.push_back(days);
    }
    m_categories->setCategories(labels);
    m_names->setNames(names);
    const BarAxis axis = readableBarAxis(values);
    setNiceTop(m_axisX, axis.top);
    m_values->setBars(bars, axis.top);
    // Without a budget there is nothing to draw: the title says what to do, no empty axes.
    m_axisX->setVisible(!shown.empty());
    m_categories->setVisible(!shown.empty());
    retranslateUi();
}

QList<QPair<QString, double>> BudgetChartView::bars() const
{
    QList<QPair<QString, double>> out;
    for (int i = 0; i < m_days->count(); ++i)
        out << qMakePair(m_categories->at(i), m_days->at(i));
    return out;
}

QStringList BudgetChartView::valueLabels() const
{
    return m_values->shownTexts();
}

} // namespace gpuplanner::ui
