import type { GenusDigits } from '../misere/genus.js';
import type { MisereQuotient } from './misereQuotient.js';

/**
 * The genus of a game read from a misère quotient, no canonical forms built.
 *
 * Lemma. For every impartial game H and every j ≥ 0, H + *j is a misère P-position exactly when
 * j = m(H), the misère Grundy value of H (m of the empty game is 1, of any other game the mex of its
 * options' values; *On Numbers and Games* ch. 12, *Winning Ways* ch. 13).
 *
 * Proof, by induction on H + *j. The options of H + *j are H′ + *j and H + *i for i < j.
 * - H = 0: *j with j = 1 is a misère P-position (the one move ends the game, and the player who
 *   makes the last move loses), and m(0) = 1. *0 has no move, so its player to move wins (N); for
 *   j ≥ 2 the move to *1 is a move to P, so N. Both sides agree.
 * - H ≠ 0, j = m(H): no option H + *i (i < j) is P by induction (i ≠ m(H)), and no option H′ + *j
 *   is P, since j = m(H) is the mex of the m(H′), so no m(H′) = j. H + *j has a move (H ≠ 0), all
 *   of them to N, so it is P.
 * - H ≠ 0, j > m(H): the move to H + *m(H) reaches P, so N.
 * - H ≠ 0, j < m(H): some option has m(H′) = j, and the move to H′ + *j reaches P, so N.
 *
 * So γn(G) = m(G + n·*2) is the one j with G + n·*2 + *j in the misère P-portion. In a misère
 * quotient whose generators include G, *2 and the nim heaps *1…*K, that reads
 *
 *     γn(G) = the j ≤ K with  φ(G)·φ(*2)ⁿ·φ(*j) ∈ P   (φ(*0) the identity),
 *
 * exact because the quotient gives the true misère outcome of every sum of its generators. Every
 * element x of a finite monoid has xⁿ⁺ᵖ = xⁿ from some n on; for x = φ(G)·φ(*2)ⁿ, once the element
 * for n equals the one for n − 2 every later one repeats with period 2 (each is the one before times
 * φ(*2)), so γ repeats from there too: that is where the reading stops, then the prefix is trimmed to
 * the shortest one after which γn = γ(n−2), as `genusFromOptions` stores it.
 */

/** What the reading needs: the game's element, *2's, and each nim heap *j's (null past the last one). */
export interface GenusElements {
  /** φ(G). */
  game: number;
  /** φ(*2). */
  twoHeap: number;
  /** φ(*j) for j ≥ 1, or null when *j is not a generator of the quotient. */
  nimHeap(j: number): number | null;
}

/** The genus of G from the quotient, or null when some γn is above the largest nim heap present. */
export function genusFromQuotient(q: MisereQuotient, normal: number, at: GenusElements): GenusDigits | null {
  const { order, product, losing } = q;
  const nims: number[] = [0];
  for (let j = 1; ; j++) {
    const element = at.nimHeap(j);
    if (element === null) break;
    nims.push(element);
  }
  const elements: number[] = [];
  const terms: number[] = [];
  for (let x = at.game, n = 0; ; n++, x = product[x * order + at.twoHeap]) {
    if (n >= 2 && elements[n - 2] === x) break;
    elements.push(x);
    const j = nims.findIndex((nim) => losing[product[x * order + nim]]);
    if (j < 0) return null;
    terms.push(j);
  }
  // Past here elements repeat with period 2 (at least two digits are stored): keep the shortest prefix.
  while (terms.length > 2 && terms[terms.length - 1] === terms[terms.length - 3]) terms.pop();
  return { normal, terms };
}

/**
 * The genus of G from a misère quotient whose elements carry misère Grundy labels (misereGrundyQuotient.ts):
 * γn(G) = m(G + n·*2) = μ(φ(G)·φ(*2)ⁿ), right when the labels are proved on every G + n·*2. No nim heap
 * beyond *2 is needed, and no digit is out of reach. The reading stops, and the prefix is trimmed,
 * as in genusFromQuotient: once the element for n equals the one for n − 2, the rest repeats with period 2.
 */
export function genusFromMisereGrundy(
  q: Pick<MisereQuotient, 'order' | 'product'>,
  labels: Int32Array,
  normal: number,
  game: number,
  twoHeap: number,
): GenusDigits {
  const { order, product } = q;
  const elements: number[] = [];
  const terms: number[] = [];
  for (let x = game, n = 0; ; n++, x = product[x * order + twoHeap]) {
    if (n >= 2 && elements[n - 2] === x) break;
    elements.push(x);
    terms.push(labels[x]);
  }
  while (terms.length > 2 && terms[terms.length - 1] === terms[terms.length - 3]) terms.pop();
  return { normal, terms };
}
