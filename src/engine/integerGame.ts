import { FastGrundySolver } from './fastGrundy.js';
import { Sum, type Game } from './game.js';
import { IntegerSlots, KeyedSlots, PackedSlots } from './slotIndex.js';

const identity = (position: number): number => position;

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
 * beyond the limit, or moves given as a generator) is valued by the depth-first solver instead,
 * so every game gets its values, only the ordered ones at full speed. `progress(done)` is called
 * every `every` positions.
 */
export function grundyTable(game: Game<number>, limit: number, progress?: (done: number) => void, every = 65536): Int32Array {
  const table = new Int32Array(limit);
  let solver: FastGrundySolver<number> | null = null;
  let seen = new Int32Array(64);
  for (let position = 0; position < limit; position++) {
    if (progress && position % every === 0) progress(position);
    const moves = game.moves(position);
    const list: readonly unknown[] = Array.isArray(moves) ? moves : [];
    const count = Array.isArray(moves) ? list.length : -1;
    if (count + 1 >= seen.length) seen = new Int32Array(2 * (count + 1));
    const stamp = position + 1;
    let ordered = count >= 0;
    for (let i = 0; i < count; i++) {
      const option = list[i];
      // A heap below this one (the usual option) is read inline; anything else goes the long way.
      const value = typeof option === 'number' && (option >>> 0) === option && option < position ? table[option] : orderedValue(table, option, position);
      if (value < 0) {
        ordered = false;
        break;
      }
      if (value <= count) seen[value] = stamp;
    }
    if (ordered) {
      let mex = 0;
      while (seen[mex] === stamp) mex++;
      table[position] = mex;
    } else {
      solver ??= new FastGrundySolver(game, new PackedSlots(identity));
      table[position] = solver.grundy(position);
    }
  }
  return table;
}

/** The value of an option whose positions are all below `position` (so in the table), else −1. */
function orderedValue(table: Int32Array, option: unknown, position: number): number {
  if (typeof option === 'number') return (option >>> 0) === option && option < position ? table[option] : -1;
  if (!(option instanceof Sum)) return -1;
  let value = 0;
  for (const component of option.components as readonly unknown[]) {
    if (!(typeof component === 'number' && (component >>> 0) === component && component < position)) return -1;
    value ^= table[component];
  }
  return value;
}
