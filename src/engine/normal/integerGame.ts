import { FastGrundySolver } from './fastGrundy.js';
import type { Game } from '../core/game.js';
import { IntegerFirstSlots, IntegerSlots, KeyedSlots, PackedSlots } from '../slots/slotIndex.js';

/**
 * The fast path for games whose positions are the integers 0..limit-1 (heap sizes, encoded
 * states): values in a typed array indexed by the position itself, no hashing.
 */
export function integerSolver(game: Game<number>, limit: number): FastGrundySolver<number> {
  return new FastGrundySolver(game, new IntegerSlots(limit));
}

/**
 * The fast solver for any game: positions found by open addressing on `game.pack` when the game
 * has it, else by key in a Map; values, stack and options in typed arrays either way.
 */
export function fastSolver<P>(game: Game<P>): FastGrundySolver<P> {
  const pack = game.pack;
  return new FastGrundySolver(game, pack ? new PackedSlots((position: P) => pack.call(game, position)) : new KeyedSlots(game));
}

/**
 * Grundy values of positions 0..limit-1, bottom-up: when every option of p is below p (the usual
 * case: moves make heaps smaller) its value is the mex of table entries already filled, read
 * straight from the array `moves` returned. A position with any other option (larger, even
 * beyond the limit, or moves given as a generator) is valued depth first in the same table, so
 * every game gets its values, only the ordered ones at full speed. `progress(done)` is called
 * every `every` positions.
 */
export function grundyTable(game: Game<number>, limit: number, progress?: (done: number) => void, every = 65536): Int32Array {
  const values = new FastGrundySolver(game, new IntegerFirstSlots(game, limit)).valuesBelow(limit, progress, every);
  // Exactly the table: callers may hand its buffer to another thread.
  return values.byteLength === values.buffer.byteLength ? values : values.slice();
}
