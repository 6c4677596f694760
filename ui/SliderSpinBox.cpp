#include "SliderSpinBox.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSlider>

#include <cmath>

namespace gpuplanner::ui {

namespace {
constexpr int kSliderSteps = 1000;
}

SliderSpinBox::SliderSpinBox(double minimum, double maximum, int decimals, Scale scale,
                             QWidget *parent)
    : QWidget(parent)
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_spin(new QDoubleSpinBox(this))
    , m_minimum(minimum)
    , m_maximum(maximum)
    , m_scale(scale)
{
    m_slider->setRange(0, kSliderSteps);
    m_slider->setPageStep(kSliderSteps / 20);
    m_spin->setRange(minimum, maximum);
    m_spin->setDecimals(decimals);
    m_spin->setKeyboardTracking(false);
    m_spin->setMinimumWidth(110);
    m_spin->setAlignment(Qt::AlignRight);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spin);

    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        if (m_updating)
            return;
        const double v = fromSlider(position);
        m_updating = true;
        m_spin->setValue(v);
        m_updating = false;
        emit valueChanged(m_spin->value());
    });
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (m_updating)
            return;
        m_updating = true;
        m_slider->setValue(toSlider(v));
        m_updating = false;
        emit valueChanged(v);
    });
}

double SliderSpinBox::value() const
{
    return m_spin->value();
}

void SliderSpinBox::setValue(double value)
{
    m_updating = true;
    m_spin->setValue(value);
    m_slider->setValue(toSlider(m_spin->value()));
    m_updating = false;
}

void SliderSpinBox::setSuffix(const QString &suffix)
{
    m_spin->setSuffix(suffix);
}

void SliderSpinBox::setSingleStep(double step)
{
    m_spin->setSingleStep(step);
}

void SliderSpinBox::setSpecialValueText(const QString &text)
{
    m_spin->setSpecialValueText(text);
}

int SliderSpinBox::toSlider(double value) const
{
    double t = 0;
    if (m_scale == Scale::Log && m_minimum > 0)
        t = std::log(value / m_minimum) / std::log(m_maximum / m_minimum);
    else
        t = (value - m_minimum) / (m_maximum - m_minimum);
    return int(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps));
}

double SliderSpinBox::fromSlider(int position) const
{
    const double t = double(position) / kSliderSteps;
    if (m_scale == Scale::Log && m_minimum > 0)
        return m_minimum * std::pow(m_maximum / m_minimum, t);
    return m_minimum + t * (m_maximum - m_minimum);
}

} // namespace gpuplanner::ui
