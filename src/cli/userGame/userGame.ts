import { NimlabError } from '../../engine/errors.js';
import { Sum, type Game, type Key, type Option } from '../../engine/game.js';

/**
 * A game defined by a user's module: `export function moves(position)` returning the options,
 * and optionally `key(position)`, `parse(words)` and `format(position)`. An option that is a sum
 * of components is written `{ sum: [a, b] }` (or built with nimlab's `sum(a, b)`).
 */
export interface UserGameModule {
  moves(position: unknown): Iterable<unknown>;
  key?(position: unknown): Key;
  parse?(words: string[]): unknown;
  format?(position: unknown): string;
  name?: string;
}

export function checkModule(module: Record<string, unknown>, file: string): UserGameModule {
  const exports = (module.default && typeof module.default === 'object' ? module.default : module) as Record<string, unknown>;
  if (typeof exports.moves !== 'function') throw new NimlabError(`${file}: the module must export a function 'moves(position)'`);
  for (const optional of ['key', 'parse', 'format']) {
    if (exports[optional] !== undefined && typeof exports[optional] !== 'function') {
      throw new NimlabError(`${file}: the export '${optional}' must be a function`);
    }
  }
  return exports as unknown as UserGameModule;
}

function isSumObject(option: unknown): option is { sum: unknown[] } {
  return typeof option === 'object' && option !== null && !Array.isArray(option) && Array.isArray((option as { sum?: unknown }).sum) && Object.keys(option).length === 1;
}

/** The user's module as an engine game; every call into user code names the module on failure. */
export function userGame(module: UserGameModule, file: string): Game<unknown> {
  const describe = (position: unknown) => (module.format ? safeCall(() => module.format!(position), file, 'format') : JSON.stringify(position));
  return {
    moves(position) {
      const options = safeCall(() => module.moves(position), file, `moves(${describe(position)})`);
      if (options === null || typeof (options as Iterable<unknown>)[Symbol.iterator] !== 'function') {
        throw new NimlabError(`${file}: moves(${describe(position)}) must return an array (or iterable) of options`);
      }
      return Array.from(options as Iterable<unknown>, (option): Option<unknown> => (isSumObject(option) ? new Sum(option.sum) : option));
    },
    key: (position) => (module.key ? safeCall(() => module.key!(position), file, 'key') : typeof position === 'number' ? position : JSON.stringify(position)),
    format: describe,
  };
}

function safeCall<T>(call: () => T, file: string, what: string): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof NimlabError) throw error;
    throw new NimlabError(`${file}: ${what} threw: ${(error as Error)?.message ?? String(error)}`);
  }
}

/** Position words → a position: the module's `parse`, or else integers (several = a sum of heaps). */
export function parseUserPosition(module: UserGameModule, words: string[], file: string): unknown[] {
  if (module.parse) return [safeCall(() => module.parse!(words), file, 'parse')];
  if (words.length === 0) throw new NimlabError(`${file}: expected a position (the module has no 'parse', so integers)`);
  return words.map((word) => {
    if (!/^[0-9]+$/.test(word)) throw new NimlabError(`${file}: position '${word}' is not a non-negative integer (export 'parse(words)' for other positions)`);
    return Number(word);
  });
}
