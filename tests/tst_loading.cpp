// The built-in catalog and scenario files: good files load, bad ones fail with a message naming
// the file and the field, and saving then loading gives the same scenario.

#include "TestSupport.h"

#include "InputError.h"
#include "CatalogStore.h"
#include "ScenarioFiles.h"

#include <QtTest>

#include <unistd.h>

using namespace gpuplanner;
using ui::ScenarioFiles;

class TestLoading : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void builtinCatalogComplete();
    void everyEntryHasProvenance();
    void examplesLoad_data();
    void examplesLoad();
    void hfConfigRelativeToScenario();
    void badScenario_data();
    void badScenario();
    void badCatalog_data();
    void badCatalog();
    void missingFileAndFolder();
    void unknownFieldsWarn();
    void saveThenLoadRoundTrip();
    void userCatalogMergesOverBuiltin();
    void userCatalogErrorsNameTheFile();

private:
    QString write(const QString &name, const QByteArray &text);
    QTemporaryDir m_dir;
};

void TestLoading::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestLoading::write(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}

void TestLoading::builtinCatalogComplete()
{
    const model::Catalog &c = ui::CatalogStore::builtin();
    // docs/ARCHITECTURE.md, Files and command line: the GPU and region ids the catalog must hold.
    for (const char *id : {"a100-40gb", "a100-80gb", "a800-80gb", "h100-80gb", "h800-80gb",
                           "h200-141gb", "h20-96gb", "l40s-48gb", "l20-48gb", "a30-24gb",
                           "a10-24gb", "t4-16gb", "rtx4090-24gb"})
        QVERIFY2(c.gpu(id), id);
    for (const char *id : {"beijing", "shanghai", "shenzhen", "guizhou", "inner_mongolia",
                           "ningxia", "gansu"})
        QVERIFY2(c.region(id), id);
    // NVIDIA MIG User Guide: profiles of A100 40/80 GB, H100, H200 and A30.
    QCOMPARE(c.gpu("a100-80gb")->migProfile("3g.40gb")->maxInstances, 2);
    QCOMPARE(c.gpu("a100-40gb")->migProfile("1g.5gb")->maxInstances, 7);
    QCOMPARE(c.gpu("h100-80gb")->migProfile("7g.80gb")->memoryBytes, 80e9);
    QCOMPARE(c.gpu("h200-141gb")->migProfile("1g.18gb")->maxInstances, 7);
    QCOMPARE(c.gpu("a30-24gb")->migProfile("2g.12gb")->computeFraction, 0.5);
    // Spec sheets: memory bandwidth (docs/DOMAIN.md, Reference figures: A100 80G ~2 TB/s,
    // H100 3.35 TB/s, 4090 ~1 TB/s).
    QCOMPARE(c.gpu("a100-80gb")->memoryBandwidth, 2039e9);
    QCOMPARE(c.gpu("h100-80gb")->memoryBandwidth, 3350e9);
    QCOMPARE(c.gpu("rtx4090-24gb")->memoryBandwidth, 1008e9);
    QCOMPARE(c.gpu("h100-80gb")->peakFlops.at("bf16"), 989.4e12);
    QVERIFY(!c.gpu("t4-16gb")->peakFlops.count("bf16"));
    QVERIFY(c.models.size() >= 9);
    for (const auto &k : {"whole_card", "slice"}) {
        bool found = false;
        for (const auto &o : c.offerings)
            found = found || o.kind == k;
        QVERIFY2(found, k);
    }
}

void TestLoading::everyEntryHasProvenance()
{
    const model::Catalog &c = ui::CatalogStore::builtin();
    QVERIFY(!c.defaults.asOf.empty() && !c.defaults.source.empty());
    for (const auto &g : c.gpus)
        QVERIFY2(!g.asOf.empty() && !g.source.empty(), g.id.c_str());
    for (const auto &m : c.models)
        QVERIFY2(!m.asOf.empty() && !m.source.empty(), m.id.c_str());
    for (const auto &r : c.regions)
        QVERIFY2(!r.asOf.empty() && !r.source.empty(), r.id.c_str());
    for (const auto &o : c.offerings)
        QVERIFY2(!o.asOf.empty() && !o.source.empty(), o.id.c_str());
}

void TestLoading::examplesLoad_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")});
    QVERIFY(files.size() >= 4);
    for (const auto &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestLoading::examplesLoad()
{
    QFETCH(QString, file);
    const auto s = ScenarioFiles::loadScenario(file, ui::CatalogStore::builtin());
    QVERIFY(!s.name.empty());
    QVERIFY(!s.offerings.empty());
}

void TestLoading::hfConfigRelativeToScenario()
{
    QVERIFY(QFile::copy(QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/hf-configs/qwen2.5-7b.config.json"),
                        m_dir.filePath(QStringLiteral("qwen.json"))));
    const QString path = write(QStringLiteral("uses-hf.json"), R"({"format": "gpuplanner-scenario",
        "version": 1, "workload": {"kind": "inference", "model": {"hf_config": "qwen.json"}}})");
    const auto s = ScenarioFiles::loadScenario(path, ui::CatalogStore::builtin());
    QCOMPARE(s.workload.arch.kvHeads, 4);
    QCOMPARE(s.workload.modelSource, model::ModelSource::HfConfig);
}

void TestLoading::badScenario_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("reason");
    const QByteArray head = R"({"format": "gpuplanner-scenario", "version": 1, )";
    QTest::newRow("empty file") << QByteArray() << "" << "the file is empty";
    QTest::newRow("truncated") << head << "" << "not valid JSON";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "(top level)" << "expected a JSON object";
    QTest::newRow("wrong format") << QByteArray(R"({"format": "x", "version": 1})") << "format" << "gpuplanner-scenario";
    QTest::newRow("newer version") << QByteArray(R"({"format": "gpuplanner-scenario", "version": 7})") << "version" << "newer";
    QTest::newRow("unknown preset") << head + R"("workload": {"model": "gpt-9"}})" << "workload.model" << "unknown model preset";
    QTest::newRow("negative sequence") << head + R"("workload": {"model": "llama-2-7b", "sequence_length": -5}})"
                                       << "workload.sequence_length" << "outside the allowed range";
    QTest::newRow("wrong type") << head + R"("workload": {"model": "llama-2-7b", "gpus": "eight"}})"
                                << "workload.gpus" << "expected a number";
    QTest::newRow("fractional gpus") << head + R"("workload": {"model": "llama-2-7b", "gpus": 1.5}})"
                                     << "workload.gpus" << "whole number";
    QTest::newRow("huge tokens") << head + R"("workload": {"model": "llama-2-7b", "train_tokens": 1e300}})"
                                 << "workload.train_tokens" << "outside the allowed range";
    QTest::newRow("unknown kind") << head + R"("workload": {"model": "llama-2-7b", "kind": "dreaming"}})"
                                  << "workload.kind" << "unknown value";
    QTest::newRow("unknown region") << head + R"("workload": {"model": "llama-2-7b"}, "compare": {"regions": ["mars"]}})"
                                    << "compare.regions[0]" << "unknown region";
    QTest::newRow("unknown offering") << head + R"("workload": {"model": "llama-2-7b"}, "compare": {"offerings": ["nope"]}})"
                                      << "compare.offerings[0]" << "unknown offering";
    QTest::newRow("bad MIG profile") << head + R"("workload": {"model": "llama-2-7b"}, "compare": {"offerings": [
        {"kind": "slice", "gpu": "rtx4090-24gb", "mig_profile": "3g.40gb", "price": {"hourly": 1}}]}})"
                                     << "compare.offerings[0].mig_profile" << "not a MIG profile";
    QTest::newRow("negative price") << head + R"("workload": {"model": "llama-2-7b"}, "compare": {"offerings": [
        {"kind": "whole_card", "gpu": "a100-80gb", "price": {"hourly": -1}}]}})"
                                    << "compare.offerings[0].price.hourly" << "outside the allowed range";
    QTest::newRow("missing hf file") << head + R"("workload": {"model": {"hf_config": "absent.json"}}})"
                                     << "workload.model.hf_config" << "no such file";
    QTest::newRow("UTF-16") << QByteArray("\xFF\xFE{\0}\0", 6) << "" << "UTF-16";
}

void TestLoading::badScenario()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, field);
    QFETCH(QString, reason);
    const QString path = write(QStringLiteral("bad.json"), text);
    try {
        ScenarioFiles::loadScenario(path, ui::CatalogStore::builtin());
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        const QString message = QString::fromStdString(e.what());
        QVERIFY2(message.contains(QStringLiteral(".json")), qPrintable(message));
        QCOMPARE(QString::fromStdString(e.field()), field);
        QVERIFY2(message.contains(reason), qPrintable(message));
    }
}

void TestLoading::badCatalog_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("field");
    QTest::newRow("negative memory") << R"("memory_gb": 80,)" << R"("memory_gb": -80,)" << "gpus[a100-80gb].memory_gb";
    QTest::newRow("mfu above 1") << R"("mfu": 0.4)" << R"("mfu": 4)" << "defaults.mfu";
    QTest::newRow("unknown gpu in offering") << R"("gpu": "t4-16gb",)" << R"("gpu": "t5",)" << "offerings[t4-16gb-card].gpu";
}

void TestLoading::badCatalog()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, field);
    std::string text = test::readSourceFile("resources/catalog.json");
    const auto at = text.find(from.toStdString());
    QVERIFY(at != std::string::npos);
    text.replace(at, size_t(from.size()), to.toStdString());
    try {
        model::parseCatalog(text, "edited.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), field);
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("edited.json"));
    }
}

void TestLoading::missingFileAndFolder()
{
    for (const QString &path : {m_dir.filePath(QStringLiteral("none.json")), m_dir.path()}) {
        try {
            ScenarioFiles::loadScenario(path, ui::CatalogStore::builtin());
            QFAIL("expected InputError");
        } catch (const model::InputError &e) {
            QCOMPARE(QString::fromStdString(e.file()), path);
        }
    }
}

void TestLoading::unknownFieldsWarn()
{
    // A typo is tolerated but reported, and so is a training run without its token count.
    const QString path = write(QStringLiteral("typo.json"), R"({"format": "gpuplanner-scenario",
        "version": 1, "colour": "blue", "workload": {"kind": "lora", "model": "llama-2-7b",
        "micro_batch_sise": 8}})");
    const auto s = ScenarioFiles::loadScenario(path, ui::CatalogStore::builtin());
    QCOMPARE(int(s.loadWarnings.size()), 3);
    QVERIFY(QString::fromStdString(s.loadWarnings[0]).endsWith(QStringLiteral("typo.json: colour: unknown field, ignored")));
    QVERIFY(QString::fromStdString(s.loadWarnings[1])
                .endsWith(QStringLiteral("workload.micro_batch_sise: unknown field, ignored (did you mean \"micro_batch_size\"?)")));
    QVERIFY(QString::fromStdString(s.loadWarnings[2]).contains(QStringLiteral("workload.train_tokens: not given, assuming")));
    QCOMPARE(s.workload.microBatchSize, 1);
}

void TestLoading::saveThenLoadRoundTrip()
{
    const model::Catalog &c = ui::CatalogStore::builtin();
    auto s = ScenarioFiles::loadScenario(QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/pretrain-8-cards.json"), c);
    s.workload.arch.paramsOverride = 1.5e9;
    s.durationHours = 100;
    const QString path = m_dir.filePath(QStringLiteral("saved.json"));
    ScenarioFiles::saveScenario(path, s);
    const auto back = ScenarioFiles::loadScenario(path, c);
    QCOMPARE(model::scenarioToJson(back).dump(), model::scenarioToJson(s).dump());
    // Saving over a folder fails and leaves nothing behind.
    QVERIFY_THROWS_EXCEPTION(model::InputError, ScenarioFiles::saveScenario(m_dir.path(), s));

    // Saving again keeps the previous version beside the new one.
    const QByteArray first = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    s.durationHours = 200;
    ScenarioFiles::saveScenario(path, s);
    QFile backup(path + QStringLiteral(".bak"));
    QVERIFY(backup.open(QIODevice::ReadOnly));
    QCOMPARE(backup.readAll(), first);
    QCOMPARE(*ScenarioFiles::loadScenario(path, c).durationHours, 200.0);

    // A place that cannot be written (read-only file system, or a "folder" that is a file): one
    // message naming the path, nothing half-written, the good file untouched.
    const QString unwritable = geteuid() == 0 ? QStringLiteral("/proc/gpuplanner-test.json") // root ignores modes
                                              : QStringLiteral("/gpuplanner-test.json");
    try {
        ScenarioFiles::saveScenario(unwritable, s);
        QFAIL("saved where nothing can be written");
    } catch (const model::InputError &e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(unwritable), e.what());
    }
    QVERIFY(!QFileInfo::exists(unwritable));
    const QString underFile = path + QStringLiteral("/inside.json");
    QVERIFY_THROWS_EXCEPTION(model::InputError, ScenarioFiles::saveScenario(underFile, s));
    QCOMPARE(*ScenarioFiles::loadScenario(path, c).durationHours, 200.0);
    const QStringList left = QDir(m_dir.path()).entryList(QDir::Files);
    for (const QString &name : left) // no temporary files of a failed save
        QVERIFY2(!name.startsWith(QLatin1String("saved.json.")) || name == QLatin1String("saved.json.bak"),
                 qPrintable(name));
}

void TestLoading::userCatalogMergesOverBuiltin()
{
    const std::string builtin = test::readSourceFile("resources/catalog.json");
    const std::string user = R"({"defaults": {"mfu": 0.5},
        "offerings": [{"id": "a100-80gb-card", "kind": "whole_card", "gpu": "a100-80gb",
                       "price": {"hourly": 6.0}, "as_of": "2026-12-01", "source": "our quote"},
                      {"id": "my-4090", "kind": "whole_card", "gpu": "rtx4090-24gb",
                       "price": {"hourly": 1.5}, "as_of": "2026-12-01", "source": "our quote"}]})";
    const auto c = model::parseCatalog(model::mergeCatalogJson(builtin, user, "mine.json"), "mine.json");
    QCOMPARE(c.defaults.mfu, 0.5);
    QCOMPARE(*c.offering("a100-80gb-card")->price.hourly, 6.0);
    QVERIFY(!c.offering("a100-80gb-card")->price.monthly); // the entry is replaced whole
    QCOMPARE(*c.offering("my-4090")->price.hourly, 1.5);
    QCOMPARE(c.offerings.size(), ui::CatalogStore::builtin().offerings.size() + 1);
    QCOMPARE(c.gpus.size(), ui::CatalogStore::builtin().gpus.size());
    QVERIFY(c.warnings.empty());
    QVERIFY(ui::CatalogStore::builtin().warnings.empty());
    // A typo in a price is reported, not silently dropped.
    const auto typo = model::parseCatalog(
        model::mergeCatalogJson(builtin, R"({"offerings": [{"id": "my-4090", "kind": "whole_card",
            "gpu": "rtx4090-24gb", "price": {"hourly": 1.5, "montly": 900}, "as_of": "2026-12-01",
            "source": "q"}]})", "mine.json"),
        "mine.json");
    QCOMPARE(int(typo.warnings.size()), 1);
    QCOMPARE(QString::fromStdString(typo.warnings.front()),
             QStringLiteral("mine.json: offerings[my-4090].price.montly: unknown field, ignored (did you mean \"monthly\"?)"));
}

void TestLoading::userCatalogErrorsNameTheFile()
{
    const std::string builtin = test::readSourceFile("resources/catalog.json");
    try {
        model::mergeCatalogJson(builtin, R"({"offerings": [{"kind": "slice"}]})", "mine.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("mine.json"));
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("offerings[0]"));
    }
    // A valid shape with a bad value is caught by the catalog's own checks, naming the entry.
    try {
        const std::string merged = model::mergeCatalogJson(
            builtin, R"({"offerings": [{"id": "x", "kind": "whole_card", "gpu": "nope", "price": {"hourly": 1},
                         "as_of": "2026-12-01", "source": "q"}]})", "mine.json");
        model::parseCatalog(merged, "mine.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("offerings[x].gpu"));
    }
}

QTEST_MAIN(TestLoading)
#include "tst_loading.moc"
