#include "ResultExport.h"

#include "Cost.h"
#include "Evaluate.h"
#include "Labels.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::ui {

namespace {

struct Column
{
    const char *key;   ///< machine-readable header
    const char *title; ///< translated header
};

const Column kColumns[] = {
    {"id", QT_TRANSLATE_NOOP("ResultExport", "Option ID")},
    {"option", QT_TRANSLATE_NOOP("ResultExport", "Option")},
    {"kind", QT_TRANSLATE_NOOP("ResultExport", "Kind")},
    {"gpu", QT_TRANSLATE_NOOP("ResultExport", "GPU")},
    {"mig_profile", QT_TRANSLATE_NOOP("ResultExport", "MIG profile")},
    {"region", QT_TRANSLATE_NOOP("ResultExport", "Region")},
    {"gpus", QT_TRANSLATE_NOOP("ResultExport", "GPUs")},
    {"fits", QT_TRANSLATE_NOOP("ResultExport", "Fits in memory")},
    {"memory_per_gpu_gb", QT_TRANSLATE_NOOP("ResultExport", "Memory per GPU (GB)")},
    {"capacity_gb", QT_TRANSLATE_NOOP("ResultExport", "Capacity (GB)")},
    {"gpu_hours", QT_TRANSLATE_NOOP("ResultExport", "GPU hours")},
    {"wall_hours", QT_TRANSLATE_NOOP("ResultExport", "Wall hours")},
    {"billing", QT_TRANSLATE_NOOP("ResultExport", "Billing")},
    {"billed_units", QT_TRANSLATE_NOOP("ResultExport", "Billed units")},
    {"billed_units_by_plan", QT_TRANSLATE_NOOP("ResultExport", "Billed units by plan")},
    {"cost_compute", QT_TRANSLATE_NOOP("ResultExport", "Compute cost")},
    {"cost_storage", QT_TRANSLATE_NOOP("ResultExport", "Storage cost")},
    {"cost_transfer", QT_TRANSLATE_NOOP("ResultExport", "Data transfer cost")},
    {"cost_idle", QT_TRANSLATE_NOOP("ResultExport", "Idle cost")},
    {"cost_prep", QT_TRANSLATE_NOOP("ResultExport", "Data preparation cost")},
    {"cost_rework", QT_TRANSLATE_NOOP("ResultExport", "Rework cost")},
    {"cost_other", QT_TRANSLATE_NOOP("ResultExport", "Other cost")},
    {"cost_total", QT_TRANSLATE_NOOP("ResultExport", "Total cost")},
    {"currency", QT_TRANSLATE_NOOP("ResultExport", "Currency")},
    {"warnings", QT_TRANSLATE_NOOP("ResultExport", "Warnings")},
    {"rank", QT_TRANSLATE_NOOP("ResultExport", "Rank")},
    {"reasons", QT_TRANSLATE_NOOP("ResultExport", "Reasons")},
    {"checklist", QT_TRANSLATE_NOOP("ResultExport", "Checklist")},
};

/// C-locale number text: fixed decimals, '.' separator.
QString num(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

bool looksNumeric(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("^-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?$"));
    return number.match(text).hasMatch();
}

} // namespace

namespace {
/// "monthly 1 + hourly 15": each plan paid for and its units, longest plan first (the JSON's
/// billing_units).
QString unitsByPlan(const model::OptionResult &o)
{
    QStringList parts;
    for (int plan = int(o.billedUnitsByPlan.size()) - 1; plan >= 0; --plan)
        if (const double units = o.billedUnitsByPlan[size_t(plan)]; units > 0)
            parts << QStringLiteral("%1 %2").arg(Labels::billing(model::planKey(model::Plan(plan))), num(units, 0));
    return parts.join(QStringLiteral(" + "));
}
} // namespace

QString ResultExport::csvCell(const QString &text)
{
    QString cell = text;
    static const QString risky = QStringLiteral("=+-@\t\r");
    if (!cell.isEmpty() && risky.contains(cell.front()) && !looksNumeric(cell))
        cell.prepend(QLatin1Char('\''));
    if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"'))
        || cell.contains(QLatin1Char('\n')) || cell.contains(QLatin1Char('\r'))) {
        cell.replace(QLatin1String("\""), QLatin1String("\"\""));
        cell = QLatin1Char('"') + cell + QLatin1Char('"');
    }
    return cell;
}

QByteArray ResultExport::toCsv(const model::Result &result, const model::Catalog &catalog,
                               const CsvOptions &options)
{
    constexpr double kGB = 1e9;
    QStringList lines;
    QStringList header;
    for (const auto &c : kColumns)
        header << csvCell(options.machineHeader ? QString::fromLatin1(c.key)
                                                : QCoreApplication::translate("ResultExport", c.title));
    lines << header.join(QLatin1Char(','));
    for (const auto &o : result.options) {
        const QStringList row = {
            QString::fromStdString(o.id),
            Labels::offering(o, catalog),
            Labels::offeringKind(o.kind),
            Labels::gpuShortName(o.gpu, catalog),
            QString::fromStdString(o.migProfile),
            Labels::region(o.region, catalog),
            QString::number(o.gpus),
            Labels::yesNo(o.fits),
            num(o.memoryPerGpuBytes / kGB, 2),
            num(o.capacityBytes / kGB, 2),
            num(o.gpuHours, 2),
            num(o.wallHours, 2),
            Labels::billing(o.billing),
            num(o.billedUnits, 0),
            unitsByPlan(o),
            num(o.cost.compute, 2),
            num(o.cost.storage, 2),
            num(o.cost.transfer, 2),
            num(o.cost.idle, 2),
            num(o.cost.prep, 2),
            num(o.cost.rework, 2),
            num(o.cost.other, 2),
            num(o.cost.total(), 2),
            QString::fromStdString(o.currency),
            Labels::warnings(o.warnings),
            o.rank > 0 ? QString::number(o.rank) : QString(),
            Labels::reasons(o.reasons),
            Labels::checklist(o.checklist),
        };
        QStringList cells;
        for (const auto &v : row)
            cells << csvCell(v);
        lines << cells.join(QLatin1Char(','));
    }
    if (options.memoryTable) {
        static const char *const keys[] = {"weights", "gradients", "optimizer", "activations", "kv_cache", "adapter", "overhead"};
        const model::MemoryBreakdown &m = result.memory;
        const double bytes[] = {m.weights, m.gradients, m.optimizer, m.activations, m.kvCache, m.adapter, m.overhead};
        const QStringList parts = Labels::memoryParts();
        lines << QString();
        lines << (options.machineHeader
                      ? QStringLiteral("part,name,bytes_per_gpu,gb_per_gpu")
                      : QStringList{QStringLiteral("part"), QCoreApplication::translate("ResultExport", "Memory part"),
                                    QCoreApplication::translate("ResultExport", "Bytes per GPU"),
                                    QCoreApplication::translate("ResultExport", "GB per GPU")}
                            .join(QLatin1Char(',')));
        for (size_t i = 0; i < std::size(keys); ++i)
            lines << QStringList{QLatin1String(keys[i]), csvCell(parts.value(int(i))), num(bytes[i], 0), num(bytes[i] / kGB, 3)}
                         .join(QLatin1Char(','));
        lines << QStringList{QStringLiteral("total"), csvCell(QCoreApplication::translate("ResultExport", "Total per GPU")),
                             num(m.total(), 0), num(m.total() / kGB, 3)}
                     .join(QLatin1Char(','));
    }
    QByteArray out = options.byteOrderMark ? QByteArray("\xEF\xBB\xBF") : QByteArray();
    out += lines.join(QLatin1String("\r\n")).toUtf8();
    out += "\r\n";
    return out;
}

QByteArray ResultExport::toJson(const model::Result &result, const model::Catalog *catalog,
                                const model::Scenario *scenario)
{
    return QByteArray::fromStdString(model::resultToJson(result, catalog, scenario).dump(2) + "\n");
}

} // namespace gpuplanner::ui
