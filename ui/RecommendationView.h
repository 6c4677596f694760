#pragma once

#include "Catalog.h"
#include "Result.h"

#include <QTextBrowser>

namespace gpuplanner::ui {

/// The advisor's answer in plain words: the ranked options (best first) with their reasons, the
/// options left out and why, and the pre-purchase checklist of the recommended option.
class RecommendationView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit RecommendationView(QWidget *parent = nullptr);

    void setResult(const model::Result &result, const model::Catalog &catalog);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    const model::Catalog *m_catalog = nullptr;
    model::Result m_result;
};

} // namespace gpuplanner::ui
