import { NimlabError } from '../../engine/core/errors.js';
import { Rational, tableFromBimatrix, zeroSumBimatrix } from '../../engine/matrix/index.js';
import type { MatrixGame } from './matrixGame.js';

/** More pure strategies than this and the matrix (their square) is too large to print or solve. */
export const MAX_BLOTTO_STRATEGIES = 2000;

/**
 * Colonel Blotto, discrete and symmetric (Borel, "La théorie du jeu et les équations intégrales à
 * noyau symétrique", 1921; Gross and Wagner, "A continuous Colonel Blotto game", RAND RM-408, 1950;
 * discrete version as in Hart, "Discrete Colonel Blotto and General Lotto games", *International
 * Journal of Game Theory* 36, 2008): each of two colonels splits `soldiers` soldiers among
 * `fields` battlefields (every ordered split, zeros allowed); a field goes to whoever sent more
 * there, no one on a tie; the row colonel receives the fields won minus the fields lost. Zero-sum
 * and symmetric, so its value is 0. Strategies are named by their split, `3-1-1`.
 */
export function blotto(soldiers: number, fields: number): MatrixGame {
  if (!Number.isSafeInteger(soldiers) || soldiers < 0)
    throw new NimlabError(`blotto: the number of soldiers must be a whole number ≥ 0, not ${soldiers}`);
  if (!Number.isSafeInteger(fields) || fields < 1)
    throw new NimlabError(`blotto: the number of fields must be a whole number ≥ 1, not ${fields}`);
  const splits = compositions(soldiers, fields);
  const a = splits.map((mine) => splits.map((theirs) => Rational.of(score(mine, theirs))));
  const names = splits.map((split) => split.join('-'));
  return {
    title: `Colonel Blotto, ${soldiers} soldiers on ${fields} fields`,
    playerNames: ['Blotto', 'Enemy'],
    strategyNames: [names, names],
    table: tableFromBimatrix(zeroSumBimatrix(a)),
  };
}

/** Every way to write `total` as an ordered sum of `parts` non-negative integers, largest first part first. */
function compositions(total: number, parts: number): number[][] {
  const result: number[][] = [];
  const current: number[] = [];
  // Iterative: a stack of the next value to try for each part.
  const next: number[] = [total];
  let left = total;
  while (next.length > 0) {
    const depth = next.length - 1;
    if (depth === parts - 1) {
      result.push([...current, left]);
      if (result.length > MAX_BLOTTO_STRATEGIES) {
        throw new NimlabError(`blotto: more than ${MAX_BLOTTO_STRATEGIES} ways to split ${total} soldiers among ${parts} fields`);
      }
      next.pop();
      if (current.length > 0) left += current.pop()!;
      continue;
    }
    const value = next[depth];
    if (value < 0) {
      next.pop();
      if (current.length > 0) left += current.pop()!;
      continue;
    }
    next[depth] = value - 1;
    current.push(value);
    left -= value;
    next.push(left);
  }
  return result;
}

function score(mine: number[], theirs: number[]): number {
  let net = 0;
  mine.forEach((x, k) => (net += Math.sign(x - theirs[k])));
  return net;
}
