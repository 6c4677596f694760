#include "PdfReport.h"

#include "BudgetChartView.h"
#include "Compute.h"
#include "CostChartView.h"
#include "Evaluate.h"
#include "CostPartsChartView.h"
#include "DurationChartView.h"
#include "InputError.h"
#include "InputFieldText.h"
#include "Labels.h"
#include "ScenarioFiles.h"
#include "MemoryChartView.h"
#include "MonthlySpendChartView.h"
#include "TimelineChartView.h"
#include "WaterfallChartView.h"
#include "OptionColumns.h"
#include "Plans.h"
#include "TornadoChartView.h"
#include "Translation.h"
#include "Uncertainty.h"

#include <algorithm>
#include <QAbstractAxis>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLegend>
#include <QDate>
#include <QFileInfo>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QBuffer>

#include <QRegularExpression>

#include <cmath>
#include <functional>
#include <numeric>

namespace gpuplanner::ui {

namespace {


/// The report's typeface: Simplified Chinese fonts the project installs (.ci/setup), so Chinese
/// never falls back to Japanese glyph shapes; both carry Latin letters too.
QFont reportFont(double points, bool bold = false)
{
    QFont font;
    font.setFamilies({QStringLiteral("WenQuanYi Zen Hei"), QStringLiteral("Noto Sans CJK SC")});
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

/// Numbers in the report follow its language (1,080.00 in both zh_CN and en), not the system
/// locale, so the same scenario gives the same report on every machine.
QLocale reportLocale()
{
    return Translation::localeFor(Translation::current());
}

/// Chinese punctuation a line may end after, and brackets it may end before.
const QString kClosing = QStringLiteral("，。；：、）！？」』》】");
const QString kOpening = QStringLiteral("（「『《【");
/// What may not begin a line: closing punctuation, Chinese and Latin, and the "·" between the
/// parts of a name.
const QString kNoLineStart = kClosing + QStringLiteral(",.;:!?)%·");

/// Where a line may end before a character of a text (breaks()).
enum class Break { Never, Poor, Good };

/// Where lines may end in `text`: before character i when the result's i-th entry is not Never
/// (the 0th always is). Good: after spaces, except those after a number ("20.9 小时", "24 GB"
/// stay together), after Chinese punctuation and before an opening bracket. Poor, only for what
/// is wider than a line: beside a Chinese character, after a hyphen or slash inside a word.
/// Never inside one of `names`, nor inside a number with the Chinese unit after it ("20.9 小时").
/// Qt alone breaks between any two Chinese characters: 北/京, 按小/时.
QList<Break> breaks(const QString &text, const QStringList &names)
{
    const qsizetype n = text.size();
    QList<Break> at(n, Break::Never);
    const auto han = [&](qsizetype i) { return text[i].script() == QChar::Script_Han; };
    for (qsizetype i = 1; i < n; ++i) {
        const QChar a = text[i - 1], b = text[i];
        if (b.isSpace() || kNoLineStart.contains(b) || kOpening.contains(a) || a == QLatin1Char('('))
            continue;
        if (a.isSpace()) {
            qsizetype word = i - 1;
            while (word > 0 && text[word].isSpace())
                --word;
            at[i] = text[word].isDigit() ? Break::Never : Break::Good;
        } else if (kClosing.contains(a) || kOpening.contains(b)) {
            at[i] = Break::Good;
        } else if (han(i - 1) || han(i)
                   || ((a == QLatin1Char('-') || a == QLatin1Char('/')) && i > 1 && text[i - 2].isLetterOrNumber()
                       && b.isLetterOrNumber())) {
            at[i] = Break::Poor;
        }
    }
    const auto keep = [&](qsizetype from, qsizetype length) {
        for (qsizetype i = from + 1; i < std::min(from + length, n); ++i)
            at[i] = Break::Never;
    };
    for (const QString &name : names)
        for (qsizetype from = name.isEmpty() ? -1 : text.indexOf(name); from >= 0; from = text.indexOf(name, from + 1))
            keep(from, name.size());
    static const QRegularExpression numberWithUnit(QStringLiteral("\\d[\\d.,]*\\s?\\p{Han}{1,2}"));
    for (auto it = numberWithUnit.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        keep(m.capturedStart(), m.capturedLength());
    }
    return at;
}

/// `text` without the spaces at its end.
QString chopSpaces(QString text)
{
    while (!text.isEmpty() && text.back().isSpace())
        text.chop(1);
    return text;
}

/// `text` in lines no wider than `width` (device units) in `metrics`, each without trailing
/// spaces; its own line breaks are kept. Lines end at breaks()'s Good places; a stretch between
/// two of them that is wider than a line ends lines at Poor places, and a piece still wider
/// between any two characters. `names` are as for breaks().
QStringList wrap(const QString &text, const QFontMetrics &metrics, int width, const QStringList &names)
{
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        const QList<Break> at = breaks(paragraph, names);
        QString line;
        const auto fits = [&](const QString &s) { return metrics.horizontalAdvance(chopSpaces(s)) <= width; };
        // Level 0 cuts at Good breaks, 1 at any break, 2 between characters.
        const auto cuts = [&](qsizetype i, int level) {
            return level == 0 ? at[i] == Break::Good : level == 1 ? at[i] != Break::Never : !paragraph[i].isLowSurrogate();
        };
        std::function<void(qsizetype, qsizetype, int)> place = [&](qsizetype from, qsizetype to, int level) {
            qsizetype start = from;
            for (qsizetype i = from + 1; i <= to; ++i) {
                if (i < to && !cuts(i, level))
                    continue;
                const QString piece = paragraph.mid(start, i - start);
                if (fits(line + piece)) {
                    line += piece;
                } else {
                    if (!line.isEmpty())
                        lines << chopSpaces(std::exchange(line, QString()));
                    if (fits(piece) || level == 2)
                        line = piece;
                    else
                        place(start, i, level + 1);
                }
                start = i;
            }
        };
        place(0, paragraph.size(), 0);
        lines << chopSpaces(line);
    }
    return lines;
}

/// The width of `text` unbroken, device units: its longest line in `metrics`.
int naturalWidth(const QString &text, const QFontMetrics &metrics)
{
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

/// The narrowest width `text` wraps into without a last-resort break: its widest piece between
/// breaks()'s Good places, device units in `metrics`.
int leastWidth(const QString &text, const QFontMetrics &metrics, const QStringList &names)
{
    int widest = 0;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        const QList<Break> at = breaks(paragraph, names);
        qsizetype start = 0;
        for (qsizetype i = 1; i <= paragraph.size(); ++i)
            if (i == paragraph.size() || at[i] == Break::Good) {
                widest = std::max(widest, metrics.horizontalAdvance(chopSpaces(paragraph.mid(start, i - start))));
                start = i;
            }
    }
    return widest;
}

/// Whether a table cell is a number in `locale` ("1,080.00", "-3", "50%"), or a range of two with
/// a unit after it ("2,130.4–2,843.2 h"): right-aligned, never wrapped.
bool isNumber(const QString &cell, const QLocale &locale)
{
    QString text = cell.trimmed();
    if (text.endsWith(QLatin1Char('%')))
        text.chop(1);
    bool ok = false;
    locale.toDouble(text, &ok);
    if (ok)
        return true;
    const QStringList ends = text.split(QChar(0x2013)); // en dash
    if (ends.size() != 2)
        return false;
    QString last = ends[1];
    if (const qsizetype space = last.indexOf(QLatin1Char(' ')); space > 0)
        last.truncate(space); // the unit: " h", " 小时"
    bool first = false, second = false;
    locale.toDouble(ends[0], &first);
    locale.toDouble(last, &second);
    return first && second;
}

/// Table column widths, device units, within `total`, `padding` added to each. `steps` gives
/// each column's width at every step from least to most wanted (each at least the one before):
/// the first step (what cannot wrap) is always given, scaled down to `total` when even it does
/// not fit (pieces then break anywhere); each next step in whole while all columns fit, and the
/// one that does not fit in part, its room shared in proportion to what each column gains. When
/// even the first step does not fit, the `fixed` columns (numbers, dates) keep it and the others
/// share what is left, the widest narrowed first, as long as that leaves each a tenth of the page
/// (a table of six large amounts beside one option's name: the name wraps, the amounts do not).
QList<int> columnWidths(const QList<QList<int>> &steps, const QList<bool> &fixed, int total, int padding)
{
    const qsizetype columns = steps.front().size();
    const double room = std::max(0, total - int(padding * columns));
    const auto sum = [](const QList<int> &widths) { return std::accumulate(widths.begin(), widths.end(), 0.0); };
    QList<double> widths(steps.front().begin(), steps.front().end());
    const double least = sum(steps.front());
    if (least > room) {
        double kept = 0, wordsLeast = 0;
        for (qsizetype c = 0; c < columns; ++c)
            (fixed.value(c) ? kept : wordsLeast) += fixed.value(c) ? widths[c] : std::min(widths[c], 0.1 * room);
        if (kept + wordsLeast <= room && kept < room) {
            // The widest word columns give way first: every one is capped at the same width, the
            // cap chosen so they fill what the fixed ones leave (a long source note narrows, an
            // option's name keeps its width).
            std::vector<double> words;
            for (qsizetype c = 0; c < columns; ++c)
                if (!fixed.value(c))
                    words.push_back(widths[c]);
            std::sort(words.begin(), words.end());
            double left = room - kept, cap = 0;
            for (size_t i = 0; i < words.size(); ++i) {
                cap = left / double(words.size() - i);
                if (words[i] >= cap)
                    break;
                left -= words[i];
                cap = words[i];
            }
            for (qsizetype c = 0; c < columns; ++c)
                if (!fixed.value(c))
                    widths[c] = std::min(widths[c], cap);
        } else {
            for (double &width : widths)
                width *= room / least;
        }
    }
    for (qsizetype step = 1; step < steps.size() && least <= room; ++step) {
        const double from = sum(steps[step - 1]), to = sum(steps[step]);
        const double share = to <= room ? 1.0 : (room - from) / (to - from);
        for (qsizetype c = 0; c < columns; ++c)
            widths[c] = steps[step - 1][c] + share * (steps[step][c] - steps[step - 1][c]);
        if (share < 1.0)
            break;
    }
    QList<int> out;
    for (const double width : widths)
        out << int(width) + padding;
    return out;
}

/// Lays text, tables and charts top to bottom on A4 pages, opening pages as needed. Text breaks
/// between words only (wrap()).
class Layout
{
public:
    /// Thrown by newPage() when the caller's progress function asks to stop.
    struct Stopped
    {
    };

    /// `footerTitle`: what the report is, on every page's footer beside its number.
    Layout(QPdfWriter &writer, QPainter &painter, const PdfReport::PageProgress &progress, const QString &footerTitle)
        : m_writer(writer), m_painter(painter), m_page(painter.viewport()), m_progress(progress),
          m_footerTitle(footerTitle)
    {
        m_width = m_page.width();
        m_bottom = m_page.height() - m_footer;
    }

    /// Names no line may break inside from now on (breaks()): regions, offerings, MIG profiles.
    void keepWhole(const QStringList &names) { m_names = names; }

    void setFont(int points, bool bold = false) { m_painter.setFont(reportFont(points, bold)); }

    void ensure(int height)
    {
        if (m_y + height > m_bottom)
            newPage();
    }

    void newPage()
    {
        footer();
        m_writer.newPage();
        ++m_pageNumber;
        m_y = 0;
        if (m_progress && !m_progress(m_pageNumber))
            throw Stopped{};
    }

    /// Text across the page in `points`, in lines broken between words (wrap()); a paragraph
    /// longer than what is left of the page goes on over the next.
    void paragraph(const QString &text, int points = 10, bool bold = false)
    {
        setFont(points, bold);
        const QStringList lines = wrap(text, m_painter.fontMetrics(), m_width, m_names);
        const int lineHeight = m_painter.fontMetrics().lineSpacing();
        for (const QString &line : lines) {
            ensure(lineHeight);
            m_painter.drawText(QRect(0, m_y, m_width, lineHeight), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, line);
            m_y += lineHeight;
        }
        m_y += m_gap;
    }

    /// Height paragraph() takes for `text` in `points` on this page's width, its gap included.
    int paragraphHeight(const QString &text, int points)
    {
        setFont(points);
        return int(wrap(text, m_painter.fontMetrics(), m_width, m_names).size()) * m_painter.fontMetrics().lineSpacing() + m_gap;
    }

    /// A section heading, kept on the same page as at least the first lines of what follows.
    void heading(const QString &text, int keep = 1400)
    {
        ensure(keep);
        paragraph(text, 12, true);
    }

    /// A table with a bold header row repeated on every page it spans. Columns are as wide as
    /// their content allows (columnWidths), with a gap between them; a column of numbers
    /// (isNumber, or "–" for none) is right-aligned and never wrapped, words wrap (wrap()).
    /// `keepAfter`: height that must follow the last row on its page (a note under the table),
    /// so the note is never left alone at the top of a page.
    void table(const QStringList &header, const QList<QStringList> &rows, int keepAfter = 0)
    {
        const qsizetype columns = header.size();
        const QLocale locale = reportLocale();
        QList<bool> numeric(columns, false);
        for (qsizetype c = 0; c < columns; ++c) {
            bool words = false;
            for (const QStringList &row : rows) {
                const QString cell = row.value(c);
                const bool number = isNumber(cell, locale);
                numeric[c] = numeric[c] || number;
                words = words || (!number && !cell.isEmpty() && cell != QStringLiteral("–"));
            }
            numeric[c] = numeric[c] && !words;
        }
        // Numbers and dates do not wrap: when space runs short the words give way first.
        QList<bool> fixed = numeric;
        for (qsizetype c = 0; c < columns; ++c)
            fixed[c] = fixed[c] || std::all_of(rows.begin(), rows.end(), [c](const QStringList &row) {
                           return QDate::fromString(row.value(c), Qt::ISODate).isValid();
                       });
        // Widths wanted, step by step: what cannot wrap; every cell unwrapped, headers wrapped;
        // headers unwrapped too.
        QList<int> least(columns, 0), unwrapped(columns, 0), whole(columns, 0);
        setFont(kTablePoints);
        for (const QStringList &row : rows)
            for (qsizetype c = 0; c < columns; ++c) {
                const QFontMetrics metrics = m_painter.fontMetrics();
                const int natural = naturalWidth(row.value(c), metrics);
                unwrapped[c] = std::max(unwrapped[c], natural);
                least[c] = std::max(least[c], fixed[c] ? natural : leastWidth(row.value(c), metrics, m_names));
            }
        setFont(kTablePoints, true);
        for (qsizetype c = 0; c < columns; ++c) {
            least[c] = std::max(least[c], leastWidth(header[c], m_painter.fontMetrics(), m_names));
            unwrapped[c] = std::max(unwrapped[c], least[c]);
            whole[c] = std::max(unwrapped[c], naturalWidth(header[c], m_painter.fontMetrics()));
        }
        const QList<int> widths = columnWidths({least, unwrapped, whole}, fixed, m_width, 2 * kCellPadding);
        const int tableWidth = std::accumulate(widths.begin(), widths.end(), 0);

        std::function<void(const QStringList &, bool, int)> drawRow = [&](const QStringList &cells, bool bold, int after) {
            setFont(kTablePoints, bold);
            const int lineHeight = m_painter.fontMetrics().lineSpacing();
            QList<QStringList> lines;
            qsizetype tallest = 1;
            for (qsizetype c = 0; c < columns; ++c) {
                lines << wrap(cells.value(c), m_painter.fontMetrics(), widths[c] - 2 * kCellPadding, m_names);
                tallest = std::max(tallest, lines.back().size());
            }
            const int height = int(tallest) * lineHeight + 2 * kCellPaddingV;
            if (m_y + height + after > m_bottom && !bold) {
                newPage();
                drawRow(header, true, 0);
                setFont(kTablePoints, bold);
            }
            int x = 0;
            for (qsizetype c = 0; c < columns; ++c) {
                // Each cell's lines centred in the row's height.
                int y = m_y + (height - int(lines[c].size()) * lineHeight) / 2;
                for (const QString &line : lines[c]) {
                    m_painter.drawText(QRect(x + kCellPadding, y, widths[c] - 2 * kCellPadding, lineHeight),
                                       (numeric[c] ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter | Qt::TextDontClip,
                                       line);
                    y += lineHeight;
                }
                x += widths[c];
            }
            m_painter.setPen(QPen(Qt::gray, 0.5));
            m_painter.drawLine(0, m_y + height, tableWidth, m_y + height);
            m_painter.setPen(Qt::black);
            m_y += height;
        };
        setFont(kTablePoints);
        ensure((m_painter.fontMetrics().lineSpacing() + 2 * kCellPaddingV) * 2);
        drawRow(header, true, 0);
        for (qsizetype i = 0; i < rows.size(); ++i)
            drawRow(rows[i], false, i + 1 == rows.size() ? keepAfter : 0);
        m_y += m_gap;
    }

    /// Renders a chart as vectors into the next `height` units, its text in the report's font
    /// (without it Qt falls back to Japanese CJK glyphs for Chinese).
    void chart(QChartView &view, int height)
    {
        ensure(height);
        QChart *chart = view.chart();
        const QFont font = reportFont(9);
        const QFont title = reportFont(11, true);
        chart->setTitleFont(title);
        chart->legend()->setFont(font);
        for (QAbstractAxis *axis : chart->axes()) {
            axis->setLabelsFont(font);
            axis->setTitleFont(font);
        }
        const QSizeF source(1000.0, 1000.0 * height / m_width);
        chart->setPos(0, 0);
        chart->resize(source);
        view.scene()->setSceneRect(QRectF(QPointF(0, 0), source));
        m_painter.save();
        view.scene()->render(&m_painter, QRectF(0, m_y, m_width, height), QRectF(QPointF(0, 0), source));
        m_painter.restore();
        m_y += height + m_gap;
    }

    void finish() { footer(); }

private:
    /// The footer, in its own font: the text being laid out keeps its font across a new page.
    void footer()
    {
        m_painter.save();
        setFont(8);
        m_painter.drawText(QRect(0, m_bottom + m_gap, m_width, m_footer), Qt::AlignLeft | Qt::AlignVCenter, m_footerTitle);
        m_painter.drawText(QRect(0, m_bottom + m_gap, m_width, m_footer), Qt::AlignRight | Qt::AlignVCenter,
                           QCoreApplication::translate("PdfReport", "Page %1").arg(m_pageNumber));
        m_painter.restore();
    }

    QPdfWriter &m_writer;
    QPainter &m_painter;
    QRect m_page;
    int m_width = 0;
    int m_bottom = 0;
    int m_y = 0;
    int m_pageNumber = 1;
    const PdfReport::PageProgress &m_progress;
    QString m_footerTitle;
    QStringList m_names;
    const int m_gap = 60;
    const int m_footer = 160;
    static constexpr int kTablePoints = 8;   ///< table text size, points
    static constexpr int kCellPadding = 40;  ///< left and right of a cell's text: 80 (3.4 mm) between cells
    static constexpr int kCellPaddingV = 20; ///< above and below a row's text
};

QString pdfTr(const char *text)
{
    return QCoreApplication::translate("PdfReport", text);
}

QString number(double v, int decimals)
{
    return reportLocale().toString(v, 'f', decimals);
}

/// An input as the scenario holds it: `decimals` places, more (up to 6) where fewer would round
/// the value off (a 1 ms latency target is 0.001 s, not 0.0).
QString inputNumber(double v, int decimals)
{
    while (decimals < 6 && std::abs(std::round(v * std::pow(10.0, decimals)) / std::pow(10.0, decimals) - v)
                               > 1e-9 * std::max(1.0, std::abs(v)))
        ++decimals;
    return number(v, decimals);
}

QString money(double v)
{
    // Cents of a million are noise, and their digits push a table's amounts onto two lines.
    return number(v, std::abs(v) >= 1e6 ? 0 : 2);
}

/// The glossary of docs/DOMAIN.md: the field's terms as the report uses them, with what they mean.
const char *const kGlossary[][2] = {
    {QT_TRANSLATE_NOOP("PdfReport", "whole-card rental"),
     QT_TRANSLATE_NOOP("PdfReport", "one physical GPU: all of its memory, compute and bandwidth are yours")},
    {QT_TRANSLATE_NOOP("PdfReport", "GPU slice"),
     QT_TRANSLATE_NOOP("PdfReport", "a share of one card: a MIG partition (hardware) or a vGPU share (software)")},
    {QT_TRANSLATE_NOOP("PdfReport", "MIG profile"),
     QT_TRANSLATE_NOOP("PdfReport", "one hardware partition size of an A100/H100-class card, e.g. 1g.10gb or 3g.40gb")},
    {QT_TRANSLATE_NOOP("PdfReport", "spot instance"),
     QT_TRANSLATE_NOOP("PdfReport", "discounted, but can be reclaimed at any time; the job must checkpoint and resume")},
    {QT_TRANSLATE_NOOP("PdfReport", "whole-machine rental"),
     QT_TRANSLATE_NOOP("PdfReport", "a server with 8 GPUs linked by NVLink/RDMA, often with a minimum term")},
    {QT_TRANSLATE_NOOP("PdfReport", "cloud GPU server instance"),
     QT_TRANSLATE_NOOP("PdfReport", "a virtual machine billed for CPU, memory, disks and public bandwidth besides the GPU")},
    {QT_TRANSLATE_NOOP("PdfReport", "pay-as-you-go"),
     QT_TRANSLATE_NOOP("PdfReport", "billed for the time used: per hour, or per second or minute where the platform bills so")},
    {QT_TRANSLATE_NOOP("PdfReport", "daily / weekly / monthly / yearly plan"),
     QT_TRANSLATE_NOOP("PdfReport", "paid ahead per day, week, month or year: cheaper per hour, but paid while idle too")},
    {QT_TRANSLATE_NOOP("PdfReport", "minimum term"),
     QT_TRANSLATE_NOOP("PdfReport", "the shortest rental an offering sells; a shorter job pays the rest as a top-up")},
    {QT_TRANSLATE_NOOP("PdfReport", "GPU hours"), QT_TRANSLATE_NOOP("PdfReport", "GPUs × hours: one GPU for one hour is one GPU hour")},
    {QT_TRANSLATE_NOOP("PdfReport", "power off / economical stop"),
     QT_TRANSLATE_NOOP("PdfReport", "stopping an instance between jobs: GPU billing stops; disks (and on a cloud the public IP) go on billing")},
    {QT_TRANSLATE_NOOP("PdfReport", "calendar month"),
     QT_TRANSLATE_NOOP("PdfReport", "a month's plan that runs to the same date next month: 28 to 31 days")},
    {QT_TRANSLATE_NOOP("PdfReport", "outbound traffic"),
     QT_TRANSLATE_NOOP("PdfReport", "data sent from the instance to the internet (streamed answers, downloaded checkpoints), billed per GB on clouds")},
    {QT_TRANSLATE_NOOP("PdfReport", "no-GPU mode"),
     QT_TRANSLATE_NOOP("PdfReport", "the instance started without its GPU, at a small hourly price, to prepare data")},
    {QT_TRANSLATE_NOOP("PdfReport", "full fine-tuning"), QT_TRANSLATE_NOOP("PdfReport", "every weight of the model is trained")},
    {QT_TRANSLATE_NOOP("PdfReport", "LoRA / QLoRA"),
     QT_TRANSLATE_NOOP("PdfReport", "small low-rank adapters trained on a frozen model (QLoRA: the model stored in 4 bits)")},
    {QT_TRANSLATE_NOOP("PdfReport", "pretraining"), QT_TRANSLATE_NOOP("PdfReport", "training from scratch on a large number of tokens")},
    {QT_TRANSLATE_NOOP("PdfReport", "inference serving"), QT_TRANSLATE_NOOP("PdfReport", "answering online requests, where latency matters")},
    {QT_TRANSLATE_NOOP("PdfReport", "tensor, pipeline and expert parallelism"),
     QT_TRANSLATE_NOOP("PdfReport", "ways to split one model over GPUs: each layer's matrices (tensor), runs of layers (pipeline), a mixture of experts' experts (expert); the GPUs exchange data every layer or stage")},
    {QT_TRANSLATE_NOOP("PdfReport", "pipeline bubble"),
     QT_TRANSLATE_NOOP("PdfReport", "the time pipeline stages wait while a step's micro-batches fill and drain the pipeline; more micro-batches a step or an interleaved schedule shorten it")},
    {QT_TRANSLATE_NOOP("PdfReport", "all-to-all"),
     QT_TRANSLATE_NOOP("PdfReport", "the exchange in which every GPU sends tokens to the GPUs holding their experts and takes the results back, in every expert layer, forward and backward")},
    {QT_TRANSLATE_NOOP("PdfReport", "memory bandwidth"),
     QT_TRANSLATE_NOOP("PdfReport", "how fast data moves between GPU memory and the compute units (GB/s)")},
    {QT_TRANSLATE_NOOP("PdfReport", "data disk / system disk"), QT_TRANSLATE_NOOP("PdfReport", "storage, billed per GB")},
    {QT_TRANSLATE_NOOP("PdfReport", "intranet bandwidth"),
     QT_TRANSLATE_NOOP("PdfReport", "network inside the data centre: about 10 Gbps dedicated to a whole card, about 1 Gbps shared by slices")},
    {QT_TRANSLATE_NOOP("PdfReport", "throttling"), QT_TRANSLATE_NOOP("PdfReport", "the clock falling under sustained load")},
    {QT_TRANSLATE_NOOP("PdfReport", "physical isolation"),
     QT_TRANSLATE_NOOP("PdfReport", "memory and compute no neighbour can touch: MIG gives it, Docker sharing does not")},
    {QT_TRANSLATE_NOOP("PdfReport", "western hub"),
     QT_TRANSLATE_NOOP("PdfReport", "the cheaper data-centre regions in western China (East Data, West Computing)")},
    {QT_TRANSLATE_NOOP("PdfReport", "eastern first-tier city"),
     QT_TRANSLATE_NOOP("PdfReport", "Beijing, Shanghai, Shenzhen: near users, with dearer power and land")},
    {QT_TRANSLATE_NOOP("PdfReport", "total cost"),
     QT_TRANSLATE_NOOP("PdfReport", "everything the bill will show, not only the GPU's hourly price")},
    {QT_TRANSLATE_NOOP("PdfReport", "break-even point"), QT_TRANSLATE_NOOP("PdfReport", "the rental period at which two options cost the same")},
};

/// Every input of the scenario, then every default the estimate used (the catalog's, or the
/// scenario's override), as rows of name, value and where the value comes from. The card's
/// figures are those of `recommended`: the advisor's first choice, or in a project (`phase`) the
/// option the phase runs on.
QList<QStringList> assumptionRows(const model::Scenario &s, const model::Catalog &catalog,
                                  const model::OptionResult *recommended, bool phase)
{
    const model::Workload &w = s.workload;
    const QString fromScenario = pdfTr(QT_TRANSLATE_NOOP("PdfReport", "scenario"));
    const QString fromCatalog = pdfTr(QT_TRANSLATE_NOOP("PdfReport", "catalog default"));
    //: where a value comes from: the value equals the one a file gets when it leaves the input out
    //: (set in the file or not); never read as "not set"
    const QString fromFormat = pdfTr(QT_TRANSLATE_NOOP("PdfReport", "same as default"));
    QList<QStringList> rows;
    auto input = [&](const QString &name, const QString &value, const QString &from) { rows << QStringList{name, value, from}; };
    // The model, then every input of the table (model/InputFields.cpp) the workload kind uses,
    // named as the input panel names it, with its unit.
    // A config.json's model is named by its model_type and the file it came from.
    const QString modelName = w.modelSource == model::ModelSource::HfConfig && !w.hfConfigPath.empty()
        ? QStringLiteral("%1 (%2)").arg(QString::fromStdString(w.arch.name),
                                        QFileInfo(QString::fromStdString(w.hfConfigPath)).fileName())
        : QString::fromStdString(w.arch.name);
    input(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Model")), modelName, fromScenario);
    input(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Parameters (billions)")), number(model::countParams(w.arch).total / 1e9, 2),
          fromScenario);
    if (const model::WeightFormat *format = catalog.weightFormat(w.weightFormat);
        format && (w.kind == model::WorkloadKind::Inference || w.kind == model::WorkloadKind::Qlora))
        input(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Stored weights")), QString::fromStdString(format->name), fromScenario);
    else if (w.kind == model::WorkloadKind::Qlora) // the frozen base QLoRA trains on, said where the inputs are
        input(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Stored weights")),
              pdfTr(QT_TRANSLATE_NOOP("PdfReport", "NF4 with double quantisation, %1 bits a weight"))
                  .arg(number(catalog.defaults.qloraBitsPerWeight, 3)),
              fromCatalog);
    for (const model::InputField &f : model::inputFields()) {
        if (!f.inReport || !f.appliesTo(w.kind))
            continue;
        model::FieldValue value = f.get(s);
        // An input that changes nothing here (a pipeline's virtual stages without a pipeline) is
        // left out while it holds its default.
        if (!f.usedIn(s) && value == model::defaultValue(f))
            continue;
        // Where the value comes from: a catalog default while an optional input is not set, "same
        // as default" when the value is the one a file gets by leaving it out (whether the file
        // wrote it or not: a fresh tester's boss would read a bare "default" as "not set").
        const bool catalogDefault = std::holds_alternative<std::monostate>(value) && f.unsetFromCatalog;
        const QString from = catalogDefault ? fromCatalog : value == model::defaultValue(f) ? fromFormat : fromScenario;
        if (catalogDefault)
            value = f.shownWhenUnset(s, catalog); // the number the estimate used
        QString text;
        if (const double *v = std::get_if<double>(&value); v && f.unit == model::FieldUnit::Billions)
            text = Labels::largeCount(*v, reportLocale()); // "1 亿", "100 million"
        else if (v)
            text = inputNumber(*v / f.displayScale, f.type == model::FieldType::Integer || f.wholeNumber ? 0 : f.decimals)
                + InputFieldText::suffix(f, s.currency);
        else if (const bool *flag = std::get_if<bool>(&value))
            text = Labels::yesNo(*flag);
        else if (const std::string *key = std::get_if<std::string>(&value))
            text = InputFieldText::choice(f, *key);
        else
            text = InputFieldText::translated(f.unsetText);
        input(InputFieldText::label(f), text, from);
    }

    // Defaults: the catalog's, unless the scenario overrides them.
    const model::CatalogDefaults d = model::effectiveDefaults(catalog, s);
    const model::Overrides &o = s.overrides;
    const QString overridden = pdfTr(QT_TRANSLATE_NOOP("PdfReport", "scenario override"));
    auto assumption = [&](const char *name, const QString &value, bool override) {
        rows << QStringList{pdfTr(name), value, override ? overridden : fromCatalog};
    };
    // The MFU the estimate used: the scenario's, or the catalog's for the recommended card, its
    // precision and the workload kind (effectiveMfu), not the catalog's one fallback figure.
    const model::Gpu *gpu = recommended ? catalog.gpu(recommended->gpu) : nullptr;
    if (!w.mfu && gpu) {
        // The training framework's own figure on this card covers the whole step, or in FP8 with
        // its own attention figure its linear layers; otherwise training in FP8 on an FP8 card
        // blends FP8 linear layers with bf16 attention.
        const bool own = model::frameworkMfu(*gpu, w).has_value();
        const bool ownSplit = own && model::frameworkAttentionMfu(*gpu, w).has_value();
        const bool blend = !own && model::blendsFp8(*gpu, w);
        const char *label = ownSplit
            ? (phase ? QT_TRANSLATE_NOOP("PdfReport", "MFU on %1, the card this phase runs on (the training framework's own "
                                                      "published figures, as a share of the FP8 peak: linear layers in FP8, "
                                                      "attention in bf16)")
                     : QT_TRANSLATE_NOOP("PdfReport", "MFU on %1, the recommended card (the training framework's own "
                                                      "published figures, as a share of the FP8 peak: linear layers in FP8, "
                                                      "attention in bf16)"))
            : own ? (phase ? QT_TRANSLATE_NOOP("PdfReport", "MFU on %1, the card this phase runs on (the training "
                                                                          "framework's own published figure, whole step)")
                                         : QT_TRANSLATE_NOOP("PdfReport", "MFU on %1, the recommended card (the training "
                                                                          "framework's own published figure, whole step)"))
            : blend ? (phase ? QT_TRANSLATE_NOOP("PdfReport", "MFU on %1, the card this phase runs on (share of "
                                                                            "the FP8 peak: linear layers in FP8, attention in bf16)")
                                           : QT_TRANSLATE_NOOP("PdfReport", "MFU on %1, the recommended card (share of the FP8 peak: "
                                                                            "linear layers in FP8, attention in bf16)"))
                                  : (phase ? QT_TRANSLATE_NOOP("PdfReport", "MFU on %1, the card this phase runs on")
                                           : QT_TRANSLATE_NOOP("PdfReport", "MFU on %1, the recommended card"));
        QString name = pdfTr(label).arg(Labels::gpuShortName(gpu->id, catalog));
        if (const double compile = model::compileSpeedup(w, d); compile != 1.0 && !own)
            name += pdfTr(QT_TRANSLATE_NOOP("PdfReport", ", compiled (torch.compile ×%1 included)")).arg(number(compile, 2));
        rows << QStringList{name, number(model::effectiveMfu(s, catalog, gpu), 2), fromCatalog};
    }
    else
        assumption(QT_TRANSLATE_NOOP("PdfReport", "MFU (model FLOPs utilisation)"),
                   number(model::effectiveMfu(s, catalog), 2), w.mfu.has_value());
    if (model::isTraining(w.kind)) {
        assumption(QT_TRANSLATE_NOOP("PdfReport", "Framework overhead per GPU (GB)"), number(d.overheadFixedBytes / 1e9, 2),
                   o.overheadFixedGb.has_value());
        assumption(QT_TRANSLATE_NOOP("PdfReport", "Fragmentation overhead (share)"), number(d.overheadFraction, 2),
                   o.overheadFraction.has_value());
    }
    QStringList scaling;
    for (const auto &[link, efficiency] : d.scalingEfficiency)
        scaling << QStringLiteral("%1 %2").arg(link == "nvlink" ? QStringLiteral("NVLink")
                                               : link == "pcie" ? QStringLiteral("PCIe")
                                                                : pdfTr(QT_TRANSLATE_NOOP("PdfReport", "slices")),
                                               number(efficiency, 2));
    // Scaling efficiency slows multi-GPU serving replicas only; training counts its communication.
    if (!model::isTraining(w.kind))
        assumption(QT_TRANSLATE_NOOP("PdfReport", "Multi-GPU scaling efficiency"), scaling.join(Labels::listSeparator()), false);
    else
        assumption(QT_TRANSLATE_NOOP("PdfReport", "Data-parallel traffic never hidden by computation (share)"), number(d.allreduceExposedFraction, 2), false);
    assumption(QT_TRANSLATE_NOOP("PdfReport", "vGPU neighbour slowdown (share)"), number(d.vgpuContention, 2),
               o.vgpuContention.has_value());
    if (!model::isTraining(w.kind)) {
        assumption(QT_TRANSLATE_NOOP("PdfReport", "Serving engine's memory outside PyTorch per GPU (GB)"),
                   number(d.servingOverheadBytes / 1e9, 2), o.overheadFixedGb.has_value());
        assumption(QT_TRANSLATE_NOOP("PdfReport", "Decode bandwidth efficiency (share)"), number(d.decodeBandwidthEfficiency, 2), false);
    }
    assumption(QT_TRANSLATE_NOOP("PdfReport", "Checkpoint interval (hours)"), number(d.checkpointIntervalHours, 2), false);
    assumption(QT_TRANSLATE_NOOP("PdfReport", "Restart after a reclaim (hours)"), number(d.restartHours, 2), false);
    assumption(QT_TRANSLATE_NOOP("PdfReport", "Hours per month"), number(d.hoursPerMonth, 0), false);
    assumption(QT_TRANSLATE_NOOP("PdfReport", "Exchange rate (CNY per USD)"), number(d.cnyPerUsd, 2), o.cnyPerUsd.has_value());
    assumption(QT_TRANSLATE_NOOP("PdfReport", "Prices flagged after (days)"), number(d.staleAfterDays, 0), false);
    return rows;
}

/// What every section of the report reads: the result, what it came from, and its options with
/// the ranked ones first.
struct Report
{
    const model::Result &result;
    const model::Catalog &catalog;
    const model::Scenario &scenario;
    std::vector<const model::OptionResult *> ordered;
    /// In a project: the option the phase runs on (pinned or the advisor's), whose card the
    /// assumptions describe; nullptr in a scenario's report (the advisor's first choice).
    const model::OptionResult *chosen = nullptr;

    QString currency() const { return Labels::currency(result.currency); }
    QString name(const model::OptionResult &o) const { return Labels::optionName(o, catalog); }
};

/// What no line of the report breaks inside: every option's name parts (GPU, kind, MIG profile
/// or vGPU share, region), every region of the catalog and every billing plan, as shown.
QStringList unbreakableNames(const model::Result &result, const model::Catalog &catalog)
{
    QStringList names;
    for (const auto &o : result.options)
        names << Labels::optionName(o, catalog).split(QStringLiteral(" · "));
    for (const auto &region : catalog.regions)
        names << Labels::region(region.id, catalog);
    for (int plan = 0; plan < model::kPlanCount; ++plan)
        names << Labels::billing(model::planKey(model::Plan(plan)));
    names.removeDuplicates();
    return names;
}

/// The title page: scenario, date, catalog, workload, and the recommendation.
void titlePage(Layout &page, const Report &r)
{
    const model::Workload &w = r.scenario.workload;
    page.paragraph(QCoreApplication::translate("PdfReport", "GPU Planner report"), 22, true);
    page.paragraph(Labels::scenarioName(r.scenario.name, r.scenario.nameZh), 14, true);
    page.paragraph(QCoreApplication::translate("PdfReport", "Date: %1 · Catalog: %2 · Currency: %3 · Language: %4")
                       .arg(QDate::currentDate().toString(Qt::ISODate), QString::fromStdString(r.catalog.asOf),
                            r.currency(), Translation::current() == QLatin1String("zh_CN") ? QStringLiteral("简体中文")
                                                                                           : QStringLiteral("English")));
    page.paragraph((w.kind == model::WorkloadKind::Inference
                        ? QCoreApplication::translate("PdfReport", "Workload: %1, %2, %3 GPU(s) per copy of the model; %4 "
                                                                   "of GPU memory per GPU.")
                        : QCoreApplication::translate("PdfReport", "Workload: %1, %2, %3 GPU(s); %4 of GPU memory per GPU."))
                       .arg(Labels::workloadKind(w.kind), QString::fromStdString(w.arch.name))
                       .arg(w.gpus)
                       .arg(Labels::memoryPerGpu(r.result, r.catalog, reportLocale())));
    const model::OptionResult *best = r.result.best();
    if (!best) {
        // Left out for memory, time, latency or load: say which, once for each offering compared
        // (the regions do not change it), with what would hold the work where memory is short.
        const bool anyFits = std::any_of(r.result.options.begin(), r.result.options.end(),
                                         [](const model::OptionResult &o) { return o.fits; });
        page.paragraph(anyFits ? QCoreApplication::translate("PdfReport", "No compared option can do this work. Why each "
                                                                          "is left out:")
                               : QCoreApplication::translate("PdfReport", "No compared option has the GPU memory for "
                                                                          "this work."),
                       11, true);
        QStringList seen;
        for (const model::OptionResult &o : r.result.options) {
            if (seen.contains(QString::fromStdString(o.offeringId)) || seen.size() >= 8)
                continue;
            seen << QString::fromStdString(o.offeringId);
            model::OptionResult exclusions = o;
            std::erase_if(exclusions.reasons, [](const std::string &code) { return !code.starts_with("excluded_"); });
            page.paragraph(QCoreApplication::translate("PdfReport", "%1: %2")
                               .arg(Labels::offering(o, r.catalog),
                                    anyFits ? Labels::reasons(exclusions, r.catalog) : Labels::wouldFit(o, r.catalog)),
                           10);
        }
        return;
    }
    page.paragraph(QCoreApplication::translate("PdfReport", "Recommendation: %1, %2 %3 for %4; %5.")
                       .arg(r.name(*best), money(best->cost.total()), r.currency(), Labels::hours(best->runHours, reportLocale()),
                            Labels::reasons(best->reasons)),
                   11, true);
    if (const QString likely = Labels::likelyCost(*best, reportLocale()); !likely.isEmpty())
        page.paragraph(likely, 11); // how sure the total is ("How sure is this" says more)
    if (const QString cheaper = Labels::cheaperAlternative(r.result, r.catalog, reportLocale()); !cheaper.isEmpty())
        page.paragraph(cheaper, 11); // what the rules of thumb cost
    if (best->trainingTokensPerSecondPerGpu > 0) // the figure a trial run checks
        page.paragraph(QCoreApplication::translate("PdfReport", "The hours assume %1 tokens/s per GPU: an hour's trial run "
                                                                "on the card, with its logged tokens/s, checks them before "
                                                                "you commit.")
                           .arg(reportLocale().toString(best->trainingTokensPerSecondPerGpu, 'f', 0)),
                       11);
    else if (best->requestSeconds > 0) // serving: what a load test checks
        page.paragraph(QCoreApplication::translate("PdfReport", "The cost assumes each copy of the model decodes %1 "
                                                                "requests together at %2 tokens/s in all, %3 s a request, "
                                                                "%4 requests a day; the busiest hour needs %5 of them. A "
                                                                "request that arrives alone sees its first token after %6 s. "
                                                                "A load test on the card checks this before you commit.")
                           .arg(reportLocale().toString(best->batch), reportLocale().toString(best->decodeTokensPerSecond, 'f', 0),
                                reportLocale().toString(best->requestSeconds, 'f', 1),
                                reportLocale().toString(best->servingCapacityRequestsPerDay, 'f', 0),
                                reportLocale().toString(best->replicas),
                                reportLocale().toString(best->prefillSeconds, 'f', 2)),
                       11);
    // A recommendation that barely fits says so on the first page, not only among the warnings.
    if (best->hasWarning(model::warning::kTightFit))
        page.paragraph(QCoreApplication::translate("PdfReport", "Caution: %1.").arg(Labels::warning(model::warning::kTightFit, best->serves)),
                       11, true);
}

/// Inputs and assumptions, with their sources, on a page of their own.
void assumptions(Layout &page, const Report &r)
{
    page.newPage();
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Workload and assumptions")));
    const QString sources = pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Where each catalog default comes from is listed at the "
                                                                 "end of the report."));
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Input")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Value")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "From"))},
               assumptionRows(r.scenario, r.catalog, r.chosen ? r.chosen : r.result.best(), r.chosen != nullptr),
               page.paragraphHeight(sources, 8));
    page.paragraph(sources, 8);
}

/// The catalog defaults' source note cut into its entries: at each "; " or "；" outside
/// parentheses. Each entry is split at its first ": " or "：" outside parentheses into what it
/// is about (keys and values) and where it comes from; an entry without one is all source.
QList<QStringList> sourceEntries(const QString &note)
{
    QList<QStringList> rows;
    int depth = 0;
    QString entry;
    int colon = -1;
    const auto flush = [&] {
        const QString text = entry.trimmed();
        if (!text.isEmpty())
            rows << (colon < 0 ? QStringList{QString(), text}
                               : QStringList{entry.left(colon).trimmed(), entry.mid(colon + 1).trimmed()});
        entry.clear();
        colon = -1;
    };
    for (int i = 0; i < note.size(); ++i) {
        const QChar c = note[i];
        if (c == QLatin1Char('(') || c == QChar(0xFF08))
            ++depth;
        else if (c == QLatin1Char(')') || c == QChar(0xFF09))
            depth = std::max(0, depth - 1);
        if (depth == 0 && (c == QChar(0xFF1B) || (c == QLatin1Char(';') && i + 1 < note.size() && note[i + 1] == QLatin1Char(' ')))) {
            flush();
            continue;
        }
        if (depth == 0 && colon < 0
            && (c == QChar(0xFF1A) || (c == QLatin1Char(':') && i + 1 < note.size() && note[i + 1] == QLatin1Char(' '))))
            colon = int(entry.size());
        entry += c;
    }
    flush();
    return rows;
}

/// Where each catalog default comes from, one entry a row, at the end of the report.
void defaultSources(Layout &page, const Report &r)
{
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Sources of the catalog defaults (as of %1)"))
                     .arg(QString::fromStdString(r.catalog.defaults.asOf)));
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Default")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Source"))},
               sourceEntries(Labels::source(r.catalog.defaults.source, r.catalog.defaults.sourceZh)));
}

/// The memory breakdown per GPU, on a new page.
void memory(Layout &page, const Report &r)
{
    page.newPage();
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "GPU memory")));
    const QStringList parts = Labels::memoryParts();
    const model::MemoryBreakdown &m = r.result.memory;
    const double values[] = {m.weights, m.gradients, m.optimizer, m.activations, m.kvCache, m.adapter, m.overhead};
    QList<QStringList> rows;
    for (int i = 0; i < parts.size(); ++i)
        rows << QStringList{parts[i], number(values[i] / Labels::kGiB, 2)};
    rows << QStringList{QCoreApplication::translate("PdfReport", "Total per GPU"), number(m.total() / Labels::kGiB, 2)};
    page.table({QCoreApplication::translate("PdfReport", "Memory part"), QCoreApplication::translate("PdfReport", "GiB")},
               rows);
    // Serving compared on both classes of GPU: the table is the smaller GPUs' (Result::memory).
    if (const double large = r.result.memoryOnLargeGpusBytes; large > 0 && std::abs(large - m.total()) >= 0.05 * Labels::kGiB) {
        page.paragraph(QCoreApplication::translate("PdfReport",
                                                   "The table holds vLLM's default batch limits for GPUs below %1 GiB and "
                                                   "the %2. On the other GPUs its larger defaults reserve more for the "
                                                   "activations, %3 GiB per GPU in all.")
                           .arg(reportLocale().toString(r.catalog.defaults.largeGpuMinGib, 'f', 0), Labels::largeGpuExcluded(r.catalog),
                                number(large / Labels::kGiB, 2)));
    }
}

/// The memory, cost-by-part, region and cost-over-time charts, drawn as vectors.
void charts(Layout &page, const Report &r)
{
    MemoryChartView memoryChart;
    memoryChart.setResult(r.result, r.catalog);
    page.chart(memoryChart, 3600);
    if (!r.result.best())
        return; // nothing can do the work: the cost charts would be empty axes
    CostPartsChartView partsChart;
    partsChart.setResult(r.result, r.catalog);
    page.chart(partsChart, 3600);
    CostChartView regionChart;
    regionChart.setResult(r.result, r.catalog);
    page.chart(regionChart, 3600);
    DurationChartView durationChart;
    durationChart.setResult(r.result, r.catalog, r.scenario);
    page.chart(durationChart, 3600);
}

/// Every option, ranked first, with the columns OptionColumns lists for the PDF.
void optionTable(Layout &page, const Report &r)
{
    const auto &columns = OptionColumns::of(Output::Pdf);
    const QLocale locale = reportLocale();
    QStringList header;
    for (const OptionColumn *c : columns)
        header << OptionColumns::title(*c, Output::Pdf);
    QList<QStringList> rows;
    for (const auto *o : r.ordered) {
        QStringList row;
        for (const OptionColumn *c : columns)
            row << OptionColumns::display(*c, *o, r.catalog, locale);
        rows << row;
    }
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Options compared (%1)")).arg(r.currency()));
    page.table(header, rows);
}

/// Every option's cost by part, named as in the cost-by-part chart: the parts some option pays
/// (a part nothing pays leaves no empty column), then the total.
void costParts(Layout &page, const Report &r)
{
    // The chart's part names, shortened to a word or two so the amounts fit across the page; in
    // the order of CostBreakdown::parts().
    static constexpr std::array<const char *, model::kCostPartKeys.size()> kShort{
        QT_TRANSLATE_NOOP("PdfReport", "Compute"), QT_TRANSLATE_NOOP("PdfReport", "Storage"),
        QT_TRANSLATE_NOOP("PdfReport", "Transfer"), QT_TRANSLATE_NOOP("PdfReport", "Idle"),
        QT_TRANSLATE_NOOP("PdfReport", "Prep"), QT_TRANSLATE_NOOP("PdfReport", "Rework"),
        QT_TRANSLATE_NOOP("PdfReport", "Top-up"), QT_TRANSLATE_NOOP("PdfReport", "Stopped"),
        QT_TRANSLATE_NOOP("PdfReport", "Traffic"), QT_TRANSLATE_NOOP("PdfReport", "Kept disks")};
    std::vector<size_t> shown;
    for (size_t p = 0; p < kShort.size(); ++p)
        if (p == 0 || std::any_of(r.ordered.begin(), r.ordered.end(), [&](const auto *o) { return o->cost.parts()[p] != 0; }))
            shown.push_back(p);
    QStringList header{pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Rank")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Option"))};
    for (size_t p : shown)
        header << pdfTr(kShort[p]);
    header << pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Total"));
    QList<QStringList> rows;
    for (const auto *o : r.ordered) {
        const auto parts = o->cost.parts();
        QStringList row{o->rank > 0 ? QString::number(o->rank) : QStringLiteral("–"), r.name(*o)};
        for (size_t p : shown)
            row << money(parts[p]);
        rows << (row << money(o->cost.total()));
    }
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Cost by part (%1)")).arg(r.currency()));
    page.table(header, rows);
}

/// How sure the totals are (issue 17): each ranked option's P10, median and P90 with its hours
/// and its chance of being the cheapest, what the ranges mean, and what drives the recommended
/// option's cost (the tornado chart and its figures, with what pins each input down).
void howSure(Layout &page, const Report &r)
{
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "How sure is this")), 2400);
    const model::UncertaintySettings u = model::uncertaintySettings(r.catalog, r.scenario);
    if (!r.result.best()) {
        page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "No option is ranked (none fits or finishes): there is no total to give a range for.")), 9);
        return;
    }
    if (r.result.uncertaintySamples == 0) {
        page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Ranges are off for this scenario (its \"uncertainty\" has "
                                                            "\"enabled\": false): every figure above is a single estimate.")),
                       9);
        return;
    }
    page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport",
                                           "MFU, prices, reclaims, overheads and the amount of work are not known exactly. The "
                                           "planner evaluated the scenario %1 times with each of them drawn from its range "
                                           "(quasi-random, seed %2, so the same scenario gives the same figures): in 8 of 10 "
                                           "cases an option's total lies between its P10 and its P90. Options whose ranges "
                                           "overlap a lot are close whatever the ranking says."))
                       .arg(QString::number(r.result.uncertaintySamples), QString::number(r.result.uncertaintySeed)),
                   9);
    const QLocale locale = reportLocale();
    QList<QStringList> rows;
    for (const auto *o : r.ordered)
        if (o->rank > 0)
            rows << QStringList{QString::number(o->rank), r.name(*o), money(o->cost.total()), money(o->range.totalCost.p10),
                                money(o->range.totalCost.p50), money(o->range.totalCost.p90),
                                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "%1–%2 h"))
                                    .arg(number(o->range.wallHours.p10, 1), number(o->range.wallHours.p90, 1)),
                                number(100.0 * o->probabilityCheapest, 0)};
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Rank")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Option")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Estimate")), QStringLiteral("P10"), QStringLiteral("P50"),
                QStringLiteral("P90"), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Hours P10–P90")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Cheapest (%)"))},
               rows);
    const model::OptionResult *best = r.result.best();
    if (!best || r.result.sensitivity.empty())
        return;
    TornadoChartView tornado;
    tornado.setResult(r.result, r.catalog, r.scenario);
    page.chart(tornado, 900 + 260 * int(tornado.bars().size())); // bars as thick whatever their number
    QList<QStringList> drivers;
    QStringList still; // inputs that do not move it
    for (const model::Sensitivity &s : r.result.sensitivity) {
        if (!model::movesCost(s)) {
            still << Labels::uncertainInput(s.input);
            continue;
        }
        const int k = model::uncertainInputIndex(s.input);
        const model::Spread spread = k >= 0 ? u.inputs[size_t(k)] : model::Spread{};
        drivers << QStringList{Labels::uncertainInput(s.input),
                               pdfTr(QT_TRANSLATE_NOOP("PdfReport", "×%1–%2"))
                                   .arg(locale.toString(spread.p10, 'g', 3), locale.toString(spread.p90, 'g', 3)),
                               money(s.lowTotal), money(s.highTotal), money(std::abs(s.highTotal - s.lowTotal)),
                               Labels::pinDown(s.input)};
    }
    page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "What drives the cost of %1 (%2 at the point estimate): each input "
                                                        "alone at its P10 and at its P90, the others at their median; pin "
                                                        "down the first rows first."))
                       .arg(r.name(*best), QStringLiteral("%1 %2").arg(money(best->cost.total()), r.currency())),
                   9);
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Input")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Range")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Total at P10")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Total at P90")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Swing")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "To pin it down"))},
               drivers);
    if (!still.isEmpty())
        page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Not moving this option's cost: %1."))
                           .arg(still.join(Labels::listSeparator())),
                       9);
}

/// Every region compared: what its prices are multiplied by, and how far users are.
void regions(Layout &page, const Report &r)
{
    QList<QStringList> rows;
    for (const auto &region : r.catalog.regions)
        if (std::any_of(r.result.options.begin(), r.result.options.end(),
                        [&](const model::OptionResult &o) { return o.region == region.id; }))
            rows << QStringList{Labels::region(region.id, r.catalog), Labels::tier(region.tier),
                                number(region.priceMultiplier, 2), number(region.latencyMs, 0)};
    page.heading(QCoreApplication::translate("PdfReport", "Regions"));
    page.table({QCoreApplication::translate("PdfReport", "Region"), QCoreApplication::translate("PdfReport", "Tier"),
                QCoreApplication::translate("PdfReport", "Price multiplier"),
                QCoreApplication::translate("PdfReport", "Latency to users (ms)")},
               rows);
}

/// Why each option stands where it does, its warnings, and what to check before buying the
/// recommended one.
void reasonsAndChecklist(Layout &page, const Report &r)
{
    const model::OptionResult *best = r.result.best();
    page.heading(QCoreApplication::translate("PdfReport", "Reasons and warnings"));
    for (const auto *o : r.ordered) {
        QString text = Labels::labelled(r.name(*o), Labels::rankNote(*o, best, &r.catalog));
        if (!o->warnings.empty())
            text = pdfTr(QT_TRANSLATE_NOOP("PdfReport", "%1 — warnings: %2")).arg(text, Labels::warnings(*o, reportLocale()));
        page.paragraph(text, 8);
    }
    if (best && !best->checklist.empty()) {
        page.heading(QCoreApplication::translate("PdfReport", "Before you buy"));
        for (const auto &item : best->checklist)
            page.paragraph(QStringLiteral("☐ ") + Labels::checklistItem(item), 9);
    }
}

/// The rental periods from which one option or billing plan is cheaper than another. The same
/// pair at the same hours in several regions (one card, one price multiplier apart) is one row
/// naming its regions.
void breakEven(Layout &page, const Report &r)
{
    if (r.result.breakEven.empty())
        return;
    // Ids are "option@region#plan" (Sweep.h): named as the offering and its billing plan.
    struct Side
    {
        QString name;
        std::string region;
    };
    auto side = [&](const std::string &id) {
        const auto hash = id.find('#');
        const model::OptionResult *o = r.result.option(id.substr(0, hash));
        QString name = o ? Labels::offering(*o, r.catalog) : QString::fromStdString(id.substr(0, hash));
        if (hash != std::string::npos)
            name = QStringLiteral("%1 · %2").arg(name, Labels::billing(id.substr(hash + 1)));
        return Side{name, o ? o->region : std::string()};
    };
    QList<QStringList> rows;
    for (const auto &b : r.result.breakEven) {
        const Side a = side(b.a), than = side(b.b);
        const QString hours = number(b.hours, 1);
        const QString region = a.region == than.region ? Labels::region(a.region, r.catalog) : QString();
        const auto same = std::find_if(rows.begin(), rows.end(), [&](const QStringList &row) {
            return row[0] == a.name && row[1] == than.name && row[3] == hours && !region.isEmpty();
        });
        if (same != rows.end())
            (*same)[2] += Labels::listSeparator() + region;
        else
            rows << QStringList{a.name, than.name, region, hours};
    }
    page.heading(QCoreApplication::translate("PdfReport", "Break-even points"));
    page.table({QCoreApplication::translate("PdfReport", "Cheaper from then on"),
                QCoreApplication::translate("PdfReport", "Than"), QCoreApplication::translate("PdfReport", "Region"),
                QCoreApplication::translate("PdfReport", "Hours")},
               rows);
}

/// With a budget: how long each option runs on it, as a chart and a table.
void budget(Layout &page, const Report &r)
{
    if (r.result.budgetRuntimeHours.empty())
        return;
    QList<QStringList> rows;
    for (const auto *o : r.ordered)
        if (r.result.budgetRuntimeHours.count(o->id))
            rows << QStringList{r.name(*o), number(r.result.budgetRuntimeHours.at(o->id), 1)};
    page.heading(QCoreApplication::translate("PdfReport", "Budget runtimes"), 3600);
    BudgetChartView budgetChart;
    budgetChart.setResult(r.result, r.catalog, r.scenario.budget);
    page.chart(budgetChart, 3000);
    page.table({QCoreApplication::translate("PdfReport", "Option"), QCoreApplication::translate("PdfReport", "Hours")},
               rows);
}

/// The catalog prices of the offerings compared, with their date and source. Spot cards at the
/// price charged: the catalog's less the spot discount (model::priceMultiplier), which gets a
/// column of its own when there are spot cards.
void prices(Layout &page, const Report &r)
{
    QList<QStringList> rows;
    bool spot = false;
    std::vector<std::string> seen;
    for (const auto *o : r.ordered) {
        if (std::find(seen.begin(), seen.end(), o->offeringId) != seen.end())
            continue;
        seen.push_back(o->offeringId);
        const model::Offering *offering = r.catalog.offering(o->offeringId);
        if (!offering)
            continue;
        const bool isSpot = offering->kind == "spot";
        const double discount = isSpot ? offering->spotDiscount.value_or(0.0) : 0.0;
        spot = spot || isSpot;
        const auto charged = [&](const std::optional<double> &price) {
            return price ? money(*price * (1.0 - discount)) : QString();
        };
        const auto [lowest, highest] = offering->spotDiscountRange;
        // Off the price, and in brackets what spot has sold at (the note under the table).
        const QString range = lowest < highest
            ? pdfTr(QT_TRANSLATE_NOOP("PdfReport", "%1% off (%2–%3%)"))
                  .arg(number(100.0 * discount, 0), number(100.0 * lowest, 0), number(100.0 * highest, 0))
            : pdfTr(QT_TRANSLATE_NOOP("PdfReport", "%1% off")).arg(number(100.0 * discount, 0));
        rows << QStringList{Labels::offering(*offering, r.catalog), charged(offering->price.hourly),
                            charged(offering->price.monthly), isSpot ? range : QString(),
                            QString::fromStdString(offering->asOf), Labels::source(offering->source, offering->sourceZh)};
    }
    QStringList header{QCoreApplication::translate("PdfReport", "Offering"), QCoreApplication::translate("PdfReport", "Hourly"),
                       QCoreApplication::translate("PdfReport", "Monthly"), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Spot discount")),
                       QCoreApplication::translate("PdfReport", "As of"), QCoreApplication::translate("PdfReport", "Source")};
    if (!spot) {
        header.removeAt(3);
        for (QStringList &row : rows)
            row.removeAt(3);
    }
    page.heading(QCoreApplication::translate("PdfReport", "Prices used (hub regions, %1)")
                     .arg(Labels::currency(r.catalog.currency)));
    page.table(header, rows);
    if (spot)
        page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Spot cards are listed at the price charged: the "
                                                            "catalog price less the spot discount. In brackets, the "
                                                            "discounts spot has sold at: 90% off is a tenth of the "
                                                            "pay-as-you-go price.")),
                       7);
}

/// The billing rules each compared offering is charged by (its platform's, with the offering's
/// own on top; model::BillingTerms), then the platforms' sources.
void billingRules(Layout &page, const Report &r)
{
    QList<QStringList> rows;
    QStringList spot;
    bool calendar = false;
    std::vector<std::string> seen, platforms;
    // Resolved once: looking each option's offering up anew walked every offering per option.
    const std::vector<model::Offering> resolved = model::resolveOfferings(r.catalog, r.scenario);
    const model::OfferingsById byId = model::offeringsById(resolved);
    for (const auto *o : r.ordered) {
        if (std::find(seen.begin(), seen.end(), o->offeringId) != seen.end())
            continue;
        seen.push_back(o->offeringId);
        const auto found = byId.find(o->offeringId);
        if (found == byId.end())
            continue;
        const model::Offering *offering = found->second;
        if (std::find(platforms.begin(), platforms.end(), offering->platform) == platforms.end())
            platforms.push_back(offering->platform);
        const model::BillingTerms &t = offering->terms;
        calendar = calendar || t.calendarMonths;
        const auto price = [](double value) { return value > 0 ? money(value) : QStringLiteral("–"); };
        if (offering->kind == "spot")
            spot << pdfTr(QT_TRANSLATE_NOOP("PdfReport", "%1: %2 minutes' notice before a reclaim, none in the first %3 h after a start"))
                        .arg(Labels::offering(*offering, r.catalog), number(t.spotNoticeHours * 60.0, 0),
                             number(t.spotProtectionHours, 0));
        rows << QStringList{Labels::offering(*offering, r.catalog), Labels::stopMode(model::stopModeKey(t.stopMode), true),
                            price(t.stoppedPriceHourly), price(t.noGpuPriceHourly),
                            t.minTermHours > 0 ? Labels::hours(t.minTermHours, reportLocale()) : QStringLiteral("–"),
                            t.calendarMonths ? Labels::monthConvention("calendar", true)
                                             : Labels::hours(r.catalog.defaults.hoursPerMonth, reportLocale()),
                            number(t.systemDiskGb, 0), price(t.trafficPricePerGb)};
    }
    const QStringList header{pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Offering")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "When stopped")),
                             pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Stopped /h")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "No-GPU /h")),
                             pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Minimum term")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Month")),
                             pdfTr(QT_TRANSLATE_NOOP("PdfReport", "System disk GB")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Traffic /GB"))};
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Billing rules used (%1)")).arg(Labels::currency(r.catalog.currency)));
    page.table(header, rows);
    for (const QString &line : spot)
        page.paragraph(line, 7);
    if (calendar && !r.scenario.today.empty()) {
        const QDate start = QDate::fromString(QString::fromStdString(r.scenario.today), Qt::ISODate);
        page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "A calendar month runs to the same date next month, counted "
                                                            "from the day of this report (%1): the first month has %2."))
                           .arg(reportLocale().toString(start, QLocale::ShortFormat),
                                Labels::hours(24.0 * double(start.daysTo(start.addMonths(1))), reportLocale())),
                       7);
    }
    QList<QStringList> sources;
    for (const std::string &id : platforms)
        if (const model::Platform *platform = r.catalog.platform(id))
            sources << QStringList{Labels::platform(id), QString::fromStdString(platform->asOf),
                                   Labels::source(platform->source, platform->sourceZh)};
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Platform")), QCoreApplication::translate("PdfReport", "As of"),
                QCoreApplication::translate("PdfReport", "Source")},
               sources);
}

/// The glossary of docs/DOMAIN.md.
void glossary(Layout &page, const Report &)
{
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Terms used")));
    QList<QStringList> terms;
    for (const auto &entry : kGlossary)
        terms << QStringList{pdfTr(entry[0]), pdfTr(entry[1])};
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Term")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Meaning"))}, terms);
}

/// A4 PDF bytes of what `sections` lays out (titled `title`, with `names` kept whole on a line
/// and `footerTitle` at the foot of every page); empty when `progress` stopped it.
QByteArray renderPdf(const QString &title, const QString &footerTitle, const QStringList &names,
                     const std::function<void(Layout &)> &sections, const PdfReport::PageProgress &progress)
{
    if (progress && !progress(1))
        return {};
    QByteArray bytes;
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
        writer.setResolution(600);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("GPU Planner"));
        QPainter painter(&writer);
        Layout page(writer, painter, progress, footerTitle);
        page.keepWhole(names);
        try {
            sections(page);
            page.finish();
        } catch (const Layout::Stopped &) {
            return {};
        }
    }
    return bytes;
}

/// "1,234.56 CNY" in the report's locale.
QString amount(double v, const std::string &currency)
{
    return money(v) + QLatin1Char(' ') + Labels::currency(currency);
}

/// The project's first page, for a manager: total and range, budget, timeline, monthly spend,
/// and the phases in one table.
void projectSummary(Layout &page, const model::ProjectResult &p, const model::Catalog &catalog)
{
    const QString cur = Labels::currency(p.currency);
    page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Project budget")), 22, true);
    page.paragraph(Labels::shownName(QString::fromStdString(p.name)), 14, true);
    page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Date: %1 · Catalog: %2 · Currency: %3 · %4 to %5"))
                       .arg(QDate::currentDate().toString(Qt::ISODate), QString::fromStdString(catalog.asOf), cur,
                            QString::fromStdString(model::isoDate(p.startDay)), QString::fromStdString(model::isoDate(p.endDay))));
    page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Total: %1 %2; range %3–%4 %2 (each phase's P10 and P90 added up)."))
                       .arg(money(p.totalCost), cur, money(p.totalRange.p10), money(p.totalRange.p90)),
                   12, true);
    if (p.unpricedPhases > 0)
        page.paragraph(QCoreApplication::translate("PdfReport", "%n phase(s) could not be priced (see the table); the "
                                                                "total leaves them out.", nullptr, p.unpricedPhases),
                       11, true);
    if (p.budget) {
        page.paragraph(Labels::budgetVerdict(p, [&p](double v) { return amount(v, p.currency); }), 11,
                       p.budgetStatus() != "enough");
        if (p.budgetStatus() == "enough" && p.totalRange.p90 > *p.budget)
            page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Caution: at the high end of the range (%1 %2) it would "
                                                                "not be enough."))
                               .arg(money(p.totalRange.p90), cur),
                           11, true);
    }
    TimelineChartView timeline;
    timeline.setProject(p, catalog);
    page.chart(timeline, 1900);
    MonthlySpendChartView monthly;
    monthly.setProject(p);
    page.chart(monthly, 2500);
    page.newPage(); // the first page is the manager's: the tables follow
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Phases")));
    QList<QStringList> rows;
    for (const model::PhaseResult &phase : p.phases) {
        const bool priced = phase.status == model::phase_status::kPriced;
        rows << QStringList{Labels::shownName(QString::fromStdString(phase.name)),
                            Labels::phaseOption(phase, catalog),
                            QString::fromStdString(model::isoDate(phase.startDay)),
                            QString::fromStdString(model::isoDate(phase.endDay)),
                            QString::number(phase.repeat),
                            priced ? number(phase.wallHours, 1) : QStringLiteral("–"),
                            priced ? money(phase.cost) : QStringLiteral("–"),
                            priced ? money(phase.costRange.p10) + QStringLiteral("–") + money(phase.costRange.p90)
                                   : QStringLiteral("–")};
    }
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Phase")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Option")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Start")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "End")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Runs")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Hours")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Cost (%1)")).arg(cur), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "P10–P90"))},
               rows);
    QList<QStringList> months;
    for (const model::MonthSpend &m : p.monthly)
        months << QStringList{QString::fromStdString(model::isoDate(m.firstDay, true)), money(m.cost), money(m.cumulative),
                              p.budget ? money(*p.budget - m.cumulative) : QStringLiteral("–")};
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Spending by month (%1)")).arg(cur));
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Calendar month")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Spent in the month")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Spent to date")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Budget left"))},
               months);
    page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Each run's cost is spread evenly over the hours it rents; a "
                                                        "serving phase that grows is priced month by month on the option "
                                                        "chosen for its first month. The range adds the phases' P10 and "
                                                        "P90 as if their uncertain inputs moved together.")),
                   8);
}

/// One phase's section: what it is, then the sections of a scenario's report.
void phaseSection(Layout &page, const model::PhaseResult &phase, int index, const model::Catalog &catalog,
                  const std::string &currency, long projectStartDay)
{
    page.newPage();
    page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Phase %1: %2")).arg(index).arg(Labels::shownName(QString::fromStdString(phase.name))),
                   16, true);
    page.paragraph(Labels::scenarioName(phase.scenario.name, phase.scenario.nameZh), 12, true);
    const model::OptionResult *o = phase.result.option(phase.option);
    if (phase.status != model::phase_status::kPriced || !o)
        page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Not priced: %1.")).arg(Labels::phaseStatus(phase)), 11, true);
    else
        page.paragraph(QCoreApplication::translate("PdfReport", "%1 to %2, %n run(s); option: %3%4; %5 in all, %6 rented.",
                                                   nullptr, phase.repeat)
                           .arg(QString::fromStdString(model::isoDate(phase.startDay)),
                                QString::fromStdString(model::isoDate(phase.endDay)))
                           .arg(Labels::phaseOption(phase, catalog),
                                phase.pinned ? pdfTr(QT_TRANSLATE_NOOP("PdfReport", " (chosen in the project)")) : QString(),
                                amount(phase.cost, currency), Labels::hours(phase.wallHours, reportLocale())),
                       11);
    if (phase.spans.size() > 1) {
        // Runs, or months of a growing serving phase: each with its own GPUs and bill.
        QList<QStringList> rows;
        for (size_t i = 0; i < phase.spans.size(); ++i) {
            const model::SpendSpan &span = phase.spans[i];
            rows << QStringList{QString::number(i + 1),
                                QString::fromStdString(model::isoDate(projectStartDay + long(std::floor(span.startHour / 24)))),
                                number(span.endHour - span.startHour, 1), QString::number(span.gpus), money(span.cost)};
        }
        page.heading(phase.spans.size() > size_t(phase.repeat)
                         ? pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Month by month (%1); the tables below are for the first month"))
                               .arg(Labels::currency(currency))
                         : pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Run by run (%1)")).arg(Labels::currency(currency)));
        page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "No.")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Start")),
                    pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Hours")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "GPUs")),
                    pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Cost"))},
                   rows);
    }
    const Report report{phase.result, catalog, phase.scenario, phase.result.rankedOptions(), o};
    for (auto section : {optionTable, costParts, reasonsAndChecklist, assumptions, memory, charts})
        section(page, report);
}

/// The names no line of a project report breaks inside: those of every phase's report.
QStringList projectNames(const model::ProjectResult &p, const model::Catalog &catalog)
{
    QStringList names;
    for (const model::PhaseResult &phase : p.phases)
        names << unbreakableNames(phase.result, catalog);
    names.removeDuplicates();
    return names;
}

/// A comparison's value of the input at `path` in words ("16", "BF16", "Beijing, Guizhou"); "–"
/// where a plan lacks it.
QString differenceValue(const std::string &path, const nlohmann::json &v, const model::Catalog &catalog)
{
    if (v.is_null())
        return QStringLiteral("–");
    return Labels::shownName(InputFieldText::value(path, v, catalog, reportLocale()));
}

} // namespace

QByteArray PdfReport::render(const model::Result &result, const model::Catalog &catalog,
                             const model::Scenario &scenario, const PageProgress &progress)
{
    const Report report{result, catalog, scenario, result.rankedOptions()};
    return renderPdf(
        Labels::scenarioName(scenario.name, scenario.nameZh), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "GPU Planner report")),
        unbreakableNames(result, catalog),
        [&report](Layout &page) {
            for (auto section : {titlePage, assumptions, memory, charts, optionTable, costParts, regions,
                                 reasonsAndChecklist, howSure, breakEven, budget, prices, billingRules, defaultSources, glossary})
                section(page, report);
        },
        progress);
}

QByteArray PdfReport::renderProject(const model::ProjectResult &project, const model::Catalog &catalog,
                                    const PageProgress &progress)
{
    return renderPdf(
        QString::fromStdString(project.name), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Project budget")),
        projectNames(project, catalog),
        [&](Layout &page) {
            projectSummary(page, project, catalog);
            for (size_t i = 0; i < project.phases.size(); ++i)
                phaseSection(page, project.phases[i], int(i) + 1, catalog, project.currency, project.startDay);
            // The sources the phases' assumption tables point to, then the terms.
            const Report last{project.phases.front().result, catalog, project.phases.front().scenario, {}};
            defaultSources(page, last);
            glossary(page, last);
        },
        progress);
}

QByteArray PdfReport::renderComparison(const model::Comparison &c, const model::Catalog &catalog,
                                       const PageProgress &progress)
{
    const QString cur = Labels::currency(c.currency);
    return renderPdf(
        pdfTr(QT_TRANSLATE_NOOP("PdfReport", "%1 vs %2")).arg(Labels::scenarioName(c.a.name, c.a.nameZh), Labels::scenarioName(c.b.name, c.b.nameZh)),
        pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Two plans side by side")), {},
        [&](Layout &page) {
            page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Two plans side by side")), 22, true);
            page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "A: %1 · B: %2"))
                               .arg(Labels::scenarioName(c.a.name, c.a.nameZh), Labels::scenarioName(c.b.name, c.b.nameZh)),
                           14, true);
            page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Date: %1 · Catalog: %2 · Currency: %3"))
                               .arg(QDate::currentDate().toString(Qt::ISODate), QString::fromStdString(catalog.asOf), cur));
            const auto plan = [&](const model::PlanSummary &p) {
                QStringList options;
                for (size_t i = 0; i < p.chosen.size(); ++i) {
                    const QString name = Labels::optionName(p.chosen[i], catalog);
                    // A project's options, each after its phase's name.
                    options << (p.isProject && i < p.phaseCosts.size()
                                    ? Labels::labelled(QString::fromStdString(p.phaseCosts[i].first), name)
                                    : name);
                }
                return QStringList{Labels::scenarioName(p.name, p.nameZh),
                                   p.priced ? options.join(Labels::listSeparator()) : pdfTr(QT_TRANSLATE_NOOP("PdfReport", "nothing can do it")),
                                   p.priced ? money(p.totalCost) : QStringLiteral("–"),
                                   p.priced ? number(p.wallHours, 1) : QStringLiteral("–")};
            };
            QList<QStringList> rows{plan(c.a), plan(c.b)};
            rows[0].prepend(QStringLiteral("A"));
            rows[1].prepend(QStringLiteral("B"));
            if (c.a.priced && c.b.priced)
                rows << QStringList{QStringLiteral("B−A"), QString(), QString(), money(c.b.totalCost - c.a.totalCost),
                                    number(c.b.wallHours - c.a.wallHours, 1)};
            page.table({QString(), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Plan")),
                        pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Recommended")),
                        pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Cost (%1)")).arg(cur), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Hours"))},
                       rows);
            if (!c.explained.empty()) {
                WaterfallChartView waterfall;
                waterfall.setComparison(c);
                page.chart(waterfall, 3400);
                const QStringList parts = Labels::costParts();
                QList<QStringList> steps;
                for (size_t i = 0; i < c.explained.size(); ++i) {
                    if (std::abs(c.explained[i].second) < 0.005)
                        continue;
                    steps << QStringList{parts.value(qsizetype(i)), money(c.explained[i].second)};
                    if (i == 0 && c.computeExplained.size() == 2) {
                        // Compute, split: the change of work at A's price, then B's price on B's work.
                        steps << QStringList{pdfTr(QT_TRANSLATE_NOOP("PdfReport", "of which GPU-hours of work (%1 → %2)"))
                                                 .arg(number(c.a.computeGpuHours, 0), number(c.b.computeGpuHours, 0)),
                                             money(c.computeExplained[0].second)};
                        steps << QStringList{pdfTr(QT_TRANSLATE_NOOP("PdfReport", "of which price per GPU-hour (%1 → %2)"))
                                                 .arg(money(c.a.parts.compute / c.a.computeGpuHours),
                                                      money(c.b.parts.compute / c.b.computeGpuHours)),
                                             money(c.computeExplained[1].second)};
                    }
                }
                steps << QStringList{pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Total")), money(c.b.totalCost - c.a.totalCost)};
                page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "From A's total to B's, part by part (%1)")).arg(cur));
                page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Cost part")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "B − A"))},
                           steps);
            }
            if (!c.explainedByPhase.empty()) {
                QList<QStringList> phases;
                for (const auto &[phase, delta] : c.explainedByPhase)
                    phases << QStringList{QString::fromStdString(phase), money(delta)};
                page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "From A's total to B's, phase by phase (%1)")).arg(cur));
                page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Phase")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "B − A"))}, phases);
            }
            QList<QStringList> differences;
            for (const model::Difference &d : c.differences)
                differences << QStringList{InputFieldText::named(d.path), differenceValue(d.path, d.a, catalog),
                                           differenceValue(d.path, d.b, catalog)};
            page.heading(QCoreApplication::translate("PdfReport", "Inputs that differ (%n)", nullptr,
                                                     int(c.differences.size())));
            if (differences.isEmpty())
                page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "None: the two plans have the same inputs.")));
            else
                page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Input")), QStringLiteral("A"), QStringLiteral("B")},
                           differences);
        },
        progress);
}

bool PdfReport::write(const QString &path, const model::Result &result, const model::Catalog &catalog,
                      const model::Scenario &scenario, const PageProgress &progress)
{
    const QByteArray bytes = render(result, catalog, scenario, progress);
    if (bytes.isEmpty())
        return false;
    ScenarioFiles::writeAtomically(path, bytes);
    return true;
}

} // namespace gpuplanner::ui
