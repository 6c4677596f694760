#include "Document.h"

#include "Advisor.h"
#include "CatalogStore.h"
#include "Evaluate.h"
#include "InputError.h"
#include "ScenarioCommand.h"
#include "ScenarioFiles.h"
#include "Uncertainty.h"

#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

namespace gpuplanner::ui {

namespace {
std::string today()
{
    return QDate::currentDate().toString(Qt::ISODate).toStdString();
}
} // namespace

Document::Document(CatalogStore *catalogs, QObject *parent)
    : QObject(parent)
    , m_catalogs(catalogs)
    , m_catalog(catalogs->snapshot())
    , m_undo(new QUndoStack(this))
    , m_analysisTimer(new QTimer(this))
    , m_rangesTimer(new QTimer(this))
{
    // Sampling starts once the events in hand are handled: an analysis right after a change
    // (open, new, a catalog edit, an export) brings ranges of its own, and no worker is wasted.
    m_rangesTimer->setSingleShot(true);
    m_rangesTimer->setInterval(0);
    connect(m_rangesTimer, &QTimer::timeout, this, &Document::sampleRanges);
    m_analysisTimer->setSingleShot(true);
    m_analysisTimer->setInterval(kAnalysisDelayMs);
    connect(m_analysisTimer, &QTimer::timeout, this, &Document::analyze);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    connect(m_catalogs, &CatalogStore::changed, this, &Document::catalogChanged);
    m_scenario = newScenario();
    estimate();
    analyze();
}

Document::~Document()
{
    if (m_rangesWorker) { // its ranges go with the document
        m_rangesWorker->wait();
        delete m_rangesWorker;
    }
}

bool Document::isModified() const
{
    return !m_undo->isClean();
}

void Document::change(const model::Scenario &after, const void *control, const QString &text, bool merge)
{
    if (after.currency != m_scenario.currency) // the choice carries over to new scenarios
        QSettings().setValue(QStringLiteral("currency"), QString::fromStdString(after.currency));
    m_undo->push(new ScenarioCommand(this, m_scenario, after, control, merge, text));
}

void Document::setScenario(const model::Scenario &scenario, const void *control)
{
    m_scenario = scenario;
    if (m_scenario.today.empty()) // for flagging stale prices
        m_scenario.today = today();
    // A preset's architecture is catalog data: restated from the catalog in force on every path
    // (a step undone after a catalog edit must not bring back the old architecture).
    model::Workload &w = m_scenario.workload;
    if (w.modelSource == model::ModelSource::Preset)
        if (const model::ModelPreset *preset = m_catalog->model(w.modelPreset)) {
            const double paramsOverride = w.arch.paramsOverride;
            w.arch = preset->arch;
            w.arch.paramsOverride = paramsOverride;
        }
    emit scenarioChanged(control);
    estimate();
}

void Document::reset(const model::Scenario &scenario, const QString &path, bool modified)
{
    emit scenarioReplaced();
    m_undo->clear();
    if (m_path != path) {
        m_path = path;
        emit pathChanged(path);
    }
    setScenario(scenario, nullptr);
    analyze();
    if (modified)
        m_undo->resetClean(); // no clean state to return to: the document reads as unsaved
}

std::vector<std::string> Document::open(const QString &path)
{
    const model::Scenario scenario = ScenarioFiles::loadScenario(path, *m_catalog);
    reset(scenario, path);
    return scenario.loadWarnings;
}

void Document::save(const QString &path)
{
    const QString target = path.isEmpty() ? m_path : path;
    ScenarioFiles::saveScenario(target, m_scenario);
    if (target != m_path) {
        m_path = target;
        emit pathChanged(target);
    }
    m_undo->setClean();
}

void Document::estimate()
{
    QElapsedTimer timer;
    timer.start();
    // Keep the last analysis's order while a slider moves, so bars do not jump between steps.
    // Keep its ranges too until the new ones are sampled: error bars that vanished on every
    // step would flicker.
    model::Result previous = std::move(m_result);
    m_result = model::evaluate(*m_catalog, m_scenario);
    m_result.ranking = std::move(previous.ranking);
    model::copyRanges(previous, m_result);
    m_analyzed = false;
    m_lastEstimateMs = double(timer.nsecsElapsed()) / 1e6;
    emit resultChanged(Evaluation::Estimate);
    m_analysisTimer->start();
    m_rangesTimer->start();
}

void Document::sampleRanges()
{
    if (m_rangesWorker) {
        m_rangesStale = true;
        return;
    }
    m_rangesStale = false;
    auto sampled = std::make_shared<model::Result>();
    m_sampled = sampled;
    m_rangesWorker = QThread::create([catalog = m_catalog, scenario = m_scenario, ranking = m_result.ranking, sampled] {
        model::Result r = model::evaluate(*catalog, scenario);
        r.ranking = ranking;
        model::estimateRanges(*catalog, scenario, r);
        *sampled = std::move(r);
    });
    // Finished is queued to this thread; waitForRanges() may have handled this worker already
    // and started another, which the late signal must not take for its own.
    const quint64 job = ++m_rangesJob;
    connect(m_rangesWorker, &QThread::finished, this, [this, job] {
        if (job == m_rangesJob)
            rangesSampled();
    });
    m_rangesWorker->start(QThread::LowPriority);
}

void Document::rangesSampled()
{
    if (!m_rangesWorker)
        return;
    m_rangesWorker->wait();
    delete m_rangesWorker;
    m_rangesWorker = nullptr;
    // An analysis since the worker started has ranges of the inputs as they are now; a slider
    // still moving takes the worker's, a step behind, until the next sampling catches up.
    if (!m_analyzed && m_sampled) {
        model::copyRanges(*m_sampled, m_result);
        ++m_rangesApplied;
        emit resultChanged(Evaluation::Estimate);
    }
    m_sampled.reset();
    if (m_rangesStale && !m_analyzed)
        sampleRanges();
}

void Document::waitForRanges()
{
    if (m_rangesTimer->isActive()) { // a step's sampling not started yet: start it now
        m_rangesTimer->stop();
        sampleRanges();
    }
    while (m_rangesWorker) {
        m_rangesWorker->wait();
        rangesSampled();
    }
}

void Document::analyze()
{
    m_analysisTimer->stop(); // an analysis now makes the one a step scheduled redundant
    m_rangesTimer->stop();   // and the live ranges it was about to sample
    if (m_analyzed)
        return;
    model::completeAnalysis(*m_catalog, m_scenario, m_result); // on the estimate in hand
    m_analyzed = true;
    emit resultChanged(Evaluation::Analysis);
}

void Document::catalogChanged()
{
    m_catalog = m_catalogs->snapshot();
    setScenario(model::Scenario(m_scenario), nullptr); // restated in the new catalog's terms
    analyze();
}

model::Scenario Document::newScenario() const
{
    model::Scenario s = model::defaultScenario(*m_catalog);
    const QString currency = QSettings().value(QStringLiteral("currency"), QStringLiteral("CNY")).toString();
    s.currency = currency == QLatin1String("USD") ? "USD" : "CNY";
    s.today = today();
    return s;
}

QString Document::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

void Document::autosave() const
{
    if (!isModified())
        return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    ScenarioFiles::saveScenario(autosavePath(), m_scenario);
}

} // namespace gpuplanner::ui
