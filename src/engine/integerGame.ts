import type { Game } from './game.js';
import { GrundySolver } from './grundy.js';
import { IntegerMemo } from './memo.js';

/**
 * The fast path for games whose positions are the integers 0..limit-1 (heap sizes, encoded
 * states): a typed-array memo instead of a Map, bitset mex, same iterative evaluation.
 */
export function integerSolver(game: Game<number>, limit: number): GrundySolver<number> {
  return new GrundySolver(game, new IntegerMemo(limit));
}

/** Grundy values of positions 0..limit-1, evaluated in increasing order. */
export function grundyTable(game: Game<number>, limit: number): Int32Array {
  const solver = integerSolver(game, limit);
  const table = new Int32Array(limit);
  for (let position = 0; position < limit; position++) table[position] = solver.grundy(position);
  return table;
}
