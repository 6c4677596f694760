#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace gpuplanner::ui {

/// A hidden, word-wrapped label for a note under an input field: set its text and show it. The
/// colour stands out from ordinary text in a light and in a dark palette.
QLabel *createNoteLabel(QWidget *parent);

/// A slider paired with a spin box for one number. With a log scale the slider moves evenly in
/// log10(value), for quantities spanning decades (parameters, tokens, hours). The spin box shows
/// the exact value in `unit`; both stay in step without echoing signals back. While a typed value
/// is out of range or incomplete, a note under the field says what range is accepted.
class SliderSpinBox : public QWidget
{
    Q_OBJECT
public:
    enum class Scale { Linear, Log };

    SliderSpinBox(double minimum, double maximum, int decimals, Scale scale,
                  QWidget *parent = nullptr);

    double value() const;
    /// Sets the value without emitting valueChanged.
    void setValue(double value);
    void setSuffix(const QString &suffix);
    void setSingleStep(double step);
    /// Text shown in the spin box at its minimum (e.g. "auto").
    void setSpecialValueText(const QString &text);
    /// Lets the spin box take numbers from `minimum` to `maximum`, a range that may be wider than
    /// the slider's (the slider then rests at its end): 2,048 GPUs can be typed where the slider
    /// stops at 1,024. The range note names this range.
    void setTypedRange(double minimum, double maximum);
    QSlider *slider() const { return m_slider; }
    /// The note under the field (hidden while the typed text is acceptable).
    QLabel *note() const { return m_note; }
    QDoubleSpinBox *spinBox() const { return m_spin; }

signals:
    /// The user moved the slider or edited the spin box.
    void valueChanged(double value);

private:
    int toSlider(double value) const;
    double fromSlider(int position) const;
    void showRangeNote(bool acceptable);

    QSlider *m_slider;
    QDoubleSpinBox *m_spin;
    QLabel *m_note;
    double m_minimum;
    double m_maximum;
    Scale m_scale;
    bool m_updating = false;
};

} // namespace gpuplanner::ui
