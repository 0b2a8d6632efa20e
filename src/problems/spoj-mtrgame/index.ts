import { Rational, solveZeroSum, vertexEnumeration, zeroSumBimatrix } from '../../engine/matrix/index.js';
import { fixedDecimal } from '../../games/matrix/index.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { neededColumns } from './columnPruning.js';

/** SPOJ MTRGAME's limits over all its input sets: at most 120 tests, m ≤ 3 rows, n ≤ 10^5 columns (5000 with 3 rows). */
const MAX_TESTS = 120;
const MAX_ROWS = 3;
const MAX_COLUMNS = 100_000;
/** With three rows (input set 4) n is at most 5000. */
const MAX_COLUMNS_OF_THREE = 5000;
const MAX_ABS = 150_000;
/** Vertex enumeration visits every vertex of both best-response polytopes: keep the games small. */
const BRUTE_MAX_COLUMNS = 8;

/** Each test's m × n matrix (P1's winnings, as rows of integers), answered by `value` to 3 decimals, one line per test. */
function answerTests(input: InputReader, value: (rows: Float64Array[]) => Rational): string {
  return eachTest(input, { name: 'T', max: MAX_TESTS }, () => {
    const rows = input.int('m', 1, MAX_ROWS);
    const columns = input.int('n', 1, rows === MAX_ROWS ? MAX_COLUMNS_OF_THREE : MAX_COLUMNS);
    const matrix = Array.from({ length: rows }, () => input.ints('M[i][j]', columns, -MAX_ABS, MAX_ABS));
    return fixedDecimal(value(matrix), 3);
  });
}

/** The columns `keep` of integer rows, as the rational matrix the engine's solvers take. */
function rationalColumns(rows: readonly Float64Array[], keep: readonly number[]): Rational[][] {
  return rows.map((row) => keep.map((j) => Rational.integer(BigInt(row[j]))));
}

/**
 * SPOJ MTRGAME, "Matrix Game": P1 picks a row, P2 a column, at the same time; P2 pays P1 the
 * entry. The answer is the value of this zero-sum game (von Neumann's minimax theorem), printed
 * from the exact rational.
 */
export const spojMtrgame: Problem = {
  // The columns P2 may need (columnPruning.ts), then the exact simplex on the game's LP.
  solve: (input) => answerTests(input, (rows) => solveZeroSum(rationalColumns(rows, neededColumns(rows))).value),
  // Every extreme equilibrium of (A, −A) by vertex enumeration of the best-response polytopes: the
  // row player's payoff at any of them is the value (all equilibria of a zero-sum game pay it).
  brute: (input) =>
    answerTests(input, (rows) => {
      if (rows[0].length > BRUTE_MAX_COLUMNS) input.fail(`brute force handles at most ${BRUTE_MAX_COLUMNS} columns`);
      const every = Array.from({ length: rows[0].length }, (_, j) => j);
      return vertexEnumeration(zeroSumBimatrix(rationalColumns(rows, every))).equilibria[0].payoffs[0];
    }),
  generate(random: Random, size) {
    const small = size === 'small';
    // Small: entries from a narrow range half the time (ties, saddle points, degenerate games).
    const tests = small ? random.int(1, 3) : 10;
    const lines = [String(tests)];
    for (let t = 0; t < tests; t++) {
      const rows = small ? random.int(1, MAX_ROWS) : 2;
      const columns = small ? random.int(1, BRUTE_MAX_COLUMNS) : MAX_COLUMNS;
      const range = small && random.bool() ? 4 : MAX_ABS;
      lines.push(`${rows} ${columns}`);
      for (let i = 0; i < rows; i++) lines.push(Array.from({ length: columns }, () => random.int(-range, range)).join(' '));
    }
    return lines.join('\n') + '\n';
  },
};
