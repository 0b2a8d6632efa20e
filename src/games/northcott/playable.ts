import { NimlabError } from '../../engine/core/errors.js';
import { parseNatural } from '../parse.js';
import type { Playable, PlayMove } from '../playable.js';
import { northcottNimSum, type NorthcottRowView } from './fast.js';

/** Largest board played: every move is listed and the rows are drawn. */
export const NORTHCOTT_PLAY_WIDTH = 20;
export const NORTHCOTT_PLAY_ROWS = 8;

/**
 * Northcott's game in play. X is the player to move in the position as typed (each row `a,b` is
 * X's column, then O's, as `nimlab analyze northcott` reads it); the move `2:5` slides the mover's
 * piece in row 2 to column 5.
 */
export interface NorthcottPlay {
  width: number;
  /** Each row: [X's column, O's column], 1-based. */
  rows: readonly (readonly [number, number])[];
  xToMove: boolean;
}

/** The rows as the player to move sees them, for the fast solver. */
function views({ rows, xToMove }: NorthcottPlay): NorthcottRowView[] {
  return rows.map(([x, o]) => (xToMove ? { mine: BigInt(x), theirs: BigInt(o) } : { mine: BigInt(o), theirs: BigInt(x) }));
}

/**
 * Northcott's game played move by move, on a board `fixedWidth` columns wide or, without one, as
 * wide as the largest column typed. Moves are listed retreats first, then advances: a perfect
 * player that has to fall back on "the last listed winning move" then always advances (a winning
 * advance always exists), and advances alone end the game, while retreats could go round forever.
 */
export function playableNorthcott(fixedWidth?: number): Playable<NorthcottPlay> {
  return {
    supportsMisere: false,
    picture: { kind: 'northcott' },
    parse(words) {
      const rows = parseRows(words);
      const widest = Math.max(...rows.flat());
      const width = fixedWidth ?? widest;
      if (widest > width) throw new NimlabError(`northcott: a column beyond the board's ${width} columns`);
      if (width > NORTHCOTT_PLAY_WIDTH)
        throw new NimlabError(`northcott: to play, the board is at most ${NORTHCOTT_PLAY_WIDTH} columns wide`);
      return { width, rows, xToMove: true };
    },
    format: ({ rows, xToMove }) => `${rows.map(([x, o]) => `${x},${o}`).join(' ')} (${xToMove ? 'X' : 'O'} to move)`,
    board: ({ width, rows }) =>
      rows.map(
        ([x, o], r) =>
          `row ${r + 1} │ ${Array.from({ length: width }, (_, c) => (c + 1 === x ? 'X' : c + 1 === o ? 'O' : '·')).join(' ')} │`,
      ),
    moves(position) {
      const retreats: PlayMove<NorthcottPlay>[] = [];
      const advances: PlayMove<NorthcottPlay>[] = [];
      const { width, rows, xToMove } = position;
      rows.forEach(([x, o], r) => {
        const [mine, theirs] = xToMove ? [x, o] : [o, x];
        const [low, high] = mine < theirs ? [1, theirs - 1] : [theirs + 1, width];
        for (let column = low; column <= high; column++) {
          if (column === mine) continue;
          const row: readonly [number, number] = xToMove ? [column, o] : [x, column];
          const move = { label: `${r + 1}:${column}`, to: { width, rows: rows.map((old, i) => (i === r ? row : old)), xToMove: !xToMove } };
          const towards = Math.abs(column - theirs) < Math.abs(mine - theirs);
          (towards ? advances : retreats).push(move);
        }
      });
      return [...retreats, ...advances];
    },
    toMoveWins: (position) => northcottNimSum(views(position)) !== 0n,
  };
}

function parseRows(words: readonly string[]): [number, number][] {
  if (words.length === 0) throw new NimlabError("northcott: expected rows written a,b (the mover's column, the opponent's column)");
  if (words.length > NORTHCOTT_PLAY_ROWS) throw new NimlabError(`northcott: to play, at most ${NORTHCOTT_PLAY_ROWS} rows`);
  return words.map((word, i) => {
    const parts = word.split(',');
    if (parts.length !== 2) throw new NimlabError(`northcott: row ${i + 1}: expected a,b (two columns), got '${word}'`);
    const [x, o] = parts.map((part) => Number(parseNatural(part, `northcott: row ${i + 1} column`, BigInt(NORTHCOTT_PLAY_WIDTH))));
    if (x === 0 || o === 0) throw new NimlabError(`northcott: row ${i + 1}: columns are numbered from 1, got '${word}'`);
    if (x === o) throw new NimlabError(`northcott: row ${i + 1}: the two pieces must stand in different columns, got '${word}'`);
    return [x, o];
  });
}
