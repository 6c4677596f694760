// The one list of option columns (services/OptionColumns) behind the window's option table, the
// CSV and the PDF option table: consistent in itself, and each column's title in every output
// that lists it and in no other.

#include "Advisor.h"
#include "CliSupport.h"
#include "Labels.h"
#include "OptionColumns.h"
#include "OptionsModel.h"
#include "PdfReport.h"
#include "ResultExport.h"
#include "CatalogStore.h"
#include "ScenarioFiles.h"
#include "Translation.h"

#include <QtTest>

#include <QRegularExpression>

#include <cmath>

using namespace gpuplanner;
using ui::OptionColumn;
using ui::OptionColumns;
using ui::OptionsModel;
using ui::Output;
using test::squeezed;

namespace {

const QString kExamples = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/");

} // namespace

class TestOptionColumns : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void specIsConsistent();
    void tableCsvAndPdfShareTheSpec();
};

void TestOptionColumns::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
}

void TestOptionColumns::cleanup()
{
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
}

void TestOptionColumns::specIsConsistent()
{
    // Keys unique; each output's places run 0, 1, 2, … without a gap; PDF widths fill the page.
    QSet<QString> keys;
    for (const OptionColumn &c : OptionColumns::all()) {
        QVERIFY2(!keys.contains(QLatin1String(c.key)), c.key);
        keys.insert(QLatin1String(c.key));
        QVERIFY2(c.number || c.text, c.key);
        QVERIFY2(c.title && *c.title, c.key);
        QCOMPARE(OptionColumns::find(QLatin1String(c.key)), &c);
    }
    for (Output output : {Output::Table, Output::Csv, Output::Pdf}) {
        const auto &columns = OptionColumns::of(output);
        QVERIFY(!columns.empty());
        for (size_t i = 0; i < columns.size(); ++i) {
            const OptionColumn::Places &at = columns[i]->at;
            const int place = output == Output::Table ? at.table : output == Output::Csv ? at.csv : at.pdf;
            QCOMPARE(place, int(i));
            QCOMPARE(OptionColumns::indexOf(output, QLatin1String(columns[i]->key)), int(i));
        }
    }
    QCOMPARE(OptionsModel::Rank, OptionsModel::column(QStringLiteral("rank")));
    QCOMPARE(OptionsModel::Rank, 0);
}

void TestOptionColumns::tableCsvAndPdfShareTheSpec()
{
    // Each column's title in every output that lists it, and nowhere a column the list does not
    // give that output: the table's headers, the CSV's (translated and machine), the PDF's text.
    QVERIFY(ui::Translation::install(QStringLiteral("zh_CN")));
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    const QString file = kExamples + QStringLiteral("lora-7b.json");
    const model::Scenario scenario = ui::ScenarioFiles::loadScenario(file, catalog);
    const model::Result result = model::analyze(catalog, scenario);
    const QString currency = ui::Labels::currency(result.currency);

    OptionsModel options(std::make_shared<const model::Catalog>(catalog));
    options.setResult(result);
    QCOMPARE(options.columnCount(), int(OptionColumns::of(Output::Table).size()));
    const QList<QStringList> csv =
        test::parseCsv(QString::fromUtf8(ui::ResultExport::toCsv(result, catalog, {false, false, false})));
    const QStringList &csvHeader = csv[0], &csvRow = csv[1];
    const QStringList machineHeader =
        test::parseCsv(QString::fromUtf8(ui::ResultExport::toCsv(result, catalog, {false, true, false}))).first();
    QCOMPARE(csvHeader.size(), qsizetype(OptionColumns::of(Output::Csv).size()));
    QCOMPARE(machineHeader.size(), csvHeader.size());

    QString pdfText;
    QTemporaryDir dir;
    const bool havePdfText = !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty();
    if (havePdfText) {
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        ui::PdfReport::write(pdf, result, catalog, scenario);
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")}); // cell by cell
        QVERIFY(p.waitForFinished(30000));
        pdfText = squeezed(QString::fromUtf8(p.readAllStandardOutput()));
    }
    for (const OptionColumn &c : OptionColumns::all()) {
        const QString key = QLatin1String(c.key);
        const int table = OptionsModel::column(key), csvColumn = OptionColumns::indexOf(Output::Csv, key);
        QCOMPARE(table >= 0, c.in(Output::Table));
        QCOMPARE(csvColumn >= 0, c.in(Output::Csv));
        if (table >= 0)
            QCOMPARE(options.headerData(table, Qt::Horizontal, Qt::DisplayRole).toString(),
                     OptionColumns::title(c, Output::Table, currency));
        if (csvColumn >= 0) {
            QCOMPARE(csvHeader[csvColumn], OptionColumns::title(c, Output::Csv));
            QCOMPARE(machineHeader[csvColumn], key);
        }
        if (c.in(Output::Pdf) && havePdfText)
            QVERIFY2(pdfText.contains(squeezed(OptionColumns::title(c, Output::Pdf))), c.key);
        // A number in both the table and the CSV is the same number at each one's decimals.
        if (table >= 0 && csvColumn >= 0 && c.number && !c.text && csvRow[csvColumn] != QString()) {
            const double shown = options.data(options.index(0, table), Qt::UserRole).toDouble() / c.divisor;
            QVERIFY2(std::abs(csvRow[csvColumn].toDouble() - shown) <= 0.5 * std::pow(10.0, -c.csvDecimals) + 1e-9,
                     c.key);
        }
    }
    if (!havePdfText)
        QSKIP("pdftotext not installed (.ci/setup installs poppler-utils): PDF headers not checked");
}

QTEST_MAIN(TestOptionColumns)
#include "tst_optioncolumns.moc"
