#pragma once

#include "Catalog.h"

#include <QDialog>

class QLabel;
class QTableView;
class QUndoStack;

namespace gpuplanner::ui {

class PriceTableModel;

/// Edits the prices of the catalog in force: a table of every offering with its five billing
/// units, as_of and source; edits are checked as typed and undoable; "Reset to built-in"
/// restores an entry; Save writes the user's catalog file (ScenarioFiles::saveUserOfferings)
/// and emits catalogSaved() so the window re-evaluates.
class CatalogEditor : public QDialog
{
    Q_OBJECT
public:
    CatalogEditor(const model::Catalog &current, const model::Catalog &builtin, QWidget *parent = nullptr);

    PriceTableModel *model() const { return m_model; }
    QUndoStack *undoStack() const { return m_undo; }
    /// Saves the edits; returns false (and shows why) when they cannot be saved.
    bool save();

signals:
    void catalogSaved();

private:
    QUndoStack *m_undo;
    PriceTableModel *m_model;
    QTableView *m_table;
    QLabel *m_status;
};

} // namespace gpuplanner::ui
