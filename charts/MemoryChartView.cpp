#include "MemoryChartView.h"

#include "ChartLabels.h"
#include "ChartSupport.h"
#include "Labels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLegendMarker>
#include <QLocale>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

namespace {
constexpr double kGiB = Labels::kGiB; // GPU memory is shown in GiB, as cards are sold
constexpr int kMaxCapacityLines = 8;
/// Capacities closer than this share of the axis share one line and one label: 79.6 and 80.0 GiB
/// drew two lines a pixel apart, their legend entries the only way to tell them apart.
constexpr double kMergeShare = 0.04;

/// One capacity line: the cards or profiles whose usable memory is (nearly) the same.
struct Capacity
{
    QStringList names;
    double low = 0;    ///< usable GiB, the smallest in the group (where the line is drawn)
    double high = 0;   ///< usable GiB, the largest in the group
    double physical = 0; ///< the first card's or profile's memory, GiB
    bool share = false; ///< usable is a share of the memory (serving's utilisation)
};

std::vector<Capacity> capacitiesOf(const model::Result &result, const model::Catalog &catalog, double axisTop)
{
    struct One { QString name; double gib, physical; };
    std::vector<One> all;
    for (const auto &o : result.options) {
        QString name = Labels::gpuShortName(o.gpu, catalog);
        if (!o.migProfile.empty())
            name += QStringLiteral(" MIG %1").arg(QString::fromStdString(o.migProfile));
        else if (o.vgpuShare > 0)
            name += QLatin1Char(' ') + Labels::vgpuShare(o.vgpuShare);
        all.push_back({name, o.usableBytes / kGiB, o.capacityBytes / kGiB});
    }
    std::sort(all.begin(), all.end(), [](const One &a, const One &b) { return a.gib < b.gib; });
    std::vector<Capacity> out;
    for (const One &one : all) {
        if (out.empty() || one.gib - out.back().low > kMergeShare * axisTop)
            out.push_back({{}, one.gib, one.gib, one.physical, one.gib < one.physical - 0.05});
        Capacity &c = out.back();
        c.high = one.gib;
        if (!c.names.contains(one.name))
            c.names << one.name;
    }
    if (out.size() > size_t(kMaxCapacityLines))
        out.resize(kMaxCapacityLines);
    return out;
}

/// Colours of the memory parts, fixed so they stay apart on light and dark backgrounds and for
/// colour-blind readers (Okabe & Ito's palette via seriesColor(), grey for overhead).
QColor partColor(int part)
{
    static const int order[] = {0, 1, 2, 4, 5, 3, 7}; // weights blue … adapters vermillion, overhead grey
    return seriesColor(order[part]);
}
} // namespace

MemoryChartView::MemoryChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_bars(new QStackedBarSeries(this))
    , m_categories(new QBarCategoryAxis(this))
    , m_axisY(new QValueAxis(this))
    , m_lineLabels(new LineLabels(chart(), m_bars, this))
{
    for (int i = 0; i < 7; ++i) {
        auto *set = new QBarSet(QString(), m_bars);
        set->append({0.0, 0.0}); // the second category is the room for the capacity labels
        m_bars->append(set);
        m_parts << set;
        connect(set, &QBarSet::hovered, this, [this, set, i](bool on, int) {
            if (on)
                QToolTip::showText(QCursor::pos(), partToolTip(i, set->label(), set->at(0)));
        });
    }
    m_bars->setBarWidth(0.45);
    m_categories->setGridLineVisible(false);
    setUpBarChart(this, m_bars, m_categories, m_axisY);
    followPalette(this);
    restyle();
    retranslateUi();
}

QPen MemoryChartView::capacityPen() const
{
    // One ink for every capacity, the theme's text colour: the lines are named on the chart beside
    // them, not in the legend, and the parts keep the colours.
    const auto axes = chart()->axes(Qt::Vertical);
    return QPen(axes.isEmpty() ? QColor(Qt::black) : axes.constFirst()->labelsColor(), 1.5, Qt::DashLine);
}

void MemoryChartView::restyle()
{
    for (int i = 0; i < m_parts.size(); ++i) {
        m_parts[i]->setColor(partColor(i));
        m_parts[i]->setBorderColor(partColor(i));
    }
    for (QLineSeries *line : std::as_const(m_lines)) {
        line->setPen(capacityPen());
        for (QLegendMarker *marker : chart()->legend()->markers(line))
            marker->setVisible(false);
    }
}

QString MemoryChartView::partToolTip(int part, const QString &label, double gibibytes) const
{
    static const char *const kKeys[] = {"weights_bytes", "gradients_bytes", "optimizer_bytes",
                                        "activations_bytes", "kv_cache_bytes", "adapter_bytes",
                                        "overhead_bytes"};
    QString tip = tr("%1: %2 GiB").arg(label).arg(gibibytes, 0, 'f', 2);
    const auto it = m_result.explain.find(kKeys[part]);
    if (it == m_result.explain.end())
        return tip;
    // The formula in the field's terms, then the numbers that went into it.
    return tip + QLatin1String("\n") + Labels::formula(it->second, QLocale());
}

void MemoryChartView::retranslateUi()
{
    chart()->setTitle(tr("GPU memory per GPU"));
    const QStringList parts = Labels::memoryParts();
    for (int i = 0; i < m_parts.size(); ++i)
        m_parts[i]->setLabel(parts.value(i));
    m_categories->setCategories({tr("This workload"), QStringLiteral(" ")});
    m_axisY->setTitleText(tr("GiB"));
    if (m_catalog)
        setResult(m_result, *m_catalog);
}

void MemoryChartView::redraw()
{
    restyle(); // a theme sets every series' colours anew
    if (m_catalog)
        setResult(m_result, *m_catalog);
}

void MemoryChartView::setResult(const model::Result &result, const model::Catalog &catalog)
{
    m_catalog = &catalog;
    m_result = result;
    const model::MemoryBreakdown &m = result.memory;
    const double parts[] = {m.weights, m.gradients, m.optimizer, m.activations,
                            m.kvCache, m.adapter, m.overhead};
    for (int i = 0; i < m_parts.size(); ++i)
        m_parts[i]->replace(0, parts[i] / kGiB);
    // Parts this workload does not have (no KV cache in training, ...) leave the legend.
    const auto markers = chart()->legend()->markers(m_bars);
    for (int i = 0; i < markers.size() && i < m_parts.size(); ++i)
        markers[i]->setVisible(parts[i] > 0);

    // The axis first: near-equal capacities merge by their distance on it.
    double top = m.total() / kGiB;
    for (const auto &o : result.options)
        top = std::max(top, o.usableBytes / kGiB);
    setNiceRange(m_axisY, top);
    const std::vector<Capacity> capacities = capacitiesOf(result, catalog, m_axisY->max());
    auto *c = chart();
    while (m_lines.size() > int(capacities.size())) {
        QLineSeries *line = m_lines.takeLast();
        c->removeSeries(line);
        delete line;
    }
    while (m_lines.size() < int(capacities.size())) {
        auto *line = new QLineSeries(this);
        c->addSeries(line);
        line->attachAxis(m_categories);
        line->attachAxis(m_axisY);
        line->setPen(capacityPen());
        for (QLegendMarker *marker : c->legend()->markers(line))
            marker->setVisible(false);
        m_lines << line;
    }
    QStringList texts;
    QList<double> heights;
    for (size_t i = 0; i < capacities.size(); ++i) {
        const Capacity &cap = capacities[i];
        QLineSeries *line = m_lines[int(i)];
        // A line may wrap between names, never inside one ("MIG 3g./40gb" split at the dot).
        QStringList unbroken;
        for (const QString &name : cap.names)
            unbroken << QString(name)
                            .replace(QStringLiteral(" MIG "), QStringLiteral(" MIG\u00a0"))
                            .replace(QStringLiteral(" vGPU "), QStringLiteral(" vGPU\u00a0"))
                            .replace(QLatin1Char('.'), QStringLiteral(".\u2060"));
        const QString names = cap.names.join(Labels::listSeparator());
        const QLocale locale;
        const QString amount = cap.high - cap.low >= 0.05
            ? tr("%1–%2 GiB").arg(locale.toString(cap.low, 'f', 1), locale.toString(cap.high, 'f', 1))
            : cap.share
                ? tr("%1 of %2 GiB usable").arg(locale.toString(cap.low, 'f', 1), locale.toString(cap.physical, 'f', 0))
                : tr("%1 GiB").arg(locale.toString(cap.low, 'f', 1));
        line->setName(tr("%1: %2").arg(names, amount));
        line->replace(QList<QPointF>{{-0.5, cap.low}, {1.5, cap.low}});
        texts << tr("%1: %2").arg(unbroken.join(Labels::listSeparator()), QString(amount).replace(QLatin1Char(' '), QChar::Nbsp));
        heights << cap.low;
    }
    m_lineLabels->setLines(texts, heights);
}

QList<double> MemoryChartView::partValues() const
{
    QList<double> values;
    for (const auto *set : m_parts)
        values << set->at(0);
    return values;
}

QList<QPair<QString, double>> MemoryChartView::capacityLines() const
{
    QList<QPair<QString, double>> out;
    for (const auto *line : m_lines)
        out << qMakePair(line->name(), line->count() ? line->at(0).y() : 0.0);
    return out;
}

} // namespace gpuplanner::ui
