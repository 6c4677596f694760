#include "SliderSpinBox.h"

#include <QDoubleSpinBox>
#include <QFontMetrics>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>

#include <functional>

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

namespace {
constexpr int kSliderSteps = 1000;

/// A spin box that reports, for every keystroke (refused ones too), whether the text is acceptable.
class CheckedSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    std::function<void(bool acceptable)> checked;
    /// The largest number the slider reaches: the box asks for the width that number needs, not
    /// the width of the (possibly much longer) largest number it takes.
    double sizedMaximum = 0;

    QSize sizeHint() const override { return narrowed(QDoubleSpinBox::sizeHint()); }
    QSize minimumSizeHint() const override { return narrowed(QDoubleSpinBox::minimumSizeHint()); }

    /// `size` less what the typed maximum's text adds over the slider's (Qt sizes a spin box by
    /// the longer of its minimum's and maximum's texts).
    QSize narrowed(QSize size) const
    {
        if (sizedMaximum <= 0 || sizedMaximum >= maximum())
            return size;
        const QFontMetrics metrics(font());
        const auto advance = [&](double v) { return metrics.horizontalAdvance(textFromValue(v).left(18)); };
        size.rwidth() -= std::max(0, advance(maximum()) - std::max(advance(sizedMaximum), advance(minimum())));
        return size;
    }

    QValidator::State validate(QString &text, int &pos) const override
    {
        const QValidator::State state = QDoubleSpinBox::validate(text, pos);
        if (checked)
            checked(state == QValidator::Acceptable);
        return state;
    }
};
} // namespace

QLabel *createNoteLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setVisible(false);
    QPalette palette = label->palette();
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    palette.setColor(QPalette::WindowText, dark ? QColor(0xff, 0xb0, 0x60) : QColor(0xa8, 0x4a, 0x00));
    label->setPalette(palette);
    return label;
}

SliderSpinBox::SliderSpinBox(double minimum, double maximum, int decimals, Scale scale,
                             QWidget *parent)
    : QWidget(parent)
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_spin(new CheckedSpinBox(this))
    , m_note(createNoteLabel(this))
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

    m_note->setObjectName(QStringLiteral("rangeNote"));
    static_cast<CheckedSpinBox *>(m_spin)->checked = [this](bool acceptable) { showRangeNote(acceptable); };
    connect(m_spin, &QDoubleSpinBox::editingFinished, this, [this] { showRangeNote(true); });

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 0, 0);
    layout->addWidget(m_spin, 0, 1);
    layout->addWidget(m_note, 1, 0, 1, 2);
    layout->setColumnStretch(0, 1);

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

void SliderSpinBox::setTypedRange(double minimum, double maximum)
{
    m_updating = true;
    static_cast<CheckedSpinBox *>(m_spin)->sizedMaximum = m_maximum;
    m_spin->setRange(minimum, maximum);
    m_updating = false;
}

void SliderSpinBox::showRangeNote(bool acceptable)
{
    if (acceptable == m_note->isHidden())
        return;
    if (!acceptable) {
        const QLocale locale = m_spin->locale();
        m_note->setText(tr("Type a number from %1 to %2.")
                            .arg(locale.toString(m_spin->minimum(), 'f', m_spin->decimals()),
                                 locale.toString(m_spin->maximum(), 'f', m_spin->decimals())));
    }
    m_note->setVisible(!acceptable);
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
