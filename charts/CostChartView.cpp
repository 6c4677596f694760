#include "CostChartView.h"

#include "ChartLabels.h"
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
#include <unordered_map>
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
    , m_values(new BarValueLabels(chart(), m_bars, this))
    , m_legend(new LegendLines(chart(), this))
{
    setUpBarChart(this, m_bars, m_categories, m_axisY);
    connect(chart(), &QChart::plotAreaChanged, this, &CostChartView::fitRegionNames);
    followPalette(this);
    retranslateUi();
}

void CostChartView::retranslateTitle()
{
    QString title = m_allOfferings > size_t(kMaxOfferings)
        ? tr("Total cost by region: the %1 best-ranked of %2 offerings").arg(kMaxOfferings).arg(m_allOfferings)
        : tr("Total cost by region");
    if (m_ranged) // what the lines on the bars are
        title = tr("%1 (lines: P10–P90, 8 in 10 cases)").arg(title);
    chart()->setTitle(titleWithOmissions(title, 0, kMaxOfferings, m_excluded));
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

void CostChartView::rebuild(const model::Catalog &catalog)
{
    m_bars->clear(); // deletes the old sets
    m_sets.clear();
    m_regionNames.clear();
    for (const auto &id : m_regionIds)
        m_regionNames << chartText(Labels::region(id, catalog));
    m_categories->setCategories(m_regionNames);
    fitRegionNames();
    for (size_t s = 0; s < m_offeringIds.size(); ++s) {
        auto *set = new QBarSet(QString()); // named by setResult, which follows renames too
        for (size_t i = 0; i < m_regionIds.size(); ++i)
            set->append(0.0);
        connect(set, &QBarSet::hovered, this, [this, set](bool on, int index) {
            if (!on)
                return;
            const QString currency = Labels::currency(m_result.currency);
            QString text = tr("%1, %2: %3 %4").arg(set->label(), m_regionNames.value(index),
                                                   QLocale().toString(set->at(index), 'f', 2), currency);
            if (const model::Percentiles range = rangeAt(set, index); range.p10 < range.p90)
                text += QLatin1Char('\n') + tr("8 in 10 cases: %1–%2 %3")
                                          .arg(QLocale().toString(range.p10, 'f', 2), QLocale().toString(range.p90, 'f', 2), currency);
            QToolTip::showText(QCursor::pos(), chartToolTip(text));
        });
        m_bars->append(set);
        m_sets << set;
    }
}

void CostChartView::setResult(const model::Result &result, const model::Catalog &catalog)
{
    m_catalog = &catalog;
    m_result = result;
    // The best-ranked offerings that can run, a legend's worth: each is a bar in every region, so
    // hundreds compared made an unreadable chart (and a PDF of hundreds of pages minutes long).
    const DrawnOptions drawn = drawnOptions(result, result.options.size());
    std::vector<std::string> offerings, regions;
    for (const auto &o : result.options)
        appendUnique(regions, o.region);
    // Chosen by rank, drawn in the scenario's order, so bars and colours stay put as the
    // ranking arrives or changes.
    std::unordered_set<std::string_view> best, all;
    for (const model::OptionResult *o : drawn.shown) {
        all.insert(o->offeringId);
        if (best.size() < size_t(kMaxOfferings))
            best.insert(o->offeringId);
    }
    for (const auto &o : result.options)
        if (best.count(o.offeringId))
            appendUnique(offerings, o.offeringId);
    if (all.size() != m_allOfferings || drawn.excluded != m_excluded) {
        m_allOfferings = all.size();
        m_excluded = drawn.excluded;
        retranslateTitle();
    }
    if (offerings != m_offeringIds || regions != m_regionIds) {
        m_offeringIds = offerings;
        m_regionIds = regions;
        rebuild(catalog);
    }
    // One pass over the options: each offering's name, and each runnable option's cost in its
    // offering's bar and region; no bar where an offering is not offered or cannot run.
    std::unordered_map<std::string_view, int> setOf, regionOf;
    for (int s = 0; s < m_sets.size(); ++s)
        setOf.emplace(m_offeringIds[size_t(s)], s);
    for (size_t r = 0; r < m_regionIds.size(); ++r)
        regionOf.emplace(m_regionIds[r], int(r));
    const size_t regionCount = m_regionIds.size();
    std::vector<double> values(size_t(m_sets.size()) * regionCount, 0.0); // by set, then region
    std::vector<model::Percentiles> ranges(values.size()); // P10–P90 of each, where drawn
    std::vector<const model::OptionResult *> named(size_t(m_sets.size()), nullptr);
    for (const auto &o : result.options)
        if (const auto s = setOf.find(o.offeringId); s != setOf.end() && !named[size_t(s->second)])
            named[size_t(s->second)] = &o;
    for (const model::OptionResult *o : drawn.shown)
        if (const auto s = setOf.find(o->offeringId); s != setOf.end()) {
            const size_t at = size_t(s->second) * regionCount + size_t(regionOf.at(o->region));
            values[at] = o->cost.total();
            ranges[at] = o->range.totalCost;
        }
    std::vector<double> reach = values; // what the axis must show: bars and their error bars
    bool ranged = false;
    for (size_t i = 0; i < values.size(); ++i) {
        reach[i] = std::max(values[i], ranges[i].p90);
        ranged = ranged || ranges[i].p10 < ranges[i].p90;
    }
    std::vector<BarValueLabels::Bar> labels;
    for (int s = 0; s < m_sets.size(); ++s) {
        const QString label = chartText(Labels::offering(*named[size_t(s)], catalog));
        if (m_sets[s]->label() != label) // a catalog edit renames a GPU without new sets
            m_sets[s]->setLabel(label);
        for (size_t r = 0; r < regionCount; ++r) {
            const double value = values[size_t(s) * regionCount + r];
            m_sets[s]->replace(int(r), value);
            const model::Percentiles &range = ranges[size_t(s) * regionCount + r];
            labels.push_back({int(r), s, value, chartNumber(value), range.p10, range.p90});
        }
    }
    m_axisY->setTitleText(tr("Total cost (%1)").arg(Labels::currency(result.currency)));
    // Outliers run past the axis with their value on them; every bar carries its value.
    const BarAxis axis = readableBarAxis(reach);
    if (ranged != m_ranged) {
        m_ranged = ranged;
        retranslateTitle();
    }
    setNiceTop(m_axisY, axis.top);
    m_values->setBars(labels, axis.top, int(m_sets.size()));
    m_legend->update();
}

model::Percentiles CostChartView::rangeAt(const QBarSet *set, int region) const
{
    const int s = int(m_sets.indexOf(const_cast<QBarSet *>(set)));
    if (s < 0 || region < 0 || size_t(region) >= m_regionIds.size())
        return {};
    for (const auto &o : m_result.options)
        if (o.offeringId == m_offeringIds[size_t(s)] && o.region == m_regionIds[size_t(region)])
            return o.range.totalCost;
    return {};
}

QList<QPair<double, double>> CostChartView::errorBars() const
{
    return m_values->errorBars();
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
    return m_regionNames;
}

void CostChartView::fitRegionNames()
{
    // The axis elides a name wider than the plot's width over categories + 1, less padding
    // (Qt 6.4): "Inner Mon..." with four regions on a laptop.
    const QRectF plot = chart()->plotArea();
    if (m_regionNames.isEmpty() || plot.isEmpty())
        return;
    const double width = std::max(40.0, plot.width() / double(m_regionNames.size() + 1) - 16.0);
    QStringList names;
    for (const QString &name : m_regionNames) {
        const QString lines = wrappedChartText(name, m_categories->labelsFont(), width);
        names << (lines == name ? name : QStringLiteral("<div align=\"center\">%1</div>").arg(lines));
    }
    if (names != m_categories->categories())
        m_categories->setCategories(names);
}

QStringList CostChartView::valueLabels() const
{
    return m_values->shownTexts();
}

} // namespace gpuplanner::ui
