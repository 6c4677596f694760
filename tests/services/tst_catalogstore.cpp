// The catalog store (services/CatalogStore), the one owner of the catalog in force: the built-in
// catalog with the user's file merged over it, edits put in force at once as new immutable
// snapshots and announced, saved atomically with a backup, reverted; a user file that does not
// load leaves the built-in catalog in force and says why. Every store here keeps its user file in
// a temporary folder.

#include "TestSupport.h"

#include "CatalogStore.h"
#include "InputError.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gpuplanner;
using nlohmann::json;

namespace {

/// The A100 80GB whole-card offering as a user's file would replace it: an hourly price only.
json a100Card(double hourly)
{
    return {{"id", "a100-80gb-card"}, {"kind", "whole_card"}, {"gpu", "a100-80gb"},  {"gpus", 1},
            {"price", {{"hourly", hourly}}}, {"as_of", "2026-12-01"}, {"source", "our quote"}};
}

/// The user's entries of the editor's sections with `offerings` as the offerings.
json offerings(const json &entries)
{
    return {{"offerings", entries}};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

double hourly(const model::Catalog &catalog, const char *offering)
{
    const model::Offering *o = catalog.offering(offering);
    return o && o->price.hourly ? *o->price.hourly : -1;
}

} // namespace

class TestCatalogStore : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void builtinWhenNoUserFile();
    void userEntryReplacesBuiltin();
    void badUserFileLeavesBuiltin_data();
    void badUserFileLeavesBuiltin();
    void toleratedUserFileSaysWhat();
    void applyPutsEditsInForceAtOnce();
    void invalidEditChangesNothing_data();
    void invalidEditChangesNothing();
    void saveWritesAtomicallyWithBackup();
    void failedSaveKeepsEditsUnsaved();
    void revertDropsUnsavedEdits();

private:
    QTemporaryDir m_dir;
};

void TestCatalogStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestCatalogStore::builtinWhenNoUserFile()
{
    const QString path = m_dir.filePath(QStringLiteral("none/catalog.json"));
    ui::CatalogStore store(path);
    QCOMPARE(store.userPath(), path);
    QVERIFY2(store.notice().isEmpty(), qPrintable(store.notice()));
    QVERIFY(!store.isModified());
    QVERIFY(store.userJson().empty());
    // The built-in catalog is resources/catalog.json, embedded in the program.
    const std::string source = test::readSourceFile("resources/catalog.json");
    QCOMPARE(QString::fromStdString(ui::CatalogStore::builtinText()), QString::fromStdString(source));
    QVERIFY(store.json() == json::parse(source));
    QCOMPARE(store.catalog().offerings.size(), test::catalog().offerings.size());
    QCOMPARE(store.catalog().gpus.size(), test::catalog().gpus.size());
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 7.0);                        // resources/catalog.json
    QCOMPARE(*store.catalog().offering("a100-80gb-card")->price.monthly, 3430.0);
    QCOMPARE(store.catalog().region("beijing")->priceMultiplier, 1.18);
    QCOMPARE(store.snapshot().get(), &store.catalog());
    QVERIFY(!QFileInfo::exists(path)); // loading writes nothing
}

void TestCatalogStore::userEntryReplacesBuiltin()
{
    const QString path = m_dir.filePath(QStringLiteral("replaces.json"));
    const json user = offerings(json::array(
        {a100Card(6.0),
         {{"id", "my-4090"}, {"kind", "whole_card"}, {"gpu", "rtx4090-24gb"}, {"price", {{"hourly", 1.5}}},
          {"as_of", "2026-12-01"}, {"source", "our quote"}}}));
    writeAll(path, QByteArray::fromStdString(user.dump(2)));
    ui::CatalogStore store(path);
    QVERIFY2(store.notice().isEmpty(), qPrintable(store.notice()));
    QVERIFY(!store.isModified());
    QVERIFY(store.userJson() == user);
    // The entry with a built-in id replaces the built-in one whole: no monthly price any more.
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 6.0);
    QVERIFY(!store.catalog().offering("a100-80gb-card")->price.monthly);
    QCOMPARE(QString::fromStdString(store.catalog().offering("a100-80gb-card")->source), QStringLiteral("our quote"));
    // A new id is added; everything else is the built-in catalog's.
    QCOMPARE(hourly(store.catalog(), "my-4090"), 1.5);
    QCOMPARE(store.catalog().offerings.size(), test::catalog().offerings.size() + 1);
    QCOMPARE(hourly(store.catalog(), "h100-80gb-card"), hourly(test::catalog(), "h100-80gb-card"));
    QCOMPARE(hourly(store.catalog(), "rtx4090-24gb-card"), 2.2);
    // What the editor edits is the merge.
    int mine = 0;
    const json merged = store.json();
    for (const json &o : merged.at("offerings"))
        mine += o.at("id") == "my-4090" || (o.at("id") == "a100-80gb-card" && o.at("price") == json{{"hourly", 6.0}});
    QCOMPARE(mine, 2);
}

void TestCatalogStore::badUserFileLeavesBuiltin_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("field"); ///< what the notice names besides the file
    QTest::newRow("negative price") << QByteArray::fromStdString(offerings(json::array({a100Card(-1)})).dump())
                                    << "offerings[a100-80gb-card].price.hourly";
    json unknownGpu = a100Card(6);
    unknownGpu["gpu"] = "a100-90gb";
    QTest::newRow("unknown gpu") << QByteArray::fromStdString(offerings(json::array({unknownGpu})).dump())
                                 << "offerings[a100-80gb-card].gpu";
    QTest::newRow("mfu above 1") << QByteArray(R"({"defaults": {"mfu": 4}})") << "defaults.mfu";
    QTest::newRow("entry without id") << QByteArray(R"({"offerings": [{"kind": "slice"}]})") << "offerings[0]";
    QTest::newRow("truncated") << QByteArray(R"({"offerings": [)") << "not valid JSON";
}

void TestCatalogStore::badUserFileLeavesBuiltin()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, field);
    const QString path = m_dir.filePath(
        QStringLiteral("bad-%1.json").arg(QLatin1String(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
    writeAll(path, text);
    ui::CatalogStore store(path);
    const QString notice = store.notice();
    QVERIFY2(notice.contains(QStringLiteral("was not used")), qPrintable(notice));
    QVERIFY2(notice.contains(path), qPrintable(notice));
    QVERIFY2(notice.contains(field), qPrintable(notice));
    // The built-in catalog is in force, as if there were no file.
    QVERIFY(store.userJson().empty());
    QVERIFY(!store.isModified());
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 7.0);
    QCOMPARE(*store.catalog().offering("a100-80gb-card")->price.monthly, 3430.0);
    QCOMPARE(store.catalog().defaults.mfu, test::catalog().defaults.mfu);
    QVERIFY(store.json() == ui::CatalogStore::builtinJson());
    QCOMPARE(readAll(path), text); // the user's file is left as it was
}

void TestCatalogStore::toleratedUserFileSaysWhat()
{
    // A typo in a price is tolerated (the file is used) but named in the notice.
    const QString path = m_dir.filePath(QStringLiteral("typo.json"));
    json entry = a100Card(6.5);
    entry["price"]["montly"] = 3000;
    writeAll(path, QByteArray::fromStdString(offerings(json::array({entry})).dump()));
    ui::CatalogStore store(path);
    QVERIFY2(store.notice().contains(QStringLiteral("was used, but")), qPrintable(store.notice()));
    QVERIFY2(store.notice().contains(QStringLiteral("offerings[a100-80gb-card].price.montly")), qPrintable(store.notice()));
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 6.5);
}

void TestCatalogStore::applyPutsEditsInForceAtOnce()
{
    ui::CatalogStore store(m_dir.filePath(QStringLiteral("apply/catalog.json")));
    QSignalSpy changed(&store, &ui::CatalogStore::changed);
    const std::shared_ptr<const model::Catalog> held = store.snapshot(); // e.g. a document's
    store.apply(offerings(json::array({a100Card(9.5)})));
    QCOMPARE(changed.count(), 1);
    QVERIFY(store.isModified());
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 9.5);
    QVERIFY(!store.catalog().offering("a100-80gb-card")->price.monthly);
    QVERIFY(store.userJson() == offerings(json::array({a100Card(9.5)})));
    // A new snapshot; the one held before is still valid and still the catalog it was.
    QVERIFY(store.snapshot() != held);
    QCOMPARE(hourly(*held, "a100-80gb-card"), 7.0);
    QCOMPARE(*held->offering("a100-80gb-card")->price.monthly, 3430.0);
    QCOMPARE(held->offerings.size(), test::catalog().offerings.size());
    // In force, not written.
    QVERIFY(!QFileInfo::exists(store.userPath()));
    // The same edit again replaces nothing.
    const std::shared_ptr<const model::Catalog> second = store.snapshot();
    store.apply(offerings(json::array({a100Card(9.5)})));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(store.snapshot(), second);
    // Another section joins the edits; the offerings stay.
    json beijing = ui::CatalogStore::builtinJson().at("regions").at(0);
    QCOMPARE(beijing.at("id").get<std::string>(), std::string("beijing"));
    beijing["price_multiplier"] = 1.3;
    store.apply({{"regions", json::array({beijing})}});
    QCOMPARE(changed.count(), 2);
    QCOMPARE(store.catalog().region("beijing")->priceMultiplier, 1.3);
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 9.5);
    QCOMPARE(second->region("beijing")->priceMultiplier, 1.18);
    // An empty section drops that section's edits.
    store.apply(offerings(json::array()));
    QCOMPARE(changed.count(), 3);
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 7.0);
    QCOMPARE(store.catalog().region("beijing")->priceMultiplier, 1.3);
}

void TestCatalogStore::invalidEditChangesNothing_data()
{
    QTest::addColumn<QByteArray>("edit");
    QTest::addColumn<QString>("field");
    QTest::newRow("negative price") << QByteArray::fromStdString(offerings(json::array({a100Card(-2)})).dump())
                                    << "offerings[a100-80gb-card].price.hourly";
    json unknownGpu = a100Card(6);
    unknownGpu["gpu"] = "a100-90gb";
    QTest::newRow("unknown gpu") << QByteArray::fromStdString(offerings(json::array({unknownGpu})).dump())
                                 << "offerings[a100-80gb-card].gpu";
    json noSource = a100Card(6);
    noSource.erase("source");
    QTest::newRow("no source") << QByteArray::fromStdString(offerings(json::array({noSource})).dump())
                               << "offerings[a100-80gb-card].source";
}

void TestCatalogStore::invalidEditChangesNothing()
{
    QFETCH(QByteArray, edit);
    QFETCH(QString, field);
    ui::CatalogStore store(m_dir.filePath(QStringLiteral("invalid/catalog.json")));
    store.apply(offerings(json::array({a100Card(8.0)}))); // an edit in force already
    QSignalSpy changed(&store, &ui::CatalogStore::changed);
    const std::shared_ptr<const model::Catalog> before = store.snapshot();
    const json userBefore = store.userJson();
    const json sections = json::parse(edit.toStdString());
    // check() says the same as apply() without putting anything in force.
    QVERIFY_THROWS_EXCEPTION(model::InputError, (void)store.check(sections));
    try {
        store.apply(sections);
        QFAIL("an invalid edit was put in force");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), field);
        QCOMPARE(QString::fromStdString(e.file()), store.userPath());
    }
    QCOMPARE(changed.count(), 0);
    QCOMPARE(store.snapshot(), before);
    QVERIFY(store.userJson() == userBefore);
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 8.0);
    QVERIFY(store.isModified());
    QVERIFY(!QFileInfo::exists(store.userPath()));
}

void TestCatalogStore::saveWritesAtomicallyWithBackup()
{
    const QString folder = m_dir.filePath(QStringLiteral("save")); // not there yet: save makes it
    const QString path = folder + QStringLiteral("/catalog.json");
    ui::CatalogStore store(path);
    store.apply(offerings(json::array({a100Card(9.5)})));
    store.save();
    QVERIFY(!store.isModified());
    QVERIFY(json::parse(readAll(path).toStdString()) == offerings(json::array({a100Card(9.5)})));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral(".bak"))); // nothing to keep the first time
    const QByteArray first = readAll(path);

    // Unsaved edits leave the file alone; saving them keeps the previous file as .bak.
    store.apply(offerings(json::array({a100Card(11.0)})));
    QVERIFY(store.isModified());
    QCOMPARE(readAll(path), first);
    store.save();
    QVERIFY(!store.isModified());
    QCOMPARE(readAll(path + QStringLiteral(".bak")), first);
    QVERIFY(json::parse(readAll(path).toStdString()) == store.userJson());
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 11.0);
    // The file and its backup, and no temporary file of a save beside them.
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name),
             (QStringList{QStringLiteral("catalog.json"), QStringLiteral("catalog.json.bak")}));

    // A fresh store (the next start) reads what was saved.
    ui::CatalogStore next(path);
    QVERIFY2(next.notice().isEmpty(), qPrintable(next.notice()));
    QVERIFY(!next.isModified());
    QCOMPARE(hourly(next.catalog(), "a100-80gb-card"), 11.0);
    QVERIFY(next.userJson() == store.userJson());
}

void TestCatalogStore::failedSaveKeepsEditsUnsaved()
{
    // The user's folder is a file: nothing can be written there.
    const QString notAFolder = m_dir.filePath(QStringLiteral("not-a-folder"));
    writeAll(notAFolder, "x");
    ui::CatalogStore store(notAFolder + QStringLiteral("/catalog.json"));
    store.apply(offerings(json::array({a100Card(9.5)})));
    try {
        store.save();
        QFAIL("saved under a file");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.file()), store.userPath());
    }
    QVERIFY(store.isModified());
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 9.5); // still in force
    QCOMPARE(readAll(notAFolder), QByteArray("x"));
}

void TestCatalogStore::revertDropsUnsavedEdits()
{
    const QString path = m_dir.filePath(QStringLiteral("revert/catalog.json"));
    ui::CatalogStore store(path);
    store.apply(offerings(json::array({a100Card(9.5)})));
    store.save();
    const json saved = store.userJson();
    QSignalSpy changed(&store, &ui::CatalogStore::changed);
    store.apply(offerings(json::array({a100Card(12.0)})));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 12.0);

    store.revert();
    QCOMPARE(changed.count(), 2);
    QVERIFY(!store.isModified());
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 9.5); // the saved file's
    QVERIFY(store.userJson() == saved);
    // Nothing unsaved: nothing to drop, nothing announced.
    store.revert();
    QCOMPARE(changed.count(), 2);
    QCOMPARE(hourly(store.catalog(), "a100-80gb-card"), 9.5);
}

QTEST_MAIN(TestCatalogStore)
#include "tst_catalogstore.moc"
