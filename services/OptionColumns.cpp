#include "OptionColumns.h"

#include "Advisor.h"
#include "Cost.h"
#include "Labels.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace gpuplanner::ui {

namespace {

using model::OptionResult;

constexpr double kGB = 1e9;

QString translated(const char *text)
{
    return QCoreApplication::translate("OptionColumns", text);
}

/// Decimals for a count of billed units: whole units as whole numbers; per-second or per-minute
/// billing pays fractions of an hour, shown to 2 decimals.
int unitDecimals(double units)
{
    return units == std::floor(units) ? 0 : 2;
}

/// "monthly 1 + hourly 15": each plan paid for and its units, longest plan first (the JSON's
/// billing_units), numbers as the CSV writes them; pay-as-you-go billed by the second or minute
/// pays fractions of an hour ("hourly 9.61").
QString unitsByPlan(const OptionResult &o)
{
    QStringList parts;
    for (int plan = model::kPlanCount - 1; plan >= 0; --plan)
        if (const double units = o.billedUnitsByPlan[size_t(plan)]; units > 0)
            parts << QStringLiteral("%1 %2").arg(Labels::billing(model::planKey(model::Plan(plan))),
                                                  QString::number(units, 'f', unitDecimals(units)));
    return parts.join(QStringLiteral(" + "));
}

/// "1 × monthly subscription + 15 × pay-as-you-go (hourly)", longest plan first, in `locale`;
/// pay-as-you-go billed by the second or minute pays fractions of an hour ("1.62 × …").
QString planUnits(const OptionResult &o, const QLocale &locale)
{
    QStringList lines;
    for (int plan = model::kPlanCount - 1; plan >= 0; --plan)
        if (const double units = o.billedUnitsByPlan[size_t(plan)]; units > 0)
            lines << translated(QT_TRANSLATE_NOOP("OptionColumns", "%1 × %2"))
                         .arg(locale.toString(units, 'f', unitDecimals(units)),
                              Labels::billing(model::planKey(model::Plan(plan))));
    return lines.join(QStringLiteral(" + "));
}

/// The billed hours against the running ones, and the plans that bill them.
QString billedTip(const OptionResult &o, const QLocale &locale)
{
    return translated(QT_TRANSLATE_NOOP("OptionColumns", "Runs %1 h; the plans bill %2 h per rented unit: %3."))
        .arg(locale.toString(o.runHours, 'f', 1), locale.toString(o.billedHours, 'f', 1), planUnits(o, locale));
}

/// Serving: what one replica sustains; training: where the hours go.
QString details(const OptionResult &o, const QLocale &locale)
{
    if (o.requestSeconds > 0)
        return translated(QT_TRANSLATE_NOOP("OptionColumns", "%1 req/day per replica, %2 tokens/s, %3 s per request"))
            .arg(locale.toString(o.servingCapacityRequestsPerDay, 'f', 0),
                 locale.toString(o.decodeTokensPerSecond, 'f', 0), locale.toString(o.requestSeconds, 'f', 1));
    return translated(QT_TRANSLATE_NOOP("OptionColumns", "%1 tokens/s per GPU; compute %2 h, communication %3 h, data "
                                                         "transfer %4 h"))
        .arg(locale.toString(o.trainingTokensPerSecondPerGpu, 'f', 0), locale.toString(o.computeHours, 'f', 1),
             locale.toString(o.communicationHours, 'f', 1), locale.toString(o.transferHours, 'f', 2));
}

/// `value` for a serving option (its requests take time), none for training.
std::optional<double> servingOnly(const OptionResult &o, double value)
{
    return o.requestSeconds > 0 ? std::optional<double>(value) : std::nullopt;
}

/// Serving: what the replicas are for, the busiest hour against one replica's rate.
QString replicasTip(const OptionResult &o, const QLocale &locale)
{
    return QCoreApplication::translate("OptionColumns",
                                       "%n copies of the model, each on %1 GPU(s), carry the busiest hour; one "
                                       "copy serves %2 requests an hour.",
                                       nullptr, o.replicas)
        .arg(o.gpus / std::max(1, o.replicas))
        .arg(locale.toString(o.servingCapacityRequestsPerDay / 24.0, 'f', 0));
}

/// The memory need against the card: usable capacity, GPUs needed (what would fit when it does
/// not), smallest MIG profile.
QString memoryTip(const OptionResult &o, const model::Catalog &catalog, const QLocale &locale)
{
    QString tip = translated(QT_TRANSLATE_NOOP("OptionColumns", "Needed per GPU against the usable part of %1."))
                      .arg(Labels::gib(o.capacityBytes, locale))
        + QLatin1Char('\n');
    tip += o.fits && o.gpusNeeded > 0
        ? translated(QT_TRANSLATE_NOOP("OptionColumns", "Memory alone needs %1 GPU(s) of this kind.")).arg(o.gpusNeeded)
        : Labels::wouldFit(o, catalog) + QLatin1Char('.');
    if (o.kvCacheCapacityTokens > 0)
        tip += QLatin1Char('\n') + translated(QT_TRANSLATE_NOOP("OptionColumns", "KV cache room per replica: %1 tokens, as a serving engine reports at start."))
                                       .arg(locale.toString(o.kvCacheCapacityTokens, 'f', 0));
    if (!o.smallestMigProfile.empty())
        tip += QLatin1Char('\n') + translated(QT_TRANSLATE_NOOP("OptionColumns", "Smallest MIG profile that fits one copy: %1"))
                                       .arg(QString::fromStdString(o.smallestMigProfile));
    return tip;
}

/// The advisor's reasons and the checklist, one a line; what would fit after "does not fit".
QString adviceTip(const OptionResult &o, const model::Catalog &catalog)
{
    QStringList lines;
    for (const auto &r : o.reasons) {
        lines << QStringLiteral("• ") + Labels::reason(r);
        if (r == model::reason::kDoesNotFit)
            lines << QStringLiteral("  ") + Labels::wouldFit(o, catalog);
    }
    for (const auto &c : o.checklist)
        lines << QStringLiteral("☐ ") + Labels::checklistItem(c);
    return lines.join(QLatin1Char('\n'));
}

/// The three parts the "prep, rework, terms" column adds up, each with its amount.
QString otherCostTip(const OptionResult &o, const QLocale &locale)
{
    const QStringList parts = Labels::costParts(); // compute, storage, transfer, idle, prep, rework, other
    const auto money = [&](double v) { return locale.toString(v, 'f', 2); };
    return QStringList{Labels::labelled(parts.value(4), money(o.cost.prep)),
                       Labels::labelled(parts.value(5), money(o.cost.rework)),
                       Labels::labelled(parts.value(6), money(o.cost.other))}
        .join(QLatin1Char('\n'));
}

/// How much goes out and what a GB costs.
QString trafficTip(const OptionResult &o, const QLocale &locale)
{
    return translated(QT_TRANSLATE_NOOP("OptionColumns", "%1 GB of public outbound traffic: the checkpoint downloaded, and streamed answers when serving"))
        .arg(locale.toString(o.outboundGb, 'f', 1));
}

/// Whether ranges were sampled for `o`: none before the first sampling, none with ranges off
/// (every range the point estimate, probabilityCheaperThanBest -1).
bool hasRange(const OptionResult &o)
{
    return o.probabilityCheaperThanBest >= 0 && o.range.totalCost.p90 > 0;
}

/// "34.28–54.55": an amount's P10 to P90; "–" when it has no spread (ranges off, or not drawn yet).
QString rangeText(const model::Percentiles &p, const QLocale &locale)
{
    if (!(p.p10 < p.p90))
        return QStringLiteral("–");
    return QStringLiteral("%1–%2").arg(locale.toString(p.p10, 'f', 2), locale.toString(p.p90, 'f', 2));
}

/// What the range means, with the median and the hours' range.
QString rangeTip(const OptionResult &o, const QLocale &locale)
{
    if (!hasRange(o))
        return {};
    const auto money = [&](double v) { return locale.toString(v, 'f', 2); };
    return translated(QT_TRANSLATE_NOOP("OptionColumns",
                                        "In 8 of 10 cases the total lies between %1 and %2 %3 (median %4); the job takes "
                                        "%5–%6 h. The cheapest of the ranked options in %7% of cases."))
        .arg(money(o.range.totalCost.p10), money(o.range.totalCost.p90), Labels::currency(o.currency),
             money(o.range.totalCost.p50), locale.toString(o.range.wallHours.p10, 'f', 1),
             locale.toString(o.range.wallHours.p90, 'f', 1), locale.toString(100.0 * o.probabilityCheapest, 'f', 0));
}

// The getters, written inline in the list: `o` is the option, `c` the catalog, `l` the locale.
#define NUMBER(expr) [](const OptionResult &o) -> std::optional<double> { return expr; }
#define TEXT(expr)                                                                                   \
    []([[maybe_unused]] const OptionResult &o, [[maybe_unused]] const model::Catalog &c,              \
       [[maybe_unused]] const QLocale &l) -> QString { return expr; }

constexpr Qt::Alignment kRight = Qt::AlignRight | Qt::AlignVCenter;

/// The option columns, in CSV order; CSV columns are only ever added at the end (a contract with
/// scripts, docs/ARCHITECTURE.md).
std::vector<OptionColumn> makeColumns()
{
    return {
        {.key = "id", .title = QT_TRANSLATE_NOOP("OptionColumns", "Option ID"),
         .text = TEXT(QString::fromStdString(o.id)), .at = {.csv = 0}},
        {.key = "rank", .title = QT_TRANSLATE_NOOP("OptionColumns", "Rank"),
         .number = NUMBER(o.rank > 0 ? std::optional<double>(o.rank) : std::nullopt),
         .at = {.table = 0, .csv = 25, .pdf = 0}, .tip = TEXT(adviceTip(o, c))},
        {.key = "option", .title = QT_TRANSLATE_NOOP("OptionColumns", "Option"),
         .text = TEXT(Labels::offering(o, c)), .at = {.csv = 1}, .tip = TEXT(adviceTip(o, c))},
        {.key = "option_name", .title = QT_TRANSLATE_NOOP("OptionColumns", "Option"),
         .text = TEXT(Labels::optionName(o, c)), .at = {.pdf = 1}},
        {.key = "kind", .title = QT_TRANSLATE_NOOP("OptionColumns", "Kind"),
         .text = TEXT(Labels::offeringKind(o.kind)), .at = {.csv = 2}}, // the PDF names it in the option
        {.key = "gpu", .title = QT_TRANSLATE_NOOP("OptionColumns", "GPU"),
         .text = TEXT(Labels::gpuShortName(o.gpu, c)), .at = {.csv = 3}},
        {.key = "mig_profile", .title = QT_TRANSLATE_NOOP("OptionColumns", "MIG profile"),
         .text = TEXT(QString::fromStdString(o.migProfile)), .at = {.csv = 4}},
        {.key = "region", .title = QT_TRANSLATE_NOOP("OptionColumns", "Region"),
         .text = TEXT(Labels::region(o.region, c)), .at = {.table = 6, .csv = 5}},
        {.key = "latency_ms", .title = QT_TRANSLATE_NOOP("OptionColumns", "Latency to users (ms)"),
         .number = NUMBER(o.latencyMs), .alignment = kRight, .at = {.table = 7}},
        {.key = "gpus", .title = QT_TRANSLATE_NOOP("OptionColumns", "GPUs"), .number = NUMBER(o.gpus),
         .alignment = kRight, .at = {.table = 8, .csv = 6, .pdf = 4}},
        {.key = "replicas", .title = QT_TRANSLATE_NOOP("OptionColumns", "Replicas"),
         .number = NUMBER(servingOnly(o, o.replicas)),
         .alignment = kRight, .at = {.table = 9, .csv = 29},
         .tip = TEXT(o.requestSeconds > 0 ? replicasTip(o, l) : QString())},
        {.key = "fits", .title = QT_TRANSLATE_NOOP("OptionColumns", "Fits in memory"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Fits"), .text = TEXT(Labels::yesNo(o.fits)),
         .at = {.table = 10, .csv = 7, .pdf = 2},
         .alert = [](const OptionResult &o) { return !o.fits; }},
        {.key = "memory_per_gpu_gb", .title = QT_TRANSLATE_NOOP("OptionColumns", "Memory per GPU (GB, 10⁹ bytes)"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "GB/GPU"), .number = NUMBER(o.memoryPerGpuBytes),
         .divisor = kGB, .decimals = 1, .csvDecimals = 2, .at = {.csv = 8}},
        // The report's column, in GiB like every memory figure a person reads.
        {.key = "memory_per_gpu_gib", .title = QT_TRANSLATE_NOOP("OptionColumns", "Memory per GPU (GiB)"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "GiB/GPU"), .number = NUMBER(o.memoryPerGpuBytes),
         .divisor = Labels::kGiB, .decimals = 1, .at = {.pdf = 3}},
        // Against what the workload may use: a serving engine takes 90% of the card.
        {.key = "memory_of_usable", .title = QT_TRANSLATE_NOOP("OptionColumns", "Memory per GPU"),
         .number = NUMBER(o.memoryPerGpuBytes),
         .text = TEXT(translated(QT_TRANSLATE_NOOP("OptionColumns", "%1 / %2 GiB"))
                          .arg(l.toString(o.memoryPerGpuBytes / Labels::kGiB, 'f', 1),
                               l.toString(o.usableBytes / Labels::kGiB, 'f', 1))),
         .alignment = kRight, .at = {.table = 11}, .tip = TEXT(memoryTip(o, c, l))},
        {.key = "capacity_gb", .title = QT_TRANSLATE_NOOP("OptionColumns", "Capacity (GB, 10⁹ bytes)"),
         .number = NUMBER(o.capacityBytes), .divisor = kGB, .decimals = 1, .csvDecimals = 2, .at = {.csv = 9}},
        {.key = "headroom_gb", .title = QT_TRANSLATE_NOOP("OptionColumns", "Headroom (GiB)"),
         .number = NUMBER(o.headroomBytes), .divisor = Labels::kGiB, .decimals = 1, .csvDecimals = 2, .alignment = kRight,
         .at = {.table = 12}, .tip = TEXT(memoryTip(o, c, l))},
        {.key = "gpu_hours", .title = QT_TRANSLATE_NOOP("OptionColumns", "GPU hours"), .number = NUMBER(o.gpuHours),
         .decimals = 1, .csvDecimals = 2, .alignment = kRight, .at = {.csv = 10}}, // the report: GPUs × running hours
        // The rental period: what the work takes, or a fixed window.
        {.key = "wall_hours", .title = QT_TRANSLATE_NOOP("OptionColumns", "Rental hours"), .number = NUMBER(o.wallHours),
         .csvDecimals = 2, .at = {.csv = 11}},
        // What runs of it: an instance that can stop is stopped for the rest of a fixed window.
        {.key = "run_hours", .title = QT_TRANSLATE_NOOP("OptionColumns", "Running hours"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Hours run"), .number = NUMBER(o.runHours),
         .decimals = 1, .csvDecimals = 2, .alignment = kRight, .at = {.table = 4, .csv = 35, .pdf = 5}},
        // What the plans bill: a month's plan for a 336 h job bills 720 h.
        {.key = "billed_hours", .title = QT_TRANSLATE_NOOP("OptionColumns", "Billed hours"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Hours billed"), .number = NUMBER(o.billedHours),
         .decimals = 1, .csvDecimals = 2, .alignment = kRight, .at = {.table = 5, .csv = 30, .pdf = 6},
         .tip = TEXT(billedTip(o, l))},
        {.key = "details", .title = QT_TRANSLATE_NOOP("OptionColumns", "Time and throughput"),
         .text = TEXT(details(o, l)), .at = {.table = 13}},
        {.key = "billing", .title = QT_TRANSLATE_NOOP("OptionColumns", "Billing"),
         .text = TEXT(Labels::billing(o.billing)), .at = {.csv = 12, .pdf = 7}},
        {.key = "plan_units", .title = QT_TRANSLATE_NOOP("OptionColumns", "Billing"),
         .text = TEXT(planUnits(o, l)), .at = {.table = 14}},
        {.key = "billed_units", .title = QT_TRANSLATE_NOOP("OptionColumns", "Billed units"),
         .number = NUMBER(o.billedUnits), .csvDecimals = 2, .at = {.csv = 13}},
        {.key = "billed_units_by_plan", .title = QT_TRANSLATE_NOOP("OptionColumns", "Billed units by plan"),
         .text = TEXT(unitsByPlan(o)), .at = {.csv = 14}},
        {.key = "cost_compute", .title = QT_TRANSLATE_NOOP("OptionColumns", "Compute cost"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Compute"), .number = NUMBER(o.cost.compute),
         .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight, .at = {.table = 15, .csv = 15}},
        {.key = "cost_storage", .title = QT_TRANSLATE_NOOP("OptionColumns", "Storage cost"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Storage"), .number = NUMBER(o.cost.storage),
         .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight, .at = {.table = 16, .csv = 16}},
        {.key = "cost_transfer", .title = QT_TRANSLATE_NOOP("OptionColumns", "Data transfer cost"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Transfer"), .number = NUMBER(o.cost.transfer),
         .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight, .at = {.table = 17, .csv = 17}},
        {.key = "cost_idle", .title = QT_TRANSLATE_NOOP("OptionColumns", "Idle cost"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Idle"), .number = NUMBER(o.cost.idle),
         .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight, .at = {.table = 18, .csv = 18}},
        {.key = "cost_prep", .title = QT_TRANSLATE_NOOP("OptionColumns", "Data preparation cost"),
         .number = NUMBER(o.cost.prep), .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight,
         .at = {.csv = 19}},
        {.key = "cost_rework", .title = QT_TRANSLATE_NOOP("OptionColumns", "Rework cost"),
         .number = NUMBER(o.cost.rework), .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight,
         .at = {.csv = 20}},
        {.key = "cost_other", .title = QT_TRANSLATE_NOOP("OptionColumns", "Minimum-term top-up cost"),
         .number = NUMBER(o.cost.other), .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight,
         .at = {.csv = 21}},
        {.key = "cost_prep_rework_other", .title = QT_TRANSLATE_NOOP("OptionColumns", "Prep, rework, terms"),
         .number = NUMBER(o.cost.prep + o.cost.rework + o.cost.other), .decimals = 2, .csvDecimals = 2,
         .money = true, .alignment = kRight, .at = {.table = 19}, .tip = TEXT(otherCostTip(o, l))},
        {.key = "cost_stopped", .title = QT_TRANSLATE_NOOP("OptionColumns", "Stopped-time cost"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Stopped"), .number = NUMBER(o.cost.stopped),
         .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight, .at = {.table = 20, .csv = 31}},
        {.key = "cost_traffic", .title = QT_TRANSLATE_NOOP("OptionColumns", "Outbound traffic cost"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Traffic"), .number = NUMBER(o.cost.traffic),
         .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight, .at = {.table = 21, .csv = 32},
         .tip = TEXT(trafficTip(o, l))},
        {.key = "cost_kept_storage", .title = QT_TRANSLATE_NOOP("OptionColumns", "Kept storage cost"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Kept disks"), .number = NUMBER(o.cost.keptStorage),
         .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight, .at = {.table = 22, .csv = 33}},
        {.key = "outbound_gb", .title = QT_TRANSLATE_NOOP("OptionColumns", "Outbound traffic (GB)"),
         .number = NUMBER(o.outboundGb), .csvDecimals = 3, .at = {.csv = 34}},
        // How sure the total is (Uncertainty.h): filled by the analysis that exports use.
        {.key = "cost_total_p10", .title = QT_TRANSLATE_NOOP("OptionColumns", "Total cost P10"),
         .number = NUMBER(o.range.totalCost.p10), .csvDecimals = 2, .money = true, .at = {.csv = 36}},
        {.key = "cost_total_p50", .title = QT_TRANSLATE_NOOP("OptionColumns", "Total cost P50"),
         .number = NUMBER(o.range.totalCost.p50), .csvDecimals = 2, .money = true, .at = {.csv = 37}},
        {.key = "cost_total_p90", .title = QT_TRANSLATE_NOOP("OptionColumns", "Total cost P90"),
         .number = NUMBER(o.range.totalCost.p90), .csvDecimals = 2, .money = true, .at = {.csv = 38}},
        {.key = "wall_hours_p10", .title = QT_TRANSLATE_NOOP("OptionColumns", "Rental hours P10"),
         .number = NUMBER(o.range.wallHours.p10), .csvDecimals = 2, .at = {.csv = 39}},
        {.key = "wall_hours_p50", .title = QT_TRANSLATE_NOOP("OptionColumns", "Rental hours P50"),
         .number = NUMBER(o.range.wallHours.p50), .csvDecimals = 2, .at = {.csv = 40}},
        {.key = "wall_hours_p90", .title = QT_TRANSLATE_NOOP("OptionColumns", "Rental hours P90"),
         .number = NUMBER(o.range.wallHours.p90), .csvDecimals = 2, .at = {.csv = 41}},
        {.key = "probability_cheapest", .title = QT_TRANSLATE_NOOP("OptionColumns", "Probability of being cheapest"),
         .number = NUMBER(o.probabilityCheapest), .csvDecimals = 3, .at = {.csv = 42}},
        // On screen: the total's P10–P90 beside it, and how often the option is the cheapest.
        {.key = "cost_total_range", .title = QT_TRANSLATE_NOOP("OptionColumns", "Total cost P10–P90"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "P10–P90"), .number = NUMBER(o.range.totalCost.p90),
         .text = TEXT(rangeText(o.range.totalCost, l)), .money = true, .alignment = kRight, .at = {.table = 2},
         .tip = TEXT(rangeTip(o, l))},
        {.key = "cheapest_odds", .title = QT_TRANSLATE_NOOP("OptionColumns", "Chance of being the cheapest (%)"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Cheapest (%)"),
         .number = NUMBER(hasRange(o) ? std::optional<double>(o.probabilityCheapest) : std::nullopt), .divisor = 0.01,
         .alignment = kRight, .at = {.table = 3}, .tip = TEXT(rangeTip(o, l))},
        {.key = "cost_total", .title = QT_TRANSLATE_NOOP("OptionColumns", "Total cost"),
         .shortTitle = QT_TRANSLATE_NOOP("OptionColumns", "Total"), .number = NUMBER(o.cost.total()),
         .decimals = 2, .csvDecimals = 2, .money = true, .alignment = kRight, .at = {.table = 1, .csv = 22, .pdf = 8}},
        {.key = "currency", .title = QT_TRANSLATE_NOOP("OptionColumns", "Currency"),
         .text = TEXT(Labels::currency(o.currency)), .at = {.csv = 23}},
        {.key = "warnings", .title = QT_TRANSLATE_NOOP("OptionColumns", "Warnings"),
         .text = TEXT(Labels::warnings(o, l)), .at = {.table = 23, .csv = 24},
         .tip = TEXT(Labels::warnings(o, l))},
        {.key = "reasons", .title = QT_TRANSLATE_NOOP("OptionColumns", "Reasons"),
         .text = TEXT(Labels::reasons(o, c)), .at = {.csv = 26}},
        {.key = "checklist", .title = QT_TRANSLATE_NOOP("OptionColumns", "Checklist"),
         .text = TEXT(Labels::checklist(o.checklist)), .at = {.csv = 27}},
        {.key = "kv_cache_capacity_tokens", .title = QT_TRANSLATE_NOOP("OptionColumns", "KV cache capacity (tokens)"),
         .number = [](const OptionResult &o) -> std::optional<double> {
             return o.kvCacheCapacityTokens > 0 ? std::optional<double>(o.kvCacheCapacityTokens) : std::nullopt;
         },
         .at = {.csv = 28}},
        // Training: the planner's speed, to hold against a trial run's logged tokens/s.
        {.key = "training_tokens_per_s_per_gpu", .title = QT_TRANSLATE_NOOP("OptionColumns", "Tokens/s per GPU"),
         .number = [](const OptionResult &o) -> std::optional<double> {
             return o.trainingTokensPerSecondPerGpu > 0 ? std::optional<double>(o.trainingTokensPerSecondPerGpu) : std::nullopt;
         },
         .at = {.csv = 43}},
        // Serving: what one replica sustains, to hold against a load test (empty for training).
        {.key = "decode_tokens_per_second", .title = QT_TRANSLATE_NOOP("OptionColumns", "Tokens/s per replica"),
         .number = NUMBER(servingOnly(o, o.decodeTokensPerSecond)),
         .csvDecimals = 1, .at = {.csv = 44}},
        {.key = "batch", .title = QT_TRANSLATE_NOOP("OptionColumns", "Requests decoded together"),
         .number = NUMBER(servingOnly(o, o.batch)), .at = {.csv = 45}},
        {.key = "request_seconds", .title = QT_TRANSLATE_NOOP("OptionColumns", "Seconds per request"),
         .number = NUMBER(servingOnly(o, o.requestSeconds)),
         .csvDecimals = 3, .at = {.csv = 46}},
        {.key = "serving_capacity_requests_per_day", .title = QT_TRANSLATE_NOOP("OptionColumns", "Requests per day per replica"),
         .number = NUMBER(servingOnly(o, o.servingCapacityRequestsPerDay)),
         .csvDecimals = 0, .at = {.csv = 47}},
        // The wait for the first token when a request arrives alone: its prompt's prefill (a RAG
        // service's long prompts make it the figure users notice first).
        {.key = "prefill_seconds", .title = QT_TRANSLATE_NOOP("OptionColumns", "Seconds to first token, one request alone"),
         .number = NUMBER(servingOnly(o, o.prefillSeconds)),
         .csvDecimals = 3, .at = {.csv = 48}},
        // What the work may use of the capacity: a serving engine takes gpu_memory_utilization of
        // it, so a 23.7 GB need does not fit a 25.2 GB card whose engine may use 22.7 (a fresh
        // tester read "Fits: no" beside the two as a contradiction).
        {.key = "usable_gb", .title = QT_TRANSLATE_NOOP("OptionColumns", "Usable memory per GPU (GB, 10⁹ bytes)"),
         .number = NUMBER(o.usableBytes), .divisor = kGB, .decimals = 1, .csvDecimals = 2, .at = {.csv = 49}},
    };
}

#undef NUMBER
#undef TEXT

int place(const OptionColumn &column, Output output)
{
    switch (output) {
    case Output::Table: return column.at.table;
    case Output::Csv: return column.at.csv;
    case Output::Pdf: return column.at.pdf;
    }
    return -1;
}

} // namespace

bool OptionColumn::in(Output output) const
{
    return place(*this, output) >= 0;
}

const std::vector<OptionColumn> &OptionColumns::all()
{
    static const std::vector<OptionColumn> columns = makeColumns();
    return columns;
}

const std::vector<const OptionColumn *> &OptionColumns::of(Output output)
{
    static const auto lists = [] {
        std::array<std::vector<const OptionColumn *>, 3> out;
        for (Output o : {Output::Table, Output::Csv, Output::Pdf}) {
            for (const OptionColumn &c : all())
                if (c.in(o))
                    out[size_t(o)].push_back(&c);
            std::stable_sort(out[size_t(o)].begin(), out[size_t(o)].end(),
                             [o](const OptionColumn *a, const OptionColumn *b) { return place(*a, o) < place(*b, o); });
        }
        return out;
    }();
    return lists[size_t(output)];
}

const OptionColumn *OptionColumns::find(const QString &key)
{
    for (const OptionColumn &c : all())
        if (key == QLatin1String(c.key))
            return &c;
    return nullptr;
}

int OptionColumns::indexOf(Output output, const QString &key)
{
    const auto &columns = of(output);
    for (size_t i = 0; i < columns.size(); ++i)
        if (key == QLatin1String(columns[i]->key))
            return int(i);
    return -1;
}

QString OptionColumns::title(const OptionColumn &column, Output output, const QString &currency)
{
    if (output == Output::Csv)
        return translated(column.title);
    const QString shown = translated(column.shortTitle ? column.shortTitle : column.title);
    if (output == Output::Table && column.money)
        return translated(QT_TRANSLATE_NOOP("OptionColumns", "%1 (%2)")).arg(shown, currency);
    return shown;
}

QString OptionColumns::display(const OptionColumn &column, const model::OptionResult &option,
                               const model::Catalog &catalog, const QLocale &locale)
{
    if (column.text)
        return column.text(option, catalog, locale);
    const std::optional<double> value = column.number(option);
    return value ? locale.toString(*value / column.divisor, 'f', column.decimals) : QStringLiteral("–");
}

QString OptionColumns::csv(const OptionColumn &column, const model::OptionResult &option, const model::Catalog &catalog)
{
    if (column.text)
        return column.text(option, catalog, QLocale::c());
    const std::optional<double> value = column.number(option);
    return value ? QString::number(*value / column.divisor, 'f', column.csvDecimals) : QString();
}

QVariant OptionColumns::sortValue(const OptionColumn &column, const model::OptionResult &option,
                                  const model::Catalog &catalog, const QLocale &locale)
{
    if (column.number)
        return column.number(option).value_or(std::numeric_limits<double>::max());
    return display(column, option, catalog, locale);
}

} // namespace gpuplanner::ui
