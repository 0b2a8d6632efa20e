import { NimlabError } from './core/errors.js';
import { Sum, type Game, type Key, type Option } from './core/game.js';
import { FastGrundySolver } from './normal/fastGrundy.js';
import { grundyTable } from './normal/integerGame.js';
import { KeyedSlots } from './slots/slotIndex.js';
import { moduleKey, TupleSlots } from './slots/tupleSlots.js';

/**
 * The one format of a game written by a user, read by the CLI (a module file, run in a worker
 * thread) and by the playground (the Explore page's function box, run in a Web Worker):
 *
 *     export function moves(position) { return [...options]; }   // required
 *     export function key(position) { ... }      // optional: canonical memo key (default: moduleKey)
 *     export function parse(words) { ... }       // optional: position words → position
 *     export function format(position) { ... }   // optional: position → text
 *     export const name = 'my game';             // optional
 *     export function writeMoves(n, out) { ... } // optional, for speed: see Game.writeMoves
 *
 * An option is a position, or a sum of components written `{ sum: [a, b] }` (or nimlab's
 * `sum(a, b)`). Without `parse`, positions are non-negative integers (heap sizes). Without `key`, a
 * number is its own key and anything else its JSON text (moduleKey); the fast solver then finds
 * integers and arrays of up to four small integers without building that text (TupleSlots).
 */
export interface GameModule {
  moves(position: unknown): Iterable<unknown>;
  key?(position: unknown): Key;
  parse?(words: string[]): unknown;
  format?(position: unknown): string;
  /** Heap games only: the options of heap n written into `out`, returning their count (no array allocated). */
  writeMoves?(position: unknown, out: Int32Array): number;
  name?: string;
}

/**
 * Checks a loaded module's exports (or its default export) against the format; `origin` names the
 * module in every error (a file path, or "your module").
 */
export function checkGameModule(loaded: unknown, origin: string): GameModule {
  if (loaded === null || typeof loaded !== 'object')
    throw new NimlabError(`${origin}: the module must export a function 'moves(position)'`);
  const namespace = loaded as Record<string, unknown>;
  const exports = (namespace.default && typeof namespace.default === 'object' ? namespace.default : namespace) as Record<string, unknown>;
  if (typeof exports.moves !== 'function') throw new NimlabError(`${origin}: the module must export a function 'moves(position)'`);
  for (const optional of ['key', 'parse', 'format', 'writeMoves']) {
    if (exports[optional] !== undefined && typeof exports[optional] !== 'function') {
      throw new NimlabError(`${origin}: the export '${optional}' must be a function`);
    }
  }
  if (exports.name !== undefined && typeof exports.name !== 'string')
    throw new NimlabError(`${origin}: the export 'name' must be a string`);
  return exports as unknown as GameModule;
}

function isSumObject(option: unknown): option is { sum: unknown[] } {
  if (typeof option !== 'object' || option === null || Array.isArray(option)) return false;
  return Array.isArray((option as { sum?: unknown }).sum) && Object.keys(option).length === 1;
}

/**
 * The module as an engine game; every call into the module names it (and the call) on failure.
 * This sits in the hot loop of every solve: an array of plain options is passed on as it is (no
 * copy), and only options that are objects are looked at for `{ sum }`.
 */
export function gameFromModule(module: GameModule, origin: string): Game<unknown> {
  const describe = (position: unknown) =>
    module.format ? guarded(() => module.format!(position), origin, 'format') : JSON.stringify(position);
  const userMoves = module.moves;
  return {
    moves(position) {
      let options: unknown;
      try {
        options = userMoves(position);
      } catch (error) {
        throw failure(error, origin, `moves(${describe(position)})`);
      }
      if (Array.isArray(options)) return withSums(options);
      if (options === null || typeof (options as Iterable<unknown>)?.[Symbol.iterator] !== 'function') {
        throw new NimlabError(`${origin}: moves(${describe(position)}) must return an array (or iterable) of options`);
      }
      return withSums(Array.from(options as Iterable<unknown>));
    },
    key: module.key ? (position) => guarded(() => module.key!(position), origin, 'key') : moduleKey,
    format: describe,
    ...(module.writeMoves ? { writeMoves: moduleWriter(module.writeMoves, origin, describe) } : {}),
  };
}

/** The module's writeMoves, naming the module when it throws or does not return a count. */
function moduleWriter(
  write: NonNullable<GameModule['writeMoves']>,
  origin: string,
  describe: (position: unknown) => string,
): NonNullable<Game<unknown>['writeMoves']> {
  return (position, out) => {
    let count: unknown;
    try {
      count = write(position, out);
    } catch (error) {
      throw failure(error, origin, `writeMoves(${describe(position)})`);
    }
    if ((count as number) >>> 0 !== count)
      throw new NimlabError(
        `${origin}: writeMoves(${describe(position)}) must return the number of options it wrote, got ${String(count)}`,
      );
    return count as number;
  };
}

/** The options with every `{ sum: [...] }` made a Sum; the same array when there is none. */
function withSums(options: unknown[]): Option<unknown>[] {
  for (let i = 0; i < options.length; i++) {
    const option = options[i];
    if (typeof option === 'object' && option !== null && isSumObject(option)) {
      return options.map((o): Option<unknown> => (isSumObject(o) ? new Sum(o.sum) : o));
    }
  }
  return options;
}

function guarded<T>(call: () => T, origin: string, what: string): T {
  try {
    return call();
  } catch (error) {
    throw failure(error, origin, what);
  }
}

function failure(error: unknown, origin: string, what: string): Error {
  if (error instanceof NimlabError) return error;
  return new NimlabError(`${origin}: ${what} threw: ${(error as Error)?.message ?? String(error)}`);
}

/** Heaps below this can be their own slots in a module's solver (a value array of at most 128 MB). */
const MODULE_DIRECT_HEAPS = 1 << 25;

/**
 * The fast solver for a module's game, to be asked about the positions `roots`. With the module's
 * own `key`, positions are found by that key in a Map. Without it (TupleSlots): heaps up to the
 * largest root are their own slots, so a game whose moves go down can be valued bottom-up; other
 * integers and small tuples of integers ([a, b], [a, b, c], …) are packed into integers and found
 * by open addressing, with no strings built; anything else is found by its JSON key.
 */
export function moduleSolver(module: GameModule, game: Game<unknown>, roots: readonly unknown[] = []): FastGrundySolver<unknown> {
  if (module.key) return new FastGrundySolver(game, new KeyedSlots(game));
  let direct = 0;
  for (const root of roots)
    if (typeof root === 'number' && Number.isInteger(root) && root >= 0 && root < MODULE_DIRECT_HEAPS) direct = Math.max(direct, root + 1);
  return new FastGrundySolver(game, new TupleSlots(direct));
}

/** Position words → the components of a sum: the module's `parse`, or else heap sizes. */
export function parseModulePosition(module: GameModule, words: string[], origin: string): unknown[] {
  if (module.parse) return [guarded(() => module.parse!(words), origin, 'parse')];
  if (words.length === 0) throw new NimlabError(`${origin}: expected a position (the module has no 'parse', so integers)`);
  return words.map((word) => {
    if (!/^[0-9]+$/.test(word))
      throw new NimlabError(`${origin}: position '${word}' is not a non-negative integer (export 'parse(words)' for other positions)`);
    return Number(word);
  });
}

/**
 * Grundy values of heaps 0..to of a module whose positions are heap sizes, in increasing order;
 * `progress(done)` is called every `every` heaps. An option that is not a heap size (or a sum of
 * them) is an error naming the move.
 */
export function moduleHeapValues(
  game: Game<unknown>,
  origin: string,
  to: number,
  progress?: (done: number) => void,
  every = 2000,
): Int32Array {
  const heaps: Game<number> = {
    moves(n) {
      const returned = game.moves(n);
      const options = Array.isArray(returned) ? (returned as Option<unknown>[]) : Array.from(returned);
      for (let i = 0; i < options.length; i++) {
        const option = options[i];
        if ((option as number) >>> 0 === option) continue;
        for (const component of option instanceof Sum ? option.components : [option]) {
          if (!Number.isSafeInteger(component) || (component as number) < 0) {
            throw new NimlabError(
              `${origin}: moves(${n}) gave ${JSON.stringify(component)}: a table needs heap sizes (non-negative integers)`,
            );
          }
        }
      }
      return options as Option<number>[];
    },
    key: (n) => n,
    // Its options are checked by the fill: any it cannot use inline are asked of moves above.
    ...(game.writeMoves ? { writeMoves: game.writeMoves } : {}),
  };
  return grundyTable(heaps, to + 1, progress, every);
}
