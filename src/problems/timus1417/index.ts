import { Rational, solveZeroSum, vertexEnumeration, zeroSumBimatrix } from '../../engine/matrix/index.js';
import { solveIntegerSystem } from '../../engine/matrix/arithmetic/linearSystem.js';
import { fixedDecimal } from '../../games/matrix/index.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_CARDS = 100;
const MATCH_PRIZE = 1000;
const MAX_OTHER_PRIZE = 10;
/** Vertex enumeration visits every vertex of both best-response polytopes: keep the games small. */
const BRUTE_MAX_CARDS = 5;

/** The prize table: N, then N rows of N gains, 1000 on the diagonal and 0..10 elsewhere. */
function readTable(input: InputReader): Rational[][] {
  const cards = input.int('N', 2, MAX_CARDS);
  const table: Rational[][] = [];
  for (let i = 0; i < cards; i++) {
    const row: Rational[] = [];
    for (let j = 0; j < cards; j++) {
      const gain = input.int(`gain ${i + 1},${j + 1}`, 0, i === j ? MATCH_PRIZE : MAX_OTHER_PRIZE);
      if (i === j && gain !== MATCH_PRIZE) input.fail(`the diagonal of the prize table must be ${MATCH_PRIZE}, not ${gain} (row ${i + 1})`);
      row.push(Rational.integer(BigInt(gain)));
    }
    table.push(row);
  }
  input.expectEnd();
  return table;
}

/** The croupier's probabilities, one per line, to 5 decimals. */
const printed = (strategy: readonly Rational[]) => strategy.map((p) => fixedDecimal(p, 5)).join('\n');

/**
 * Timus 1417, "Space Poker 2" (Ural SU championship 2005): the player (rows) and the croupier
 * (columns) each pick a card; the player wins the table's entry. The croupier's optimal mixed
 * strategy, exactly. It is unique: the table is 1000·I plus entries 0..10 with N ≤ 100, so it is
 * strictly diagonally dominant (1000 > 99·10); the equalising strategies of both players
 * (A q = v·1, pᵀA = v·1ᵀ) are then positive, and any other optimal q' would give A(q' − q) ≤ 0 with
 * pᵀA(q' − q) = 0 for a positive p, so A(q' − q) = 0 and q' = q. Every correct method prints the same.
 */
export const timus1417: Problem = {
  // The exact simplex on the game's LP; the croupier is the column player.
  solve: (input) => printed(solveZeroSum(readTable(input)).columnStrategy),
  // Vertex enumeration of the best-response polytopes of (A, −A): the one equilibrium's column mix.
  brute: (input) => {
    const table = readTable(input);
    if (table.length > BRUTE_MAX_CARDS) input.fail(`brute force handles at most ${BRUTE_MAX_CARDS} cards`);
    return printed(vertexEnumeration(zeroSumBimatrix(table)).equilibria[0].strategies[1]);
  },
  generate(random: Random, size) {
    const cards = size === 'small' ? random.int(2, 4) : MAX_CARDS;
    const rows = Array.from({ length: cards }, (_, i) =>
      Array.from({ length: cards }, (_, j) => (i === j ? MATCH_PRIZE : random.int(0, MAX_OTHER_PRIZE))).join(' '),
    );
    return `${cards}\n${rows.join('\n')}\n`;
  },
};

/**
 * The statement's own method, for the tests at the limits: the croupier's mix that makes every
 * card of the player pay the same, A q = v·1 with Σq = 1, solved exactly (optimal by the
 * uniqueness argument above, since it comes out positive).
 */
export function equalisingStrategy(input: InputReader): string {
  const table = readTable(input);
  const n = table.length;
  const system = table.map((row) => [...row.map((x) => x.num), -1n]);
  system.push([...table.map(() => 1n), 0n]);
  const solution = solveIntegerSystem(system, [...table.map(() => 0n), 1n]);
  if (solution === null || solution.slice(0, n).some((q) => q.sign() <= 0)) throw new Error('the prize table has no positive equaliser');
  return printed(solution.slice(0, n));
}
