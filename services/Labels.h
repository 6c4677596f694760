#pragma once

#include "Catalog.h"
#include "Project.h"
#include "Result.h"
#include "Scenario.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>

namespace gpuplanner::ui {

/// Translated words for the codes the model returns (docs/DOMAIN.md, Glossary): workload kinds,
/// offering kinds, regions, billing plans, warnings, memory and cost parts. All strings go through
/// QCoreApplication::translate("Labels", ...), so they follow the installed translator.
class Labels
{
public:
    static QString workloadKind(model::WorkloadKind kind);
    static QString optimizer(model::Optimizer optimizer);
    static QString precision(model::Precision precision);
    static QString offeringKind(const std::string &kind);
    /// A region's name; unknown ids (user regions) fall back to the catalog's `name`.
    static QString region(const std::string &id, const model::Catalog &catalog);
    /// A region's price tier ("premium", "hub") in words; another tier as written.
    static QString tier(const std::string &tier);
    /// A built-in platform ("container_site", "cloud_vm", "bare_metal") in words; another id as
    /// written.
    static QString platform(const std::string &id);
    /// A stop mode key ("none", "economical_stop", "power_off") in words, `brief`ly (two or three
    /// words, for a table) or with what goes on billing; another key as written.
    static QString stopMode(const std::string &key, bool brief = false);
    /// A month convention ("fixed", "calendar") in words, `brief`ly or in full; another as written.
    static QString monthConvention(const std::string &key, bool brief = false);
    /// A catalog entry's source note in the language shown: `sourceZh` in Chinese when the
    /// catalog gives one, else `source`.
    static QString source(const std::string &source, const std::string &sourceZh);
    /// How a number was reached (Result::explain), in the language shown: the formula, then one
    /// line per input, "  params = 6,738,415,616", numbers written in `locale`.
    static QString formula(const model::Explanation &explanation, const QLocale &locale);
    static QString billing(const std::string &plan);
    /// A warning code in words; `serving`: the option serves requests (the tight fit then means
    /// fewer requests at once, not running out of memory).
    static QString warning(const std::string &code, bool serving = false);
    /// `option`'s warnings, with the money a warning costs where the bill knows it: the
    /// minimum term says its top-up ("…: 57,270.00 CNY top-up"), in `locale`.
    static QString warnings(const model::OptionResult &option, const QLocale &locale);
    static QString reason(const std::string &code);
    /// A note on an input (model::note code), with `value` put in where the words need it.
    static QString inputNote(const std::string &code, double value);
    /// Several reason codes or checklist items in words, joined by a translated separator.
    static QString reasons(const std::vector<std::string> &codes);
    /// An option's reasons in words, as reasons(codes), with "does not fit" followed by what
    /// would fit (wouldFit): "left out: does not fit in memory (Needs 2× A100 40GB SXM with
    /// ZeRO-3)".
    static QString reasons(const model::OptionResult &option, const model::Catalog &catalog);
    /// What would hold the workload on this option's GPU (model::OptionResult::wouldFit), as a
    /// sentence: "Needs 2× A100 40GB SXM with ZeRO-3" (training), "Needs 2× A100 80GB SXM with
    /// tensor parallelism" (serving); for a slice, the larger MIG profile or vGPU share; when no
    /// count up to the limit fits, that none does. Where a chunked or fused loss would let the
    /// option fit as rented (model::OptionResult::fitsWithChunkedLoss), it says that too.
    static QString wouldFit(const model::OptionResult &option, const model::Catalog &catalog);
    static QString checklist(const std::vector<std::string> &codes);
    /// How sure the ranking is (Uncertainty.h): for the recommended option how often it is the
    /// cheapest, for another how often it is cheaper than the recommended one, called a tie
    /// within a third of even odds (model::isTie) and saying what would separate the two
    /// (pinDown(separatingInput)); "" when no ranges were drawn or the odds are 95% or surer.
    static QString rankOdds(const model::OptionResult &option);
    /// `option`'s P10–P90 as a sentence a budget can quote: "In 8 of 10 cases it costs 34.38–55.63
    /// CNY and takes 16.0–28.9 h." (the hours left out when they are certain, a fixed window);
    /// "" without a range (ranges off, or none drawn yet).
    static QString likelyCost(const model::OptionResult &option, const QLocale &locale);
    /// When the recommendation is not the cheapest option that can do the work, the cheapest
    /// ranked one and the rules of thumb against it, as a sentence a boss can weigh: "Cheaper but
    /// ranked lower: 2× RTX 4090 24GB · whole-card rental in Guizhou, 2,160.00 CNY (far from
    /// users: higher latency for serving)."; "" when the recommendation is the cheapest.
    static QString cheaperAlternative(const model::Result &result, const model::Catalog &catalog, const QLocale &locale);
    /// An uncertain input (a model::kUncertainInputs key) by name: "MFU", "price over the
    /// rental"; the key itself when unknown.
    static QString uncertainInput(const std::string &key);
    /// What pins an uncertain input down: "measure your tokens/s", "get a real quote".
    static QString pinDown(const std::string &key);
    /// Why an option stands where it does: its reason codes in words and, for every option after
    /// the first-ranked `best`, how much more (or, when a rule ranked it lower, less) it costs:
    /// "6.73 CNY (18%) more than the recommended option". With `catalog`, "does not fit" says what would
    /// (reasons(option, catalog)).
    static QString rankNote(const model::OptionResult &option, const model::OptionResult *best,
                            const model::Catalog *catalog = nullptr);
    static QString checklistItem(const std::string &code);

    /// Memory parts in MemoryBreakdown order: weights, gradients, optimizer states,
    /// activations, KV cache, adapters, overhead.
    static QStringList memoryParts();
    /// Cost parts in the order of CostBreakdown::parts() (model::kCostPartKeys): compute, storage,
    /// transfer, idle, prep, rework, minimum-term top-up, stopped time, traffic, kept disks.
    static QStringList costParts();
    /// A project phase's status (model::phase_status): priced, no option can do it, the pinned
    /// option lacks memory.
    static QString phaseStatus(const std::string &code);
    /// A phase's status in words, with the month its load outgrows the option when it does.
    static QString phaseStatus(const model::PhaseResult &phase);
    /// The option a phase rents, with the GPUs growing from the first month to the peak
    /// ("4× RTX 4090 24GB · whole-card rental · Shanghai, 4→18 GPUs"); its status when unpriced.
    static QString phaseOption(const model::PhaseResult &phase, const model::Catalog &catalog);
    /// What can be said of a project's budget (ProjectResult::budgetStatus) in a sentence; ""
    /// without a budget. `amount` formats money in the result's currency.
    static QString budgetVerdict(const model::ProjectResult &result, const std::function<QString(double)> &amount);

    /// Short GPU name for charts: the catalog name without the vendor prefix.
    static QString gpuShortName(const std::string &gpuId, const model::Catalog &catalog);
    /// What one rents, e.g. "A100 80GB SXM · whole-card rental" or "A100 80GB SXM · MIG 3g.40gb".
    static QString offering(const model::OptionResult &option, const model::Catalog &catalog);
    /// The same for a catalog or inline offering, with its GPU count per rented unit.
    static QString offering(const model::Offering &offering, const model::Catalog &catalog);
    /// An option as people name it: what is rented and where, "A100 80GB SXM · whole-card rental · Guizhou".
    static QString optionName(const model::OptionResult &option, const model::Catalog &catalog);
    static QString yesNo(bool value);
    /// Bytes per GiB. GPU memory is shown in GiB: cards are sold by it ("80GB" holds 80 GiB) and
    /// nvidia-smi counts in MiB. Files keep bytes (JSON) and decimal GB (the CSV's *_gb columns).
    static constexpr double kGiB = 1073741824.0;
    /// `bytes` of GPU memory in GiB with `decimals`, in `locale`: "16.0 GiB".
    static QString gib(double bytes, const QLocale &locale, int decimals = 1);
    /// The workload's memory per GPU (Result::memory) in GiB; for a service compared on GPUs that
    /// take both classes of engine defaults, the range with why it varies: "16.4–20.6 GiB (vLLM
    /// reserves more by default on GPUs of 70 GiB or more other than the A100)".
    static QString memoryPerGpu(const model::Result &result, const model::Catalog &catalog, const QLocale &locale);
    /// The GPU names vLLM keeps on its smaller batch defaults whatever their memory
    /// (CatalogDefaults::largeGpuExcluded, "A100"), joined as a list in a sentence.
    static QString largeGpuExcluded(const model::Catalog &catalog);
    /// A vGPU share as platforms sell it: "vGPU 1/2 card" (1/2 … 1/8 of a card), else "vGPU 37%".
    static QString vgpuShare(double share);
    /// A large count as people say it: Chinese in 万 (10^4) and 亿 (10^8), "1 亿", "2.5 万";
    /// English in millions and billions, "100 million"; smaller counts with the locale's
    /// separators. Up to two decimals, trailing zeros dropped.
    static QString largeCount(double count, const QLocale &locale);
    /// A load remark or a loader's refusal (an InputError's what(): "<file>: <path>: <message>",
    /// model/Remarks.h) in the language shown: the message translated from its template, file and
    /// path as they are; a value it quotes that is itself a template (a write's reason) or a JSON
    /// type name is translated too. Text that matches no template is returned as it is.
    static QString fileMessage(const std::string &text);
    /// A duration in hours in `locale`, with days where long (two days and more): "20.9 h",
    /// "720.0 h (30 days)"; Chinese "720.0 小时（30 天）".
    static QString hours(double hours, const QLocale &locale);
    /// `value` with its sign and `decimals` in `locale`: "+12.00", "−3.50" (a true minus sign),
    /// "0.00" for what rounds to zero.
    static QString signedNumber(double value, int decimals, const QLocale &locale);
    /// An input's value from a scenario or project file, compactly: strings as they are, numbers
    /// in full in `locale` (50000000, not 5e+07), lists and objects as one-line JSON; "" for null.
    static QString inputValue(const nlohmann::json &value, const QLocale &locale);
    /// A scenario's name in the language shown: its `name_zh` in Chinese when it has one, as
    /// shownName shortens it.
    static QString scenarioName(const std::string &name, const std::string &nameZh);
    /// A plan's, project's or phase's name as titles show it: at most 120 characters, a longer
    /// one cut at a character boundary with "…" (a title of thousands of characters would fill
    /// report pages). Files, the JSON and the CSV keep the whole name.
    static QString shownName(const QString &name);
    /// A currency as amounts are written with it: "CNY" → "元" in Chinese, "USD" → "美元"; the
    /// code in English, and any other code as it is. Files and the JSON keep the code.
    static QString currency(const std::string &code);
    /// `label` before its value or control: "Model:" in English, "模型：" in Chinese (the
    /// colon is the language's, never added in code).
    static QString withColon(const QString &label);
    /// `name` and what is said of it: "A: B" in English, "A：B" in Chinese.
    static QString labelled(const QString &name, const QString &text);
    /// `text` and `sentence` after it: a space between them, none after full-width punctuation
    /// (a Chinese "。" ends the sentence and its own space).
    static QString withSentence(const QString &text, const QString &sentence);
    /// What separates the names of a list inside a sentence: ", " in English, "、" in Chinese.
    static QString listSeparator();

private:
    /// wouldFit() without the chunked loss's alternative.
    static QString wouldFitOnly(const model::OptionResult &option, const model::Catalog &catalog);
};

} // namespace gpuplanner::ui
