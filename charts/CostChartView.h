#pragma once

#include "Catalog.h"
#include "Result.h"

#include "PlannerChartView.h"

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QValueAxis;

namespace gpuplanner::ui {

class BarValueLabels;
class LegendLines;

/// Total cost of every compared offering, grouped by region (e.g. Beijing / Guizhou / Inner
/// Mongolia): one bar set per offering, one category per region, in the result's currency.
/// setResult() replaces values in place while the set of offerings and regions stays the same,
/// and rebuilds the bars only when it changes.
class CostChartView : public PlannerChartView
{
    Q_OBJECT
public:
    explicit CostChartView(QWidget *parent = nullptr);

    void setResult(const model::Result &result, const model::Catalog &catalog);

    /// Bar set labels and their values per region (for tests).
    QList<QPair<QString, QList<double>>> bars() const;
    QStringList regions() const;
    /// The values written on bars (cut by the axis, too short to read, or every bar), for tests.
    QStringList valueLabels() const;
    /// Each bar's error bar, P10 to P90 of its total (issue 17), for tests.
    QList<QPair<double, double>> errorBars() const;

private:
    void rebuild(const model::Catalog &catalog); ///< new bar sets and region categories
    void retranslateUi() override;
    void retranslateTitle(); ///< says when only the best-ranked offerings are drawn
    void redraw() override;
    void fitRegionNames(); ///< breaks region names onto lines as wide as their category
    /// P10–P90 of the total of `set`'s offering in region `region` (zeros: none).
    model::Percentiles rangeAt(const QBarSet *set, int region) const;

    QBarSeries *m_bars;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_axisY;
    BarValueLabels *m_values;
    LegendLines *m_legend; ///< long offering names on more lines, not elided
    std::vector<std::string> m_offeringIds;
    std::vector<std::string> m_regionIds;
    QStringList m_regionNames; ///< whole, as regions() gives them; the axis may break them
    std::size_t m_allOfferings = 0; ///< offerings that can run somewhere, drawn or not
    std::size_t m_excluded = 0;     ///< options not drawn: the advisor does not rank them
    bool m_ranged = false;          ///< error bars drawn: the title says what they are
    QList<QBarSet *> m_sets;
    const model::Catalog *m_catalog = nullptr;
    model::Result m_result;
};

} // namespace gpuplanner::ui
