import type { Game } from '../../engine/core/game.js';

/** Bean counts of bottles 0..n−1. */
export type Bottles = readonly number[];

/** One move: a bean leaves bottle i, one bean enters j and one enters k (i < j ≤ k). */
export interface BeanMove {
  i: number;
  j: number;
  k: number;
}

/** Every move from `bottles`, in lexicographic order of (i, j, k). */
export function* beanMoves(bottles: Bottles): Generator<BeanMove> {
  const n = bottles.length;
  for (let i = 0; i < n; i++) {
    if (bottles[i] === 0) continue;
    for (let j = i + 1; j < n; j++) for (let k = j; k < n; k++) yield { i, j, k };
  }
}

export function applyBeanMove(bottles: Bottles, { i, j, k }: BeanMove): number[] {
  const next = bottles.slice();
  next[i]--;
  next[j]++;
  next[k]++;
  return next;
}

/**
 * The split game on bottles (luogu-p3185) as the engine sees it: the whole row of bottles is one
 * position. Beans only move right and the last bottle's beans are stuck, so the game ends.
 */
export const beanSplitGame: Game<Bottles> = {
  *moves(bottles) {
    for (const move of beanMoves(bottles)) yield applyBeanMove(bottles, move);
  },
  key: (bottles) => bottles.join(','),
  format: (bottles) => bottles.join(' '),
};
