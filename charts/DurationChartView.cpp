#include "DurationChartView.h"

#include "ChartLabels.h"
#include "ChartSupport.h"
#include "Labels.h"
#include "Sweep.h"
#include "Uncertainty.h"

#include <QAreaSeries>
#include <QGraphicsPathItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QLocale>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner::ui {

namespace {
constexpr int kMaxCurves = 8;     // the best-ranked options; more would be unreadable
constexpr int kSweepPoints = 120; // per curve
}

DurationChartView::DurationChartView(QWidget *parent)
    : PlannerChartView(parent)
    , m_axisX(new QLogValueAxis(this))
    , m_axisY(new QLogValueAxis(this))
    , m_breakEven(new QScatterSeries(this))
    , m_runs(new QScatterSeries(this))
    , m_period(new QLineSeries(this))
    , m_legend(new LegendLines(chart(), this))
    , m_jobRanges(new QGraphicsPathItem(chart()))
{
    m_jobRanges->setZValue(10); // over the curves and their bands
    connect(chart(), &QChart::plotAreaChanged, this, &DurationChartView::placeJobRanges);
    QChart *c = chart();
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);
    m_axisX->setBase(10);
    m_axisX->setRange(1, 8760);
    m_axisX->setLabelFormat(QStringLiteral("%.0f")); // localised: 1,000 not 1e+03
    m_axisY->setBase(10);
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    m_breakEven->setMarkerSize(9);
    m_runs->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_runs->setMarkerSize(9);
    for (auto *s : std::initializer_list<QXYSeries *>{m_breakEven, m_runs, m_period}) {
        c->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    }
    connect(m_breakEven, &QScatterSeries::hovered, this, [this](const QPointF &p, bool on) {
        if (on)
            QToolTip::showText(QCursor::pos(), tr("Break-even at %1 h: %2 %3")
                                                   .arg(p.x(), 0, 'f', 0)
                                                   .arg(p.y(), 0, 'f', 0)
                                                   .arg(m_currency));
    });
    connect(m_runs, &QScatterSeries::hovered, this, [this](const QPointF &p, bool on) {
        if (on)
            QToolTip::showText(QCursor::pos(), tr("The job is done after %1 h: %2 %3")
                                                   .arg(QLocale().toString(p.x(), 'f', 1),
                                                        QLocale().toString(p.y(), 'f', 2), m_currency));
    });
    c->legend()->setAlignment(Qt::AlignRight);
    c->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // shows each curve's line style
    followPalette(this);
    retranslateUi();
}

void DurationChartView::retranslateUi()
{
    const QString title = m_bands.isEmpty()
        ? tr("Total cost against rental period")
        : tr("Total cost against rental period (bands: price P10–P90; crosses: each job's hours and total, P10–P90)");
    chart()->setTitle(titleWithOmissions(title, m_omitted, kMaxCurves, m_excluded));
    m_axisX->setTitleText(tr("Rental period (hours, log scale)"));
    m_axisY->setTitleText(tr("Total cost (%1)").arg(m_currency));
    m_breakEven->setName(tr("break-even points"));
    m_runs->setName(tr("end of each option's job"));
    m_period->setName(tr("this scenario's rental period"));
    m_legend->update();
}


void DurationChartView::setResult(const model::Result &result, const model::Catalog &catalog,
                                  const model::Scenario &scenario)
{
    m_currency = Labels::currency(result.currency);
    // The best-ranked options, or the first ones when nothing is ranked.
    // The best-ranked options that can run, as every cost chart draws them (drawnOptions).
    const DrawnOptions drawn = drawnOptions(result, kMaxCurves);
    model::Result shown;
    shown.currency = result.currency;
    for (const model::OptionResult *o : drawn.shown)
        shown.options.push_back(*o);
    m_omitted = drawn.runnable - drawn.shown.size();
    m_excluded = drawn.excluded;

    const std::vector<double> hours = model::sweepHours(kSweepPoints);
    const auto curves = model::costCurves(catalog, scenario, shown, hours);
    QChart *c = chart();
    while (m_lines.size() > int(curves.size())) {
        QLineSeries *line = m_lines.takeLast();
        c->removeSeries(line);
        delete line;
    }
    while (m_lines.size() < int(curves.size())) {
        auto *line = new QLineSeries(this);
        c->addSeries(line);
        line->attachAxis(m_axisX);
        line->attachAxis(m_axisY);
        m_lines << line;
    }
    // One colour per offering, one line style per region: the same card in two regions reads
    // as one colour, solid in the first region, dashed in the next.
    std::vector<std::string> offerings, regions;
    auto indexOf = [](std::vector<std::string> &seen, const std::string &id) {
        const auto it = std::find(seen.begin(), seen.end(), id);
        if (it != seen.end())
            return int(it - seen.begin());
        seen.push_back(id);
        return int(seen.size()) - 1;
    };
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    double top = 0;
    double bottom = std::numeric_limits<double>::infinity();
    // Options whose curves are the same (one card at one price in two regions) draw one line
    // named for all of them, not two lines on top of each other.
    std::vector<QString> names(curves.size());
    std::vector<bool> drawnAlready(curves.size(), false);
    for (size_t i = 0; i < curves.size(); ++i) {
        names[i] = Labels::optionName(shown.options[i], catalog);
        for (size_t j = i + 1; j < curves.size(); ++j)
            if (!drawnAlready[j] && shown.options[j].offeringId == shown.options[i].offeringId
                && curves[j].cost == curves[i].cost) {
                drawnAlready[j] = true;
                names[i] += Labels::listSeparator() + Labels::region(shown.options[j].region, catalog);
            }
    }
    m_pens.clear();
    for (size_t i = 0; i < curves.size(); ++i) {
        m_lines[int(i)]->setVisible(!drawnAlready[i]);
        QList<QPointF> points;
        points.reserve(int(hours.size()));
        for (size_t k = 0; k < hours.size(); ++k) {
            points << QPointF(hours[k], curves[i].cost[k]);
            top = std::max(top, curves[i].cost[k]);
            if (curves[i].cost[k] > 0)
                bottom = std::min(bottom, curves[i].cost[k]);
        }
        m_lines[int(i)]->replace(points);
        const auto &o = shown.options[i];
        m_lines[int(i)]->setName(chartText(names[i]));
        QPen pen(seriesColor(indexOf(offerings, o.offeringId)), 2.0);
        pen.setStyle(styles[size_t(indexOf(regions, o.region)) % std::size(styles)]);
        m_pens << pen; // applied by redraw()
    }
    // Break-even points between the shown options, on the cheaper curve at that period.
    QList<QPointF> marks;
    for (const auto &b : result.breakEven)
        for (size_t i = 0; i < curves.size(); ++i)
            // Break-even ids name a billing plan too: "<option>#<plan>" (Sweep.h).
            if (curves[i].optionId == b.a.substr(0, b.a.find('#')) && b.hours >= 1 && b.hours <= 8760) {
                const auto it = std::lower_bound(hours.begin(), hours.end(), b.hours);
                const size_t k = std::min(size_t(it - hours.begin()), hours.size() - 1);
                marks << QPointF(b.hours, curves[i].cost[k]);
            }
    m_breakEven->replace(marks);
    // Where each option's own job ends on its curve: its hours and its total. A line at one
    // option's hours would read the others' curves at a period they do not rent (a card three
    // times as fast is done long before it), so a period line is drawn only for a fixed window.
    QList<QPointF> runs;
    for (size_t i = 0; i < curves.size(); ++i)
        if (!drawnAlready[i] && shown.options[i].wallHours >= 1 && shown.options[i].wallHours <= 8760)
            runs << QPointF(shown.options[i].wallHours, shown.options[i].cost.total());
    m_runs->replace(runs);
    const double period = scenario.durationHours.value_or(0.0);
    // Whole decades around the data, never a zero or NaN end (a log axis cannot show 0).
    const double low = std::isfinite(bottom) ? std::pow(10.0, std::floor(std::log10(bottom))) : 1.0;
    const double high = top > low ? std::pow(10.0, std::ceil(std::log10(top))) : low * 10.0;
    m_axisY->setRange(low, high);
    const bool window = period >= 1 && period <= 8760;
    if (window)
        m_period->replace(QList<QPointF>{{period, low}, {period, high}});
    else
        m_period->clear();
    m_period->setVisible(window); // and out of the legend
    setBands(catalog, scenario, shown, hours, drawnAlready);
    m_jobEnds.clear();
    for (size_t i = 0; i < curves.size(); ++i)
        if (!drawnAlready[i] && shown.options[i].range.totalCost.p10 < shown.options[i].range.totalCost.p90)
            m_jobEnds.push_back({shown.options[i].range.wallHours, shown.options[i].range.totalCost});
    placeJobRanges();
    // Whole numbers with the locale's separators (1,000,000, not 1e+06); decimals below 1.
    m_axisY->setLabelFormat(low < 1 ? QStringLiteral("%.2f") : QStringLiteral("%.0f"));
    redraw();
    retranslateUi();
}

void DurationChartView::setBands(const model::Catalog &catalog, const model::Scenario &scenario,
                                 const model::Result &shown, const std::vector<double> &hours,
                                 const std::vector<bool> &hidden)
{
    // For a rental of a given length only the price is uncertain (the hours are the period):
    // the band runs from the curve at the price's P10 to the curve at its P90.
    const model::UncertaintySettings u = model::uncertaintySettings(catalog, scenario);
    const model::Spread price = u.inputs[size_t(model::uncertainInputIndex("price"))];
    const bool banded = u.enabled && price.p10 < price.p90 && !shown.options.empty();
    std::vector<model::CostCurve> low, high;
    if (banded) {
        low = model::costCurves(catalog, scenario, shown, hours, price.p10);
        high = model::costCurves(catalog, scenario, shown, hours, price.p90);
    }
    QChart *c = chart();
    for (QAreaSeries *band : std::as_const(m_bands)) {
        c->removeSeries(band);
        delete band;
    }
    m_bands.clear();
    for (size_t i = 0; i < low.size() && i < high.size() && i < hidden.size(); ++i) {
        if (hidden[i])
            continue;
        auto *lower = new QLineSeries(this), *upper = new QLineSeries(this);
        for (size_t k = 0; k < hours.size(); ++k) {
            lower->append(hours[k], std::max(low[i].cost[k], 1e-9));
            upper->append(hours[k], std::max(high[i].cost[k], 1e-9));
        }
        auto *band = new QAreaSeries(upper, lower);
        band->setParent(this);
        c->addSeries(band);
        band->attachAxis(m_axisX);
        band->attachAxis(m_axisY);
        for (QLegendMarker *marker : c->legend()->markers(band))
            marker->setVisible(false); // the curve names it
        m_bands << band;
    }
}

void DurationChartView::placeJobRanges()
{
    // Each job's end as a cross: its hours P10–P90 across, its total P10–P90 up.
    QPainterPath path;
    const QRectF plot = chart()->plotArea();
    if (!m_lines.isEmpty() && !plot.isEmpty())
        for (const JobRange &job : m_jobEnds) {
            const auto at = [&](double h, double cost) {
                const QPointF p = chart()->mapToPosition(QPointF(std::clamp(h, 1.0, 8760.0), std::max(cost, 1e-9)),
                                                         m_lines.constFirst());
                return QPointF(std::clamp(p.x(), plot.left(), plot.right()), std::clamp(p.y(), plot.top(), plot.bottom()));
            };
            path.moveTo(at(job.hours.p10, job.cost.p50));
            path.lineTo(at(job.hours.p90, job.cost.p50));
            path.moveTo(at(job.hours.p50, job.cost.p10));
            path.lineTo(at(job.hours.p50, job.cost.p90));
        }
    m_jobRanges->setPath(path);
    m_jobRanges->setPen(QPen(m_axisX->labelsColor(), 1.2));
}

QList<QPair<QString, QPair<double, double>>> DurationChartView::bands() const
{
    // Each band's lowest and highest cost, named by its curve (for tests).
    QList<QPair<QString, QPair<double, double>>> out;
    for (const QAreaSeries *band : m_bands) {
        double low = std::numeric_limits<double>::infinity(), high = 0;
        for (const QPointF &p : band->lowerSeries()->points())
            low = std::min(low, p.y());
        for (const QPointF &p : band->upperSeries()->points())
            high = std::max(high, p.y());
        out << qMakePair(band->name(), qMakePair(low, high));
    }
    return out;
}

int DurationChartView::jobRanges() const
{
    return int(m_jobEnds.size());
}

void DurationChartView::redraw()
{
    // A theme change resets every series' colours: the curves keep theirs, markers and the period
    // line take the axis' ink, so they show on a light and a dark theme alike.
    for (int i = 0; i < m_lines.size() && i < m_pens.size(); ++i)
        m_lines[i]->setPen(m_pens[i]);
    // Each band in its curve's colour, faint, so overlapping bands stay readable.
    int band = 0;
    for (int i = 0; i < m_lines.size() && i < m_pens.size() && band < m_bands.size(); ++i) {
        if (!m_lines[i]->isVisible())
            continue;
        QColor fill = m_pens[i].color();
        fill.setAlpha(40);
        m_bands[band]->setBrush(fill);
        m_bands[band]->setPen(Qt::NoPen);
        m_bands[band]->setName(m_lines[i]->name());
        ++band;
    }
    if (m_jobRanges)
        m_jobRanges->setPen(QPen(m_axisX->labelsColor(), 1.2));
    const QColor ink = m_axisX->labelsColor();
    for (QScatterSeries *markers : {m_breakEven, m_runs}) {
        markers->setColor(markers == m_runs ? Qt::transparent : ink);
        markers->setBorderColor(ink);
    }
    m_period->setPen(QPen(ink, 1.5, Qt::DashLine));
}

QList<QPair<QString, int>> DurationChartView::curves() const
{
    QList<QPair<QString, int>> out;
    for (const auto *line : m_lines)
        out << qMakePair(line->name(), line->count());
    return out;
}

int DurationChartView::breakEvenMarkers() const
{
    return m_breakEven->count();
}

QList<QPointF> DurationChartView::jobEnds() const
{
    return m_runs->points();
}

bool DurationChartView::periodLineShown() const
{
    return m_period->count() > 0;
}

} // namespace gpuplanner::ui
