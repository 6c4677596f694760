#pragma once

#include "Catalog.h"

#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

#include <memory>

namespace gpuplanner::ui {

/// The one owner of the catalog in force: the built-in catalog (Qt resource) with the user's
/// edits (a JSON file beside the settings) merged over it. Holders never keep a reference across
/// a change: the catalog is replaced as a whole (a new immutable snapshot), never mutated in
/// place, and changed() announces it so every document re-evaluates against the new snapshot.
///
/// Edits from the catalog editor are put in force with apply() at once (unsaved) and written with
/// save(); revert() drops unsaved edits. Errors: apply() and save() throw model::InputError naming
/// the user's file, the entry and the field; nothing changes then.
class CatalogStore : public QObject
{
    Q_OBJECT
public:
    /// Loads the built-in catalog and, when `userPath` names an existing file, the user's edits
    /// over it. A user file that does not load leaves the built-in catalog in force and says why
    /// in notice(). `userPath` "" means defaultUserPath().
    explicit CatalogStore(const QString &userPath = QString(), QObject *parent = nullptr);

    /// The catalog in force (an immutable snapshot; keep the pointer to keep it alive).
    std::shared_ptr<const model::Catalog> snapshot() const { return m_catalog; }
    /// The catalog in force, valid until the next changed().
    const model::Catalog &catalog() const { return *m_catalog; }
    /// "" when the user's file loaded (or there is none); otherwise why it was not used, or what
    /// loading it tolerated.
    QString notice() const { return m_notice; }
    /// Where the user's edits are kept.
    QString userPath() const { return m_userPath; }
    /// The catalog in force as JSON (built-in with the user's entries merged): what the editor edits.
    nlohmann::json json() const;
    /// The user's entries in force, as the user file holds them (saved or not).
    const nlohmann::json &userJson() const { return m_user; }
    /// True while apply() put edits in force that save() has not written.
    bool isModified() const { return m_modified; }

    /// Checks that the user file would load with `sections` ("gpus", "regions", "offerings": the
    /// user's entries) in place of those sections, and returns that file's JSON. Throws InputError.
    nlohmann::json check(const nlohmann::json &sections) const;
    /// Puts `sections` in force at once, unsaved (the editor's preview). Throws InputError.
    void apply(const nlohmann::json &sections);
    /// Writes the user's entries in force to userPath() atomically, keeping the previous file as
    /// `.bak`. Throws InputError naming the file; the file on disk is then untouched.
    void save();
    /// Drops unsaved edits: reloads the user's file.
    void revert();

    /// <application data folder>/catalog.json.
    static QString defaultUserPath();
    /// The built-in catalog file's text, read once from the resources.
    static const std::string &builtinText();
    /// The built-in catalog, parsed once. Throws InputError if the embedded file is invalid.
    static const model::Catalog &builtin();
    /// The built-in catalog file as JSON.
    static nlohmann::json builtinJson();

signals:
    /// The catalog in force was replaced (apply, save with a changed file, revert).
    void changed();

private:
    void load();
    void put(std::shared_ptr<const model::Catalog> catalog, nlohmann::json user);

    QString m_userPath;
    std::shared_ptr<const model::Catalog> m_catalog;
    nlohmann::json m_user = nlohmann::json::object();
    QString m_notice;
    bool m_modified = false;
};

} // namespace gpuplanner::ui
