#include "CostChartView.h"

#include "ChartSupport.h"
#include "Labels.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_set>

namespace gpuplanner::ui {

namespace {
constexpr int kMaxOfferings = 8; // bars per region, each in the legend
template <typename T>
void appendUnique(std::vector<T> &list, const T &value)
{
    if (std::find(list.begin(), list.end(), value) == list.end())
        list.push_back(value);
}
} // namespace

CostChartView::CostChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_bars(new QBarSeries(this))
    , m_categories(new QBarCategoryAxis(this))
    , m_axisY(new QValueAxis(this))
{
    setUpBarChart(this, m_bars, m_categories, m_axisY);
    followPalette(this);
    retranslateUi();
}

void CostChartView::retranslateTitle()
{
    chart()->setTitle(m_allOfferings > size_t(kMaxOfferings)
                          ? tr("Total cost by region: the %1 best-ranked of %2 offerings").arg(kMaxOfferings).arg(m_allOfferings)
                          : tr("Total cost by region"));
}

void CostChartView::retranslateUi()
{
    retranslateTitle();
    if (m_catalog) {
        m_offeringIds.clear(); // labels are translated: rebuild them
        setResult(m_result, *m_catalog);
    }
}

void CostChartView::redraw()
{
    if (m_catalog) {
        m_offeringIds.clear(); // rebuild the sets with the theme's colours
        setResult(m_result, *m_catalog);
    }
}

void CostChartView::rebuild(const model::Result &result, const model::Catalog &catalog)
{
    m_bars->clear(); // deletes the old sets
    m_sets.clear();
    QStringList regionNames;
    for (const auto &id : m_regionIds)
        regionNames << chartText(Labels::region(id, catalog));
    m_categories->setCategories(regionNames);
    for (const auto &offeringId : m_offeringIds) {
        const auto it = std::find_if(result.options.begin(), result.options.end(),
                                     [&](const auto &o) { return o.offeringId == offeringId; });
        auto *set = new QBarSet(chartText(Labels::offering(*it, catalog)));
        for (size_t i = 0; i < m_regionIds.size(); ++i)
            set->append(0.0);
        connect(set, &QBarSet::hovered, this, [this, set](bool on, int index) {
            if (!on)
                return;
            const QString currency = QString::fromStdString(m_result.currency);
            QToolTip::showText(QCursor::pos(),
                               chartToolTip(tr("%1, %2: %3 %4")
                                                .arg(set->label(), m_categories->at(index),
                                                     QLocale().toString(set->at(index), 'f', 2), currency)));
        });
        m_bars->append(set);
        m_sets << set;
    }
}

void CostChartView::setResult(const model::Result &result, const model::Catalog &catalog)
{
    m_catalog = &catalog;
    m_result = result;
    // The best-ranked offerings, a legend's worth: each is a bar in every region, so hundreds
    // compared made an unreadable chart (and a PDF of hundreds of pages minutes long to draw).
    std::vector<std::string> offerings, regions;
    for (const auto &o : result.options)
        appendUnique(regions, o.region);
    // Chosen by rank, drawn in the scenario's order, so bars and colours stay put as the
    // ranking arrives or changes.
    std::unordered_set<std::string_view> best;
    for (const model::OptionResult *o : result.rankedOptions())
        if (best.size() < size_t(kMaxOfferings))
            best.insert(o->offeringId);
    std::unordered_set<std::string_view> all;
    for (const auto &o : result.options) {
        all.insert(o.offeringId);
        if (best.count(o.offeringId))
            appendUnique(offerings, o.offeringId);
    }
    const std::size_t allOfferings = all.size();
    if (allOfferings != m_allOfferings) {
        m_allOfferings = allOfferings;
        retranslateTitle();
    }
    if (offerings != m_offeringIds || regions != m_regionIds) {
        m_offeringIds = offerings;
        m_regionIds = regions;
        rebuild(result, catalog);
    }
    double top = 0;
    for (int s = 0; s < m_sets.size(); ++s) {
        const model::OptionResult *any = nullptr;
        for (size_t r = 0; r < m_regionIds.size(); ++r) {
            double value = 0; // an offering not offered in a region shows no bar there
            for (const auto &o : result.options)
                if (o.offeringId == m_offeringIds[size_t(s)] && o.region == m_regionIds[r]) {
                    value = o.cost.total();
                    any = &o;
                }
            m_sets[s]->replace(int(r), value);
            top = std::max(top, value);
        }
        // An offering the workload does not fit on is hatched and says so in the legend.
        if (!any)
            continue;
        const bool fits = any->fits;
        QString label = chartText(Labels::offering(*any, catalog));
        if (!fits)
            label += tr(" (does not fit)");
        if (m_sets[s]->label() != label) {
            m_sets[s]->setLabel(label);
            QBrush brush(m_sets[s]->color(), fits ? Qt::SolidPattern : Qt::BDiagPattern);
            m_sets[s]->setBrush(brush);
        }
    }
    m_axisY->setTitleText(tr("Total cost (%1)").arg(QString::fromStdString(result.currency)));
    setNiceRange(m_axisY, top);
}

QList<QPair<QString, QList<double>>> CostChartView::bars() const
{
    QList<QPair<QString, QList<double>>> out;
    for (const auto *set : m_sets) {
        QList<double> values;
        for (int i = 0; i < set->count(); ++i)
            values << set->at(i);
        out << qMakePair(set->label(), values);
    }
    return out;
}

QStringList CostChartView::regions() const
{
    return m_categories->categories();
}

} // namespace gpuplanner::ui
