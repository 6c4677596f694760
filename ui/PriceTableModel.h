#pragma once

#include "Catalog.h"

#include <QAbstractTableModel>

class QUndoStack;

namespace gpuplanner::ui {

/// The catalog's offerings as an editable price table: id, kind, GPU, slice, region, the five
/// billing units, as_of and source. Prices, as_of and source are editable; every edit is
/// checked (a price is a number ≥ 0 or empty to withdraw it; as_of a date; source not empty)
/// and goes through `undo` as one step. Qt::UserRole gives raw numbers for sorting.
class PriceTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Id, Kind, Gpu, Slice, Region, Hourly, Daily, Weekly, Monthly, Yearly, AsOf, Source, ColumnCount };

    /// `current` is what is in force (built-in merged with the user's file), `builtin` the
    /// shipped catalog (for "reset to built-in" and for knowing what was edited).
    PriceTableModel(const model::Catalog &current, const model::Catalog &builtin, QUndoStack *undo,
                    QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// Why the last rejected edit was rejected ("" after an accepted one).
    QString lastError() const { return m_lastError; }
    /// Restores row `row` to the built-in entry (one undo step); false if it has none.
    bool resetToBuiltin(int row);
    /// Offerings that differ from the built-in catalog (what the user's file must hold).
    std::vector<model::Offering> editedOfferings() const;
    const model::Offering &offering(int row) const { return m_offerings[size_t(row)]; }

    /// Used by the undo commands: puts `offering` in row `row` and tells the views.
    void replaceRow(int row, const model::Offering &offering);

private:
    bool edited(int row) const;

    std::vector<model::Offering> m_offerings;
    const model::Catalog &m_builtin;
    QUndoStack *m_undo;
    QString m_lastError;
};

} // namespace gpuplanner::ui
