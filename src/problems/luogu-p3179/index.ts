import { outcome } from '../../engine/normal/analysis.js';
import { integerSolver } from '../../engine/normal/integerGame.js';
import { MultiplesValues, multiplesRule } from '../../games/coins/multiples/multiples.js';
import { coinTurningGame } from '../../games/coins/rules.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { BruteForceLimitError } from '../bruteForceLimit.js';

/** Reads `n q` and the q queries (each `w x_1 .. x_w`), deciding each from n and its heads coins. */
function eachQuery(input: InputReader, prepare: (n: number) => (heads: number[]) => boolean): string {
  const n = input.int('n', 1, 1_000_000_000);
  const queries = input.int('q', 1, 100);
  const decide = prepare(n);
  const lines: string[] = [];
  for (let i = 0; i < queries; i++) {
    const w = input.int('w', 0, 100);
    const heads = Array.from(input.ints('x_i', w, 1, n));
    lines.push(decide(heads) ? 'Yes' : 'No');
  }
  input.expectEnd();
  return lines.join('\n');
}

/**
 * The real game by exhaustive search. A coin that is no multiple of a heads coin is never turned,
 * so the search keeps only those multiples (at most 30 of them), indexed in increasing order; the
 * moves are multiplesRule's sets on coins 1..n.
 */
function bruteQuery(n: number, heads: number[]): boolean {
  const live = Array.from({ length: n }, (_, i) => i + 1).filter((coin) => heads.some((x) => coin % x === 0));
  if (live.length > 30) throw new BruteForceLimitError('luogu-p3179', 'at most 30 coins that can change', `${live.length} such coins`);
  const index = new Map(live.map((coin, i) => [coin, i]));
  const game = coinTurningGame(live.length, (i) =>
    Array.from(multiplesRule.turnSets(live[i], n), (set) => set.map((coin) => index.get(coin)!)),
  );
  // A coin listed twice is turned twice: the judge's input lists each heads coin once.
  const board = heads.reduce((mask, x) => mask ^ (1 << index.get(x)!), 0);
  return outcome(game, board, integerSolver(game, 1 << live.length)) === 'N';
}

export const luoguP3179: Problem = {
  solve: (input) =>
    eachQuery(input, (n) => {
      const values = new MultiplesValues(n);
      return (heads) => heads.reduce((acc, x) => acc ^ values.value(x), 0) !== 0;
    }),
  brute: (input) => eachQuery(input, (n) => (heads) => bruteQuery(n, heads)),
  generate(random: Random, size) {
    const small = size === 'small';
    const n = small ? random.int(1, random.pick([6, 12, 18])) : random.pick([1_000_000_000, random.int(900_000_000, 1_000_000_000)]);
    const queries = small ? random.int(1, 4) : 100;
    const lines = [`${n} ${queries}`];
    for (let i = 0; i < queries; i++) {
      const w = small ? random.int(1, Math.min(n, 4)) : 100;
      // Distinct heads coins; small ones favour coins whose multiples stay few.
      const heads = new Set<number>();
      while (heads.size < w) heads.add(small && n > 12 ? random.int(Math.ceil(n / 3), n) : random.int(1, n));
      if (small && n > 12 && random.bool(0.3)) heads.add(random.int(2, 4));
      lines.push([heads.size, ...heads].join(' '));
    }
    return lines.join('\n') + '\n';
  },
};
