// Issue 15: Chinese that reads like a Chinese product. One term per concept, the one in
// docs/GLOSSARY.md, in every translation and in the user guide; the Chinese report and CSV of
// every example carry amounts in 元, full-width punctuation next to Chinese, and no English
// sentence.

#include "CliSupport.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace gpuplanner::test;

namespace {

const QString kSource = QStringLiteral(GPUPLANNER_SOURCE_DIR);

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

/// One row of docs/GLOSSARY.md's table.
struct Term
{
    QString english;
    QString chinese;
    QStringList avoid;
};

/// The glossary table's rows (the header and the rule row left out).
QList<Term> glossary()
{
    QList<Term> terms;
    const QStringList lines = readText(kSource + QStringLiteral("/docs/GLOSSARY.md")).split(QLatin1Char('\n'));
    bool inTable = false;
    for (const QString &line : lines) {
        if (!line.startsWith(QLatin1Char('|'))) {
            inTable = false;
            continue;
        }
        const QStringList cells = line.split(QLatin1Char('|'));
        if (cells.size() < 6)
            continue;
        if (!inTable) { // the header; the rule row follows
            inTable = true;
            continue;
        }
        if (cells[1].trimmed().startsWith(QLatin1String("---")))
            continue;
        Term t{cells[1].trimmed(), cells[2].trimmed(), {}};
        for (const QString &word : cells[4].split(QStringLiteral("、")))
            if (!word.trimmed().isEmpty())
                t.avoid << word.trimmed();
        terms << t;
    }
    return terms;
}

/// Every message of the Chinese translation: source and translation (each plural form).
QList<QPair<QString, QString>> chineseMessages()
{
    QList<QPair<QString, QString>> out;
    QFile f(kSource + QStringLiteral("/translations/gpuplanner_zh_CN.ts"));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            out << qMakePair(source, text);
        }
    }
    return out;
}

const QString kHan = QStringLiteral("[\\x{4e00}-\\x{9fff}]");

} // namespace

class TestChinese : public QObject
{
    Q_OBJECT
private slots:
    void glossaryIsRead();
    void oneTermPerConcept();
    void guideAvoidsOtherWords();
    void exportsReadAsChinese_data();
    void exportsReadAsChinese();
};

void TestChinese::glossaryIsRead()
{
    const QList<Term> terms = glossary();
    QVERIFY2(terms.size() >= 20, qPrintable(QString::number(terms.size())));
    for (const Term &t : terms) {
        QVERIFY(!t.english.isEmpty());
        QVERIFY(!t.chinese.isEmpty());
    }
}

void TestChinese::oneTermPerConcept()
{
    const QList<Term> terms = glossary();
    const auto messages = chineseMessages();
    QVERIFY(messages.size() > 400);
    QStringList wrong;
    for (const Term &t : terms) {
        const QRegularExpression english(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(t.english)),
                                         QRegularExpression::CaseInsensitiveOption);
        for (const auto &[source, translation] : messages) {
            if (english.match(source).hasMatch() && !translation.contains(t.chinese))
                wrong << QStringLiteral("'%1' → '%2' lacks %3").arg(source, translation, t.chinese);
            for (const QString &word : t.avoid)
                if (translation.contains(word))
                    wrong << QStringLiteral("'%1' uses %2, not %3").arg(translation, word, t.chinese);
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestChinese::guideAvoidsOtherWords()
{
    const QString guide = readText(kSource + QStringLiteral("/resources/help/guide_zh_CN.html"));
    QVERIFY(guide.size() > 1000);
    QStringList found;
    for (const Term &t : glossary())
        for (const QString &word : t.avoid)
            if (guide.contains(word))
                found << word;
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char(' '))));
}

void TestChinese::exportsReadAsChinese_data()
{
    QTest::addColumn<QString>("example");
    for (const char *e : {"budget-a100-vs-slices", "full-finetune-7b", "lora-7b", "pretrain-8-cards",
                          "qwen2.5-7b-inference-month"})
        QTest::newRow(e) << QString::fromLatin1(e);
}

void TestChinese::exportsReadAsChinese()
{
    QFETCH(QString, example);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("r.pdf")), csv = dir.filePath(QStringLiteral("r.csv"));
    const Run r = run({QStringLiteral("--scenario"), kSource + QStringLiteral("/resources/examples/") + example + QStringLiteral(".json"),
                       QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--export-pdf"), pdf,
                       QStringLiteral("--export-csv"), csv});
    QVERIFY2(r.code == 0, r.err.constData());
    const QString report = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(report.contains(QStringLiteral("元")));
    for (const auto &[name, content] : {qMakePair(QStringLiteral("PDF"), report), qMakePair(QStringLiteral("CSV"), readText(csv))}) {
        // Amounts in 元: the currency's code only where a code is meant (none in these files).
        QVERIFY2(!content.contains(QStringLiteral("CNY")), qPrintable(name));
        // No ASCII colon or bracket next to a Chinese character (formulas are not printed).
        const QRegularExpression ascii(QStringLiteral("%1 ?[:()]|[:()] ?%1").arg(kHan));
        const QRegularExpressionMatch bad = ascii.match(content);
        QVERIFY2(!bad.hasMatch(),
                 qPrintable(name + QStringLiteral(": ") + content.mid(std::max<qsizetype>(0, bad.capturedStart() - 30), 70)));
        // No English sentence: four lower-case English words in a row. Citations keep their
        // titles and "et al.", which are names, not sentences.
        const QRegularExpression sentence(QStringLiteral("\\b[a-z]{2,}(?:[ -][a-z]{2,}){3,}\\b"));
        QStringList english;
        for (auto it = sentence.globalMatch(content); it.hasNext();)
            english << it.next().captured(0);
        QVERIFY2(english.isEmpty(), qPrintable(name + QStringLiteral(": ") + english.join(QStringLiteral(" | "))));
    }
}

QTEST_MAIN(TestChinese)
#include "tst_chinese.moc"
