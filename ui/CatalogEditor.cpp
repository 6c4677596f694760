#include "CatalogEditor.h"

#include "CatalogStore.h"
#include "InputError.h"
#include "Labels.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gpuplanner::ui {

using Section = CatalogTableModel::Section;
using nlohmann::json;

namespace {
constexpr Section kSections[] = {Section::Offerings, Section::Gpus, Section::Regions, Section::Platforms};
}

CatalogEditor::CatalogEditor(CatalogStore *store, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_builtin(CatalogStore::builtinJson())
    , m_undo(new QUndoStack(this))
    , m_tabs(new QTabWidget(this))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("Catalog"));
    const json current = m_store->json();
    auto checker = [this](Section section, const json &entries) { return check(section, entries); };
    for (Section section : kSections) {
        const char *key = CatalogTableModel::sectionKey(section);
        auto *model = new CatalogTableModel(section, current.value(key, json::array()),
                                            m_builtin.value(key, json::array()), m_undo, checker, this);
        auto *sorted = new QSortFilterProxyModel(this);
        sorted->setSourceModel(model);
        sorted->setSortRole(Qt::UserRole);
        auto *table = new QTableView(this);
        table->setModel(sorted);
        table->setSortingEnabled(true);
        table->sortByColumn(-1, Qt::AscendingOrder); // catalog order until a header is clicked
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        table->horizontalHeader()->setStretchLastSection(true);
        // A refused edit says why, under the table.
        connect(table->itemDelegate(), &QAbstractItemDelegate::closeEditor, this, [this, model] {
            if (!model->lastError().isEmpty())
                m_status->setText(model->lastError());
        });
        connect(model, &CatalogTableModel::dataChanged, this, [this] { m_status->clear(); });
        m_models.push_back(model);
        m_tables.push_back(table);
    }
    m_tabs->addTab(m_tables[0], tr("Offerings and prices"));
    m_tabs->addTab(m_tables[1], tr("GPUs"));
    m_tabs->addTab(m_tables[2], tr("Regions"));
    m_tabs->addTab(m_tables[3], tr("Billing rules"));
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("catalogStatus"));

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
    // Every accepted edit, undo and redo is in force at once: open results follow it.
    connect(m_undo, &QUndoStack::indexChanged, this, &CatalogEditor::applyEdits);
    connect(reset, &QPushButton::clicked, this, [this] {
        const int tab = m_tabs->currentIndex();
        const QModelIndex selected = m_tables[size_t(tab)]->currentIndex();
        if (!selected.isValid())
            return;
        const auto *sorted = qobject_cast<QSortFilterProxyModel *>(m_tables[size_t(tab)]->model());
        if (!m_models[size_t(tab)]->resetToBuiltin(sorted->mapToSource(selected).row()))
            m_status->setText(tr("This entry is your own: there is no built-in one to go back to."));
    });
    connect(saveButton, &QPushButton::clicked, this, [this] {
        if (save())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &CatalogEditor::reject);

    auto *layout = new QVBoxLayout(this);
    auto *hint = new QLabel(tr("Prices are per rented unit in the catalog's currency, for hub regions "
                               "(regions multiply them). Edited entries are in bold. Saved to %1.")
                                .arg(m_store->userPath()),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(1200, 640);
}

CatalogEditor::~CatalogEditor()
{
    // The undo stack is cleared as it goes: that is no edit to put in force.
    disconnect(m_undo, nullptr, this, nullptr);
}

CatalogTableModel *CatalogEditor::model(Section section) const
{
    for (auto *m : m_models)
        if (m->section() == section)
            return m;
    return nullptr;
}

json CatalogEditor::userSections(Section section, const json *candidate) const
{
    json sections = json::object();
    for (const auto *m : m_models) {
        const char *key = CatalogTableModel::sectionKey(m->section());
        // Only the entries that differ from the built-in ones go to the user's file.
        sections[key] = candidate && m->section() == section
            ? CatalogTableModel::editedEntries(*candidate, m_builtin.value(key, json::array()))
            : m->editedEntries();
    }
    return sections;
}

QString CatalogEditor::check(Section section, const json &entries) const
{
    try {
        m_store->check(userSections(section, &entries));
    } catch (const model::InputError &e) {
        return Labels::fileMessage(e.what());
    }
    return {};
}

void CatalogEditor::applyEdits()
{
    try {
        m_store->apply(userSections());
    } catch (const model::InputError &e) {
        m_status->setText(Labels::fileMessage(e.what()));
    }
}

bool CatalogEditor::save()
{
    try {
        m_store->apply(userSections());
        m_store->save();
    } catch (const model::InputError &e) {
        m_status->setText(tr("Not saved: %1").arg(Labels::fileMessage(e.what())));
        return false;
    }
    m_undo->setClean();
    return true;
}

void CatalogEditor::reject()
{
    if (!m_undo->isClean()) { // edits since the last save (undone back to it: nothing to ask)
        const auto answer = QMessageBox::question(
            this, tr("Unsaved catalog edits"),
            tr("Your catalog edits are in force but not saved. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !save()))
            return;
        if (answer == QMessageBox::Discard)
            m_store->revert();
    }
    QDialog::reject();
}

} // namespace gpuplanner::ui
