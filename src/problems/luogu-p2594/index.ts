import { outcome } from '../../engine/normal/analysis.js';
import { integerSolver } from '../../engine/normal/integerGame.js';
import { polyominoRule, polyominoValueExponent } from '../../games/coins/polyomino/polyomino.js';
import { polyominoValuesByDefinition } from '../../games/coins/polyomino/polyominoDefinition.js';
import { coinGridGame } from '../../games/coins/rules.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { BruteForceLimitError } from '../bruteForceLimit.js';

/** Reads T boards; `decide(rows)` says whether the first player wins. A move needs a `T` coin. */
function answerTests(input: InputReader, decide: (rows: string[]) => boolean): string {
  return eachTest(input, { name: 'T', max: 1000 }, () => {
    const n = input.int('n', 1, 100);
    const m = input.int('m', 1, 100);
    const rows = Array.from({ length: n }, (_, i) => input.word(`row ${i + 1}`, 'HT', m));
    return decide(rows) ? '-_-' : '=_=';
  });
}

/**
 * Coin (x, y) alone has value 2^e(x, y) (polyomino.ts), so the position's value is non-zero iff
 * some exponent occurs an odd number of times among the `T` coins: parities of e ∈ 0..198.
 */
function fastDecide(rows: string[]): boolean {
  const parity = new Uint8Array(200);
  for (let x = 1; x <= rows.length; x++) {
    const row = rows[x - 1];
    for (let y = 1; y <= row.length; y++) if (row.charCodeAt(y - 1) === 84 /* T */) parity[polyominoValueExponent(x, y)] ^= 1;
  }
  return parity.includes(1);
}

/** Boards up to this many coins are searched whole; bigger ones coin by coin. */
const WHOLE_BOARD_COINS = 10;

/**
 * The game from its rule, no closed form. Small boards: the whole board is one engine position and
 * every move turns a connected set (exhaustive search). Larger boards (up to 6 columns, e.g. the
 * 5 × 6 sample): by the coin-turning theorem, the XOR over `T` coins of their values, each the mex
 * over all its connected sets, found by the frontier DP.
 */
function bruteDecide(rows: string[]): boolean {
  const n = rows.length;
  const m = rows[0].length;
  if (n * m <= WHOLE_BOARD_COINS) {
    const game = coinGridGame(polyominoRule, n, m);
    let board = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) if (rows[i][j] === 'T') board |= 1 << (i * m + j);
    return outcome(game, board, integerSolver(game, 1 << (n * m))) === 'N';
  }
  if (m > 6 || n > 8) throw new BruteForceLimitError('luogu-p2594', 'boards of at most 8 rows and 6 columns', `${n} rows and ${m} columns`);
  const values = polyominoValuesByDefinition(n, m);
  let total = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) if (rows[i][j] === 'T') total ^= values[i * m + j];
  return total !== 0;
}

export const luoguP2594: Problem = {
  solve: (input) => answerTests(input, fastDecide),
  brute: (input) => answerTests(input, bruteDecide),
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : 10;
    const lines = [String(tests)];
    for (let t = 0; t < tests; t++) {
      // Small boards: mostly up to 10 coins (whole-board search), now and then up to 4 × 5 (DP).
      const [n, m] = !small
        ? [100, 100]
        : random.bool(0.85)
          ? random.pick([
              [1, 1],
              [1, 7],
              [2, 3],
              [3, 3],
              [2, 5],
              [1, 10],
              [5, 2],
              [3, 2],
            ])
          : [random.int(3, 4), random.int(4, 5)];
      const tails = random.pick([0.1, 0.3, 0.5, 0.9]);
      lines.push(`${n} ${m}`);
      for (let i = 0; i < n; i++) lines.push(Array.from({ length: m }, () => (random.bool(tails) ? 'T' : 'H')).join(''));
    }
    return lines.join('\n') + '\n';
  },
};
