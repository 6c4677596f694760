// Issue "reports": the PDF report of every example in both languages (pages, embedded fonts,
// every option and every total in its text, the docs/DOMAIN.md glossary terms), the CSV read back
// as a spreadsheet would against the JSON export, injection and quoting through the command line,
// and the same bytes whatever the user's locale.

#include "CliSupport.h"

#include "Evaluate.h"
#include "Labels.h"
#include "CatalogStore.h"
#include "ScenarioFiles.h"
#include "Translation.h"

#include <QtTest>

#include <QJsonArray>
#include <QRegularExpression>

using namespace gpuplanner;
using namespace gpuplanner::test;

namespace {

const QString kExamples = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/");

QString tool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// Text without any whitespace, NFKC-normalised: what pdftotext gives, compared regardless of
/// where it broke lines or spaced CJK characters.
QString squeezed(const QString &text)
{
    QString out = text.normalized(QString::NormalizationForm_KC);
    out.remove(QRegularExpression(QStringLiteral("\\s+")));
    return out;
}

/// The glossary of docs/DOMAIN.md (Glossary), as the report of each language must carry it.
const QStringList kGlossaryZh = {
    QStringLiteral("整卡租用"), QStringLiteral("算力切分"), QStringLiteral("MIG 实例规格"), QStringLiteral("抢占式实例"),
    QStringLiteral("整机租用"), QStringLiteral("云服务器GPU实例"), QStringLiteral("按量计费"), QStringLiteral("按小时"),
    QStringLiteral("包月"), QStringLiteral("包年"), QStringLiteral("全参微调"), QStringLiteral("LoRA / QLoRA"),
    QStringLiteral("预训练"), QStringLiteral("推理服务"), QStringLiteral("显存带宽"), QStringLiteral("数据盘"),
    QStringLiteral("系统盘"), QStringLiteral("内网带宽"), QStringLiteral("降频"), QStringLiteral("物理隔离"),
    QStringLiteral("枢纽节点"), QStringLiteral("总成本"), QStringLiteral("盈亏平衡点")};
const QStringList kGlossaryEn = {
    QStringLiteral("whole-card rental"), QStringLiteral("GPU slice"), QStringLiteral("MIG profile"),
    QStringLiteral("spot instance"), QStringLiteral("whole-machine rental"), QStringLiteral("cloud GPU server instance"),
    QStringLiteral("pay-as-you-go"), QStringLiteral("monthly / yearly subscription"), QStringLiteral("full fine-tuning"),
    QStringLiteral("pretraining"), QStringLiteral("inference serving"), QStringLiteral("memory bandwidth"),
    QStringLiteral("intranet bandwidth"), QStringLiteral("throttling"), QStringLiteral("physical isolation"),
    QStringLiteral("hub region"), QStringLiteral("total cost"), QStringLiteral("break-even point")};

} // namespace

class TestReports : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void pdfOfEveryExample_data();
    void pdfOfEveryExample();
    void csvReadsBackAsJson_data();
    void csvReadsBackAsJson();
    void csvInjectionAndQuoting();
    void sameBytesInEveryLocale_data();
    void sameBytesInEveryLocale();

private:
    QTemporaryDir m_dir;
};

void TestReports::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    for (const char *program : {"pdfinfo", "pdffonts", "pdftotext"})
        if (QStandardPaths::findExecutable(QLatin1String(program)).isEmpty())
            QSKIP("poppler-utils not installed (.ci/setup installs it)");
}

void TestReports::pdfOfEveryExample_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("pages");
    // Pages as laid out: title, assumptions, memory, four charts (two a page), option and cost
    // tables, regions, reasons, checklist, break-even points, budget, prices and the glossary;
    // longer for more options and break-even points. Counted from the reports themselves, looked
    // at page by page.
    const struct
    {
        const char *file;
        int pages;
    } examples[] = {{"budget-a100-vs-slices", 9},
                    {"full-finetune-7b", 10},
                    {"lora-7b", 10},
                    {"pretrain-8-cards", 10},
                    {"qwen2.5-7b-inference-month", 11}};
    for (const auto &e : examples)
        for (const char *lang : {"en", "zh_CN"})
            QTest::addRow("%s %s", e.file, lang) << QString::fromLatin1(e.file) << QString::fromLatin1(lang) << e.pages;
}

void TestReports::pdfOfEveryExample()
{
    QFETCH(QString, example);
    QFETCH(QString, lang);
    QFETCH(int, pages);
    const QString file = kExamples + example + QStringLiteral(".json");
    const QString pdf = m_dir.filePath(example + QLatin1Char('_') + lang + QStringLiteral(".pdf"));
    const QString jsonPath = m_dir.filePath(example + QLatin1Char('_') + lang + QStringLiteral(".json"));
    const Run r = run({QStringLiteral("--scenario"), file, QStringLiteral("--export-pdf"), pdf, QStringLiteral("--export-json"),
                       jsonPath, QStringLiteral("--lang"), lang});
    QVERIFY2(r.code == 0, r.err.constData());

    const QRegularExpression pageCount(QStringLiteral("Pages:\\s+(\\d+)"));
    QCOMPARE(pageCount.match(tool(QStringLiteral("pdfinfo"), {pdf})).captured(1).toInt(), pages);

    // Every font embedded (subset where Qt can), and Chinese in a Simplified Chinese face, never
    // the Japanese shapes of a CJK fallback.
    const QStringList fonts = tool(QStringLiteral("pdffonts"), {pdf}).split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY(!fonts.isEmpty());
    for (const QString &line : fonts)
        QVERIFY2(line.contains(QLatin1String(" yes ")), qPrintable(line));
    QVERIFY(fonts.filter(QStringLiteral("CJKjp")).isEmpty());
    if (lang == QLatin1String("zh_CN"))
        QVERIFY(!fonts.filter(QRegularExpression(QStringLiteral("WenQuanYi|CJKsc|CJK SC"))).isEmpty());

    // The same Result in-process, to name every option as the report does.
    QVERIFY(ui::Translation::install(lang));
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    const model::Result result = model::evaluate(catalog, ui::ScenarioFiles::loadScenario(file, catalog));
    QFile exported(jsonPath);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    const QJsonArray options = QJsonDocument::fromJson(exported.readAll()).object().value(QStringLiteral("options")).toArray();
    QCOMPARE(options.size(), int(result.options.size()));

    const QString text = squeezed(tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}));
    const QLocale locale = lang == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                                          : QLocale(QLocale::English, QLocale::UnitedStates);
    for (int i = 0; i < options.size(); ++i) {
        const model::OptionResult &o = result.options[size_t(i)];
        const QJsonObject exportedOption = options[i].toObject();
        QCOMPARE(exportedOption.value(QStringLiteral("id")).toString(), QString::fromStdString(o.id));
        const QString name = ui::Labels::optionName(o, catalog);
        QVERIFY2(text.contains(squeezed(name)), qPrintable(name));
        const double total = exportedOption.value(QStringLiteral("cost")).toObject().value(QStringLiteral("total")).toDouble();
        const QString formatted = locale.toString(total, 'f', 2);
        QVERIFY2(text.contains(squeezed(formatted)), qPrintable(name + QStringLiteral(": ") + formatted));
    }
    for (const QString &term : lang == QLatin1String("zh_CN") ? kGlossaryZh : kGlossaryEn)
        QVERIFY2(text.contains(squeezed(term), Qt::CaseInsensitive), qPrintable(term));

    // A table longer than a page repeats its header on the next: the option table of every
    // example but the two-option budget one spans two pages.
    if (example != QLatin1String("budget-a100-vs-slices")) {
        const QString header = lang == QLatin1String("zh_CN") ? QStringLiteral("租用时长") : QStringLiteral("Wall hours");
        int pagesWithHeader = 0;
        for (int page = 1; page <= pages; ++page)
            pagesWithHeader += squeezed(tool(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QString::number(page),
                                                                           QStringLiteral("-l"), QString::number(page), pdf,
                                                                           QStringLiteral("-")}))
                                   .contains(squeezed(header));
        QCOMPARE(pagesWithHeader, 2);
    }
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
}

void TestReports::csvReadsBackAsJson_data()
{
    QTest::addColumn<QString>("example");
    for (const char *e : {"budget-a100-vs-slices", "full-finetune-7b", "lora-7b", "pretrain-8-cards",
                          "qwen2.5-7b-inference-month"})
        QTest::newRow(e) << QString::fromLatin1(e);
}

void TestReports::csvReadsBackAsJson()
{
    QFETCH(QString, example);
    const QString file = kExamples + example + QStringLiteral(".json");
    const Run j = run({QStringLiteral("--scenario"), file, QStringLiteral("--export-json"), QStringLiteral("-")});
    const Run c = run({QStringLiteral("--scenario"), file, QStringLiteral("--export-csv"), QStringLiteral("-"),
                       QStringLiteral("--csv-machine-header"), QStringLiteral("--csv-memory")});
    QCOMPARE(j.code, 0);
    QCOMPARE(c.code, 0);
    QVERIFY(c.out.startsWith("\xEF\xBB\xBF")); // UTF-8 BOM by default
    const QJsonObject result = json(j);
    const QJsonArray options = result.value(QStringLiteral("options")).toArray();
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(c.out.mid(3)));
    const QStringList header = rows.first();
    for (const QStringList &row : rows.mid(1, options.size()))
        QCOMPARE(row.size(), header.size());

    // Each numeric column against the JSON field it shows, at the CSV's decimals.
    const struct
    {
        const char *column;
        const char *field; ///< JSON path in the option, "a/b" for nested
        double scale;
        int decimals;
    } numbers[] = {{"gpus", "gpus", 1, 0},
                   {"memory_per_gpu_gb", "memory_per_gpu_bytes", 1e-9, 2},
                   {"capacity_gb", "capacity_bytes", 1e-9, 2},
                   {"gpu_hours", "gpu_hours", 1, 2},
                   {"wall_hours", "wall_hours", 1, 2},
                   {"billed_units", "billed_units", 1, 0},
                   {"cost_compute", "cost/compute", 1, 2},
                   {"cost_storage", "cost/storage", 1, 2},
                   {"cost_transfer", "cost/transfer", 1, 2},
                   {"cost_idle", "cost/idle", 1, 2},
                   {"cost_prep", "cost/prep", 1, 2},
                   {"cost_rework", "cost/rework", 1, 2},
                   {"cost_other", "cost/other", 1, 2},
                   {"cost_total", "cost/total", 1, 2}};
    for (int i = 0; i < options.size(); ++i) {
        const QJsonObject o = options[i].toObject();
        const QStringList &row = rows[i + 1];
        QCOMPARE(row[int(header.indexOf(QStringLiteral("id")))], o.value(QStringLiteral("id")).toString());
        QCOMPARE(row[int(header.indexOf(QStringLiteral("currency")))], o.value(QStringLiteral("currency")).toString());
        // Each plan paid for, with its units: the JSON's billing_units in words.
        const QJsonObject plans = o.value(QStringLiteral("billing_units")).toObject();
        const QString byPlan = row[int(header.indexOf(QStringLiteral("billed_units_by_plan")))];
        QCOMPARE(int(byPlan.count(QStringLiteral(" + "))), int(plans.size()) - 1);
        for (auto it = plans.begin(); it != plans.end(); ++it)
            QVERIFY2(byPlan.contains(QStringLiteral(" %1").arg(it.value().toDouble(), 0, 'f', 0)), qPrintable(byPlan));
        for (const auto &n : numbers) {
            const int column = int(header.indexOf(QLatin1String(n.column)));
            QVERIFY2(column >= 0, n.column);
            QJsonValue value = o;
            for (const QString &key : QString::fromLatin1(n.field).split(QLatin1Char('/')))
                value = value.toObject().value(key);
            bool ok = false;
            const double cell = row[column].toDouble(&ok); // '.' decimals, whatever the locale
            QVERIFY2(ok, qPrintable(row[column]));
            const double expected = value.toDouble() * n.scale;
            QVERIFY2(std::abs(cell - expected) <= 0.5 * std::pow(10.0, -n.decimals) + 1e-9,
                     qPrintable(QStringLiteral("%1 %2: %3 vs %4").arg(o.value(QStringLiteral("id")).toString(),
                                                                        QLatin1String(n.column), row[column])
                                    .arg(expected)));
        }
    }
    // The second table: the memory breakdown, parts adding up to the total.
    const int memoryHeader = int(options.size()) + 2; // header, options, blank line
    QVERIFY(rows.size() > memoryHeader);
    QCOMPARE(rows[memoryHeader].first(), QStringLiteral("part"));
    const QJsonObject memory = result.value(QStringLiteral("memory")).toObject();
    double sum = 0;
    for (const QStringList &row : rows.mid(memoryHeader + 1)) {
        const double bytes = row[2].toDouble();
        if (row[0] == QLatin1String("total")) {
            QVERIFY(std::abs(bytes - memory.value(QStringLiteral("total_bytes")).toDouble()) <= 1);
            QVERIFY(std::abs(bytes - sum) <= 8); // each part rounded to a byte
        } else {
            QVERIFY(std::abs(bytes - memory.value(row[0] + QStringLiteral("_bytes")).toDouble()) <= 1);
            sum += bytes;
        }
    }
}

void TestReports::csvInjectionAndQuoting()
{
    // A colleague's scenario whose inline offering ids try to run as spreadsheet formulas, or
    // carry commas, quotes and line breaks: every cell reads back as the text it was.
    const QStringList ids = {QStringLiteral("=HYPERLINK(\"http://x\",\"y\")"), QStringLiteral("+1+2"),
                             QStringLiteral("-2+3"), QStringLiteral("@SUM(A1)"), QStringLiteral("a,b \"c\"")};
    QJsonArray offerings;
    for (const QString &id : ids)
        offerings.append(QJsonObject{{QStringLiteral("id"), id},
                                     {QStringLiteral("kind"), QStringLiteral("whole_card")},
                                     {QStringLiteral("gpu"), QStringLiteral("a100-80gb")},
                                     {QStringLiteral("price"), QJsonObject{{QStringLiteral("hourly"), 7.5}}}});
    const QJsonObject scenario{{QStringLiteral("format"), QStringLiteral("gpuplanner-scenario")},
                               {QStringLiteral("version"), 1},
                               {QStringLiteral("name"), QStringLiteral("=cmd|' /C calc'!A0")},
                               {QStringLiteral("workload"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("lora")},
                                                                        {QStringLiteral("model"), QStringLiteral("llama-2-7b")}}},
                               {QStringLiteral("compare"), QJsonObject{{QStringLiteral("regions"), QJsonArray{QStringLiteral("guizhou")}},
                                                                       {QStringLiteral("offerings"), offerings}}}};
    const QString path = m_dir.filePath(QStringLiteral("injection.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(scenario).toJson());
    f.close();
    const Run c = run({QStringLiteral("--scenario"), path, QStringLiteral("--export-csv"), QStringLiteral("-"),
                       QStringLiteral("--csv-machine-header"), QStringLiteral("--csv-no-bom")});
    QVERIFY2(c.code == 0, c.err.constData());
    QVERIFY(!c.out.startsWith("\xEF\xBB\xBF"));
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(c.out));
    QCOMPARE(rows.size(), 1 + int(ids.size()));
    QStringList seen;
    for (const QStringList &row : rows.mid(1)) {
        QString id = row[0].section(QLatin1Char('@'), 0, -2); // "<offering>@<region>"
        // Cells a spreadsheet would evaluate start with an apostrophe; nothing else is touched.
        if (id.startsWith(QLatin1Char('\'')))
            id.remove(0, 1);
        else
            QVERIFY2(!QStringLiteral("=+-@").contains(row[0].front()), qPrintable(row[0]));
        seen << id;
        // Negative numbers stay numbers: the total cell is plain digits.
        QVERIFY(!row[int(rows.first().indexOf(QStringLiteral("cost_total")))].startsWith(QLatin1Char('\'')));
    }
    seen.sort();
    QStringList expected = ids;
    expected.sort();
    QCOMPARE(seen, expected);
}

void TestReports::sameBytesInEveryLocale_data()
{
    QTest::addColumn<QStringList>("args");
    const QString file = kExamples + QStringLiteral("pretrain-8-cards.json");
    QTest::newRow("json") << QStringList{QStringLiteral("--scenario"), file, QStringLiteral("--export-json"), QStringLiteral("-")};
    QTest::newRow("csv en") << QStringList{QStringLiteral("--scenario"), file, QStringLiteral("--export-csv"), QStringLiteral("-"),
                                           QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--csv-memory")};
    QTest::newRow("csv zh_CN") << QStringList{QStringLiteral("--scenario"), file, QStringLiteral("--export-csv"),
                                              QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("zh_CN")};
    QTest::newRow("csv USD") << QStringList{QStringLiteral("--scenario"), file, QStringLiteral("--export-csv"),
                                            QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("en"),
                                            QStringLiteral("--currency"), QStringLiteral("USD")};
}

void TestReports::sameBytesInEveryLocale()
{
    // German writes 1.234,56: the exports must not. .ci/setup generates de_DE.UTF-8; Qt reads
    // the locale from LC_ALL either way.
    QFETCH(QStringList, args);
    auto withLocale = [](const char *locale) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *var : {"LC_ALL", "LC_NUMERIC", "LANG"})
            env.insert(QLatin1String(var), QLatin1String(locale));
        return env;
    };
    const Run c = run(args, withLocale("C"));
    const Run de = run(args, withLocale("de_DE.UTF-8"));
    QCOMPARE(c.code, 0);
    QCOMPARE(de.code, 0);
    QVERIFY(c.out.size() > 1000);
    QCOMPARE(de.out, c.out);
}

QTEST_MAIN(TestReports)
#include "tst_reports.moc"
