#include "ScenarioFiles.h"

#include "InputError.h"
#include "JsonFields.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <cstdio>
#include <memory>

#include <nlohmann/json.hpp>

namespace gpuplanner::ui {

using model::InputError;

namespace {
constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024; // scenarios and configs are a few KiB

std::string local(const QString &s)
{
    return s.toStdString();
}
} // namespace

const std::string &ScenarioFiles::builtinCatalogText()
{
    static const std::string text = readText(QString::fromLatin1(kBuiltinCatalog));
    return text;
}

const model::Catalog &ScenarioFiles::builtinCatalog()
{
    static const model::Catalog catalog =
        model::parseCatalog(builtinCatalogText(), "catalog.json (built-in)");
    return catalog;
}

namespace {
struct Loaded
{
    std::unique_ptr<model::Catalog> catalog;
    QString notice;
};

Loaded loadCatalog()
{
    Loaded loaded;
    const QString userPath = ScenarioFiles::userCatalogPath();
    if (QFileInfo::exists(userPath)) {
        try {
            const std::string &builtin = ScenarioFiles::builtinCatalogText();
            const std::string merged = model::mergeCatalogJson(builtin, ScenarioFiles::readText(userPath), local(userPath));
            loaded.catalog = std::make_unique<model::Catalog>(model::parseCatalog(merged, local(userPath)));
            QStringList remarks;
            for (const auto &w : loaded.catalog->warnings)
                remarks << QString::fromStdString(w);
            if (!remarks.isEmpty())
                loaded.notice = QCoreApplication::translate("ScenarioFiles", "Your price catalog was used, but: %1")
                                    .arg(remarks.join(QStringLiteral("; ")));
        } catch (const model::InputError &e) {
            loaded.notice = QCoreApplication::translate("ScenarioFiles", "Your price catalog was not used: %1")
                                .arg(QString::fromStdString(e.what()));
        }
    }
    if (!loaded.catalog)
        loaded.catalog = std::make_unique<model::Catalog>(ScenarioFiles::builtinCatalog());
    return loaded;
}

Loaded &loadedCatalog()
{
    static Loaded loaded = loadCatalog();
    return loaded;
}
} // namespace

const model::Catalog &ScenarioFiles::catalog()
{
    return *loadedCatalog().catalog;
}

QString ScenarioFiles::userCatalogPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalog.json");
}

QString ScenarioFiles::catalogNotice()
{
    return loadedCatalog().notice;
}

nlohmann::json ScenarioFiles::builtinCatalogJson()
{
    return model::parseJsonText(builtinCatalogText(), "catalog.json (built-in)");
}

nlohmann::json ScenarioFiles::catalogJson()
{
    const QString userPath = userCatalogPath();
    const std::string &builtin = builtinCatalogText();
    if (QFileInfo::exists(userPath) && catalogNotice().isEmpty()) {
        try {
            return nlohmann::json::parse(model::mergeCatalogJson(builtin, readText(userPath), local(userPath)));
        } catch (const model::InputError &) {
            // changed on disk since it was loaded: edit the built-in catalog instead
        }
    }
    return model::parseJsonText(builtin, "catalog.json (built-in)");
}

nlohmann::json ScenarioFiles::checkUserCatalog(const nlohmann::json &sections)
{
    const QString path = userCatalogPath();
    nlohmann::json file = nlohmann::json::object();
    if (QFileInfo::exists(path)) {
        try {
            file = model::parseJsonText(readText(path), local(path));
        } catch (const model::InputError &) {
            file = nlohmann::json::object(); // a broken file is replaced by what the editor holds
        }
        if (!file.is_object())
            file = nlohmann::json::object();
    }
    for (const char *key : {"gpus", "regions", "offerings"}) {
        if (!sections.contains(key))
            continue;
        if (sections[key].empty())
            file.erase(key);
        else
            file[key] = sections[key];
    }
    model::parseCatalog(model::mergeCatalogJson(builtinCatalogText(), file.dump(), local(path)),
                        local(path));
    return file;
}

void ScenarioFiles::saveUserCatalog(const nlohmann::json &sections)
{
    const QString path = userCatalogPath();
    const nlohmann::json file = checkUserCatalog(sections);
    QDir().mkpath(QFileInfo(path).absolutePath());
    writeAtomically(path, QByteArray::fromStdString(file.dump(2) + "\n"), true);
    Loaded fresh = loadCatalog();
    *loadedCatalog().catalog = *fresh.catalog; // same object: every holder of catalog() sees it
    loadedCatalog().notice = fresh.notice;
}

std::string ScenarioFiles::readText(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        throw InputError(local(path), "", "no such file");
    if (info.isDir())
        throw InputError(local(path), "", "is a folder, not a file");
    if (info.size() > kMaxFileBytes)
        throw InputError(local(path), "", "file is larger than 16 MiB; not a scenario or config");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(local(path), "", "cannot be read: " + local(file.errorString()));
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), size_t(bytes.size()));
}

model::Scenario ScenarioFiles::loadScenario(const QString &path, const model::Catalog &catalog)
{
    const QDir folder = QFileInfo(path).absoluteDir();
    const model::ReadRelativeFile readRelative = [&folder](const std::string &relative) {
        return readText(folder.filePath(QString::fromStdString(relative)));
    };
    model::Scenario scenario = model::parseScenario(readText(path), local(path), catalog, readRelative);
    scenario.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    return scenario;
}

model::ModelArch ScenarioFiles::loadHfConfig(const QString &path)
{
    return model::archFromHfConfig(model::parseJsonText(readText(path), local(path)), local(path));
}

void ScenarioFiles::writeAtomically(const QString &path, const QByteArray &bytes, bool keepBackup)
{
    if (path == QLatin1String("-")) {
        if (std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) != size_t(bytes.size()))
            throw InputError("stdout", "", "write failed");
        std::fflush(stdout);
        return;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw InputError(local(path), "", "cannot be written: " + local(file.errorString()));
    if (file.write(bytes) != bytes.size()) {
        const std::string reason = local(file.errorString());
        file.cancelWriting();
        throw InputError(local(path), "", "write failed: " + reason);
    }
    // The previous version stays beside the new one. Only once the new bytes are safely written;
    // a backup that cannot be made does not stop the save (the new file is still all or nothing).
    if (keepBackup && QFileInfo(path).isFile()) {
        const QString backup = path + QStringLiteral(".bak");
        QFile::remove(backup);
        QFile::copy(path, backup);
    }
    if (!file.commit())
        throw InputError(local(path), "", "could not be saved: " + local(file.errorString()));
}

void ScenarioFiles::saveScenario(const QString &path, const model::Scenario &scenario)
{
    const std::string text = model::scenarioToJson(scenario).dump(2) + "\n";
    writeAtomically(path, QByteArray::fromStdString(text), true);
}

} // namespace gpuplanner::ui
