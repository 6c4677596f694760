#include "ChartLabels.h"

#include "ChartSupport.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextCursor>
#include <QTextLayout>
#include <QTextOption>
#include <QPen>
#include <QRegularExpression>

#include <algorithm>
#include <functional>
#include <limits>

namespace gpuplanner::ui {

namespace {
/// Space between a bar's end and its label, and around a label's text, in scene pixels.
constexpr double kGap = 3.0;
/// Above the series and their hover highlight.
constexpr double kLabelZ = 1000.0;
/// Category names take at most this share of the chart's width; longer ones wrap.
constexpr double kNameShare = 0.34;
/// Legend names wrap within this share of the chart's width, less the marker's room: Qt gives a
/// legend beside the plot at most 40% of the chart and elides what is wider.
constexpr double kLegendShare = 0.3;
constexpr double kLegendMarkerRoom = 30.0;
constexpr double kLegendMinWidth = 80.0;

/// The font and colour of the labels of `series`' axis along `orientation` (the chart's font and
/// black before an axis is attached): chart labels read like the axis they sit by, in every theme.
struct AxisText
{
    QFont font;
    QColor ink;
};

AxisText axisText(const QChart *chart, Qt::Orientation orientation, QAbstractSeries *series)
{
    const QList<QAbstractAxis *> axes = chart->axes(orientation, series);
    if (axes.isEmpty())
        return {chart->font(), QColor(Qt::black)};
    return {axes.constFirst()->labelsFont(), axes.constFirst()->labelsColor()};
}

/// Makes `items` one text item on `chart` per entry of `texts`, holding it as plain text; each
/// made by `make` (its position and look are the caller's place()).
void syncTextItems(QList<QGraphicsTextItem *> &items, QChart *chart, const QStringList &texts,
                   const std::function<void(QGraphicsTextItem *)> &make = {})
{
    while (items.size() > texts.size())
        delete items.takeLast();
    while (items.size() < texts.size()) {
        auto *item = new QGraphicsTextItem(chart);
        item->setZValue(kLabelZ);
        if (make)
            make(item);
        items << item;
    }
    for (int i = 0; i < texts.size(); ++i)
        items[i]->setPlainText(texts[i]);
}
} // namespace

BarAxis readableBarAxis(const std::vector<double> &values, double outlierFactor)
{
    std::vector<double> positive;
    for (double v : values)
        if (std::isfinite(v) && v > 0)
            positive.push_back(v);
    if (positive.empty())
        return {};
    std::sort(positive.begin(), positive.end());
    const size_t n = positive.size();
    const double median = n % 2 ? positive[n / 2] : (positive[n / 2 - 1] + positive[n / 2]) / 2;
    const double limit = outlierFactor * median;
    // The largest value that is not an outlier; values past it are cut by the axis.
    const auto kept = std::upper_bound(positive.begin(), positive.end(), limit);
    const double largest = kept == positive.begin() ? positive.back() : *(kept - 1);
    const double top = niceCeiling(largest);
    return {top, positive.back() > top};
}

BarValueLabels::BarValueLabels(QChart *chart, QAbstractBarSeries *series, QObject *parent)
    : QObject(parent), m_chart(chart), m_series(series)
{
    connect(m_chart, &QChart::plotAreaChanged, this, &BarValueLabels::place);
}

void BarValueLabels::setBars(const std::vector<Bar> &bars, double axisTop, int groups)
{
    m_bars = bars;
    m_top = axisTop > 0 ? axisTop : 1.0;
    m_groups = std::max(1, groups);
    place();
}

QList<QPair<double, double>> BarValueLabels::errorBars() const
{
    QList<QPair<double, double>> out;
    for (const Bar &bar : m_bars)
        if (bar.low < bar.high)
            out << qMakePair(bar.low, bar.high);
    return out;
}

void BarValueLabels::placeErrorBars(bool horizontal, const QColor &ink)
{
    std::vector<const Bar *> ranged;
    for (const Bar &bar : m_bars)
        if (bar.low < bar.high && bar.value > 0)
            ranged.push_back(&bar);
    while (m_errorBars.size() > int(ranged.size()))
        delete m_errorBars.takeLast();
    while (m_errorBars.size() < int(ranged.size())) {
        auto *item = new QGraphicsPathItem(m_chart);
        item->setZValue(kLabelZ - 1); // over the bars, under the value labels
        m_errorBars << item;
    }
    const QRectF plot = m_chart->plotArea();
    const double width = m_series->barWidth();
    for (size_t i = 0; i < ranged.size(); ++i) {
        const Bar &bar = *ranged[i];
        QGraphicsPathItem *item = m_errorBars[int(i)];
        item->setVisible(!plot.isEmpty());
        const double across = bar.category - width / 2 + (bar.group + 0.5) * width / m_groups;
        const auto at = [&](double along) {
            along = std::clamp(along, 0.0, m_top);
            return m_chart->mapToPosition(horizontal ? QPointF(along, across) : QPointF(across, along), m_series);
        };
        const QPointF from = at(bar.low), to = at(bar.high);
        const double cap = std::clamp(barPixels(bar) * 0.3, 3.0, 8.0);
        const QPointF side = horizontal ? QPointF(0, cap) : QPointF(cap, 0);
        QPainterPath path(from);
        path.lineTo(to);
        path.moveTo(from - side);
        path.lineTo(from + side);
        if (bar.high <= m_top) { // a range past the axis has no end to cap
            path.moveTo(to - side);
            path.lineTo(to + side);
        }
        item->setPath(path);
        item->setPen(QPen(ink, 1.5));
    }
}

bool BarValueLabels::labelled(const Bar &bar) const
{
    return bar.value > 0;
}

QString BarValueLabels::textOf(const Bar &bar) const
{
    return bar.value > m_top ? bar.text + QStringLiteral(" ›") : bar.text;
}

QStringList BarValueLabels::shownTexts() const
{
    QStringList out;
    for (const Bar &bar : m_bars)
        if (labelled(bar))
            out << textOf(bar);
    return out;
}

double BarValueLabels::barPixels(const Bar &bar) const
{
    const double width = m_series->barWidth() / m_groups;
    const double left = bar.category - m_series->barWidth() / 2 + bar.group * width;
    const QPointF a = m_chart->mapToPosition(QPointF(left, 0), m_series);
    const QPointF b = m_chart->mapToPosition(QPointF(left + width, 0), m_series);
    return std::abs(b.x() - a.x());
}

void BarValueLabels::place()
{
    const bool horizontal = m_series->type() == QAbstractSeries::SeriesTypeHorizontalBar
        || m_series->type() == QAbstractSeries::SeriesTypeHorizontalStackedBar
        || m_series->type() == QAbstractSeries::SeriesTypeHorizontalPercentBar;
    const auto [font, ink] = axisText(m_chart, horizontal ? Qt::Horizontal : Qt::Vertical, m_series);
    // The box behind a label: light under dark text, dark under light text (the chart's own
    // background is a gradient in some themes, so its brush has no one colour to take).
    const QColor paper = ink.lightness() < 128 ? QColor(255, 255, 255, 230) : QColor(0x20, 0x20, 0x24, 230);
    const QRectF plot = m_chart->plotArea();
    const double width = m_series->barWidth();

    placeErrorBars(horizontal, ink);
    while (m_items.size() < int(m_bars.size())) {
        auto *box = new QGraphicsRectItem(m_chart);
        box->setZValue(kLabelZ);
        new QGraphicsSimpleTextItem(box);
        m_items << box;
    }
    for (int i = 0; i < m_items.size(); ++i) {
        QGraphicsRectItem *box = m_items[i];
        const bool exists = i < int(m_bars.size());
        const Bar bar = exists ? m_bars[size_t(i)] : Bar{};
        const bool cut = bar.value > m_top;
        const bool show = exists && !plot.isEmpty() && labelled(bar);
        box->setVisible(show);
        if (!show)
            continue;
        auto *text = static_cast<QGraphicsSimpleTextItem *>(box->childItems().constFirst());
        text->setFont(font);
        text->setBrush(ink);
        text->setText(textOf(bar));
        const QSizeF size = QFontMetricsF(font).size(0, text->text()) + QSizeF(2 * kGap, 0);
        const double across = bar.category - width / 2 + (bar.group + 0.5) * width / m_groups;
        // Past the bar, or past its error bar where that reaches further.
        const double along = std::min(std::max(bar.value, bar.low < bar.high ? bar.high : bar.value), m_top);
        const QPointF end = m_chart->mapToPosition(horizontal ? QPointF(along, across) : QPointF(across, along), m_series);
        QRectF rect;
        if (horizontal) {
            // Past the end, or inside it when the bar is cut or the label would leave the chart.
            const bool inside = cut || end.x() + kGap + size.width() > m_chart->size().width();
            const double x = inside ? end.x() - size.width() : end.x() + kGap;
            rect = QRectF(QPointF(x, end.y() - size.height() / 2), size);
        } else if (size.width() > barPixels(bar)) {
            // The text is wider than the bar: turned a quarter
            // upwards, above the end, or inside it when cut or when it would reach the title.
            const double top = end.y() - kGap - size.width();
            const bool inside = cut || (top < plot.top() && end.y() + kGap + size.width() < plot.bottom());
            const double bottom = inside ? end.y() + kGap + size.width() : end.y() - kGap;
            box->setRect(QRectF(QPointF(0, 0), size));
            box->setRotation(-90);
            box->setPos(end.x() - size.height() / 2, bottom);
            box->setPen(Qt::NoPen);
            box->setBrush(inside ? QBrush(paper) : QBrush(Qt::NoBrush));
            text->setPos(kGap, 0);
            continue;
        } else {
            // Above the end, or inside it when cut, each over its own bar.
            const double y = cut ? end.y() + kGap : end.y() - kGap - size.height();
            rect = QRectF(QPointF(end.x() - size.width() / 2, y), size);
        }
        box->setRotation(0);
        box->setRect(QRectF(QPointF(0, 0), size));
        box->setPos(rect.topLeft());
        box->setPen(Qt::NoPen);
        // A cut bar's label covers the bar: give it the chart's background to stay readable.
        box->setBrush(cut || horizontal ? QBrush(paper) : QBrush(Qt::NoBrush));
        text->setPos(kGap, 0);
    }
}


ChartTextLabels::ChartTextLabels(QChart *chart, QAbstractBarSeries *series, QObject *parent)
    : QObject(parent), m_chart(chart), m_series(series)
{
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { place(); });
}

CategoryLabels::CategoryLabels(QChart *chart, QAbstractBarSeries *series, QObject *parent)
    : ChartTextLabels(chart, series, parent)
{
    // Their width is a share of the chart's: a resize changes it before the plot area moves.
    connect(m_chart, &QGraphicsWidget::geometryChanged, this, [this] { place(); });
}

void CategoryLabels::setNames(const QStringList &names)
{
    if (names == m_names)
        return;
    m_names = names;
    syncTextItems(m_items, m_chart, m_names, [](QGraphicsTextItem *item) {
        QTextOption option = item->document()->defaultTextOption();
        option.setAlignment(Qt::AlignRight); // against the axis
        item->document()->setDefaultTextOption(option);
    });
    place();
}

void CategoryLabels::place()
{
    const QList<QAbstractAxis *> axes = m_chart->axes(Qt::Vertical, m_series);
    if (axes.isEmpty())
        return;
    axes.constFirst()->setLabelsVisible(false); // these labels stand in for the axis's own
    const auto [font, ink] = axisText(m_chart, Qt::Vertical, m_series);
    // As wide as the longest name, up to a share of the chart; the margin makes that room.
    double natural = 0;
    for (const QString &name : m_names)
        natural = std::max(natural, QFontMetricsF(font).horizontalAdvance(name) + 2 * kGap + 8);
    const double width = std::min(natural, kNameShare * m_chart->size().width());
    QMargins margins = m_chart->margins();
    if (std::abs(margins.left() - int(width)) > 1) {
        margins.setLeft(int(width));
        m_chart->setMargins(margins);
        // Now rather than at the next event loop: a report renders the chart right after resizing it.
        if (QGraphicsLayout *layout = m_chart->layout())
            layout->activate(); // comes back here through plotAreaChanged with the new plot area
        return;
    }
    const QRectF plot = m_chart->plotArea();
    for (int i = 0; i < m_items.size(); ++i) {
        QGraphicsTextItem *item = m_items[i];
        item->setFont(font);
        item->setDefaultTextColor(ink);
        item->setTextWidth(width - kGap);
        const QPointF centre = m_chart->mapToPosition(QPointF(0, i), m_series);
        const QRectF box = item->boundingRect();
        item->setPos(plot.left() - box.width() - kGap, centre.y() - box.height() / 2);
        item->setVisible(!plot.isEmpty());
    }
}

LineLabels::LineLabels(QChart *chart, QAbstractBarSeries *series, QObject *parent)
    : ChartTextLabels(chart, series, parent)
{
}

void LineLabels::setLines(const QStringList &texts, const QList<double> &heights)
{
    m_heights = heights;
    syncTextItems(m_items, m_chart, texts);
    place();
}

void LineLabels::place()
{
    const auto [font, ink] = axisText(m_chart, Qt::Vertical, m_series);
    const QRectF plot = m_chart->plotArea();
    // From the right edge of the bar's category to the plot's right edge.
    const double left = m_chart->mapToPosition(QPointF(0.5 + m_series->barWidth() / 4, 0), m_series).x();
    const QBrush brush = m_chart->backgroundBrush();
    const QColor background = brush.gradient() && !brush.gradient()->stops().isEmpty()
        ? brush.gradient()->stops().constLast().second
        : brush.color();
    const int n = int(m_items.size());
    std::vector<double> wanted(static_cast<size_t>(n)), heights(static_cast<size_t>(n)); // each label's top just above its line
    for (int i = 0; i < n; ++i) {
        QGraphicsTextItem *item = m_items[i];
        item->setFont(font);
        item->setDefaultTextColor(ink);
        item->setTextWidth(std::max(40.0, plot.right() - left));
        item->setVisible(!plot.isEmpty());
        // The letters on the chart's background: a neighbour's line passing behind breaks for
        // them instead of striking them through.
        QTextCursor all(item->document());
        all.select(QTextCursor::Document);
        QTextCharFormat halo;
        halo.setBackground(background);
        all.mergeCharFormat(halo);
        heights[size_t(i)] = item->boundingRect().height();
        wanted[size_t(i)] = m_chart->mapToPosition(QPointF(0, m_heights.value(i)), m_series).y()
            - heights[size_t(i)] + kGap;
    }
    // Labels that would overlap form a block, stacked without gaps (the higher line's label on
    // top) and placed where its labels want to be on average, so crowded lines move their labels
    // both ways by the least distance rather than all upwards. Labels come lowest line first.
    struct Block
    {
        int first, last; ///< labels first..last, the last one on top
        double top;
        double height; ///< the labels' heights added up
    };
    const auto bestTop = [&](const Block &b) { // the mean of the tops each label asks of the block
        double sum = 0, above = 0;
        for (int k = b.last; k >= b.first; --k) {
            sum += wanted[size_t(k)] - above;
            above += heights[size_t(k)];
        }
        return sum / (b.last - b.first + 1);
    };
    std::vector<Block> blocks;
    for (int i = 0; i < n; ++i) {
        Block block{i, i, wanted[size_t(i)], heights[size_t(i)]};
        while (!blocks.empty() && block.top + block.height > blocks.back().top) { // overlaps the one below
            block.first = blocks.back().first;
            block.height += blocks.back().height;
            blocks.pop_back();
            block.top = bestTop(block);
        }
        blocks.push_back(block);
    }
    // Top to bottom, never above the plot nor into the block above.
    double cursor = plot.top() - kGap;
    for (auto b = blocks.rbegin(); b != blocks.rend(); ++b) {
        double y = std::max(b->top, cursor);
        for (int k = b->last; k >= b->first; --k) {
            m_items[k]->setPos(left, y);
            y += heights[size_t(k)];
        }
        cursor = y;
    }
}

namespace {
/// `text` broken between words (or any two CJK characters) into lines no wider than `width`.
QStringList brokenLines(const QString &text, const QFont &font, double width)
{
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}
} // namespace

QString wrappedChartText(const QString &html, const QFont &font, double width)
{
    // Whole parts of a name ("8× H100 80GB SXM ·", "whole-card rental ·", "Guizhou,") fill a line
    // while they fit, so a region or a Chinese word stays in one piece; a part wider than a line
    // breaks between words.
    static const QRegularExpression afterSeparator(QStringLiteral("(?<=[·,，]) +"));
    const QString plain = QTextDocumentFragment::fromHtml(html).toPlainText();
    const QFontMetricsF metrics(font);
    QStringList lines;
    for (const QString &part : plain.split(afterSeparator)) {
        const QString joined = lines.isEmpty() ? part : lines.constLast() + QLatin1Char(' ') + part;
        if (!lines.isEmpty() && metrics.horizontalAdvance(joined) <= width)
            lines.last() = joined;
        else
            lines << brokenLines(part, font, width);
    }
    for (QString &line : lines)
        line = line.toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

LegendLines::LegendLines(QChart *chart, QObject *parent)
    : QObject(parent), m_chart(chart)
{
    connect(m_chart, &QGraphicsWidget::geometryChanged, this, &LegendLines::update);
    connect(m_chart->legend(), &QLegend::fontChanged, this, &LegendLines::update);
}

void LegendLines::update()
{
    const double width = std::max(kLegendMinWidth, kLegendShare * m_chart->size().width() - kLegendMarkerRoom);
    bool changed = false;
    for (QLegendMarker *marker : m_chart->legend()->markers()) {
        auto *bar = qobject_cast<QBarLegendMarker *>(marker);
        const QString name = bar ? bar->barset()->label() : marker->series()->name();
        const QString label = wrappedChartText(name, marker->font(), width);
        if (marker->label() != label) {
            marker->setLabel(label);
            changed = true;
        }
    }
    if (!changed)
        return;
    // A marker's own label does not lay the legend out again (Qt 6.4): do it, and now rather than
    // at the next event loop, as a report renders the chart right after resizing it.
    QGraphicsLayout *legend = m_chart->legend()->layout();
    legend->invalidate(); // the chart's layout too
    if (QGraphicsLayout *layout = m_chart->layout())
        layout->activate();
    legend->activate();
}

} // namespace gpuplanner::ui
