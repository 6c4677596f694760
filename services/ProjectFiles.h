#pragma once

#include "Catalog.h"
#include "Project.h"

#include <QByteArray>
#include <QString>

namespace gpuplanner::ui {

/// Project files and the project and comparison exports (resources/PROJECT.md): loading with
/// each phase's scenario file read relative to the project, and the project's JSON and CSV.
class ProjectFiles
{
public:
    /// True when the JSON file at `path` is a project ("format": "gpuplanner-project"); false for
    /// anything else (a scenario). A file that is not valid JSON counts as a project when its
    /// text names that format, so the project loader reports where it breaks (a project cut short
    /// while editing is not sent to the scenario loader). Reads at most what readText reads;
    /// never throws.
    static bool isProject(const QString &path);
    /// Loads a project; phases' scenario paths are relative to the project's folder (their
    /// hf_config relative to their own). Throws model::InputError naming the file and field.
    static model::Project loadProject(const QString &path, const model::Catalog &catalog);
    /// Saves a project as indented JSON, atomically, keeping the previous file as `.bak`.
    static void saveProject(const QString &path, const model::Project &project);

    /// The project result JSON, indented, UTF-8.
    static QByteArray projectJson(const model::ProjectResult &result);
    /// The project as CSV: the phase table, a blank line, then the monthly table; headers in the
    /// installed language (stable English keys with `machineHeader`); UTF-8 with a BOM unless
    /// `bom` is false.
    static QByteArray projectCsv(const model::ProjectResult &result, const model::Catalog &catalog, bool bom = true,
                                 bool machineHeader = false);
    /// The comparison JSON, indented, UTF-8.
    static QByteArray comparisonJson(const model::Comparison &comparison);
};

} // namespace gpuplanner::ui
