// The command line contract (docs/ARCHITECTURE.md, Files and command line), run on the built
// binary: exit codes, stderr lines, Result JSON keys for every example and Hugging Face config,
// CSV in both languages.

#include "CliSupport.h"

#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

#include <QRegularExpression>

using namespace gpuplanner::test;

namespace {
const QString kExamples = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/");

/// The test's environment without a display: no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM.
QProcessEnvironment withoutDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *var : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(var));
    return env;
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void helpAndVersion();
    void examplesGiveResultJson_data();
    void examplesGiveResultJson();
    void hfConfigs_data();
    void hfConfigs();
    void badInputOneLine_data();
    void badInputOneLine();
    void csvBothLanguages_data();
    void csvBothLanguages();
    void failedExportLeavesNoFile();
    void noDisplayExplains();
    void qtOptionsWithoutDisplay_data();
    void qtOptionsWithoutDisplay();
    void qtOptionsOpenTheWindow_data();
    void qtOptionsOpenTheWindow();
    void unknownOptionFailsAtOnce_data();
    void unknownOptionFailsAtOnce();
    void userCatalogUsedOrReported();
    void batchExportIntoAFolder();
    void exportsNeverReplaceTheScenario();
    void specialFilesAreNeitherReadNorReplaced();
    void failedRunWritesNoOutput();
    void exportsNeverReplaceAConfigTheRunReads();
    void pdfToStandardOutput();
    void fullDiskSaysSo();
    void emptyPathsAreNamed();
    void refusalsInTheLanguageChosen();
    void fromAFreshTrial();
    void projectExports();
    void compareTwoPlans();
    void projectAndCompareBadInput_data();
    void projectAndCompareBadInput();

private:
    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(QStringLiteral(GPUPLANNER_BINARY)));
}

void TestCli::helpAndVersion()
{
    const Run help = run({QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(help.code, 0);
    for (const char *opt : {"--scenario", "--export-json", "--export-csv", "--lang", "--currency", "--version"})
        QVERIFY2(help.out.contains(opt), opt);
    const Run version = run({QStringLiteral("--version")});
    QCOMPARE(version.code, 0);
    QVERIFY(version.out.startsWith("gpuplanner 0."));
    QVERIFY(version.out.contains("catalog 20"));
}

void TestCli::examplesGiveResultJson_data()
{
    QTest::addColumn<QString>("file");
    for (const auto &f : QDir(kExamples).entryList({QStringLiteral("*.json")}))
        QTest::newRow(qPrintable(f)) << kExamples + f;
}

void TestCli::examplesGiveResultJson()
{
    QFETCH(QString, file);
    const Run r = run({QStringLiteral("--scenario"), file, QStringLiteral("--export-json"), QStringLiteral("-")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject j = json(r);
    QCOMPARE(j.value(QStringLiteral("format")).toString(), QStringLiteral("gpuplanner-result"));
    QCOMPARE(j.value(QStringLiteral("version")).toInt(), 1);
    for (const char *key : {"model", "memory", "compute", "options", "ranking", "budget_runtime_hours", "break_even"})
        QVERIFY2(j.contains(QLatin1String(key)), key);
    const QJsonObject memory = j.value(QStringLiteral("memory")).toObject();
    for (const char *key : {"weights_bytes", "gradients_bytes", "optimizer_bytes", "activations_bytes",
                            "kv_cache_bytes", "adapter_bytes", "overhead_bytes", "total_bytes"})
        QVERIFY2(memory.contains(QLatin1String(key)), key);
    const QJsonArray options = j.value(QStringLiteral("options")).toArray();
    QVERIFY(!options.isEmpty());
    QVERIFY(!j.value(QStringLiteral("ranking")).toArray().isEmpty());
    for (const auto &o : options) {
        const QJsonObject opt = o.toObject();
        for (const char *key : {"id", "kind", "gpu", "mig_profile", "region", "gpus", "fits", "gpu_hours",
                                "wall_hours", "billing", "currency", "cost", "warnings"})
            QVERIFY2(opt.contains(QLatin1String(key)), key);
        const QJsonObject cost = opt.value(QStringLiteral("cost")).toObject();
        double sum = 0;
        for (const char *part : {"compute", "storage", "transfer", "idle", "prep", "rework", "other", "stopped",
                                 "traffic", "kept_storage"})
            sum += cost.value(QLatin1String(part)).toDouble();
        QVERIFY(std::abs(sum - cost.value(QStringLiteral("total")).toDouble()) < 1e-6 * std::max(1.0, sum));
        QVERIFY(cost.value(QStringLiteral("total")).toDouble() > 0);
    }
}

void TestCli::hfConfigs_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("params");
    // Published parameter counts (Hugging Face model pages).
    QTest::newRow("llama-2-7b") << "llama-2-7b" << 6.738e9;
    QTest::newRow("qwen2.5-7b") << "qwen2.5-7b" << 7.615e9;
    QTest::newRow("mixtral-8x7b") << "mixtral-8x7b" << 46.70e9;
}

void TestCli::hfConfigs()
{
    QFETCH(QString, name);
    QFETCH(double, params);
    const QString config = name + QStringLiteral(".config.json");
    QFile::copy(QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/hf-configs/") + config, m_dir.filePath(config));
    const QString scenario = m_dir.filePath(name + QStringLiteral("-scenario.json"));
    QFile f(scenario);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QStringLiteral(R"({"format": "gpuplanner-scenario", "version": 1, "workload": {"kind": "inference",
        "model": {"hf_config": "%1"}, "precision": "bf16"}})").arg(config).toUtf8());
    f.close();
    const Run r = run({QStringLiteral("--scenario"), scenario, QStringLiteral("--export-json"), QStringLiteral("-")});
    QCOMPARE(r.code, 0);
    const double got = json(r).value(QStringLiteral("model")).toObject().value(QStringLiteral("params")).toDouble();
    QVERIFY2(std::abs(got - params) / params < 0.001, qPrintable(QString::number(got)));
}

void TestCli::badInputOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString bad = QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/bad-gpus.json");
    QTest::newRow("missing file") << QStringList{QStringLiteral("--scenario"), QStringLiteral("/nonexistent/s.json")}
                                  << "/nonexistent/s.json: no such file";
    QTest::newRow("bad field") << QStringList{QStringLiteral("--scenario"), bad} << "bad-gpus.json: workload.gpus:";
    QTest::newRow("bad lang") << QStringList{QStringLiteral("--scenario"), kExamples + QStringLiteral("lora-7b.json"),
                                             QStringLiteral("--lang"), QStringLiteral("fr")} << "--lang";
    QTest::newRow("bad currency") << QStringList{QStringLiteral("--scenario"), kExamples + QStringLiteral("lora-7b.json"),
                                                 QStringLiteral("--currency"), QStringLiteral("EUR")} << "--currency";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--frobnicate")} << "frobnicate";
}

void TestCli::badInputOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = run(args);
    QVERIFY(r.code != 0);
    const QString err = QString::fromUtf8(r.err).trimmed();
    QCOMPARE(err.count(QLatin1Char('\n')), 0);
    QVERIFY2(err.contains(mentions), qPrintable(err));
    QVERIFY(r.out.isEmpty());
}

void TestCli::csvBothLanguages_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("firstHeader");
    QTest::addColumn<QString>("region");
    QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("方案 ID") << QStringLiteral("北京");
    QTest::newRow("en") << "en" << QStringLiteral("Option ID") << QStringLiteral("Beijing");
    // A fresh tester's finding: --lang zh was refused; language names are read as people write them.
    QTest::newRow("zh") << "zh" << QStringLiteral("方案 ID") << QStringLiteral("北京");
    QTest::newRow("zh-cn") << "zh-cn" << QStringLiteral("方案 ID") << QStringLiteral("北京");
    QTest::newRow("en_US") << "en_US" << QStringLiteral("Option ID") << QStringLiteral("Beijing");
}

void TestCli::csvBothLanguages()
{
    QFETCH(QString, lang);
    QFETCH(QString, firstHeader);
    QFETCH(QString, region);
    const QString out = m_dir.filePath(QStringLiteral("o_%1.csv").arg(lang));
    const Run r = run({QStringLiteral("--scenario"), kExamples + QStringLiteral("lora-7b.json"),
                       QStringLiteral("--export-csv"), out, QStringLiteral("--lang"), lang});
    QCOMPARE(r.code, 0);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    const auto rows = parseCsv(QString::fromUtf8(bytes.mid(3)));
    QCOMPARE(rows.first().first(), firstHeader);
    // lora-7b.json compares 5 offerings in 3 regions.
    QCOMPARE(rows.size(), 1 + 15);
    for (const auto &row : rows)
        QCOMPARE(row.size(), rows.first().size());
    QCOMPARE(rows.at(1).at(5), region);
    // So are currencies: --currency usd prices the result in USD.
    const Run usd = run({QStringLiteral("--scenario"), kExamples + QStringLiteral("lora-7b.json"),
                         QStringLiteral("--export-json"), QStringLiteral("-"), QStringLiteral("--currency"),
                         QStringLiteral("usd")});
    QCOMPARE(usd.code, 0);
    QVERIFY(usd.out.contains("\"currency\": \"USD\"") || usd.out.contains("\"currency\":\"USD\""));
}

void TestCli::failedExportLeavesNoFile()
{
    const QString target = m_dir.filePath(QStringLiteral("no-such-dir/out.csv"));
    const Run r = run({QStringLiteral("--scenario"), kExamples + QStringLiteral("lora-7b.json"),
                       QStringLiteral("--export-csv"), target});
    QVERIFY(r.code != 0);
    QVERIFY(r.err.contains("out.csv"));
    QVERIFY(!QFile::exists(target));
}

void TestCli::noDisplayExplains()
{
    const Run r = run({}, withoutDisplay());
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("--scenario"));
    QVERIFY(r.err.contains("xvfb-run"));
}

void TestCli::qtOptionsWithoutDisplay_data()
{
    QTest::addColumn<QStringList>("args");
    const QString qss = m_dir.filePath(QStringLiteral("plain.qss"));
    QFile f(qss);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("QWidget { }\n");
    f.close();
    QTest::newRow("-style Fusion") << QStringList{QStringLiteral("-style"), QStringLiteral("Fusion")};
    QTest::newRow("-style=Fusion") << QStringList{QStringLiteral("-style=Fusion")};
    QTest::newRow("-reverse") << QStringList{QStringLiteral("-reverse")};
    QTest::newRow("-stylesheet") << QStringList{QStringLiteral("-stylesheet"), qss};
    QTest::newRow("--style Fusion") << QStringList{QStringLiteral("--style"), QStringLiteral("Fusion")};
}

void TestCli::qtOptionsWithoutDisplay()
{
    // Qt's own options ask for the window like no option at all: without a display that is the
    // explanation and exit 2 at once, not a window-less process on the offscreen platform.
    QFETCH(QStringList, args);
    const Run r = run(args, withoutDisplay(), 10000);
    QVERIFY2(!r.timedOut, "still running after 10 s");
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith("gpuplanner: no display found"), r.err.constData());
    QVERIFY(r.err.contains("xvfb-run"));
}

void TestCli::qtOptionsOpenTheWindow_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("display"); // QT_QPA_PLATFORM=offscreen, or no display variable at all
    const QString scenario = kExamples + QStringLiteral("lora-7b.json");
    QTest::newRow("-style Fusion") << QStringList{QStringLiteral("-style"), QStringLiteral("Fusion"), scenario} << true;
    QTest::newRow("--style=Fusion") << QStringList{QStringLiteral("--style=Fusion"), scenario} << true;
    QTest::newRow("-reverse --lang en") << QStringList{QStringLiteral("-reverse"), QStringLiteral("--lang"),
                                                       QStringLiteral("en"), scenario} << true;
    // An xcb option that Qt leaves in argv on another platform: still not ours to reject.
    QTest::newRow("-title on offscreen") << QStringList{QStringLiteral("-title"), QStringLiteral("T"), scenario} << true;
    QTest::newRow("-platform offscreen") << QStringList{QStringLiteral("-platform"), QStringLiteral("offscreen"),
                                                        scenario} << false;
}

void TestCli::qtOptionsOpenTheWindow()
{
    // GPUPLANNER_QUIT_AFTER_START_MS: the test hook that reports the shown window and quits.
    QFETCH(QStringList, args);
    QFETCH(bool, display);
    QProcessEnvironment env = withoutDisplay();
    if (display)
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("GPUPLANNER_QUIT_AFTER_START_MS"), QStringLiteral("100"));
    const Run r = run(args, env, 30000);
    QVERIFY2(!r.timedOut, "still running after 30 s");
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.contains("gpuplanner: window shown\n"), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCli::unknownOptionFailsAtOnce_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--frobnicate") << QStringList{QStringLiteral("--frobnicate")};
    QTest::newRow("-style Fusion --frobnicate")
        << QStringList{QStringLiteral("-style"), QStringLiteral("Fusion"), QStringLiteral("--frobnicate")};
}

void TestCli::unknownOptionFailsAtOnce()
{
    // An unknown option is an error exit, whether or not there is a display: never a hang.
    QFETCH(QStringList, args);
    for (const QProcessEnvironment &env : {QProcessEnvironment::systemEnvironment(), withoutDisplay()}) {
        const Run r = run(args, env, 10000);
        QVERIFY2(!r.timedOut, "still running after 10 s");
        QVERIFY(r.code != 0);
        QCOMPARE(r.err, QByteArray("gpuplanner: Unknown option 'frobnicate'.\n"));
        QVERIFY(r.out.isEmpty());
    }
}

void TestCli::userCatalogUsedOrReported()
{
    // The user's catalog lives in the application data folder (XDG_DATA_HOME here).
    QTemporaryDir data;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    const QString folder = data.filePath(QStringLiteral("gpuplanner/gpuplanner"));
    QVERIFY(QDir().mkpath(folder));
    QFile user(folder + QStringLiteral("/catalog.json"));
    QVERIFY(user.open(QIODevice::WriteOnly));
    user.write(R"({"offerings": [{"id": "rtx4090-24gb-card", "kind": "whole_card", "gpu": "rtx4090-24gb",
        "price": {"hourly": 1.0}, "as_of": "2026-12-01", "source": "our quote"}]})");
    user.close();
    const QStringList args = {QStringLiteral("--scenario"), kExamples + QStringLiteral("lora-7b.json"),
                              QStringLiteral("--export-json"), QStringLiteral("-")};
    Run r = run(args, env);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    // 21 whole hours of a 4090 in Guizhou (20.2 h of LoRA) at the user's 1.0/h (not the built-in
    // 2.2).
    bool found = false;
    for (const auto &o : json(r).value(QStringLiteral("options")).toArray())
        if (o.toObject().value(QStringLiteral("id")).toString() == QLatin1String("rtx4090-24gb-card@guizhou")) {
            found = true;
            const auto cost = o.toObject().value(QStringLiteral("cost")).toObject();
            QCOMPARE(cost.value(QStringLiteral("total")).toDouble() - cost.value(QStringLiteral("storage")).toDouble(), 21.0);
        }
    QVERIFY(found);
    // A broken user catalog: the built-in one is used, and stderr says so in one line.
    QVERIFY(user.open(QIODevice::WriteOnly | QIODevice::Truncate));
    user.write("{ not json");
    user.close();
    r = run(args, env);
    QCOMPARE(r.code, 0);
    QCOMPARE(QString::fromUtf8(r.err).trimmed().count(QLatin1Char('\n')), 0);
    QVERIFY2(r.err.contains("catalog.json") && r.err.contains("warning"), r.err.constData());
}

void TestCli::batchExportIntoAFolder()
{
    QTemporaryDir out;
    const QStringList two = {QStringLiteral("--scenario"), kExamples + QStringLiteral("lora-7b.json"),
                             QStringLiteral("--scenario"), kExamples + QStringLiteral("pretrain-8-cards.json")};
    Run r = run(two + QStringList{QStringLiteral("--export-dir"), out.path(), QStringLiteral("--csv-no-bom"),
                                  QStringLiteral("--csv-machine-header")});
    QCOMPARE(r.code, 0);
    for (const char *name : {"lora-7b", "pretrain-8-cards"})
        for (const char *ext : {".json", ".csv", ".pdf"})
            QVERIFY2(QFileInfo::exists(out.filePath(QLatin1String(name) + QLatin1String(ext))), name);
    QFile csv(out.filePath(QStringLiteral("lora-7b.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readAll().startsWith("id,option,kind,"));
    // One bad scenario: nothing is written for any of them.
    QTemporaryDir empty;
    r = run({QStringLiteral("--scenario"), kExamples + QStringLiteral("lora-7b.json"), QStringLiteral("--scenario"),
             QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/bad-gpus.json"), QStringLiteral("--export-dir"),
             empty.path()});
    QVERIFY(r.code != 0);
    QVERIFY(QDir(empty.path()).isEmpty());
    // Several scenarios without a folder are refused.
    QVERIFY(run(two).code != 0);
}

void TestCli::exportsNeverReplaceTheScenario()
{
    // A scenario next to where its exports go: <name>.json would be the scenario itself.
    QTemporaryDir dir;
    const QString scenario = QDir(dir.path()).filePath(QStringLiteral("plan.json"));
    QVERIFY(QFile::copy(kExamples + QStringLiteral("lora-7b.json"), scenario));
    QFile original(scenario);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray bytes = original.readAll();
    original.close();
    for (const QStringList &args : {QStringList{QStringLiteral("--export-dir"), dir.path()},
                                    QStringList{QStringLiteral("--export-json"), scenario},
                                    QStringList{QStringLiteral("--export-csv"), dir.path() + QStringLiteral("/./plan.json")}}) {
        const Run r = run(QStringList{QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), scenario} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("would replace this scenario file"), r.err.constData());
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(original.readAll(), bytes);
        original.close();
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("plan.json")});
    }
    // A folder that does not exist yet is made.
    const QString nested = QDir(dir.path()).filePath(QStringLiteral("reports/2026"));
    const Run ok = run({QStringLiteral("--scenario"), scenario, QStringLiteral("--export-dir"), nested});
    QCOMPARE(ok.code, 0);
    QVERIFY(QFileInfo::exists(nested + QStringLiteral("/plan.pdf")));
}

void TestCli::specialFilesAreNeitherReadNorReplaced()
{
    // Devices and pipes: /dev/zero as a scenario grew memory until the process aborted, a FIFO
    // blocked for ever, and (as root) --export-json /dev/null renamed a regular file over it.
    QTemporaryDir dir;
    const QString fifo = QDir(dir.path()).filePath(QStringLiteral("fifo.json"));
    QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {fifo}), 0);
    for (const QString &input : {fifo, QStringLiteral("/dev/zero"), QStringLiteral("/dev/urandom")}) {
        const Run r = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), input},
                          QProcessEnvironment::systemEnvironment(), 10000);
        QVERIFY2(!r.timedOut, qPrintable(input));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
    }
    const QString scenario = kExamples + QStringLiteral("lora-7b.json");
    for (const char *option : {"--export-json", "--export-csv", "--export-pdf"}) {
        const Run r = run({QStringLiteral("--scenario"), scenario, QLatin1String(option), QStringLiteral("/dev/null")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("/dev/null: cannot be written: not a regular file"), r.err.constData());
        QVERIFY(!QFileInfo(QStringLiteral("/dev/null")).isFile()); // still the device
    }
    const Run r = run({QStringLiteral("--scenario"), scenario, QStringLiteral("--export-json"), fifo},
                      QProcessEnvironment::systemEnvironment(), 10000);
    QCOMPARE(r.code, 2);
    QVERIFY(!QFileInfo(fifo).isFile());
}

void TestCli::failedRunWritesNoOutput()
{
    // All or nothing: a PDF and a CSV that could be written are not left behind when the JSON
    // cannot be; two scenarios of one name into one folder are refused, not silently overwritten.
    QTemporaryDir dir;
    const QDir d(dir.path());
    const QString scenario = kExamples + QStringLiteral("lora-7b.json");
    Run r = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), scenario,
                 QStringLiteral("--export-pdf"), d.filePath(QStringLiteral("a.pdf")), QStringLiteral("--export-csv"),
                 d.filePath(QStringLiteral("a.csv")), QStringLiteral("--export-json"), d.filePath(QStringLiteral("missing/a.json"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("missing/a.json: cannot be written: the folder"), r.err.constData());
    QCOMPARE(d.entryList(QDir::Files), QStringList());
    // A "folder" that is a file says so, not that it does not exist (a fresh tester's finding).
    QVERIFY(QFile::copy(scenario, d.filePath(QStringLiteral("old.csv"))));
    r = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), scenario,
             QStringLiteral("--export-csv"), d.filePath(QStringLiteral("old.csv/x.csv"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("old.csv\" is a file, not a folder"), r.err.constData());
    QVERIFY(QFile::remove(d.filePath(QStringLiteral("old.csv"))));

    QVERIFY(d.mkpath(QStringLiteral("x")) && d.mkpath(QStringLiteral("y")));
    QVERIFY(QFile::copy(scenario, d.filePath(QStringLiteral("x/plan.json"))));
    QVERIFY(QFile::copy(kExamples + QStringLiteral("pretrain-8-cards.json"), d.filePath(QStringLiteral("y/plan.json"))));
    r = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), d.filePath(QStringLiteral("x/plan.json")),
             QStringLiteral("--scenario"), d.filePath(QStringLiteral("y/plan.json")), QStringLiteral("--export-dir"),
             d.filePath(QStringLiteral("out"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("two exports of this run would be written to this file"), r.err.constData());
    QCOMPARE(QDir(d.filePath(QStringLiteral("out"))).entryList(QDir::Files), QStringList());
}

void TestCli::exportsNeverReplaceAConfigTheRunReads()
{
    // The guard protected only scenario files: an export could replace the config.json the
    // scenario reads its model from.
    QTemporaryDir dir;
    const QDir d(dir.path());
    const QString config = d.filePath(QStringLiteral("config.json"));
    QVERIFY(QFile::copy(QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/hf-configs/qwen2.5-7b.config.json"), config));
    const QString scenario = d.filePath(QStringLiteral("plan.json"));
    QFile file(scenario);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "gpuplanner-scenario", "version": 1,
                  "workload": {"kind": "inference", "model": {"hf_config": "config.json"}}})");
    file.close();
    QFile original(config);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray bytes = original.readAll();
    original.close();
    const Run r = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), scenario,
                       QStringLiteral("--export-json"), config});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("would replace this file, which the run reads"), r.err.constData());
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), bytes);
}

void TestCli::pdfToStandardOutput()
{
    // "-" means standard output for every export; the PDF wrote a file named "-".
    QTemporaryDir dir;
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.start(QStringLiteral(GPUPLANNER_BINARY), {QStringLiteral("--scenario"), kExamples + QStringLiteral("lora-7b.json"),
                                                QStringLiteral("--export-pdf"), QStringLiteral("-")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(p.readAllStandardOutput().startsWith("%PDF-"));
    QVERIFY(!QFileInfo::exists(QDir(dir.path()).filePath(QStringLiteral("-"))));
}


void TestCli::fullDiskSaysSo()
{
    // A full disk was reported as "write failed: Unknown error" (Qt's buffered write loses errno).
    // A 64 KiB tmpfs, filled, stands in for a full disk; mounting one needs root (CI has it).
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                    QStringLiteral("size=64k"), QStringLiteral("tmpfs"), mountPoint})
        != 0)
        QSKIP("mounting a small tmpfs needs root");
    struct Unmount
    {
        QString at;
        ~Unmount() { QProcess::execute(QStringLiteral("umount"), {at}); }
    } unmount{mountPoint};
    QFile filler(mountPoint + QStringLiteral("/filler"));
    QVERIFY(filler.open(QIODevice::WriteOnly));
    filler.write(QByteArray(60 * 1024, 'x'));
    filler.close();
    const QString pdf = mountPoint + QStringLiteral("/report.pdf");
    const Run r = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"),
                       kExamples + QStringLiteral("lora-7b.json"), QStringLiteral("--export-pdf"), pdf});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("report.pdf: write failed: the disk is full ("), r.err.constData());
    QVERIFY2(r.err.contains("KiB needed); nothing was written"), r.err.constData());
    QVERIFY(!r.err.contains("Unknown error"));
    QCOMPARE(QDir(mountPoint).entryList(QDir::Files), QStringList{QStringLiteral("filler")});
}

void TestCli::emptyPathsAreNamed()
{
    // Issue 13: --scenario "" and --export-json "" named no file. Each says the name is empty,
    // fails before anything is written, and leaves stdout empty.
    const QString scenario = kExamples + QStringLiteral("lora-7b.json");
    Run r = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), QString(),
                 QStringLiteral("--export-json"), QStringLiteral("-")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("(empty file name): no file named"), r.err.constData());
    QVERIFY(r.out.isEmpty());
    r = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), scenario,
             QStringLiteral("--export-json"), QString()});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("(empty file name): no file named to write to"), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCli::refusalsInTheLanguageChosen()
{
    // A fresh tester ran in Chinese and got English refusals ("no such file", "is outside the
    // allowed range", "unknown offering id"). Each is now a template the command line translates,
    // values it quotes (a JSON type, nlohmann's line and column) included; an unknown id lists the
    // known ones; a forgotten option value or a file without its option is refused, not ignored.
    QTemporaryDir dir;
    const QDir d(dir.path());
    const auto write = [&](const char *name, const QByteArray &text) {
        QFile f(d.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        return;
    };
    const QByteArray head = R"({"format": "gpuplanner-scenario", "version": 1, "workload": )";
    write("type.json", head + R"({"kind": "lora", "model": "qwen2.5-7b", "gpus": "two"}})");
    write("range.json", head + R"({"kind": "lora", "model": "qwen2.5-7b", "gpus": 0}})");
    write("offering.json", head + R"({"kind": "lora", "model": "qwen2.5-7b"}, "compare": {"offerings": ["a100-81gb-card"]}})");
    write("cut.json", R"({"a":)");
    write("nokind.json", head + R"({"model": "qwen2.5-7b", "train_tokens": 1e8}})");
    const QString example = kExamples + QStringLiteral("lora-7b.json");
    const struct
    {
        QStringList args;
        const char *said;
    } cases[] = {
        {{QStringLiteral("--scenario"), d.filePath(QStringLiteral("none.json"))}, "none.json：文件不存在"},
        {{QStringLiteral("--scenario"), d.filePath(QStringLiteral("type.json"))}, "workload.gpus：应为数字，实际为字符串"},
        {{QStringLiteral("--scenario"), d.filePath(QStringLiteral("range.json"))}, "workload.gpus：0 超出允许范围 1 至"},
        {{QStringLiteral("--scenario"), d.filePath(QStringLiteral("offering.json"))},
         "compare.offerings[0]：没有 id 为 \"a100-81gb-card\" 的租用方式（可用：a100-80gb-card, a100-40gb-card, a800-80gb-card"},
        {{QStringLiteral("--scenario"), d.filePath(QStringLiteral("cut.json"))}, "不是有效的 JSON：第 1 行第 6 列有语法错误："},
        {{QStringLiteral("--scenario"), example, QStringLiteral("--export-csv"), d.filePath(QStringLiteral("no/x.csv"))},
         "x.csv：无法写入：文件夹“"},
        {{QStringLiteral("--scenario"), example, QStringLiteral("--export-dir"), QStringLiteral("--csv-no-bom")},
         "--export-dir：缺少取值，后面紧跟的是选项“--csv-no-bom”"},
        {{QStringLiteral("--scenario"), example, QStringLiteral("other.json")}, "“other.json”：文件前面没有选项"},
    };
    for (const auto &c : cases) {
        const Run r = run(QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")} + c.args);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(QString::fromUtf8(c.said)), r.err.constData());
    }
    QVERIFY(!QFileInfo::exists(QStringLiteral("--csv-no-bom")));
    // A file without its kind is planned as LoRA, and says so (it did not).
    const Run r = run({QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--scenario"),
                       d.filePath(QStringLiteral("nokind.json")), QStringLiteral("--export-json"), QStringLiteral("-")});
    QCOMPARE(r.code, 0);
    QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("workload.kind：未填写，按 lora 规划")), r.err.constData());
    // A service without its day's load is sized for the default users, and says so (the same
    // tester's service doubled without a word).
    write("nousers.json", head + R"({"kind": "inference", "model": "qwen2.5-7b", "serving": {"prompt_tokens": 2000}}})");
    const Run served = run({QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--scenario"),
                            d.filePath(QStringLiteral("nousers.json")), QStringLiteral("--export-json"), QStringLiteral("-")});
    QCOMPARE(served.code, 0);
    QVERIFY2(QString::fromUtf8(served.err).contains(QStringLiteral("workload.serving.users_per_day：未填写，按每天 1000 个用户")),
             served.err.constData());
    // A QLoRA plan's inputs name the 4-bit base it trains on (they did only in the sources).
    write("qlora.json", head + R"({"kind": "qlora", "model": "qwen2.5-7b", "train_tokens": 1e8}})");
    const QString pdf = d.filePath(QStringLiteral("qlora.pdf"));
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), d.filePath(QStringLiteral("qlora.json")),
                  QStringLiteral("--export-pdf"), pdf}).code, 0);
    const QString text = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QVERIFY(text.contains(QRegularExpression(QStringLiteral("Stored weights\\s+NF4 with double quantisation, 4.127 bits a weight\\s+catalog default"))));
}

void TestCli::fromAFreshTrial()
{
    // What a fresh tester broke (issue 13): two exports to standard output came out glued into
    // one stream; a hard link to the scenario was replaced, breaking the link; a failed batch left
    // its new folder behind; a file given as --export-dir was called "cannot create"; two quotes
    // of one GPU could not be told apart.
    QTemporaryDir dir;
    const QDir d(dir.path());
    const QString scenario = d.filePath(QStringLiteral("plan.json"));
    QVERIFY(QFile::copy(kExamples + QStringLiteral("lora-7b.json"), scenario));
    const QStringList en{QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), scenario};

    Run r = run(en + QStringList{QStringLiteral("--export-json"), QStringLiteral("-"), QStringLiteral("--export-csv"), QStringLiteral("-")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("two exports of this run would go to standard output"), r.err.constData());
    QVERIFY(r.out.isEmpty());

    const QString hard = d.filePath(QStringLiteral("hard.json"));
    QVERIFY(::link(QFile::encodeName(scenario).constData(), QFile::encodeName(hard).constData()) == 0);
    r = run(en + QStringList{QStringLiteral("--export-json"), hard});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("the export would replace this scenario file"), r.err.constData());
    struct stat st {};
    QVERIFY(::stat(QFile::encodeName(scenario).constData(), &st) == 0 && st.st_nlink == 2); // still linked

    const QString other = d.filePath(QStringLiteral("other/plan.json"));
    QVERIFY(d.mkpath(QStringLiteral("other")) && QFile::copy(scenario, other));
    const QString out = d.filePath(QStringLiteral("out"));
    r = run({QStringLiteral("--scenario"), scenario, QStringLiteral("--scenario"), other, QStringLiteral("--export-dir"), out});
    QCOMPARE(r.code, 2);
    QVERIFY(!QFileInfo::exists(out)); // the folder it made is gone with the failed run
    r = run({QStringLiteral("--scenario"), scenario, QStringLiteral("--export-dir"), hard});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("is a file, not a folder"), r.err.constData());

    QFile quotes(d.filePath(QStringLiteral("quotes.json")));
    QVERIFY(quotes.open(QIODevice::WriteOnly));
    quotes.write(R"({"format": "gpuplanner-scenario", "version": 1,
        "workload": {"kind": "lora", "model": "llama-2-7b", "train_tokens": 1e8},
        "compare": {"offerings": [
            {"id": "vendorA", "kind": "whole_card", "gpu": "a100-80gb", "region": "guizhou", "price": {"hourly": 5}},
            {"id": "vendorB", "kind": "whole_card", "gpu": "a100-80gb", "region": "guizhou", "price": {"hourly": 9}}]}})");
    quotes.close();
    r = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--scenario"), quotes.fileName(),
             QStringLiteral("--export-csv"), QStringLiteral("-")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("vendorA · A100 80GB SXM · whole-card rental"), r.out.constData());
    QVERIFY(r.out.contains("vendorB · A100 80GB SXM · whole-card rental"));
}

/// --project on the example project: JSON on stdout by default; JSON, CSV (phase table, blank
/// line, monthly table) and a PDF when asked, in both languages; the totals agree everywhere.
void TestCli::projectExports()
{
    const QString project = kExamples + QStringLiteral("projects/project-7b-assistant.json");
    const Run plain = run({QStringLiteral("--project"), project});
    QCOMPARE(plain.code, 0);
    const QJsonObject result = json(plain);
    QCOMPARE(result.value(QStringLiteral("format")).toString(), QStringLiteral("gpuplanner-project-result"));
    const QJsonArray phases = result.value(QStringLiteral("phases")).toArray();
    QCOMPARE(phases.size(), 4);
    double sum = 0;
    for (const QJsonValue &phase : phases)
        sum += phase.toObject().value(QStringLiteral("cost")).toDouble();
    QVERIFY(qAbs(sum - result.value(QStringLiteral("total_cost")).toDouble()) < 1e-6);
    // The example's budget (30,000 CNY) runs out during the serving phase.
    QVERIFY(result.value(QStringLiteral("budget_runs_out")).isString());
    for (const QString &lang : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
        const QString csv = m_dir.filePath(QStringLiteral("project_%1.csv").arg(lang));
        const QString pdf = m_dir.filePath(QStringLiteral("project_%1.pdf").arg(lang));
        const QString out = m_dir.filePath(QStringLiteral("project_%1.json").arg(lang));
        const Run r = run({QStringLiteral("--project"), project, QStringLiteral("--export-csv"), csv, QStringLiteral("--export-pdf"),
                           pdf, QStringLiteral("--export-json"), out, QStringLiteral("--lang"), lang});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.isEmpty());
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto rows = parseCsv(QString::fromUtf8(f.readAll().mid(3)));
        // Header and 4 phases, a blank line, header and the months.
        QCOMPARE(rows.at(0).size(), 15);
        QCOMPARE(rows.at(5), QStringList{QString()});
        QCOMPARE(rows.at(1).at(0), QStringLiteral("LoRA experiments"));
        QCOMPARE(rows.at(7).at(0), QStringLiteral("2027-01"));
        QCOMPARE(rows.at(0).at(0), lang == QLatin1String("en") ? QStringLiteral("Phase") : QStringLiteral("阶段"));
        // The currency as a single plan's CSV writes it (a fresh tester found CNY beside 元).
        QCOMPARE(rows.at(1).at(14), lang == QLatin1String("en") ? QStringLiteral("CNY") : QStringLiteral("元"));
        QCOMPARE(rows.at(7).at(4), rows.at(1).at(14));
        QFile report(pdf);
        QVERIFY(report.open(QIODevice::ReadOnly));
        QVERIFY(report.readAll().startsWith("%PDF"));
        // Every page's footer names what the report is: a project budget (a fresh tester saw the
        // single plan's footer under the project's title).
        const QString text = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        const QString footer = lang == QLatin1String("en") ? QStringLiteral("Project budget") : QStringLiteral("项目预算");
        QVERIFY(text.count(footer) > text.count(QStringLiteral("\f")));
        QVERIFY(!text.contains(lang == QLatin1String("en") ? QStringLiteral("GPU Planner report") : QStringLiteral("算力规划报告")));
    }

    // A fresh user's finding: a phase pinned to another card than the advisor's first choice
    // quoted the advisor's card's MFU ("MFU on A100 80GB SXM, the recommended card") beside the
    // H100s it runs on. The full fine-tune pinned to A800s: its assumptions name the A800.
    QFile example(project);
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject file = QJsonDocument::fromJson(example.readAll()).object();
    QJsonArray planned = file.value(QStringLiteral("phases")).toArray();
    QJsonObject fullFinetune = planned.at(1).toObject();
    fullFinetune.insert(QStringLiteral("option"), QStringLiteral("a800-80gb-card@guizhou"));
    planned.replace(1, fullFinetune);
    file.insert(QStringLiteral("phases"), planned);
    const QString pinned = m_dir.filePath(QStringLiteral("pinned-project.json"));
    QFile out(pinned);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(file).toJson());
    out.close();
    const QString pdf = m_dir.filePath(QStringLiteral("pinned.pdf"));
    QCOMPARE(run({QStringLiteral("--project"), pinned, QStringLiteral("--export-pdf"), pdf, QStringLiteral("--lang"),
                  QStringLiteral("en")}).code, 0);
    const QString text = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).simplified();
    QVERIFY2(text.contains(QStringLiteral("MFU on A800 80GB SXM, the card this phase runs on")), qPrintable(text.left(3000)));
    QVERIFY(!text.contains(QStringLiteral("the recommended card")));
}

/// --compare on the 7B and 14B example projects and on a scenario with itself.
void TestCli::compareTwoPlans()
{
    const Run r = run({QStringLiteral("--compare"), kExamples + QStringLiteral("projects/project-7b-assistant.json"),
                       kExamples + QStringLiteral("projects/project-14b-assistant.json")});
    QCOMPARE(r.code, 0);
    const QJsonObject c = json(r);
    QCOMPARE(c.value(QStringLiteral("format")).toString(), QStringLiteral("gpuplanner-comparison"));
    double sum = 0;
    for (const QJsonValue &step : c.value(QStringLiteral("explained")).toArray())
        sum += step.toObject().value(QStringLiteral("delta")).toDouble();
    const double a = c.value(QStringLiteral("a")).toObject().value(QStringLiteral("total_cost")).toDouble();
    const double b = c.value(QStringLiteral("b")).toObject().value(QStringLiteral("total_cost")).toDouble();
    QVERIFY(b > a);
    QVERIFY(qAbs(sum - (b - a)) < 1e-6 * b);
    const QString lora = kExamples + QStringLiteral("lora-7b.json");
    const QString pdf = m_dir.filePath(QStringLiteral("same.pdf"));
    const Run same = run({QStringLiteral("--compare"), lora, lora, QStringLiteral("--export-json"), QStringLiteral("-"),
                          QStringLiteral("--export-pdf"), pdf});
    QCOMPARE(same.code, 0);
    QVERIFY(json(same).value(QStringLiteral("differences")).toArray().isEmpty());
    QVERIFY(QFile::exists(pdf));
    // Its footer names a comparison, not a single plan's report (a fresh tester's finding).
    const QString text = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(text.count(QStringLiteral("Two plans side by side")) > text.count(QStringLiteral("\f")));
    QVERIFY(!text.contains(QStringLiteral("GPU Planner report")));
}

void TestCli::projectAndCompareBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString project = kExamples + QStringLiteral("projects/project-7b-assistant.json");
    const QString lora = kExamples + QStringLiteral("lora-7b.json");
    QTest::newRow("one plan") << QStringList{QStringLiteral("--compare"), lora} << "--compare needs two files";
    QTest::newRow("scenario vs project") << QStringList{QStringLiteral("--compare"), lora, project} << "two scenarios or two projects";
    QTest::newRow("csv of a comparison") << QStringList{QStringLiteral("--compare"), lora, lora, QStringLiteral("--export-csv"),
                                                        QStringLiteral("/tmp/x.csv")}
                                         << "--export-csv";
    QTest::newRow("scenario as project") << QStringList{QStringLiteral("--project"), lora} << "format";
    // A fresh user's finding: a project cut short while editing was called a scenario ("open it
    // with --scenario FILE"); it is a project whose text breaks, and says where.
    const QString truncated = QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/truncated-project.json");
    QTest::newRow("project cut short") << QStringList{QStringLiteral("--project"), truncated} << "parse error at line 4";
    QTest::newRow("project cut short, compared")
        << QStringList{QStringLiteral("--compare"), truncated, project} << "parse error at line 4";
    QTest::newRow("project and scenario") << QStringList{QStringLiteral("--project"), project, QStringLiteral("--scenario"), lora}
                                          << "separate runs";
    QTest::newRow("export over the project") << QStringList{QStringLiteral("--project"), project, QStringLiteral("--export-json"),
                                                            project}
                                             << "would replace";
}

/// Bad project and comparison runs fail with one line naming the problem, writing nothing.
void TestCli::projectAndCompareBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    const QString err = QString::fromUtf8(r.err).trimmed();
    QCOMPARE(err.count(QLatin1Char('\n')), 0);
    QVERIFY2(err.contains(mentions), qPrintable(err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
