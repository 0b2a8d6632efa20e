import { Sum, type Game } from './game.js';

/**
 * Smallest share of the integers just below a position that must be reachable from it for a
 * bottom-up fill to be worth it: the fill then values at most about 1/share times the positions a
 * depth-first search would, each at a fraction of the cost.
 */
const DENSE_SHARE = 1 / 4;

/**
 * Whether the integer positions below `root` look mostly reachable from it by moves that only go
 * down. Walks the integers from `root` downwards through a window of budget / DENSE_SHARE of them,
 * generating the moves of each one reached (from `root` or from a position above it in the
 * window): yes when `budget` of them are reached before the window ends, every move met going to
 * integers (or sums of integers) below the position moved from. Games that end within the window
 * say no (depth first is cheap there), as do games reaching only every k-th integer, k > 4.
 * Guides speed only, never a value.
 */
export function looksDenselyOrdered(game: Game<number>, root: number, budget: number): boolean {
  const bottom = Math.max(0, root - Math.ceil(budget / DENSE_SHARE));
  // reached[root − q]: q can be reached from root.
  const reached = new Uint8Array(root - bottom + 1);
  reached[0] = 1;
  let walked = 0;
  for (let position = root; position >= bottom && walked < budget; position--) {
    if (reached[root - position] === 0) continue;
    walked++;
    for (const option of game.moves(position)) {
      for (const next of option instanceof Sum ? (option.components as readonly unknown[]) : [option]) {
        if (!(Number.isInteger(next) && (next as number) >= 0 && (next as number) < position)) return false;
        if ((next as number) >= bottom) reached[root - (next as number)] = 1;
      }
    }
  }
  return walked >= budget;
}
