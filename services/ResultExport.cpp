#include "ResultExport.h"

#include "Evaluate.h"
#include "Labels.h"
#include "OptionColumns.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::ui {

namespace {

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

QString ResultExport::csvCell(const QString &text)
{
    QString cell = text;
    // What a spreadsheet may run as a formula: = + - @ (also their full-width forms, which some
    // spreadsheets read as the ASCII ones), tab and CR, even after leading spaces.
    static const QString risky = QStringLiteral("=+-@\t\r\uFF1D\uFF0B\uFF0D\uFF20");
    qsizetype first = 0;
    while (first < cell.size() && cell[first].isSpace() && !risky.contains(cell[first]))
        ++first;
    if (first < cell.size() && risky.contains(cell[first]) && !looksNumeric(cell))
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
    const auto &columns = OptionColumns::of(Output::Csv);
    QStringList header;
    for (const OptionColumn *c : columns)
        header << csvCell(options.machineHeader ? QString::fromLatin1(c->key) : OptionColumns::title(*c, Output::Csv));
    lines << header.join(QLatin1Char(','));
    for (const auto &o : result.options) {
        QStringList cells;
        for (const OptionColumn *c : columns)
            cells << csvCell(OptionColumns::csv(*c, o, catalog));
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
                      : QStringList{QCoreApplication::translate("ResultExport", "JSON key"),
                                    QCoreApplication::translate("ResultExport", "Memory part"),
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
