#pragma once

#include "Catalog.h"
#include "Result.h"

#include <QLocale>
#include <QString>
#include <QVariant>

#include <optional>
#include <vector>

namespace gpuplanner::ui {

/// The outputs that list the compared options column by column.
enum class Output { Table, Csv, Pdf };

/// One column of the option table, the CSV and the PDF option table: what it is called, how its
/// value comes from an option, how it is shown, and where. The list is OptionColumns::all().
struct OptionColumn
{
    /// A number in base units (bytes, hours, money); nullopt: none (shown "–", CSV "").
    using Number = std::optional<double> (*)(const model::OptionResult &);
    /// Words, with numbers in them written in `locale`.
    using Text = QString (*)(const model::OptionResult &, const model::Catalog &, const QLocale &);
    /// Where the column stands in each output, counted from 0; -1: not there.
    struct Places
    {
        int table = -1;
        int csv = -1;
        int pdf = -1;
    };

    const char *key;                ///< stable snake_case id; the CSV's machine header
    const char *title;              ///< QT_TRANSLATE_NOOP("OptionColumns", …): the CSV header
    const char *shortTitle = nullptr; ///< header on screen and in the PDF; nullptr: `title`
    Number number = nullptr;        ///< the raw value (sorts the table); nullptr: a text column
    Text text = nullptr;            ///< words shown instead of the formatted number (screen, PDF, CSV)
    double divisor = 1;             ///< shown value = raw / divisor (1e9: bytes → GB)
    int decimals = 0;               ///< decimals on screen and in the PDF
    int csvDecimals = 0;            ///< decimals in the CSV ('.' separator, no grouping)
    bool money = false;             ///< an amount: the on-screen header names the currency
    Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter; ///< on screen
    Places at;                      ///< position in each output
    Text tip = nullptr;             ///< on-screen tooltip, or nullptr
    bool (*alert)(const model::OptionResult &) = nullptr; ///< shown in red on screen when true

    /// Whether `output` lists this column.
    bool in(Output output) const;
};

/// The single list of option columns and how each output writes a cell. Words are translated in
/// the context "OptionColumns" and follow the installed translator.
class OptionColumns
{
public:
    /// Every column, in the order of the list (the CSV's).
    static const std::vector<OptionColumn> &all();
    /// The columns `output` shows, in its order.
    static const std::vector<const OptionColumn *> &of(Output output);
    /// The column with `key`, or nullptr.
    static const OptionColumn *find(const QString &key);
    /// The position of `key` in `output`, or -1.
    static int indexOf(Output output, const QString &key);

    /// The header `output` gives `column`: the CSV's translated title; on screen the short title,
    /// for amounts followed by `currency` ("Total (CNY)"); in the PDF the short title.
    static QString title(const OptionColumn &column, Output output, const QString &currency = {});
    /// The cell on screen or in the PDF: the text, or the number in `locale` at `decimals`; "–"
    /// when there is no number.
    static QString display(const OptionColumn &column, const model::OptionResult &option,
                           const model::Catalog &catalog, const QLocale &locale);
    /// The CSV cell before quoting: the text (C locale), or the number with '.' at `csvDecimals`;
    /// empty when there is no number.
    static QString csv(const OptionColumn &column, const model::OptionResult &option,
                       const model::Catalog &catalog);
    /// What the table sorts by: the raw number (unranked options last), else the displayed text.
    static QVariant sortValue(const OptionColumn &column, const model::OptionResult &option,
                              const model::Catalog &catalog, const QLocale &locale);
};

} // namespace gpuplanner::ui
