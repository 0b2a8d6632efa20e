import { Sum, type Game } from './game.js';

/**
 * Smallest share of the integers below a position that a walk from it must reach for a bottom-up
 * fill to be worth it: the fill then values at most about 1/share times the positions a
 * depth-first search would, each at a fraction of the cost.
 */
const DENSE_SHARE = 1 / 4;

/**
 * Whether the integer positions below `root` look mostly reachable from it by moves that only go
 * down: a breadth-first walk from `root` over `budget` positions meets only integers (or sums of
 * them) below the position moved from, and covers at least DENSE_SHARE of the integers between the
 * lowest one met and `root`. A walk that ends before `budget` positions (a small game) says no:
 * depth first is cheap there. Guides speed only, never a value.
 */
export function looksDenselyOrdered(game: Game<number>, root: number, budget: number): boolean {
  const met = new Set<number>([root]);
  const queue = [root];
  let lowest = root;
  for (let head = 0; head < queue.length && met.size < budget; head++) {
    const position = queue[head];
    for (const option of game.moves(position)) {
      for (const next of option instanceof Sum ? (option.components as readonly unknown[]) : [option]) {
        if (!(typeof next === 'number' && Number.isInteger(next) && next >= 0 && next < position)) return false;
        if (met.has(next)) continue;
        met.add(next);
        queue.push(next);
        if (next < lowest) lowest = next;
      }
    }
  }
  return met.size >= budget && met.size >= DENSE_SHARE * (root - lowest + 1);
}
