#pragma once

#include "Catalog.h"
#include "Scenario.h"

#include <QString>

#include <nlohmann/json.hpp>

namespace gpuplanner::ui {

/// File access for the model, which itself reads no files: bounded reads of regular files,
/// scenario files with their `hf_config` references, and atomic saves (QSaveFile). The catalog's
/// files are the CatalogStore's.
/// Every function throws model::InputError with the file name and, where known, the field.
class ScenarioFiles
{
public:
    /// Reads a whole regular file as bytes (UTF-8 text expected). Limit: 16 MiB, larger files
    /// are refused with a message, as are folders, devices, pipes and sockets (which may never
    /// end or block), before anything is read. Throws InputError naming `path`.
    static std::string readText(const QString &path);

    /// Loads a scenario file; `{"hf_config": "x.json"}` is resolved relative to the scenario's
    /// folder. Throws InputError.
    static model::Scenario loadScenario(const QString &path, const model::Catalog &catalog);

    /// Imports a Hugging Face config.json as the scenario's model (source HfConfig, path as given).
    static model::ModelArch loadHfConfig(const QString &path);

    /// Writes `bytes` to `path` atomically (QSaveFile: all or nothing); "-" writes to stdout.
    /// With `keepBackup`, the file it replaces is kept as `<path>.bak`. Throws InputError with the
    /// reason (permission, read-only or full disk) naming `path`; the old file is then untouched.
    static void writeAtomically(const QString &path, const QByteArray &bytes, bool keepBackup = false);

    /// Checks that writeAtomically(path) can write: a name is given, the folder exists and can be
    /// written, and the file, if there, is a regular file that can be written. "-" passes.
    /// Throws InputError naming `path` with the reason; writes nothing.
    static void checkWritable(const QString &path);
    /// True when `a` and `b` name the same file: as written, through symbolic links, or as two
    /// hard links to it (once it exists). Exports use it to never replace an input of the run.
    static bool sameFile(const QString &a, const QString &b);

    /// Saves a scenario as indented JSON, atomically, keeping the previous file as `.bak`.
    static void saveScenario(const QString &path, const model::Scenario &scenario);
};

} // namespace gpuplanner::ui
