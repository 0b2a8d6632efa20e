import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { chooserAction } from './moveChooser';

/**
 * Holds a board and makes it playable by keyboard alone: the wrapper takes focus, the arrow keys
 * choose one of the mover's legal moves (the board draws it chosen, through `children(chosen)`),
 * Enter or Space plays it, Escape clears it; the line below says the choice in words. The choice
 * is forgotten when the moves change (a move was played).
 */
export function MoveChooser({
  moves,
  disabled,
  hint,
  describe,
  boardName,
  onMove,
  children,
}: {
  moves: readonly string[];
  disabled: boolean;
  hint?: string;
  /** A move label in words (`cut the blue edge 2–3`). */
  describe(label: string): string;
  /** The board in a few words, for screen readers (`Hackenbush board`). */
  boardName: string;
  onMove(label: string): void;
  children(chosen: string | null): ReactNode;
}) {
  const [choice, setChoice] = useState<{ moves: readonly string[]; label: string | null }>({ moves, label: null });
  // A choice belongs to the moves it was made among: new moves (after any move) start afresh.
  const chosen = choice.moves === moves && !disabled ? choice.label : null;
  const lineId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const action = chooserAction(event.key, moves, chosen);
    if (action === undefined) return;
    event.preventDefault();
    if (action.kind === 'play') onMove(action.label);
    else setChoice({ moves, label: action.label });
  };
  const line = disabled
    ? 'Waiting: it is not your move.'
    : moves.length === 0
      ? 'No move left.'
      : chosen === null
        ? `Keyboard: arrow keys choose one of ${moves.length} moves, Enter plays it.${hint ? ` Hint: ${describe(hint)}.` : ''}`
        : `Chosen (${moves.indexOf(chosen) + 1} of ${moves.length}): ${describe(chosen)}. Enter plays it, Escape clears.`;
  return (
    <div
      className="key-chooser"
      tabIndex={0}
      role="group"
      aria-label={`${boardName}: arrow keys choose a move, Enter plays it`}
      aria-describedby={lineId}
      data-testid="partizan-board"
      data-chosen={chosen ?? ''}
      onKeyDown={onKeyDown}
    >
      {children(chosen)}
      <p id={lineId} className="muted key-choice" data-testid="partizan-key-choice" aria-live="polite">
        {line}
      </p>
    </div>
  );
}
