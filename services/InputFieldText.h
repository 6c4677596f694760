#pragma once

#include "InputFields.h"
#include "Labels.h"

#include <QCoreApplication>
#include <QString>

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

    /// A scenario path ("workload.gpus") as a reader knows it: the input's label with the path
    /// after it, "GPUs (workload.gpus)"; the bare path where no input of the table has it.
    static QString named(const std::string &path)
    {
        if (path == "name" || path == "name_zh")
            return QStringLiteral("%1 (%2)").arg(path == "name" ? QCoreApplication::translate("InputField", "Plan name")
                                                                : QCoreApplication::translate("InputField", "Plan name in Chinese"),
                                                 QString::fromStdString(path));
        const model::InputField *field = model::inputField(path);
        return field && field->label
            ? QStringLiteral("%1 (%2)").arg(label(*field), QString::fromStdString(path))
            : QString::fromStdString(path);
    }
};

} // namespace gpuplanner::ui
