#include "PlannerChartView.h"

#include "ChartSupport.h"

#include <QEvent>
#include <QLocale>

namespace gpuplanner::ui {

PlannerChartView::PlannerChartView(QWidget *parent)
    : QChartView(parent)
{
    // Antialiased, and no animation: charts redraw while a slider is dragged.
    setRenderHint(QPainter::Antialiasing);
    chart()->setAnimationOptions(QChart::NoAnimation);
    // Axis numbers in the language's format: 100,000 rather than 100000 or 1e+05.
    chart()->setLocalizeNumbers(true);
}

void PlannerChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        chart()->setLocale(QLocale());
        retranslateUi();
    }
    if (event->type() == QEvent::PaletteChange) {
        followPalette(this);
        redraw();
    }
    QChartView::changeEvent(event);
}

} // namespace gpuplanner::ui
