// Scenario files (services/ScenarioFiles): the examples load, `hf_config` is read relative to the
// scenario, bad files fail with a message naming the file and the field, unknown fields are
// reported, and saving (atomically, keeping a backup) then loading gives the same scenario.

#include "TestSupport.h"

#include "InputError.h"
#include "CatalogStore.h"
#include "ScenarioFiles.h"

#include <QtTest>

#include <unistd.h>

using namespace gpuplanner;
using ui::ScenarioFiles;

class TestScenarioFiles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void examplesLoad_data();
    void examplesLoad();
    void hfConfigRelativeToScenario();
    void badScenario_data();
    void badScenario();
    void missingFileAndFolder();
    void unknownFieldsWarn();
    void saveThenLoadRoundTrip();

private:
    QString write(const QString &name, const QByteArray &text);
    QTemporaryDir m_dir;
};

void TestScenarioFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestScenarioFiles::write(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}

void TestScenarioFiles::examplesLoad_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")});
    QVERIFY(files.size() >= 4);
    for (const auto &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestScenarioFiles::examplesLoad()
{
    QFETCH(QString, file);
    const auto s = ScenarioFiles::loadScenario(file, ui::CatalogStore::builtin());
    QVERIFY(!s.name.empty());
    QVERIFY(!s.offerings.empty());
}

void TestScenarioFiles::hfConfigRelativeToScenario()
{
    QVERIFY(QFile::copy(QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/hf-configs/qwen2.5-7b.config.json"),
                        m_dir.filePath(QStringLiteral("qwen.json"))));
    const QString path = write(QStringLiteral("uses-hf.json"), R"({"format": "gpuplanner-scenario",
        "version": 1, "workload": {"kind": "inference", "model": {"hf_config": "qwen.json"}}})");
    const auto s = ScenarioFiles::loadScenario(path, ui::CatalogStore::builtin());
    QCOMPARE(s.workload.arch.kvHeads, 4);
    QCOMPARE(s.workload.modelSource, model::ModelSource::HfConfig);
}

void TestScenarioFiles::badScenario_data()
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

void TestScenarioFiles::badScenario()
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

void TestScenarioFiles::missingFileAndFolder()
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

void TestScenarioFiles::unknownFieldsWarn()
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

void TestScenarioFiles::saveThenLoadRoundTrip()
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

QTEST_MAIN(TestScenarioFiles)
#include "tst_scenariofiles.moc"
