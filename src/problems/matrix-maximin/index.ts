import { MinimaxSolver, type PayoffGame } from '../../engine/conventions/minimax.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_SIZE = 100;
const MAX_ABS = 100;

/** The n × m payoff matrix K (the first player's winnings), row-major. */
function readMatrix(input: InputReader): { rows: number; columns: number; entries: Float64Array } {
  const rows = input.int('n', 1, MAX_SIZE);
  const columns = input.int('m', 1, MAX_SIZE);
  const entries = input.ints('K[i][j]', rows * columns, -MAX_ABS, MAX_ABS);
  input.expectEnd();
  return { rows, columns, entries };
}

/** A position of the committed game: nothing chosen yet, the first mover's choice, or both choices. */
type Commitment = readonly number[];

/**
 * The matrix game played in turns, one player committing first and the other answering with the
 * choice in view: its minimax value is the first mover's pure security level — the maximin
 * max_i min_j K_ij when the row player commits first, the minimax min_j max_i K_ij when the column
 * player does (von Neumann and Morgenstern 1944, §14.1–14.4: the minorant and majorant games).
 */
function committedGame(rows: number, columns: number, entries: Float64Array, rowFirst: boolean): PayoffGame<Commitment, number> {
  const counts = rowFirst ? [rows, columns] : [columns, rows];
  return {
    *moves(position) {
      if (position.length < 2) for (let k = 0; k < counts[position.length]; k++) yield [...position, k];
    },
    key: (position) => position.join(','),
    payoff: ([first, second]) => (rowFirst ? entries[first * columns + second] : entries[second * columns + first]),
    maximizerToMove: (position) => (position.length === 0) === rowFirst,
  };
}

/**
 * "Matrix game" by A. S. Stankevich (ITMO ICPC team): the maximin and the minimax of a payoff
 * matrix, the two pure security levels whose equality is a saddle point (the lower and upper
 * values of the game).
 */
export const matrixMaximin: Problem = {
  // One pass: each row's least entry and each column's greatest, typed arrays, no search.
  solve(input) {
    const { rows, columns, entries } = readMatrix(input);
    const rowLeast = new Float64Array(rows).fill(Infinity);
    const columnMost = new Float64Array(columns).fill(-Infinity);
    for (let i = 0; i < rows; i++) {
      for (let j = 0; j < columns; j++) {
        const x = entries[i * columns + j];
        if (x < rowLeast[i]) rowLeast[i] = x;
        if (x > columnMost[j]) columnMost[j] = x;
      }
    }
    return `${Math.max(...rowLeast)} ${Math.min(...columnMost)}`;
  },
  // The engine's minimax over the two committed games (row first, then column first): 1 + n + n·m
  // positions each, so it copes at the limits too.
  brute(input) {
    const { rows, columns, entries } = readMatrix(input);
    const value = (rowFirst: boolean) => new MinimaxSolver(committedGame(rows, columns, entries, rowFirst)).value([]);
    return `${value(true)} ${value(false)}`;
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const rows = small ? random.int(1, 6) : MAX_SIZE;
    const columns = small ? random.int(1, 6) : MAX_SIZE;
    // Small ranges half the time, so saddle points (maximin = minimax) are common.
    const range = small && random.bool() ? 3 : MAX_ABS;
    const lines = [`${rows} ${columns}`];
    for (let i = 0; i < rows; i++) lines.push(Array.from({ length: columns }, () => random.int(-range, range)).join(' '));
    return lines.join('\n') + '\n';
  },
};
