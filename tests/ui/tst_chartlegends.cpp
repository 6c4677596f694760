// The legends of the cost-by-region and cost-over-time charts keep every option's name whole: QLegend
// elides a name wider than its share of the chart ("8× H100 80GB SXM · whole-card rental ..." lost
// the region), so the charts break long names onto more lines (LegendLines), and the region chart
// breaks region names its axis would elide ("Inner Mon..."). Checked as a reader
// sees them: what the legend draws for every visible entry against the option's full name, in the
// window at laptop and desktop sizes, in both languages, light and dark, and as the PDF report
// draws the charts.

#include "Advisor.h"
#include "CatalogStore.h"
#include "CostChartView.h"
#include "DurationChartView.h"
#include "MainWindow.h"
#include "ScenarioFiles.h"
#include "GuiSupport.h"
#include "Translation.h"

#include <QtTest>

#include <QAbstractAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTextDocumentFragment>

using namespace gpuplanner;

namespace {

const QString kExamples = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/");

/// Text without its whitespace: a name broken onto lines (between words, or between CJK
/// characters) compares equal to the name on one line.
QString squeezed(const QString &text)
{
    return QString(text).remove(QRegularExpression(QStringLiteral("\\s+")));
}

/// Every text item under `item`, at any depth (QLegend draws each entry's name as one).
void collectTexts(QGraphicsItem *item, QList<QGraphicsTextItem *> &out)
{
    for (QGraphicsItem *child : item->childItems()) {
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(child))
            out << text;
        collectTexts(child, out);
    }
}

/// What is wrong with `view`'s legend as drawn: visible entries whose full name (the bar set's
/// label or the series' name) the legend does not show whole (elided, "..."), and entries drawn
/// outside the legend's area (cut off at its edge); and axes that elide a label (a region's name
/// under its bars). Empty when every entry and label reads whole.
QStringList clippedEntries(QChartView *view)
{
    QLegend *legend = view->chart()->legend();
    QStringList names;
    for (QLegendMarker *marker : legend->markers()) {
        if (!marker->isVisible())
            continue;
        auto *bar = qobject_cast<QBarLegendMarker *>(marker);
        const QString html = bar ? bar->barset()->label() : marker->series()->name();
        names << squeezed(QTextDocumentFragment::fromHtml(html).toPlainText());
    }
    QList<QGraphicsTextItem *> items;
    collectTexts(legend, items);
    QStringList shown, problems;
    const QRectF area = legend->sceneBoundingRect().adjusted(-1, -1, 1, 1);
    for (QGraphicsTextItem *item : items) {
        if (!item->isVisible() || item->toPlainText().isEmpty())
            continue;
        shown << squeezed(item->toPlainText());
        if (!area.contains(item->sceneBoundingRect()))
            problems << QStringLiteral("outside the legend: ") + item->toPlainText();
    }
    for (const QString &name : names)
        if (!shown.contains(name))
            problems << QStringLiteral("not whole: %1, shown: %2").arg(name, shown.join(QLatin1Char('|')));
    if (names.isEmpty())
        problems << QStringLiteral("no legend entries");
    for (QAbstractAxis *axis : view->chart()->axes())
        if (axis->labelsVisible() && axis->labelsTruncated())
            problems << QStringLiteral("axis labels elided: ") + axis->titleText();
    return problems;
}


} // namespace

class TestChartLegends : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void windowLegendsAreWhole_data();
    void windowLegendsAreWhole();
    void reportLegendsAreWhole_data();
    void reportLegendsAreWhole();

private:
    std::unique_ptr<ui::CatalogStore> m_catalogs;
};

void TestChartLegends::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QFile::remove(ui::CatalogStore::defaultUserPath());
    m_catalogs = std::make_unique<ui::CatalogStore>();
}

void TestChartLegends::cleanup()
{
    QApplication::setPalette(QPalette());
    ui::Translation::install(QStringLiteral("en"));
}

void TestChartLegends::windowLegendsAreWhole_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("dark");
    // 1280 × 800 is a 2560 × 1600 screen at QT_SCALE_FACTOR=2: the same layout in logical pixels.
    const QList<QSize> sizes{QSize(1280, 720), QSize(1280, 800), QSize(1600, 1000)};
    for (const QString &example : {QStringLiteral("pretrain-8-cards"), QStringLiteral("budget-a100-vs-slices"),
                                  QStringLiteral("qwen2.5-7b-inference-month")})
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            for (const QSize &size : sizes)
                for (bool dark : {false, true})
                    QTest::addRow("%s %s %dx%d%s", qPrintable(example), qPrintable(lang), size.width(),
                                  size.height(), dark ? " dark" : "")
                        << example << lang << size << dark;
}

void TestChartLegends::windowLegendsAreWhole()
{
    QFETCH(QString, example);
    QFETCH(QString, lang);
    QFETCH(QSize, size);
    QFETCH(bool, dark);
    QVERIFY(ui::Translation::install(lang));
    if (dark)
        QApplication::setPalette(test::darkPalette());
    ui::MainWindow window(m_catalogs.get());
    window.resize(size);
    QVERIFY(window.openFile(kExamples + example + QStringLiteral(".json")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    for (QChartView *view : std::initializer_list<QChartView *>{window.costChart(), window.durationChart()}) {
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->widget(i) == view || tabs->widget(i)->isAncestorOf(view))
                tabs->setCurrentIndex(i);
        QTRY_VERIFY(view->isVisible());
        QTest::qWait(50); // the legend's layout runs from the event loop
        const QStringList problems = clippedEntries(view);
        QVERIFY2(problems.isEmpty(), qPrintable(view->chart()->title() + QLatin1Char('\n') + problems.join(QLatin1Char('\n'))));
    }
}

void TestChartLegends::reportLegendsAreWhole_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("lang");
    for (const QString &example : {QStringLiteral("pretrain-8-cards"), QStringLiteral("budget-a100-vs-slices")})
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            QTest::addRow("%s %s", qPrintable(example), qPrintable(lang)) << example << lang;
}

void TestChartLegends::reportLegendsAreWhole()
{
    // As PdfReport draws a chart: never shown, its text in 9 pt, resized to 1000 × 876 scene units
    // and rendered at once, without an event loop in between.
    QFETCH(QString, example);
    QFETCH(QString, lang);
    QVERIFY(ui::Translation::install(lang));
    const model::Catalog &catalog = ui::CatalogStore::builtin();
    const model::Scenario scenario = ui::ScenarioFiles::loadScenario(kExamples + example + QStringLiteral(".json"), catalog);
    const model::Result result = model::analyze(catalog, scenario);
    ui::CostChartView regions;
    regions.setResult(result, catalog);
    ui::DurationChartView duration;
    duration.setResult(result, catalog, scenario);
    QFont font;
    font.setFamilies({QStringLiteral("WenQuanYi Zen Hei"), QStringLiteral("Noto Sans CJK SC")});
    font.setPointSizeF(9);
    for (QChartView *view : std::initializer_list<QChartView *>{&regions, &duration}) {
        view->chart()->legend()->setFont(font);
        view->chart()->resize(1000, 876);
        view->scene()->setSceneRect(QRectF(0, 0, 1000, 876));
        QImage image(1000, 876, QImage::Format_ARGB32);
        QPainter painter(&image);
        view->scene()->render(&painter);
        painter.end();
        const QStringList problems = clippedEntries(view);
        QVERIFY2(problems.isEmpty(), qPrintable(view->chart()->title() + QLatin1Char('\n') + problems.join(QLatin1Char('\n'))));
    }
}

QTEST_MAIN(TestChartLegends)
#include "tst_chartlegends.moc"
