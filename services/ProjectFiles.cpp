#include "ProjectFiles.h"

#include "InputError.h"
#include "Labels.h"
#include "ResultExport.h"
#include "ScenarioFiles.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace gpuplanner::ui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ProjectFiles", text);
}

/// A number for the CSV: '.' whatever the locale.
QString num(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

QByteArray indented(const nlohmann::json &json)
{
    return QByteArray::fromStdString(json.dump(2)) + '\n';
}

} // namespace

bool ProjectFiles::isProject(const QString &path)
{
    try {
        const std::string text = ScenarioFiles::readText(path);
        const nlohmann::json root = nlohmann::json::parse(text, nullptr, false);
        if (root.is_discarded())
            return QRegularExpression(QStringLiteral("\"format\"\\s*:\\s*\"gpuplanner-project\""))
                .match(QString::fromStdString(text))
                .hasMatch();
        return root.is_object() && root.value("format", nlohmann::json()) == "gpuplanner-project";
    } catch (const model::InputError &) {
        return false;
    }
}

model::Project ProjectFiles::loadProject(const QString &path, const model::Catalog &catalog)
{
    const QDir folder = QFileInfo(path).absoluteDir();
    const model::LoadPhaseScenario load = [&folder, &catalog](const std::string &relative) {
        return ScenarioFiles::loadScenario(folder.filePath(QString::fromStdString(relative)), catalog);
    };
    const model::ReadRelativeFile readRelative = [&folder](const std::string &relative) {
        return ScenarioFiles::readText(folder.filePath(QString::fromStdString(relative)));
    };
    model::Project project =
        model::parseProject(ScenarioFiles::readText(path), QDir::toNativeSeparators(path).toStdString(), catalog, load, readRelative);
    const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    for (model::ProjectPhase &phase : project.phases)
        phase.scenario.today = today;
    return project;
}

void ProjectFiles::saveProject(const QString &path, const model::Project &project)
{
    ScenarioFiles::writeAtomically(path, indented(model::projectToJson(project)), true);
}

QByteArray ProjectFiles::projectJson(const model::ProjectResult &result)
{
    return indented(model::projectResultToJson(result));
}

QByteArray ProjectFiles::projectCsv(const model::ProjectResult &result, const model::Catalog &catalog, bool bom,
                                    bool machineHeader)
{
    const auto header = [machineHeader](const QList<std::pair<const char *, const char *>> &columns) {
        QStringList cells;
        for (const auto &[key, title] : columns)
            cells << ResultExport::csvCell(machineHeader ? QString::fromLatin1(key) : tr(title));
        return cells.join(QLatin1Char(','));
    };
    QStringList lines;
    lines << header({{"phase", QT_TRANSLATE_NOOP("ProjectFiles", "Phase")},
                     {"status", QT_TRANSLATE_NOOP("ProjectFiles", "Status")},
                     {"option", QT_TRANSLATE_NOOP("ProjectFiles", "Option")},
                     {"option_id", QT_TRANSLATE_NOOP("ProjectFiles", "Option id")},
                     {"start", QT_TRANSLATE_NOOP("ProjectFiles", "Start")},
                     {"end", QT_TRANSLATE_NOOP("ProjectFiles", "End")},
                     {"repeat", QT_TRANSLATE_NOOP("ProjectFiles", "Runs")},
                     {"wall_hours", QT_TRANSLATE_NOOP("ProjectFiles", "Hours rented")},
                     {"gpus", QT_TRANSLATE_NOOP("ProjectFiles", "GPUs")},
                     {"peak_gpus", QT_TRANSLATE_NOOP("ProjectFiles", "Peak GPUs")},
                     {"cost", QT_TRANSLATE_NOOP("ProjectFiles", "Cost")},
                     {"cost_p10", QT_TRANSLATE_NOOP("ProjectFiles", "Cost P10")},
                     {"cost_p50", QT_TRANSLATE_NOOP("ProjectFiles", "Cost P50")},
                     {"cost_p90", QT_TRANSLATE_NOOP("ProjectFiles", "Cost P90")},
                     {"currency", QT_TRANSLATE_NOOP("ProjectFiles", "Currency")}});
    for (const model::PhaseResult &p : result.phases) {
        const bool priced = p.status == model::phase_status::kPriced;
        const model::OptionResult *o = p.result.option(p.option);
        lines << QStringList{ResultExport::csvCell(QString::fromStdString(p.name)),
                             ResultExport::csvCell(Labels::phaseStatus(p)),
                             ResultExport::csvCell(o ? Labels::optionName(*o, catalog) : QString()),
                             ResultExport::csvCell(QString::fromStdString(p.option)),
                             QString::fromStdString(model::isoDate(p.startDay)),
                             QString::fromStdString(model::isoDate(p.endDay)),
                             QString::number(p.repeat),
                             priced ? num(p.wallHours, 2) : QString(),
                             priced ? QString::number(p.firstGpus) : QString(),
                             priced ? QString::number(p.peakGpus) : QString(),
                             priced ? num(p.cost, 2) : QString(),
                             priced ? num(p.costRange.p10, 2) : QString(),
                             priced ? num(p.costRange.p50, 2) : QString(),
                             priced ? num(p.costRange.p90, 2) : QString(),
                             Labels::currency(result.currency)}
                     .join(QLatin1Char(','));
    }
    lines << QString();
    lines << header({{"month", QT_TRANSLATE_NOOP("ProjectFiles", "Month")},
                     {"cost", QT_TRANSLATE_NOOP("ProjectFiles", "Spent in the month")},
                     {"cumulative", QT_TRANSLATE_NOOP("ProjectFiles", "Spent to date")},
                     {"budget_left", QT_TRANSLATE_NOOP("ProjectFiles", "Budget left")},
                     {"currency", QT_TRANSLATE_NOOP("ProjectFiles", "Currency")}});
    for (const model::MonthSpend &m : result.monthly)
        lines << QStringList{QString::fromStdString(model::isoDate(m.firstDay, true)), num(m.cost, 2), num(m.cumulative, 2),
                             result.budget ? num(*result.budget - m.cumulative, 2) : QString(),
                             Labels::currency(result.currency)}
                     .join(QLatin1Char(','));
    QByteArray out = bom ? QByteArray("\xEF\xBB\xBF") : QByteArray();
    out += lines.join(QLatin1String("\r\n")).toUtf8();
    out += "\r\n";
    return out;
}

QByteArray ProjectFiles::comparisonJson(const model::Comparison &comparison)
{
    return indented(model::comparisonToJson(comparison));
}

} // namespace gpuplanner::ui
