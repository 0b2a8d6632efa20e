import { analyzeSum } from '../../engine/normal/analysis.js';
import type { Game } from '../../engine/core/game.js';
import { progressionRule, progressionValues, smoothExponents } from '../../games/coins/progression.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { BruteForceLimitError } from '../bruteForceLimit.js';

const MAX_N = 30_000;
/** 2^14 ≤ 3·10^4 < 2^15 and 3^9 ≤ 3·10^4 < 3^10: exponent ranges for every coin. */
const A_LIMIT = 15;
const B_LIMIT = 10;

/** Reads T tests of `n MAXQ` and n coin states; `decide(n, maxQ, heads)` says whether the first player wins. */
function answerTests(input: InputReader, decide: (n: number, maxQ: number, heads: Uint8Array) => boolean): string {
  return eachTest(input, { name: 'T', max: 100_000 }, () => {
    const n = input.int('n', 1, MAX_N);
    const maxQ = input.int('MAXQ', 1, 20);
    // A move needs a coin showing 0: those are the "heads" coins of the coin-turning game.
    const heads = new Uint8Array(n + 1);
    for (let x = 1; x <= n; x++) heads[x] = input.int('coin state', 0, 1) === 0 ? 1 : 0;
    return decide(n, maxQ, heads) ? 'win' : 'lose';
  });
}

/** Value tables g(a, b) by MAXQ, built on first use (tiny: 15 × 10 each). */
const tables = new Map<number, number[][]>();
function valueTable(maxQ: number): number[][] {
  let table = tables.get(maxQ);
  if (!table) tables.set(maxQ, (table = progressionValues(maxQ, A_LIMIT, B_LIMIT)));
  return table;
}

/** exponents[x] = a·B_LIMIT + b for x = c·2^a·3^b, every x ≤ MAX_N (x = 2y adds 1 to a, x = 3y to b). */
let exponents: Uint8Array | null = null;
function exponentTable(): Uint8Array {
  if (exponents) return exponents;
  const table = new Uint8Array(MAX_N + 1);
  for (let x = 2; x <= MAX_N; x++) {
    if (x % 2 === 0) table[x] = table[x / 2] + B_LIMIT;
    else if (x % 3 === 0) table[x] = table[x / 3] + 1;
  }
  return (exponents = table);
}

function fastDecide(n: number, maxQ: number, heads: Uint8Array): boolean {
  const g = valueTable(maxQ).flat();
  const exponent = exponentTable();
  let total = 0;
  for (let x = 1; x <= n; x++) if (heads[x]) total ^= g[exponent[x]];
  return total !== 0;
}

/** One class of coins sharing c (x = c·2^a·3^b), with its heads coins as a bitmask over `coins`. */
interface ClassBoard {
  c: number;
  board: number;
}

/**
 * The real game by exhaustive search: no move mixes coins with different c, so the position is the
 * disjunctive sum of its classes (at most 12 coins each for n ≤ 30); each class is searched whole,
 * with the progression rule's sets as moves.
 */
function bruteDecide(n: number, maxQ: number, heads: Uint8Array): boolean {
  const rule = progressionRule(maxQ);
  const classes = new Map<number, number[]>();
  for (let x = 1; x <= n; x++) {
    const { c } = smoothExponents(x);
    if (!classes.has(c)) classes.set(c, []);
    classes.get(c)!.push(x);
  }
  const setsByClass = new Map<number, number[][]>();
  for (const [c, coins] of classes) {
    if (coins.length > 30) throw new BruteForceLimitError('luogu-p4077', 'at most 30 coins in a class', `a class of ${coins.length}`);
    const index = new Map(coins.map((x, i) => [x, i]));
    // setsByClass[c][i] = the masks a move with distinguished coin coins[i] may turn.
    const perCoin = coins.map((x) => Array.from(rule.turnSets(x, n), (set) => set.reduce((mask, y) => mask | (1 << index.get(y)!), 0)));
    setsByClass.set(c, perCoin);
  }
  const game: Game<ClassBoard> = {
    *moves({ c, board }) {
      const perCoin = setsByClass.get(c)!;
      for (let i = 0; i < perCoin.length; i++) {
        if ((board >>> i) & 1) for (const mask of perCoin[i]) yield { c, board: board ^ mask };
      }
    },
    key: ({ c, board }) => `${c}:${board}`,
  };
  const components = [...classes].map(([c, coins]) => ({
    c,
    board: coins.reduce((mask, x, i) => (heads[x] ? mask | (1 << i) : mask), 0),
  }));
  return analyzeSum(game, components).outcome === 'N';
}

export const luoguP4077: Problem = {
  solve: (input) => answerTests(input, fastDecide),
  brute: (input) => answerTests(input, bruteDecide),
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : 10;
    const lines = [String(tests)];
    for (let t = 0; t < tests; t++) {
      // n ≤ 30 keeps the largest class (c = 1) at 12 coins for the brute force.
      const n = small ? random.int(1, random.pick([8, 20, 30])) : MAX_N;
      const maxQ = small ? random.int(1, random.pick([2, 5, 20])) : random.int(1, 20);
      const ones = random.pick([0.2, 0.5, 0.8, 0.97]);
      lines.push(`${n} ${maxQ}`, Array.from({ length: n }, () => (random.bool(ones) ? 1 : 0)).join(' '));
    }
    return lines.join('\n') + '\n';
  },
};
