import { PartizanGames } from '../../engine/partizan/index.js';
import type { PartizanRules } from '../../games/partizan/partizanRules.js';
import { PartizanValues } from '../../games/partizan/partizanValue.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_N = 8;
/** The brute force searches the whole board (3^(N·N) positions at most): keep it small. */
const BRUTE_MAX_N = 3;

/**
 * AtCoder ABC229 H "Advance or Eat" (https://atcoder.jp/contests/abc229/tasks/abc229_h): on an
 * N × N board of white (W) and black (B) pieces, Takahashi (Left, moving first) moves a white
 * piece one square up into an empty square or eats any black piece; Snuke (Right) does the same
 * with black and white swapped; both see "up" the same way. Pieces never leave their column, so
 * the board is the sum of its columns (*Winning Ways* vol. 1 ch. 2): each column is valued as a
 * partizan game, and Takahashi, moving first, wins iff the sum is positive or fuzzy (L or N).
 */
const column: PartizanRules<string> = {
  name: 'advance-or-eat column',
  leftOptions: (cells) => options(cells, 'W', 'B'),
  rightOptions: (cells) => options(cells, 'B', 'W'),
  key: (cells) => cells,
  format: (cells) => cells,
};

/** A column (top first) after each move of the player owning `own` pieces. */
function options(cells: string, own: string, prey: string): string[] {
  const next: string[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === own && i > 0 && cells[i - 1] === '.') next.push(`${cells.slice(0, i - 1)}${own}.${cells.slice(i + 1)}`);
    if (cells[i] === prey) next.push(`${cells.slice(0, i)}.${cells.slice(i + 1)}`);
  }
  return next;
}

/**
 * Whether the player to move wins the whole board played out move by move (the brute force: no
 * values, no sum of columns; a move is one piece advancing or eating anywhere on the board). The
 * recursion is as deep as the game is long, a few dozen moves on the boards it is given.
 */
function moverWins(columns: readonly string[], whiteMoves: boolean, memo: Map<string, boolean>): boolean {
  const key = `${whiteMoves ? 'W' : 'B'}${columns.join('|')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const [own, prey] = whiteMoves ? ['W', 'B'] : ['B', 'W'];
  const wins = columns.some((cells, at) =>
    options(cells, own, prey).some((moved) => !moverWins(replaced(columns, at, moved), !whiteMoves, memo)),
  );
  memo.set(key, wins);
  return wins;
}

/** `columns` with column `at` replaced. */
function replaced(columns: readonly string[], at: number, cells: string): string[] {
  return columns.map((old, i) => (i === at ? cells : old));
}

/** The columns, top first, of the board in the input. */
function readColumns(input: InputReader): string[] {
  const n = input.int('N', 1, MAX_N);
  const rows = Array.from({ length: n }, (_, i) => input.word(`S_${i + 1}`, 'WB.', n));
  input.expectEnd();
  return Array.from({ length: n }, (_, j) => rows.map((row) => row[j]).join(''));
}

const winner = (outcome: string) => (outcome === 'L' || outcome === 'N' ? 'Takahashi' : 'Snuke');

export const abc229h: Problem = {
  solve(input) {
    const columns = readColumns(input);
    const games = new PartizanGames();
    const values = new PartizanValues(column, games);
    const sum = columns.reduce((total, cells) => games.add(total, values.value(cells)), games.zero);
    return winner(games.outcome(sum));
  },
  brute(input) {
    const columns = readColumns(input);
    if (columns.length > BRUTE_MAX_N) input.fail(`brute force handles boards up to ${BRUTE_MAX_N} × ${BRUTE_MAX_N}`);
    return moverWins(columns, true, new Map()) ? 'Takahashi' : 'Snuke';
  },
  generate(random: Random, size) {
    const n = size === 'max' ? MAX_N : random.int(1, BRUTE_MAX_N);
    const cells = random.pick(['WB.', 'WB...', 'WWB.', 'WBB.']);
    const rows = Array.from({ length: n }, () => Array.from({ length: n }, () => cells[random.int(0, cells.length - 1)]).join(''));
    return `${n}\n${rows.join('\n')}\n`;
  },
};
