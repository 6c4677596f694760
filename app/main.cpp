// GPU Planner entry point: parses the command line (DESIGN.md, "Files and command line"), then
// either exports headlessly or opens the main window. All work happens in ui/ and model/.

#include "Advisor.h"
#include "Evaluate.h"
#include "InputError.h"
#include "MainWindow.h"
#include "PdfReport.h"
#include "ResultExport.h"
#include "ScenarioFiles.h"
#include "Translation.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>

#include <QDir>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

#if defined(Q_OS_UNIX)
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace gpuplanner;

namespace {

/// True when the command line asks for no window: any option other than --lang (an export, help,
/// version, or one the parser will reject). Decided before QApplication exists, because the
/// platform plugin must be chosen first.
bool isHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0) {
            ++i; // its value
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1] != '\0' && std::strncmp(argv[i], "--lang=", 7) != 0)
            return true;
    }
    return false;
}

/// The value of `--lang X` / `--lang=X` if given.
QString langArgument(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0 && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (std::strncmp(argv[i], "--lang=", 7) == 0)
            return QString::fromLocal8Bit(argv[i] + 7);
    }
    return {};
}

bool hasDisplay()
{
#if defined(Q_OS_LINUX)
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
#else
    return true;
#endif
}

/// Without XDG_RUNTIME_DIR (servers, CI), Qt falls back to /tmp/runtime-$USER and says so on
/// stderr; a failing run owes the user exactly one line there, so make that fallback silently.
void useQuietRuntimeDir()
{
#if defined(Q_OS_UNIX)
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QByteArray dir = QDir::tempPath().toLocal8Bit() + "/runtime-gpuplanner-" + QByteArray::number(::getuid());
    if (::mkdir(dir.constData(), 0700) == 0 || errno == EEXIST) {
        struct stat info;
        if (::stat(dir.constData(), &info) == 0 && info.st_uid == ::getuid() && (info.st_mode & 077) == 0)
            qputenv("XDG_RUNTIME_DIR", dir);
    }
#endif
}

int fail(const QString &message)
{
    std::fprintf(stderr, "gpuplanner: %s\n", message.toLocal8Bit().constData());
    return 2;
}

/// The headless options, parsed once.
struct HeadlessOptions
{
    QCommandLineOption scenario, json, csv, pdf, currency, exportDir, noBom, machineHeader, memoryTable;
};

int runHeadless(const QCommandLineParser &parser, const HeadlessOptions &opt)
{
    const model::Catalog &catalog = ui::ScenarioFiles::catalog();
    if (!ui::ScenarioFiles::catalogNotice().isEmpty())
        std::fprintf(stderr, "gpuplanner: warning: %s\n", ui::ScenarioFiles::catalogNotice().toLocal8Bit().constData());
    const QString currency = parser.value(opt.currency);
    if (parser.isSet(opt.currency) && currency != QLatin1String("CNY") && currency != QLatin1String("USD"))
        return fail(QCoreApplication::translate("main", "--currency: expected CNY or USD, got \"%1\"").arg(currency));
    const QStringList files = parser.values(opt.scenario);
    const bool batch = files.size() > 1 || parser.isSet(opt.exportDir);
    if (batch && !parser.isSet(opt.exportDir))
        return fail(QCoreApplication::translate("main", "several --scenario files need --export-dir DIR"));
    if (batch && (parser.isSet(opt.json) || parser.isSet(opt.csv) || parser.isSet(opt.pdf)))
        return fail(QCoreApplication::translate("main", "with --export-dir, each scenario is written as <name>.json, .csv and .pdf"));

    // Every scenario loads before anything is written: one bad file leaves no output at all.
    std::vector<model::Scenario> scenarios;
    for (const QString &file : files) {
        model::Scenario scenario = ui::ScenarioFiles::loadScenario(file, catalog);
        for (const auto &warning : scenario.loadWarnings)
            std::fprintf(stderr, "gpuplanner: warning: %s\n", warning.c_str());
        if (parser.isSet(opt.currency))
            model::convertScenarioCurrency(scenario, currency.toStdString(), catalog);
        scenarios.push_back(std::move(scenario));
    }
    const ui::ResultExport::CsvOptions csvOptions{!parser.isSet(opt.noBom), parser.isSet(opt.machineHeader),
                                                  parser.isSet(opt.memoryTable)};
    const QDir dir(parser.value(opt.exportDir));
    // Every file this run would write, checked before anything is: none may be one of the
    // scenarios read (exporting <name>.json into the scenario's own folder would replace it).
    QStringList targets;
    if (batch) {
        for (const QString &file : files)
            for (const char *ext : {".json", ".csv", ".pdf"})
                targets << dir.filePath(QFileInfo(file).completeBaseName() + QLatin1String(ext));
    } else {
        for (const QCommandLineOption &o : {opt.json, opt.csv, opt.pdf})
            if (parser.isSet(o) && parser.value(o) != QLatin1String("-"))
                targets << parser.value(o);
    }
    for (const QString &target : targets)
        for (const QString &file : files)
            if (QFileInfo(target).absoluteFilePath() == QFileInfo(file).absoluteFilePath()
                || (QFileInfo::exists(target) && QFileInfo(target).canonicalFilePath() == QFileInfo(file).canonicalFilePath()))
                return fail(QCoreApplication::translate("main", "%1: the export would replace this scenario file; "
                                                                "choose another file or folder")
                                .arg(file));
    if (batch && !dir.exists() && !QDir().mkpath(dir.path()))
        return fail(QCoreApplication::translate("main", "--export-dir: cannot create the folder \"%1\"").arg(dir.path()));
    for (size_t i = 0; i < scenarios.size(); ++i) {
        const model::Scenario &scenario = scenarios[i];
        const model::Result result = model::analyze(catalog, scenario);
        if (batch) {
            const QString base = dir.filePath(QFileInfo(files[int(i)]).completeBaseName());
            ui::ScenarioFiles::writeAtomically(base + QStringLiteral(".json"), ui::ResultExport::toJson(result, &catalog, &scenario));
            ui::ScenarioFiles::writeAtomically(base + QStringLiteral(".csv"), ui::ResultExport::toCsv(result, catalog, csvOptions));
            ui::PdfReport::write(base + QStringLiteral(".pdf"), result, catalog, scenario);
            continue;
        }
        const bool anyExport = parser.isSet(opt.json) || parser.isSet(opt.csv) || parser.isSet(opt.pdf);
        if (parser.isSet(opt.pdf))
            ui::PdfReport::write(parser.value(opt.pdf), result, catalog, scenario);
        if (parser.isSet(opt.csv))
            ui::ScenarioFiles::writeAtomically(parser.value(opt.csv), ui::ResultExport::toCsv(result, catalog, csvOptions));
        if (parser.isSet(opt.json) || !anyExport)
            ui::ScenarioFiles::writeAtomically(parser.isSet(opt.json) ? parser.value(opt.json) : QStringLiteral("-"),
                                               ui::ResultExport::toJson(result, &catalog, &scenario));
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    const bool headless = isHeadless(argc, argv);
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    useQuietRuntimeDir();
    if (!headless && !hasDisplay()) {
        const char *self = argv[0];
        std::fprintf(stderr,
                     "gpuplanner: no display found (DISPLAY and WAYLAND_DISPLAY are not set), so the "
                     "window cannot open.\n"
                     "  On a desktop, run it from a terminal there; on a server, try: xvfb-run -a %s\n"
                     "  Without a window, export the comparison instead:\n"
                     "    %s --scenario resources/examples/lora-7b.json --export-json /tmp/result.json "
                     "--export-csv /tmp/result.csv\n"
                     "  See %s --help for every option.\n",
                     self, self, self);
        return 2;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gpuplanner"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Planner"));
    QApplication::setOrganizationName(QStringLiteral("gpuplanner"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLANNER_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpuplanner.png")));
    QApplication::setDesktopFileName(QStringLiteral("gpuplanner"));

    QString language = langArgument(argc, argv);
    if (!language.isEmpty() && !ui::Translation::isSupported(language))
        return fail(QCoreApplication::translate("main", "--lang: expected zh_CN or en, got \"%1\"")
                        .arg(language));
    // The window remembers the user's choice; headless exports follow --lang or the system
    // locale only, so a script's output does not change with what was last picked in the window.
    if (language.isEmpty())
        language = headless ? ui::Translation::systemLanguage()
                            : QSettings().value(QStringLiteral("language"), ui::Translation::systemLanguage()).toString();
    if (!ui::Translation::isSupported(language))
        language = QStringLiteral("en");
    ui::Translation::install(language);

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("scenario"),
        QCoreApplication::translate("main", "Scenario file to open in the window."),
        QStringLiteral("[SCENARIO.json]"));
    const QCommandLineOption scenarioOpt(
        QStringLiteral("scenario"),
        QCoreApplication::translate("main", "Evaluate FILE without a window (prints JSON unless an export is given)."),
        QStringLiteral("FILE"));
    const QCommandLineOption jsonOpt(
        QStringLiteral("export-json"),
        QCoreApplication::translate("main", "Write the result as JSON to OUT (- for standard output)."),
        QStringLiteral("OUT"));
    const QCommandLineOption csvOpt(
        QStringLiteral("export-csv"),
        QCoreApplication::translate("main", "Write the compared options as CSV to OUT (- for standard output)."),
        QStringLiteral("OUT"));
    const QCommandLineOption pdfOpt(
        QStringLiteral("export-pdf"),
        QCoreApplication::translate("main", "Write the comparison as an A4 PDF report to OUT."),
        QStringLiteral("OUT"));
    const QCommandLineOption langOpt(
        QStringLiteral("lang"),
        QCoreApplication::translate("main", "Language of the window and exports: zh_CN or en."),
        QStringLiteral("LANG"));
    const QCommandLineOption currencyOpt(
        QStringLiteral("currency"),
        QCoreApplication::translate("main", "Currency of the result: CNY or USD."),
        QStringLiteral("CUR"));
    const QCommandLineOption exportDirOpt(
        QStringLiteral("export-dir"),
        QCoreApplication::translate("main", "Write <name>.json, .csv and .pdf for every --scenario FILE into DIR."),
        QStringLiteral("DIR"));
    const QCommandLineOption noBomOpt(
        QStringLiteral("csv-no-bom"), QCoreApplication::translate("main", "Write the CSV without a UTF-8 byte-order mark."));
    const QCommandLineOption machineHeaderOpt(
        QStringLiteral("csv-machine-header"),
        QCoreApplication::translate("main", "Write the CSV header as stable English column keys."));
    const QCommandLineOption memoryTableOpt(
        QStringLiteral("csv-memory"),
        QCoreApplication::translate("main", "Add a second table to the CSV: the memory breakdown per GPU."));
    parser.addOptions({scenarioOpt, jsonOpt, csvOpt, pdfOpt, exportDirOpt, langOpt, currencyOpt, noBomOpt,
                       machineHeaderOpt, memoryTableOpt});
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        // Only --help shows it: the built-in catalog's date is read just for this.
        parser.setApplicationDescription(
            QCoreApplication::translate("main",
                                        "GPU Planner: how much GPU memory an AI workload needs, how long "
                                        "it runs, and what it costs on whole cards, GPU slices and other "
                                        "rentals in each region.\nWithout --scenario it opens the window.")
            + QLatin1Char('\n')
            + QCoreApplication::translate("main", "Version %1, built-in catalog of %2. Uses Qt (LGPL v3) and nlohmann/json (MIT).")
                  .arg(QStringLiteral(GPUPLANNER_VERSION), QString::fromStdString(ui::ScenarioFiles::builtinCatalog().asOf)));
        parser.showHelp(0);
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("gpuplanner %s (catalog %s)\n", GPUPLANNER_VERSION,
                    ui::ScenarioFiles::builtinCatalog().asOf.c_str());
        return 0;
    }

    try {
        if (parser.isSet(scenarioOpt))
            return runHeadless(parser, {scenarioOpt, jsonOpt, csvOpt, pdfOpt, currencyOpt, exportDirOpt, noBomOpt,
                                        machineHeaderOpt, memoryTableOpt});
        if (parser.isSet(jsonOpt) || parser.isSet(csvOpt) || parser.isSet(pdfOpt))
            return fail(QCoreApplication::translate("main", "--export-json, --export-csv and --export-pdf need --scenario FILE"));
        const model::Catalog &catalog = ui::ScenarioFiles::catalog();
        ui::MainWindow window(catalog);
        if (!ui::ScenarioFiles::catalogNotice().isEmpty())
            window.showCatalogNotice(ui::ScenarioFiles::catalogNotice());
        const QStringList positional = parser.positionalArguments();
        window.show();
        if (!positional.isEmpty())
            window.openFile(positional.first()); // a bad file is explained in a dialog; the window stays
        if (positional.isEmpty())
            window.offerRecovery();
        return QApplication::exec();
    } catch (const model::InputError &e) {
        return fail(QString::fromStdString(e.what()));
    }
}
