// Replays the fuzzers' inputs without libFuzzer (tests/fuzz/README.md): every seed listed in
// tests/fuzz/seeds.txt and every saved crash in tests/fuzz/regressions/<target>/ goes through the
// same code as its fuzz target (tests/fuzz/FuzzTargets.h) and must either load or fail with a
// model::InputError that has a message. Plus one case per fixed finding, with its expected error.

#include "TestSupport.h"

#include "fuzz/FuzzTargets.h"

#include <QtTest>

#include <functional>
#include <map>

using namespace gpuplanner;

namespace {

const std::map<QString, std::function<void(const std::string &)>> &targets()
{
    static const std::map<QString, std::function<void(const std::string &)>> functions = {
        { QStringLiteral("scenario"), fuzz::loadScenario },
        { QStringLiteral("evaluate"), fuzz::evaluateScenario },
        { QStringLiteral("catalog"), fuzz::loadCatalog },
        { QStringLiteral("hfconfig"), fuzz::loadHfConfig },
        { QStringLiteral("project"), fuzz::loadProject },
    };
    return functions;
}

/// Runs `target` on `text`: "" when it loaded, the InputError's message when it was rejected.
/// Anything else fails the test.
QString replay(const QString &target, const std::string &text, bool &ok)
{
    ok = false;
    try {
        targets().at(target)(text);
        ok = true;
        return QString();
    } catch (const model::InputError &e) {
        ok = true;
        return QString::fromStdString(e.what());
    } catch (const std::exception &e) {
        return QStringLiteral("unexpected exception: ") + QString::fromUtf8(e.what());
    }
}

} // namespace

class TestFuzzRegressions : public QObject
{
    Q_OBJECT
private slots:
    void replayInputs_data();
    void replayInputs();
    void numberOverflowIsInputError_data();
    void numberOverflowIsInputError();
    void servingReplicasDoNotOverflow();
    void unitsTimesGpusIsLimited();
    void dayNumberOfHugeYear();
};

void TestFuzzRegressions::replayInputs_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("file");
    const QString root = QStringLiteral(GPUPLANNER_SOURCE_DIR "/");
    QFile list(root + QStringLiteral("tests/fuzz/seeds.txt"));
    QVERIFY(list.open(QIODevice::ReadOnly | QIODevice::Text));
    std::map<QString, int> seeds;
    auto add = [&](const QString &target, const QString &folder, const QString &pattern) {
        const QDir dir(root + folder);
        for (const QString &name : dir.entryList({ pattern }, QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(target + QLatin1Char(':') + folder + QLatin1Char('/') + name))
                << target << dir.filePath(name);
            ++seeds[target];
        }
    };
    while (!list.atEnd()) {
        const QString line = QString::fromUtf8(list.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(parts.size(), 3);
        QVERIFY2(targets().count(parts[0]), qPrintable(line));
        add(parts[0], parts[1], parts[2]);
    }
    for (const auto &[target, function] : targets()) {
        (void)function;
        QVERIFY2(seeds[target] > 0, qPrintable(target + QStringLiteral(" has no seeds")));
        add(target, QStringLiteral("tests/fuzz/regressions/") + target, QStringLiteral("*"));
    }
}

void TestFuzzRegressions::replayInputs()
{
    QFETCH(QString, target);
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    bool ok = false;
    const QString message = replay(target, bytes.toStdString(), ok);
    QVERIFY2(ok, qPrintable(message));
    if (!message.isEmpty()) {
        qInfo("rejected: %s", qPrintable(message));
        // An error names the input it read: "<file>: <field>: <reason>".
        QVERIFY2(message.contains(QStringLiteral(": ")), qPrintable(message));
    }
}

void TestFuzzRegressions::numberOverflowIsInputError_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QByteArray>("text");
    // Found by fuzz_scenario: nlohmann's parser throws out_of_range.406, not parse_error, for a
    // number beyond a double; parseJsonText let it escape (a crash in the program).
    QTest::newRow("scenario") << "scenario"
                              << QByteArray(
                                     R"({"format": "gpuplanner-scenario", "budget": 1.0e84090})");
    QTest::newRow("catalog") << "catalog" << QByteArray(R"({"as_of": -1e400})");
    QTest::newRow("hfconfig") << "hfconfig" << QByteArray(R"({"hidden_size": 1e309})");
}

void TestFuzzRegressions::numberOverflowIsInputError()
{
    QFETCH(QString, target);
    QFETCH(QByteArray, text);
    try {
        targets().at(target)(text.toStdString());
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        const QString message = QString::fromStdString(e.what());
        QVERIFY2(message.contains(QStringLiteral("not valid JSON: number overflow")),
            qPrintable(message));
    }
}

void TestFuzzRegressions::servingReplicasDoNotOverflow()
{
    // 100000 GPUs per replica and a load needing 100000 replicas: replicas × GPUs overflowed an
    // int in evaluate() (UBSan: signed integer overflow, Evaluate.cpp). Now the replicas stop
    // where the GPU count still fits.
    const std::string text
        = fuzz::sourceFile("tests/fuzz/regressions/evaluate/replicas-overflow.json");
    const model::Scenario s = model::parseScenario(
        text, "replicas-overflow.json", fuzz::builtinCatalog(), fuzz::readRelativeFile);
    const model::Result r = model::evaluate(fuzz::builtinCatalog(), s);
    QVERIFY(!r.options.empty());
    for (const model::OptionResult &o : r.options) {
        QVERIFY2(o.fits, o.id.c_str());
        QVERIFY(o.replicas > 1);
        QVERIFY(double(o.gpus) >= double(o.replicas) * s.workload.gpus);
    }
}

void TestFuzzRegressions::unitsTimesGpusIsLimited()
{
    // A user's offering of 100000 GPUs rented 100000 units at a time overflowed units × GPUs in
    // evaluate(); a scenario's "units" now keeps the total within 100000 GPUs.
    const std::string user = R"({"offerings": [{"id": "pod", "kind": "whole_machine",
        "gpu": "a100-80gb", "gpus": 50000, "price": {"hourly": 1}, "as_of": "2026-01-01",
        "source": "test"}]})";
    const model::Catalog catalog = model::parseCatalog(
        model::mergeCatalogJson(fuzz::builtinCatalogText(), user, "user.json"), "user.json");
    const std::string head = R"({"format": "gpuplanner-scenario", "version": 1,
        "workload": {"model": "llama-2-7b"}, "compare": {"offerings": [{"offering": "pod", "units": )";
    const model::Scenario ok = model::parseScenario(head + "2}]}}", "s.json", catalog, {});
    QCOMPARE(ok.offerings.front().units, 2);
    QCOMPARE(model::resolveOfferings(catalog, ok).front().minUnits, 2);
    try {
        (void)model::parseScenario(head + "100000}]}}", "s.json", catalog, {});
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("compare.offerings[0].units"));
        QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("1 to 2")), e.what());
    }
}

void TestFuzzRegressions::dayNumberOfHugeYear()
{
    // "-2147483648-01-01" as an offering's as_of overflowed the year arithmetic (UBSan).
    QCOMPARE(model::dayNumber("2026-11-30"), 20787L);
    QCOMPARE(model::dayNumber("1970-01-01"), 0L);
    QCOMPARE(model::dayNumber("-2147483648-01-01"), 0L);
    QCOMPARE(model::dayNumber("99999999999-01-01"), 0L);
}

QTEST_APPLESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
