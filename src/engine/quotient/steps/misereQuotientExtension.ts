import { checkKinds } from '../check/checkKinds.js';
import { checkStates, keepCheckedStates } from '../check/checkedStates.js';
import { quotientElement, quotientTable, type MisereQuotient } from '../misereQuotient.js';
import type { MultisetOutcomes } from '../multisetOutcomes.js';
import { generatorWeights, optionElementsIn, sumOptionElements } from '../optionElements.js';
import { withLazyPresentation } from '../quotientRelations.js';
import { QuotientLimitError } from '../quotientLimitError.js';
import { mooreBlocks } from '../../core/mooreRefinement.js';

/**
 * A fast candidate for the quotient of generators 0..n when generator n (a new heap, say) is not
 * equivalent to any element of Q = the quotient of generators 0..n−1: the monoid Q × ⟨b⟩ with b the
 * new generator's image, b's powers folded as b^(K+1) = b^(K−1) (every element x of a misère quotient
 * has x^(k+2) = x^k for some k: Plambeck & Siegel 2008, §4), its P-portion read off each element's
 * representative sum rep(x) + i·(new generator) by the misère rule with the options' elements taken
 * in the candidate, then reduced (elements told apart by no sum merged, Moore's refinement) and held
 * to the exact check (misereQuotientCheck.ts), for K = 2 and 3 (a failure at a sum with at most two
 * copies of the new generator is a failure of both, and the second is not built). It is the quotient when the check passes; when the
 * new generator splits elements of Q, or b needs a longer tail than K, the check fails and the
 * caller refines the candidate (misereQuotientRefinement.ts) or builds the quotient the slow way.
 * Returns null then.
 */
export function extendByNewElement(
  outcomes: MultisetOutcomes,
  q: MisereQuotient,
  maxOrder: number,
  maxCheckStates: number,
): MisereQuotient | null {
  // Tails 2 and 3 only: on Kayles, 0.07 and 4.7 to heap 30 no longer tail was ever the one the
  // check accepted, and each try is a full check; a heap that needs one is settled by the
  // refinement or the recalibration (which gives a freed heap the tail its least failure needs).
  const tails = [2, 3].filter((tail) => q.order * (tail + 1) <= 4 * maxOrder + 64);
  // Each candidate is made when its turn comes, except in a small monoid, where both are made first:
  // a candidate the check accepts is the quotient, so two accepted candidates have one order; when
  // the two orders differ at most one passes, and checking the smaller first returns what checking
  // tail 2 first would (Kayles heaps 12 and 25: tail 2 reduces to 26 and 40 elements and fails,
  // tail 3 to 24 and 32 and passes). Equal orders keep tail 2 first.
  // A tail-3 candidate past the order limit keeps the usual order (it throws at its turn, as before).
  if (tails.length === 2 && q.order <= BOTH_TAILS_UP_TO_ORDER) {
    const two = foldedCandidate(outcomes, q, 2, maxOrder);
    const three = foldedWithinLimit(outcomes, q, 3, maxOrder);
    if (three !== null && three.order < two.order) tails.reverse();
  }
  let rejected: MisereQuotient | null = null;
  for (const tail of tails) {
    const candidate = foldedCandidate(outcomes, q, tail, maxOrder);
    // A candidate that reduces to the monoid just rejected would be rejected again (Kayles heap 9).
    if (rejected !== null && sameCandidate(rejected, candidate)) continue;
    const wrong = wrongSumOf(outcomes, candidate, maxCheckStates);
    if (wrong === null) return candidate;
    rejected = candidate;
    // A sum with at most two copies of the new generator is predicted alike by the candidates of
    // tails 2 and 3 (see foldedCandidate), and so are its options (they have no more copies): a
    // failure there is a failure of both, and the other tail is not built (a heap that splits old
    // elements, such as 0.207 heap 15, fails so).
    if (wrong.filter((h) => h === q.count).length <= 2) return null;
  }
  return null;
}

/**
 * The exact check of a candidate by exploring its states (misereQuotientStates.ts): null when every
 * sum is predicted right, and then the states are kept for the quotient's next heaps (as
 * provedByStates does); else a sum it predicts wrong.
 */
function wrongSumOf(outcomes: MultisetOutcomes, candidate: MisereQuotient, maxCheckStates: number): number[] | null {
  const states = checkStates(outcomes, candidate, maxCheckStates);
  if (!states.extend(checkKinds(outcomes, candidate), true)) return states.wrongSum!;
  keepCheckedStates(outcomes, candidate, states);
  return null;
}

/** foldedCandidate, or null when it has more than maxOrder elements. */
function foldedWithinLimit(outcomes: MultisetOutcomes, q: MisereQuotient, tail: number, maxOrder: number): MisereQuotient | null {
  try {
    return foldedCandidate(outcomes, q, tail, maxOrder);
  } catch (error) {
    if (error instanceof QuotientLimitError && error.limit === 'order') return null;
    throw error;
  }
}

/** Largest order of Q for which both folded candidates are made before either is checked (see above). */
const BOTH_TAILS_UP_TO_ORDER = 64;

/** Whether two candidates for the same generators are one: same table, P-portion and images. */
function sameCandidate(a: MisereQuotient, b: MisereQuotient): boolean {
  if (a.order !== b.order || a.count !== b.count) return false;
  for (let i = 0; i < a.product.length; i++) if (a.product[i] !== b.product[i]) return false;
  for (let x = 0; x < a.order; x++) if (a.losing[x] !== b.losing[x]) return false;
  for (let g = 0; g < a.count; g++) if (a.generatorElement[g] !== b.generatorElement[g]) return false;
  return true;
}

/**
 * The folded Q × ⟨b⟩ for generator q.count, tails folded at `tail` (see extendByNewElement). Kept
 * per quotient in the growth's memo (outcomes.memo): a heap that splits elements asks for it up to three times (the check, then the
 * refinement and the recalibration start from it).
 */
export function foldedCandidate(outcomes: MultisetOutcomes, q: MisereQuotient, tail: number, maxOrder: number): MisereQuotient {
  const { foldedOf } = outcomes.memo;
  const kept = foldedOf.get(q) ?? [];
  const found = kept.find((f) => f.tail === tail);
  if (found !== undefined) {
    if (found.candidate.order > maxOrder) throw new QuotientLimitError('order', maxOrder);
    return found.candidate;
  }
  const candidate = buildFoldedCandidate(outcomes, q, tail, maxOrder);
  foldedOf.set(q, [...kept, { tail, candidate }]);
  return candidate;
}

function buildFoldedCandidate(outcomes: MultisetOutcomes, q: MisereQuotient, tail: number, maxOrder: number): MisereQuotient {
  const g = q.count;
  const levels = tail + 1;
  const size = q.order * levels;
  // (x, i)·(y, j) = (x·y, fold(i + j)), with the element u = i·order + x split and fold(s) read from
  // tables made once (asked for every pair the reduction below visits).
  const { order, product } = q;
  const elementOf = new Int32Array(size);
  const levelOf = new Int32Array(size);
  for (let u = 0; u < size; u++) {
    elementOf[u] = u % order;
    levelOf[u] = Math.floor(u / order);
  }
  const foldedLevel = new Int32Array(2 * tail + 1);
  for (let s = 0; s <= 2 * tail; s++) foldedLevel[s] = order * (s > tail ? s - 2 * Math.ceil((s - tail) / 2) : s);
  const times = (u: number, v: number) => product[elementOf[u] * order + elementOf[v]] + foldedLevel[levelOf[u] + levelOf[v]];
  const optionElements = outcomes.system.options(g).map((o) => quotientElement(q, o));
  // Each element of Q by a sum of least weight: the options of that sum weigh less, so their
  // elements come earlier in this order, and the P-portion can be read level by level in it.
  const { sums, byWeight } = lightestSums(outcomes, q);
  const optionElementsOf = optionElementsIn(outcomes, q);
  const repOptions = sums.map((rep) => sumOptionElements(q, rep, optionElementsOf));
  // P-portion: (x, 0) as in Q; (x, i) by the misère rule on sum(x) + i·g, level by level.
  const losing = new Int8Array(size).fill(-1);
  for (let x = 0; x < q.order; x++) losing[x] = q.losing[x] ? 1 : 0;
  // Indexed loops: in a fresh process this runs before V8 optimises it, where each for…of allocates.
  for (let i = 1; i <= tail; i++) {
    const base = i * q.order;
    for (let j = 0; j < byWeight.length; j++) {
      const x = byWeight[j];
      const ys = repOptions[x];
      let moveToP = false;
      for (let t = 0; t < ys.length && !moveToP; t++) moveToP = losing[base + ys[t]] === 1;
      for (let t = 0; t < optionElements.length && !moveToP; t++)
        moveToP = losing[base - q.order + q.product[x * q.order + optionElements[t]]] === 1;
      losing[base + x] = moveToP ? 0 : 1;
    }
  }
  return reduce(outcomes, q, g, size, times, losing, maxOrder);
}

/**
 * The reduced monoid of the elements reachable from the identity by the generators' images: Moore's
 * refinement merges elements no sum tells apart, starting from the P-portion.
 */
/** A least-weight sum per element of q (Dijkstra from the identity), and the elements by that weight. */
function lightestSums(outcomes: MultisetOutcomes, q: MisereQuotient): { sums: number[][]; byWeight: number[] } {
  const weights = generatorWeights(outcomes, q.count);
  const best = new Float64Array(q.order).fill(Infinity);
  const sums: number[][] = Array.from({ length: q.order }, () => []);
  const done = new Uint8Array(q.order);
  const byWeight: number[] = [];
  best[0] = 0;
  for (;;) {
    let x = -1;
    for (let y = 0; y < q.order; y++) if (!done[y] && best[y] < Infinity && (x < 0 || best[y] < best[x])) x = y;
    if (x < 0) break;
    done[x] = 1;
    byWeight.push(x);
    for (let h = 0; h < q.count; h++) {
      if (!outcomes.isLive(h)) continue;
      const y = q.product[x * q.order + q.generatorElement[h]];
      if (best[x] + weights[h] < best[y]) {
        best[y] = best[x] + weights[h];
        sums[y] = withPart(sums[x], h);
      }
    }
  }
  return { sums, byWeight };
}

function reduce(
  outcomes: MultisetOutcomes,
  q: MisereQuotient,
  g: number,
  size: number,
  times: (u: number, v: number) => number,
  losing: Int8Array,
  maxOrder: number,
): MisereQuotient {
  const count = g + 1;
  const images = [...q.generatorElement, q.order];
  // One live generator per image, the first: a later one with the same image reaches nothing new in
  // the search below (the first reached it from the same element) and repeats a step of Moore's
  // refinement (it splits nothing), so leaving it out changes no element, representative or block.
  const liveGenerators: number[] = [];
  const seenImage = new Uint8Array(size);
  for (let h = 0; h < count; h++) {
    if (!outcomes.isLive(h) || seenImage[images[h]] === 1) continue;
    seenImage[images[h]] = 1;
    liveGenerators.push(h);
  }
  // Reachable elements in breadth-first order: the first reach gives a shortest representative.
  const index = new Int32Array(size).fill(-1);
  const reached: number[] = [0];
  const rep: number[][] = [[]];
  index[0] = 0;
  for (let r = 0; r < reached.length; r++) {
    for (let i = 0; i < liveGenerators.length; i++) {
      const h = liveGenerators[i];
      const v = times(reached[r], images[h]);
      if (index[v] < 0) {
        index[v] = reached.length;
        reached.push(v);
        rep.push(withPart(rep[r], h));
      }
    }
  }
  const n = reached.length;
  const step = liveGenerators.map((h) => {
    const row = new Int32Array(n);
    for (let u = 0; u < n; u++) row[u] = index[times(reached[u], images[h])];
    return row;
  });
  const block = mooreBlocks(
    Int32Array.from(reached, (u) => losing[u]),
    step,
  )!;
  // Elements renumbered in order of first reach (the identity first).
  const element = new Int32Array(n).fill(-1);
  const representatives: number[][] = [];
  const first: number[] = [];
  for (let u = 0; u < n; u++) {
    if (element[u] >= 0) continue;
    const id = representatives.length;
    for (let v = u; v < n; v++) if (block[v] === block[u]) element[v] = id;
    representatives.push(rep[u]);
    first.push(u);
  }
  const order = representatives.length;
  if (order > maxOrder) throw new QuotientLimitError('order', maxOrder);
  const product = quotientTable(order);
  for (let x = 0; x < order; x++) {
    for (let y = 0; y < order; y++) product[x * order + y] = element[index[times(reached[first[x]], reached[first[y]])]];
  }
  const generatorElement = Array.from({ length: count }, (_, h) => (outcomes.isLive(h) ? element[index[images[h]]] : 0));
  const next = new Int32Array(order * count);
  for (let x = 0; x < order; x++) for (let h = 0; h < count; h++) next[x * count + h] = product[x * order + generatorElement[h]];
  // The presentation is made when first read: most folded candidates fail the check and are dropped.
  return withLazyPresentation(
    { count, order, representatives, product, losing: first.map((u) => losing[reached[u]] === 1), generatorElement },
    next,
    outcomes,
  );
}

/** A sorted multiset with one more part h, still sorted (no spread, no sort: asked per reached element). */
function withPart(sorted: readonly number[], h: number): number[] {
  const out = new Array<number>(sorted.length + 1);
  let i = 0;
  for (; i < sorted.length && sorted[i] <= h; i++) out[i] = sorted[i];
  out[i] = h;
  for (; i < sorted.length; i++) out[i + 1] = sorted[i];
  return out;
}
