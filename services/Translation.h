#pragma once

#include <QString>

class QCoreApplication;

namespace gpuplanner::ui {

/// Installs the program's translation (embedded .qm under :/i18n/) and Qt's own (qtbase) for a
/// language, replacing any installed before; widgets then receive QEvent::LanguageChange.
class Translation
{
public:
    /// Languages the program ships: "zh_CN" and "en".
    static bool isSupported(const QString &language);
    /// "zh_CN" when the system locale is Chinese, otherwise "en".
    static QString systemLanguage();
    /// Installs `language` (must be supported). Returns false if the embedded file is missing.
    static bool install(const QString &language);
    /// The language installed last ("en" before any install).
    static QString current();
};

} // namespace gpuplanner::ui
