// Issue "reports": the PDF report (report/PdfReport) of every example in both languages, as the
// command line writes it: pages, embedded fonts, every option and every total in its text, the
// docs/DOMAIN.md glossary terms, table headers repeated on every page a table spans; and (issue
// 14) lines broken between words only, table cells apart, spot prices as charged and the
// recommended option's checklist. The CSV and JSON exports are tst_resultexport's.

#include "CliSupport.h"

#include "Evaluate.h"
#include "Labels.h"
#include "Advisor.h"
#include "OptionColumns.h"
#include "PdfReport.h"
#include "CatalogStore.h"
#include "Scenario.h"
#include "ScenarioFiles.h"
#include "TestSupport.h"
#include "Translation.h"

#include <QtTest>

#include <QJsonArray>
#include <QRegularExpression>

using namespace gpuplanner;
using namespace gpuplanner::test;

namespace {

const QString kExamples = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/");

/// The glossary of docs/DOMAIN.md (Glossary), as the report of each language must carry it.
const QStringList kGlossaryZh = {
    QStringLiteral("整卡租用"), QStringLiteral("切分实例"), QStringLiteral("MIG 实例规格"), QStringLiteral("抢占式实例"),
    QStringLiteral("整机租用"), QStringLiteral("GPU 云服务器"), QStringLiteral("按量计费"), QStringLiteral("包日"),
    QStringLiteral("包周"), QStringLiteral("包月"), QStringLiteral("包年"), QStringLiteral("最短租期"), QStringLiteral("卡时"),
    QStringLiteral("无卡模式"), QStringLiteral("全参微调"), QStringLiteral("LoRA / QLoRA"),
    QStringLiteral("预训练"), QStringLiteral("推理服务"), QStringLiteral("显存带宽"), QStringLiteral("数据盘"),
    QStringLiteral("系统盘"), QStringLiteral("内网带宽"), QStringLiteral("降频"), QStringLiteral("物理隔离"),
    QStringLiteral("西部枢纽"), QStringLiteral("东部一线城市"), QStringLiteral("总成本"), QStringLiteral("盈亏平衡点")};
const QStringList kGlossaryEn = {
    QStringLiteral("whole-card rental"), QStringLiteral("GPU slice"), QStringLiteral("MIG profile"),
    QStringLiteral("spot instance"), QStringLiteral("whole-machine rental"), QStringLiteral("cloud GPU server instance"),
    QStringLiteral("pay-as-you-go"), QStringLiteral("monthly / yearly plan"), QStringLiteral("minimum term"),
    QStringLiteral("GPU hours"), QStringLiteral("no-GPU mode"), QStringLiteral("full fine-tuning"),
    QStringLiteral("pretraining"), QStringLiteral("inference serving"), QStringLiteral("memory bandwidth"),
    QStringLiteral("intranet bandwidth"), QStringLiteral("throttling"), QStringLiteral("physical isolation"),
    QStringLiteral("western hub"), QStringLiteral("eastern first-tier city"), QStringLiteral("total cost"), QStringLiteral("break-even point")};

} // namespace

class TestPdfReport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void pdfOfEveryExample_data();
    void pdfOfEveryExample();
    void longReportShowsProgressAndStops();
    void longNameKeepsTheTitleShort();
    void linesBreakBetweenWords_data();
    void linesBreakBetweenWords();
    void pricesChargedAndChecklist_data();
    void pricesChargedAndChecklist();
    void noCatalogEnglishInChinese();
    void referenceTablesStayShort();
    void assumptionsGiveTheMfuUsed();
    void memoryPageSaysWhichEngineDefaults();
    void assumptionsSayWhereEachValueComesFrom();
    void nothingFitsSaysWhatWould();
    void howSureSection_data();
    void howSureSection();

private:
    QTemporaryDir m_dir;
};

void TestPdfReport::longReportShowsProgressAndStops()
{
    // Issue 13: a long report (hundreds of pages for hundreds of options) could be neither
    // followed nor stopped. Writing tells each page as it begins; stopping writes nothing.
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    const model::Scenario scenario = ui::ScenarioFiles::loadScenario(kExamples + QStringLiteral("lora-7b.json"), catalog);
    const model::Result result = model::analyze(catalog, scenario);
    std::vector<int> pages;
    const QString whole = m_dir.filePath(QStringLiteral("progress.pdf"));
    QVERIFY(ui::PdfReport::write(whole, result, catalog, scenario, [&](int page) {
        pages.push_back(page);
        return true;
    }));
    QCOMPARE(pages.front(), 1);
    QCOMPARE(pages.back(), 13); // lora-7b's English report runs to 13 pages (pdfOfEveryExample)
    for (size_t i = 1; i < pages.size(); ++i)
        QCOMPARE(pages[i], pages[i - 1] + 1);
    const QString stopped = m_dir.filePath(QStringLiteral("stopped.pdf"));
    QVERIFY(!ui::PdfReport::write(stopped, result, catalog, scenario, [](int page) { return page < 3; }));
    QVERIFY(!QFile::exists(stopped));
    QVERIFY(ui::PdfReport::render(result, catalog, scenario, [](int) { return false; }).isEmpty());
}

void TestPdfReport::longNameKeepsTheTitleShort()
{
    // A fresh tester's plan named with thousands of characters filled whole report pages with
    // its title. Titles show 120 characters at most, cut with an ellipsis at a character
    // boundary (an emoji is two UTF-16 units); the file keeps the whole name.
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    model::Scenario scenario = ui::ScenarioFiles::loadScenario(kExamples + QStringLiteral("lora-7b.json"), catalog);
    std::string name;
    for (int i = 0; i < 3000; ++i)
        name += "\xE9\xA1\xB9\xF0\x9F\x98\x80"; // 项 and an emoji, 3 UTF-16 units
    scenario.name = name;
    const QString shown = ui::Labels::scenarioName(scenario.name, "");
    QCOMPARE(shown.size(), 119); // 118 units and the ellipsis: the 119th unit starts an emoji
    QVERIFY(shown.endsWith(QChar(0x2026)));
    QCOMPARE(shown.at(117), QChar(0x9879)); // 项, the emoji after it left whole out
    QCOMPARE(ui::Labels::shownName(QStringLiteral("LoRA on a 4090")), QStringLiteral("LoRA on a 4090"));
    int pages = 0;
    const model::Result result = model::analyze(catalog, scenario);
    QVERIFY(!ui::PdfReport::render(result, catalog, scenario, [&](int page) {
                 pages = page;
                 return true;
             }).isEmpty());
    QCOMPARE(pages, 13); // as with its own short name (longReportShowsProgressAndStops)
}

void TestPdfReport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    for (const char *program : {"pdfinfo", "pdffonts", "pdftotext"})
        if (QStandardPaths::findExecutable(QLatin1String(program)).isEmpty())
            QSKIP("poppler-utils not installed (.ci/setup installs it)");
}

void TestPdfReport::pdfOfEveryExample_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("pages");
    // Pages as laid out: title, assumptions, memory, four charts (two a page), option and cost
    // tables, regions, reasons, checklist, break-even points, budget, prices and the glossary;
    // longer for more options and break-even points. Counted from the reports themselves, looked
    // at page by page (serving reports list the engine's memory settings, full training its weight and optimizer
    // options, training its offload options: one page more each).
    // Issue 14: columns as wide as their content; English option names, longer, wrap onto more
    // lines than Chinese ones. Issue 16: the billing rules of the offerings and their platforms'
    // sources (most of a page). Issue 17: the sources of the input ranges among the defaults', and
    // "How sure is this": the ranked options' ranges and the tornado chart with its table (a page
    // or less). Issue 12: the sources of the quantised weights' decode efficiency (a few lines,
    // enough to turn a page in three of the reports), the serving engine's sampling step (a page
    // in one), the serving overhead's two parts (a few lines, a page in one), the far-region rule's
    // share of the first token's wait (a few lines, a page in the Chinese full fine-tune).
    const struct
    {
        const char *file;
        int pagesEn, pagesZh;
    } examples[] = {{"budget-a100-vs-slices", 12, 12},
                    {"full-finetune-7b", 14, 14},
                    {"lora-7b", 13, 13},
                    {"pretrain-8-cards", 15, 14},
                    {"qwen2.5-7b-inference-month", 14, 14}};
    for (const auto &e : examples) {
        QTest::addRow("%s en", e.file) << QString::fromLatin1(e.file) << QStringLiteral("en") << e.pagesEn;
        QTest::addRow("%s zh_CN", e.file) << QString::fromLatin1(e.file) << QStringLiteral("zh_CN") << e.pagesZh;
    }
}

void TestPdfReport::pdfOfEveryExample()
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

    // A table longer than a page repeats its header on the next: the option table spans two
    // pages in every English report but the two-option budget one (English names wrap onto more
    // lines) and in the Chinese serving report.
    if (example != QLatin1String("budget-a100-vs-slices")
        && (lang == QLatin1String("en") || example == QLatin1String("qwen2.5-7b-inference-month"))) {
        const QString header = lang == QLatin1String("zh_CN") ? QStringLiteral("运行小时") : QStringLiteral("Hours run");
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

namespace {

/// The report of `example` in `lang` (installed, and left installed), written in-process into
/// `dir`; its path, empty on failure.
QString renderExample(const QTemporaryDir &dir, const QString &example, const QString &lang)
{
    if (!ui::Translation::install(lang))
        return {};
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    const model::Scenario scenario = ui::ScenarioFiles::loadScenario(kExamples + example + QStringLiteral(".json"), catalog);
    const QString pdf = dir.filePath(example + QLatin1Char('_') + lang + QStringLiteral("_issue14.pdf"));
    return ui::PdfReport::write(pdf, model::analyze(catalog, scenario), catalog, scenario) ? pdf : QString();
}

/// analyze() of resources/examples/`example`.json on the built-in catalog.
model::Result analyzeExample(const QString &example)
{
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    return model::analyze(catalog, ui::ScenarioFiles::loadScenario(kExamples + example + QStringLiteral(".json"), catalog));
}

} // namespace

void TestPdfReport::linesBreakBetweenWords_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("lang");
    for (const char *file : {"lora-7b", "full-finetune-7b", "qwen2.5-7b-inference-month", "pretrain-8-cards"})
        for (const char *lang : {"en", "zh_CN"})
            QTest::addRow("%s %s", file, lang) << QString::fromLatin1(file) << QString::fromLatin1(lang);
}

void TestPdfReport::linesBreakBetweenWords()
{
    // Issue 14: Qt broke Chinese between any two characters (北/京, 内蒙/古, MIG 1g./10gb) and
    // table columns had fixed shares of the page, so cells ran together (59,870.0060,000.00,
    // "· 贵州21.13").
    QFETCH(QString, example);
    QFETCH(QString, lang);
    const QString pdf = renderExample(m_dir, example, lang);
    QVERIFY(!pdf.isEmpty());
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    const model::Result result = analyzeExample(example);

    // Region names, MIG profiles and vGPU shares never straddle a line: a name found in the text
    // with its line breaks removed is found as often within single lines.
    QStringList regions;
    for (const auto &region : catalog.regions)
        regions << ui::Labels::region(region.id, catalog);
    QStringList names = regions;
    // The option table's headers and billing words too: with eight columns and long option names
    // the English pretraining table broke "Ran/k", "GPU/s" and "pay-as-you-go (hourly/)".
    // Each word whole; a header of several words may wrap between them (or before a bracket).
    for (const ui::OptionColumn *column : ui::OptionColumns::of(ui::Output::Pdf))
        names << ui::OptionColumns::title(*column, ui::Output::Pdf)
                     .split(QRegularExpression(QStringLiteral("[ （(]")), Qt::SkipEmptyParts);
    for (const auto &o : result.options)
        names << ui::Labels::billing(o.billing).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const auto &o : result.options)
        for (const QString &part : ui::Labels::optionName(o, catalog).split(QStringLiteral(" · ")))
            if (part.startsWith(QLatin1String("MIG ")) || part.startsWith(QLatin1String("vGPU")))
                names << part;
    names.removeDuplicates();
    const QStringList lines = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).split(QLatin1Char('\n'));
    QVERIFY(lines.size() > 100);
    const QString joined = squeezed(lines.join(QString()));
    for (const QString &name : names) {
        const QString word = squeezed(name);
        qsizetype withinLines = 0;
        for (const QString &line : lines)
            withinLines += squeezed(line).count(word);
        QVERIFY2(withinLines == joined.count(word), qPrintable(name + QStringLiteral(" is split across lines")));
    }

    // Cells keep a gap, which pdftotext -layout writes as two spaces or more: no two amounts and
    // no region and number run together on a line or one space apart, as in 59,870.0060,000.00
    // and "贵州 21.13".
    const QRegularExpression runTogether(QStringLiteral("\\d\\.\\d\\d ?\\d[,\\d]*\\.\\d\\d"));
    QStringList touching;
    for (const QString &region : regions)
        touching << QRegularExpression::escape(region);
    const QRegularExpression nameThenNumber(QStringLiteral("(%1) ?\\d").arg(touching.join(QLatin1Char('|'))));
    const QString layout = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    for (const QString &line : layout.split(QLatin1Char('\n'))) {
        QVERIFY2(!runTogether.match(line).hasMatch(), qPrintable(line));
        QVERIFY2(!nameThenNumber.match(line).hasMatch(), qPrintable(line));
    }
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
}

void TestPdfReport::pricesChargedAndChecklist_data()
{
    QTest::addColumn<QString>("example");
    for (const char *file : {"budget-a100-vs-slices", "full-finetune-7b", "lora-7b", "pretrain-8-cards", "qwen2.5-7b-inference-month"})
        QTest::addRow("%s", file) << QString::fromLatin1(file);
}

void TestPdfReport::pricesChargedAndChecklist()
{
    // Issue 14: "Prices used" gave a spot card the whole card's price, before the spot discount
    // the bill takes off; the pre-purchase checklist is the recommended option's, in every report
    // where it has items.
    QFETCH(QString, example);
    const QString pdf = renderExample(m_dir, example, QStringLiteral("en"));
    QVERIFY(!pdf.isEmpty());
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    const model::Result result = analyzeExample(example);
    const QString layout = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    const QLocale locale(QLocale::English, QLocale::UnitedStates);
    for (const auto &o : result.options) {
        const model::Offering *offering = catalog.offering(o.offeringId);
        if (!offering || offering->kind != "spot" || !offering->price.hourly)
            continue;
        // The offering's row in "Prices used": its name may wrap after "·", the price stands on
        // one of the row's lines.
        const QString prices = layout.mid(layout.indexOf(QStringLiteral("Prices used")));
        const QString name = ui::Labels::offering(*offering, catalog);
        const QStringList lines = prices.split(QLatin1Char('\n'));
        const qsizetype at = lines.indexOf(QRegularExpression(
            QStringLiteral("\\s*%1.*").arg(QRegularExpression::escape(name.section(QStringLiteral(" · "), 0, 0)))));
        QVERIFY2(at >= 0, qPrintable(name));
        const QString row = lines.mid(std::max<qsizetype>(0, at - 2), 5).join(QLatin1Char(' '));
        const QString charged = locale.toString(*offering->price.hourly * (1.0 - offering->spotDiscount.value_or(0.0)), 'f', 2);
        QVERIFY2(row.split(QLatin1Char(' '), Qt::SkipEmptyParts).contains(charged), qPrintable(row));
        QVERIFY2(!row.contains(locale.toString(*offering->price.hourly, 'f', 2)), qPrintable(row));
    }
    const QString text = squeezed(layout);
    const model::OptionResult *best = result.best();
    QVERIFY(best);
    // Every example's recommendation has checks: training keeps checkpoints off the instance, a
    // plan paid ahead wants a trial run first (LoRA on a day's plan, the serving month).
    QVERIFY(!best->checklist.empty());
    QVERIFY(text.contains(squeezed(QStringLiteral("Before you buy"))));
    // The first page recommends; it never also says that nothing fits.
    QVERIFY(text.contains(squeezed(QStringLiteral("Recommendation:"))));
    QVERIFY(!text.contains(squeezed(QStringLiteral("No compared option can do this work"))));
    for (const auto &item : best->checklist)
        QVERIFY2(text.contains(squeezed(ui::Labels::checklistItem(item))), item.c_str());
}

void TestPdfReport::noCatalogEnglishInChinese()
{
    // Issue 14: the Chinese report printed the catalog's region tiers, the offering ids and every
    // source note (the sources paragraph and the "Prices used" column) in English.
    for (const char *example : {"lora-7b", "qwen2.5-7b-inference-month", "pretrain-8-cards"}) {
        const QString pdf = renderExample(m_dir, QString::fromLatin1(example), QStringLiteral("zh_CN"));
        QVERIFY(!pdf.isEmpty());
        const QString text = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.contains(QStringLiteral("西部枢纽")));
        std::string found;
        for (const std::string &phrase : test::catalogEnglishIn(text.toStdString()))
            found += phrase + "; ";
        QVERIFY2(found.empty(), (std::string(example) + ": " + found).c_str());
    }
}

void TestPdfReport::referenceTablesStayShort()
{
    // Issue 14, from reading every page: the defaults' sources were one paragraph in 7-point type
    // on the assumptions page; the regions table listed regions nobody compared; the break-even
    // table repeated one card's plans once per region, at the same hours.
    const QString pdf = renderExample(m_dir, QStringLiteral("lora-7b"), QStringLiteral("en"));
    QVERIFY(!pdf.isEmpty());
    const QString layout = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    // Sources: one default a row, what it is on the left and where it comes from on the right
    // (vLLM's default gpu_memory_utilization, resources/catalog.json).
    QVERIFY2(layout.contains(QRegularExpression(QStringLiteral("\\n\\s*serving_memory_utilization 0\\.9\\s{2,}vLLM's default"))),
             qPrintable(layout.right(6000)));
    // lora-7b compares Beijing, Guizhou and Inner Mongolia; Shanghai and Shenzhen are not in it.
    QVERIFY(layout.contains(QStringLiteral("Inner Mongolia")));
    QVERIFY(layout.contains(QRegularExpression(QStringLiteral("\\n\\s*Beijing\\s{2,}eastern first-tier city"))));
    QVERIFY(!layout.contains(QRegularExpression(QStringLiteral("\\n\\s*(Shanghai|Shenzhen)\\s{2,}eastern first-tier city"))));
    // The RTX 4090's daily plan beats its hourly one from 20 h in all three regions (44 / 2.2
    // CNY, the regions' multipliers scale both): one row naming the three.
    // The RTX 4090's and the A100's plans against their hourly price (the daily plan from 20 h:
    // 44 / 2.2 CNY) break even at the same hours in all three regions: one row each, naming the
    // three, where there were three rows.
    const model::Result result = analyzeExample(QStringLiteral("lora-7b"));
    const int merged = int(layout.count(QStringLiteral("Beijing, Guizhou,")));
    QVERIFY2(merged >= 6, qPrintable(QString::number(merged)));
    QVERIFY(result.breakEven.size() >= size_t(3 * merged));
}

void TestPdfReport::assumptionsGiveTheMfuUsed()
{
    // A fresh user's finding: the assumptions listed the catalog's fallback MFU 0.40 while the
    // estimate used the card's and the kind's (resources/catalog.json): LoRA on the RTX 4090, which
    // has no MFU of its own, runs at 0.40 × 0.9 (mfu_ratio.lora) = 0.36; pretraining on eight
    // A100s at their bf16 0.63.
    const struct
    {
        const char *example, *card, *mfu;
    } cases[] = {{"lora-7b", "RTX 4090 24GB", "0.36"}, {"pretrain-8-cards", "A100 80GB SXM", "0.63"}};
    for (const auto &c : cases) {
        const QString pdf = renderExample(m_dir, QString::fromLatin1(c.example), QStringLiteral("en"));
        QVERIFY(!pdf.isEmpty());
        const QString layout = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        const QRegularExpression row(QStringLiteral("MFU on %1, the recommended card\\s{2,}%2\\s")
                                         .arg(QRegularExpression::escape(QString::fromLatin1(c.card)),
                                              QRegularExpression::escape(QString::fromLatin1(c.mfu))));
        QVERIFY2(layout.contains(row), c.example);
    }
    // Another: the report told the reader to measure tokens/s on the card but never said what
    // the hours assume. LoRA of Llama 2 7B on the RTX 4090: 20.9 h for 100 million tokens.
    const QString pdf = renderExample(m_dir, QStringLiteral("lora-7b"), QStringLiteral("en"));
    const QString first = tool(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")})
                              .simplified();
    QVERIFY2(first.contains(QStringLiteral("The hours assume 1,330 tokens/s per GPU")), qPrintable(first));
    const model::Result r = analyzeExample(QStringLiteral("lora-7b"));
    const model::OptionResult &o = *r.option("rtx4090-24gb-card@guizhou");
    QVERIFY(std::abs(o.trainingTokensPerSecondPerGpu * o.gpus * (o.computeHours + o.communicationHours) * 3600 - 1e8) < 1);
}

void TestPdfReport::memoryPageSaysWhichEngineDefaults()
{
    // The Qwen2.5-7B service compared on an H100 as well: the memory page's table holds the
    // figures under vLLM's defaults for the RTX 4090 and the A100, 16.37 GiB in all; on the H100
    // the engine samples 1,024 sequences at start, not 256, and takes 20.58 GiB (22.10 GB)
    // (tests/app/tst_resultexport, memoryPerGpuVariesWithTheEngine). The page says so.
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    model::Scenario s = ui::ScenarioFiles::loadScenario(kExamples + QStringLiteral("qwen2.5-7b-inference-month.json"), catalog);
    const QString alone = m_dir.filePath(QStringLiteral("engine-defaults-alone.pdf"));
    QVERIFY(ui::PdfReport::write(alone, model::analyze(catalog, s), catalog, s));
    s.offerings.push_back(model::OfferingChoice::catalogEntry("h100-80gb-card"));
    const QString pdf = m_dir.filePath(QStringLiteral("engine-defaults.pdf"));
    QVERIFY(ui::PdfReport::write(pdf, model::analyze(catalog, s), catalog, s));
    const QString text = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).simplified();
    QVERIFY2(text.contains(QStringLiteral("Total per GPU 16.37")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("The table holds vLLM's default batch limits for GPUs below 70 GiB and the A100. "
                                          "On the other GPUs its larger defaults reserve more for the activations, "
                                          "20.58 GiB per GPU in all.")),
             qPrintable(text));
    // Without the H100 every compared GPU takes the same defaults: nothing to say.
    QVERIFY(!tool(QStringLiteral("pdftotext"), {alone, QStringLiteral("-")}).contains(QStringLiteral("The table holds")));
}

void TestPdfReport::assumptionsSayWhereEachValueComesFrom()
{
    // A fresh user's finding: the table a budget review checks credited everything to the
    // scenario: "GPU memory the engine takes: catalog default | From: scenario", the same share
    // again further down as a catalog default, and "Tokens per forward pass: catalog default"
    // without the number. The serving example sets its users, tokens and concurrency; it leaves
    // out the engine's memory share (vLLM's default 0.9, resources/catalog.json), the tokens per
    // forward pass and the engine's sequence limit (vLLM's defaults on GPUs below 70 GiB and the
    // A100, all it compares: 2,048 and 256) and the busiest hour's share (0.1), and its precision
    // is the default ("same as default": a fresh tester's boss read a bare "default" as "not set").
    const QString pdf = renderExample(m_dir, QStringLiteral("qwen2.5-7b-inference-month"), QStringLiteral("en"));
    QVERIFY(!pdf.isEmpty());
    const QString layout = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    const auto row = [&](const QString &input, const QString &value, const QString &from) {
        return layout.contains(QRegularExpression(QStringLiteral("\\n\\s*%1\\s{2,}%2\\s{2,}%3\\n")
                                                      .arg(QRegularExpression::escape(input), QRegularExpression::escape(value),
                                                           QRegularExpression::escape(from))));
    };
    QVERIFY(row(QStringLiteral("GPU memory the engine takes"), QStringLiteral("90%"), QStringLiteral("catalog default")));
    QVERIFY(row(QStringLiteral("Tokens per forward pass"), QStringLiteral("2,048 tokens"), QStringLiteral("catalog default")));
    QVERIFY(row(QStringLiteral("Engine's sequence limit"), QStringLiteral("256"), QStringLiteral("catalog default")));
    QVERIFY(row(QStringLiteral("Busiest hour's share of the day"), QStringLiteral("10.0%"), QStringLiteral("catalog default")));
    QVERIFY(row(QStringLiteral("Users per day"), QStringLiteral("5,000"), QStringLiteral("scenario")));
    QVERIFY(row(QStringLiteral("Precision"), QStringLiteral("BF16"), QStringLiteral("same as default")));
    QVERIFY(row(QStringLiteral("Disks kept after the job"), QStringLiteral("0 days"), QStringLiteral("same as default")));
    QVERIFY(!layout.contains(QStringLiteral("Serving memory utilisation")));

    // Another: the recommended service in an eastern city showed "cheapest 0%" while the same
    // card in Guizhou, ranked lower by the near-users rule, was never named on the first page.
    // The first page now says what the rule costs: the RTX 4090 in Guizhou, 1,080.00 CNY a month.
    const QString first = tool(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")})
                              .simplified();
    QVERIFY2(first.contains(QStringLiteral("Cheaper but ranked lower: RTX 4090 24GB · whole-card rental in Guizhou, 1,080.00 "
                                           "CNY (far from users: higher latency for serving).")),
             qPrintable(first));
    // A fresh tester's finding: a service's report never said what one copy of the model
    // sustains, so a load test had nothing to check against. Qwen2.5-7B on the RTX 4090: 16
    // requests decoded together, 785 tokens/s (the card's decode_bandwidth_efficiency 0.77), one copy for the busiest hour (500 requests).
    QVERIFY2(first.contains(QStringLiteral("The cost assumes each copy of the model decodes 16 requests together at 785 "
                                           "tokens/s in all, 7.1 s a request, 193,855 requests a day; the busiest hour "
                                           "needs 1 of them.")),
             qPrintable(first));
    // The recommendation that is the cheapest ranked option says nothing of the kind.
    const QString lora = renderExample(m_dir, QStringLiteral("lora-7b"), QStringLiteral("en"));
    QVERIFY(!tool(QStringLiteral("pdftotext"), {lora, QStringLiteral("-")}).contains(QStringLiteral("Cheaper but ranked lower")));
}

void TestPdfReport::nothingFitsSaysWhatWould()
{
    // A fresh user's finding: LoRA of a 70B model compared on small slices only printed three
    // pages of empty cost charts and said "lacks the GPU memory or does not finish within the
    // rental period" with no rental period set. Llama 2 70B's bf16 weights alone (about 128 GiB)
    // hold on no MIG slice of an A100 80GB and no vGPU share of an L40S; a whole A100 80GB would
    // need two of them with ZeRO-3.
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    nlohmann::json file = nlohmann::json::parse(test::readSourceFile("resources/examples/lora-7b.json"));
    file["workload"]["model"] = "llama-2-70b";
    file["compare"]["offerings"] = {"a100-80gb-mig-3g.40gb", "l40s-48gb-vgpu-50"};
    const model::Scenario scenario = model::parseScenario(file.dump(), "70b.json", catalog, nullptr);
    const model::Result result = model::analyze(catalog, scenario);
    QVERIFY(!result.best());
    const QString pdf = m_dir.filePath(QStringLiteral("nothing-fits.pdf"));
    QVERIFY(ui::PdfReport::write(pdf, result, catalog, scenario));
    const QString first = tool(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")});
    QVERIFY2(first.contains(QStringLiteral("No compared option has the GPU memory for this work.")), qPrintable(first));
    QVERIFY(first.contains(QStringLiteral("A100 80GB SXM MIG 3g.40gb: No MIG slice of A100 80GB SXM holds it")));
    const QString all = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(all.contains(QStringLiteral("GPU memory per GPU"))); // the memory chart stays: need against capacity
    QVERIFY(!all.contains(QStringLiteral("Total cost by region")));

    // A fresh user's finding: with a latency target nothing meets (1 ms), the first page said each
    // option "lacks the GPU memory or does not finish within the rental period" and listed only
    // the slices too small. It names each offering's own reasons: the A100 80GB fits and misses
    // the target, the 1g.10gb slice also lacks the memory.
    nlohmann::json serving = nlohmann::json::parse(test::readSourceFile("resources/examples/qwen2.5-7b-inference-month.json"));
    serving["workload"]["serving"]["latency_target_s"] = 0.001;
    serving["compare"]["offerings"] = {"a100-80gb-card", "a100-80gb-mig-1g.10gb"};
    serving["compare"]["regions"] = {"guizhou"};
    const model::Scenario fast = model::parseScenario(serving.dump(), "fast.json", catalog, nullptr);
    const model::Result missed = model::analyze(catalog, fast);
    QVERIFY(!missed.best());
    const QString latency = m_dir.filePath(QStringLiteral("latency.pdf"));
    QVERIFY(ui::PdfReport::write(latency, missed, catalog, fast));
    const QString page = squeezed(tool(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("1"), latency, QStringLiteral("-")}));
    const QString target = squeezed(ui::Labels::reason(model::reason::kMissesLatencyTarget));
    QVERIFY2(page.contains(squeezed(QStringLiteral("No compared option can do this work. Why each is left out:"))), qPrintable(page));
    QVERIFY2(page.contains(squeezed(QStringLiteral("A100 80GB SXM · whole-card rental: ")) + target), qPrintable(page));
    QVERIFY2(page.contains(squeezed(ui::Labels::reason(model::reason::kDoesNotFit))), qPrintable(page));
    QVERIFY(!page.contains(squeezed(QStringLiteral("does not finish within the rental period"))));
    // The assumptions print the target the reader asked for, 0.001 s, not the control's one
    // decimal ("0.0 s", as they did).
    const QString layout = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), latency, QStringLiteral("-")});
    QVERIFY2(layout.contains(QRegularExpression(QStringLiteral("\\n\\s*Latency target\\s{2,}0\\.001 s\\s{2,}scenario\\n"))),
             qPrintable(layout.left(4000)));
}

void TestPdfReport::howSureSection_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("mfuRow");
    QTest::addColumn<QString>("rangeRow");
    // LoRA on the RTX 4090 in Guizhou (lora-7b): 44.00 CNY at the point estimate, 37.74 / 43.28 /
    // 49.01 at P10 / P50 / P90 of 2,048 samples, the cheapest in half of them (the same card at the
    // same price in Inner Mongolia shares the rest); MFU (0.97–1.11) moves it 44.00 to 41.41: at
    // 1.11× the 20.9 h job takes 18.8 h, two fewer hours of the day the planner buys.
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("How sure is this")
                        << QStringLiteral("MFU\\s+×0\\.97–1\\.11\\s+44\\.00\\s+41\\.41\\s+2\\.59\\s+measure your training tokens/s")
                        << QStringLiteral("Guizhou\\s+44\\.00\\s+37\\.74\\s+43\\.28\\s+49\\.01\\s+18\\.0–24\\.8 h\\s+50");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("结果有多可靠")
                           << QStringLiteral("MFU\\s+×0\\.97–1\\.11\\s+44\\.00\\s+41\\.41\\s+2\\.59\\s+在这张卡上实测训练的 tokens/s")
                           << QStringLiteral("贵州\\s+44\\.00\\s+37\\.74\\s+43\\.28\\s+49\\.01\\s+18\\.0–24\\.8 小时\\s+50");
}

void TestPdfReport::howSureSection()
{
    QFETCH(QString, lang);
    QFETCH(QString, heading);
    QFETCH(QString, mfuRow);
    QFETCH(QString, rangeRow);
    const QString pdf = renderExample(m_dir, QStringLiteral("lora-7b"), lang);
    QVERIFY(!pdf.isEmpty());
    const QString layout = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QVERIFY(layout.contains(heading));
    QVERIFY2(layout.contains(QRegularExpression(rangeRow)), qPrintable(rangeRow));
    QVERIFY2(layout.contains(QRegularExpression(mfuRow)), qPrintable(mfuRow));
    QVERIFY(layout.contains(QStringLiteral("2048")) || layout.contains(QStringLiteral("2,048")));
}

QTEST_MAIN(TestPdfReport)
#include "tst_pdfreport.moc"
