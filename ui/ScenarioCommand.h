#pragma once

#include "Scenario.h"

#include <QUndoCommand>

namespace gpuplanner::ui {

class Document;

/// One input change as an undoable step: the scenario before and after. redo() and undo() put
/// the one or the other in force in the document. Consecutive changes from the same control (a
/// slider being dragged, a spin box being stepped) merge into one step.
class ScenarioCommand : public QUndoCommand
{
public:
    /// `control` identifies the input that changed; with `merge`, a following step from the same
    /// control merges into this one (nullptr never merges).
    ScenarioCommand(Document *document, model::Scenario before, model::Scenario after,
                    const void *control, bool merge, const QString &text);

    void undo() override;
    void redo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    model::Scenario m_before;
    model::Scenario m_after;
    const void *m_control;
    bool m_merge;
    bool m_pushed = false; ///< redo() ran once: later redos are the user's Redo
};

} // namespace gpuplanner::ui
