#include "PlannerChartView.h"

#include "ChartSupport.h"

#include <QEvent>

namespace gpuplanner::ui {

PlannerChartView::PlannerChartView(QWidget *parent)
    : QChartView(parent)
{
    // Antialiased, and no animation: charts redraw while a slider is dragged.
    setRenderHint(QPainter::Antialiasing);
    chart()->setAnimationOptions(QChart::NoAnimation);
}

void PlannerChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange) {
        followPalette(this);
        redraw();
    }
    QChartView::changeEvent(event);
}

} // namespace gpuplanner::ui
