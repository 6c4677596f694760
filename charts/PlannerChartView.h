#pragma once

#include <QChartView>

namespace gpuplanner::ui {

/// What every planner chart shares: its theme follows the palette (dark on a dark window) and its
/// words follow the installed language. Subclasses say how to re-set their words and how to redraw
/// their series after a theme change (a theme resets series colours).
class PlannerChartView : public QChartView
{
    Q_OBJECT
public:
    explicit PlannerChartView(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;
    /// Re-sets every string the chart shows (title, axes, legend).
    virtual void retranslateUi() = 0;
    /// Redraws the series from the last data, after the theme changed.
    virtual void redraw() {}
};

} // namespace gpuplanner::ui
