import type { PayoffTable } from './payoffTable.js';
import type { Rational } from './arithmetic/rational.js';

/** One step of iterated elimination: `player`'s strategy `removed` is strictly dominated by `by`. */
export interface DominanceStep {
  readonly player: number;
  readonly removed: number;
  readonly by: number;
}

/** What remains after iterated elimination, and the steps that got there. Strategy numbers from 0. */
export interface DominanceResult {
  readonly remaining: number[][];
  readonly steps: DominanceStep[];
}

/**
 * Iterated elimination of strictly dominated pure strategies, for any number of players, step by
 * step (Osborne and Rubinstein 1994, def. 60.2; Fudenberg and Tirole, *Game Theory*, 1991, §2.1).
 * A strategy s of player p is strictly dominated by t when t pays p strictly more against every
 * profile of the others' remaining strategies. The set that survives does not depend on the order
 * of removal (Gilboa, Kalai and Zemel, "On the order of eliminating dominated strategies",
 * *Operations Research Letters* 9, 1990); this takes players in turn, lowest strategy first.
 * Domination by pure strategies only (not by mixtures).
 */
export function iteratedStrictDominance(table: PayoffTable): DominanceResult {
  const remaining = table.strategyCounts.map((count) => Array.from({ length: count }, (_, s) => s));
  const steps: DominanceStep[] = [];
  // Payoffs as their rank among the player's payoffs: the comparisons below are of small integers.
  const ranks = table.payoffs.map(payoffRanks);
  const strides = stridesOf(table.strategyCounts);
  for (let changed = true; changed;) {
    changed = false;
    for (let player = 0; player < remaining.length; player++) {
      for (const s of [...remaining[player]]) {
        if (remaining[player].length === 1) break;
        const by = remaining[player].find((t) => t !== s && strictlyDominates(ranks[player], strides, remaining, player, t, s));
        if (by === undefined) continue;
        remaining[player] = remaining[player].filter((x) => x !== s);
        steps.push({ player, removed: s, by });
        changed = true;
      }
    }
  }
  return { remaining, steps };
}

/** Each profile's payoff replaced by its rank (0 for the least; equal payoffs share a rank). */
function payoffRanks(payoffs: readonly Rational[]): Int32Array {
  const integers = safeIntegers(payoffs);
  if (integers !== null) {
    // The common case (integer payoffs): a native sort of doubles, each exact.
    const sorted = integers.slice().sort();
    return Int32Array.from(integers, (x) => lowerBound(sorted, x));
  }
  const order = Array.from(payoffs.keys()).sort((x, y) => payoffs[x].compare(payoffs[y]));
  const ranks = new Int32Array(payoffs.length);
  let rank = 0;
  order.forEach((index, k) => {
    if (k > 0 && payoffs[order[k - 1]].compare(payoffs[index]) < 0) rank++;
    ranks[index] = rank;
  });
  return ranks;
}

/** The payoffs as doubles when each is an integer a double holds exactly, else null. */
function safeIntegers(payoffs: readonly Rational[]): Float64Array | null {
  const values = new Float64Array(payoffs.length);
  for (let k = 0; k < payoffs.length; k++) {
    const x = payoffs[k];
    if (x.den !== 1n || x.num > MAX_SAFE || x.num < -MAX_SAFE) return null;
    values[k] = Number(x.num);
  }
  return values;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** How many entries of `sorted` are below x: equal values get the same number, and the order is kept. */
function lowerBound(sorted: Float64Array, x: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < x) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** stride[p]: how far the profile number moves when player p's strategy goes up by one. */
function stridesOf(strategyCounts: readonly number[]): number[] {
  const strides: number[] = [];
  let stride = 1;
  for (const count of strategyCounts) {
    strides.push(stride);
    stride *= count;
  }
  return strides;
}

/** t pays `player` strictly more than s against every profile of the others' remaining strategies. */
function strictlyDominates(
  ranks: Int32Array,
  strides: readonly number[],
  remaining: number[][],
  player: number,
  t: number,
  s: number,
): boolean {
  const position = new Array<number>(remaining.length).fill(0);
  const better = t * strides[player];
  const worse = s * strides[player];
  for (;;) {
    let base = 0;
    for (let q = 0; q < remaining.length; q++) if (q !== player) base += remaining[q][position[q]] * strides[q];
    if (ranks[base + better] <= ranks[base + worse]) return false;
    // Next profile of the others (an odometer that skips the player's own wheel).
    let q = 0;
    for (; q < remaining.length; q++) {
      if (q === player) continue;
      if (++position[q] < remaining[q].length) break;
      position[q] = 0;
    }
    if (q === remaining.length) return true;
  }
}
