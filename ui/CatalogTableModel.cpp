#include "CatalogTableModel.h"

#include "Labels.h"

#include <QDate>
#include <QFont>
#include <QLocale>
#include <QUndoCommand>
#include <QUndoStack>

#include <cmath>

namespace gpuplanner::ui {

using nlohmann::json;

/// What a column shows: a field of the entry (`key`, a JSON pointer) of some kind.
struct CatalogTableModel::Column
{
    /// Text kinds shown in the UI's words: Source (source_zh in Chinese), Tier, RegionName (a
    /// built-in region's unchanged name), Region (an offering's region id), Platform (an
    /// offering's platform id), StopMode and Month (a platform's stop_mode and month keys).
    enum Kind { Id, Text, Number, Date, OfferingKind, Slice, Source, Tier, RegionName, Region, Platform, StopMode, Month };
    const char *key;
    const char *header; ///< untranslated; translated in headerData()
    Kind kind;
    bool editable;
};

namespace {

/// One edit of one row: the entry before and after.
class RowCommand : public QUndoCommand
{
public:
    RowCommand(CatalogTableModel *model, int row, json before, json after, const QString &text)
        : QUndoCommand(text), m_model(model), m_row(row), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_model->replaceRow(m_row, m_before); }
    void redo() override { m_model->replaceRow(m_row, m_after); }

private:
    CatalogTableModel *m_model;
    int m_row;
    json m_before, m_after;
};

const json *at(const json &entry, const char *key)
{
    const json::json_pointer pointer(key);
    return entry.contains(pointer) ? &entry.at(pointer) : nullptr;
}

} // namespace

const std::vector<CatalogTableModel::Column> &CatalogTableModel::columns() const
{
    // The catalog's own field names (resources/CATALOG.md); units in the headers.
    static const std::vector<Column> offerings{
        {"/id", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "ID"), Column::Id, false},
        {"/kind", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Kind"), Column::OfferingKind, false},
        {"/gpu", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "GPU"), Column::Text, false},
        {"/mig_profile", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Slice"), Column::Slice, false},
        {"/region", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Region"), Column::Region, false},
        {"/gpus", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "GPUs"), Column::Number, false},
        {"/platform", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Platform"), Column::Platform, true},
        {"/price/hourly", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Hourly"), Column::Number, true},
        {"/price/daily", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Daily"), Column::Number, true},
        {"/price/weekly", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Weekly"), Column::Number, true},
        {"/price/monthly", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Monthly"), Column::Number, true},
        {"/price/yearly", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Yearly"), Column::Number, true},
        {"/spot_discount", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Spot discount"), Column::Number, true},
        {"/min_term_hours", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Minimum term (h)"), Column::Number, true},
        {"/stopped_price_hourly", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Stopped (/h)"), Column::Number, true},
        {"/as_of", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "As of"), Column::Date, true},
        {"/source", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Source"), Column::Source, true},
    };
    static const std::vector<Column> gpus{
        {"/id", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "ID"), Column::Id, false},
        {"/name", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Name"), Column::Text, true},
        {"/memory_gb", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Memory (GB)"), Column::Number, true},
        {"/memory_mib", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Usable memory (MiB)"), Column::Number, true},
        {"/memory_bandwidth_gb_s", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Bandwidth (GB/s)"), Column::Number, true},
        {"/peak_tflops/bf16", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "BF16 (TFLOP/s)"), Column::Number, true},
        {"/peak_tflops/fp16", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "FP16 (TFLOP/s)"), Column::Number, true},
        {"/peak_tflops/fp8", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "FP8 (TFLOP/s)"), Column::Number, true},
        {"/peak_tflops/fp32", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "FP32 (TFLOP/s)"), Column::Number, true},
        {"/interconnect/kind", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Interconnect"), Column::Text, true},
        {"/interconnect/bandwidth_gb_s", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Link (GB/s)"), Column::Number, true},
        {"/as_of", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "As of"), Column::Date, true},
        {"/source", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Source"), Column::Source, true},
    };
    static const std::vector<Column> regions{
        {"/id", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "ID"), Column::Id, false},
        {"/name", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Name"), Column::RegionName, true},
        {"/tier", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Tier"), Column::Tier, true},
        {"/price_multiplier", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Price multiplier"), Column::Number, true},
        {"/latency_ms", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Latency (ms)"), Column::Number, true},
        {"/as_of", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "As of"), Column::Date, true},
        {"/source", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Source"), Column::Source, true},
    };
    // Billing rules per kind of platform (resources/CATALOG.md, Billing rules); an offering's own
    // value of the same key wins.
    static const std::vector<Column> platforms{
        {"/id", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "ID"), Column::Id, false},
        {"/name", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Name"), Column::Platform, true},
        {"/stop_mode", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "When stopped"), Column::StopMode, true},
        {"/stopped_price_hourly", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Stopped (/h)"), Column::Number, true},
        {"/no_gpu_price_hourly", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "No-GPU mode (/h)"), Column::Number, true},
        {"/min_term_hours", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Minimum term (h)"), Column::Number, true},
        {"/month", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Month"), Column::Month, true},
        {"/system_disk_gb", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "System disk (GB)"), Column::Number, true},
        {"/traffic_price_per_gb", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Outbound traffic (/GB)"), Column::Number, true},
        {"/spot_notice_minutes", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Spot notice (min)"), Column::Number, true},
        {"/spot_protection_hours", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Spot protection (h)"), Column::Number, true},
        {"/as_of", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "As of"), Column::Date, true},
        {"/source", QT_TRANSLATE_NOOP("gpuplanner::ui::CatalogTableModel", "Source"), Column::Source, true},
    };
    switch (m_section) {
    case Section::Gpus: return gpus;
    case Section::Regions: return regions;
    case Section::Platforms: return platforms;
    case Section::Offerings: break;
    }
    return offerings;
}

CatalogTableModel::CatalogTableModel(Section section, json current, json builtin, QUndoStack *undo, Check check,
                                     QObject *parent)
    : QAbstractTableModel(parent)
    , m_section(section)
    , m_entries(current.is_array() ? std::move(current) : json::array())
    , m_builtin(builtin.is_array() ? std::move(builtin) : json::array())
    , m_undo(undo)
    , m_check(std::move(check))
{
}

const char *CatalogTableModel::sectionKey(Section section)
{
    switch (section) {
    case Section::Gpus: return "gpus";
    case Section::Regions: return "regions";
    case Section::Platforms: return "platforms";
    case Section::Offerings: break;
    }
    return "offerings";
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(columns().size());
}

int CatalogTableModel::column(const char *key) const
{
    for (size_t i = 0; i < columns().size(); ++i)
        if (std::string_view(columns()[i].key) == key)
            return int(i);
    return -1;
}

int CatalogTableModel::row(const std::string &id) const
{
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].value("id", std::string()) == id)
            return int(i);
    return -1;
}

const json *CatalogTableModel::builtinEntry(int row) const
{
    const std::string id = m_entries.at(size_t(row)).value("id", std::string());
    for (const json &e : m_builtin)
        if (e.is_object() && e.value("id", std::string()) == id)
            return &e;
    return nullptr;
}

bool CatalogTableModel::edited(int row) const
{
    const json *shipped = builtinEntry(row);
    return !shipped || *shipped != m_entries.at(size_t(row));
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const json &e = m_entries.at(size_t(index.row()));
    const Column &c = columns()[size_t(index.column())];
    // Roles first: edited() compares whole entries, and views ask for many roles per cell.
    if (c.kind == Column::Id && (role == Qt::FontRole || role == Qt::ToolTipRole) && edited(index.row())) {
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        if (role == Qt::ToolTipRole)
            return builtinEntry(index.row()) ? tr("Edited: differs from the built-in catalog")
                                             : tr("Your own entry: not in the built-in catalog");
    }
    const json *value = at(e, c.key);
    if (c.kind == Column::Number) {
        const bool number = value && value->is_number();
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::DisplayRole)
            return number ? QVariant(QLocale().toString(value->get<double>(), 'g', 10)) : QVariant();
        if (role == Qt::EditRole || role == Qt::UserRole)
            return number ? QVariant(value->get<double>()) : QVariant();
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::UserRole)
        return {};
    const QString text = value && value->is_string() ? QString::fromStdString(value->get<std::string>()) : QString();
    if (c.kind == Column::OfferingKind && role == Qt::DisplayRole)
        return Labels::offeringKind(text.toStdString());
    if (c.kind == Column::Source && role != Qt::UserRole)
        return Labels::source(text.toStdString(), e.value("source_zh", std::string()));
    if (c.kind == Column::Tier && role == Qt::DisplayRole)
        return Labels::tier(text.toStdString());
    static const model::Catalog noCatalog; // built-in region ids have their own words
    if (c.kind == Column::Region && role == Qt::DisplayRole)
        return Labels::region(text.toStdString(), noCatalog);
    if (c.kind == Column::StopMode && role == Qt::DisplayRole)
        return Labels::stopMode(text.toStdString());
    if (c.kind == Column::Month && role == Qt::DisplayRole)
        return Labels::monthConvention(text.toStdString());
    if (c.kind == Column::Platform && role == Qt::DisplayRole) {
        // An offering's platform id, or a built-in platform's unchanged name, in the UI's words.
        const bool isName = m_section == Section::Platforms;
        const json *shipped = isName ? builtinEntry(index.row()) : nullptr;
        if (!isName)
            return Labels::platform(text.toStdString());
        if (shipped && shipped->value("name", std::string()) == text.toStdString())
            return Labels::platform(e.value("id", std::string()));
    }
    if (c.kind == Column::RegionName && role == Qt::DisplayRole) {
        const json *shipped = builtinEntry(index.row());
        if (shipped && shipped->value("name", std::string()) == text.toStdString())
            return Labels::region(e.value("id", std::string()), noCatalog);
    }
    if (c.kind == Column::Slice && text.isEmpty()) {
        const json *share = at(e, "/vgpu_share");
        return share && share->is_number() ? QStringLiteral("vGPU %1%").arg(qRound(share->get<double>() * 100)) : QString();
    }
    return text;
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    return tr(columns()[size_t(section)].header);
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const bool editable = columns()[size_t(index.column())].editable;
    return QAbstractTableModel::flags(index) | (editable ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

bool CatalogTableModel::refuse(const QString &reason)
{
    m_lastError = reason;
    return false;
}

bool CatalogTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const Column &c = columns()[size_t(index.column())];
    json after = m_entries.at(size_t(index.row()));
    const json::json_pointer pointer(c.key);
    const QString text = value.toString().trimmed();
    if (c.kind == Column::Source && text == data(index, Qt::EditRole).toString().trimmed())
        return true; // the note as shown, in either language: nothing changed
    if (text.isEmpty()) {
        if (c.kind != Column::Number)
            return refuse(tr("This field cannot be empty."));
        if (after.contains(pointer))
            after.at(pointer.parent_pointer()).erase(pointer.back()); // the loader says if it is required
    } else if (c.kind == Column::Number) {
        // A typed number in the user's locale ("6,5" in German) or in C notation; a QVariant double as is.
        bool ok = false;
        double number = value.typeId() == QMetaType::Double ? value.toDouble(&ok) : QLocale().toDouble(text, &ok);
        if (!ok)
            number = QLocale::c().toDouble(text, &ok);
        if (!ok || !std::isfinite(number))
            return refuse(tr("“%1” is not a number.").arg(text));
        const bool whole = number == std::floor(number) && std::fabs(number) < 1e15;
        after[pointer] = whole ? json(static_cast<long long>(number)) : json(number);
    } else if (c.kind == Column::Date && !QDate::fromString(text, Qt::ISODate).isValid()) {
        return refuse(tr("Write the date as year-month-day, e.g. 2026-11-30."));
    } else {
        after[pointer] = text.toStdString();
        if (c.kind == Column::Source) // the user's note, in their words, replaces both languages
            after.erase("source_zh");
    }
    if (after == m_entries.at(size_t(index.row())))
        return true;
    // A changed number is the user's own figure from today: date it, and say so where the entry
    // still cites the built-in source (a report must not put an old source beside a new quote).
    if (c.kind == Column::Number) {
        after["as_of"] = QDate::currentDate().toString(Qt::ISODate).toStdString();
        const json *shipped = builtinEntry(index.row());
        if (shipped && shipped->value("source", std::string()) == after.value("source", std::string()))
        {
            after["source"] = tr("your own figure, entered in GPU Planner").toStdString();
            after.erase("source_zh");
        }
    }
    json candidate = m_entries;
    candidate.at(size_t(index.row())) = after;
    if (const QString reason = m_check ? m_check(m_section, candidate) : QString(); !reason.isEmpty())
        return refuse(reason);
    m_lastError.clear();
    m_undo->push(new RowCommand(this, index.row(), m_entries.at(size_t(index.row())), after,
                                tr("Edit %1").arg(QString::fromStdString(after.value("id", std::string())))));
    return true;
}

bool CatalogTableModel::resetToBuiltin(int row)
{
    if (row < 0 || row >= rowCount())
        return false;
    const json *shipped = builtinEntry(row);
    if (!shipped)
        return false;
    if (*shipped != m_entries.at(size_t(row)))
        m_undo->push(new RowCommand(this, row, m_entries.at(size_t(row)), *shipped,
                                    tr("Reset %1").arg(QString::fromStdString(shipped->value("id", std::string())))));
    return true;
}

void CatalogTableModel::replaceRow(int row, const json &entry)
{
    m_entries.at(size_t(row)) = entry;
    emit dataChanged(index(row, 0), index(row, columnCount() - 1));
}

json CatalogTableModel::editedEntries(const json &entries, const json &builtin)
{
    json out = json::array();
    for (const json &e : entries) {
        const std::string id = e.value("id", std::string());
        const auto shipped = std::find_if(builtin.begin(), builtin.end(),
                                          [&](const json &b) { return b.value("id", std::string()) == id; });
        if (shipped == builtin.end() || *shipped != e)
            out.push_back(e);
    }
    return out;
}

} // namespace gpuplanner::ui
