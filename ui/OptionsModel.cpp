#include "OptionsModel.h"

#include "Labels.h"
#include "OptionColumns.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace gpuplanner::ui {

namespace {
const std::vector<const OptionColumn *> &columns()
{
    return OptionColumns::of(Output::Table);
}
} // namespace

const int OptionsModel::Rank = OptionsModel::column(QStringLiteral("rank"));

OptionsModel::OptionsModel(std::shared_ptr<const model::Catalog> catalog, QObject *parent)
    : QAbstractTableModel(parent), m_catalog(std::move(catalog))
{
}

void OptionsModel::setResult(const model::Result &result, std::shared_ptr<const model::Catalog> catalog)
{
    m_catalog = std::move(catalog);
    setResult(result);
}

int OptionsModel::column(const QString &key)
{
    return OptionColumns::indexOf(Output::Table, key);
}

void OptionsModel::setResult(const model::Result &result)
{
    const bool sameRows = result.options.size() == m_result.options.size();
    const bool sameCurrency = result.currency == m_result.currency;
    if (!sameRows)
        beginResetModel();
    m_result = result;
    if (!sameRows)
        endResetModel();
    else if (!m_result.options.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    if (sameRows && !sameCurrency) // amounts name the currency in their headers (a reset rereads them)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (sameRows && rowCount() > 0) // the names heading the rows ("8× …" follows the GPUs)
        emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

int OptionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.options.size());
}

int OptionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(columns().size());
}

QVariant OptionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const model::OptionResult &o = m_result.options[size_t(index.row())];
    const OptionColumn &c = *columns()[size_t(index.column())];
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole: return OptionColumns::display(c, o, *m_catalog, locale);
    case Qt::UserRole: return OptionColumns::sortValue(c, o, *m_catalog, locale);
    case Qt::TextAlignmentRole: return int(c.alignment);
    case Qt::ForegroundRole:
        return c.alert && c.alert(o) ? QVariant(QBrush(QColor(0xc0, 0x39, 0x2b))) : QVariant();
    case Qt::ToolTipRole: return c.tip ? QVariant(c.tip(o, *m_catalog, locale)) : QVariant();
    default: return {};
    }
}

QVariant OptionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        // The option's name heads its row, so it stays in view while the columns scroll.
        if (section < 0 || section >= rowCount())
            return {};
        const model::OptionResult &o = m_result.options[size_t(section)];
        const QLocale locale;
        static const OptionColumn *name = OptionColumns::find(QStringLiteral("option_name"));
        static const OptionColumn *rank = OptionColumns::find(QStringLiteral("rank"));
        switch (role) {
        case Qt::DisplayRole: return OptionColumns::display(*name, o, *m_catalog, locale);
        case Qt::ToolTipRole: return rank->tip(o, *m_catalog, locale);
        case Qt::TextAlignmentRole: return int(Qt::AlignLeft | Qt::AlignVCenter);
        default: return {};
        }
    }
    if (role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    return OptionColumns::title(*columns()[size_t(section)], Output::Table, Labels::currency(m_result.currency));
}

} // namespace gpuplanner::ui
