#pragma once

#include "Catalog.h"
#include "Scenario.h"
#include "Translate.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>


namespace gpuplanner::model {

/// The translation context of every text in the input table.
inline constexpr const char *kInputFieldContext = "InputField";

/// How an input is held in the file and in the scenario.
enum class FieldType {
    Number,         ///< a finite number in [minimum, maximum]
    Integer,        ///< a whole number in [minimum, maximum]
    Boolean,        ///< true or false (or one of two words, see InputField::choices)
    Choice,         ///< one of InputField::choices' keys
    OptionalNumber, ///< a number in [minimum, maximum], or absent: "not set"
};

/// The unit a number is shown in (after InputField::displayScale), for the suffix beside it.
enum class FieldUnit { None, Tokens, Hours, Days, Seconds, Gigabytes, Billions, Currency, Percent };

/// Where the input panel puts an input; the groups are boxes of the panel, in this order.
enum class FieldGroup { Model, Workload, Training, Serving, Rental };

/// The control that edits a number in the input panel.
enum class FieldControl {
    Slider,  ///< a slider with a spin box (SliderSpinBox), for quantities spanning decades
    SpinBox, ///< a spin box alone
    List,    ///< a drop-down list of the whole numbers panelMinimum..panelMaximum
};

/// How the slider of a number moves: evenly in the value or in log10(value).
enum class FieldScale { Linear, Log };

/// Whose words name a choice's keys: the choice's own `label`s, or the views' words for the
/// model's enum (ui::Labels::workloadKind, precision, optimizer).
enum class ChoiceWords { Own, WorkloadKind, Precision, Optimizer };

/// A value passed to and from an input's accessors: a number (Number, Integer, and a set
/// OptionalNumber; in the file's unit), a flag (Boolean), a choice's key (Choice), or
/// std::monostate for an OptionalNumber that is not set.
using FieldValue = std::variant<std::monostate, double, bool, std::string>;

/// One allowed value of a choice: its key in the file and, for ChoiceWords::Own, its English
/// words (marked for translation, context "InputField").
struct FieldChoice
{
    std::string key;
    const char *label = nullptr;
};

/// Reads and writes one input of a scenario. `get` returns, and `set` takes, the FieldValue
/// alternative of the input's FieldType (see FieldValue); `set` of an Integer rounds.
struct FieldAccess
{
    std::function<FieldValue(const Scenario &)> get;
    std::function<void(Scenario &, const FieldValue &)> set;
};

/// A set of workload kinds, one bit per WorkloadKind.
using KindSet = unsigned;
/// The bit of `kind` in a KindSet.
constexpr KindSet kindBit(WorkloadKind kind) { return 1u << unsigned(kind); }
/// Inference serving only.
inline constexpr KindSet kInferenceKind = kindBit(WorkloadKind::Inference);
/// LoRA and QLoRA: adapters on a frozen base.
inline constexpr KindSet kLoraKinds = kindBit(WorkloadKind::Lora) | kindBit(WorkloadKind::Qlora);
/// Training that updates every weight: full fine-tuning and pretraining (the panel's ZeRO stage).
inline constexpr KindSet kFullTrainingKinds = kindBit(WorkloadKind::FullFinetune) | kindBit(WorkloadKind::Pretrain);
/// Every training kind (isTraining()).
inline constexpr KindSet kTrainingKinds = kLoraKinds | kFullTrainingKinds;
/// Every workload kind.
inline constexpr KindSet kAllKinds = kInferenceKind | kTrainingKinds;

/// One input of a scenario, described once: how the file holds it (key, type, accepted range,
/// choices), how it reads and writes a Scenario, which workload kinds use it, and how the views
/// present it (label, unit, panel control and range, group, notes). The loader and Save
/// (parseScenario, scenarioToJson), the input panel (its rows, refresh, edits, visibility and
/// notes) and the report's table of assumptions all follow this entry; adding an input is its
/// model field plus one entry in inputFields() (plus translations).
///
/// Texts (`label`, `tooltip`, `checkLabel`, `unsetText`, choice labels) are English, marked with
/// GPUPLANNER_TRANSLATE_NOOP("InputField", …); nullptr where the input has none.
struct InputField
{
    // --- The file and the scenario ---

    /// JSON path in the scenario file (resources/SCENARIO.md), e.g. "workload.sequence_length",
    /// "workload.serving.concurrency", "duration_hours", "data.dataset_gb". Also the field key
    /// of model::InputNote (Checks.h) and of load errors.
    std::string key;
    FieldType type = FieldType::Number;
    /// Range accepted in a file (Number, Integer, OptionalNumber), in the file's unit; a value
    /// outside fails to load with "<v> is outside the allowed range <minimum> to <maximum>".
    double minimum = 0;
    double maximum = 0;
    /// OptionalNumber: a count, so a file's fraction fails to load ("expected a whole number").
    bool wholeNumber = false;
    /// Choice: the allowed keys, in the order error messages and the panel list them. Boolean:
    /// empty for a JSON true/false, or the two words the file writes instead, for true first
    /// ("continuous", "none").
    std::vector<FieldChoice> choices;
    /// Whose words name the choices (Choice only).
    ChoiceWords words = ChoiceWords::Own;
    /// Reads and writes the input on a Scenario. What a file leaves out keeps the value of a
    /// default-constructed Scenario (see defaultValue()).
    FieldAccess access;
    /// Save leaves the input out while it holds its default (data.prep_hours); otherwise a Number,
    /// Integer, Boolean or Choice is always written and an OptionalNumber when set.
    bool omitWhenDefault = false;
    /// The workload kinds that use the input; the panel disables (or hides) it for the others and
    /// the report leaves it out.
    KindSet kinds = kAllKinds;

    // --- Presentation (plain data; the views translate and format) ---

    FieldGroup group = FieldGroup::Workload;
    /// Row label; for a Boolean, the checkbox text.
    const char *label = nullptr;
    const char *tooltip = nullptr;
    /// OptionalNumber: the checkbox that sets it ("Set a budget").
    const char *checkLabel = nullptr;
    /// OptionalNumber: the report's words while it is not set ("none"); a field whose unset value
    /// is a catalog default (unsetFromCatalog) shows that number instead and needs none.
    const char *unsetText = nullptr;
    FieldUnit unit = FieldUnit::None;
    /// Whether the input changes anything on `scenario` beyond its kind (e.g. virtual pipeline
    /// stages only with a pipeline); the panel disables it where not, and the report leaves it out
    /// while it holds its default there. Empty: wherever the kind uses it.
    std::function<bool(const Scenario &)> usedOn;
    FieldControl control = FieldControl::Slider;
    /// The panel's range, scale and decimals, in shown units (value / displayScale).
    double panelMinimum = 0;
    double panelMaximum = 0;
    FieldScale scale = FieldScale::Linear;
    int decimals = 0;
    /// Spin box step in shown units; 0 keeps the default (1).
    double step = 0;
    /// File units per shown unit: train_tokens is shown in billions (1e9), a share in percent (0.01).
    double displayScale = 1;
    /// OptionalNumber: the number the panel shows (disabled) while it is not set, in file units;
    /// `unsetValueFor`, when given, decides instead (it may depend on the kind and the catalog).
    double unsetValue = 0;
    std::function<double(const Scenario &, const Catalog &)> unsetValueFor;
    /// OptionalNumber: while not set the input takes a catalog default, the number
    /// `shownWhenUnset` gives; the report shows that number as a catalog default.
    bool unsetFromCatalog = false;
    /// Choice: other spellings a file may use, each read as the key it stands for. A boolean
    /// spelling is also how the key is written (the file's form from before the choice grew).
    std::vector<std::pair<nlohmann::json, std::string>> aliases;
    /// Choice: the file may give a list of names instead of a key. `readList` puts the list on the
    /// scenario and returns "", or why it cannot (naming the entry); `writeList` gives the list
    /// Save writes while the scenario holds one no choice names (empty: the key is written).
    std::function<std::string(Scenario &, const std::vector<std::string> &)> readList;
    std::function<std::vector<std::string>(const Scenario &)> writeList;
    /// The panel has a row for it (false: read, written and reported only).
    bool inPanel = true;
    /// The report's table of assumptions lists it (false: shown elsewhere there, e.g. mfu with
    /// the catalog defaults).
    bool inReport = true;
    /// Save writes it (false: an older spelling still read from files, e.g. requests_per_day).
    bool written = true;
    /// Object name of the panel's control (tests find it by that); "" uses `key`.
    std::string objectName;

    /// The input's value on `scenario` (see FieldValue).
    FieldValue get(const Scenario &scenario) const { return access.get(scenario); }
    /// Sets the input on `scenario`; `value` must hold the alternative of `type`.
    void set(Scenario &scenario, const FieldValue &value) const { access.set(scenario, value); }
    /// The path of the object holding the input: "workload.serving", "" for the top level.
    std::string parent() const;
    /// The input's own key in that object: "concurrency".
    std::string name() const;
    /// Whether workloads of `kind` use the input.
    bool appliesTo(WorkloadKind kind) const { return (kinds & kindBit(kind)) != 0; }
    /// Whether the input changes anything on `scenario`: its kind uses it and `usedOn` allows.
    bool usedIn(const Scenario &scenario) const
    {
        return appliesTo(scenario.workload.kind) && (!usedOn || usedOn(scenario));
    }
    /// What the panel shows while an OptionalNumber is not set, in file units.
    double shownWhenUnset(const Scenario &scenario, const Catalog &catalog) const;
    /// The choice with key `key`; nullptr if none.
    const FieldChoice *choice(const std::string &key) const;
};

/// Every table-described input of a scenario, in the order the panel and the report show them
/// (by group, then in order within a group). The model's architecture (preset, config.json,
/// inline), weight_format, currency, name, compare lists and overrides are not in it: the
/// loader, Save and the panel treat them on their own.
const std::vector<InputField> &inputFields();

/// The table's entry for `key` ("workload.gpus"); nullptr if none.
const InputField *inputField(std::string_view key);

/// A number's suffix for `unit` in English (" tokens", " h", ...; marked for translation,
/// context "InputField"); "" for None and Currency (the views append the scenario's currency).
const char *unitSuffix(FieldUnit unit);

/// The value an input takes when a file leaves it out: its value on a default Scenario.
FieldValue defaultValue(const InputField &field);

/// Keys that may appear in the object at `path` ("", "workload", "workload.serving", "data"):
/// the names of the table's inputs there and of the objects below it that hold inputs, in table
/// order. The loader warns about any other key besides those it reads itself.
std::vector<std::string> fieldKeysIn(const std::string &path);

} // namespace gpuplanner::model
