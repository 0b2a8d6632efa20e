import { misereValuesOnLightestWords } from './lightestMisereRule.js';
import { lightestPaths } from './lightestPaths.js';
import { generatorOptionElements, type MisereQuotient, type MultisetOutcomes } from './misereQuotient.js';
import { QuotientLimitError } from './quotientLimitError.js';

/**
 * Misère Grundy values read from a misère quotient: each element labelled with the misère Grundy
 * value m of its sums, proved by an exact check over a bounded closure.
 *
 * Why. The genus needs the outcomes of G + n·*2 + *j (quotientGenus.ts: γn(G) = m(G + n·*2), and
 * G + *j is P exactly when j = m(G)). Building the quotient of the heaps *with* the nim heaps
 * *3…*K as generators also settles every sum holding several nim heaps, which the genus never asks
 * about: for Kayles that quotient grows at heap 20 without settling. What the genus asks about is
 * the one function m on the closure A of the heaps and *1, *2 (Plambeck & Siegel, J. Combin. Theory
 * Ser. A 115 (2008), §3: the quotient relative to the tests S ↦ S + *j, one P-portion per j). So the
 * candidate here is the plain misère quotient Q of A (an order of 40 for all Kayles heaps), with a
 * label μ per element, taken from each element's lightest sum by m's recursion
 * (misereValuesOnLightestWords). Nothing guarantees that m is a function of Q's element; the check
 * below decides whether it is, on the sums that matter.
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
 * The pairs reachable within weight W are found lightest first (lightest sum per pair: Dijkstra
 * with zero-weight kinds allowed), so the check visits each once. A kind weighs as its lightest
 * generator, which only adds pairs (Kayles heap 1 is *1 itself, so it weighs 0 too). With w(heap n) = n and
 * w(*1) = w(*2) = 0, the closure A_n holds every G + k·*2 for a heap G ≤ n and every k, so the
 * genus of heaps ≤ n reads off Q with μ (genusFromMisereGrundy). With a larger W — or every weight
 * 0, W = 0: all of A — the same check proves more; the bound is what makes Kayles reach heap 28 on
 * its 40 elements (the least failure of μ on all of A is heap 9 + heap 20, of weight 29).
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
  const paths = lightestPaths(order, moves.map((g) => outcomes.weight(g)), next);
  return misereValuesOnLightestWords(paths, order, next, (rest, k, visit) => options[k].some((o) => visit(product[rest * order + o])));
}

/** A generator kind of the check: its element, its option elements, its least weight and a generator of that weight. */
interface LabelKind {
  element: number;
  optionElements: number[];
  weight: number;
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
 * failing sum (a label above MAX_MISERE_GRUNDY_LABEL is reported as a failure at the first pair that
 * needs it). Throws QuotientLimitError past `maxStates` pairs; `checkTime` is called every 1024 pairs.
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
  const kinds = labelKinds(outcomes, q, weight);
  // Pair s: element zs[s] and L at offset s·order of masks (bit v of L(y) set when v ∈ L(y)).
  const zs: number[] = [0];
  let masks = new Int32Array(order * 64);
  const parent: number[] = [-1];
  const via: number[] = [-1];
  const distance: number[] = [0];
  const index = new Map<string, number>([[pairKey(0, masks, 0, order), 0]]);
  const buckets: number[][] = [[0]];
  const scratch = new Int32Array(order);
  const failure = (s: number, predicted: number, actual: number): MisereGrundyFailure => {
    const sum: number[] = [];
    for (let t = s; parent[t] >= 0; t = parent[t]) sum.push(kinds[via[t]].generator);
    return { sum: sum.sort((a, b) => a - b), predicted, actual };
  };
  let visited = 0;
  for (let d = 0; d <= bound && d < buckets.length; d++) {
    const bucket = buckets[d];
    if (bucket === undefined) continue;
    for (let i = 0; i < bucket.length; i++) {
      const s = bucket[i];
      // A pair is queued again only at a smaller weight: a stale entry has another distance.
      if (distance[s] !== d) continue;
      if (++visited % 1024 === 0) checkTime();
      const z = zs[s];
      const at = s * order;
      // The empty sum has no option and m(0) = 1; any other sum has an option, so a mask bit.
      let mex = s === 0 ? 1 : 0;
      while (s !== 0 && (masks[at] >> mex) & 1) mex++;
      if (mex !== labels[z]) return failure(s, labels[z], mex);
      for (let k = 0; k < kinds.length; k++) {
        const reach = d + kinds[k].weight;
        if (reach > bound) continue;
        const { element: a, optionElements } = kinds[k];
        for (let y = 0; y < order; y++) {
          let mask = masks[at + product[a * order + y]];
          for (const o of optionElements) {
            const v = labels[product[product[z * order + o] * order + y]];
            if (v > MAX_MISERE_GRUNDY_LABEL) return failure(s, v, -1);
            mask |= 1 << v;
          }
          scratch[y] = mask;
        }
        const z2 = product[z * order + a];
        const key = pairKey(z2, scratch, 0, order);
        let t = index.get(key);
        if (t === undefined) {
          t = zs.length;
          if (t >= maxStates) throw new QuotientLimitError('check states', maxStates);
          index.set(key, t);
          zs.push(z2);
          if ((t + 1) * order > masks.length) {
            const grown = new Int32Array(masks.length * 2);
            grown.set(masks);
            masks = grown;
          }
          masks.set(scratch, t * order);
          parent.push(-1);
          via.push(-1);
          distance.push(Infinity);
        }
        if (reach < distance[t]) {
          distance[t] = reach;
          parent[t] = s;
          via[t] = k;
          (buckets[reach] ??= []).push(t);
        }
      }
    }
  }
  return null;
}

function pairKey(z: number, masks: Int32Array, from: number, order: number): string {
  let key = String(z);
  for (let y = 0; y < order; y++) key += ',' + masks[from + y];
  return key;
}

/** Live generators grouped by element and option elements, each kind with its least weight. */
function labelKinds(outcomes: MultisetOutcomes, q: MisereQuotient, weight: (g: number) => number): LabelKind[] {
  const kinds = new Map<string, LabelKind>();
  for (let g = 0; g < q.count; g++) {
    if (!outcomes.isLive(g)) continue;
    const optionElements = generatorOptionElements(outcomes, q, g);
    const key = `${q.generatorElement[g]}:${optionElements.join(',')}`;
    const known = kinds.get(key);
    if (known === undefined || weight(g) < known.weight) kinds.set(key, { element: q.generatorElement[g], optionElements, weight: weight(g), generator: g });
  }
  return [...kinds.values()];
}
