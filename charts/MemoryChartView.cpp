#include "MemoryChartView.h"

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
constexpr double kGB = 1e9;
constexpr int kMaxCapacityLines = 8;

struct Capacity
{
    QString name;
    double gb;          ///< what the workload may use (serving: the server's share of the card)
    double physicalGb;  ///< the card's or profile's memory
    QStringList others; ///< other cards or profiles of the same size
};

std::vector<Capacity> capacitiesOf(const model::Result &result, const model::Catalog &catalog)
{
    std::vector<Capacity> out;
    for (const auto &o : result.options) {
        QString name = Labels::gpuShortName(o.gpu, catalog);
        if (!o.migProfile.empty())
            name += QStringLiteral(" MIG %1").arg(QString::fromStdString(o.migProfile));
        else if (o.vgpuShare > 0)
            name += QStringLiteral(" vGPU %1%").arg(qRound(o.vgpuShare * 100));
        const double gb = o.usableBytes / kGB;
        // One line per capacity: cards of the same size share it and its legend entry.
        auto same = std::find_if(out.begin(), out.end(), [&](const Capacity &c) { return c.gb == gb; });
        if (same == out.end())
            out.push_back({name, gb, o.capacityBytes / kGB, {}});
        else if (same->name != name && !same->others.contains(name))
            same->others << name;
    }
    std::sort(out.begin(), out.end(), [](const Capacity &a, const Capacity &b) { return a.gb < b.gb; });
    if (out.size() > size_t(kMaxCapacityLines))
        out.resize(kMaxCapacityLines);
    return out;
}
} // namespace

MemoryChartView::MemoryChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_bars(new QStackedBarSeries(this))
    , m_categories(new QBarCategoryAxis(this))
    , m_axisY(new QValueAxis(this))
{
    for (int i = 0; i < 7; ++i) {
        auto *set = new QBarSet(QString(), m_bars);
        set->append(0.0);
        m_bars->append(set);
        m_parts << set;
        connect(set, &QBarSet::hovered, this, [this, set, i](bool on, int) {
            if (on)
                QToolTip::showText(QCursor::pos(), partToolTip(i, set->label(), set->at(0)));
        });
    }
    m_bars->setBarWidth(0.45);
    setUpBarChart(this, m_bars, m_categories, m_axisY);
    followPalette(this);
    retranslateUi();
}

QString MemoryChartView::partToolTip(int part, const QString &label, double gigabytes) const
{
    static const char *const kKeys[] = {"weights_bytes", "gradients_bytes", "optimizer_bytes",
                                        "activations_bytes", "kv_cache_bytes", "adapter_bytes",
                                        "overhead_bytes"};
    QString tip = tr("%1: %2 GB").arg(label).arg(gigabytes, 0, 'f', 2);
    const auto it = m_result.explain.find(kKeys[part]);
    if (it == m_result.explain.end())
        return tip;
    // The formula in the field's terms, then the numbers that went into it.
    tip += QLatin1String("\n") + QString::fromStdString(it->second.formula);
    const QLocale locale;
    for (const auto &[name, value] : it->second.terms)
        tip += QStringLiteral("\n  %1 = %2").arg(QString::fromStdString(name), locale.toString(value, 'g', 6));
    return tip;
}

void MemoryChartView::retranslateUi()
{
    chart()->setTitle(tr("GPU memory per GPU"));
    const QStringList parts = Labels::memoryParts();
    for (int i = 0; i < m_parts.size(); ++i)
        m_parts[i]->setLabel(parts.value(i));
    m_categories->setCategories({tr("This workload")});
    m_axisY->setTitleText(tr("GB"));
    if (m_catalog)
        setResult(m_result, *m_catalog);
}

void MemoryChartView::redraw()
{
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
        m_parts[i]->replace(0, parts[i] / kGB);
    // Parts this workload does not have (no KV cache in training, ...) leave the legend.
    const auto markers = chart()->legend()->markers(m_bars);
    for (int i = 0; i < markers.size() && i < m_parts.size(); ++i)
        markers[i]->setVisible(parts[i] > 0);

    const std::vector<Capacity> capacities = capacitiesOf(result, catalog);
    auto *c = chart();
    while (m_lines.size() > int(capacities.size())) {
        QLineSeries *line = m_lines.takeLast();
        c->removeSeries(line);
        delete line;
    }
    while (m_lines.size() < int(capacities.size())) {
        auto *line = new QLineSeries(this);
        QPen pen = line->pen();
        pen.setWidthF(2.0);
        pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        c->addSeries(line);
        line->attachAxis(m_categories);
        line->attachAxis(m_axisY);
        m_lines << line;
    }
    // Dark, distinct pens so each capacity line matches its legend entry and not a bar colour.
    static const QColor kLineColors[] = {QColor(0xc0392b), QColor(0x1f618d), QColor(0x7d3c98),
                                         QColor(0x117a65), QColor(0xb9770e), QColor(0x2c3e50),
                                         QColor(0xa93226), QColor(0x5d6d7e)};
    double top = m.total() / kGB;
    for (size_t i = 0; i < capacities.size(); ++i) {
        const double gb = capacities[i].gb;
        QPen pen = m_lines[int(i)]->pen();
        pen.setColor(kLineColors[i % std::size(kLineColors)]);
        m_lines[int(i)]->setPen(pen);
        const QString name = capacities[i].others.isEmpty()
            ? capacities[i].name
            : QStringLiteral("%1 (+%2)").arg(capacities[i].name).arg(capacities[i].others.size());
        m_lines[int(i)]->setName(
            gb < capacities[i].physicalGb - 0.05
                ? tr("%1: %2 of %3 GB usable").arg(name).arg(gb, 0, 'f', 1).arg(capacities[i].physicalGb, 0, 'f', 0)
                // Cards are sold in GiB ("80GB" = 80 GiB = 85.9 GB): give both.
                : tr("%1: %2 GB (%3 GiB)").arg(name).arg(gb, 0, 'f', 1).arg(gb * 1e9 / 1073741824.0, 0, 'f', 1));
        m_lines[int(i)]->replace(QList<QPointF>{{-0.5, gb}, {0.5, gb}});
        top = std::max(top, gb);
    }
    setNiceRange(m_axisY, top);
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
