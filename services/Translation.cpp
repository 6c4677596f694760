#include "Translation.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace gpuplanner::ui {

namespace {
struct Installed
{
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
    QString language = QStringLiteral("en");
};

Installed &installed()
{
    static Installed state;
    return state;
}
} // namespace

bool Translation::isSupported(const QString &language)
{
    return language == QLatin1String("zh_CN") || language == QLatin1String("en");
}

QString Translation::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                            : QStringLiteral("en");
}

bool Translation::install(const QString &language)
{
    Installed &state = installed();
    for (auto *t : {&state.app, &state.qt})
        if (*t) {
            QCoreApplication::removeTranslator(t->get());
            t->reset();
        }
    auto app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/gpuplanner_%1.qm").arg(language)))
        return false;
    QCoreApplication::installTranslator(app.get());
    state.app = std::move(app);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        state.qt = std::move(qt);
    }
    state.language = language;
    QLocale::setDefault(localeFor(language));
    // Dialog titles carry the application's name: 算力规划器 in Chinese, not "GPU Planner".
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        QGuiApplication::setApplicationDisplayName(QCoreApplication::translate("Translation", "GPU Planner"));
    return true;
}

QLocale Translation::localeFor(const QString &language)
{
    return language == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                               : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString Translation::current()
{
    return installed().language;
}

} // namespace gpuplanner::ui
