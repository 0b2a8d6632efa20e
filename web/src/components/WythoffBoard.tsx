import { useState, type MouseEvent } from 'react';
import type { Playable, PlayMove } from '../library';

/** Boards up to this many squares a side are drawn; larger positions fall back to heaps. */
export const WYTHOFF_BOARD_LIMIT = 24;
const CELL = 34;
/** A square drawn smaller than this (a large board on a phone) is chosen by a tap and played by a second, larger control. */
const TOUCH_TARGET_PX = 44;

type Square = readonly [number, number];

/**
 * Wythoff's game as the queen on a board: square (a, b) is the position, column a from the left
 * and row b from the bottom; she moves left, down or diagonally down-left, and whoever puts her on
 * the corner (0, 0) wins. The board keeps the size of the starting position. With hints on, the
 * P-positions (where the player to move loses) are shaded; squares the queen can reach now are
 * marked, and clicking one plays that move. On a board drawn so small that a square is under 44
 * px (a phone), a tap (not a mouse click) only chooses the square, and "Play this move" plays it: a mis-tap costs nothing.
 */
export function WythoffBoard({
  start,
  position,
  playable,
  hints,
  moves,
  onPlay,
}: {
  start: Square;
  position: Square;
  playable: Playable<Square>;
  hints: boolean;
  moves: PlayMove<unknown>[];
  onPlay(move: PlayMove<unknown>): void;
}) {
  const size = Math.max(start[0], start[1], position[0], position[1]) + 1;
  const [a, b] = position;
  // The square chosen on a dense board, for the position it was chosen in (a new position forgets it).
  const [chosen, setChosen] = useState<{ at: string; move: PlayMove<unknown> } | null>(null);
  const pending = chosen && chosen.at === `${a} ${b}` && moves.includes(chosen.move) ? chosen.move : null;
  const touch = (event: MouseEvent<SVGRectElement>, move: PlayMove<unknown>) => {
    // A mouse points precisely; a finger on a small square may not.
    const finger = (event.nativeEvent as PointerEvent).pointerType !== 'mouse';
    if (finger && event.currentTarget.getBoundingClientRect().width < TOUCH_TARGET_PX) setChosen({ at: `${a} ${b}`, move });
    else onPlay(move);
  };
  const reachable = new Map(moves.map((move) => [(move.to as Square).join(' '), move]));
  const squares = [];
  for (let x = 0; x < size; x++) {
    for (let y = 0; y < size; y++) {
      const isP = hints && !playable.toMoveWins([x, y], false);
      const move = reachable.get(`${x} ${y}`);
      const dark = (x + y) % 2 === 1;
      squares.push(
        <rect
          key={`${x},${y}`}
          x={x * CELL}
          y={(size - 1 - y) * CELL}
          width={CELL}
          height={CELL}
          fill={isP ? '#ffc9c9' : dark ? '#dee2e6' : '#f8f9fa'}
          stroke={move === pending && move ? '#f08c00' : move ? '#3b5bdb' : 'none'}
          strokeWidth={move === pending && move ? 4 : move ? 1.5 : 0}
          className={move ? `square reachable${move === pending ? ' chosen' : ''}` : 'square'}
          data-p={isP ? 'true' : undefined}
          onClick={move ? (event) => touch(event, move) : undefined}
          tabIndex={move ? 0 : undefined}
          role={move ? 'button' : undefined}
          aria-label={move ? `move the queen to ${x} ${y}` : undefined}
          onKeyDown={move ? (event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), onPlay(move)) : undefined}
        >
          <title>{`${x} ${y}${isP ? ' (P-position: the player to move loses)' : ''}${move ? ` — play ${move.label}` : ''}`}</title>
        </rect>,
      );
    }
  }
  const labels = [];
  for (let i = 0; i < size; i++) {
    labels.push(
      <text key={`x${i}`} x={i * CELL + CELL / 2} y={size * CELL + 14} textAnchor="middle" className="axis">
        {i}
      </text>,
    );
    labels.push(
      <text key={`y${i}`} x={-6} y={(size - 1 - i) * CELL + CELL / 2 + 4} textAnchor="end" className="axis">
        {i}
      </text>,
    );
  }
  return (
    <figure className="picture" data-testid="wythoff-board">
      <svg
        width={size * CELL + 30}
        height={size * CELL + 22}
        viewBox={`-24 0 ${size * CELL + 30} ${size * CELL + 22}`}
        role="group"
        aria-label={`Wythoff board with the queen at ${a}, ${b}`}
        style={{ maxWidth: '100%', height: 'auto' }}
      >
        {squares}
        {labels}
        <text
          x={a * CELL + CELL / 2}
          y={(size - 1 - b) * CELL + CELL / 2 + 7}
          textAnchor="middle"
          fontSize={CELL - 6}
          data-testid="queen"
          pointerEvents="none"
        >
          ♛
        </text>
      </svg>
      {pending && (
        <div className="touch-choices" data-testid="wythoff-confirm" role="group" aria-label="confirm the move">
          <p>Move the queen to {(pending.to as Square).join(' ')}?</p>
          <div className="moves touch-moves">
            <button onClick={() => onPlay(pending)}>Play this move</button>
            <button className="secondary" onClick={() => setChosen(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <figcaption>
        queen at a = {a}, b = {b}: she moves left, down or diagonally; whoever reaches the corner 0 0 wins
        {hints && <> · shaded: P-positions (the player to move loses)</>}
      </figcaption>
    </figure>
  );
}
