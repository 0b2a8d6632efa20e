import type { PlayMove } from '../library';

/** Northcott's position as the family keeps it (src/games/northcott/playable.ts): columns from 1, X's then O's. */
export interface NorthcottSquares {
  width: number;
  rows: readonly (readonly [number, number])[];
  xToMove: boolean;
}

/**
 * Northcott's game on its board: one row of squares per row of the game, X's piece and O's piece
 * in each. While it is your move every square your piece in that row may slide to is a button
 * (a move `r:c`); touch it, or Tab to it and press Enter. A hint rings one winning square.
 */
export function NorthcottBoard({
  position,
  moves,
  hintLabel,
  onPlay,
}: {
  position: NorthcottSquares;
  moves: PlayMove<unknown>[];
  hintLabel: string | null;
  onPlay(move: PlayMove<unknown>): void;
}) {
  const byLabel = new Map(moves.map((m) => [m.label, m]));
  const mover = position.xToMove ? 'X' : 'O';
  return (
    <figure className="picture" data-testid="northcott-board">
      <div
        className="northcott"
        tabIndex={0}
        role="group"
        aria-label={`Northcott's board, ${position.rows.length} rows of ${position.width} squares`}
      >
        {position.rows.map(([x, o], r) => (
          <div className="northcott-row" key={r}>
            <span className="label">row {r + 1}</span>
            {Array.from({ length: position.width }, (_, i) => {
              const column = i + 1;
              const piece = column === x ? 'X' : column === o ? 'O' : '';
              const label = `${r + 1}:${column}`;
              const move = byLabel.get(label);
              const cls = `square${piece ? ` piece-${piece}` : ''}${move && label === hintLabel ? ' ringed' : ''}`;
              if (!move)
                return (
                  <span key={column} className={cls} title={`row ${r + 1}, column ${column}`}>
                    {piece}
                  </span>
                );
              return (
                <button
                  key={column}
                  type="button"
                  className={`${cls} target`}
                  data-testid="northcott-square"
                  data-label={label}
                  aria-label={`row ${r + 1}: move ${mover} to column ${column}`}
                  onClick={() => onPlay(move)}
                />
              );
            })}
          </div>
        ))}
      </div>
      <figcaption>
        {moves.length > 0
          ? `${mover} to move: touch a square your piece can slide to in its row (never past the other piece)`
          : `X and O slide along their rows, never past each other; ${mover} to move`}
      </figcaption>
    </figure>
  );
}
