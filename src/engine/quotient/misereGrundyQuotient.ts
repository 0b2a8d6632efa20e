import { misereValuesOnLightestWords } from './steps/lightestMisereRule.js';
import { lightestPaths } from './steps/lightestPaths.js';
import { type MisereQuotient } from './misereQuotient.js';
import { type MultisetOutcomes } from './multisetOutcomes.js';
import { generatorOptionElements } from './optionElements.js';
import { freedGrundyCandidate, grundyCandidateWithNewGenerator } from './steps/misereQuotientRecalibration.js';
import { QuotientLimitError } from './quotientLimitError.js';
import { grow } from '../core/growTypedArray.js';

/**
 * Misère Grundy values read from a misère quotient: each element labelled with the misère Grundy
 * value m of its sums, proved by an exact check over a bounded closure.
 *
 * Why. The genus needs the outcomes of G + n·*2 + *j (quotientGenus.ts: γn(G) = m(G + n·*2), and
 * G + *j is P exactly when j = m(G)). Building the quotient of the heaps *with* the nim heaps
 * *3…*K as generators also settles every sum holding several nim heaps, which the genus never asks
 * about: for Kayles that quotient grows at heap 20 without settling. What the genus asks about is
 * the one function m on the closure A of the heaps and *1, *2: the construction of Plambeck &
 * Siegel (J. Combin. Theory Ser. A 115 (2008), §3) taken relative to the tests S ↦ S + *j, one
 * P-portion per j, which is one label m per element. A candidate is a finite commutative monoid Q
 * with an image per generator and a label μ per element: the plain misère quotient of A with each
 * element's label taken from its lightest sum by m's recursion (misereGrundyLabels; 40 elements for
 * all Kayles heaps), or one grown a generator at a time (withGrundyGenerator) and rebuilt where the
 * check refutes it (recalibrateMisereGrundy). Nothing guarantees that m is a function of the
 * element; the check below decides whether it is, on the sums that matter.
 *
 * The check. Let Φ map sums of A to Q. For a sum S put L(S)(y) = { μ(Φ(S′)·y) : S′ an option of S }
 * for each y in Q. The options of S + X are S′ + X and S + X′, so
 *
 *     Φ(S + X) = Φ(S)·Φ(X),   L(S + X)(y) = L(S)(Φ(X)·y) ∪ L(X)(Φ(S)·y),
 *
 * and the pair (Φ(S), L(S)) of S + g, for a generator g, depends only on S's pair, Φ(g) and the set
 * of g's option elements: generators alike in both (a *kind*) act alike, and the pairs reachable
 * from the empty sum's (1, ∅) by the kinds form a finite automaton. The check visits every pair and
 * asks μ(z) = mex L(0) for every pair but the empty sum's (μ(1) = 1 = m(0); a non-empty sum has an
 * option, so L ≠ ∅ tells it apart).
 *
 * Theorem. Give each generator a weight w(g) ≥ 0 and let A_W be the sums of total weight ≤ W. If
 * no option of a generator weighs more than the generator (heap n: its options are heaps of fewer
 * tokens; *2 and *1, of weight 0: their options are 0 and *1), A_W is closed under options. If every
 * pair reachable by a sum of A_W passes, then μ(Φ(S)) = m(S) for every S in A_W.
 * Proof, by induction on S (games are finite). S = 0: μ(1) = 1. S ≠ 0: its options are in A_W, so
 * m(S′) = μ(Φ(S′)) by induction, and m(S) = mex { m(S′) } = mex L(S)(1) = μ(Φ(S)) by the check at
 * S's pair, which S reaches within weight W. ∎
 *
 * The pairs reachable within weight W are visited in order of the key (weight, depth), depth the
 * sum of outcomes.weight — which every move lowers — so keys add, an option's key is below its
 * sum's, and each pair is visited once, from its least sum. A kind weighs as its least generator,
 * which only adds pairs (Kayles heap 1 is *1 itself, so it weighs 0 too). The first failing pair's
 * sum then has every option proved, so the failure names a true counterexample: its m is `actual`.
 * With w(heap n) = n and w(*1) = w(*2) = 0, the closure A_n holds every G + k·*2 for a heap G ≤ n
 * and every k, so the genus of heaps ≤ n reads off the labels (genusFromMisereGrundy).
 *
 * What the bound buys. For all of A (every weight 0, or W infinite) μ fails on Kayles at heap 20:
 * the least failure is heap 9 + heap 20 (m = 6, μ says 7), then 9 + 20 + k·*1 for k = 1, 2, …, and
 * neither refinement nor recalibration settled a candidate (orders 24 → 190 in ten rounds; 29 s
 * without a result): whether that relative quotient of Kayles heaps ≤ 20 is finite is open here.
 * On A_n the plain quotient's labels hold to heap 28 (40 elements); from heap 29 candidates grown
 * and rebuilt hold (heapGeneraByQuotient: 110 elements at heap 29, 344 at 40, 490 at 48), each
 * proved on A_n only.
 */

/** Largest label the check handles (L(S)(y) is kept as a bit mask of 31 bits). */
export const MAX_MISERE_GRUNDY_LABEL = 30;

/** μ for each element of q: the misère Grundy value of its lightest sum (a candidate, see the file comment). */
export function misereGrundyLabels(outcomes: MultisetOutcomes, q: MisereQuotient): Int32Array {
  const { order, product } = q;
  // One generator per element, the lightest (its sums are the lightest of the element).
  const lightest = new Map<number, number>();
  for (let g = 0; g < q.count; g++) {
    if (!outcomes.isLive(g)) continue;
    const known = lightest.get(q.generatorElement[g]);
    if (known === undefined || outcomes.weight(g) < outcomes.weight(known)) lightest.set(q.generatorElement[g], g);
  }
  const moves = [...lightest.values()];
  const images = moves.map((g) => q.generatorElement[g]);
  const options = moves.map((g) => generatorOptionElements(outcomes, q, g));
  const next = (x: number, k: number): number => product[x * order + images[k]];
  const paths = lightestPaths(
    order,
    moves.map((g) => outcomes.weight(g)),
    next,
  );
  return misereValuesOnLightestWords(paths, order, next, (rest, k, visit) => options[k].some((o) => visit(product[rest * order + o])));
}

/** A generator kind of the check: its element, its option elements, its least weight and a generator of that weight. */
interface LabelKind {
  element: number;
  optionElements: number[];
  weight: number;
  /** outcomes.weight of the generator: every move lowers it, so it orders sums of one weight. */
  depth: number;
  generator: number;
}

/** Where the labels are wrong: the lightest sum whose pair fails, what μ says and what the rule gives. */
export interface MisereGrundyFailure {
  sum: number[];
  predicted: number;
  actual: number;
}

/**
 * The exact check of the file comment over the sums of weight ≤ `bound` (`weight(g)` per
 * generator, with the closure condition there): null when μ∘Φ = m on all of them, else the lightest
 * failing sum (a label above MAX_MISERE_GRUNDY_LABEL is reported as a failure, actual −1, at its
 * element's representative). Throws QuotientLimitError past `maxStates` pairs; `checkTime` is called every 256 pairs.
 */
export function misereGrundyFailure(
  outcomes: MultisetOutcomes,
  q: MisereQuotient,
  labels: Int32Array,
  weight: (g: number) => number,
  bound: number,
  maxStates: number,
  checkTime: () => void = () => {},
): MisereGrundyFailure | null {
  const { order, product } = q;
  const tooLarge = labels.findIndex((v) => v > MAX_MISERE_GRUNDY_LABEL);
  if (tooLarge >= 0) return { sum: [...q.representatives[tooLarge]], predicted: labels[tooLarge], actual: -1 };
  // bits[x·order + y]: the bit of μ(x·y), the row a sum's option x adds to L at every y.
  const bits = new Int32Array(order * order);
  for (let i = 0; i < bits.length; i++) bits[i] = 1 << labels[product[i]];
  const kinds = labelKinds(outcomes, q, weight);
  // Pair s: element zs[s] and L at offset s·order of masks (bit v of L(y) set when v ∈ L(y)).
  const zs: number[] = [0];
  let masks = new Int32Array(order * 64);
  const parent: number[] = [-1];
  const via: number[] = [-1];
  // Each pair's least key (weight, outcomes.weight) so far: lexicographic, so a sum's options come first.
  const distance: number[] = [0];
  const depth: number[] = [0];
  // Pairs by a hash of (z, L); equal hashes are told apart by comparing the masks.
  const index = new Map<number, number | number[]>([[pairHash(0, masks, 0, order), 0]]);
  const queue = new PairQueue();
  queue.push(0, 0, 0);
  const scratch = new Int32Array(order);
  const failure = (s: number, predicted: number, actual: number): MisereGrundyFailure => {
    const sum: number[] = [];
    for (let t = s; parent[t] >= 0; t = parent[t]) sum.push(kinds[via[t]].generator);
    return { sum: sum.sort((a, b) => a - b), predicted, actual };
  };
  let visited = 0;
  for (let entry = queue.pop(); entry !== null; entry = queue.pop()) {
    const [d, w, s] = entry;
    // A pair is queued again only with a smaller key: a stale entry has another key.
    if (distance[s] !== d || depth[s] !== w) continue;
    if (++visited % 256 === 0) checkTime();
    const z = zs[s];
    const at = s * order;
    // The empty sum has no option and m(0) = 1; any other sum has an option, so a mask bit.
    let mex = s === 0 ? 1 : 0;
    while (s !== 0 && (masks[at] >> mex) & 1) mex++;
    if (mex !== labels[z]) return failure(s, labels[z], mex);
    for (let k = 0; k < kinds.length; k++) {
      const reach = d + kinds[k].weight;
      if (reach > bound) continue;
      const reachDepth = w + kinds[k].depth;
      const { element: a, optionElements } = kinds[k];
      const aRow = a * order;
      for (let y = 0; y < order; y++) scratch[y] = masks[at + product[aRow + y]];
      for (const o of optionElements) {
        const zoRow = product[z * order + o] * order;
        for (let y = 0; y < order; y++) scratch[y] |= bits[zoRow + y];
      }
      const z2 = product[z * order + a];
      const hash = pairHash(z2, scratch, 0, order);
      const same = (u: number): boolean => zs[u] === z2 && sameMasks(masks, u * order, scratch, order);
      const found = index.get(hash);
      let t = found === undefined ? undefined : typeof found === 'number' ? (same(found) ? found : undefined) : found.find(same);
      if (t === undefined) {
        t = zs.length;
        if (t >= maxStates) throw new QuotientLimitError('check states', maxStates);
        if (found === undefined) index.set(hash, t);
        else if (typeof found === 'number') index.set(hash, [found, t]);
        else found.push(t);
        zs.push(z2);
        if ((t + 1) * order > masks.length) masks = grow(masks, (t + 1) * order);
        masks.set(scratch, t * order);
        parent.push(-1);
        via.push(-1);
        distance.push(Infinity);
        depth.push(Infinity);
      }
      if (reach < distance[t] || (reach === distance[t] && reachDepth < depth[t])) {
        distance[t] = reach;
        depth[t] = reachDepth;
        parent[t] = s;
        via[t] = k;
        queue.push(reach, reachDepth, t);
      }
    }
  }
  return null;
}

/** A binary heap of pairs by (weight, depth), least first. */
class PairQueue {
  private readonly items: [number, number, number][] = [];

  push(weight: number, depth: number, pair: number): void {
    const { items } = this;
    items.push([weight, depth, pair]);
    for (let i = items.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (!less(items[i], items[up])) break;
      [items[i], items[up]] = [items[up], items[i]];
      i = up;
    }
  }

  pop(): [number, number, number] | null {
    const { items } = this;
    if (items.length === 0) return null;
    const top = items[0];
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        if (l < items.length && less(items[l], items[least])) least = l;
        if (r < items.length && less(items[r], items[least])) least = r;
        if (least === i) break;
        [items[i], items[least]] = [items[least], items[i]];
        i = least;
      }
    }
    return top;
  }
}

function less(a: readonly number[], b: readonly number[]): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

/** FNV-1a over z and the masks (32 bits). */
function pairHash(z: number, masks: Int32Array, from: number, order: number): number {
  let h = Math.imul(2166136261 ^ z, 16777619);
  for (let y = 0; y < order; y++) h = Math.imul(h ^ masks[from + y], 16777619);
  return h;
}

function sameMasks(masks: Int32Array, from: number, other: Int32Array, order: number): boolean {
  for (let y = 0; y < order; y++) if (masks[from + y] !== other[y]) return false;
  return true;
}

/** Live generators grouped by element and option elements, each kind with its least weight. */
function labelKinds(outcomes: MultisetOutcomes, q: MisereQuotient, weight: (g: number) => number): LabelKind[] {
  const kinds = new Map<string, LabelKind>();
  for (let g = 0; g < q.count; g++) {
    if (!outcomes.isLive(g)) continue;
    const optionElements = generatorOptionElements(outcomes, q, g);
    const key = `${q.generatorElement[g]}:${optionElements.join(',')}`;
    const known = kinds.get(key);
    const kind = { element: q.generatorElement[g], optionElements, weight: weight(g), depth: outcomes.weight(g), generator: g };
    if (known === undefined || less([kind.weight, kind.depth], [known.weight, known.depth])) kinds.set(key, kind);
  }
  return [...kinds.values()];
}

/** Rounds of recalibrateMisereGrundy before it gives up. */
export const MAX_GRUNDY_RECALIBRATION_ROUNDS = 16;

/** A labelled quotient the check accepted, and the rounds it took (0: the start was right). */
export interface LabelledQuotient {
  quotient: MisereQuotient;
  labels: Int32Array;
  rounds: number;
}

/**
 * Labels proved on the sums of weight ≤ `bound` (misereGrundyFailure), rebuilt while the check
 * refutes them: the generators of the least failing sum are freed as cyclic factors over the rest
 * (freedGrundyCandidate in misereQuotientRecalibration.ts: the recalibration of Siegel's
 * MisereSolver, in nimlab's terms, with m for the outcome), and the candidate that gives that sum
 * its value is checked again. Only the final check is trusted. Null when no freed set gives such a
 * candidate within `maxOrder`, a label passes MAX_MISERE_GRUNDY_LABEL, or after `maxRounds` rounds;
 * QuotientLimitError at the state limit or the time limit of `outcomes`.
 */
export function recalibrateMisereGrundy(
  outcomes: MultisetOutcomes,
  start: MisereQuotient,
  startLabels: Int32Array,
  weight: (g: number) => number,
  bound: number,
  limits: { maxOrder: number; maxCheckStates: number },
  maxRounds = MAX_GRUNDY_RECALIBRATION_ROUNDS,
): LabelledQuotient | null {
  let quotient = start;
  let labels = startLabels;
  for (let rounds = 0; ; rounds++) {
    const failure = misereGrundyFailure(outcomes, quotient, labels, weight, bound, limits.maxCheckStates, () => outcomes.checkTime());
    if (failure === null) return { quotient, labels, rounds };
    if (failure.actual < 0 || rounds === maxRounds) return null;
    const next = freedGrundyCandidate(outcomes, quotient, { sum: failure.sum, value: failure.actual }, limits.maxOrder);
    if (next === null) return null;
    ({ quotient, labels } = next);
  }
}

/**
 * A candidate for one more generator g = q.count, from a labelled quotient of generators 0..g−1:
 * g without a move is the game 0 (the identity); g whose option elements are those of an earlier
 * live generator h takes h's element (twins, as in growingQuotient.ts: with m for the outcome the
 * same induction holds); otherwise g is added as a free cyclic factor and the product reduced
 * (grundyCandidateWithNewGenerator). Only a candidate: recalibrateMisereGrundy checks it. Null when
 * the candidate passes `maxOrder`.
 */
export function withGrundyGenerator(
  outcomes: MultisetOutcomes,
  q: MisereQuotient,
  labels: Int32Array,
  maxOrder: number,
): { quotient: MisereQuotient; labels: Int32Array } | null {
  const g = q.count;
  const appended = (element: number): MisereQuotient => ({
    ...q,
    count: g + 1,
    generatorElement: [...q.generatorElement, element],
    relations: [],
  });
  if (!outcomes.isLive(g)) return { quotient: appended(0), labels };
  const key = generatorOptionElements(outcomes, q, g).join(',');
  for (let h = 0; h < g; h++) {
    if (outcomes.isLive(h) && generatorOptionElements(outcomes, q, h).join(',') === key)
      return { quotient: appended(q.generatorElement[h]), labels };
  }
  return grundyCandidateWithNewGenerator(outcomes, appended(0), maxOrder);
}
