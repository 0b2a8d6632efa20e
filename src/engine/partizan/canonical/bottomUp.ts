import type { GameStore } from './gameStore.js';

/**
 * Computes a value for a game from the values of its options, every follower first, with an
 * explicit stack (deep games do not overflow). `memo` is the caller's table and keeps the values
 * of all followers; `leaf` says which games `compute` handles without their options (numbers).
 */
export function bottomUp<T>(
  store: GameStore,
  root: number,
  memo: Map<number, T>,
  leaf: (id: number) => boolean,
  compute: (id: number) => T,
): T {
  const pending: number[] = [root];
  while (pending.length > 0) {
    store.tick();
    const top = pending[pending.length - 1];
    if (memo.has(top)) {
      pending.pop();
      continue;
    }
    let waiting = false;
    if (!leaf(top)) {
      for (const option of [...store.leftOptions(top), ...store.rightOptions(top)]) {
        if (!memo.has(option)) {
          pending.push(option);
          waiting = true;
        }
      }
    }
    if (waiting) continue;
    memo.set(top, compute(top));
    pending.pop();
  }
  return memo.get(root) as T;
}
