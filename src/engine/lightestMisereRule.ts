import type { LightestPaths } from './lightestPaths.js';

/**
 * The misère outcome of every state of a monoid of sums, read off each state's lightest word: the
 * state of a sum is P exactly when the sum is non-empty and no option of it is P (the misère rule:
 * the player who cannot move wins; Winning Ways ch. 13, ONAG ch. 12). An option replaces one
 * generator of the word by one of that generator's options, so it weighs less and its state, taken
 * earlier in `paths.order` (lightest first), is decided already. The outcome is per state, not per
 * sum, so the rule is right whenever the states are a cover on which the outcome is a function of
 * the state (misereQuotientRecalibration.ts) or the outcome wanted is the one of the lightest sum
 * (misereQuotientRefinement.ts).
 *
 * `next(s, k)` is the state s followed by move (generator kind) k; `movesToP(rest, k, losing)` says
 * whether some option of kind k added to the state `rest` (the word without that one k) reaches a
 * state marked P in `losing` — the only place the two users differ (how an option's state is found).
 */
export function misereRuleOnLightestWords(
  paths: LightestPaths,
  size: number,
  next: (state: number, move: number) => number,
  movesToP: (rest: number, move: number, losing: Uint8Array) => boolean,
): Uint8Array {
  const { order: byWeight, parent, via } = paths;
  const losing = new Uint8Array(size);
  const word: number[] = [];
  for (const u of byWeight) {
    if (u === 0) continue;
    word.length = 0;
    for (let t = u; parent[t] >= 0; t = parent[t]) word.push(via[t]);
    let moveToP = false;
    for (let i = 0; i < word.length && !moveToP; i++) {
      // Equal moves give the same options: the first copy stands for them all.
      if (word.indexOf(word[i]) < i) continue;
      let rest = 0;
      for (let j = 0; j < word.length; j++) if (j !== i) rest = next(rest, word[j]);
      moveToP = movesToP(rest, word[i], losing);
    }
    losing[u] = moveToP ? 0 : 1;
  }
  return losing;
}
