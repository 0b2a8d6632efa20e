import type { CandidateMonoid } from '../check/candidate.js';
import type { ReachableStates } from '../check/misereQuotientStates.js';

/**
 * A sufficient test that a new generator H is equivalent to an element a of a proven quotient Q,
 * with no states explored: the mex interpolation principle of Plambeck & Siegel ("Misère quotients
 * for impartial games", JCTA 115 (2008); the fast test of Siegel's MisereSolver), in the terms of
 * the exact check (misereQuotientCheck.ts). H has a move; W′ = { x : x·Φ(h′) ∈ P for an option h′ of
 * H }. If
 *
 *   (i)  no x has a·x ∈ P and x ∈ W′ (every option of H is mex-compatible with a), and
 *   (ii) some non-empty sum R₀ of the old generators with Φ(R₀) = a has U(R₀) ⊆ W′ (U as in the
 *        check: the y with a move of R₀ to an element e with e·y ∈ P),
 *
 * then Q with H ↦ a predicts every sum right, so (surjective, and reduced as Q is) it is the
 * quotient. Proof, by induction on a sum S containing H (sums without H are right: Q is proven).
 * Write s = Φ(S) and S_0 for S with each copy of H replaced by R₀: a sum of old generators, non-empty,
 * with Φ(S_0) = s, so S_0 is predicted right. Options of S have fewer tokens, so are predicted right.
 * - s ∈ P: S_0 is P. A move in a copy of H, S = H + R → h′ + R, reaches Φ(h′)·x with a·x = s ∈ P,
 *   not in P by (i). A move in an old heap of S reaches the element of the same move in S_0, which is
 *   not in P as S_0 is P. So no option of S is P, and S (which has a move) is P.
 * - s ∉ P: S_0 is N, so a move of S_0 reaches an element in P. In an old heap of S: S has the same
 *   move to the same element. In a copy of R₀, S_0 = R₀ + R_0 → R₀′ + R_0 with Φ(R₀′)·x ∈ P, x = Φ(R):
 *   x ∈ U(R₀) ⊆ W′, so an option h′ of the corresponding copy of H has Φ(h′)·x ∈ P. S is N.
 * R₀ = a single old heap of element a gives the principle as published; the states already explored
 * (ReachableStates) offer every such R₀ found so far. Returns a, or -1 when the test does not decide
 * (the caller then checks candidates the slow way).
 */
export function interpolatedElement(m: CandidateMonoid, states: ReachableStates, wins: Uint32Array): number {
  const { order, product, losing } = m;
  const compatible = new Uint8Array(order);
  for (let a = 0; a < order; a++) {
    let ok = 1;
    for (let x = 0; x < order && ok === 1; x++) if (losing[product[a * order + x]] && (wins[x >>> 5] >>> (x & 31)) & 1) ok = 0;
    compatible[a] = ok;
  }
  return states.elementWithStateWithin(compatible, wins);
}
