#pragma once

#include "CatalogTableModel.h"

#include <QDialog>

class QLabel;
class QTabWidget;
class QTableView;
class QUndoStack;

namespace gpuplanner::ui {

class CatalogStore;

/// Edits the catalog in force (CatalogStore::json()): one tab each for offerings and their
/// prices, GPUs, and regions, with `as_of` and `source` beside every entry. Edits are checked as
/// typed by the catalog loader itself and refused with the reason shown under the table; they
/// share one undo stack. Every accepted edit, undo and redo is put in force at once
/// (CatalogStore::apply), so open results follow it; Save writes the entries that differ from
/// the built-in catalog to the user's catalog file (CatalogStore::save); closing with unsaved
/// edits asks whether to save or drop them. "Reset to built-in" restores the selected entry.
class CatalogEditor : public QDialog
{
    Q_OBJECT
public:
    explicit CatalogEditor(CatalogStore *store, QWidget *parent = nullptr);
    ~CatalogEditor() override;

    /// The table model of one section.
    CatalogTableModel *model(CatalogTableModel::Section section) const;
    QUndoStack *undoStack() const { return m_undo; }
    QTabWidget *tabs() const { return m_tabs; }
    /// Saves the edits; returns false (and shows why) when they cannot be saved.
    bool save();
    /// Closes; with unsaved edits in force, asks to save or drop them first.
    void reject() override;

private:
    /// The user's entries of every section, with `candidate` in place of its own section.
    nlohmann::json userSections(CatalogTableModel::Section section = {}, const nlohmann::json *candidate = nullptr) const;
    QString check(CatalogTableModel::Section section, const nlohmann::json &entries) const;
    /// Puts the tables' entries in force in the store.
    void applyEdits();

    CatalogStore *m_store;
    nlohmann::json m_builtin; ///< the built-in catalog file
    QUndoStack *m_undo;
    QTabWidget *m_tabs;
    std::vector<CatalogTableModel *> m_models;
    std::vector<QTableView *> m_tables;
    QLabel *m_status;
};

} // namespace gpuplanner::ui
