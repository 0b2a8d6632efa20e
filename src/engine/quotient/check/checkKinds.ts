import type { GrowthMemo } from '../growthMemo.js';
import type { MisereQuotient } from '../misereQuotient.js';
import type { MultisetOutcomes } from '../multisetOutcomes.js';
import { generatorOptionElements } from '../optionElements.js';
import type { CheckKind } from './candidate.js';

/**
 * The generators of a quotient as kinds for the exact check (misereQuotientCheck.ts): generators
 * with the same element and the same option elements act alike; each kind is named by its first
 * generator, whose weight (see generatorWeights) orders the least-failure search. Kept per quotient
 * in the growth's memo (outcomes.memo: a quotient is immutable, so its kinds never change).
 */
export function checkKinds(outcomes: MultisetOutcomes, q: MisereQuotient): CheckKind[] {
  const { kindsOf } = outcomes.memo;
  const known = kindsOf.get(q);
  if (known !== undefined) return known;
  const kinds = new Map<string, CheckKind>();
  for (let g = 0; g < q.count; g++) {
    if (!outcomes.isLive(g)) continue;
    const optionElements = generatorOptionElements(outcomes, q, g);
    const key = kindKey(q, q.generatorElement[g], optionElements);
    const weight = outcomes.weight(g);
    const known = kinds.get(key);
    if (known === undefined || weight < known.weight)
      kinds.set(key, { element: q.generatorElement[g], optionElements, weight, generator: g });
  }
  const result = [...kinds.values()];
  kindsOf.set(q, result);
  return result;
}

/**
 * What the check sees of a generator: its element a and W = { x : x·o ∈ P for some option element o }
 * (misereQuotientCheck.ts). Generators with the same a and W act alike in every sum, whatever their
 * options are: a Kayles heap past the period has more distinct option elements than the heap one
 * period smaller, but the same W.
 */
function kindKey(q: MisereQuotient, element: number, optionElements: readonly number[]): string {
  return `${element}:${winKey(q, optionElements)}`;
}

/** W of a kind of q, kept in the memo (a kind belongs to one monoid, and is asked again at every heap). */
function kindWinKey(memo: GrowthMemo, q: MisereQuotient, kind: CheckKind): string {
  let key = memo.winKeyOf.get(kind);
  if (key === undefined) memo.winKeyOf.set(kind, (key = winKey(q, kind.optionElements)));
  return key;
}

/**
 * The first of these kinds (of q) whose W has this key, by a map per kind list: a growth asks it at
 * every heap, over every kind so far.
 */
export function kindWithWin(memo: GrowthMemo, q: MisereQuotient, kinds: readonly CheckKind[], key: string): CheckKind | undefined {
  return kindsByWinOf(memo, q, kinds).get(key);
}

/** Each W key of these kinds (of q) ↦ the first kind with it, kept in the memo per kind list. */
export function kindsByWinOf(memo: GrowthMemo, q: MisereQuotient, kinds: readonly CheckKind[]): Map<string, CheckKind> {
  let byWin = memo.kindsByWin.get(kinds);
  if (byWin === undefined) {
    byWin = new Map();
    for (let i = 0; i < kinds.length; i++) {
      const win = kindWinKey(memo, q, kinds[i]);
      if (!byWin.has(win)) byWin.set(win, kinds[i]);
    }
    memo.kindsByWin.set(kinds, byWin);
  }
  return byWin;
}

/** W of a generator with these option elements: its bit set over the elements, as 32-bit words in a string. */
export function winKey(q: MisereQuotient, optionElements: readonly number[]): string {
  const { order, product, losing } = q;
  const words = new Uint32Array((order + 31) >>> 5);
  for (let x = 0; x < order; x++) {
    for (let i = 0; i < optionElements.length; i++) {
      if (losing[product[x * order + optionElements[i]]]) {
        words[x >>> 5] |= 1 << (x & 31);
        break;
      }
    }
  }
  return words.join(',');
}
