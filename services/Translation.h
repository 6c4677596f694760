#pragma once

#include <QLocale>
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
    /// Installs `language` (must be supported) and makes its locale the default QLocale, so every
    /// number the window and the exports format follows the language shown, not the system's
    /// (1,234.56 in zh_CN and en alike, never 1.234,56 beside English words under LC_ALL=de_DE).
    /// Returns false if the embedded file is missing.
    static bool install(const QString &language);
    /// The language installed last ("en" before any install).
    static QString current();
    /// The locale numbers are written in for `language`: Chinese (China) or English (United States).
    static QLocale localeFor(const QString &language);
};

} // namespace gpuplanner::ui
