import type { Game } from '../../engine/core/game.js';
import { MisereSolver } from '../../engine/misere/misere.js';

/** The numbers on the board, sorted ascending (zeros included: they stay zero forever). */
export type ModuloPosition = readonly number[];

/**
 * Modulo Nim as an engine game: a move picks 1 ≤ m ≤ max and replaces every x by x mod m. The
 * game ends exactly when every number is 0, and the player who made that move loses — which is
 * misère play (the player who cannot move wins), so the brute force asks the misère solver.
 */
export const moduloNim: Game<ModuloPosition> = {
  *moves(position) {
    const max = position.length === 0 ? 0 : position[position.length - 1];
    for (let m = 1; m <= max; m++) yield position.map((x) => x % m).sort((a, b) => a - b);
  },
  // Equal numbers and zeros never act differently, so the set of distinct non-zero values is a
  // canonical key: positions with the same set are the same game.
  key: (position) => [...new Set(position)].filter((x) => x > 0).join(','),
  format: (position) => `{${position.join(', ')}}`,
};

let shared: MisereSolver<ModuloPosition> | undefined;

/** Whether the player to move wins on these numbers, by exhaustive misère search. */
export function moduloNimFirstWins(values: readonly number[]): boolean {
  shared ??= new MisereSolver(moduloNim);
  return shared.outcome([[...values].sort((a, b) => a - b)]) === 'N';
}
