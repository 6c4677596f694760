#include "TimelineChartView.h"

#include "ChartSupport.h"
#include "Labels.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QDate>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

namespace {
constexpr double kBarHalfHeight = 0.32; ///< of a row (rows are 1 apart)
constexpr qint64 kMsPerHour = 3600000;
/// Offering kinds in a fixed colour order (seriesColor; the common kinds first, in its most
/// distinct colours), so a kind keeps its colour whatever the phases; other kinds take the
/// colour after these.
const char *const kKindOrder[] = {"whole_card", "whole_machine", "slice", "spot", "cloud_server", "mig", "vgpu"};

int kindColor(const std::string &kind)
{
    const auto at = std::find_if(std::begin(kKindOrder), std::end(kKindOrder),
                                 [&kind](const char *k) { return kind == k; });
    return int(at - std::begin(kKindOrder)); // unknown kinds: the colour after the known ones
}

/// Milliseconds since the epoch of local 00:00 on day number `day` (days since 1970-01-01), as
/// QDateTimeAxis places and labels local times.
qint64 dayStartMs(long day)
{
    return QDate(1970, 1, 1).addDays(day).startOfDay().toMSecsSinceEpoch();
}
} // namespace

TimelineChartView::TimelineChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_axisX(new QDateTimeAxis(this))
    , m_axisY(new QCategoryAxis(this))
    , m_unpriced(new QScatterSeries(this))
{
    QChart *c = chart();
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);
    m_axisX->setFormat(QStringLiteral("yyyy-MM-dd"));
    m_axisY->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    m_unpriced->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_unpriced->setMarkerSize(14);
    c->addSeries(m_unpriced);
    m_unpriced->attachAxis(m_axisX);
    m_unpriced->attachAxis(m_axisY);
    c->legend()->setAlignment(Qt::AlignBottom);
    connect(m_unpriced, &QScatterSeries::hovered, this, [this](const QPointF &point, bool on) {
        const int row = int(std::lround(point.y()));
        if (on && row >= 0 && row < m_rowLabels.size())
            QToolTip::showText(QCursor::pos(), chartToolTip(chartText(m_rowLabels[m_rowLabels.size() - 1 - row])));
    });
    followPalette(this);
    retranslateUi();
}

void TimelineChartView::retranslateUi()
{
    chart()->setTitle(m_result.phases.empty() ? tr("Add a phase to see the project's timeline")
                                              : tr("Phases on the calendar, by kind of rental"));
    m_unpriced->setName(tr("No price (see the row)"));
    rebuild(); // kind names and row labels are words too
}

void TimelineChartView::redraw()
{
    rebuild(); // the theme reset the series' colours
}

void TimelineChartView::setProject(const model::ProjectResult &result, const model::Catalog &catalog)
{
    // What the rows need, without each phase's analysis (kept small: it follows every edit).
    m_result = model::ProjectResult{};
    m_result.startDay = result.startDay;
    m_tips.clear();
    const QLocale locale;
    for (const model::PhaseResult &p : result.phases) {
        model::PhaseResult &row = m_result.phases.emplace_back();
        row.name = p.name;
        row.status = p.status;
        row.kind = p.kind;
        row.startHour = p.startHour;
        row.endHour = p.endHour;
        const model::OptionResult *option = p.result.option(p.option);
        const QString rented = option ? Labels::optionName(*option, catalog) : QString::fromStdString(p.option);
        m_tips << tr("%1: %2\n%3 to %4, %5; %6 %7")
                      .arg(QString::fromStdString(p.name), rented, QString::fromStdString(model::isoDate(p.startDay)),
                           QString::fromStdString(model::isoDate(p.endDay)), Labels::hours(p.wallHours, locale),
                           locale.toString(p.cost, 'f', 2), Labels::currency(result.currency));
    }
    retranslateUi();
}

void TimelineChartView::rebuild()
{
    QChart *c = chart();
    for (QAreaSeries *area : std::as_const(m_areas)) {
        c->removeSeries(area);
        delete area; // and its two lines, its children
    }
    m_areas.clear();
    m_unpriced->clear();
    for (const QString &label : m_axisY->categoriesLabels())
        m_axisY->remove(label);
    m_bars.clear();
    m_rowLabels.clear();
    m_legendEntries.clear();

    const auto &phases = m_result.phases;
    const int rows = int(phases.size());
    const qint64 origin = dayStartMs(m_result.startDay);
    const auto at = [origin](double hour) { return qreal(origin + qint64(std::llround(hour * kMsPerHour))); };
    double lastHour = 24;
    QList<std::string> kindsShown;
    const QColor ink = m_axisX->labelsColor();
    for (int i = 0; i < rows; ++i) {
        const model::PhaseResult &p = phases[size_t(i)];
        const bool priced = p.status == model::phase_status::kPriced;
        const double y = rows - 1 - i; // the first phase at the top
        const QString name = QString::fromStdString(p.name);
        m_bars << Bar{name, p.startHour, p.endHour, QString::fromStdString(p.kind), priced};
        lastHour = std::max(lastHour, p.endHour);
        if (!priced) {
            m_rowLabels << tr("%1 (%2)").arg(name, Labels::phaseStatus(p));
            m_unpriced->append(at(p.startHour), y);
            continue;
        }
        m_rowLabels << name;
        auto *upper = new QLineSeries, *lower = new QLineSeries;
        upper->append({QPointF(at(p.startHour), y + kBarHalfHeight), QPointF(at(p.endHour), y + kBarHalfHeight)});
        lower->append({QPointF(at(p.startHour), y - kBarHalfHeight), QPointF(at(p.endHour), y - kBarHalfHeight)});
        auto *area = new QAreaSeries(upper, lower);
        upper->setParent(area);
        lower->setParent(area);
        area->setName(chartText(Labels::offeringKind(p.kind)));
        c->addSeries(area);
        area->attachAxis(m_axisX);
        area->attachAxis(m_axisY);
        const QColor color = seriesColor(kindColor(p.kind));
        area->setBrush(color);
        area->setPen(QPen(color.darker(130), 1));
        const QString tip = m_tips.value(i);
        connect(area, &QAreaSeries::hovered, this, [tip](const QPointF &, bool on) {
            if (on)
                QToolTip::showText(QCursor::pos(), chartToolTip(chartText(tip)));
        });
        // One legend entry per kind.
        const bool first = !kindsShown.contains(p.kind);
        if (first) {
            kindsShown << p.kind;
            m_legendEntries << area->name();
        }
        for (QLegendMarker *marker : c->legend()->markers(area))
            marker->setVisible(first);
        m_areas << area;
    }
    for (int i = rows - 1; i >= 0; --i) // bottom row first: the axis wants ascending ends
        m_axisY->append(chartText(m_rowLabels[i]), rows - 1 - i + 0.5);
    m_axisY->setStartValue(-0.5);
    m_axisY->setRange(-0.5, std::max(rows, 1) - 0.5);

    // Whole days, split into at most five equal steps so every tick falls on a midnight.
    const long days = std::max(1L, long(std::ceil(lastHour / 24.0)));
    const long steps = std::min(5L, days);
    const long span = (days + steps - 1) / steps * steps;
    m_axisX->setTickCount(int(steps) + 1);
    m_axisX->setRange(QDateTime::fromMSecsSinceEpoch(origin), QDateTime::fromMSecsSinceEpoch(dayStartMs(m_result.startDay + span)));
    m_axisX->setTitleText(tr("Date (each phase from its start to its end)"));

    // The marker's legend entry after the kinds': added last.
    c->removeSeries(m_unpriced);
    c->addSeries(m_unpriced);
    m_unpriced->attachAxis(m_axisX);
    m_unpriced->attachAxis(m_axisY);
    m_unpriced->setColor(QColor(0x99, 0x99, 0x99));
    m_unpriced->setBorderColor(ink);
    m_unpriced->setVisible(m_unpriced->count() > 0); // and out of the legend
    if (m_unpriced->isVisible())
        m_legendEntries << m_unpriced->name();
    m_axisX->setVisible(rows > 0);
    m_axisY->setVisible(rows > 0);
}

QList<TimelineChartView::Bar> TimelineChartView::bars() const
{
    return m_bars;
}

QStringList TimelineChartView::rowLabels() const
{
    return m_rowLabels;
}

QStringList TimelineChartView::legendEntries() const
{
    return m_legendEntries;
}

} // namespace gpuplanner::ui
