#include "CostPartsChartView.h"

#include "ChartLabels.h"
#include "ChartSupport.h"
#include "Labels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QGraphicsLayout>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace gpuplanner::ui {

namespace {
constexpr int kMaxOptions = 12;
constexpr int kParts = int(model::kCostPartKeys.size());
} // namespace

CostPartsChartView::CostPartsChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_bars(new QHorizontalStackedBarSeries(this))
    , m_categories(new QBarCategoryAxis(this))
    , m_axisX(new QValueAxis(this))
    , m_values(new BarValueLabels(chart(), m_bars, this))
    , m_names(new CategoryLabels(chart(), m_bars, this))
{
    QChart *c = chart();
    for (int i = 0; i < kParts; ++i) {
        auto *set = new QBarSet(QString(), m_bars);
        m_bars->append(set);
        m_parts << set;
        connect(set, &QBarSet::hovered, this, [this, set](bool on, int index) {
            if (on)
                QToolTip::showText(QCursor::pos(),
                                   chartToolTip(Labels::labelled(
                                       m_categories->at(index) + Labels::listSeparator() + set->label(),
                                       QStringLiteral("%1 %2").arg(QLocale().toString(set->at(index), 'f', 2),
                                                                   Labels::currency(m_result.currency)))));
        });
    }
    c->addSeries(m_bars);
    c->addAxis(m_categories, Qt::AlignLeft);
    c->addAxis(m_axisX, Qt::AlignBottom);
    m_bars->attachAxis(m_categories);
    m_bars->attachAxis(m_axisX);
    m_bars->setBarWidth(0.6);
    c->legend()->setAlignment(Qt::AlignRight);
    followPalette(this);
    retranslateUi();
}

void CostPartsChartView::retranslateUi()
{
    retranslateTitle();
    const QStringList parts = Labels::costParts();
    for (int i = 0; i < m_parts.size(); ++i)
        m_parts[i]->setLabel(parts.value(i));
    if (m_catalog)
        setResult(m_result, *m_catalog);
}

void CostPartsChartView::redraw()
{
    if (m_catalog)
        setResult(m_result, *m_catalog);
}

void CostPartsChartView::setResult(const model::Result &result, const model::Catalog &catalog)
{
    m_result = result;
    m_catalog = &catalog;
    const DrawnOptions drawn = drawnOptions(result, kMaxOptions);
    std::vector<const model::OptionResult *> shown = drawn.shown;
    std::reverse(shown.begin(), shown.end()); // the best at the top

    QStringList labels, names;
    for (const auto *o : shown) {
        names << Labels::optionName(*o, catalog);
        labels << chartText(names.back());
    }
    if (m_categories->categories() != labels)
        m_categories->setCategories(labels);
    m_names->setNames(names);
    std::array<bool, kParts> used{};
    for (int p = 0; p < kParts; ++p) {
        QBarSet *set = m_parts[p];
        // Ten parts, ten colours (the theme's five repeated: rework and traffic looked alike).
        set->setColor(seriesColor(p));
        set->setBorderColor(seriesColor(p));
        while (set->count() > int(shown.size()))
            set->remove(set->count() - 1);
        while (set->count() < int(shown.size()))
            set->append(0.0);
    }
    std::vector<double> totals;
    std::vector<BarValueLabels::Bar> bars;
    for (size_t i = 0; i < shown.size(); ++i) {
        const auto parts = shown[i]->cost.parts();
        for (int p = 0; p < kParts; ++p) {
            m_parts[p]->replace(int(i), parts[size_t(p)]);
            used[size_t(p)] = used[size_t(p)] || parts[size_t(p)] > 0;
        }
        totals.push_back(shown[i]->cost.total());
        bars.push_back({int(i), 0, totals.back(), chartNumber(totals.back())});
    }
    const auto markers = chart()->legend()->markers(m_bars);
    for (int p = 0; p < markers.size() && p < kParts; ++p)
        markers[p]->setVisible(used[size_t(p)]);
    // Qt keeps the room of a marker hidden after the legend was laid out: lay it out again.
    if (QGraphicsLayout *layout = chart()->legend()->layout())
        layout->invalidate();
    // An outlier (a month's minimum on a whole machine) runs past the axis with its value on it,
    // so the other bars keep a readable length.
    const BarAxis axis = readableBarAxis(totals);
    setNiceTop(m_axisX, axis.top);
    m_values->setBars(bars, axis.top);
    m_axisX->setTitleText(tr("Total cost (%1)").arg(Labels::currency(result.currency)));
    m_excluded = drawn.excluded;
    m_omitted = drawn.runnable - shown.size();
    retranslateTitle();
}

void CostPartsChartView::retranslateTitle()
{
    chart()->setTitle(titleWithOmissions(tr("Total cost of each option, by part"), m_omitted, kMaxOptions, m_excluded));
}

QStringList CostPartsChartView::options() const
{
    return m_categories->categories();
}

QList<double> CostPartsChartView::totals() const
{
    QList<double> out;
    for (int i = 0; i < (m_parts.isEmpty() ? 0 : m_parts.front()->count()); ++i) {
        double sum = 0;
        for (const auto *set : m_parts)
            sum += set->at(i);
        out << sum;
    }
    return out;
}

QStringList CostPartsChartView::valueLabels() const
{
    return m_values->shownTexts();
}

} // namespace gpuplanner::ui
