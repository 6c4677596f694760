// Projects and comparisons (issue 18): phases on a calendar, their totals by phase and by month,
// repeats, monthly growth, the day a budget runs out, and two plans compared part by part. The
// hand-checked cases rent one A100 80GB in Guizhou at an inline 10 CNY an hour, so a bill is
// hours × 10 (no disks, traffic or minimum term on an inline offering without them).

#include "TestSupport.h"

#include "Advisor.h"
#include "Evaluate.h"
#include "InputError.h"
#include "Project.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <cmath>
#include <numeric>

using namespace gpuplanner;
using nlohmann::json;

namespace {

/// A serving month (720 h) of Qwen2.5-7B for `usersPerDay` × 10 requests on one inline A100 80GB
/// at 10 CNY/h in Guizhou, ranges off.
json servingAt10PerHour(double usersPerDay, double hours = 720)
{
    return {{"format", "gpuplanner-scenario"},
            {"version", 1},
            {"name", "serve"},
            {"workload",
             {{"kind", "inference"},
              {"model", "qwen2.5-7b"},
              {"precision", "bf16"},
              {"gpus", 1},
              {"serving",
               {{"users_per_day", usersPerDay}, {"requests_per_user", 10}, {"prompt_tokens", 512}, {"output_tokens", 256},
                {"concurrency", 8}, {"context_length", 4096}}}}},
            {"duration_hours", hours},
            {"uncertainty", {{"enabled", false}}},
            {"compare",
             {{"regions", {"guizhou"}},
              {"offerings",
               {{{"kind", "whole_card"}, {"gpu", "a100-80gb"}, {"region", "guizhou"}, {"gpus", 1}, {"price", {{"hourly", 10.0}}}}}}}}};
}

/// A project starting 2027-01-01 with `phases`, and `budget` if positive.
json projectOf(const json &phases, double budget = 0)
{
    json p = {{"format", "gpuplanner-project"}, {"version", 1}, {"name", "test"}, {"currency", "CNY"},
              {"start", "2027-01-01"}, {"phases", phases}};
    if (budget > 0)
        p["budget"] = budget;
    return p;
}

/// Parses a project; path phases are read from resources/examples/.
model::Project parse(const json &project)
{
    const model::LoadPhaseScenario load = [](const std::string &relative) {
        return model::parseScenario(test::readSourceFile("resources/examples/" + relative), relative, test::catalog(), nullptr);
    };
    return model::parseProject(project.dump(), "project.json", test::catalog(), load, nullptr);
}

model::ProjectResult evaluate(const json &project)
{
    return model::evaluateProject(test::catalog(), parse(project));
}

/// The field an InputError names when parsing `project`, or "" if it parses.
std::string failingField(const json &project)
{
    try {
        parse(project);
    } catch (const model::InputError &e) {
        return e.field();
    }
    return {};
}

} // namespace

class TestProject : public QObject
{
    Q_OBJECT

private slots:
    /// The example project (resources/examples/projects/project-7b-assistant.json): the total is the sum
    /// of its phases and the sum of its months, and the months follow one another without a gap.
    void totalIsTheSumOfPhasesAndOfMonths()
    {
        const model::ProjectResult r =
            model::evaluateProject(test::catalog(), parse(json::parse(test::readSourceFile("resources/examples/projects/project-7b-assistant.json"))));
        QCOMPARE(r.phases.size(), size_t(4));
        QCOMPARE(r.unpricedPhases, 0);
        const double byPhase = std::accumulate(r.phases.begin(), r.phases.end(), 0.0,
                                               [](double sum, const model::PhaseResult &p) { return sum + p.cost; });
        const double byMonth = std::accumulate(r.monthly.begin(), r.monthly.end(), 0.0,
                                               [](double sum, const model::MonthSpend &m) { return sum + m.cost; });
        QVERIFY(r.totalCost > 0);
        QVERIFY(std::abs(byPhase - r.totalCost) < 1e-6);
        QVERIFY(std::abs(byMonth - r.totalCost) < 1e-6);
        QVERIFY(std::abs(r.monthly.back().cumulative - r.totalCost) < 1e-6);
        QCOMPARE(model::isoDate(r.monthly.front().firstDay, true), std::string("2027-01"));
        for (size_t i = 1; i < r.monthly.size(); ++i)
            QCOMPARE(r.monthly[i].firstDay, model::addCalendarMonths(r.monthly[i - 1].firstDay, 1));
        // Each phase starts when the one it waits for ends.
        for (size_t i = 1; i < r.phases.size(); ++i)
            QCOMPARE(r.phases[i].startHour, r.phases[i - 1].endHour);
        // The range brackets the total.
        QVERIFY(r.totalRange.p10 <= r.totalCost && r.totalCost <= r.totalRange.p90);
    }

    /// A month of serving at 10 CNY/h from 2027-01-01: 7,200 CNY. A budget of 3,600 CNY is spent
    /// at hour 360, on day 16 (2027-01-16); 7,199 CNY at hour 719.9, on 2027-01-30; 7,200 CNY
    /// (the total) never runs out.
    void budgetRunsOutOnTheRightDay()
    {
        const json phases = json::array({{{"name", "serve"}, {"scenario", servingAt10PerHour(100)}}});
        const model::ProjectResult half = evaluate(projectOf(phases, 3600));
        QCOMPARE(half.totalCost, 7200.0);
        QCOMPARE(half.phases[0].wallHours, 720.0);
        QCOMPARE(model::isoDate(half.phases[0].endDay), std::string("2027-01-30"));
        QVERIFY(half.budgetRunsOutDay);
        QCOMPARE(model::isoDate(*half.budgetRunsOutDay), std::string("2027-01-16"));
        const model::ProjectResult almost = evaluate(projectOf(phases, 7199));
        QCOMPARE(model::isoDate(*almost.budgetRunsOutDay), std::string("2027-01-30"));
        QVERIFY(!evaluate(projectOf(phases, 7200)).budgetRunsOutDay);
        // Months split at midnight of the 1st: 20 days in January and 10 in February from the 12th.
        json late = phases;
        late[0]["start"] = "2027-01-12";
        const model::ProjectResult split = evaluate(projectOf(late));
        QCOMPARE(split.monthly.size(), size_t(2));
        QVERIFY(std::abs(split.monthly[0].cost - 4800) < 1e-9);
        QVERIFY(std::abs(split.monthly[1].cost - 2400) < 1e-9);
        QVERIFY(std::abs(model::projectResultToJson(split)["monthly"][1]["cost"].get<double>() - 2400) < 1e-9);
    }

    /// Three runs of the lora-7b example cost three times one run and take three times as long,
    /// one after another.
    void repeatedThreeTimesCostsThreeTimes()
    {
        json once = json::array({{{"name", "lora"}, {"scenario", "lora-7b.json"}}});
        json thrice = once;
        thrice[0]["repeat"] = 3;
        const model::ProjectResult one = evaluate(projectOf(once)), three = evaluate(projectOf(thrice));
        QCOMPARE(one.phases[0].option, three.phases[0].option);
        QVERIFY(std::abs(three.totalCost - 3 * one.totalCost) < 1e-9 * three.totalCost);
        QVERIFY(std::abs(three.phases[0].wallHours - 3 * one.phases[0].wallHours) < 1e-9);
        QCOMPARE(three.phases[0].spans.size(), size_t(3));
        QCOMPARE(three.phases[0].spans[1].startHour, three.phases[0].spans[0].endHour);
        QVERIFY(std::abs(three.phases[0].costRange.p90 - 3 * one.phases[0].costRange.p90) < 1e-9 * three.totalCost);
    }

    /// Serving 6,000 users a day doubling each month for three months (6,000, 12,000, 24,000):
    /// one replica the first month (7,200 CNY at 10 CNY/h), more after, so each month costs more
    /// than the one before; without growth every month costs the same.
    void growthRaisesLaterMonths()
    {
        json phases = json::array({{{"name", "serve"}, {"scenario", servingAt10PerHour(6000, 3 * 720)}, {"monthly_growth", 1.0}}});
        const model::ProjectResult grown = evaluate(projectOf(phases));
        QCOMPARE(grown.phases[0].spans.size(), size_t(3));
        QCOMPARE(grown.phases[0].spans[0].cost, 7200.0);
        QCOMPARE(grown.phases[0].firstGpus, 1);
        QVERIFY(grown.phases[0].peakGpus > 1);
        QVERIFY(grown.phases[0].spans[1].cost > grown.phases[0].spans[0].cost);
        QVERIFY(grown.phases[0].spans[2].cost > grown.phases[0].spans[1].cost);
        QVERIFY(grown.monthly[2].cost > grown.monthly[0].cost);
        phases[0]["monthly_growth"] = 0;
        const model::ProjectResult flat = evaluate(projectOf(phases));
        QCOMPARE(flat.totalCost, 3 * 7200.0);
        QVERIFY(grown.totalCost > flat.totalCost);
    }

    /// A phase nothing can do (Llama 2 70B full fine-tuning on one RTX 4090) is reported as such,
    /// not priced at zero; the total leaves it out and says so. So is one that would run for
    /// more than 20 years.
    void aPhaseThatFitsNothingIsReported()
    {
        json tooBig = servingAt10PerHour(100);
        tooBig["workload"] = {{"kind", "full_finetune"}, {"model", "llama-2-70b"}, {"gpus", 1}, {"train_tokens", 1e8}};
        tooBig["compare"] = {{"regions", {"guizhou"}}, {"offerings", {"rtx4090-24gb-card"}}};
        tooBig.erase("duration_hours");
        const json phases = json::array({{{"name", "serve"}, {"scenario", servingAt10PerHour(100)}},
                                         {{"name", "too big"}, {"scenario", tooBig}}});
        const model::ProjectResult r = evaluate(projectOf(phases, 10000));
        QCOMPARE(r.phases[1].status, std::string(model::phase_status::kNoOption));
        QCOMPARE(r.unpricedPhases, 1);
        QCOMPARE(r.totalCost, 7200.0);
        // 7,200 of 10,000 spent on what has a price: whether the budget holds cannot be told.
        QCOMPARE(r.budgetStatus(), std::string("unknown"));
        QCOMPARE(evaluate(projectOf(phases, 5000)).budgetStatus(), std::string("runs_out"));
        const json out = model::projectResultToJson(r);
        QVERIFY(out["phases"][1]["cost"].is_null());
        QVERIFY(out["phases"][1]["option"].is_null());
        // A thousand months of serving (720,000 h) is past the 20 years a phase may take.
        const json endless = json::array({{{"name", "serve"}, {"scenario", servingAt10PerHour(100)}, {"repeat", 1000}}});
        const model::ProjectResult tooLong = evaluate(projectOf(endless));
        QCOMPARE(tooLong.phases[0].status, std::string(model::phase_status::kTooLong));
        QCOMPARE(tooLong.totalCost, 0.0);
        QCOMPARE(tooLong.monthly.size(), size_t(1));
        // A load growing elevenfold a month outgrows the most replicas a scenario may rent
        // (100,000 GPUs) within the year: not served, so not priced.
        const json exploding = json::array({{{"name", "serve"}, {"scenario", servingAt10PerHour(6000, 12 * 720)}, {"monthly_growth", 10}}});
        const model::PhaseResult unserved = evaluate(projectOf(exploding)).phases[0];
        QCOMPARE(unserved.status, std::string(model::phase_status::kLoadNotServed));
        QVERIFY(unserved.unservedMonth > 1 && unserved.unservedMonth <= 12);
    }

    /// The contract's keys (resources/PROJECT.md).
    void resultJsonHasTheContractKeys()
    {
        const json phases = json::array({{{"name", "serve"}, {"scenario", servingAt10PerHour(100)}}});
        const json out = model::projectResultToJson(evaluate(projectOf(phases, 3600)));
        QCOMPARE(out["format"].get<std::string>(), std::string("gpuplanner-project-result"));
        for (const char *key : {"name", "option", "start", "end", "wall_hours", "cost"})
            QVERIFY2(out["phases"][0].contains(key), key);
        QCOMPARE(out["monthly"][0]["month"].get<std::string>(), std::string("2027-01"));
        QCOMPARE(out["budget_runs_out"].get<std::string>(), std::string("2027-01-16"));
        QCOMPARE(out["total_cost"].get<double>(), 7200.0);
    }

    /// A scenario compared with itself: no differences, every part's delta zero.
    void comparingAPlanWithItselfFindsNothing()
    {
        const model::Scenario s = model::parseScenario(test::readSourceFile("resources/examples/lora-7b.json"), "lora-7b.json",
                                                       test::catalog(), nullptr);
        const model::Comparison c = model::compare(test::catalog(), s, s);
        QVERIFY(c.differences.empty());
        QCOMPARE(c.explained.size(), model::kCostPartKeys.size());
        for (const auto &[part, delta] : c.explained)
            QCOMPARE(delta, 0.0);
        QCOMPARE(c.a.totalCost, c.b.totalCost);
        const model::Project p = parse(json::parse(test::readSourceFile("resources/examples/projects/project-7b-assistant.json")));
        const model::Comparison projects = model::compare(test::catalog(), p, p);
        QVERIFY(projects.differences.empty());
        for (const auto &[part, delta] : projects.explained)
            QCOMPARE(delta, 0.0);
    }

    /// lora-7b at rank 16 against rank 64 with two epochs' tokens: the differing inputs are named
    /// by their dotted paths, and the waterfall's parts add up to B's total minus A's.
    void waterfallSumsToTheDifference()
    {
        json a = json::parse(test::readSourceFile("resources/examples/lora-7b.json"));
        json b = a;
        b["workload"]["lora_rank"] = 64;
        b["workload"]["train_tokens"] = 2.0e8;
        const auto load = [](const json &j) { return model::parseScenario(j.dump(), "plan.json", test::catalog(), nullptr); };
        const model::Comparison c = model::compare(test::catalog(), load(a), load(b));
        QCOMPARE(c.differences.size(), size_t(2));
        QCOMPARE(c.differences[0].path, std::string("workload.lora_rank"));
        QCOMPARE(c.differences[0].a.get<int>(), 16);
        QCOMPARE(c.differences[0].b.get<int>(), 64);
        QCOMPARE(c.differences[1].path, std::string("workload.train_tokens"));
        double sum = 0;
        for (const auto &[part, delta] : c.explained)
            sum += delta;
        QVERIFY(c.b.totalCost > c.a.totalCost);
        QVERIFY(std::abs(sum - (c.b.totalCost - c.a.totalCost)) < 1e-9 * c.b.totalCost);
        // The compute step splits into the change of GPU-hours and of their price, adding up to
        // it; twice the tokens at rank 64 takes more GPU-hours.
        QCOMPARE(c.computeExplained.size(), size_t(2));
        QVERIFY(std::abs(c.computeExplained[0].second + c.computeExplained[1].second - c.explained[0].second) < 1e-9 * c.b.totalCost);
        QVERIFY(c.b.computeGpuHours > c.a.computeGpuHours);
        const json out = model::comparisonToJson(c);
        QCOMPARE(out["format"].get<std::string>(), std::string("gpuplanner-comparison"));
        QCOMPARE(out["differences"][0]["path"].get<std::string>(), std::string("workload.lora_rank"));
        QVERIFY(out["a"].contains("best") && out["a"].contains("total_cost") && out["a"].contains("wall_hours"));
        // Two projects: the phases are matched by name.
        const json pa = json::parse(test::readSourceFile("resources/examples/projects/project-7b-assistant.json"));
        const json pb = json::parse(test::readSourceFile("resources/examples/projects/project-14b-assistant.json"));
        const model::Comparison projects = model::compare(test::catalog(), parse(pa), parse(pb));
        QVERIFY(std::any_of(projects.differences.begin(), projects.differences.end(), [](const model::Difference &d) {
            return d.path == "phases.Serving.scenario.workload.model" && d.b == "qwen2.5-14b";
        }));
        sum = 0;
        for (const auto &[part, delta] : projects.explained)
            sum += delta;
        QVERIFY(std::abs(sum - (projects.b.totalCost - projects.a.totalCost)) < 1e-9 * projects.b.totalCost);
        QCOMPARE(projects.explainedByPhase.size(), size_t(4));
        sum = 0;
        for (const auto &[phase, delta] : projects.explainedByPhase)
            sum += delta;
        QVERIFY(std::abs(sum - (projects.b.totalCost - projects.a.totalCost)) < 1e-9 * projects.b.totalCost);
    }

    /// Bad project files name the field: a circle of phases, an unknown phase, a name given twice,
    /// a date that does not exist, an option the phase does not compare, a phase before the start.
    void badProjectsNameTheField()
    {
        const json serve = servingAt10PerHour(100);
        QCOMPARE(failingField(projectOf(json::array({{{"name", "a"}, {"scenario", serve}, {"start", {{"after", "b"}}}},
                                                     {{"name", "b"}, {"scenario", serve}, {"start", {{"after", "a"}}}}}))),
                 std::string("phases[0].start"));
        QCOMPARE(failingField(projectOf(json::array({{{"name", "a"}, {"scenario", serve}, {"start", {{"after", "x"}}}}}))),
                 std::string("phases[0].start.after"));
        QCOMPARE(failingField(projectOf(json::array({{{"name", "a"}, {"scenario", serve}}, {{"name", "a"}, {"scenario", serve}}}))),
                 std::string("phases[1].name"));
        QCOMPARE(failingField(projectOf(json::array({{{"name", "a"}, {"scenario", serve}, {"start", "2027-02-30"}}}))),
                 std::string("phases[0].start"));
        QCOMPARE(failingField(projectOf(json::array({{{"name", "a"}, {"scenario", serve}, {"option", "nope@guizhou"}}}))),
                 std::string("phases[0].option"));
        QCOMPARE(failingField(projectOf(json::array({{{"name", "a"}, {"scenario", serve}, {"start", "2026-12-31"}}}))),
                 std::string("phases[0].start"));
        QCOMPARE(failingField(projectOf(json::array())), std::string("phases"));
        // A fresh user's finding: {"before": "x"} was refused as "start.after: missing required
        // field", which does not say that "before" is not read; the message names it.
        try {
            parse(projectOf(json::array({{{"name", "a"}, {"scenario", serve}}, {{"name", "b"}, {"scenario", serve},
                                                                                {"start", {{"before", "a"}}}}})));
            QFAIL("expected InputError");
        } catch (const model::InputError &e) {
            QCOMPARE(e.field(), std::string("phases[1].start"));
            QVERIFY2(std::string(e.what()).find("(it has \"before\")") != std::string::npos, e.what());
        }
        json badInline = serve;
        badInline["workload"]["gpus"] = -1;
        QCOMPARE(failingField(projectOf(json::array({{{"name", "a"}, {"scenario", badInline}}}))),
                 std::string("phases[0].scenario.workload.gpus"));
        // Read back as written.
        const model::Project p = parse(projectOf(json::array({{{"name", "a"}, {"scenario", "lora-7b.json"}, {"repeat", 2}},
                                                              {{"name", "b"}, {"scenario", serve}, {"start", {{"after", "a"}}}}}),
                                                 5000));
        const json saved = model::projectToJson(p);
        QCOMPARE(saved["phases"][0]["scenario"].get<std::string>(), std::string("lora-7b.json"));
        QCOMPARE(saved["phases"][1]["start"]["after"].get<std::string>(), std::string("a"));
        QCOMPARE(model::projectToJson(parse(saved)), saved);
    }
};

QTEST_APPLESS_MAIN(TestProject)
#include "tst_project.moc"
