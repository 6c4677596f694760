#pragma once

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBuffer>
#include <QChartView>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>
#include <QValueAxis>

#include "Result.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

/// Text from files (option, GPU and region names) as a chart shows it: Qt Charts draws axis
/// labels, legend entries and titles as HTML, so a name like "<h1>A100</h1>" or "<img src=…>" in a
/// user's catalog would be rendered, not shown as typed. Every name a chart displays goes through
/// this; chartToolTip() shows such text in a tooltip.
inline QString chartText(const QString &plain)
{
    return plain.toHtmlEscaped();
}

/// A tooltip holding chartText() names, shown as rich text so the escaped names read as typed
/// (a tooltip without tags would show "&lt;").
inline QString chartToolTip(const QString &withChartText)
{
    return QStringLiteral("<p style='white-space:pre'>") + withChartText + QStringLiteral("</p>");
}

/// `title` (a chart title, rich text) with small lines under it saying what the chart leaves out:
/// `notShown` options that can run but are past the `most` it draws, and `excluded` options the
/// advisor does not rank (drawnOptions(): short of memory, not done within a fixed period, or
/// short of the latency target or the load). One wording for every cost chart.
inline QString titleWithOmissions(QString title, std::size_t notShown, int most, std::size_t excluded)
{
    const auto line = [&title](const QString &text) {
        title += QStringLiteral("<br><small>") + text + QStringLiteral("</small>");
    };
    if (notShown > 0)
        line(QCoreApplication::translate("ChartSupport", "the %n best-ranked shown, %1 more in the option table",
                                         nullptr, most)
                 .arg(notShown));
    if (excluded > 0)
        line(QCoreApplication::translate("ChartSupport",
                                         "%n option(s) left out: short of memory, not done in time, or short of "
                                         "the latency target or the load",
                                         nullptr, int(excluded)));
    return title;
}

/// Upper end of a value axis showing data up to `value`: padded by 10% and rounded up to
/// 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10^k; 1 for an empty, zero or non-finite maximum, so an axis
/// never shows NaN or a zero-height range.
inline double niceCeiling(double value)
{
    if (!std::isfinite(value) || value <= 0)
        return 1.0;
    const double padded = value * 1.1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(padded)));
    // 6 and 8 too: 4,673 padded to 5,140 ended the axis at 10,000, half the chart empty; 1.5, 3
    // and 4 likewise: a project's 126,000 ended it at 200,000.
    for (double step : {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0})
        if (step * magnitude >= padded)
            return step * magnitude;
    return 10.0 * magnitude;
}

/// Sets `axis` to 0…top (a niceCeiling() value) with ticks on round steps (a fifth or a half of the
/// leading digit's decade), so labels read 0, 20, 40… rather than 0, 63, 125….
inline void setNiceTop(QValueAxis *axis, double top)
{
    const double leading = top / std::pow(10.0, std::floor(std::log10(top)));
    // 1 → steps of 0.2, 1.5 → 0.3, 2 → 0.5 (4 steps), 2.5 → 0.5, 3 → 0.5, 4 → 1, 5 → 1, 6 → 1,
    // 8 → 2; always 4–6 intervals.
    const auto is = [leading](double v) { return std::abs(leading - v) < 1e-9; };
    const int intervals = is(2.0) || is(4.0) || is(8.0) ? 4 : is(3.0) || is(6.0) ? 6 : 5;
    axis->setRange(0.0, top);
    axis->setTickCount(intervals + 1);
    axis->setLabelFormat(top / intervals < 1.0 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
}

/// setNiceTop() for data up to `maximum`: the axis ends at niceCeiling(maximum).
inline void setNiceRange(QValueAxis *axis, double maximum)
{
    setNiceTop(axis, niceCeiling(maximum));
}

/// A value written on a chart in the user's locale: whole units from 100 up (2,454), two decimals
/// below (44.00), as the window's money amounts read.
inline QString chartNumber(double value)
{
    return QLocale().toString(value, 'f', std::abs(value) >= 100 ? 0 : 2);
}

/// The options a cost chart draws: those that can run (they fit and, once ranked, the advisor
/// kept them), best-ranked first, at most `most`. One rule for every chart and the report: an
/// option that does not fit or does not finish is not drawn with a cost; the chart's title says
/// how many were left out.
struct DrawnOptions
{
    std::vector<const model::OptionResult *> shown;
    std::size_t runnable = 0; ///< options that can run, shown or not
    std::size_t excluded = 0; ///< options that do not fit or were excluded by the advisor
};

inline DrawnOptions drawnOptions(const model::Result &result, std::size_t most)
{
    DrawnOptions out;
    // Between a slider step's estimate and its analysis no option has its rank yet: then only
    // memory decides.
    const bool analysed = std::any_of(result.options.begin(), result.options.end(),
                                      [](const model::OptionResult &o) { return o.rank > 0; });
    for (const model::OptionResult *o : result.rankedOptions()) {
        if (!o->fits || (analysed && o->rank == 0)) {
            ++out.excluded;
            continue;
        }
        ++out.runnable;
        if (out.shown.size() < most)
            out.shown.push_back(o);
    }
    return out;
}

/// Chart theme that follows the widget's palette: dark on a dark window colour (Qt 6.4 has no
/// colour-scheme query), light otherwise. Setting a theme resets series colours, so callers
/// redraw their series afterwards.
inline void followPalette(QChartView *view)
{
    const bool dark = view->palette().color(QPalette::Window).lightness() < 128;
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (view->chart()->theme() != theme)
        view->chart()->setTheme(theme);
}

/// Colour `index` (cycling) of a qualitative palette that stays distinct for colour-blind
/// readers and on light and dark backgrounds: Okabe & Ito (2008), "Color Universal Design",
/// grey for black, then wine and indigo from Paul Tol's muted scheme for a ninth and tenth
/// series (the ten cost parts).
inline QColor seriesColor(int index)
{
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                                    QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9),
                                    QColor(0xF0, 0xE4, 0x42), QColor(0x99, 0x99, 0x99), QColor(0x88, 0x22, 0x55),
                                    QColor(0x33, 0x22, 0x88)};
    return colors[size_t(index) % std::size(colors)];
}

/// The chart as a PNG image at `dpi` (96 = screen size), drawn from its scene so it stays sharp
/// at print resolutions.
inline QImage chartImage(QChartView *view, int dpi)
{
    const QRectF source = view->scene()->sceneRect();
    const double scale = dpi / 96.0;
    QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32);
    image.setDotsPerMeterX(int(dpi / 0.0254));
    image.setDotsPerMeterY(int(dpi / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    view->scene()->render(&painter, QRectF(QPointF(0, 0), image.size()), source);
    return image;
}

/// The chart as an SVG document: vectors and text, the size it has on screen (CSS pixels at
/// 96 dpi), titled `title`. Drawn from its scene through QSvgGenerator.
inline QByteArray chartSvg(QChartView *view, const QString &title)
{
    const QRectF source = view->scene()->sceneRect();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(source.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
    svg.setResolution(96);
    svg.setTitle(title);
    svg.setDescription(QStringLiteral("GPU Planner"));
    QPainter painter(&svg);
    view->scene()->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    painter.end();
    return buffer.data();
}

/// The common frame of the planner's bar charts (PlannerChartView already antialiases and turns
/// animation off): category axis below, value axis left with whole-number labels, legend on the
/// right.
inline void setUpBarChart(QChartView *view, QAbstractBarSeries *bars, QBarCategoryAxis *categories,
                          QValueAxis *values)
{
    QChart *chart = view->chart();
    chart->addSeries(bars);
    chart->addAxis(categories, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    bars->attachAxis(categories);
    bars->attachAxis(values);
    values->setLabelFormat(QStringLiteral("%.0f"));
    chart->legend()->setAlignment(Qt::AlignRight);
}

} // namespace gpuplanner::ui
