#pragma once

#include "Catalog.h"
#include "Result.h"
#include "Scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gpuplanner::ui {

/// Turns a Result into the bytes of an export file. The same Result the charts show.
class ResultExport
{
public:
    struct CsvOptions
    {
        bool byteOrderMark = true;  ///< UTF-8 BOM first, so spreadsheet programs read UTF-8
        bool machineHeader = false; ///< stable English snake_case header instead of translated
        bool memoryTable = false;   ///< after a blank line, a second table: the memory breakdown
    };

    /// RFC 4180 CSV, one row per option with the columns OptionColumns::of(Output::Csv) lists
    /// (ids, kind, GPU, MIG profile, region, GPUs, fits, memory, hours, billing, each cost part,
    /// total, currency, warnings, rank, reasons, checklist). CRLF line ends;
    /// numbers with '.' whatever the locale; text cells that a spreadsheet would run as a formula
    /// (leading = + - @ tab CR) get a leading apostrophe. Headers follow the installed language.
    /// With `memoryTable`, a blank line and a second table follow: one row per memory part
    /// (key, part, bytes per GPU, GB per GPU), then the total.
    static QByteArray toCsv(const model::Result &result, const model::Catalog &catalog,
                            const CsvOptions &options);

    /// The Result JSON (docs/ARCHITECTURE.md, Result JSON), indented, UTF-8, ending in a newline;
    /// with the catalog and scenario it came from, each option also explains its hours and cost.
    static QByteArray toJson(const model::Result &result, const model::Catalog *catalog = nullptr,
                             const model::Scenario *scenario = nullptr);

    /// One CSV cell, quoted when needed and neutralised against formula injection.
    static QString csvCell(const QString &text);
};

} // namespace gpuplanner::ui
