import { forwardRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Wraps any board so it is playable by keyboard alone: the board takes focus, the arrow keys choose
 * a legal move (the board shows it as a touch selection would, and the line below says it in
 * words), Enter or Space plays it, Escape clears it. It knows nothing of the board inside, so every
 * board kind gets the same keys; keys pressed on a control inside the board stay that control's.
 */
export const KeyChooser = forwardRef<
  HTMLDivElement,
  {
    count: number;
    chosen: number | null;
    /** The chosen move in words. */
    chosenWords: string | null;
    onChoose(index: number | null): void;
    onPlay(index: number): void;
    children: ReactNode;
  }
>(function KeyChooser({ count, chosen, chosenWords, onChoose, onPlay, children }, ref) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || count === 0) return;
    const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
    let next: number | null | undefined;
    if (event.key in step) next = chosen === null ? (step[event.key] > 0 ? 0 : count - 1) : (chosen + step[event.key] + count * 10) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (event.key === 'Escape') next = null;
    else if ((event.key === 'Enter' || event.key === ' ') && chosen !== null) {
      event.preventDefault();
      onPlay(chosen);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    onChoose(next);
  };
  return (
    <div
      ref={ref}
      className="key-chooser"
      tabIndex={0}
      role="group"
      aria-label="board: arrow keys choose a move, Enter plays it"
      aria-describedby="key-choice"
      data-testid="board"
      onKeyDown={onKeyDown}
    >
      {children}
      <p id="key-choice" className="muted key-choice" data-testid="key-choice">
        {count === 0
          ? ''
          : chosenWords === null
            ? 'Keyboard: focus the board, then arrow keys choose a move and Enter plays it.'
            : `Chosen (${chosen! + 1} of ${count}): ${chosenWords}. Enter plays it, Escape clears.`}
      </p>
    </div>
  );
});
