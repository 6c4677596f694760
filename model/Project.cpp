#include "Project.h"

#include "Advisor.h"
#include "Billing.h"
#include "Evaluate.h"
#include "InputError.h"
#include "JsonFields.h"
#include "ResultJson.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace gpuplanner::model {

using nlohmann::json;

namespace {

constexpr int kMaxPhases = 100;
constexpr int kMaxRepeat = 1000;
/// Most months a serving phase with growth is priced for, over all its runs (each month is an
/// analysis of its own, about 20 ms with ranges): 20 years; and over all phases of a project.
constexpr double kMaxGrowthMonths = 240;
constexpr double kMaxProjectGrowthMonths = 600;
/// Dates a project and its phases may start on: its calendar stays within four-digit years.
constexpr const char *kFirstDate = "2000-01-01";
constexpr const char *kLastDate = "2200-12-31";

/// A real calendar date "YYYY-MM-DD" at `key` of `f` as a day number; throws naming the field.
long readDate(const JsonFields &f, const char *key)
{
    const json &value = f.at(key);
    const std::string text = value.is_string() ? value.get<std::string>() : std::string();
    const long day = dayNumber(text);
    if (!value.is_string() || text.size() != 10 || isoDate(day) != text)
        f.fail(key, "expected a calendar date written YYYY-MM-DD (e.g. 2027-01-04), got " + value.dump());
    if (day < dayNumber(kFirstDate) || day > dayNumber(kLastDate))
        f.fail(key, text + " is outside the dates a plan may start on, " + kFirstDate + " to " + kLastDate);
    return day;
}

/// The index of the phase each phase waits for: its `after`, else (no date of its own) the phase
/// before it in the file; -1 for none.
std::vector<int> predecessors(const Project &p)
{
    std::vector<int> before(p.phases.size(), -1);
    for (size_t i = 0; i < p.phases.size(); ++i) {
        const ProjectPhase &phase = p.phases[i];
        if (!phase.after.empty()) {
            for (size_t k = 0; k < p.phases.size(); ++k)
                if (p.phases[k].name == phase.after)
                    before[i] = int(k);
        } else if (!phase.startDay && i > 0) {
            before[i] = int(i) - 1;
        }
    }
    return before;
}

/// Reads one phase of a project file; `path` is "phases[i]".
ProjectPhase readPhase(const JsonFields &f, const Project &project, const Catalog &catalog,
                       const LoadPhaseScenario &load, const ReadRelativeFile &readFile, std::vector<std::string> &warnings)
{
    ProjectPhase phase;
    f.warnUnknownKeys({"name", "scenario", "start", "repeat", "monthly_growth", "option"}, warnings);
    phase.name = f.string("name");
    const json &spec = f.at("scenario");
    if (spec.is_string()) {
        phase.scenarioPath = spec.get<std::string>();
        if (phase.scenarioPath.empty())
            f.fail("scenario", "expected a scenario file's path relative to the project, got \"\"");
        try {
            phase.scenario = load(phase.scenarioPath);
        } catch (const InputError &e) {
            throw InputError(f.file(), f.pathOf("scenario"), e.what());
        }
    } else if (spec.is_object()) {
        const std::string where = f.pathOf("scenario");
        try {
            phase.scenario = parseScenario(spec.dump(), f.file(), catalog, readFile);
        } catch (const InputError &e) {
            // The inline scenario's fields are named from the project file's root.
            const std::string prefix = e.file() + ": " + (e.field().empty() ? std::string() : e.field() + ": ");
            const std::string what = e.what();
            throw InputError(f.file(), e.field().empty() ? where : where + "." + e.field(),
                             what.substr(std::min(prefix.size(), what.size())));
        }
        for (std::string warning : phase.scenario.loadWarnings)
            warnings.push_back(warning.replace(0, std::min(warning.size(), f.file().size() + 2),
                                               f.file() + ": " + where + "."));
    } else {
        f.fail("scenario", "expected a scenario file's path or a scenario object");
    }
    if (phase.scenario.currency != project.currency)
        convertScenarioCurrency(phase.scenario, project.currency, catalog);
    if (f.has("start") && !f.at("start").is_null()) {
        if (f.at("start").is_object()) {
            const JsonFields start = f.child("start");
            if (!start.has("after")) {
                // Name what was written instead ({"before": …}), not only the key that is missing.
                std::string found;
                for (const auto &item : f.at("start").items())
                    found += (found.empty() ? "" : ", ") + ("\"" + item.key() + "\"");
                f.fail("start", "an object here takes \"after\": the name of the phase this one follows"
                                    + (found.empty() ? std::string() : " (it has " + found + ")"));
            }
            start.warnUnknownKeys({"after"}, warnings);
            phase.after = start.string("after");
        } else {
            phase.startDay = readDate(f, "start");
            if (*phase.startDay < project.startDay)
                f.fail("start", "the phase starts before the project (" + isoDate(project.startDay) + ")");
        }
    }
    phase.repeat = int(f.integer("repeat", 1, 1, kMaxRepeat));
    phase.monthlyGrowth = f.number("monthly_growth", 0, -0.9, 10);
    const bool serving = phase.scenario.workload.kind == WorkloadKind::Inference;
    if (phase.monthlyGrowth != 0 && !serving)
        warnings.push_back(f.file() + ": " + f.pathOf("monthly_growth")
                           + ": grows a serving phase's load; this phase trains, so it is ignored");
    if (phase.monthlyGrowth != 0 && serving) {
        const double period = phase.scenario.durationHours.value_or(effectiveDefaults(catalog, phase.scenario).servingDurationHours);
        const double months = phase.repeat * period / effectiveDefaults(catalog, phase.scenario).hoursPerMonth;
        if (months > kMaxGrowthMonths)
            f.fail("monthly_growth", "a phase with growth is priced month by month, at most "
                                         + std::to_string(int(kMaxGrowthMonths)) + " months; this one runs "
                                         + std::to_string(int(std::ceil(months))));
    }
    phase.option = f.string("option", "");
    if (!phase.option.empty()) {
        const Result options = evaluate(catalog, phase.scenario);
        if (!options.option(phase.option)) {
            std::string known;
            for (size_t i = 0; i < options.options.size() && i < 6; ++i)
                known += (i ? ", " : "") + options.options[i].id;
            f.fail("option", "\"" + phase.option + "\" is not among the phase's compared options (e.g. " + known
                                 + (options.options.size() > 6 ? ", …" : "") + ")");
        }
    }
    return phase;
}

/// The order to place phases in: each after the phase it waits for. Throws on a cycle.
std::vector<size_t> placementOrder(const Project &p, const std::string &file)
{
    const std::vector<int> before = predecessors(p);
    std::vector<size_t> order;
    std::vector<int> state(p.phases.size(), 0); // 0 new, 1 visiting, 2 placed
    for (size_t start = 0; start < p.phases.size(); ++start) {
        std::vector<size_t> chain;
        for (int i = int(start); i >= 0 && state[size_t(i)] != 2; i = before[size_t(i)]) {
            if (state[size_t(i)] == 1)
                throw InputError(file, "phases[" + std::to_string(i) + "].start",
                                 "the phases wait for each other in a circle (\"" + p.phases[size_t(i)].name
                                     + "\" waits, through the others, for itself); give one of them a date");
            state[size_t(i)] = 1;
            chain.push_back(size_t(i));
        }
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            state[*it] = 2;
            order.push_back(*it);
        }
    }
    return order;
}

/// One run (or month) of a phase, priced: its option in `r` and the span it takes.
struct Priced
{
    const OptionResult *option = nullptr;
    double hours = 0;
};

/// Adds `o`'s cost over `hours` from `startHour` to `phase`.
void addSpan(PhaseResult &phase, const OptionResult &o, double startHour, double hours)
{
    SpendSpan span;
    span.startHour = startHour;
    span.endHour = startHour + hours;
    span.gpus = o.gpus;
    span.computeGpuHours = o.gpus * (o.computeHours + o.communicationHours);
    span.cost = o.cost.total();
    span.parts = o.cost;
    span.costRange = o.range.totalCost;
    phase.spans.push_back(span);
}

/// The option of `r` the phase uses: its pinned one, else the recommendation (or `keep`'s id,
/// the option chosen in an earlier month).
const OptionResult *chosen(const Result &r, const ProjectPhase &phase, const std::string &keep)
{
    if (!keep.empty())
        return r.option(keep);
    return phase.option.empty() ? r.best() : r.option(phase.option);
}

/// Prices a phase's runs (months with growth) in hours from the phase's start.
PhaseResult pricePhase(const Catalog &catalog, const ProjectPhase &phase, bool ranges)
{
    PhaseResult out;
    out.name = phase.name;
    out.repeat = phase.repeat;
    out.pinned = !phase.option.empty();
    Scenario s = phase.scenario;
    if (!ranges)
        s.uncertainty.enabled = false;
    const bool growth = phase.monthlyGrowth != 0 && s.workload.kind == WorkloadKind::Inference;
    // The phase without a price: `status`, the option it would have used (if any) and the
    // analysis that says why (`r`); `month` is the month a load is not served in.
    const auto unpriced = [&out](const Result &r, const OptionResult *o, const char *status, int month = 0) {
        out.status = status;
        out.option = o ? o->id : std::string();
        out.kind = o ? o->kind : std::string();
        out.unservedMonth = month;
        out.spans.clear();
        if (&r != &out.result)
            out.result = r;
        return out;
    };
    const auto lacking = [](const OptionResult *o) { return o ? phase_status::kOptionUnfit : phase_status::kNoOption; };
    if (!growth) {
        out.result = analyze(catalog, s);
        out.scenario = s;
        const OptionResult *o = chosen(out.result, phase, {});
        if (!o || !o->fits)
            return unpriced(out.result, o, lacking(o));
        if (o->hasWarning(warning::kInsufficientThroughput))
            return unpriced(out.result, o, phase_status::kLoadNotServed, 1);
        if (o->wallHours * phase.repeat > kMaxPhaseHours) {
            out.status = phase_status::kTooLong;
            out.option = o->id;
            out.kind = o->kind;
            return out;
        }
        for (int run = 0; run < phase.repeat; ++run)
            addSpan(out, *o, run * o->wallHours, o->wallHours);
        out.option = o->id;
        out.kind = o->kind;
        return out;
    }
    const CatalogDefaults defaults = effectiveDefaults(catalog, s);
    const double period = s.durationHours.value_or(defaults.servingDurationHours);
    const double month = defaults.hoursPerMonth;
    const double usersPerDay = s.workload.serving.usersPerDay;
    if (std::ceil(phase.repeat * period / month - 1e-9) > kMaxGrowthMonths) {
        // parseProject refuses such a file; a project built in the window is told here.
        out.result = analyze(catalog, s);
        out.scenario = s;
        out.status = phase_status::kTooLong;
        return out;
    }
    for (int run = 0; run < phase.repeat; ++run) {
        for (double t = 0; t < period - 1e-9; t += month) {
            const double from = run * period + t;
            Scenario m = s;
            m.durationHours = std::min(month, period - t);
            m.workload.serving.usersPerDay = usersPerDay * std::pow(1 + phase.monthlyGrowth, std::floor(from / month + 1e-9));
            Result r = analyze(catalog, m);
            const OptionResult *o = chosen(r, phase, out.option);
            if (!o || !o->fits)
                return unpriced(out.spans.empty() ? r : out.result, o, lacking(o));
            if (o->hasWarning(warning::kInsufficientThroughput))
                return unpriced(out.spans.empty() ? r : out.result, o, phase_status::kLoadNotServed,
                                int(std::floor(from / month + 1e-9)) + 1);
            addSpan(out, *o, from, *m.durationHours);
            if (out.spans.size() == 1) {
                out.option = o->id;
                out.kind = o->kind;
                out.result = std::move(r);
                out.scenario = m;
            }
        }
    }
    return out;
}

/// Calendar months from the month of `firstDay` to that of `lastDay`, as their first days.
std::vector<long> monthsBetween(long firstDay, long lastDay)
{
    const std::string first = isoDate(firstDay, true) + "-01";
    std::vector<long> months;
    for (long day = dayNumber(first); day <= lastDay; day = addCalendarMonths(day, 1))
        months.push_back(day);
    return months;
}

/// The hour (from the project's start) spending passes `budget`, each span spending evenly over
/// its hours (a span of no hours at once); nullopt if it never does.
std::optional<double> budgetRunOutHour(const std::vector<PhaseResult> &phases, double budget)
{
    constexpr double kInstant = 1e-6; // hours a span of no hours spends over
    std::vector<std::pair<double, double>> steps; // (hour, change of the spending rate per hour)
    for (const PhaseResult &p : phases)
        for (const SpendSpan &s : p.spans) {
            const double hours = std::max(s.endHour - s.startHour, kInstant);
            steps.emplace_back(s.startHour, s.cost / hours);
            steps.emplace_back(s.startHour + hours, -s.cost / hours);
        }
    std::sort(steps.begin(), steps.end());
    const double limit = budget + 1e-9 * std::max(1.0, budget);
    double spent = 0, rate = 0, at = 0;
    for (const auto &[hour, change] : steps) {
        const double reached = spent + rate * (hour - at);
        if (rate > 0 && reached > limit)
            return at + (limit - spent) / rate;
        spent = reached;
        at = hour;
        rate += change;
    }
    return std::nullopt;
}

/// A project as JSON with each phase's scenario inline (for comparing inputs).
json expandedProject(const Project &p)
{
    json out = projectToJson(p);
    for (size_t i = 0; i < p.phases.size(); ++i)
        out["phases"][i]["scenario"] = scenarioToJson(p.phases[i].scenario);
    return out;
}

void walkDifferences(const std::string &path, const json &a, const json &b, std::vector<Difference> &out)
{
    const auto join = [&path](const std::string &key) { return path.empty() ? key : path + "." + key; };
    if (a.is_object() && b.is_object()) {
        std::set<std::string> keys;
        for (const auto &[key, value] : a.items())
            keys.insert(key);
        for (const auto &[key, value] : b.items())
            keys.insert(key);
        for (const std::string &key : keys)
            walkDifferences(join(key), a.value(key, json()), b.value(key, json()), out);
        return;
    }
    // Arrays of named objects (a project's phases) are matched by name.
    const auto named = [](const json &list) {
        std::set<std::string> names;
        if (!list.is_array())
            return false;
        for (const json &item : list)
            if (!item.is_object() || !item.contains("name") || !item["name"].is_string()
                || !names.insert(item["name"].get<std::string>()).second)
                return false;
        return true;
    };
    if (named(a) && named(b) && !a.empty() && !b.empty()) {
        std::vector<std::string> order;
        std::map<std::string, const json *> inA, inB;
        for (const json &item : a) {
            order.push_back(item["name"]);
            inA[order.back()] = &item;
        }
        for (const json &item : b) {
            const std::string name = item["name"];
            if (!inA.count(name))
                order.push_back(name);
            inB[name] = &item;
        }
        for (const std::string &name : order)
            walkDifferences(join(name), inA.count(name) ? *inA[name] : json(), inB.count(name) ? *inB[name] : json(), out);
        return;
    }
    if (a != b)
        out.push_back({path, a, b});
}

PlanSummary summarize(const Result &r, const Scenario &s)
{
    PlanSummary out;
    out.name = s.name;
    out.nameZh = s.nameZh;
    if (const OptionResult *best = r.best()) {
        out.best = best->id;
        out.priced = true;
        out.totalCost = best->cost.total();
        out.wallHours = best->wallHours;
        out.parts = best->cost;
        out.computeGpuHours = best->gpus * (best->computeHours + best->communicationHours);
        out.chosen.push_back(*best);
    }
    return out;
}

Comparison explain(Comparison c)
{
    if (!c.a.priced || !c.b.priced)
        return c;
    const auto a = c.a.parts.parts(), b = c.b.parts.parts();
    for (size_t i = 0; i < a.size(); ++i)
        c.explained.emplace_back(kCostPartKeys[i], b[i] - a[i]);
    if (c.a.computeGpuHours > 0 && c.b.computeGpuHours > 0) {
        const double priceA = c.a.parts.compute / c.a.computeGpuHours;
        const double hoursStep = (c.b.computeGpuHours - c.a.computeGpuHours) * priceA;
        c.computeExplained = {{"gpu_hours", hoursStep},
                              {"price_per_gpu_hour", (c.b.parts.compute - c.a.parts.compute) - hoursStep}};
    }
    if (!c.a.isProject)
        return c;
    std::vector<std::string> names;
    std::map<std::string, double> delta;
    for (const auto &[name, cost] : c.a.phaseCosts) {
        names.push_back(name);
        delta[name] -= cost;
    }
    for (const auto &[name, cost] : c.b.phaseCosts) {
        if (!delta.count(name))
            names.push_back(name);
        delta[name] += cost;
    }
    for (const std::string &name : names)
        c.explainedByPhase.emplace_back(name, delta[name]);
    return c;
}

} // namespace

Project parseProject(const std::string &text, const std::string &file, const Catalog &catalog,
                     const LoadPhaseScenario &load, const ReadRelativeFile &readFile)
{
    std::vector<std::string> warnings;
    const json root = parseJsonText(text, file, &warnings);
    const JsonFields f(root, file, "");
    f.requireFormat("gpuplanner-project", 1);
    f.warnUnknownKeys({"format", "version", "name", "currency", "start", "budget", "phases"}, warnings);
    Project p;
    p.name = f.string("name", p.name);
    p.currency = f.choice("currency", {"CNY", "USD"}, "CNY");
    p.startDay = readDate(f, "start");
    p.budget = f.optionalNumber("budget", 0, 1e15);
    const json &phases = f.at("phases");
    if (!phases.is_array() || phases.empty() || phases.size() > size_t(kMaxPhases))
        f.fail("phases", "expected a list of 1 to " + std::to_string(kMaxPhases) + " phases");
    std::set<std::string> names;
    for (size_t i = 0; i < phases.size(); ++i) {
        const JsonFields phase(phases[i], file, "phases[" + std::to_string(i) + "]");
        p.phases.push_back(readPhase(phase, p, catalog, load, readFile, warnings));
        if (!names.insert(p.phases.back().name).second)
            phase.fail("name", "\"" + p.phases.back().name + "\" names an earlier phase too; each phase needs its own name");
    }
    double growthMonths = 0;
    for (const ProjectPhase &phase : p.phases)
        if (phase.monthlyGrowth != 0 && phase.scenario.workload.kind == WorkloadKind::Inference) {
            const CatalogDefaults d = effectiveDefaults(catalog, phase.scenario);
            growthMonths += std::ceil(phase.repeat * phase.scenario.durationHours.value_or(d.servingDurationHours) / d.hoursPerMonth);
        }
    if (growthMonths > kMaxProjectGrowthMonths)
        f.fail("phases", "growing serving phases are priced month by month, at most "
                             + std::to_string(int(kMaxProjectGrowthMonths)) + " months in a project; these take "
                             + std::to_string(int(growthMonths)));
    for (size_t i = 0; i < p.phases.size(); ++i) {
        const std::string &after = p.phases[i].after;
        if (!after.empty() && (!names.count(after) || after == p.phases[i].name))
            throw InputError(file, "phases[" + std::to_string(i) + "].start.after",
                             after == p.phases[i].name ? "a phase cannot wait for itself"
                                                       : "no phase is called \"" + after + "\"");
    }
    placementOrder(p, file);
    p.loadWarnings = std::move(warnings);
    return p;
}

json projectToJson(const Project &p)
{
    json phases = json::array();
    for (const ProjectPhase &phase : p.phases) {
        json out = {{"name", phase.name}};
        out["scenario"] = phase.scenarioPath.empty() ? scenarioToJson(phase.scenario) : json(phase.scenarioPath);
        if (phase.startDay)
            out["start"] = isoDate(*phase.startDay);
        else if (!phase.after.empty())
            out["start"] = {{"after", phase.after}};
        out["repeat"] = phase.repeat;
        if (phase.monthlyGrowth != 0)
            out["monthly_growth"] = phase.monthlyGrowth;
        if (!phase.option.empty())
            out["option"] = phase.option;
        phases.push_back(out);
    }
    json out = {{"format", "gpuplanner-project"}, {"version", 1}, {"name", p.name}, {"currency", p.currency},
                {"start", isoDate(p.startDay)}};
    if (p.budget)
        out["budget"] = *p.budget;
    out["phases"] = phases;
    return out;
}

ProjectResult evaluateProject(const Catalog &catalog, const Project &project, bool ranges)
{
    ProjectResult out;
    out.name = project.name;
    out.currency = project.currency;
    out.startDay = out.endDay = project.startDay;
    out.budget = project.budget;
    for (const ProjectPhase &phase : project.phases)
        out.phases.push_back(pricePhase(catalog, phase, ranges));
    const std::vector<int> before = predecessors(project);
    for (size_t i : placementOrder(project, project.name)) {
        PhaseResult &phase = out.phases[i];
        const ProjectPhase &spec = project.phases[i];
        double start = 0;
        if (spec.startDay)
            start = double(*spec.startDay - project.startDay) * 24;
        else if (before[i] >= 0)
            start = out.phases[size_t(before[i])].endHour;
        double end = start;
        for (SpendSpan &span : phase.spans) {
            span.startHour += start;
            span.endHour += start;
            end = std::max(end, span.endHour);
            phase.wallHours += span.endHour - span.startHour;
            phase.cost += span.cost;
            phase.costRange.p10 += span.costRange.p10;
            phase.costRange.p50 += span.costRange.p50;
            phase.costRange.p90 += span.costRange.p90;
            phase.parts += span.parts;
        }
        for (const SpendSpan &span : phase.spans) {
            phase.firstGpus = phase.firstGpus ? phase.firstGpus : span.gpus;
            phase.peakGpus = std::max(phase.peakGpus, span.gpus);
            phase.computeGpuHours += span.computeGpuHours;
        }
        phase.startHour = start;
        phase.endHour = end;
        phase.startDay = project.startDay + long(std::floor(start / 24));
        phase.endDay = end > start ? project.startDay + long(std::floor((end - 1e-6) / 24)) : phase.startDay;
        out.endDay = std::max(out.endDay, phase.endDay);
    }
    for (const PhaseResult &phase : out.phases) {
        if (phase.status != phase_status::kPriced) {
            ++out.unpricedPhases;
            continue;
        }
        out.totalCost += phase.cost;
        out.totalRange.p10 += phase.costRange.p10;
        out.totalRange.p50 += phase.costRange.p50;
        out.totalRange.p90 += phase.costRange.p90;
    }
    // Each span's cost into the months it overlaps, in proportion to its hours in each.
    const std::vector<long> months = monthsBetween(out.startDay, out.endDay);
    std::vector<double> bounds; // month m runs from bounds[m] to bounds[m + 1], hours
    for (long first : months)
        bounds.push_back(double(first - project.startDay) * 24);
    bounds.push_back(double(addCalendarMonths(months.back(), 1) - project.startDay) * 24);
    for (long first : months)
        out.monthly.push_back({first, 0, 0});
    for (const PhaseResult &phase : out.phases)
        for (const SpendSpan &s : phase.spans) {
            const double hours = s.endHour - s.startHour;
            size_t m = size_t(std::upper_bound(bounds.begin(), bounds.end(), s.startHour) - bounds.begin());
            m = std::min(m == 0 ? 0 : m - 1, months.size() - 1);
            if (hours <= 0) {
                out.monthly[m].cost += s.cost;
                continue;
            }
            for (; m < months.size() && bounds[m] < s.endHour; ++m)
                out.monthly[m].cost += s.cost * (std::min(bounds[m + 1], s.endHour) - std::max(bounds[m], s.startHour)) / hours;
        }
    double cumulative = 0;
    for (MonthSpend &spend : out.monthly)
        spend.cumulative = cumulative += spend.cost;
    if (project.budget)
        if (const auto hour = budgetRunOutHour(out.phases, *project.budget))
            out.budgetRunsOutDay = project.startDay + long(std::floor(*hour / 24));
    return out;
}

std::string ProjectResult::budgetStatus() const
{
    if (!budget)
        return "none";
    if (budgetRunsOutDay)
        return "runs_out";
    return unpricedPhases > 0 ? "unknown" : "enough";
}

json projectResultToJson(const ProjectResult &r)
{
    json phases = json::array();
    for (const PhaseResult &p : r.phases) {
        const bool priced = p.status == phase_status::kPriced;
        json phase = {{"name", p.name},
                      {"status", p.status},
                      {"option", p.option.empty() ? json() : json(p.option)},
                      {"kind", p.kind.empty() ? json() : json(p.kind)},
                      {"pinned", p.pinned},
                      {"repeat", p.repeat},
                      {"start", isoDate(p.startDay)},
                      {"end", isoDate(p.endDay)},
                      {"wall_hours", priced ? json(p.wallHours) : json()},
                      {"cost", priced ? json(p.cost) : json()},
                      {"cost_range", priced ? percentilesJson(p.costRange) : json()},
                      {"cost_parts", priced ? costJson(p.parts) : json()},
                      {"gpus", priced ? json(p.firstGpus) : json()},
                      {"peak_gpus", priced ? json(p.peakGpus) : json()},
                      {"unserved_month", p.unservedMonth ? json(p.unservedMonth) : json()}};
        json spans = json::array();
        for (const SpendSpan &span : p.spans)
            spans.push_back({{"start_hour", span.startHour}, {"hours", span.endHour - span.startHour},
                             {"gpus", span.gpus}, {"cost", span.cost}});
        phase["runs"] = spans;
        phases.push_back(phase);
    }
    json monthly = json::array();
    for (const MonthSpend &m : r.monthly)
        monthly.push_back({{"month", isoDate(m.firstDay, true)}, {"cost", m.cost}, {"cumulative", m.cumulative}});
    return {{"format", "gpuplanner-project-result"},
            {"version", 1},
            {"name", r.name},
            {"currency", r.currency},
            {"start", isoDate(r.startDay)},
            {"end", isoDate(r.endDay)},
            {"budget", r.budget ? json(*r.budget) : json()},
            {"phases", phases},
            {"total_cost", r.totalCost},
            {"total_cost_range", percentilesJson(r.totalRange)},
            {"unpriced_phases", r.unpricedPhases},
            {"monthly", monthly},
            {"budget_runs_out", r.budgetRunsOutDay ? json(isoDate(*r.budgetRunsOutDay)) : json()},
            {"budget_status", r.budgetStatus()}};
}

std::vector<Difference> jsonDifferences(const json &a, const json &b)
{
    std::vector<Difference> out;
    walkDifferences("", a, b, out);
    return out;
}

Comparison compare(const Catalog &catalog, const Scenario &a, const Scenario &b)
{
    Comparison c;
    c.currency = a.currency;
    c.differences = jsonDifferences(scenarioToJson(a), scenarioToJson(b));
    Scenario sameCurrency = b;
    if (b.currency != a.currency)
        convertScenarioCurrency(sameCurrency, a.currency, catalog);
    c.a = summarize(analyze(catalog, a), a);
    c.b = summarize(analyze(catalog, sameCurrency), b);
    return explain(c);
}

PlanSummary summarize(const ProjectResult &r, const std::string &name)
{
    PlanSummary out;
    out.name = name;
    out.isProject = true;
    out.priced = r.unpricedPhases == 0;
    out.totalCost = r.totalCost;
    double first = 0, last = 0;
    for (size_t i = 0; i < r.phases.size(); ++i) {
        const PhaseResult &p = r.phases[i];
        out.best += (i ? " + " : "") + (p.option.empty() ? std::string("-") : p.option);
        if (p.status == phase_status::kPriced) {
            if (const OptionResult *o = p.result.option(p.option))
                out.chosen.push_back(*o);
            out.phaseCosts.emplace_back(p.name, p.cost);
            out.computeGpuHours += p.computeGpuHours;
        }
        first = i ? std::min(first, p.startHour) : p.startHour;
        last = i ? std::max(last, p.endHour) : p.endHour;
        out.parts += p.parts;
    }
    out.wallHours = last - first;
    return out;
}

Comparison compare(const Catalog &catalog, const Project &a, const Project &b)
{
    Comparison c;
    c.currency = a.currency;
    c.differences = jsonDifferences(expandedProject(a), expandedProject(b));
    Project sameCurrency = b;
    if (b.currency != a.currency) {
        sameCurrency.currency = a.currency;
        if (b.budget)
            sameCurrency.budget = *b.budget * (a.currency == "CNY" ? catalog.defaults.cnyPerUsd : 1 / catalog.defaults.cnyPerUsd);
        for (ProjectPhase &phase : sameCurrency.phases)
            convertScenarioCurrency(phase.scenario, a.currency, catalog);
    }
    c.a = summarize(evaluateProject(catalog, a), a.name);
    c.b = summarize(evaluateProject(catalog, sameCurrency), b.name);
    return explain(c);
}

json comparisonToJson(const Comparison &c)
{
    json differences = json::array();
    for (const Difference &d : c.differences)
        differences.push_back({{"path", d.path}, {"a", d.a}, {"b", d.b}});
    const auto plan = [](const PlanSummary &p) {
        return json{{"name", p.name},
                    {"kind", p.isProject ? "project" : "scenario"},
                    {"best", p.best.empty() ? json() : json(p.best)},
                    {"priced", p.priced},
                    {"total_cost", p.priced ? json(p.totalCost) : json()},
                    {"wall_hours", p.priced ? json(p.wallHours) : json()},
                    {"compute_gpu_hours", p.priced ? json(p.computeGpuHours) : json()},
                    {"cost", p.priced ? costJson(p.parts) : json()}};
    };
    json explained = json::array();
    for (const auto &[part, delta] : c.explained)
        explained.push_back({{"part", part}, {"delta", delta}});
    json byPhase = json::array();
    for (const auto &[phase, delta] : c.explainedByPhase)
        byPhase.push_back({{"phase", phase}, {"delta", delta}});
    json compute = json::array();
    for (const auto &[step, delta] : c.computeExplained)
        compute.push_back({{"part", step}, {"delta", delta}});
    return {{"format", "gpuplanner-comparison"},
            {"version", 1},
            {"currency", c.currency},
            {"differences", differences},
            {"a", plan(c.a)},
            {"b", plan(c.b)},
            {"total_cost_delta", c.a.priced && c.b.priced ? json(c.b.totalCost - c.a.totalCost) : json()},
            {"wall_hours_delta", c.a.priced && c.b.priced ? json(c.b.wallHours - c.a.wallHours) : json()},
            {"explained", explained},
            {"explained_by_phase", byPhase},
            {"compute_explained", compute}};
}

} // namespace gpuplanner::model
