#include "OptionsModel.h"

#include "Cost.h"
#include "Labels.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace gpuplanner::ui {

namespace {
constexpr double kGB = 1e9;
}

OptionsModel::OptionsModel(const model::Catalog &catalog, QObject *parent)
    : QAbstractTableModel(parent), m_catalog(catalog)
{
}

void OptionsModel::setResult(const model::Result &result)
{
    const bool sameRows = result.options.size() == m_result.options.size();
    if (!sameRows)
        beginResetModel();
    m_result = result;
    if (!sameRows)
        endResetModel();
    else if (!m_result.options.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int OptionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.options.size());
}

int OptionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OptionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const model::OptionResult &o = m_result.options[size_t(index.row())];
    const QLocale locale;
    const auto money = [&](double v) { return locale.toString(v, 'f', 2); };
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Rank: return o.rank > 0 ? QVariant(o.rank) : QVariant(QStringLiteral("–"));
        case Option: return Labels::offering(o, m_catalog);
        case Region: return Labels::region(o.region, m_catalog);
        case Latency: return locale.toString(o.latencyMs, 'f', 0);
        case Gpus: return o.gpus;
        case Fits: return Labels::yesNo(o.fits);
        case Headroom: return locale.toString(o.headroomBytes / kGB, 'f', 1);
        case Details:
            if (o.requestSeconds > 0)
                return tr("%1 req/day per replica, %2 tokens/s, %3 s per request")
                    .arg(locale.toString(o.servingCapacityRequestsPerDay, 'f', 0),
                         locale.toString(o.decodeTokensPerSecond, 'f', 0),
                         locale.toString(o.requestSeconds, 'f', 1));
            return tr("compute %1 h, gradient sync %2 h, data transfer %3 h")
                .arg(locale.toString(o.computeHours, 'f', 1), locale.toString(o.communicationHours, 'f', 1),
                     locale.toString(o.transferHours, 'f', 2));
        case Memory:
            // Against what the workload may use: a serving engine takes 90% of the card.
            return tr("%1 / %2 GB")
                .arg(locale.toString(o.memoryPerGpuBytes / kGB, 'f', 1),
                     locale.toString(o.usableBytes / kGB, 'f', 1));
        case WallHours: return locale.toString(o.wallHours, 'f', 1);
        case Billing: {
            QStringList lines;
            for (int plan = model::kPlanCount - 1; plan >= 0; --plan)
                if (o.billedUnitsByPlan[size_t(plan)] > 0)
                    lines << tr("%1 × %2").arg(locale.toString(o.billedUnitsByPlan[size_t(plan)]),
                                              Labels::billing(model::planKey(model::Plan(plan))));
            return lines.join(QStringLiteral(" + "));
        }
        case Compute: return money(o.cost.compute);
        case Storage: return money(o.cost.storage);
        case Transfer: return money(o.cost.transfer);
        case Idle: return money(o.cost.idle);
        case Other: return money(o.cost.prep + o.cost.rework + o.cost.other);
        case Total: return money(o.cost.total());
        case Warnings: return Labels::warnings(o.warnings);
        default: return {};
        }
    }
    if (role == Qt::UserRole) {
        switch (index.column()) {
        case Rank: return o.rank > 0 ? o.rank : 1000000;
        case Latency: return o.latencyMs;
        case Gpus: return o.gpus;
        case Memory: return o.memoryPerGpuBytes;
        case Headroom: return o.headroomBytes;
        case WallHours: return o.wallHours;
        case Compute: return o.cost.compute;
        case Storage: return o.cost.storage;
        case Transfer: return o.cost.transfer;
        case Idle: return o.cost.idle;
        case Other: return o.cost.prep + o.cost.rework + o.cost.other;
        case Total: return o.cost.total();
        default: return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Latency && index.column() <= Total
        && index.column() != Billing && index.column() != Details && index.column() != Fits)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == Fits && !o.fits)
        return QBrush(QColor(0xc0, 0x39, 0x2b));
    if (role == Qt::ToolTipRole && index.column() == Warnings)
        return Labels::warnings(o.warnings);
    if (role == Qt::ToolTipRole && index.column() == Other) {
        const QStringList parts = Labels::costParts(); // compute, storage, transfer, idle, prep, rework, other
        return QStringLiteral("%1: %2\n%3: %4\n%5: %6")
            .arg(parts.value(4), money(o.cost.prep), parts.value(5), money(o.cost.rework), parts.value(6),
                 money(o.cost.other));
    }
    if (role == Qt::ToolTipRole && (index.column() == Rank || index.column() == Option)) {
        QStringList lines;
        for (const auto &r : o.reasons)
            lines << QStringLiteral("• ") + Labels::reason(r);
        for (const auto &c : o.checklist)
            lines << QStringLiteral("☐ ") + Labels::checklistItem(c);
        return lines.join(QLatin1Char('\n'));
    }
 if (role == Qt::ToolTipRole && (index.column() == Memory || index.column() == Headroom)) {
        QString tip = tr("Needed per GPU against the usable part of %1 GB.")
                          .arg(locale.toString(o.capacityBytes / kGB, 'f', 1))
            + QLatin1Char('\n');
        tip += o.gpusNeeded > 0 ? tr("Memory alone needs %1 GPU(s) of this kind.").arg(o.gpusNeeded)
                                       : tr("No number of these GPUs holds it with this parallelism.");
        if (!o.smallestMigProfile.empty())
            tip += QLatin1Char('\n') + tr("Smallest MIG profile that fits one copy: %1")
                                          .arg(QString::fromStdString(o.smallestMigProfile));
        return tip;
    }
    return {};
}

QVariant OptionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    const QString currency = QString::fromStdString(m_result.currency);
    switch (section) {
    case Rank: return tr("Rank");
    case Option: return tr("Option");
    case Region: return tr("Region");
    case Latency: return tr("Latency to users (ms)");
    case Gpus: return tr("GPUs");
    case Fits: return tr("Fits");
    case Headroom: return tr("Headroom (GB)");
    case Details: return tr("Time and throughput");
    case Memory: return tr("Memory per GPU");
    case WallHours: return tr("Hours");
    case Billing: return tr("Billing");
    case Compute: return tr("Compute (%1)").arg(currency);
    case Storage: return tr("Storage (%1)").arg(currency);
    case Transfer: return tr("Transfer (%1)").arg(currency);
    case Idle: return tr("Idle (%1)").arg(currency);
    case Other: return tr("Prep, rework, terms (%1)").arg(currency);
    case Total: return tr("Total (%1)").arg(currency);
    case Warnings: return tr("Warnings");
    default: return {};
    }
}

} // namespace gpuplanner::ui
