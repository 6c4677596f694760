#include "CostPartsChartView.h"

#include "ChartSupport.h"
#include "Labels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace gpuplanner::ui {

namespace {
constexpr int kMaxOptions = 12;
constexpr int kParts = 7;

std::array<double, kParts> partsOf(const model::CostBreakdown &c)
{
    return {c.compute, c.storage, c.transfer, c.idle, c.prep, c.rework, c.other};
}
} // namespace

CostPartsChartView::CostPartsChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_bars(new QHorizontalStackedBarSeries(this))
    , m_categories(new QBarCategoryAxis(this))
    , m_axisX(new QValueAxis(this))
{
    QChart *c = chart();
    for (int i = 0; i < kParts; ++i) {
        auto *set = new QBarSet(QString(), m_bars);
        m_bars->append(set);
        m_parts << set;
        connect(set, &QBarSet::hovered, this, [this, set](bool on, int index) {
            if (on)
                QToolTip::showText(QCursor::pos(), chartToolTip(QStringLiteral("%1, %2: %3 %4")
                                                       .arg(m_categories->at(index), set->label(),
                                                            QLocale().toString(set->at(index), 'f', 2),
                                                            QString::fromStdString(m_result.currency))));
        });
    }
    c->addSeries(m_bars);
    c->addAxis(m_categories, Qt::AlignLeft);
    c->addAxis(m_axisX, Qt::AlignBottom);
    m_bars->attachAxis(m_categories);
    m_bars->attachAxis(m_axisX);
    m_bars->setBarWidth(0.6);
    c->legend()->setAlignment(Qt::AlignBottom);
    followPalette(this);
    retranslateUi();
}

void CostPartsChartView::retranslateUi()
{
    chart()->setTitle(tr("Total cost of each option, by part"));
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
    std::vector<const model::OptionResult *> shown = result.rankedOptions();
    if (shown.size() > size_t(kMaxOptions))
        shown.resize(kMaxOptions);
    std::reverse(shown.begin(), shown.end()); // the best at the top

    QStringList labels;
    for (const auto *o : shown)
        labels << chartText(Labels::optionName(*o, catalog));
    if (m_categories->categories() != labels)
        m_categories->setCategories(labels);
    double top = 0;
    std::array<bool, kParts> used{};
    for (int p = 0; p < kParts; ++p) {
        QBarSet *set = m_parts[p];
        while (set->count() > int(shown.size()))
            set->remove(set->count() - 1);
        while (set->count() < int(shown.size()))
            set->append(0.0);
    }
    for (size_t i = 0; i < shown.size(); ++i) {
        const auto parts = partsOf(shown[i]->cost);
        for (int p = 0; p < kParts; ++p) {
            m_parts[p]->replace(int(i), parts[size_t(p)]);
            used[size_t(p)] = used[size_t(p)] || parts[size_t(p)] > 0;
        }
        top = std::max(top, shown[i]->cost.total());
    }
    const auto markers = chart()->legend()->markers(m_bars);
    for (int p = 0; p < markers.size() && p < kParts; ++p)
        markers[p]->setVisible(used[size_t(p)]);
    setNiceRange(m_axisX, top);
    m_axisX->setTitleText(tr("Total cost (%1)").arg(QString::fromStdString(result.currency)));
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

} // namespace gpuplanner::ui
