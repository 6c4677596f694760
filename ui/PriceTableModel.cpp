#include "PriceTableModel.h"

#include "Labels.h"

#include <cmath>

#include <QDate>
#include <QFont>
#include <QLocale>
#include <QUndoCommand>
#include <QUndoStack>

namespace gpuplanner::ui {

namespace {

using PriceMember = std::optional<double> model::Price::*;

PriceMember priceMember(int column)
{
    switch (column) {
    case PriceTableModel::Hourly: return &model::Price::hourly;
    case PriceTableModel::Daily: return &model::Price::daily;
    case PriceTableModel::Weekly: return &model::Price::weekly;
    case PriceTableModel::Monthly: return &model::Price::monthly;
    case PriceTableModel::Yearly: return &model::Price::yearly;
    default: return nullptr;
    }
}

/// One edit of one row: the offering before and after.
class RowCommand : public QUndoCommand
{
public:
    RowCommand(PriceTableModel *model, int row, model::Offering before, model::Offering after, const QString &text)
        : QUndoCommand(text), m_model(model), m_row(row), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_model->replaceRow(m_row, m_before); }
    void redo() override { m_model->replaceRow(m_row, m_after); }

private:
    PriceTableModel *m_model;
    int m_row;
    model::Offering m_before, m_after;
};

bool samePrices(const model::Offering &a, const model::Offering &b)
{
    return a.price.hourly == b.price.hourly && a.price.daily == b.price.daily && a.price.weekly == b.price.weekly
        && a.price.monthly == b.price.monthly && a.price.yearly == b.price.yearly && a.asOf == b.asOf
        && a.source == b.source;
}

} // namespace

PriceTableModel::PriceTableModel(const model::Catalog &current, const model::Catalog &builtin, QUndoStack *undo,
                                 QObject *parent)
    : QAbstractTableModel(parent), m_offerings(current.offerings), m_builtin(builtin), m_undo(undo)
{
}

int PriceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_offerings.size());
}

int PriceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool PriceTableModel::edited(int row) const
{
    const model::Offering &o = m_offerings[size_t(row)];
    const model::Offering *shipped = m_builtin.offering(o.id);
    return !shipped || !samePrices(*shipped, o);
}

QVariant PriceTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const model::Offering &o = m_offerings[size_t(index.row())];
    const int column = index.column();
    if (auto member = priceMember(column)) {
        const std::optional<double> &price = o.price.*member;
        if (role == Qt::DisplayRole)
            return price ? QVariant(QLocale().toString(*price, 'f', 2)) : QVariant();
        if (role == Qt::EditRole || role == Qt::UserRole)
            return price ? QVariant(*price) : QVariant();
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::FontRole && column == Id && edited(index.row())) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole && column == Id && edited(index.row()))
        return tr("Edited: differs from the built-in catalog");
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::UserRole)
        return {};
    switch (column) {
    case Id: return QString::fromStdString(o.id);
    case Kind: return Labels::offeringKind(o.kind);
    case Gpu: return QString::fromStdString(o.gpu);
    case Slice:
        return !o.migProfile.empty() ? QString::fromStdString(o.migProfile)
            : o.vgpuShare > 0        ? QStringLiteral("vGPU %1%").arg(qRound(o.vgpuShare * 100))
                                     : QString();
    case Region: return QString::fromStdString(o.region);
    case AsOf: return QString::fromStdString(o.asOf);
    case Source: return QString::fromStdString(o.source);
    default: return {};
    }
}

QVariant PriceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id: return tr("ID");
    case Kind: return tr("Kind");
    case Gpu: return tr("GPU");
    case Slice: return tr("Slice");
    case Region: return tr("Region");
    case Hourly: return tr("Hourly");
    case Daily: return tr("Daily");
    case Weekly: return tr("Weekly");
    case Monthly: return tr("Monthly");
    case Yearly: return tr("Yearly");
    case AsOf: return tr("As of");
    case Source: return tr("Source");
    default: return {};
    }
}

Qt::ItemFlags PriceTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const bool editable = priceMember(index.column()) || index.column() == AsOf || index.column() == Source;
    return QAbstractTableModel::flags(index) | (editable ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

bool PriceTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    model::Offering after = m_offerings[size_t(index.row())];
    const QString text = value.toString().trimmed();
    if (auto member = priceMember(index.column())) {
        if (text.isEmpty()) {
            after.price.*member = std::nullopt;
            if (after.price.empty()) {
                m_lastError = tr("An offering needs at least one price.");
                return false;
            }
        } else {
            bool ok = false;
            double price = value.toDouble(&ok);
            if (!ok)
                price = QLocale().toDouble(text, &ok);
            if (!ok || !std::isfinite(price) || price < 0 || price > 1e12) {
                m_lastError = tr("A price is a number of at least 0.");
                return false;
            }
            after.price.*member = price;
        }
    } else if (index.column() == AsOf) {
        if (!QDate::fromString(text, Qt::ISODate).isValid()) {
            m_lastError = tr("The date is written as 2026-11-30.");
            return false;
        }
        after.asOf = text.toStdString();
        after.asOfDay = model::dayNumber(after.asOf);
    } else {
        if (text.isEmpty()) {
            m_lastError = tr("Say where the price comes from.");
            return false;
        }
        after.source = text.toStdString();
    }
    m_lastError.clear();
    m_undo->push(new RowCommand(this, index.row(), m_offerings[size_t(index.row())], after,
                                tr("Edit %1").arg(QString::fromStdString(after.id))));
    return true;
}

bool PriceTableModel::resetToBuiltin(int row)
{
    if (row < 0 || row >= rowCount())
        return false;
    const model::Offering *shipped = m_builtin.offering(m_offerings[size_t(row)].id);
    if (!shipped)
        return false;
    m_undo->push(new RowCommand(this, row, m_offerings[size_t(row)], *shipped,
                                tr("Reset %1").arg(QString::fromStdString(shipped->id))));
    return true;
}

void PriceTableModel::replaceRow(int row, const model::Offering &offering)
{
    m_offerings[size_t(row)] = offering;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

std::vector<model::Offering> PriceTableModel::editedOfferings() const
{
    std::vector<model::Offering> out;
    for (int row = 0; row < rowCount(); ++row)
        if (edited(row))
            out.push_back(m_offerings[size_t(row)]);
    return out;
}

} // namespace gpuplanner::ui
