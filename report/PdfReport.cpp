#include "PdfReport.h"

#include "BudgetChartView.h"
#include "CostChartView.h"
#include "Evaluate.h"
#include "CostPartsChartView.h"
#include "DurationChartView.h"
#include "InputError.h"
#include "InputFieldText.h"
#include "Labels.h"
#include "ScenarioFiles.h"
#include "MemoryChartView.h"
#include "OptionColumns.h"
#include "Translation.h"

#include <QAbstractAxis>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLegend>
#include <QDate>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QBuffer>

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
    /// Thrown by newPage() when the caller's progress function asks to stop.
    struct Stopped
    {
    };

    Layout(QPdfWriter &writer, QPainter &painter, const PdfReport::PageProgress &progress)
        : m_writer(writer), m_painter(painter), m_page(painter.viewport()), m_progress(progress)
    {
        m_width = m_page.width();
        m_bottom = m_page.height() - m_footer;
    }

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

    void paragraph(const QString &text, int points = 10, bool bold = false)
    {
        setFont(points, bold);
        const QRect bounds = m_painter.boundingRect(QRect(0, 0, m_width, 100000), Qt::TextWordWrap, text);
        ensure(bounds.height());
        m_painter.drawText(QRect(0, m_y, m_width, bounds.height()), Qt::TextWordWrap, text);
        m_y += bounds.height() + m_gap;
    }

    /// A section heading, kept on the same page as at least the first lines of what follows.
    void heading(const QString &text, int keep = 1400)
    {
        ensure(keep);
        paragraph(text, 12, true);
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
    const PdfReport::PageProgress &m_progress;
    const int m_gap = 60;
    const int m_footer = 160;
};

/// Numbers in the report follow its language (1,080.00 in both zh_CN and en), not the system
/// locale, so the same scenario gives the same report on every machine.
QLocale reportLocale()
{
    return Translation::localeFor(Translation::current());
}


QString pdfTr(const char *text)
{
    return QCoreApplication::translate("PdfReport", text);
}

QString number(double v, int decimals)
{
    return reportLocale().toString(v, 'f', decimals);
}

QString money(double v)
{
    return number(v, 2);
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
    {QT_TRANSLATE_NOOP("PdfReport", "pay-as-you-go (hourly)"), QT_TRANSLATE_NOOP("PdfReport", "billed per hour of use")},
    {QT_TRANSLATE_NOOP("PdfReport", "monthly / yearly subscription"),
     QT_TRANSLATE_NOOP("PdfReport", "billed per month or year: cheaper per hour, but paid while idle too")},
    {QT_TRANSLATE_NOOP("PdfReport", "full fine-tuning"), QT_TRANSLATE_NOOP("PdfReport", "every weight of the model is trained")},
    {QT_TRANSLATE_NOOP("PdfReport", "LoRA / QLoRA"),
     QT_TRANSLATE_NOOP("PdfReport", "small low-rank adapters trained on a frozen model (QLoRA: the model stored in 4 bits)")},
    {QT_TRANSLATE_NOOP("PdfReport", "pretraining"), QT_TRANSLATE_NOOP("PdfReport", "training from scratch on a large number of tokens")},
    {QT_TRANSLATE_NOOP("PdfReport", "inference serving"), QT_TRANSLATE_NOOP("PdfReport", "answering online requests, where latency matters")},
    {QT_TRANSLATE_NOOP("PdfReport", "memory bandwidth"),
     QT_TRANSLATE_NOOP("PdfReport", "how fast data moves between GPU memory and the compute units (GB/s)")},
    {QT_TRANSLATE_NOOP("PdfReport", "data disk / system disk"), QT_TRANSLATE_NOOP("PdfReport", "storage, billed per GB")},
    {QT_TRANSLATE_NOOP("PdfReport", "intranet bandwidth"),
     QT_TRANSLATE_NOOP("PdfReport", "network inside the data centre: about 10 Gbps dedicated to a whole card, about 1 Gbps shared by slices")},
    {QT_TRANSLATE_NOOP("PdfReport", "throttling"), QT_TRANSLATE_NOOP("PdfReport", "the clock falling under sustained load")},
    {QT_TRANSLATE_NOOP("PdfReport", "physical isolation"),
     QT_TRANSLATE_NOOP("PdfReport", "memory and compute no neighbour can touch: MIG gives it, Docker sharing does not")},
    {QT_TRANSLATE_NOOP("PdfReport", "hub region"),
     QT_TRANSLATE_NOOP("PdfReport", "the cheaper data-centre regions in western China (East Data, West Computing)")},
    {QT_TRANSLATE_NOOP("PdfReport", "total cost"), QT_TRANSLATE_NOOP("PdfReport", "everything the bill will show, not only GPU hours")},
    {QT_TRANSLATE_NOOP("PdfReport", "break-even point"), QT_TRANSLATE_NOOP("PdfReport", "the rental period at which two options cost the same")},
};

/// Every input of the scenario, then every default the estimate used (the catalog's, or the
/// scenario's override), as rows of name, value and where the value comes from.
QList<QStringList> assumptionRows(const model::Scenario &s, const model::Catalog &catalog)
{
    const model::Workload &w = s.workload;
    const QString fromScenario = pdfTr(QT_TRANSLATE_NOOP("PdfReport", "scenario"));
    QList<QStringList> rows;
    auto input = [&](const QString &name, const QString &value) { rows << QStringList{name, value, fromScenario}; };
    // The model, then every input of the table (model/InputFields.cpp) the workload kind uses,
    // named as the input panel names it, with its unit.
    input(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Model")), QString::fromStdString(w.arch.name));
    input(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Parameters (billions)")), number(model::countParams(w.arch).total / 1e9, 2));
    if (const model::WeightFormat *format = catalog.weightFormat(w.weightFormat);
        format && (w.kind == model::WorkloadKind::Inference || w.kind == model::WorkloadKind::Qlora))
        input(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Stored weights")), QString::fromStdString(format->name));
    for (const model::InputField &f : model::inputFields()) {
        if (!f.inReport || !f.appliesTo(w.kind))
            continue;
        const model::FieldValue value = f.get(s);
        QString text;
        if (const double *v = std::get_if<double>(&value))
            text = number(*v / f.displayScale, f.type == model::FieldType::Integer ? 0 : f.decimals)
                + InputFieldText::suffix(f, s.currency);
        else if (const bool *flag = std::get_if<bool>(&value))
            text = Labels::yesNo(*flag);
        else if (const std::string *key = std::get_if<std::string>(&value))
            text = InputFieldText::choice(f, *key);
        else
            text = InputFieldText::translated(f.unsetText);
        input(InputFieldText::label(f), text);
    }

    // Defaults: the catalog's, unless the scenario overrides them.
    const model::CatalogDefaults d = model::effectiveDefaults(catalog, s);
    const model::Overrides &o = s.overrides;
    const QString fromCatalog = pdfTr(QT_TRANSLATE_NOOP("PdfReport", "catalog default"));
    const QString overridden = pdfTr(QT_TRANSLATE_NOOP("PdfReport", "scenario override"));
    auto assumption = [&](const char *name, const QString &value, bool override) {
        rows << QStringList{pdfTr(name), value, override ? overridden : fromCatalog};
    };
    assumption(QT_TRANSLATE_NOOP("PdfReport", "MFU (model FLOPs utilisation)"), number(w.mfu.value_or(d.mfu), 2), w.mfu.has_value());
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
        assumption(QT_TRANSLATE_NOOP("PdfReport", "Multi-GPU scaling efficiency"), scaling.join(QStringLiteral(", ")), false);
    else
        assumption(QT_TRANSLATE_NOOP("PdfReport", "All-reduce not hidden by backward (share)"), number(d.allreduceExposedFraction, 2), false);
    assumption(QT_TRANSLATE_NOOP("PdfReport", "vGPU neighbour slowdown (share)"), number(d.vgpuContention, 2),
               o.vgpuContention.has_value());
    if (!model::isTraining(w.kind)) {
        assumption(QT_TRANSLATE_NOOP("PdfReport", "Serving memory utilisation (share)"), number(d.servingMemoryUtilization, 2), false);
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

    QString currency() const { return QString::fromStdString(result.currency); }
    QString name(const model::OptionResult &o) const { return Labels::optionName(o, catalog); }
};

/// The title page: scenario, date, catalog, workload, and the recommendation.
void titlePage(Layout &page, const Report &r)
{
    const model::Workload &w = r.scenario.workload;
    page.paragraph(QCoreApplication::translate("PdfReport", "GPU Planner report"), 22, true);
    page.paragraph(QString::fromStdString(r.scenario.name), 14, true);
    page.paragraph(QCoreApplication::translate("PdfReport", "Date: %1 · Catalog: %2 · Currency: %3 · Language: %4")
                       .arg(QDate::currentDate().toString(Qt::ISODate), QString::fromStdString(r.catalog.asOf),
                            r.currency(), Translation::current() == QLatin1String("zh_CN") ? QStringLiteral("简体中文")
                                                                                           : QStringLiteral("English")));
    page.paragraph(QCoreApplication::translate("PdfReport", "Workload: %1, %2, %3 GPU(s); %4 GB of GPU memory per GPU.")
                       .arg(Labels::workloadKind(w.kind), QString::fromStdString(w.arch.name))
                       .arg(w.gpus)
                       .arg(number(r.result.memory.total() / kGB, 1)));
    if (const model::OptionResult *best = r.result.best())
        page.paragraph(QCoreApplication::translate("PdfReport", "Recommendation: %1, %2 %3 for %4 hours (%5).")
                           .arg(r.name(*best), money(best->cost.total()), r.currency(), number(best->wallHours, 1),
                                Labels::reasons(best->reasons)),
                       11, true);
    else
        page.paragraph(QCoreApplication::translate("PdfReport", "No compared option fits this workload."), 11, true);
}

/// Inputs and assumptions, with their sources, on a page of their own.
void assumptions(Layout &page, const Report &r)
{
    page.newPage();
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Workload and assumptions")));
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Input")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Value")),
                pdfTr(QT_TRANSLATE_NOOP("PdfReport", "From"))},
               assumptionRows(r.scenario, r.catalog), {0.5, 0.3, 0.2});
    page.paragraph(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Sources of the catalog defaults (as of %1): %2"))
                       .arg(QString::fromStdString(r.catalog.defaults.asOf),
                            QString::fromStdString(r.catalog.defaults.source)),
                   7);
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
        rows << QStringList{parts[i], number(values[i] / kGB, 2)};
    rows << QStringList{QCoreApplication::translate("PdfReport", "Total per GPU"), number(m.total() / kGB, 2)};
    page.table({QCoreApplication::translate("PdfReport", "Memory part"), QCoreApplication::translate("PdfReport", "GB")},
               rows, {0.6, 0.4});
}

/// The memory, cost-by-part, region and cost-over-time charts, drawn as vectors.
void charts(Layout &page, const Report &r)
{
    MemoryChartView memoryChart;
    memoryChart.setResult(r.result, r.catalog);
    page.chart(memoryChart, 3600);
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
    QList<double> widths;
    for (const OptionColumn *c : columns) {
        header << OptionColumns::title(*c, Output::Pdf);
        widths << c->pdfWidth;
    }
    QList<QStringList> rows;
    for (const auto *o : r.ordered) {
        QStringList row;
        for (const OptionColumn *c : columns)
            row << OptionColumns::display(*c, *o, r.catalog, locale);
        rows << row;
    }
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Options compared (%1)")).arg(r.currency()));
    page.table(header, rows, widths);
}

/// Every option's cost by part, named as in the cost-by-part chart.
void costParts(Layout &page, const Report &r)
{
    QList<QStringList> rows;
    for (const auto *o : r.ordered) {
        const model::CostBreakdown &c = o->cost;
        rows << QStringList{o->rank > 0 ? QString::number(o->rank) : QStringLiteral("–"), r.name(*o),
                            money(c.compute), money(c.storage), money(c.transfer), money(c.idle),
                            money(c.prep), money(c.rework), money(c.other), money(c.total())};
    }
    QStringList header{pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Rank")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Option"))};
    header << Labels::costParts();
    header << pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Total"));
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Cost by part (%1)")).arg(r.currency()));
    page.table(header, rows, {0.05, 0.25, 0.09, 0.08, 0.08, 0.08, 0.08, 0.08, 0.08, 0.13});
}

/// Every region of the catalog: what its prices are multiplied by, and how far users are.
void regions(Layout &page, const Report &r)
{
    QList<QStringList> rows;
    for (const auto &region : r.catalog.regions)
        rows << QStringList{Labels::region(region.id, r.catalog),
                            region.tier == "premium" ? QCoreApplication::translate("PdfReport", "premium")
                                                     : QCoreApplication::translate("PdfReport", "hub region"),
                            number(region.priceMultiplier, 2), number(region.latencyMs, 0)};
    page.heading(QCoreApplication::translate("PdfReport", "Regions"));
    page.table({QCoreApplication::translate("PdfReport", "Region"), QCoreApplication::translate("PdfReport", "Tier"),
                QCoreApplication::translate("PdfReport", "Price multiplier"),
                QCoreApplication::translate("PdfReport", "Latency to users (ms)")},
               rows, {0.4, 0.2, 0.2, 0.2});
}

/// Why each option stands where it does, its warnings, and what to check before buying the
/// recommended one.
void reasonsAndChecklist(Layout &page, const Report &r)
{
    const model::OptionResult *best = r.result.best();
    page.heading(QCoreApplication::translate("PdfReport", "Reasons and warnings"));
    for (const auto *o : r.ordered) {
        QString text = r.name(*o) + QStringLiteral(": ") + Labels::rankNote(*o, best);
        if (!o->warnings.empty())
            text += QStringLiteral(" — ")
                + pdfTr(QT_TRANSLATE_NOOP("PdfReport", "warnings: %1")).arg(Labels::warnings(o->warnings));
        page.paragraph(text, 8);
    }
    if (best && !best->checklist.empty()) {
        page.heading(QCoreApplication::translate("PdfReport", "Before you buy"));
        for (const auto &item : best->checklist)
            page.paragraph(QStringLiteral("☐ ") + Labels::checklistItem(item), 9);
    }
}

/// The rental periods from which one option or billing plan is cheaper than another.
void breakEven(Layout &page, const Report &r)
{
    if (r.result.breakEven.empty())
        return;
    // Ids are "option@region#plan" (Sweep.h): named as the option and its billing plan.
    auto planName = [&](const std::string &id) {
        const auto hash = id.find('#');
        const model::OptionResult *o = r.result.option(id.substr(0, hash));
        const QString option = o ? r.name(*o) : QString::fromStdString(id.substr(0, hash));
        return hash == std::string::npos ? option
                                         : QStringLiteral("%1 · %2").arg(option, Labels::billing(id.substr(hash + 1)));
    };
    QList<QStringList> rows;
    for (const auto &b : r.result.breakEven)
        rows << QStringList{planName(b.a), planName(b.b), number(b.hours, 1)};
    page.heading(QCoreApplication::translate("PdfReport", "Break-even points"));
    page.table({QCoreApplication::translate("PdfReport", "Cheaper from then on"),
                QCoreApplication::translate("PdfReport", "Than"), QCoreApplication::translate("PdfReport", "Hours")},
               rows, {0.45, 0.4, 0.15});
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
               rows, {0.75, 0.25});
}

/// The catalog prices of the offerings compared, with their date and source.
void prices(Layout &page, const Report &r)
{
    QList<QStringList> rows;
    std::vector<std::string> seen;
    for (const auto *o : r.ordered) {
        if (std::find(seen.begin(), seen.end(), o->offeringId) != seen.end())
            continue;
        seen.push_back(o->offeringId);
        for (const auto &offering : r.catalog.offerings)
            if (offering.id == o->offeringId)
                rows << QStringList{QString::fromStdString(offering.id),
                                    offering.price.hourly ? money(*offering.price.hourly) : QString(),
                                    offering.price.monthly ? money(*offering.price.monthly) : QString(),
                                    QString::fromStdString(offering.asOf), QString::fromStdString(offering.source)};
    }
    page.heading(QCoreApplication::translate("PdfReport", "Prices used (hub regions, %1)")
                     .arg(QString::fromStdString(r.catalog.currency)));
    page.table({QCoreApplication::translate("PdfReport", "Offering"), QCoreApplication::translate("PdfReport", "Hourly"),
                QCoreApplication::translate("PdfReport", "Monthly"), QCoreApplication::translate("PdfReport", "As of"),
                QCoreApplication::translate("PdfReport", "Source")},
               rows, {0.22, 0.09, 0.1, 0.11, 0.48});
}

/// The glossary of docs/DOMAIN.md.
void glossary(Layout &page, const Report &)
{
    page.heading(pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Terms used")));
    QList<QStringList> terms;
    for (const auto &entry : kGlossary)
        terms << QStringList{pdfTr(entry[0]), pdfTr(entry[1])};
    page.table({pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Term")), pdfTr(QT_TRANSLATE_NOOP("PdfReport", "Meaning"))}, terms,
               {0.3, 0.7});
}

} // namespace

QByteArray PdfReport::render(const model::Result &result, const model::Catalog &catalog,
                             const model::Scenario &scenario, const PageProgress &progress)
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
        writer.setTitle(QString::fromStdString(scenario.name));
        writer.setCreator(QStringLiteral("GPU Planner"));
        QPainter painter(&writer);
        Layout page(writer, painter, progress);
        const Report report{result, catalog, scenario, result.rankedOptions()};
        try {
            for (auto section : {titlePage, assumptions, memory, charts, optionTable, costParts, regions,
                                 reasonsAndChecklist, breakEven, budget, prices, glossary})
                section(page, report);
            page.finish();
        } catch (const Layout::Stopped &) {
            return {};
        }
    }
    return bytes;
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
