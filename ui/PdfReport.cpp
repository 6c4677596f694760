#include "PdfReport.h"

#include "CostChartView.h"
#include "CostPartsChartView.h"
#include "DurationChartView.h"
#include "InputError.h"
#include "Labels.h"
#include "MemoryChartView.h"
#include "Translation.h"

#include <QAbstractAxis>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLegend>
#include <QDate>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <functional>

namespace gpuplanner::ui {

namespace {

constexpr double kGB = 1e9;

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

/// Lays text, tables and charts top to bottom on A4 pages, opening pages as needed.
class Layout
{
public:
    Layout(QPdfWriter &writer, QPainter &painter)
        : m_writer(writer), m_painter(painter), m_page(painter.viewport())
    {
        m_width = m_page.width();
        m_bottom = m_page.height() - m_footer;
    }

    int width() const { return m_width; }

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
    }

    void paragraph(const QString &text, int points = 10, bool bold = false)
    {
        setFont(points, bold);
        const QRect bounds = m_painter.boundingRect(QRect(0, 0, m_width, 100000), Qt::TextWordWrap, text);
        ensure(bounds.height());
        m_painter.drawText(QRect(0, m_y, m_width, bounds.height()), Qt::TextWordWrap, text);
        m_y += bounds.height() + m_gap;
    }

    /// A table with a bold header row repeated on every page it spans.
    void table(const QStringList &header, const QList<QStringList> &rows, const QList<double> &widths)
    {
        setFont(8);
        const int rowHeight = m_painter.fontMetrics().height() + 40;
        // A row is as tall as its tallest wrapped cell.
        auto heightOf = [&](const QStringList &cells) {
            int height = rowHeight;
            for (int c = 0; c < cells.size(); ++c) {
                const int w = int(widths.value(c) * m_width) - 8;
                height = std::max(height, m_painter.boundingRect(QRect(0, 0, w, 100000), Qt::TextWordWrap, cells[c]).height() + 40);
            }
            return height;
        };
        std::function<void(const QStringList &, bool)> drawRow = [&](const QStringList &cells, bool bold) {
            setFont(8, bold);
            const int height = heightOf(cells);
            if (m_y + height > m_bottom && !bold) {
                newPage();
                drawRow(header, true);
                setFont(8, bold);
            }
            int x = 0;
            for (int c = 0; c < cells.size(); ++c) {
                const int w = int(widths.value(c) * m_width);
                m_painter.drawText(QRect(x + 4, m_y + 20, w - 8, height - 40),
                                   Qt::TextWordWrap | Qt::AlignVCenter, cells[c]);
                x += w;
            }
            m_painter.setPen(QPen(Qt::gray, 0.5));
            m_painter.drawLine(0, m_y + height, m_width, m_y + height);
            m_painter.setPen(Qt::black);
            m_y += height;
        };
        ensure(rowHeight * 2);
        drawRow(header, true);
        for (const QStringList &row : rows)
            drawRow(row, false);
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
    void footer()
    {
        setFont(8);
        m_painter.drawText(QRect(0, m_bottom + m_gap, m_width, m_footer), Qt::AlignLeft | Qt::AlignVCenter,
                           QCoreApplication::translate("PdfReport", "GPU Planner report"));
        m_painter.drawText(QRect(0, m_bottom + m_gap, m_width, m_footer), Qt::AlignRight | Qt::AlignVCenter,
                           QCoreApplication::translate("PdfReport", "Page %1").arg(m_pageNumber));
    }

    QPdfWriter &m_writer;
    QPainter &m_painter;
    QRect m_page;
    int m_width = 0;
    int m_bottom = 0;
    int m_y = 0;
    int m_pageNumber = 1;
    const int m_gap = 60;
    const int m_footer = 160;
};

QString money(double v)
{
    return QLocale().toString(v, 'f', 2);
}

} // namespace

void PdfReport::write(const QString &path, const model::Result &result, const model::Catalog &catalog,
                      const model::Scenario &scenario)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw model::InputError(path.toStdString(), "", "cannot be written: " + file.errorString().toStdString());
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
        writer.setResolution(600);
        writer.setTitle(QString::fromStdString(scenario.name));
        writer.setCreator(QStringLiteral("GPU Planner"));
        QPainter painter(&writer);
        Layout page(writer, painter);
        const QString currency = QString::fromStdString(result.currency);
        auto find = [&](const std::string &id) { return result.option(id); };
        auto name = [&](const model::OptionResult &o) { return Labels::optionName(o, catalog); };

        // Title page.
        page.paragraph(QCoreApplication::translate("PdfReport", "GPU Planner report"), 22, true);
        page.paragraph(QString::fromStdString(scenario.name), 14, true);
        page.paragraph(QCoreApplication::translate("PdfReport", "Date: %1 · Catalog: %2 · Currency: %3 · Language: %4")
                           .arg(QDate::currentDate().toString(Qt::ISODate), QString::fromStdString(catalog.asOf),
                                currency, Translation::current()));
        page.paragraph(QCoreApplication::translate("PdfReport", "Workload: %1, %2, %3 GPU(s); %4 GB of GPU memory per GPU.")
                           .arg(Labels::workloadKind(scenario.workload.kind),
                                QString::fromStdString(scenario.workload.arch.name))
                           .arg(scenario.workload.gpus)
                           .arg(QLocale().toString(result.memory.total() / kGB, 'f', 1)));
        if (!result.ranking.empty()) {
            if (const model::OptionResult *best = find(result.ranking.front()))
                page.paragraph(QCoreApplication::translate("PdfReport", "Recommendation: %1, %2 %3 for %4 hours. %5")
                                   .arg(name(*best), money(best->cost.total()), currency,
                                        QLocale().toString(best->wallHours, 'f', 1), Labels::reasons(best->reasons)),
                               11, true);
        } else {
            page.paragraph(QCoreApplication::translate("PdfReport", "No compared option fits this workload."), 11, true);
        }
        const QStringList parts = Labels::memoryParts();
        const model::MemoryBreakdown &m = result.memory;
        const double values[] = {m.weights, m.gradients, m.optimizer, m.activations, m.kvCache, m.adapter, m.overhead};
        QList<QStringList> memoryRows;
        for (int i = 0; i < parts.size(); ++i)
            memoryRows << QStringList{parts[i], QLocale().toString(values[i] / kGB, 'f', 2)};
        memoryRows << QStringList{QCoreApplication::translate("PdfReport", "Total per GPU"), QLocale().toString(m.total() / kGB, 'f', 2)};
        page.table({QCoreApplication::translate("PdfReport", "Memory part"), QCoreApplication::translate("PdfReport", "GB")}, memoryRows, {0.6, 0.4});

        // Charts, drawn as vectors.
        MemoryChartView memoryChart;
        memoryChart.setResult(result, catalog);
        page.chart(memoryChart, 3600);
        CostPartsChartView partsChart;
        partsChart.setResult(result, catalog);
        page.chart(partsChart, 3600);
        CostChartView regionChart;
        regionChart.setResult(result, catalog);
        page.chart(regionChart, 3600);
        DurationChartView durationChart;
        durationChart.setResult(result, catalog, scenario);
        page.chart(durationChart, 3600);

        // Every option, ranked first.
        const std::vector<const model::OptionResult *> ordered = result.rankedOptions();
        QList<QStringList> optionRows;
        for (const auto *o : ordered)
            optionRows << QStringList{o->rank > 0 ? QString::number(o->rank) : QStringLiteral("–"), name(*o),
                                      Labels::offeringKind(o->kind), Labels::yesNo(o->fits),
                                      QLocale().toString(o->memoryPerGpuBytes / kGB, 'f', 1),
                                      QLocale().toString(o->wallHours, 'f', 1), Labels::billing(o->billing),
                                      money(o->cost.compute), money(o->cost.storage + o->cost.transfer),
                                      money(o->cost.idle + o->cost.prep + o->cost.rework + o->cost.other),
                                      money(o->cost.total())};
        page.paragraph(QCoreApplication::translate("PdfReport", "Options compared (%1)").arg(currency), 12, true);
        page.table({QCoreApplication::translate("PdfReport", "Rank"), QCoreApplication::translate("PdfReport", "Option"), QCoreApplication::translate("PdfReport", "Kind"), QCoreApplication::translate("PdfReport", "Fits"), QCoreApplication::translate("PdfReport", "GB/GPU"), QCoreApplication::translate("PdfReport", "Hours"), QCoreApplication::translate("PdfReport", "Billing"),
                    QCoreApplication::translate("PdfReport", "Compute"), QCoreApplication::translate("PdfReport", "Storage + transfer"), QCoreApplication::translate("PdfReport", "Idle, prep, rework, terms"), QCoreApplication::translate("PdfReport", "Total")},
                   optionRows, {0.05, 0.22, 0.09, 0.05, 0.06, 0.06, 0.11, 0.09, 0.09, 0.10, 0.08});

        // Every region of the catalog: what its prices are multiplied by, and how far users are.
        QList<QStringList> regionRows;
        for (const auto &region : catalog.regions)
            regionRows << QStringList{Labels::region(region.id, catalog),
                                      region.tier == "premium" ? QCoreApplication::translate("PdfReport", "premium") : QCoreApplication::translate("PdfReport", "hub region"),
                                      QLocale().toString(region.priceMultiplier, 'f', 2),
                                      QLocale().toString(region.latencyMs, 'f', 0)};
        page.paragraph(QCoreApplication::translate("PdfReport", "Regions"), 12, true);
        page.table({QCoreApplication::translate("PdfReport", "Region"), QCoreApplication::translate("PdfReport", "Tier"), QCoreApplication::translate("PdfReport", "Price multiplier"), QCoreApplication::translate("PdfReport", "Latency to users (ms)")}, regionRows,
                   {0.4, 0.2, 0.2, 0.2});

        // Why, and what to check before buying.
        page.paragraph(QCoreApplication::translate("PdfReport", "Reasons and warnings"), 12, true);
        for (const auto *o : ordered)
            page.paragraph(QStringLiteral("%1: %2 %3").arg(name(*o), Labels::reasons(o->reasons),
                                                           Labels::warnings(o->warnings)),
                           8);
        if (!result.ranking.empty())
            if (const model::OptionResult *best = find(result.ranking.front()); best && !best->checklist.empty()) {
                page.paragraph(QCoreApplication::translate("PdfReport", "Before you buy"), 12, true);
                for (const auto &item : best->checklist)
                    page.paragraph(QStringLiteral("☐ ") + Labels::checklistItem(item), 9);
            }
        if (!result.breakEven.empty()) {
            QList<QStringList> rows;
            for (const auto &b : result.breakEven)
                rows << QStringList{QString::fromStdString(b.a), QString::fromStdString(b.b),
                                    QLocale().toString(b.hours, 'f', 1)};
            page.paragraph(QCoreApplication::translate("PdfReport", "Break-even points"), 12, true);
            page.table({QCoreApplication::translate("PdfReport", "Cheaper from then on"), QCoreApplication::translate("PdfReport", "Than"), QCoreApplication::translate("PdfReport", "Hours")}, rows, {0.45, 0.4, 0.15});
        }
        if (!result.budgetRuntimeHours.empty()) {
            QList<QStringList> rows;
            for (const auto *o : ordered)
                if (result.budgetRuntimeHours.count(o->id))
                    rows << QStringList{name(*o), QLocale().toString(result.budgetRuntimeHours.at(o->id), 'f', 1)};
            page.paragraph(QCoreApplication::translate("PdfReport", "Budget runtimes"), 12, true);
            page.table({QCoreApplication::translate("PdfReport", "Option"), QCoreApplication::translate("PdfReport", "Hours")}, rows, {0.75, 0.25});
        }
        // The prices used, with their date and source.
        QList<QStringList> priceRows;
        std::vector<std::string> seen;
        for (const auto *o : ordered) {
            if (std::find(seen.begin(), seen.end(), o->offeringId) != seen.end())
                continue;
            seen.push_back(o->offeringId);
            for (const auto &offering : catalog.offerings)
                if (offering.id == o->offeringId)
                    priceRows << QStringList{QString::fromStdString(offering.id),
                                             offering.price.hourly ? money(*offering.price.hourly) : QString(),
                                             offering.price.monthly ? money(*offering.price.monthly) : QString(),
                                             QString::fromStdString(offering.asOf), QString::fromStdString(offering.source)};
        }
        page.paragraph(QCoreApplication::translate("PdfReport", "Prices used (hub regions, %1)").arg(QString::fromStdString(catalog.currency)), 12, true);
        page.table({QCoreApplication::translate("PdfReport", "Offering"), QCoreApplication::translate("PdfReport", "Hourly"), QCoreApplication::translate("PdfReport", "Monthly"), QCoreApplication::translate("PdfReport", "As of"), QCoreApplication::translate("PdfReport", "Source")}, priceRows,
                   {0.22, 0.09, 0.1, 0.11, 0.48});
        page.finish();
    }
    if (!file.commit())
        throw model::InputError(path.toStdString(), "", "could not be saved: " + file.errorString().toStdString());
}

} // namespace gpuplanner::ui
