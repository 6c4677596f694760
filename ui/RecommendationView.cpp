#include "RecommendationView.h"

#include "Labels.h"

#include <QEvent>
#include <QLocale>

#include <algorithm>

namespace gpuplanner::ui {

namespace {
constexpr int kShownRanked = 5;
}

RecommendationView::RecommendationView(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setObjectName(QStringLiteral("recommendation"));
}

void RecommendationView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QTextBrowser::changeEvent(event);
}

void RecommendationView::setResult(const model::Result &result, const model::Catalog &catalog)
{
    m_result = result;
    m_catalog = &catalog;
    render();
}

void RecommendationView::render()
{
    if (!m_catalog)
        return;
    const QLocale locale;
    auto find = [this](const std::string &id) { return m_result.option(id); };
    auto name = [this](const model::OptionResult &o) { return Labels::optionName(o, *m_catalog).toHtmlEscaped(); };
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Recommendation"));
    if (m_result.ranking.empty()) {
        // Memory is one reason among several (latency, load, time); the list below gives each.
        const bool anyFits = std::any_of(m_result.options.begin(), m_result.options.end(),
                                         [](const model::OptionResult &o) { return o.fits; });
        html += QStringLiteral("<p>%1</p>").arg(anyFits ? tr("No compared option can do this work; each one left out "
                                                             "below says why.")
                                                        : tr("No option fits this workload. Add GPUs, a larger card or "
                                                             "quantised weights, or compare other offerings."));
    }
    const model::OptionResult *best = m_result.best();
    html += QStringLiteral("<ol>");
    for (size_t i = 0; i < m_result.ranking.size() && int(i) < kShownRanked; ++i) {
        const model::OptionResult *o = find(m_result.ranking[i]);
        if (!o)
            continue;
        QString size = Labels::hours(o->runHours, locale);
        if (o->requestSeconds > 0) // serving: the copies the busiest hour needs
            size += QStringLiteral(" · ") + tr("%n replica(s)", nullptr, o->replicas);
        const QString amount = QStringLiteral("%1 %2 · %3")
                                   .arg(locale.toString(o->cost.total(), 'f', 2), Labels::currency(o->currency), size);
        html += QStringLiteral("<li>%1<br/><small>%2</small></li>")
                    .arg(Labels::labelled(QStringLiteral("<b>%1</b>").arg(name(*o)), amount),
                         Labels::rankNote(*o, best).toHtmlEscaped());
    }
    html += QStringLiteral("</ol>");
    if (best && !best->checklist.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Before you buy %1:").arg(name(*best)));
        for (const auto &item : best->checklist)
            html += QStringLiteral("<li>%1</li>").arg(Labels::checklistItem(item).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    int leftOut = 0;
    QString excluded;
    for (const auto &o : m_result.options)
        if (o.rank == 0 && leftOut++ < kShownRanked)
            excluded += QStringLiteral("<li>%1</li>").arg(Labels::labelled(name(o), Labels::reasons(o, *m_catalog).toHtmlEscaped()));
    if (leftOut > 0)
        html += QStringLiteral("<p><b>%1</b></p><ul>%2</ul>").arg(tr("Left out (%1):").arg(leftOut), excluded);
    setHtml(html);
}

} // namespace gpuplanner::ui
