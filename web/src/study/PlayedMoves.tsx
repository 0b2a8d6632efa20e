import type { PlayValue } from '../library';

/** One move of the game so far, for the list beside the value history. */
export interface PlayedMove {
  /** Who made it ("you", "the computer", "player 1"). */
  by: string;
  /** The move in words. */
  words: string;
  /** The value of the position it led to, for the player to move there (null with hints off). */
  after: PlayValue | null;
}

/**
 * The moves so far, each labelled in words with who made it and what it left (with hints on),
 * every line a button that returns the game to just after it, as the chart's points do; the
 * first line returns to the start.
 */
export function PlayedMoves({
  moves,
  current,
  remotenessKnown,
  onReturn,
}: {
  moves: readonly PlayedMove[];
  current: number;
  remotenessKnown: boolean;
  onReturn(ply: number): void;
}) {
  const afterWords = (v: PlayValue) =>
    v.result === 'draw'
      ? 'a draw'
      : `the player to move ${v.result === 'win' ? 'wins' : 'loses'}${remotenessKnown ? ` in ${v.remoteness}` : ''}`;
  return (
    <ol className="played-moves" data-testid="played-moves" start={0}>
      <li>
        <button type="button" className="link-button" aria-current={current === 0 ? 'step' : undefined} onClick={() => onReturn(0)}>
          start
        </button>
      </li>
      {moves.map((m, i) => (
        <li key={i} data-testid="played-move">
          <button
            type="button"
            className="link-button"
            aria-current={current === i + 1 ? 'step' : undefined}
            onClick={() => onReturn(i + 1)}
          >
            {m.by}: {m.words}
            {m.after && <span className="muted"> · then {afterWords(m.after)}</span>}
          </button>
        </li>
      ))}
    </ol>
  );
}
