#include "WaterfallChartView.h"

#include "ChartLabels.h"
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
#include <cmath>

namespace gpuplanner::ui {

namespace {
/// Changes smaller than this (half a cent) are not drawn.
constexpr double kSmallest = 0.005;

/// An amount with two decimals in the user's locale, on every bar alike, so that the steps
/// visibly add up from A's total to B's: "120.28".
QString amount(double value)
{
    return QLocale().toString(value, 'f', 2);
}

/// `value` with its sign, as amount(): "+12.00", "−3.50" (a true minus sign).
QString signedAmount(double value)
{
    return Labels::signedNumber(value, 2, QLocale());
}
} // namespace

WaterfallChartView::WaterfallChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_series(new QHorizontalStackedBarSeries(this))
    , m_base(new QBarSet(QString(), m_series))
    , m_total(new QBarSet(QString(), m_series))
    , m_increase(new QBarSet(QString(), m_series))
    , m_decrease(new QBarSet(QString(), m_series))
    , m_categories(new QBarCategoryAxis(this))
    , m_axisX(new QValueAxis(this))
    , m_values(new BarValueLabels(chart(), m_series, this))
    , m_names(new CategoryLabels(chart(), m_series, this))
{
    QChart *c = chart();
    m_series->append({m_base, m_total, m_increase, m_decrease});
    c->addSeries(m_series);
    c->addAxis(m_categories, Qt::AlignLeft);
    c->addAxis(m_axisX, Qt::AlignBottom);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_axisX);
    m_series->setBarWidth(0.6);
    c->legend()->setAlignment(Qt::AlignBottom);
    for (QBarSet *set : {m_total, m_increase, m_decrease})
        connect(set, &QBarSet::hovered, this, [this](bool on, int index) {
            const QList<Bar> shown = bars();
            const qsizetype row = shown.size() - 1 - index; // the axis counts from the bottom
            if (!on || row < 0 || row >= shown.size())
                return;
            const Bar &bar = shown[row];
            const QString currency = Labels::currency(m_comparison.currency);
            QString text;
            if (bar.kind == BarKind::Total) {
                text = QStringLiteral("%1 %2").arg(QLocale().toString(bar.high, 'f', 2), currency);
            } else {
                const Step &step = m_steps[row - 1];
                text = tr("%1 → %2 %3 (%4)")
                           .arg(QLocale().toString(step.from, 'f', 2), QLocale().toString(step.to, 'f', 2), currency,
                                signedAmount(step.to - step.from));
            }
            QToolTip::showText(QCursor::pos(), chartToolTip(Labels::labelled(chartText(bar.name), text)));
        });
    followPalette(this);
    retranslateUi();
}

void WaterfallChartView::retranslateUi()
{
    m_total->setLabel(tr("total"));
    m_increase->setLabel(tr("costs more in B"));
    m_decrease->setLabel(tr("costs less in B"));
    if (m_hasComparison) {
        const model::Comparison comparison = m_comparison;
        setComparison(comparison);
    } else {
        chart()->setTitle(QString());
        m_axisX->setVisible(false);
        m_categories->setVisible(false);
        chart()->legend()->setVisible(false);
    }
}

void WaterfallChartView::redraw()
{
    // A theme resets the sets' colours: the base stays invisible; totals, increases and decreases
    // keep three colour-blind-safe colours.
    m_base->setColor(Qt::transparent);
    m_base->setBorderColor(Qt::transparent);
    m_total->setColor(seriesColor(0));
    m_increase->setColor(seriesColor(3));
    m_decrease->setColor(seriesColor(2));
    for (QBarSet *set : {m_total, m_increase, m_decrease})
        set->setBorderColor(set->color());
    if (auto markers = chart()->legend()->markers(m_series); !markers.isEmpty())
        markers.first()->setVisible(false); // the base has no name
}

void WaterfallChartView::setComparison(const model::Comparison &comparison)
{
    m_comparison = comparison;
    m_hasComparison = true;
    m_steps.clear();
    m_barNames.clear();
    for (QBarSet *set : {m_base, m_total, m_increase, m_decrease})
        set->remove(0, set->count());
    const model::PlanSummary &a = comparison.a;
    const model::PlanSummary &b = comparison.b;
    const QString currency = Labels::currency(comparison.currency);
    const QString nameA = tr("Plan A: %1").arg(Labels::scenarioName(a.name, a.nameZh));
    const QString nameB = tr("Plan B: %1").arg(Labels::scenarioName(b.name, b.nameZh));

    m_message.clear();
    if (!a.priced && !b.priced)
        m_message = tr("Neither plan has a price (nothing it compares can do the work): no cost to explain");
    else if (!a.priced)
        m_message = tr("Plan A has no price (nothing it compares can do the work): no cost to explain");
    else if (!b.priced)
        m_message = tr("Plan B has no price (nothing it compares can do the work): no cost to explain");
    m_start = a.priced ? a.totalCost : 0.0;
    m_end = b.priced ? b.totalCost : 0.0;

    std::vector<BarValueLabels::Bar> labels;
    if (m_message.isEmpty()) {
        const QStringList partNames = Labels::costParts();
        double running = m_start;
        for (const auto &[key, delta] : comparison.explained) {
            if (std::abs(delta) < kSmallest)
                continue;
            const auto k = std::find_if(model::kCostPartKeys.begin(), model::kCostPartKeys.end(),
                                        [&key](const char *part) { return key == part; });
            const QString name = k == model::kCostPartKeys.end()
                ? QString::fromStdString(key)
                : partNames.value(int(k - model::kCostPartKeys.begin()), QString::fromStdString(key));
            m_steps << Step{key, name, running, running + delta};
            running += delta;
        }
        // Top to bottom: A's total, the steps, B's total; the axis counts from the bottom.
        struct Row
        {
            QString name;
            double from, to;
            bool total;
        };
        std::vector<Row> rows{{nameA, 0.0, m_start, true}};
        for (const Step &s : std::as_const(m_steps))
            rows.push_back({s.name, s.from, s.to, false});
        rows.push_back({nameB, 0.0, m_end, true});
        QStringList names, categories;
        double low = std::min(m_start, m_end), high = std::max(m_start, m_end);
        for (auto row = rows.rbegin(); row != rows.rend(); ++row) {
            const int category = int(names.size());
            names << row->name;
            categories << QString::number(category); // unique: both plans may have one name
            const double bottom = std::min(row->from, row->to), top = std::max(row->from, row->to);
            m_base->append(row->total ? 0.0 : bottom);
            m_total->append(row->total ? top : 0.0);
            m_increase->append(!row->total && row->to > row->from ? top - bottom : 0.0);
            m_decrease->append(!row->total && row->to < row->from ? top - bottom : 0.0);
            low = std::min(low, bottom);
            high = std::max(high, top);
            labels.push_back({category, 0, top,
                              QStringLiteral("%1 %2").arg(row->total ? amount(row->to)
                                                                     : signedAmount(row->to - row->from),
                                                          currency)});
        }
        for (auto row = rows.begin(); row != rows.end(); ++row)
            m_barNames << row->name;
        m_categories->setCategories(categories);
        m_names->setNames(names);
        // From 0 (totals keep their true length), unless every bar lies high above it: then the
        // axis starts at a round number below the lowest step, so a change of a few percent stays
        // visible, and the totals are drawn cut at the axis.
        double top = niceCeiling(high);
        if (!m_steps.isEmpty() && low > 0.5 * high) {
            // Ticks at 1, 2 or 5 × a power of ten, about five of them, a margin either side.
            const double margin = std::max(0.1 * (high - low), 0.005 * high);
            const double rough = (high - low + 2 * margin) / 5;
            const double power = std::pow(10.0, std::floor(std::log10(rough)));
            const double tick = power * (rough / power < 1.5 ? 1 : rough / power < 3.5 ? 2 : 5);
            const double start = std::max(0.0, std::floor((low - margin) / tick) * tick);
            top = std::max(std::ceil((high + margin) / tick) * tick, start + tick);
            m_axisX->setRange(start, top);
            m_axisX->setTickCount(int(std::lround((top - start) / tick)) + 1);
            m_axisX->setLabelFormat(tick >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
        } else {
            setNiceTop(m_axisX, top);
        }
        m_values->setBars(labels, top);
    } else {
        m_categories->setCategories({});
        m_names->setNames({});
        m_values->setBars({}, 1.0);
    }
    const bool drawn = m_message.isEmpty();
    m_axisX->setVisible(drawn);
    m_categories->setVisible(drawn);
    chart()->legend()->setVisible(drawn);
    m_axisX->setTitleText(tr("Total cost (%1)").arg(currency));
    chart()->setTitle(drawn ? tr("From A's total to B's, by cost part") : m_message);
    redraw();
}

QList<WaterfallChartView::Bar> WaterfallChartView::bars() const
{
    QList<Bar> out;
    const int count = m_base->count();
    for (int i = count - 1; i >= 0; --i) { // top first
        const double low = m_base->at(i);
        const double total = m_total->at(i), up = m_increase->at(i), down = m_decrease->at(i);
        const BarKind kind = total > 0 || (up == 0 && down == 0) ? BarKind::Total
            : up > 0                                              ? BarKind::Increase
                                                                  : BarKind::Decrease;
        out << Bar{m_barNames.value(count - 1 - i), low, low + total + up + down, kind};
    }
    return out;
}

QStringList WaterfallChartView::valueLabels() const
{
    QStringList out = m_values->shownTexts(); // given bottom first, as the axis counts
    std::reverse(out.begin(), out.end());
    return out;
}

} // namespace gpuplanner::ui
