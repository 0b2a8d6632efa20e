import type { LightestPaths } from './lightestPaths.js';

/**
 * Misère values of every state of a monoid of sums, read off each state's lightest word. The
 * misère Grundy value m of a sum is 1 for the empty sum and otherwise the mex of its options'
 * values, and a sum is a misère P-position exactly when m = 0 (ONAG ch. 12; Winning Ways ch. 13;
 * the lemma in quotientGenus.ts). An option replaces one generator of the word by one of that
 * generator's options, so it weighs less and its state, taken earlier in `paths.order` (lightest
 * first), is decided already. Values are per state, not per sum: they are right whenever the value
 * is a function of the state (a cover, misereQuotientRecalibration.ts) and are otherwise a
 * candidate that an exact check judges (misereQuotientRefinement.ts, misereGrundyQuotient.ts).
 *
 * `next(s, k)` is state s followed by move (generator kind) k. `forEachOption(rest, k, visit)`
 * calls `visit` with the state of each option of kind k added to the state `rest` (the word without
 * that one k) until `visit` returns true, and returns whether it did: the only place the users
 * differ (how an option's state is found).
 */
export type ForEachOption = (rest: number, move: number, visit: (state: number) => boolean) => boolean;

/**
 * The misère Grundy value of each state's lightest word (-1 for unreached states). With
 * `outcomeOnly`, a value is only 0 (P) or 1 (N: some option is P), found without the mex: the
 * options of a state are scanned until a P one.
 */
export function misereValuesOnLightestWords(
  paths: LightestPaths,
  size: number,
  next: (state: number, move: number) => number,
  forEachOption: ForEachOption,
  outcomeOnly = false,
): Int32Array {
  const { order: byWeight, parent, via } = paths;
  const value = new Int32Array(size).fill(-1);
  const word: number[] = [];
  const seen: number[] = [];
  for (const u of byWeight) {
    if (u === 0) {
      value[0] = 1;
      continue;
    }
    word.length = 0;
    for (let t = u; parent[t] >= 0; t = parent[t]) word.push(via[t]);
    seen.length = 0;
    let moveToP = false;
    const visit = (state: number): boolean => {
      seen[value[state]] = 1;
      return outcomeOnly && value[state] === 0;
    };
    for (let i = 0; i < word.length && !moveToP; i++) {
      // Equal moves give the same options: the first copy stands for them all.
      if (word.indexOf(word[i]) < i) continue;
      let rest = 0;
      for (let j = 0; j < word.length; j++) if (j !== i) rest = next(rest, word[j]);
      moveToP = forEachOption(rest, word[i], visit);
    }
    let mex = 0;
    while (seen[mex] === 1) mex++;
    value[u] = outcomeOnly ? (mex === 0 ? 0 : 1) : mex;
  }
  return value;
}

/** Each state's misère outcome on its lightest word: 1 for P, 0 for N (see misereValuesOnLightestWords). */
export function misereRuleOnLightestWords(
  paths: LightestPaths,
  size: number,
  next: (state: number, move: number) => number,
  forEachOption: ForEachOption,
): Uint8Array {
  const value = misereValuesOnLightestWords(paths, size, next, forEachOption, true);
  return Uint8Array.from(value, (v) => (v === 0 ? 1 : 0));
}
