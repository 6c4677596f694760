#include "CatalogEditor.h"

#include "InputError.h"
#include "PriceTableModel.h"
#include "ScenarioFiles.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gpuplanner::ui {

CatalogEditor::CatalogEditor(const model::Catalog &current, const model::Catalog &builtin, QWidget *parent)
    : QDialog(parent)
    , m_undo(new QUndoStack(this))
    , m_model(new PriceTableModel(current, builtin, m_undo, this))
    , m_table(new QTableView(this))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("Price catalog"));
    auto *sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(m_model);
    sorted->setSortRole(Qt::UserRole);
    m_table->setModel(sorted);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_status->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *undo = buttons->addButton(tr("Undo"), QDialogButtonBox::ActionRole);
    QPushButton *redo = buttons->addButton(tr("Redo"), QDialogButtonBox::ActionRole);
    QPushButton *reset = buttons->addButton(tr("Reset to built-in"), QDialogButtonBox::ActionRole);
    QPushButton *saveButton = buttons->addButton(QDialogButtonBox::Save);
    buttons->addButton(QDialogButtonBox::Close);
    connect(undo, &QPushButton::clicked, m_undo, &QUndoStack::undo);
    connect(redo, &QPushButton::clicked, m_undo, &QUndoStack::redo);
    connect(m_undo, &QUndoStack::canUndoChanged, undo, &QPushButton::setEnabled);
    connect(m_undo, &QUndoStack::canRedoChanged, redo, &QPushButton::setEnabled);
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(reset, &QPushButton::clicked, this, [this, sorted] {
        const QModelIndex selected = m_table->currentIndex();
        if (selected.isValid() && !m_model->resetToBuiltin(sorted->mapToSource(selected).row()))
            m_status->setText(tr("This entry is your own: there is no built-in one to go back to."));
    });
    connect(saveButton, &QPushButton::clicked, this, [this] {
        if (save())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_model, &PriceTableModel::dataChanged, this, [this] { m_status->clear(); });

    auto *layout = new QVBoxLayout(this);
    auto *hint = new QLabel(tr("Prices are per rented unit in the catalog's currency, for hub regions "
                               "(regions multiply them). Saved to %1.")
                                .arg(ScenarioFiles::userCatalogPath()),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(1200, 640);

    // A rejected edit says why, next to the table.
    connect(m_table->itemDelegate(), &QAbstractItemDelegate::closeEditor, this, [this] {
        if (!m_model->lastError().isEmpty())
            m_status->setText(m_model->lastError());
    });
}

bool CatalogEditor::save()
{
    try {
        ScenarioFiles::saveUserOfferings(m_model->editedOfferings());
    } catch (const model::InputError &e) {
        m_status->setText(tr("Not saved: %1").arg(QString::fromStdString(e.what())));
        return false;
    }
    m_undo->setClean();
    emit catalogSaved();
    return true;
}

} // namespace gpuplanner::ui
