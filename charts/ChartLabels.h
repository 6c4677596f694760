#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <vector>

class QAbstractBarSeries;
class QChart;
class QFont;
class QGraphicsPathItem;
class QGraphicsRectItem;
class QGraphicsTextItem;

namespace gpuplanner::ui {

/// Where a value axis ends so that every bar stays readable, and which bars run past it.
struct BarAxis
{
    double top = 1.0;   ///< upper end of the value axis, a niceCeiling() value
    bool cut = false;   ///< some values run past `top` (outliers, drawn cut and labelled)
};

/// The value axis for bars of `values` (any unit, ≥ 0): up to the largest value, unless a few
/// values are more than `outlierFactor` times the median of the positive ones; those run past the
/// axis (cut at its end, with their value written on them) so that a 60,000 bar does not flatten
/// twenty 20–50 bars into the baseline. An empty or all-zero list gives the axis 0…1.
BarAxis readableBarAxis(const std::vector<double> &values, double outlierFactor = 4.0);

/// The values of a bar chart's bars written on the chart, in the chart's scene (so they are part
/// of its PNG, SVG and PDF): every bar with a value carries it, and a bar with a range (P10 to
/// P90, issue 17) an error bar, a line between the two with a cap at each end, its label past it. A cut bar's label sits inside its
/// end with a "›" (the bar goes on); the others sit just past the bar's end. On vertical bars
/// narrower than their value, the value is turned a quarter upwards so neighbours do not
/// overlap. Labels follow the plot area when the chart is resized.
class BarValueLabels : public QObject
{
    Q_OBJECT
public:
    /// Labels for bars of `series` (vertical or horizontal; grouped, with `groups` bars side by
    /// side per category, or one bar per category) on `chart`.
    BarValueLabels(QChart *chart, QAbstractBarSeries *series, QObject *parent = nullptr);

    /// One bar: its category index, its place in the group (0 for stacked or single bars), its
    /// full value (the stack's total), the text to write for it, and its range (an error bar
    /// from `low` to `high` when low < high; axis units).
    struct Bar
    {
        int category = 0;
        int group = 0;
        double value = 0;
        QString text;
        double low = 0;
        double high = 0;
    };

    /// Shows `bars` (replacing the last ones) against a value axis ending at `axisTop`, with
    /// `groups` bars side by side per category.
    void setBars(const std::vector<Bar> &bars, double axisTop, int groups = 1);

    /// The texts written on the chart, in the order given (for tests): what a reader sees once
    /// the chart has a size.
    QStringList shownTexts() const;
    /// The error bars drawn, as (low, high) in axis units (for tests).
    QList<QPair<double, double>> errorBars() const;

private:
    void placeErrorBars(bool horizontal, const QColor &ink); ///< one line with caps per ranged bar
    void place();
    bool labelled(const Bar &bar) const; ///< every bar with a value
    QString textOf(const Bar &bar) const; ///< a cut bar's value says it goes on: "60,000 ›"
    double barPixels(const Bar &bar) const; ///< the bar's width across the axis, scene pixels

    QChart *m_chart;
    QAbstractBarSeries *m_series;
    std::vector<Bar> m_bars;
    double m_top = 1.0;
    int m_groups = 1;
    QList<QGraphicsRectItem *> m_items; ///< a background box holding the text
    QList<QGraphicsPathItem *> m_errorBars;
};

/// What CategoryLabels and LineLabels share: wrapping text items on `chart`, in the font and
/// colour of `series`' axis labels, placed again whenever the plot area moves.
class ChartTextLabels : public QObject
{
    Q_OBJECT
protected:
    ChartTextLabels(QChart *chart, QAbstractBarSeries *series, QObject *parent);
    /// Puts the items where they belong for the chart's current plot area.
    virtual void place() = 0;

    QChart *m_chart;
    QAbstractBarSeries *m_series;
    QList<QGraphicsTextItem *> m_items;
};

/// The category names of a horizontal bar chart, drawn by the chart rather than by its axis:
/// an axis truncates a long name to one line ("8× H100 80GB SXM · whole-machi…" lost the region),
/// these wrap onto a second line within a share of the chart's width, and the chart's left margin
/// makes room for them. The category axis's own labels are hidden.
class CategoryLabels : public ChartTextLabels
{
    Q_OBJECT
public:
    CategoryLabels(QChart *chart, QAbstractBarSeries *series, QObject *parent = nullptr);

    /// The names, bottom to top (the category axis's order), as plain text.
    void setNames(const QStringList &names);

private:
    void place() override;

    QStringList m_names;
};

/// Names of horizontal lines (the memory chart's capacities) written beside them, in the right
/// part of the plot (category 1 of `series`' two, left empty for them), wrapping within it; a
/// label that would overlap the one below moves up. Nearly coinciding lines are the caller's to
/// merge first.
class LineLabels : public ChartTextLabels
{
    Q_OBJECT
public:
    LineLabels(QChart *chart, QAbstractBarSeries *series, QObject *parent = nullptr);

    /// Texts and the heights (axis units) of their lines, ascending.
    void setLines(const QStringList &texts, const QList<double> &heights);

private:
    void place() override;

    QList<double> m_heights;
};

/// `html` (chart text, as chartText() gives it) broken onto lines (joined by "<br>") no wider than
/// `width` pixels in `font`: between words, or between any two characters of Chinese text.
QString wrappedChartText(const QString &html, const QFont &font, double width);

/// The legend entries of `chart` kept whole: QLegend elides a name wider than its share of the
/// chart ("8× H100 80GB SXM · whole-card rental ..." lost the region), so these break long names
/// onto more lines within a share of the chart's width, again whenever the chart is resized or the
/// legend's font changes (a theme, the PDF report). The series keep their full names.
class LegendLines : public QObject
{
    Q_OBJECT
public:
    explicit LegendLines(QChart *chart, QObject *parent = nullptr);

    /// Re-breaks every entry from its series' or bar set's name; call it after renaming them (a
    /// marker keeps the label set here until then).
    void update();

private:
    QChart *m_chart;
};

} // namespace gpuplanner::ui
