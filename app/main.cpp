// GPU Planner entry point: parses the command line (docs/ARCHITECTURE.md, "Files and command
// line"), then either exports headlessly or opens the main window.
// All work happens in model/, services/, report/ and ui/.

#include "Advisor.h"
#include "CatalogStore.h"
#include "Evaluate.h"
#include "Checks.h"
#include "InputError.h"
#include "Labels.h"
#include "MainWindow.h"
#include "PdfReport.h"
#include "ProjectFiles.h"
#include "ResultExport.h"
#include "ScenarioFiles.h"
#include "Translation.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>
#include <QTimer>

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <optional>
#include <set>

#if defined(Q_OS_UNIX)
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace gpuplanner;

namespace {

/// How many arguments `arg` spans if it is one of Qt's own command-line options (QCoreApplication,
/// QGuiApplication, QApplication, the xcb plugin): 1, or 2 with its value apart; 0 if it is not.
/// Like Qt, this accepts `--style` for `-style`; it also accepts `-style=X` for any option.
int qtOptionSpan(const QString &arg)
{
    static const QStringList flags = {
        QStringLiteral("-reverse"), QStringLiteral("-widgetcount"), QStringLiteral("-testability"),
        QStringLiteral("-nograb"),  QStringLiteral("-dograb"),      QStringLiteral("-sync"),
        QStringLiteral("-cmap"),    QStringLiteral("-qdevel"),      QStringLiteral("-qdebug")};
    static const QStringList withValue = {
        QStringLiteral("-platform"),      QStringLiteral("-platformpluginpath"), QStringLiteral("-platformtheme"),
        QStringLiteral("-plugin"),        QStringLiteral("-qmljsdebugger"),      QStringLiteral("-qwindowgeometry"),
        QStringLiteral("-qwindowicon"),   QStringLiteral("-qwindowtitle"),       QStringLiteral("-session"),
        QStringLiteral("-style"),         QStringLiteral("-stylesheet"),         QStringLiteral("-display"),
        QStringLiteral("-geometry"),      QStringLiteral("-title"),              QStringLiteral("-icon"),
        QStringLiteral("-name"),          QStringLiteral("-visual"),             QStringLiteral("-ncols"),
        QStringLiteral("-graphicssystem")};
    const QString name = arg.startsWith(QLatin1String("--")) ? arg.mid(1) : arg;
    if (name.contains(QLatin1Char('=')))
        return withValue.contains(name.section(QLatin1Char('='), 0, 0)) ? 1 : 0;
    if (flags.contains(name))
        return 1;
    return withValue.contains(name) ? 2 : 0;
}

/// `args` (argv[0] first) without Qt's own options and their values. QApplication removes most
/// of them from argv itself, but not all on every platform (xcb's -display under offscreen).
QStringList withoutQtOptions(const QStringList &args)
{
    QStringList kept = args.mid(0, 1);
    for (qsizetype i = 1; i < args.size(); ++i) {
        const int span = qtOptionSpan(args[i]);
        if (span == 0)
            kept << args[i];
        i += qMax(span - 1, 0);
    }
    return kept;
}

/// True when the command line asks for no window: --scenario, an --export-* option, --help,
/// --version, or an option the parser will reject. --lang and the options that only shape an
/// export leave the window on. `args` is without Qt's options. Decided before QApplication
/// exists, because the platform plugin must be chosen first.
bool isHeadless(const QStringList &args)
{
    static const QStringList withValue = {QStringLiteral("--lang"), QStringLiteral("--currency")};
    static const QStringList flags = {QStringLiteral("--csv-no-bom"), QStringLiteral("--csv-machine-header"),
                                      QStringLiteral("--csv-memory")};
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--"))
            return false; // only file names follow
        if (withValue.contains(arg))
            ++i; // its value
        else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1 && !flags.contains(arg)
                 && !withValue.contains(arg.section(QLatin1Char('='), 0, 0)))
            return true;
    }
    return false;
}

/// `language` as the translations name it: "zh_CN" for zh, zh_CN, zh-CN or zh-Hans and "en" for
/// en, en_US or en-GB, in any case; anything else as given (then refused).
QString languageName(const QString &language)
{
    const QString lower = language.toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    if (lower == QLatin1String("zh") || lower == QLatin1String("zh_cn") || lower == QLatin1String("zh_hans"))
        return QStringLiteral("zh_CN");
    if (lower == QLatin1String("en") || lower.startsWith(QLatin1String("en_")))
        return QStringLiteral("en");
    return language;
}

/// The value of `--lang X` / `--lang=X` if given, as the translations name it (languageName).
QString langArgument(const QStringList &args)
{
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            return languageName(args[i + 1]);
        if (args[i].startsWith(QLatin1String("--lang=")))
            return languageName(args[i].mid(7));
    }
    return {};
}

/// Whether a window can open: a display server, or a platform chosen by QT_QPA_PLATFORM or by
/// Qt's `-platform NAME` option in `args`.
bool hasDisplay(const QStringList &args)
{
#if defined(Q_OS_LINUX)
    for (qsizetype i = 1; i + 1 < args.size(); ++i)
        if (args[i] == QLatin1String("-platform") || args[i] == QLatin1String("--platform"))
            return true;
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
#else
    Q_UNUSED(args);
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

/// Prints `message` as the one stderr line of a failed run; returns the exit code 2.
int fail(const QString &message)
{
    std::fprintf(stderr, "gpuplanner: %s\n", message.toLocal8Bit().constData());
    return 2;
}

/// Explains that the window cannot open here, and what to run instead; returns the exit code 2.
int explainNoDisplay(const char *self)
{
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

/// Names the application for settings, the desktop and the window manager.
void describeApplication()
{
    QApplication::setApplicationName(QStringLiteral("gpuplanner"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Planner"));
    QApplication::setOrganizationName(QStringLiteral("gpuplanner"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLANNER_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpuplanner.png")));
    QApplication::setDesktopFileName(QStringLiteral("gpuplanner"));
}

/// Installs the translation: `requested` (--lang) if given, else for the window the user's
/// saved choice, for headless exports the system locale only (so a script's output does not
/// change with what was last picked in the window); English if that is not supported.
void installLanguage(const QString &requested, bool headless)
{
    QString language = requested;
    if (language.isEmpty())
        language = headless ? ui::Translation::systemLanguage()
                            : QSettings().value(QStringLiteral("language"), ui::Translation::systemLanguage()).toString();
    if (!ui::Translation::isSupported(language))
        language = QStringLiteral("en");
    ui::Translation::install(language);
}

/// The command line's own options, declared once.
struct Options
{
    QCommandLineOption scenario, json, csv, pdf, exportDir, lang, currency, noBom, machineHeader, memoryTable, project,
        compare;
};

/// Declares the command line (docs/ARCHITECTURE.md, "Files and command line") on `parser`.
Options addOptions(QCommandLineParser &parser)
{
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QCoreApplication::translate("main", "Scenario file to open in the window."),
                                 QStringLiteral("[SCENARIO.json]"));
    const Options opt{
        {QStringLiteral("scenario"),
         QCoreApplication::translate("main", "Evaluate FILE without a window (prints JSON unless an export is given)."),
         QStringLiteral("FILE")},
        {QStringLiteral("export-json"),
         QCoreApplication::translate("main", "Write the result as JSON to OUT (- for standard output)."),
         QStringLiteral("OUT")},
        {QStringLiteral("export-csv"),
         QCoreApplication::translate("main", "Write the compared options as CSV to OUT (- for standard output)."),
         QStringLiteral("OUT")},
        {QStringLiteral("export-pdf"),
         QCoreApplication::translate("main", "Write the comparison as an A4 PDF report to OUT."), QStringLiteral("OUT")},
        {QStringLiteral("export-dir"),
         QCoreApplication::translate("main", "Write <name>.json, .csv and .pdf for every --scenario FILE into DIR."),
         QStringLiteral("DIR")},
        {QStringLiteral("lang"), QCoreApplication::translate("main", "Language of the window and exports: zh_CN or en."),
         QStringLiteral("LANG")},
        {QStringLiteral("currency"), QCoreApplication::translate("main", "Currency of a scenario's result: CNY or USD (a project or comparison keeps its own)."),
         QStringLiteral("CUR")},
        {QStringLiteral("csv-no-bom"), QCoreApplication::translate("main", "Write the CSV without a UTF-8 byte-order mark.")},
        {QStringLiteral("csv-machine-header"),
         QCoreApplication::translate("main", "Write the CSV header as stable English column keys.")},
        {QStringLiteral("csv-memory"),
         QCoreApplication::translate("main", "Add a second table to the CSV: the memory breakdown per GPU.")},
        {QStringLiteral("project"),
         QCoreApplication::translate("main", "Price the project FILE (phases on a calendar) without a window; prints "
                                             "its JSON unless an export is given."),
         QStringLiteral("FILE")},
        {QStringLiteral("compare"),
         QCoreApplication::translate("main", "Compare plan A with plan B (two scenario files or two project files: "
                                             "--compare A.json B.json); prints the comparison's JSON unless an "
                                             "export is given."),
         QStringLiteral("A")}};
    parser.addOptions({opt.scenario, opt.json, opt.csv, opt.pdf, opt.exportDir, opt.lang, opt.currency, opt.noBom,
                       opt.machineHeader, opt.memoryTable, opt.project, opt.compare});
    return opt;
}

/// Prints the help, with the description and the built-in catalog's date, and exits 0.
[[noreturn]] void showHelp(QCommandLineParser &parser)
{
    // Only --help shows it: the built-in catalog's date is read just for this.
    parser.setApplicationDescription(
        QCoreApplication::translate("main",
                                    "GPU Planner: how much GPU memory an AI workload needs, how long "
                                    "it runs, and what it costs on whole cards, GPU slices and other "
                                    "rentals in each region.\nWithout --scenario it opens the window.")
        + QLatin1Char('\n')
        + QCoreApplication::translate("main", "Version %1, built-in catalog of %2. Uses Qt (LGPL v3) and nlohmann/json (MIT).")
              .arg(QStringLiteral(GPUPLANNER_VERSION), QString::fromStdString(ui::CatalogStore::builtin().asOf)));
    parser.showHelp(0);
}

/// Where one scenario's result goes: each set path is written ("-" is standard output).
struct ExportTargets
{
    std::optional<QString> pdf, csv, json;
};

/// The targets of each scenario in `files`: <name>.pdf, .csv and .json in --export-dir (batch),
/// else the --export-* paths, with the JSON on standard output when no export is named.
QList<ExportTargets> exportTargets(const QCommandLineParser &parser, const Options &opt, const QStringList &files,
                                   bool batch)
{
    const auto valueOf = [&parser](const QCommandLineOption &o) {
        return parser.isSet(o) ? std::optional<QString>(parser.value(o)) : std::nullopt;
    };
    const bool anyExport = parser.isSet(opt.json) || parser.isSet(opt.csv) || parser.isSet(opt.pdf);
    const QDir dir(parser.value(opt.exportDir));
    QList<ExportTargets> targets;
    for (const QString &file : files) {
        const QString base = dir.filePath(QFileInfo(file).completeBaseName());
        if (batch)
            targets.append({base + QStringLiteral(".pdf"), base + QStringLiteral(".csv"), base + QStringLiteral(".json")});
        else
            targets.append({valueOf(opt.pdf), valueOf(opt.csv), anyExport ? valueOf(opt.json) : QStringLiteral("-")});
    }
    return targets;
}


/// One file the run writes, with its bytes made before anything is written.
struct Output
{
    QString path;
    QByteArray bytes;
};

/// Every output of one scenario's result to `to`: the PDF report, the CSV, then the Result JSON.
void renderExports(const ExportTargets &to, const model::Catalog &catalog, const model::Scenario &scenario,
                   const ui::ResultExport::CsvOptions &csvOptions, std::vector<Output> &out)
{
    const model::Result result = model::analyze(catalog, scenario);
    if (to.pdf)
        out.push_back({*to.pdf, ui::PdfReport::render(result, catalog, scenario)});
    if (to.csv)
        out.push_back({*to.csv, ui::ResultExport::toCsv(result, catalog, csvOptions)});
    if (to.json)
        out.push_back({*to.json, ui::ResultExport::toJson(result, &catalog, &scenario)});
}

/// Why the outputs cannot all be written, or "": an output that would replace a file the run
/// reads (`inputs`: the `scenarioCount` scenarios first, then their config.json files and the
/// user's catalog), two outputs with one
/// name (two scenarios called plan.json into one --export-dir), or a place that cannot take a
/// file. Checked before anything is written, so a run that fails writes none of its outputs.
QString refusedOutputs(const std::vector<Output> &outputs, const QStringList &inputs, qsizetype scenarioCount,
                       bool projectOrComparison)
{
    if (std::count_if(outputs.begin(), outputs.end(), [](const Output &o) { return o.path == QLatin1String("-"); }) > 1)
        return QCoreApplication::translate("main", "-: two exports of this run would go to standard output, one "
                                                   "after the other; send one of them to a file. Nothing was written");
    for (size_t i = 0; i < outputs.size(); ++i) {
        const QString &path = outputs[i].path;
        if (path == QLatin1String("-"))
            continue;
        for (qsizetype k = 0; k < inputs.size(); ++k)
            if (ui::ScenarioFiles::sameFile(path, inputs[k]))
                return (k >= scenarioCount ? QCoreApplication::translate("main", "%1: the export would replace this file, which the run "
                                                                  "reads (a phase's scenario, a model config.json or your "
                                                                  "price catalog); choose another file or folder")
                        : projectOrComparison
                            ? QCoreApplication::translate("main", "%1: the export would replace this plan file (a "
                                                                  "scenario or project); choose another file or folder")
                            : QCoreApplication::translate("main", "%1: the export would replace this scenario file; "
                                                                  "choose another file or folder"))
                    .arg(inputs[k]);
        for (size_t j = 0; j < i; ++j)
            if (outputs[j].path != QLatin1String("-") && ui::ScenarioFiles::sameFile(path, outputs[j].path))
                return QCoreApplication::translate("main", "%1: two exports of this run would be written to this file "
                                                           "(scenarios with the same name?); nothing was written")
                    .arg(path);
        try {
            ui::ScenarioFiles::checkWritable(path);
        } catch (const model::InputError &e) {
            return ui::Labels::fileMessage(e.what());
        }
    }
    return {};
}

/// The files a run reads: the scenario files, the config.json files they point to, the user's catalog.
QStringList runInputs(const QStringList &files, const std::vector<model::Scenario> &scenarios,
                      const ui::CatalogStore &catalogs)
{
    QStringList inputs = files;
    for (size_t i = 0; i < scenarios.size(); ++i)
        if (scenarios[i].workload.modelSource == model::ModelSource::HfConfig)
            inputs << QFileInfo(files[qsizetype(i)]).absoluteDir().filePath(
                QString::fromStdString(scenarios[i].workload.hfConfigPath));
    inputs << catalogs.userPath();
    return inputs;
}

/// Fails with a message when `file` is not what the run expects (`project` or a scenario),
/// naming the option to use instead; reads the file first, so a missing one says so.
void requireKind(const QString &file, bool project)
{
    (void)ui::ScenarioFiles::readText(file); // throws InputError: no such file, a folder, ...
    if (ui::ProjectFiles::isProject(file) != project)
        throw model::InputError(file.toStdString(), "format",
                                project ? "this is a scenario, not a project: open it with --scenario FILE"
                                        : "this is a project, not a scenario: price it with --project FILE");
}

/// Loads every scenario in `files` (converted to `currency` unless it is empty), reporting load
/// warnings and the remarks the window shows beside its fields (model::checkInputs) on stderr.
std::vector<model::Scenario> loadScenarios(const QStringList &files, const model::Catalog &catalog,
                                           const QString &currency)
{
    std::vector<model::Scenario> scenarios;
    for (const QString &file : files) {
        if (ui::ProjectFiles::isProject(file))
            requireKind(file, false);
        model::Scenario scenario = ui::ScenarioFiles::loadScenario(file, catalog);
        for (const auto &warning : scenario.loadWarnings)
            std::fprintf(stderr, "gpuplanner: warning: %s\n", qPrintable(ui::Labels::fileMessage(warning)));
        std::set<std::string> warned; // the layout's problems are among the load warnings already
        if (model::isTraining(scenario.workload.kind))
            for (const model::LayoutProblem &p : model::layoutProblems(scenario.workload))
                warned.insert(std::string("workload.") + p.field);
        for (const model::InputNote &n : model::checkInputs(scenario, catalog))
            if (!warned.count(n.field))
                std::fprintf(stderr, "gpuplanner: note: %s: %s: %s\n", file.toLocal8Bit().constData(), n.field.c_str(),
                             ui::Labels::inputNote(n.code, n.value).toLocal8Bit().constData());
        if (!currency.isEmpty())
            model::convertScenarioCurrency(scenario, currency.toStdString(), catalog);
        scenarios.push_back(std::move(scenario));
    }
    return scenarios;
}

/// Writes `outputs` unless refusedOutputs() finds a reason not to; returns the exit code.
int writeOutputs(const std::vector<Output> &outputs, const QStringList &inputs, qsizetype planCount,
                 bool projectOrComparison = false)
{
    if (const QString refused = refusedOutputs(outputs, inputs, planCount, projectOrComparison); !refused.isEmpty())
        return fail(refused);
    for (const Output &o : outputs)
        ui::ScenarioFiles::writeAtomically(o.path, o.bytes);
    return 0;
}

/// Prints a project's load warnings on stderr.
void reportWarnings(const model::Project &project)
{
    for (const auto &warning : project.loadWarnings)
        std::fprintf(stderr, "gpuplanner: warning: %s\n", qPrintable(ui::Labels::fileMessage(warning)));
}

/// Says on stderr which phases of `result` (from `file`) have no price, so a script sees it.
void reportUnpriced(const QString &file, const model::ProjectResult &result)
{
    for (size_t i = 0; i < result.phases.size(); ++i)
        if (result.phases[i].status != model::phase_status::kPriced)
            std::fprintf(stderr, "gpuplanner: warning: %s: phases[%zu] (%s): %s\n", file.toLocal8Bit().constData(), i,
                         result.phases[i].name.c_str(),
                         qPrintable(QCoreApplication::translate("main", "not priced, left out of the total: %1")
                                        .arg(ui::Labels::phaseStatus(result.phases[i].status))));
}


/// The files a project run reads: the project, its phases' scenario files and the user's catalog.
QStringList projectInputs(const QString &file, const model::Project &project, const ui::CatalogStore &catalogs)
{
    QStringList inputs{file};
    for (const model::ProjectPhase &phase : project.phases)
        if (!phase.scenarioPath.empty())
            inputs << QFileInfo(file).absoluteDir().filePath(QString::fromStdString(phase.scenarioPath));
    inputs << catalogs.userPath();
    return inputs;
}

/// --project FILE: prices the project and writes its JSON, CSV and PDF as asked (JSON on
/// standard output when no export is named).
int runProject(const QCommandLineParser &parser, const Options &opt, const ui::CatalogStore &catalogs)
{
    if (parser.isSet(opt.currency))
        return fail(QCoreApplication::translate("main", "--currency: a project is priced in its own currency (its "
                                                        "file's \"currency\")"));
    const QString file = parser.value(opt.project);
    requireKind(file, true);
    const model::Project project = ui::ProjectFiles::loadProject(file, catalogs.catalog());
    reportWarnings(project);
    const model::ProjectResult result = model::evaluateProject(catalogs.catalog(), project);
    reportUnpriced(file, result);
    const bool anyExport = parser.isSet(opt.json) || parser.isSet(opt.csv) || parser.isSet(opt.pdf);
    std::vector<Output> outputs;
    if (parser.isSet(opt.pdf))
        outputs.push_back({parser.value(opt.pdf), ui::PdfReport::renderProject(result, catalogs.catalog())});
    if (parser.isSet(opt.csv))
        outputs.push_back({parser.value(opt.csv), ui::ProjectFiles::projectCsv(result, catalogs.catalog(),
                                                                               !parser.isSet(opt.noBom),
                                                                               parser.isSet(opt.machineHeader))});
    if (parser.isSet(opt.json) || !anyExport)
        outputs.push_back({anyExport ? parser.value(opt.json) : QStringLiteral("-"), ui::ProjectFiles::projectJson(result)});
    return writeOutputs(outputs, projectInputs(file, project, catalogs), 1, true);
}

/// --compare A B: compares two scenarios or two projects and writes the comparison's JSON and PDF
/// as asked (JSON on standard output when no export is named).
int runCompare(const QCommandLineParser &parser, const Options &opt, const ui::CatalogStore &catalogs)
{
    const QStringList rest = parser.positionalArguments();
    if (rest.size() != 1)
        return fail(QCoreApplication::translate("main", "--compare needs two files: --compare A.json B.json"));
    if (parser.isSet(opt.csv))
        return fail(QCoreApplication::translate("main", "--export-csv: a comparison is exported as JSON or PDF"));
    if (parser.isSet(opt.currency))
        return fail(QCoreApplication::translate("main", "--currency: a comparison is priced in plan A's currency"));
    const QString a = parser.value(opt.compare), b = rest.front();
    const model::Catalog &catalog = catalogs.catalog();
    (void)ui::ScenarioFiles::readText(a); // a missing file, a folder, ... says so first
    (void)ui::ScenarioFiles::readText(b);
    const bool projects = ui::ProjectFiles::isProject(a);
    if (projects != ui::ProjectFiles::isProject(b))
        return fail((projects ? QCoreApplication::translate("main", "--compare: \"%1\" is a project and \"%2\" a "
                                                                    "scenario; compare two scenarios or two projects")
                              : QCoreApplication::translate("main", "--compare: \"%1\" is a scenario and \"%2\" a "
                                                                    "project; compare two scenarios or two projects"))
                        .arg(a, b));
    model::Comparison comparison;
    QStringList inputs{a, b};
    if (projects) {
        const model::Project pa = ui::ProjectFiles::loadProject(a, catalog), pb = ui::ProjectFiles::loadProject(b, catalog);
        reportWarnings(pa);
        reportWarnings(pb);
        comparison = model::compare(catalog, pa, pb);
        inputs = QStringList{a, b} + projectInputs(a, pa, catalogs).mid(1) + projectInputs(b, pb, catalogs).mid(1);
    } else {
        const std::vector<model::Scenario> plans = loadScenarios({a, b}, catalog, QString());
        comparison = model::compare(catalog, plans[0], plans[1]);
        inputs = runInputs({a, b}, plans, catalogs);
    }
    const bool anyExport = parser.isSet(opt.json) || parser.isSet(opt.pdf);
    std::vector<Output> outputs;
    if (parser.isSet(opt.pdf))
        outputs.push_back({parser.value(opt.pdf), ui::PdfReport::renderComparison(comparison, catalog)});
    if (parser.isSet(opt.json) || !anyExport)
        outputs.push_back({anyExport ? parser.value(opt.json) : QStringLiteral("-"), ui::ProjectFiles::comparisonJson(comparison)});
    return writeOutputs(outputs, inputs, 2, true);
}

/// The headless run: evaluates every --scenario and writes the exports asked for. Everything is
/// checked and loaded before anything is written: one bad file or argument leaves no output.
int runHeadless(const QCommandLineParser &parser, const Options &opt)
{
    if (int(parser.isSet(opt.scenario)) + int(parser.isSet(opt.project)) + int(parser.isSet(opt.compare)) > 1)
        return fail(QCoreApplication::translate("main", "--scenario, --project and --compare are separate runs; give one"));
    if ((parser.isSet(opt.project) || parser.isSet(opt.compare)) && parser.isSet(opt.exportDir))
        return fail(QCoreApplication::translate("main", "--export-dir is for --scenario files; name each export of a "
                                                        "project or comparison"));
    // A file named without its option ("--scenario a.json b.json") would be ignored silently;
    // only --compare takes one (its plan B).
    if (!parser.isSet(opt.compare) && !parser.positionalArguments().isEmpty())
        return fail(QCoreApplication::translate("main", "\"%1\": a file without an option before it; name it with "
                                                        "--scenario, --project or --compare")
                        .arg(parser.positionalArguments().front()));
    if (parser.isSet(opt.project) || parser.isSet(opt.compare)) {
        const ui::CatalogStore catalogs;
        if (!catalogs.notice().isEmpty())
            std::fprintf(stderr, "gpuplanner: warning: %s\n", catalogs.notice().toLocal8Bit().constData());
        return parser.isSet(opt.project) ? runProject(parser, opt, catalogs) : runCompare(parser, opt, catalogs);
    }
    if (!parser.isSet(opt.scenario) && parser.isSet(opt.exportDir))
        return fail(QCoreApplication::translate("main", "--export-dir needs --scenario FILE"));
    if (!parser.isSet(opt.scenario))
        return fail(QCoreApplication::translate("main", "--export-json, --export-csv and --export-pdf need --scenario FILE, "
                                                        "--project FILE or --compare A B"));
    const ui::CatalogStore catalogs;
    const model::Catalog &catalog = catalogs.catalog();
    if (!catalogs.notice().isEmpty())
        std::fprintf(stderr, "gpuplanner: warning: %s\n", catalogs.notice().toLocal8Bit().constData());
    const QString currency = parser.value(opt.currency).toUpper(); // "usd" as "USD"
    if (parser.isSet(opt.currency) && currency != QLatin1String("CNY") && currency != QLatin1String("USD"))
        return fail(QCoreApplication::translate("main", "--currency: expected CNY or USD, got \"%1\"").arg(currency));
    const QStringList files = parser.values(opt.scenario);
    const bool batch = files.size() > 1 || parser.isSet(opt.exportDir);
    if (batch && !parser.isSet(opt.exportDir))
        return fail(QCoreApplication::translate("main", "several --scenario files need --export-dir DIR"));
    if (batch && (parser.isSet(opt.json) || parser.isSet(opt.csv) || parser.isSet(opt.pdf)))
        return fail(QCoreApplication::translate("main", "with --export-dir, each scenario is written as <name>.json, .csv and .pdf"));

    const std::vector<model::Scenario> scenarios = loadScenarios(files, catalog, currency);
    const QList<ExportTargets> targets = exportTargets(parser, opt, files, batch);
    const QDir dir(parser.value(opt.exportDir));
    if (batch && QFileInfo(dir.path()).exists() && !QFileInfo(dir.path()).isDir())
        return fail(QCoreApplication::translate("main", "--export-dir: \"%1\" is a file, not a folder").arg(dir.path()));
    const bool madeFolder = batch && !dir.exists();
    if (madeFolder && !QDir().mkpath(dir.path()))
        return fail(QCoreApplication::translate("main", "--export-dir: cannot create the folder \"%1\"").arg(dir.path()));
    const ui::ResultExport::CsvOptions csvOptions{!parser.isSet(opt.noBom), parser.isSet(opt.machineHeader),
                                                  parser.isSet(opt.memoryTable)};
    std::vector<Output> outputs;
    for (size_t i = 0; i < scenarios.size(); ++i)
        renderExports(targets[qsizetype(i)], catalog, scenarios[i], csvOptions, outputs);
    const int code = writeOutputs(outputs, runInputs(files, scenarios, catalogs), files.size());
    if (code != 0 && madeFolder) // a run that fails leaves nothing behind, not even the folder it made
        QDir().rmdir(dir.path());
    return code;
}

/// Test hook: with GPUPLANNER_QUIT_AFTER_START_MS=N set, once the event loop runs, says
/// "window shown" on stderr if `window` is visible and quits N ms later, so a test can see the
/// window open without a user to close it.
void quitAfterStartIfAsked(const QWidget &window)
{
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("GPUPLANNER_QUIT_AFTER_START_MS", &ok);
    if (!ok)
        return;
    QTimer::singleShot(0, &window, [&window, ms] {
        if (window.isVisible())
            std::fprintf(stderr, "gpuplanner: window shown\n");
        QTimer::singleShot(ms, qApp, &QCoreApplication::quit);
    });
}

/// The window run: opens the main window, with the positional scenario file if given.
int runWindow(const QCommandLineParser &parser)
{
    ui::CatalogStore catalogs;
    ui::MainWindow window(&catalogs);
    if (!catalogs.notice().isEmpty())
        window.showCatalogNotice(catalogs.notice());
    const QStringList positional = parser.positionalArguments();
    window.show();
    quitAfterStartIfAsked(window);
    if (!positional.isEmpty())
        window.openFile(positional.first()); // a bad file is explained in a dialog; the window stays
    if (positional.isEmpty())
        window.offerRecovery();
    return QApplication::exec();
}

} // namespace

/// Chooses the mode from the command line (headless export or window), sets the platform up for
/// it, parses the options and runs it.
int main(int argc, char **argv)
{
    QStringList rawArgs;
    for (int i = 0; i < argc; ++i)
        rawArgs << QString::fromLocal8Bit(argv[i]);
    const bool headless = isHeadless(withoutQtOptions(rawArgs));
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    useQuietRuntimeDir();
    if (!headless && !hasDisplay(rawArgs))
        return explainNoDisplay(argv[0]);

    QApplication app(argc, argv); // takes Qt's own options (-style, -reverse, ...) out of argv
    describeApplication();
    // What Qt left of its options on this platform must not reach our parser either.
    const QStringList args = withoutQtOptions(QCoreApplication::arguments());
    const QString language = langArgument(args);
    if (!language.isEmpty() && !ui::Translation::isSupported(language))
        return fail(QCoreApplication::translate("main", "--lang: expected zh_CN or en, got \"%1\"").arg(language));
    installLanguage(language, headless);

    QCommandLineParser parser;
    const Options opt = addOptions(parser);
    if (!parser.parse(args))
        return fail(parser.errorText());
    // An option whose value was forgotten takes the next option as its value ("--export-dir
    // --lang zh_CN" made a folder named "--lang"); no file or value of ours starts with "--".
    for (const QString &name : parser.optionNames())
        for (const QString &value : parser.values(name))
            if (value.startsWith(QLatin1String("--")))
                return fail(QCoreApplication::translate("main", "--%1: expected a value, found the option \"%2\"")
                                .arg(name, value));
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")))
        showHelp(parser);
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("gpuplanner %s (catalog %s)\n", GPUPLANNER_VERSION, ui::CatalogStore::builtin().asOf.c_str());
        return 0;
    }
    try {
        // Headless never opens the window: it runs on the offscreen platform, where none can be seen.
        return (headless || parser.isSet(opt.scenario) || parser.isSet(opt.project) || parser.isSet(opt.compare))
                   ? runHeadless(parser, opt)
                   : runWindow(parser);
    } catch (const model::InputError &e) {
        return fail(ui::Labels::fileMessage(e.what()));
    }
}
