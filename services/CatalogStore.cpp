#include "CatalogStore.h"

#include "Labels.h"

#include "InputError.h"
#include "JsonFields.h"
#include "ScenarioFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStringList>

namespace gpuplanner::ui {

namespace {
constexpr const char *kBuiltinFile = "catalog.json (built-in)";
constexpr const char *kBuiltinResource = ":/catalog/catalog.json";
/// The sections the catalog editor edits.
constexpr const char *kEditedSections[] = {"gpus", "regions", "offerings"};

std::string local(const QString &s)
{
    return s.toStdString();
}

model::Catalog merged(const nlohmann::json &user, const QString &path)
{
    return model::parseCatalog(model::mergeCatalogJson(CatalogStore::builtinText(), user.dump(), local(path)),
                               local(path));
}
} // namespace

CatalogStore::CatalogStore(const QString &userPath, QObject *parent)
    : QObject(parent), m_userPath(userPath.isEmpty() ? defaultUserPath() : userPath)
{
    load();
}

QString CatalogStore::defaultUserPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalog.json");
}

const std::string &CatalogStore::builtinText()
{
    static const std::string text = ScenarioFiles::readText(QString::fromLatin1(kBuiltinResource));
    return text;
}

const model::Catalog &CatalogStore::builtin()
{
    static const model::Catalog catalog = model::parseCatalog(builtinText(), kBuiltinFile);
    return catalog;
}

nlohmann::json CatalogStore::builtinJson()
{
    return model::parseJsonText(builtinText(), kBuiltinFile);
}

void CatalogStore::load()
{
    m_notice.clear();
    m_modified = false;
    m_user = nlohmann::json::object();
    if (QFileInfo::exists(m_userPath)) {
        try {
            std::vector<std::string> textWarnings;
            const nlohmann::json user
                = model::parseJsonText(ScenarioFiles::readText(m_userPath), local(m_userPath), &textWarnings);
            auto catalog = std::make_shared<const model::Catalog>(merged(user, m_userPath));
            QStringList remarks;
            for (const auto &w : textWarnings)
                remarks << QString::fromStdString(w);
            for (const auto &w : catalog->warnings)
                remarks << QString::fromStdString(w);
            if (!remarks.isEmpty())
                m_notice = QCoreApplication::translate("ScenarioFiles", "Your price catalog was used, but: %1")
                               .arg(remarks.join(QStringLiteral("; ")));
            m_catalog = std::move(catalog);
            m_user = user;
            return;
        } catch (const model::InputError &e) {
            m_notice = QCoreApplication::translate("ScenarioFiles", "Your price catalog was not used: %1")
                           .arg(Labels::fileMessage(e.what()));
        }
    }
    m_catalog = std::make_shared<const model::Catalog>(builtin());
}

nlohmann::json CatalogStore::json() const
{
    if (m_user.empty())
        return builtinJson();
    return nlohmann::json::parse(model::mergeCatalogJson(builtinText(), m_user.dump(), local(m_userPath)));
}

nlohmann::json CatalogStore::check(const nlohmann::json &sections) const
{
    nlohmann::json file = m_user.is_object() ? m_user : nlohmann::json::object();
    for (const char *key : kEditedSections) {
        if (!sections.contains(key))
            continue;
        if (sections[key].empty())
            file.erase(key);
        else
            file[key] = sections[key];
    }
    (void)merged(file, m_userPath); // throws InputError naming the entry and field
    return file;
}

void CatalogStore::apply(const nlohmann::json &sections)
{
    nlohmann::json file = check(sections);
    if (file == m_user)
        return;
    auto catalog = std::make_shared<const model::Catalog>(merged(file, m_userPath));
    put(std::move(catalog), std::move(file));
    m_modified = true;
}

void CatalogStore::save()
{
    QDir().mkpath(QFileInfo(m_userPath).absolutePath());
    ScenarioFiles::writeAtomically(m_userPath, QByteArray::fromStdString(m_user.dump(2) + "\n"), true);
    m_modified = false;
    m_notice.clear();
}

void CatalogStore::revert()
{
    const bool wasModified = m_modified;
    load();
    if (wasModified)
        emit changed();
}

void CatalogStore::put(std::shared_ptr<const model::Catalog> catalog, nlohmann::json user)
{
    m_catalog = std::move(catalog);
    m_user = std::move(user);
    emit changed();
}

} // namespace gpuplanner::ui
