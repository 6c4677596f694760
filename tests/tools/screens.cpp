// Developer tool, not a test: saves a PNG of every tab of the window and of the catalog editor,
// for looking at the planner as a user sees it (screen sizes, QT_SCALE_FACTOR, dark palette, both
// languages) and for README's screenshots. Runs offscreen; not registered with CTest.
//
//   QT_QPA_PLATFORM=offscreen [QT_SCALE_FACTOR=2] gpuplanner_screens OUTDIR SCENARIO.json
//       [--size 1280x720] [--lang zh_CN|en] [--dark]
//
// Writes OUTDIR/<lang>-<tab index>.png, OUTDIR/<lang>-catalog.png (offerings) and
// OUTDIR/<lang>-catalog-<tab index>.png for its other sections.
//
//   gpuplanner_screens OUTDIR --compare A.json B.json [--size 1280x720] [--lang zh_CN|en] [--dark]
//
// Writes OUTDIR/<lang>-compare.png: File → Compare… on the two plans (scenarios or projects), at
// the given size.
//
//   gpuplanner_screens OUTDIR --project PROJECT.json [--size 1280x720] [--lang zh_CN|en] [--dark]
//
// Writes OUTDIR/<lang>-project-<tab index>.png: the project window (File → Open project…) on the
// project, one picture per chart tab (timeline, spend by month).

#include "CatalogEditor.h"
#include "CatalogStore.h"
#include "CompareDialog.h"
#include "MainWindow.h"
#include "ProjectWindow.h"
#include "GuiSupport.h"
#include "Translation.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QMessageBox>
#include <QPalette>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTimer>
#include <QTest>

#include <cstdio>

using namespace gpuplanner;

namespace {
/// Lets layout, the deferred redraws and the charts settle before a grab.
void settle()
{
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QTest::qWait(60);
    }
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpuplanner-screens"));
    QCommandLineParser parser;
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"),
                                  QStringLiteral("1280x720"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("zh_CN or en."), QStringLiteral("LANG"),
                                  QStringLiteral("en"));
    const QCommandLineOption dark(QStringLiteral("dark"), QStringLiteral("Fusion with a dark palette."));
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     QStringLiteral("Screenshot the compare dialog of the two plans given after OUTDIR."));
    const QCommandLineOption project(QStringLiteral("project"), QStringLiteral("Screenshot the project window on FILE."),
                                     QStringLiteral("FILE"));
    parser.addOptions({size, lang, dark, compare, project});
    parser.addPositionalArgument(QStringLiteral("outdir"), QStringLiteral("Folder for the PNGs."));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("Scenario to open (with --compare: plans A and B)."));
    parser.process(app);
    if (parser.positionalArguments().size() != (parser.isSet(compare) ? 3 : parser.isSet(project) ? 1 : 2))
        parser.showHelp(2);
    const QString out = parser.positionalArguments().at(0);
    QDir().mkpath(out);
    if (parser.isSet(dark)) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(test::darkPalette());
    }
    const QString language = parser.value(lang);
    ui::Translation::install(language);

    ui::CatalogStore catalogs;
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    if (parser.isSet(compare)) {
        ui::CompareDialog dialog(catalogs.snapshot());
        dialog.resize(wh.value(0).toInt(), wh.value(1).toInt());
        dialog.show();
        // A refusal (a bad file, a scenario against a project) is shown, printed and grabbed too.
        dialog.setPaths(parser.positionalArguments().at(1), parser.positionalArguments().at(2));
        if (!dialog.message().isEmpty())
            std::fprintf(stderr, "%s\n", qPrintable(dialog.message()));
        settle();
        return dialog.grab().save(QStringLiteral("%1/%2-compare.png").arg(out, language)) ? 0 : 1;
    }
    ui::MainWindow window(&catalogs);
    window.resize(wh.value(0).toInt(), wh.value(1).toInt());
    // A load warning or error comes as a message box: print it and close it, never wait for a
    // click nobody can give.
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            std::fprintf(stderr, "%s\n%s\n", qPrintable(box->text()), qPrintable(box->informativeText()));
            box->done(0);
        }
    });
    closer.start(100);
    if (parser.isSet(project)) {
        ui::ProjectWindow *projectWindow = window.projectWindow();
        projectWindow->resize(wh.value(0).toInt(), wh.value(1).toInt());
        if (!projectWindow->openFile(parser.value(project)))
            return 1;
        projectWindow->show();
        settle();
        projectWindow->priceNow(); // with ranges
        auto *chartTabs = projectWindow->findChild<QTabWidget *>();
        for (int i = 0; chartTabs && i < chartTabs->count(); ++i) {
            chartTabs->setCurrentIndex(i);
            settle();
            projectWindow->grab().save(QStringLiteral("%1/%2-project-%3.png").arg(out, language).arg(i));
        }
        return 0;
    }
    if (!window.openFile(parser.positionalArguments().at(1)))
        return 1;
    window.show();
    settle();
    auto *tabs = window.findChild<QTabWidget *>();
    for (int i = 0; tabs && i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        settle();
        window.grab().save(QStringLiteral("%1/%2-%3.png").arg(out, language).arg(i));
    }
    ui::CatalogEditor editor(&catalogs, &window);
    editor.resize(window.size() * 0.9);
    editor.show();
    settle();
    editor.grab().save(QStringLiteral("%1/%2-catalog.png").arg(out, language));
    // The other sections of the catalog (GPUs, regions, billing rules), one picture each.
    for (int i = 1; i < editor.tabs()->count(); ++i) {
        editor.tabs()->setCurrentIndex(i);
        settle();
        editor.grab().save(QStringLiteral("%1/%2-catalog-%3.png").arg(out, language).arg(i));
    }
    return 0;
}
