#pragma once

#include "Catalog.h"
#include "Scenario.h"

#include <QString>

#include <nlohmann/json.hpp>

namespace gpuplanner::ui {

/// File access for the model, which itself reads no files: the built-in catalog from the Qt
/// resources, scenario files with their `hf_config` references, and atomic saves (QSaveFile).
/// Every function throws model::InputError with the file name and, where known, the field.
class ScenarioFiles
{
public:
    /// Resource path of the built-in catalog JSON.
    static constexpr const char *kBuiltinCatalog = ":/catalog/catalog.json";

    /// The built-in catalog file's text, read once from the resources and kept for the process.
    static const std::string &builtinCatalogText();
    /// The built-in catalog, parsed once and cached for the process. Throws InputError if the
    /// embedded file is invalid (a build defect).
    static const model::Catalog &builtinCatalog();

    /// The catalog the program uses: the built-in one with the user's edits merged over it when
    /// userCatalogPath() exists. A user file that does not load leaves the built-in catalog in
    /// force and says why in catalogNotice(). Loaded once per process.
    static const model::Catalog &catalog();
    /// Where the user's catalog edits live: <application data folder>/catalog.json.
    static QString userCatalogPath();
    /// "" when the user catalog loaded (or there is none); otherwise why it was not used.
    static QString catalogNotice();
    /// The catalog in force as JSON (the built-in file with the user's edits merged over it, or
    /// the built-in file alone when the user's does not load): what the catalog editor edits.
    static nlohmann::json catalogJson();
    /// The built-in catalog file as JSON.
    static nlohmann::json builtinCatalogJson();
    /// Checks that the user's catalog file would load with `sections` (an object whose keys
    /// "gpus", "regions" and "offerings" hold the user's entries) in place of those sections.
    /// Returns the file's new JSON. Throws InputError naming the file, entry and field.
    static nlohmann::json checkUserCatalog(const nlohmann::json &sections);
    /// Writes checkUserCatalog(sections) as the user's catalog file (other keys of the file are
    /// kept), atomically and keeping the previous file as `.bak`, then reloads catalog() in place. Throws InputError; nothing is
    /// written then.
    static void saveUserCatalog(const nlohmann::json &sections);

    /// Reads a whole file as bytes (UTF-8 text expected). Limit: 16 MiB, larger files are
    /// refused with a message. Throws InputError naming `path`.
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

    /// Saves a scenario as indented JSON, atomically, keeping the previous file as `.bak`.
    static void saveScenario(const QString &path, const model::Scenario &scenario);
};

} // namespace gpuplanner::ui
