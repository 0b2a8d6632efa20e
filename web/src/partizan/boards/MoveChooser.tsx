import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { chooserAction } from './touch/chooserKeys';

/**
 * Holds a board and makes it playable by keyboard alone: the wrapper takes focus, the arrow keys
 * choose one of the mover's legal moves (the board draws it chosen, through `children(chosen)`),
 * Enter or Space plays it, Escape clears it; the line below says the choice in words. The choice
 * is forgotten when the moves change (a move was played). On a board too dense for 44 px
 * targets (`confirmTouches`), a touch chooses too, and a Play button under the board confirms.
 */
export function MoveChooser({
  moves,
  disabled,
  hint,
  describe,
  boardName,
  onMove,
  confirmTouches = false,
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
  /** Touches choose and a confirm button plays (a board too dense for 44 px touch targets). */
  confirmTouches?: boolean;
  /** The board, drawing `chosen`; `touch` is what a touch on a move's part does. */
  children(chosen: string | null, touch: (label: string) => void): ReactNode;
}) {
  // A choice belongs to the moves it was made among: other moves (after any move) start afresh.
  // Compared by content, since a page may hand over an equal new array on every render.
  const movesKey = moves.join('\n');
  const [choice, setChoice] = useState<{ movesKey: string; label: string | null }>({ movesKey, label: null });
  const chosen = choice.movesKey === movesKey && !disabled ? choice.label : null;
  const lineId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const action = chooserAction(event.key, moves, chosen);
    if (action === undefined) return;
    event.preventDefault();
    if (action.kind === 'play') onMove(action.label);
    else setChoice({ movesKey, label: action.label });
  };
  const touch = (label: string) => (confirmTouches ? setChoice({ movesKey, label }) : onMove(label));
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
      data-confirm={String(confirmTouches)}
      onKeyDown={onKeyDown}
    >
      {children(chosen, touch)}
      {confirmTouches && chosen !== null && (
        <p className="confirm-move">
          <button type="button" data-testid="confirm-move" style={{ minHeight: 44 }} onClick={() => onMove(chosen)}>
            Play: {describe(chosen)}
          </button>{' '}
          <button type="button" style={{ minHeight: 44 }} onClick={() => setChoice({ movesKey, label: null })}>
            Cancel
          </button>
        </p>
      )}
      <p id={lineId} className="muted key-choice" data-testid="partizan-key-choice" aria-live="polite">
        {line}
      </p>
    </div>
  );
}
