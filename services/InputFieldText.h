#pragma once

#include "InputFields.h"
#include "Labels.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <utility>

namespace gpuplanner::ui {

/// The words of a model::InputField in the installed language, for every view that shows inputs
/// (the input panel, the report's table of assumptions): its texts go through
/// QCoreApplication::translate("InputField", …), choices named by an enum through Labels.
class InputFieldText
{
public:
    /// `text` (one of the table's English texts) translated; "" for nullptr.
    static QString translated(const char *text)
    {
        return text && *text ? QCoreApplication::translate(model::kInputFieldContext, text) : QString();
    }

    static QString label(const model::InputField &field) { return translated(field.label); }

    /// The suffix after a number of `field`: " tokens", " h", … translated; for an amount of money
    /// a space and `currency` ("CNY"); "" for a plain number.
    static QString suffix(const model::InputField &field, const std::string &currency)
    {
        if (field.unit == model::FieldUnit::Currency)
            return QLatin1Char(' ') + Labels::currency(currency);
        return translated(model::unitSuffix(field.unit));
    }

    /// The words for the choice `key` of `field`; the key itself if it has none.
    static QString choice(const model::InputField &field, const std::string &key)
    {
        switch (field.words) {
        case model::ChoiceWords::WorkloadKind:
            if (const auto kind = model::workloadKindFromKey(key))
                return Labels::workloadKind(*kind);
            break;
        case model::ChoiceWords::Precision:
            if (const auto precision = model::precisionFromKey(key))
                return Labels::precision(*precision);
            break;
        case model::ChoiceWords::Optimizer:
            if (const auto optimizer = model::optimizerFromKey(key))
                return Labels::optimizer(*optimizer);
            break;
        case model::ChoiceWords::Own:
            if (const model::FieldChoice *c = field.choice(key); c && c->label)
                return translated(c->label);
            break;
        }
        return QString::fromStdString(key);
    }

    /// The scenario path inside a project's path ("phases.Serving.scenario.workload.gpus" →
    /// "workload.gpus"); any other path as it is.
    static std::string scenarioPath(const std::string &path)
    {
        static const std::string kInside = ".scenario.";
        const size_t at = path.starts_with("phases.") ? path.rfind(kInside) : std::string::npos;
        return at == std::string::npos ? path : path.substr(at + kInside.size());
    }

    /// A scenario path ("workload.gpus") as a reader knows it: the input's label with the path
    /// after it, "GPUs (workload.gpus)"; the bare path where no input of the table has it.
    static QString named(const std::string &path)
    {
        // The inputs a scenario has outside the table of fields.
        static const std::pair<const char *, const char *> kOthers[] = {
            {"name", QT_TRANSLATE_NOOP("InputField", "Plan name")},
            {"name_zh", QT_TRANSLATE_NOOP("InputField", "Plan name in Chinese")},
            {"workload.model", QT_TRANSLATE_NOOP("InputField", "Model")},
            {"compare.regions", QT_TRANSLATE_NOOP("InputField", "Regions compared")},
            {"compare.offerings", QT_TRANSLATE_NOOP("InputField", "Offerings compared")},
        };
        const std::string inner = scenarioPath(path);
        const char *text = nullptr;
        for (const auto &[key, words] : kOthers)
            if (inner == key) {
                text = words;
                break;
            }
        if (const model::InputField *field = model::inputField(inner); field && field->label)
            text = field->label;
        return text ? QStringLiteral("%1 (%2)").arg(translated(text), QString::fromStdString(path))
                    : QString::fromStdString(path);
    }

    /// A scenario input's value at `path` as the window shows it: a choice in words, regions and
    /// offerings by their names in `catalog` (a list joined as `locale` joins one), numbers in
    /// `locale`, yes/no; "" for null; the compact JSON text of anything else.
    static QString value(const std::string &fullPath, const nlohmann::json &v, const model::Catalog &catalog,
                         const QLocale &locale)
    {
        const std::string path = scenarioPath(fullPath);
        const auto nameOf = [&](const nlohmann::json &item) {
            if (!item.is_string())
                return Labels::inputValue(item, locale);
            const std::string id = item.get<std::string>();
            if (path == "compare.regions")
                return Labels::region(id, catalog);
            if (const model::Offering *o = path == "compare.offerings" ? catalog.offering(id) : nullptr)
                return Labels::offering(*o, catalog);
            return QString::fromStdString(id);
        };
        if ((path == "compare.regions" || path == "compare.offerings") && v.is_array()) {
            QStringList names;
            for (const nlohmann::json &item : v)
                names << nameOf(item);
            return locale.createSeparatedList(names);
        }
        if (const model::InputField *field = model::inputField(path); field && v.is_string() && !field->choices.empty())
            return choice(*field, v.get<std::string>());
        return Labels::inputValue(v, locale);
    }
};

} // namespace gpuplanner::ui
