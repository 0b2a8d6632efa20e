import type { Playable, PlayMove } from '../library';

/** Boards up to this many squares a side are drawn; larger positions fall back to heaps. */
export const WYTHOFF_BOARD_LIMIT = 24;
const CELL = 34;

type Square = readonly [number, number];

/**
 * Wythoff's game as the queen on a board: square (a, b) is the position, column a from the left
 * and row b from the bottom; she moves left, down or diagonally down-left, and whoever puts her on
 * the corner (0, 0) wins. The board keeps the size of the starting position. With hints on, the
 * P-positions (where the player to move loses) are shaded; squares the queen can reach now are
 * marked, and clicking one plays that move.
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
          stroke={move ? '#3b5bdb' : 'none'}
          strokeWidth={move ? 1.5 : 0}
          className={move ? 'square reachable' : 'square'}
          data-p={isP ? 'true' : undefined}
          onClick={move ? () => onPlay(move) : undefined}
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
      <figcaption>
        queen at a = {a}, b = {b}: she moves left, down or diagonally; whoever reaches the corner 0 0 wins
        {hints && <> · shaded: P-positions (the player to move loses)</>}
      </figcaption>
    </figure>
  );
}
