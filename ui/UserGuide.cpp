#include "UserGuide.h"

#include "Translation.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QFile>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QUrl>
#include <QVBoxLayout>

namespace gpuplanner::ui {

namespace {
/// A section counts as at the top when its heading is within this many pixels below the view's
/// top (scrollToAnchor() puts it there, rounded).
constexpr double kTopTolerance = 4.0;
} // namespace

UserGuide::UserGuide(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("userGuide"));
    m_browser->setObjectName(QStringLiteral("userGuideText"));
    m_browser->setOpenExternalLinks(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    resize(760, 680);
    load(Translation::current());
}

QString UserGuide::resourcePath(const QString &language)
{
    return language == QLatin1String("zh_CN") ? QStringLiteral(":/help/guide_zh_CN.html")
                                              : QStringLiteral(":/help/guide_en.html");
}

QString UserGuide::html(const QString &language)
{
    QFile file(resourcePath(language));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QStringList UserGuide::tabSections()
{
    return {QStringLiteral("memory"), QStringLiteral("cost-parts"), QStringLiteral("regions"),
            QStringLiteral("duration"), QStringLiteral("budget"), QStringLiteral("drivers"), QStringLiteral("options")};
}

QStringList UserGuide::anchors(const QTextDocument *document)
{
    QStringList out;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor())
                for (const QString &name : format.anchorNames())
                    if (!out.contains(name))
                        out << name;
        }
    return out;
}

void UserGuide::showSection(const QString &anchor)
{
    show();
    raise();
    activateWindow();
    if (anchor.isEmpty())
        m_browser->verticalScrollBar()->setValue(0);
    else
        m_browser->scrollToAnchor(anchor);
}

double UserGuide::anchorTop(const QString &anchor) const
{
    const QTextDocument *document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isAnchor() || !fragment.charFormat().anchorNames().contains(anchor))
                continue;
            // Where QTextEdit::scrollToAnchor() scrolls to: the top of the anchor's line.
            const QRectF box = document->documentLayout()->blockBoundingRect(block);
            const QTextLine line = block.layout()->lineForTextPosition(fragment.position() - block.position());
            return box.top() + (line.isValid() ? line.y() : 0.0);
        }
    return -1.0;
}

QString UserGuide::sectionAtTop() const
{
    const double top = m_browser->verticalScrollBar()->value();
    QString section;
    for (const QString &anchor : anchors(m_browser->document())) {
        const double at = anchorTop(anchor);
        if (at >= 0 && at <= top + kTopTolerance)
            section = anchor;
    }
    return section;
}

void UserGuide::load(const QString &language)
{
    const QString shown = language == QLatin1String("zh_CN") ? language : QStringLiteral("en");
    if (shown == m_language)
        return;
    m_language = shown;
    m_browser->setSource(QUrl(QStringLiteral("qrc") + resourcePath(shown)));
    // The guide's own <title>, in its language: the window needs no translated title of its own.
    setWindowTitle(m_browser->documentTitle());
}

void UserGuide::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && Translation::current() != m_language) {
        // The same section in the other language.
        const QString section = sectionAtTop();
        load(Translation::current());
        if (isVisible()) { // hidden, the next showSection() scrolls
            if (section.isEmpty())
                m_browser->verticalScrollBar()->setValue(0);
            else
                m_browser->scrollToAnchor(section);
        }
    }
    QWidget::changeEvent(event);
}

} // namespace gpuplanner::ui
