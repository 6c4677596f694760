#include "ScenarioCommand.h"

#include "Document.h"

namespace gpuplanner::ui {

ScenarioCommand::ScenarioCommand(Document *document, model::Scenario before, model::Scenario after,
                                 const void *control, bool merge, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_control(control)
    , m_merge(merge)
{
}

void ScenarioCommand::undo()
{
    m_document->setScenario(m_before, nullptr);
}

void ScenarioCommand::redo()
{
    // The first redo is the change itself, made by `control`; later ones are the user's Redo.
    m_document->setScenario(m_after, m_pushed ? nullptr : m_control);
    m_pushed = true;
}

bool ScenarioCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ScenarioCommand *>(other);
    if (!m_control || !m_merge || !next->m_merge || next->m_control != m_control)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace gpuplanner::ui
