#pragma once

#include "Catalog.h"
#include "Result.h"

#include <QAbstractTableModel>

#include <memory>

namespace gpuplanner::ui {

/// The compared options as a table, one column for each entry of OptionColumns::of(Output::Table)
/// (rank, total cost, hours, region, latency, GPUs, fit, memory against capacity, billing, cost by
/// part, warnings), each row headed by the option's name (the vertical header, which does not
/// scroll sideways). Display text follows the default QLocale; Qt::UserRole gives the raw number of
/// numeric columns (text otherwise), for sorting.
class OptionsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    /// The rank column, which the window sorts by at first.
    static const int Rank;

    /// Shows options of results evaluated against `catalog` (kept alive by the model).
    explicit OptionsModel(std::shared_ptr<const model::Catalog> catalog = {}, QObject *parent = nullptr);

    /// Shows `result`'s options, evaluated against the catalog given last; resets the model only
    /// when the number of options changes.
    void setResult(const model::Result &result);
    /// The same for a result evaluated against `catalog`.
    void setResult(const model::Result &result, std::shared_ptr<const model::Catalog> catalog);
    /// The column showing OptionColumn `key`, or -1.
    static int column(const QString &key);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const model::Catalog> m_catalog;
    model::Result m_result;
};

} // namespace gpuplanner::ui
