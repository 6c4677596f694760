#pragma once

#include "Scenario.h"

#include <QUndoCommand>

#include <functional>

namespace gpuplanner::ui {

/// One input change as an undoable step: the scenario before and after. Consecutive changes from
/// the same control (a slider being dragged, a spin box being stepped) merge into one step.
class ScenarioCommand : public QUndoCommand
{
public:
    using Apply = std::function<void(const model::Scenario &)>;

    /// `apply` shows a scenario (without recording a new step); `control` identifies the input
    /// that changed (nullptr: never merges).
    ScenarioCommand(model::Scenario before, model::Scenario after, const void *control, Apply apply,
                    const QString &text);

    void undo() override;
    void redo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    model::Scenario m_before;
    model::Scenario m_after;
    const void *m_control;
    Apply m_apply;
    bool m_firstRedo = true;
};

} // namespace gpuplanner::ui
