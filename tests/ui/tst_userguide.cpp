// The user guide (ui/UserGuide, resources/help/guide_*.html): both languages load from the
// resources and hold a section for every tab of the main window; Help → User guide (F1) and the
// "?" button beside the tabs open one non-modal window, at the top or at the tab's section; a
// language switch shows the other language's guide at the same section.

#include "CatalogStore.h"
#include "MainWindow.h"
#include "Translation.h"
#include "UserGuide.h"

#include <QtTest>

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>

using namespace gpuplanner;

class TestUserGuide : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void guidesLoadFromResources_data();
    void guidesLoadFromResources();
    void everyTabSectionInBothGuides_data();
    void everyTabSectionInBothGuides();
    void helpActionOpensGuideAtTop();
    void tabButtonOpensGuideAtTabSection();
    void languageSwitchSwitchesGuide();

private:
    ui::UserGuide *guide() const;

    std::unique_ptr<ui::CatalogStore> m_catalogs;
    std::unique_ptr<ui::MainWindow> m_window;
};

namespace {
const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("zh_CN")};

/// Any CJK ideograph (the Chinese guide's text; the English guide has none).
bool hasChinese(const QString &text)
{
    return text.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]")));
}

/// The targets of the document's links to its own anchors ("#memory" → "memory").
QStringList internalLinks(const QTextDocument &document)
{
    QStringList out;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QString href = it.fragment().charFormat().anchorHref();
            if (href.startsWith(QLatin1Char('#')))
                out << href.mid(1);
        }
    return out;
}
} // namespace

void TestUserGuide::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    QFile::remove(ui::CatalogStore::defaultUserPath());
    m_catalogs = std::make_unique<ui::CatalogStore>();
    m_window = std::make_unique<ui::MainWindow>(m_catalogs.get());
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

ui::UserGuide *TestUserGuide::guide() const
{
    return m_window->findChild<ui::UserGuide *>();
}

void TestUserGuide::guidesLoadFromResources_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : kLanguages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestUserGuide::guidesLoadFromResources()
{
    QFETCH(QString, language);
    QVERIFY(QFile::exists(ui::UserGuide::resourcePath(language)));
    const QString html = ui::UserGuide::html(language);
    QVERIFY2(html.size() > 5000, qPrintable(QString::number(html.size())));
    QTextDocument document;
    document.setHtml(html);
    const QString text = document.toPlainText();
    QVERIFY(text.size() > 3000);
    QVERIFY(!document.metaInformation(QTextDocument::DocumentTitle).isEmpty());
    // Each guide in its own language: the Chinese one in the terms of Chinese rental platforms.
    if (language == QLatin1String("zh_CN")) {
        for (const char *term : {"显存", "整卡租用", "切分实例", "抢占式实例", "按量计费", "包月", "卡时",
                                 "GPU 云服务器", "地域", "断点续训", "KV 缓存", "梯度检查点"})
            QVERIFY2(text.contains(QString::fromUtf8(term)), term);
    } else {
        QVERIFY(!hasChinese(text));
        QVERIFY(text.contains(QStringLiteral("GPU memory")));
    }
    // Features the guide names that the window has.
    for (const char *feature : {"F1", "config.json", "docs/DOMAIN.md", "tests/reference", "--export-json",
                                "--export-csv", "--export-pdf", "60,000 ›"})
        QVERIFY2(text.contains(QString::fromUtf8(feature)), feature);
}

void TestUserGuide::everyTabSectionInBothGuides_data()
{
    guidesLoadFromResources_data();
}

void TestUserGuide::everyTabSectionInBothGuides()
{
    QFETCH(QString, language);
    // One section per tab of the window, in the tabs' order.
    auto *tabs = m_window->findChild<QTabWidget *>();
    QVERIFY(tabs);
    const QStringList sections = ui::UserGuide::tabSections();
    QCOMPARE(sections.size(), tabs->count());
    QTextDocument document;
    document.setHtml(ui::UserGuide::html(language));
    const QStringList anchors = ui::UserGuide::anchors(&document);
    for (const QString &section : sections)
        QVERIFY2(anchors.contains(section), qPrintable(section));
    for (int i = 1; i < sections.size(); ++i)
        QVERIFY(anchors.indexOf(sections[i - 1]) < anchors.indexOf(sections[i]));
    // Both guides have the same sections in the same order, and every link inside one lands.
    QTextDocument english;
    english.setHtml(ui::UserGuide::html(QStringLiteral("en")));
    QCOMPARE(anchors, ui::UserGuide::anchors(&english));
    const QStringList links = internalLinks(document);
    QVERIFY(links.size() >= sections.size());
    for (const QString &link : links)
        QVERIFY2(anchors.contains(link), qPrintable(link));
}

void TestUserGuide::helpActionOpensGuideAtTop()
{
    QVERIFY(!guide()); // made on first use
    auto *action = m_window->findChild<QAction *>(QStringLiteral("userGuideAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QVERIFY(!action->text().isEmpty());
    // In the Help menu, before About.
    QMenu *help = nullptr;
    for (QAction *menu : m_window->menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(action))
            help = menu->menu();
    QVERIFY(help);
    QCOMPARE(help->actions().indexOf(action), 0);

    action->trigger();
    QCoreApplication::processEvents();
    ui::UserGuide *shown = guide();
    QVERIFY(shown);
    QVERIFY(shown->isVisible());
    QVERIFY(shown->isWindow());
    QVERIFY(!shown->isModal());
    QCOMPARE(QApplication::activeModalWidget(), nullptr);
    QCOMPARE(shown->language(), QStringLiteral("en"));
    QCOMPARE(shown->browser()->source().toString(), QStringLiteral("qrc:/help/guide_en.html"));
    QCOMPARE(shown->windowTitle(), QStringLiteral("GPU Planner – User guide"));
    QCOMPARE(shown->browser()->verticalScrollBar()->value(), 0);
    QCOMPARE(shown->sectionAtTop(), QString());

    // Scrolled away, F1 again brings the same window back at the top.
    shown->browser()->scrollToAnchor(QStringLiteral("budget"));
    QCOMPARE(shown->sectionAtTop(), QStringLiteral("budget"));
    shown->hide();
    m_window->activateWindow();
    QTRY_COMPARE(QGuiApplication::focusWindow(), m_window->windowHandle());
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    QVERIFY(shown->isVisible());
    QCOMPARE(shown->browser()->verticalScrollBar()->value(), 0);
    QCOMPARE(m_window->findChildren<ui::UserGuide *>().size(), 1);
}

void TestUserGuide::tabButtonOpensGuideAtTabSection()
{
    auto *tabs = m_window->findChild<QTabWidget *>();
    auto *button = m_window->findChild<QToolButton *>(QStringLiteral("tabHelp"));
    QVERIFY(tabs && button);
    QCOMPARE(tabs->cornerWidget(Qt::TopRightCorner), button);
    QVERIFY(button->isVisible());
    QVERIFY(!button->toolTip().isEmpty());
    const QStringList sections = ui::UserGuide::tabSections();
    button->click();
    QVERIFY(guide());
    guide()->resize(700, 420); // shorter than every section after the tabs', so each can reach the top
    QCoreApplication::processEvents();
    int previous = -1;
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        guide()->browser()->verticalScrollBar()->setValue(0);
        if (i % 2)
            guide()->hide(); // opened from hidden, and raised while open
        QTest::mouseClick(button, Qt::LeftButton);
        QCoreApplication::processEvents();
        QVERIFY(guide()->isVisible());
        QCOMPARE(guide()->sectionAtTop(), sections[i]);
        const int at = guide()->browser()->verticalScrollBar()->value();
        QVERIFY2(at > previous, qPrintable(sections[i])); // later tabs, later sections
        previous = at;
    }
    QCOMPARE(m_window->findChildren<ui::UserGuide *>().size(), 1);
}

void TestUserGuide::languageSwitchSwitchesGuide()
{
    auto *tabs = m_window->findChild<QTabWidget *>();
    auto *button = m_window->findChild<QToolButton *>(QStringLiteral("tabHelp"));
    tabs->setCurrentIndex(4); // budget
    button->click();
    QCoreApplication::processEvents();
    ui::UserGuide *shown = guide();
    QVERIFY(shown && shown->isVisible());
    QCOMPARE(shown->sectionAtTop(), QStringLiteral("budget"));
    const QString memoryZh = QString::fromUtf8("显存");
    QVERIFY(!shown->browser()->toPlainText().contains(memoryZh));

    QVERIFY(ui::Translation::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    QCOMPARE(shown->language(), QStringLiteral("zh_CN"));
    QCOMPARE(shown->browser()->source().toString(), QStringLiteral("qrc:/help/guide_zh_CN.html"));
    QVERIFY(shown->browser()->toPlainText().contains(memoryZh));
    QVERIFY(hasChinese(shown->windowTitle()));
    QCOMPARE(shown->sectionAtTop(), QStringLiteral("budget")); // the same section, now in Chinese
    QVERIFY(shown->isVisible());

    // Closed while Chinese, opened again after switching back: English, at the tab's section.
    shown->close();
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(shown->language(), QStringLiteral("en"));
    QVERIFY(!shown->browser()->toPlainText().contains(memoryZh));
    tabs->setCurrentIndex(1);
    button->click();
    QCoreApplication::processEvents();
    QCOMPARE(guide(), shown);
    QCOMPARE(shown->sectionAtTop(), QStringLiteral("cost-parts"));
    QCOMPARE(shown->windowTitle(), QStringLiteral("GPU Planner – User guide"));
}

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
