/**
 * The split game on bottles by independence of beans: a bean in bottle i is a game of its own
 * whose options are pairs of beans in bottles j ≤ k after it, so its value depends only on the
 * distance d = n − 1 − i to the last bottle:
 *   S(d) = mex{ S(e) ⊕ S(f) : 0 ≤ f ≤ e < d },  S(0) = 0.
 * Two beans in one bottle cancel, so a row's value is the XOR of S over bottles with an odd count,
 * and a move (i, j, k) flips the parities of i, j, k: it wins iff S_i ⊕ S_j ⊕ S_k equals the value.
 */
import type { BeanMove, Bottles } from './rules.js';

/** values[i] = S(n − 1 − i), the value of one bean in bottle i of n. */
export function beanValues(n: number): number[] {
  const byDistance: number[] = [];
  for (let d = 0; d < n; d++) {
    const options = new Set<number>();
    for (let e = 0; e < d; e++) for (let f = 0; f <= e; f++) options.add(byDistance[e] ^ byDistance[f]);
    let mex = 0;
    while (options.has(mex)) mex++;
    byDistance.push(mex);
  }
  return Array.from({ length: n }, (_, i) => byDistance[n - 1 - i]);
}

export function beanRowValue(bottles: Bottles, values: readonly number[]): number {
  let total = 0;
  bottles.forEach((count, i) => {
    if (count % 2 === 1) total ^= values[i];
  });
  return total;
}

/** The winning moves in lexicographic order (i, j, k). */
export function beanWinningMoves(bottles: Bottles, values: readonly number[]): BeanMove[] {
  const total = beanRowValue(bottles, values);
  const n = bottles.length;
  const moves: BeanMove[] = [];
  if (total === 0) return moves;
  for (let i = 0; i < n; i++) {
    if (bottles[i] === 0) continue;
    for (let j = i + 1; j < n; j++) {
      for (let k = j; k < n; k++) if ((values[i] ^ values[j] ^ values[k]) === total) moves.push({ i, j, k });
    }
  }
  return moves;
}
