#pragma once

#include <QStringList>
#include <QWidget>

class QTextBrowser;
class QTextDocument;

namespace gpuplanner::ui {

/// The user guide (resources/help/guide_<language>.html, embedded under :/help/) in a window of
/// its own, non-modal, in the language the UI shows (Translation::current()). A language switch
/// (QEvent::LanguageChange) loads the other language's guide and keeps the reader in the same
/// section. Help → User guide (F1) opens it at the top, the main window's "?" button beside its
/// tabs at the section of the tab in front.
class UserGuide : public QWidget
{
    Q_OBJECT
public:
    /// A hidden guide window; with a `parent` it is still a window of its own, closed with it.
    explicit UserGuide(QWidget *parent = nullptr);

    /// The resource path of the guide for `language` ("zh_CN" or "en"; English for any other).
    static QString resourcePath(const QString &language);
    /// The guide's HTML for `language`, read from the resources; "" if the resource is missing.
    static QString html(const QString &language);
    /// The section anchor of each of the main window's tabs, in tab order: memory, cost by part,
    /// cost by region, cost over time, budget, option table.
    static QStringList tabSections();
    /// The anchor names of `document`, in document order (those <a name> and id attributes that
    /// QTextBrowser can scroll to).
    static QStringList anchors(const QTextDocument *document);

    /// Shows the window (raised and activated) at the section `anchor`, or at the top when it is
    /// empty.
    void showSection(const QString &anchor = QString());
    /// The language of the guide shown: "zh_CN" or "en".
    QString language() const { return m_language; }
    /// The section at the top of the view: the last anchor at or above it ("" above the first).
    QString sectionAtTop() const;
    /// The browser showing the guide.
    QTextBrowser *browser() const { return m_browser; }

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Loads the guide for `language` if it is not the one shown.
    void load(const QString &language);
    /// The top of `anchor`'s text in document coordinates, or -1 when there is no such anchor.
    double anchorTop(const QString &anchor) const;

    QTextBrowser *m_browser;
    QString m_language;
};

} // namespace gpuplanner::ui
