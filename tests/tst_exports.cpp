// CSV cells and files: RFC 4180 quoting, formula-injection neutralising, '.' decimals in any
// locale, translated headers.

#include "Evaluate.h"
#include "Labels.h"
#include "ResultExport.h"
#include "CatalogStore.h"
#include "ScenarioFiles.h"
#include "Translation.h"

#include <QtTest>

using namespace gpuplanner;
using ui::ResultExport;

class TestExports : public QObject
{
    Q_OBJECT
private slots:
    void cells_data();
    void cells();
    void csvIgnoresLocale();
    void machineHeader();
    void jsonIsResult();
    void rankNoteSaysHowMuchMoreOrLess();
};

void TestExports::cells_data()
{
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    // RFC 4180 §2: fields with commas, quotes or line breaks are quoted, quotes doubled.
    QTest::newRow("plain") << "A100" << "A100";
    QTest::newRow("comma") << "a,b" << "\"a,b\"";
    QTest::newRow("quote") << "say \"hi\"" << "\"say \"\"hi\"\"\"";
    QTest::newRow("newline") << "two\nlines" << "\"two\nlines\"";
    // OWASP CSV injection: leading = + - @ tab CR start a formula; numbers stay numbers.
    QTest::newRow("formula") << "=HYPERLINK(\"x\")" << "\"'=HYPERLINK(\"\"x\"\")\"";
    QTest::newRow("plus") << "+1+2" << "'+1+2";
    QTest::newRow("at") << "@SUM(A1)" << "'@SUM(A1)";
    QTest::newRow("tab") << "\tx" << "'\tx";
    QTest::newRow("minus text") << "-x" << "'-x";
    QTest::newRow("negative number") << "-12.50" << "-12.50";
    QTest::newRow("chinese") << "整卡租用" << "整卡租用";
    // Spreadsheets read the full-width forms as the ASCII ones, and skip leading spaces.
    QTest::newRow("full-width equals") << QStringLiteral("\uFF1DSUM(A1)") << QStringLiteral("'\uFF1DSUM(A1)");
    QTest::newRow("full-width plus") << QStringLiteral("\uFF0B1") << QStringLiteral("'\uFF0B1");
    QTest::newRow("full-width at") << QStringLiteral("\uFF20x") << QStringLiteral("'\uFF20x");
    QTest::newRow("space then equals") << " =1+2" << "' =1+2";
    QTest::newRow("ideographic space then minus") << QStringLiteral("\u3000-x") << QStringLiteral("'\u3000-x");
}

void TestExports::cells()
{
    QFETCH(QString, in);
    QFETCH(QString, out);
    QCOMPARE(ResultExport::csvCell(in), out);
}

void TestExports::csvIgnoresLocale()
{
    const auto &catalog = ui::CatalogStore::builtin();
    const auto scenario = ui::ScenarioFiles::loadScenario(
        QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/full-finetune-7b.json"), catalog);
    const auto result = model::evaluate(catalog, scenario);
    const QByteArray c = ResultExport::toCsv(result, catalog, {});
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QByteArray german = ResultExport::toCsv(result, catalog, {});
    QLocale::setDefault(QLocale::c());
    QCOMPARE(german, c);
    QVERIFY(c.contains(".00,"));
    QVERIFY(c.endsWith("\r\n"));
}

void TestExports::machineHeader()
{
    QVERIFY(ui::Translation::install(QStringLiteral("zh_CN")));
    const auto &catalog = ui::CatalogStore::builtin();
    const auto result = model::evaluate(catalog, model::defaultScenario(catalog));
    const QByteArray zh = ResultExport::toCsv(result, catalog, {});
    QVERIFY(zh.contains("总成本"));
    const QByteArray machine = ResultExport::toCsv(result, catalog, {false, true});
    // The whole header: a contract with scripts (docs/ARCHITECTURE.md), new columns only at the end.
    QVERIFY(machine.startsWith("id,option,kind,gpu,mig_profile,region,gpus,fits,memory_per_gpu_gb,capacity_gb,"
                               "gpu_hours,wall_hours,billing,billed_units,billed_units_by_plan,cost_compute,"
                               "cost_storage,cost_transfer,cost_idle,cost_prep,cost_rework,cost_other,cost_total,"
                               "currency,warnings,rank,reasons,checklist\r\n"));
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    QVERIFY(ResultExport::toCsv(result, catalog, {}).contains("Total cost"));
}

void TestExports::jsonIsResult()
{
    const auto &catalog = ui::CatalogStore::builtin();
    const auto result = model::evaluate(catalog, model::defaultScenario(catalog));
    const QJsonObject j = QJsonDocument::fromJson(ResultExport::toJson(result)).object();
    QCOMPARE(j.value(QStringLiteral("format")).toString(), QStringLiteral("gpuplanner-result"));
    QCOMPARE(j.value(QStringLiteral("options")).toArray().size(), qsizetype(result.options.size()));
}

void TestExports::rankNoteSaysHowMuchMoreOrLess()
{
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    QLocale::setDefault(QLocale::c());
    model::OptionResult first, dearer, cheaper;
    first.rank = 1;
    first.cost.compute = 100;
    first.currency = "CNY";
    dearer = first;
    dearer.rank = 2;
    dearer.cost.compute = 120; // 20 more, 20% (hand calculation)
    cheaper = first;
    cheaper.rank = 3;
    cheaper.cost.compute = 85; // ranked lower by a rule, yet 15 cheaper
    QCOMPARE(ui::Labels::rankNote(first, &first), QString());
    QCOMPARE(ui::Labels::rankNote(dearer, &first), QStringLiteral("20.00 CNY (20%) more than the first"));
    QCOMPARE(ui::Labels::rankNote(cheaper, &first), QStringLiteral("15.00 CNY (15%) cheaper than the first"));
}

QTEST_MAIN(TestExports)
#include "tst_exports.moc"
