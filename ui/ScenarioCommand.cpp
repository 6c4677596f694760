#include "ScenarioCommand.h"

namespace gpuplanner::ui {

ScenarioCommand::ScenarioCommand(model::Scenario before, model::Scenario after, const void *control,
                                 Apply apply, const QString &text)
    : QUndoCommand(text)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_control(control)
    , m_apply(std::move(apply))
{
}

void ScenarioCommand::undo()
{
    m_apply(m_before);
}

void ScenarioCommand::redo()
{
    // The first redo happens when the step is pushed: the window already shows it.
    if (m_firstRedo) {
        m_firstRedo = false;
        return;
    }
    m_apply(m_after);
}

bool ScenarioCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ScenarioCommand *>(other);
    if (!m_control || next->m_control != m_control)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace gpuplanner::ui
