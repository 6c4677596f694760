#pragma once

#include "Catalog.h"
#include "Result.h"

#include <QAbstractTableModel>

namespace gpuplanner::ui {

/// The compared options as a table: offering, region, fit, memory per GPU against capacity,
/// hours, billing plan, cost by part and warnings. Qt::UserRole gives the raw number of numeric
/// columns, for sorting.
class OptionsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Rank, Option, Region, Latency, Gpus, Fits, Memory, Headroom, WallHours, Details, Billing, Compute, Storage,
        Transfer, Idle, Other, Total, Warnings, ColumnCount
    };

    explicit OptionsModel(const model::Catalog &catalog, QObject *parent = nullptr);

    void setResult(const model::Result &result);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    const model::Catalog &m_catalog;
    model::Result m_result;
};

} // namespace gpuplanner::ui
