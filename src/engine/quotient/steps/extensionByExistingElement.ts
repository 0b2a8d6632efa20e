import { checkKinds, kindsByWinOf, kindWithWin, winKey } from '../check/checkKinds.js';
import { keptStatesOf, reachableStatesOf } from '../check/checkedStates.js';
import { leastQuotientFailure } from '../check/misereQuotientCheck.js';
import type { MisereQuotient } from '../misereQuotient.js';
import type { MultisetOutcomes } from '../multisetOutcomes.js';
import { generatorOptionElements, optionElementsIn, sumOptionElements } from '../optionElements.js';
import { interpolatedElement } from './misereQuotientInterpolation.js';
import { withGenerator } from './withGenerator.js';

/**
 * The quotient of generators 0..q.count when the new generator q.count is equivalent to an element
 * already in q (the quotient does not grow), else null. A generator with the W of an earlier kind, or
 * one the mex interpolation principle settles from the states explored so far
 * (misereQuotientInterpolation.ts), takes its element without a check. Else each element a is tried only if it passes
 * the (★) condition of misereQuotientCheck.ts at the sums "new generator + representative of y"
 * for every y, read with a as the new generator's image; the survivor must pass the exact check.
 * Surjective, reduced (q is) and outcome-right, it is then the quotient.
 */
export function extendByExistingElement(outcomes: MultisetOutcomes, q: MisereQuotient, maxCheckStates: number): MisereQuotient | null {
  const g = q.count;
  const { order, product, losing } = q;
  if (!outcomes.isLive(g)) return withGenerator(outcomes, q, 0);
  const optionElements = generatorOptionElements(outcomes, q, g);
  const { memo } = outcomes;
  const baseKinds = checkKinds(outcomes, q);
  // A generator with the W of an earlier kind, mapped to that kind's element, is that kind for the
  // check, which sees a generator only through its element and W: the check visits the same states
  // and passes as it did for q, so this is the quotient (no other element can be).
  const newKey = winKey(q, optionElements);
  const same = kindWithWin(memo, q, baseKinds, newKey);
  if (same !== undefined) {
    const trial = withGenerator(outcomes, q, same.element);
    memo.kindsOf.set(trial, baseKinds);
    return trial;
  }
  const winsAt = Uint8Array.from({ length: order }, (_, x) => (optionElements.some((o) => losing[product[x * order + o]]) ? 1 : 0));
  const weight = outcomes.weight(g);
  // The mex interpolation principle, on the states explored so far (no exploring): it settles most
  // heaps of a quotient that has stopped growing (Kayles past heap 27).
  const known = keptStatesOf(outcomes, q);
  if (known !== undefined) {
    const wins = new Uint32Array((order + 31) >>> 5);
    winsAt.forEach((w, x) => (wins[x >>> 5] |= w << (x & 31)));
    const a = interpolatedElement(q, known, wins);
    if (a >= 0) {
      const trial = withGenerator(outcomes, q, a);
      const kinds = [...baseKinds, { element: a, optionElements, weight, generator: g }];
      memo.kindsOf.set(trial, kinds);
      // The next heap looks its W up among these kinds: the map grows by the new kind, not from scratch.
      const byWin = new Map(kindsByWinOf(memo, q, baseKinds));
      if (!byWin.has(newKey)) byWin.set(newKey, kinds[kinds.length - 1]);
      memo.kindsByWin.set(kinds, byWin);
      return trial;
    }
  }
  // Per element y, the elements of the options of its representative sum.
  const optionElementsOf = optionElementsIn(outcomes, q);
  const repOptions = q.representatives.map((rep) => sumOptionElements(q, rep, optionElementsOf));
  const states = reachableStatesOf(outcomes, q, baseKinds, maxCheckStates);
  for (let a = 0; a < order; a++) {
    let plausible = true;
    for (let y = 0; y < order && plausible; y++) {
      const predictedP = losing[product[a * order + y]];
      const trueP = winsAt[y] === 0 && repOptions[y].every((o) => !losing[product[a * order + o]]);
      plausible = predictedP === trueP;
    }
    if (!plausible) continue;
    const trial = withGenerator(outcomes, q, a);
    const kind = { element: a, optionElements, weight, generator: g };
    const kinds = [...baseKinds, kind];
    if (
      states === null
        ? leastQuotientFailure(trial, kinds, maxCheckStates, undefined, { maxKeptWinWords: outcomes.keptSetWords }) === null
        : states.extend([kind], true)
    ) {
      memo.kindsOf.set(trial, kinds);
      return trial;
    }
  }
  return null;
}
