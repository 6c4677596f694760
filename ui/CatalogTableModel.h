#pragma once

#include <QAbstractTableModel>

#include <functional>

#include <nlohmann/json.hpp>

class QUndoStack;

namespace gpuplanner::ui {

/// One section of the catalog in force (GPUs, regions or offerings) as an editable table over its
/// JSON entries, so an edit keeps every field the table does not show (MIG profiles, terms).
///
/// Numbers are shown and typed in the user's locale (QLocale) and stored as JSON numbers; a changed
/// number dates the entry today and, if it still cites the built-in source, marks it as the
/// user's own figure. Dates are ISO (2026-11-30); text may not be empty. Each accepted edit is one step on `undo`. Before
/// it is accepted, the whole catalog with the edit is checked by the `check` callback (the
/// catalog loader: same rules as a hand-edited file); a refused edit leaves the table as it was
/// and lastError() says why. Qt::UserRole gives raw values for sorting.
class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Section { Offerings, Gpus, Regions, Platforms };

    /// Checks a candidate section (JSON array of entries); returns "" or the reason it is refused.
    using Check = std::function<QString(Section, const nlohmann::json &entries)>;

    /// `current`: the section's entries in force; `builtin`: the shipped ones (for "reset to
    /// built-in" and for telling which entries were edited). Both are JSON arrays of objects
    /// with a string "id".
    CatalogTableModel(Section section, nlohmann::json current, nlohmann::json builtin, QUndoStack *undo, Check check,
                      QObject *parent = nullptr);

    Section section() const { return m_section; }
    /// The catalog file's key for a section: "offerings", "gpus" or "regions".
    static const char *sectionKey(Section section);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// The column showing `key` (a JSON pointer such as "/price/hourly"), or -1.
    int column(const char *key) const;
    /// The row of the entry with `id`, or -1.
    int row(const std::string &id) const;
    /// Entries that differ from the built-in ones or have none: what the user's file must hold.
    nlohmann::json editedEntries() const { return editedEntries(m_entries, m_builtin); }
    /// The entries of `entries` that differ from the entry with the same id in `builtin`, or
    /// that `builtin` lacks (both JSON arrays of objects).
    static nlohmann::json editedEntries(const nlohmann::json &entries, const nlohmann::json &builtin);

    /// Why the last refused edit was refused ("" after an accepted one).
    QString lastError() const { return m_lastError; }
    /// Restores row `row` to the built-in entry (one undo step); false if it has none.
    bool resetToBuiltin(int row);
    /// Used by the undo commands: puts `entry` in row `row` and tells the views.
    void replaceRow(int row, const nlohmann::json &entry);

private:
    struct Column;
    const std::vector<Column> &columns() const;
    const nlohmann::json *builtinEntry(int row) const;
    bool edited(int row) const;
    bool refuse(const QString &reason);

    Section m_section;
    nlohmann::json m_entries;
    nlohmann::json m_builtin;
    QUndoStack *m_undo;
    Check m_check;
    QString m_lastError;
};

} // namespace gpuplanner::ui
