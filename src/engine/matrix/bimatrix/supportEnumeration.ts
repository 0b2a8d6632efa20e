import type { Equilibrium } from '../equilibrium.js';
import { scaleToIntegers, transposed } from '../arithmetic/integerMatrix.js';
import { solveIntegerSystemOverDeterminant } from '../arithmetic/linearSystem.js';
import type { Bimatrix } from '../payoffTable.js';
import { Rational } from '../arithmetic/rational.js';
import { SolveClock, type SolveControl } from '../solveLimits.js';
import { binomial, subsetsOfSize } from './subsets.js';

/**
 * Every Nash equilibrium of a nondegenerate bimatrix game, by support enumeration (Dickhaut and
 * Kaplan 1991; von Stengel, *Handbook of Game Theory* vol. 3, 2002, §2.4, algorithm 2.4; Nisan et
 * al., *Algorithmic Game Theory*, 2007, §3.4): in a nondegenerate game both supports of an
 * equilibrium have the same size k, and the equilibrium is the unique solution of the indifference
 * equations on them. For each pair of k-subsets (I, J): the x on I that makes the column player
 * indifferent on J, the y on J that makes the row player indifferent on I; kept when both are
 * positive on their supports and no pure strategy outside them does better.
 *
 * In a degenerate game this finds the equilibria with equal-size supports that are isolated
 * solutions of their equations; `vertexEnumeration` finds every extreme equilibrium there.
 */
export function supportEnumeration(game: Bimatrix, control: SolveControl = {}): Equilibrium[] {
  const a = scaleToIntegers(game.a);
  const b = scaleToIntegers(game.b);
  const bColumns = transposed(b.entries); // bColumns[j][i] = B[i][j]
  const rows = a.entries.length;
  const columns = bColumns.length;
  const clock = new SolveClock(control);
  const found: Equilibrium[] = [];
  let done = 0;
  let total = 0;
  for (let k = 1; k <= Math.min(rows, columns); k++) total += binomial(rows, k) * binomial(columns, k);
  for (let k = 1; k <= Math.min(rows, columns); k++) {
    for (const rowSupport of subsetsOfSize(rows, k)) {
      for (const columnSupport of subsetsOfSize(columns, k)) {
        clock.tick(() => `${found.length} equilibria found, ${done} of ${total} support pairs tried`, done, total);
        done++;
        const x = indifferentMix(bColumns, rowSupport, columnSupport, rows);
        if (x === null) continue;
        const y = indifferentMix(a.entries, columnSupport, rowSupport, columns);
        if (y === null) continue;
        found.push({
          strategies: [x.mix, y.mix],
          payoffs: [y.payoff.div(Rational.of(a.scale)), x.payoff.div(Rational.of(b.scale))],
        });
      }
    }
  }
  return found;
}

/**
 * The mix on `support` (of `size` strategies) that makes the opponent indifferent among
 * `opponentSupport`, where `payoff[t][s]` is what the opponent gets from its strategy t against
 * our s; null when the equations are singular, the mix is not positive on the support, or an
 * opponent strategy outside its support does better. `payoff` is the opponent's (scaled) value.
 */
export function indifferentMix(
  payoff: readonly (readonly bigint[])[],
  support: readonly number[],
  opponentSupport: readonly number[],
  size: number,
): { mix: Rational[]; payoff: Rational } | null {
  const k = support.length;
  const system: bigint[][] = [];
  const rhs: bigint[] = [];
  for (const t of opponentSupport) {
    system.push([...support.map((s) => payoff[t][s]), -1n]);
    rhs.push(0n);
  }
  system.push([...support.map(() => 1n), 0n]);
  rhs.push(1n);
  // z = numerators / determinant: the sign and best-response tests stay in integers (no gcd).
  const solution = solveIntegerSystemOverDeterminant(system, rhs);
  if (solution === null) return null;
  const { numerators, determinant } = solution;
  for (let i = 0; i < k; i++) if (numerators[i] <= 0n) return null;
  const valueTimesDeterminant = numerators[k];
  for (let t = 0; t < payoff.length; t++) {
    const row = payoff[t];
    let earned = 0n;
    for (let i = 0; i < k; i++) earned += numerators[i] * row[support[i]];
    if (earned > valueTimesDeterminant) return null;
  }
  const mix = new Array<Rational>(size).fill(Rational.ZERO);
  support.forEach((s, i) => (mix[s] = Rational.of(numerators[i], determinant)));
  const value = Rational.of(valueTimesDeterminant, determinant);
  return { mix, payoff: value };
}
