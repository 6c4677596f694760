#include "TornadoChartView.h"

#include "ChartLabels.h"
#include "ChartSupport.h"
#include "Labels.h"
#include "Uncertainty.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QGraphicsLineItem>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLocale>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

TornadoChartView::TornadoChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_series(new QHorizontalStackedBarSeries(this))
    , m_spacer(new QBarSet(QString(), m_series))
    , m_below(new QBarSet(QString(), m_series))
    , m_above(new QBarSet(QString(), m_series))
    , m_categories(new QBarCategoryAxis(this))
    , m_axisX(new QValueAxis(this))
    , m_values(new BarValueLabels(chart(), m_series, this))
    , m_estimateLine(new QGraphicsLineItem(chart()))
{
    QChart *c = chart();
    m_series->append({m_spacer, m_below, m_above});
    c->addSeries(m_series);
    c->addAxis(m_categories, Qt::AlignLeft);
    c->addAxis(m_axisX, Qt::AlignBottom);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_axisX);
    m_series->setBarWidth(0.6);
    c->legend()->setAlignment(Qt::AlignBottom);
    m_estimateLine->setZValue(20);
    connect(c, &QChart::plotAreaChanged, this, &TornadoChartView::placeEstimateLine);
    for (QBarSet *set : {m_below, m_above})
        connect(set, &QBarSet::hovered, this, [this](bool on, int index) {
            const int row = int(m_bars.size()) - 1 - index; // the axis counts from the bottom
            if (!on || row < 0 || row >= m_bars.size())
                return;
            const auto &[name, totals] = m_bars[row];
            QToolTip::showText(QCursor::pos(),
                               chartToolTip(tr("%1: %2 to %3 %4 (point estimate %5)")
                                                .arg(name, QLocale().toString(totals.first, 'f', 2),
                                                     QLocale().toString(totals.second, 'f', 2), m_currency,
                                                     QLocale().toString(m_estimate, 'f', 2))));
        });
    followPalette(this);
    retranslateUi();
}

void TornadoChartView::retranslateUi()
{
    if (m_rangesOff)
        chart()->setTitle(tr("Ranges are off for this scenario: remove \"enabled\": false from its "
                             "\"uncertainty\" to see what drives the cost"));
    else if (m_option.isEmpty())
        chart()->setTitle(tr("What drives the cost: no option is recommended (none fits or finishes)"));
    else if (m_bars.isEmpty())
        chart()->setTitle(tr("What drives the cost of %1: no uncertain input moves it").arg(chartText(m_option)));
    else
        chart()->setTitle(tr("What drives the cost of %1: each input alone from its P10 to its P90").arg(chartText(m_option)));
    m_axisX->setTitleText(tr("Total cost (%1); the line is the point estimate").arg(m_currency));
    m_below->setLabel(tr("below the point estimate"));
    m_above->setLabel(tr("above the point estimate"));
}

void TornadoChartView::redraw()
{
    // A theme resets the sets' colours: the spacer stays invisible, below and above keep two
    // colours that read on light and dark themes alike.
    m_spacer->setColor(Qt::transparent);
    m_spacer->setBorderColor(Qt::transparent);
    m_below->setColor(seriesColor(0));
    m_above->setColor(seriesColor(1));
    for (QBarSet *set : {m_below, m_above})
        set->setBorderColor(set->color());
    if (auto markers = chart()->legend()->markers(m_series); !markers.isEmpty())
        markers.first()->setVisible(false); // the spacer has no name
    placeEstimateLine();
}

void TornadoChartView::setResult(const model::Result &result, const model::Catalog &catalog,
                                 const model::Scenario &scenario)
{
    const model::UncertaintySettings u = model::uncertaintySettings(catalog, scenario);
    const model::OptionResult *best = result.best();
    m_rangesOff = !u.enabled;
    m_currency = Labels::currency(result.currency);
    m_option = best ? Labels::optionName(*best, catalog) : QString();
    m_estimate = best ? best->cost.total() : 0.0;
    m_bars.clear();
    for (QBarSet *set : {m_spacer, m_below, m_above})
        set->remove(0, set->count());
    if (best && u.enabled)
        for (const model::Sensitivity &s : result.sensitivity) {
            if (!model::movesCost(s)) // an input this option's cost does not depend on
                continue;
            const int k = model::uncertainInputIndex(s.input);
            QString name = Labels::uncertainInput(s.input);
            if (k >= 0) // with the range it moves over: "MFU ×0.91–1.36"
                name = tr("%1 ×%2–%3").arg(name, QLocale().toString(u.inputs[size_t(k)].p10, 'g', 3),
                                           QLocale().toString(u.inputs[size_t(k)].p90, 'g', 3));
            m_bars << qMakePair(name, qMakePair(std::min(s.lowTotal, s.highTotal), std::max(s.lowTotal, s.highTotal)));
        }
    // The axis from just below the lowest total to just above the highest, the estimate inside.
    double low = m_estimate, high = m_estimate;
    for (const auto &bar : std::as_const(m_bars)) {
        low = std::min(low, bar.second.first);
        high = std::max(high, bar.second.second);
    }
    // Ticks at 1, 2 or 5 × a power of ten, about five of them.
    const double margin = std::max(0.05 * (high - low), 0.01 * std::abs(m_estimate));
    const double rough = std::max((high - low + 2 * margin) / 5, 1e-9);
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    const double step = power * (rough / power < 1.5 ? 1 : rough / power < 3.5 ? 2 : 5);
    m_axisStart = std::max(0.0, std::floor((low - margin) / step) * step);
    const double axisEnd = std::max(std::ceil((high + margin) / step) * step, m_axisStart + step);
    QStringList names;
    std::vector<BarValueLabels::Bar> labels;
    for (qsizetype row = m_bars.size() - 1; row >= 0; --row) { // the widest swing on top
        const auto &[name, totals] = m_bars[row];
        const auto [from, to] = totals;
        names << chartText(name);
        m_spacer->append(from);
        m_below->append(std::max(0.0, std::min(to, m_estimate) - from));
        m_above->append(std::max(0.0, to - std::max(from, m_estimate)));
        labels.push_back({int(names.size()) - 1, 0, to,
                          tr("%1 – %2").arg(QLocale().toString(from, 'f', 2), QLocale().toString(to, 'f', 2))});
    }
    m_categories->setCategories(names);
    m_axisX->setRange(m_axisStart, axisEnd);
    m_axisX->setTickCount(int(std::lround((axisEnd - m_axisStart) / step)) + 1);
    m_axisX->setLabelFormat(step >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
    m_values->setBars(labels, m_axisX->max());
    m_axisX->setVisible(!m_bars.isEmpty());
    m_categories->setVisible(!m_bars.isEmpty());
    m_estimateLine->setVisible(!m_bars.isEmpty());
    chart()->legend()->setVisible(!m_bars.isEmpty()); // an empty chart only says why
    retranslateUi();
    redraw();
}

void TornadoChartView::placeEstimateLine()
{
    const QRectF plot = chart()->plotArea();
    if (plot.isEmpty() || m_bars.isEmpty())
        return;
    const double x = chart()->mapToPosition(QPointF(m_estimate, 0), m_series).x();
    m_estimateLine->setLine(x, plot.top(), x, plot.bottom());
    m_estimateLine->setPen(QPen(m_axisX->labelsColor(), 1.5, Qt::DashLine));
}

QList<QPair<QString, QPair<double, double>>> TornadoChartView::bars() const
{
    return m_bars;
}

QStringList TornadoChartView::valueLabels() const
{
    return m_values->shownTexts();
}

} // namespace gpuplanner::ui
