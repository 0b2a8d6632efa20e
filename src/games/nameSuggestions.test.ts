import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NimlabError } from '../engine/core/errors.js';
import { parseHeapGame } from './heap/index.js';
import { builtInGames } from './index.js';
import { closestNames, editDistance } from './nameSuggestions.js';

/** The edit distance by its recursive definition (small words only). */
function distanceByDefinition(a: string, b: string): number {
  if (a === '') return b.length;
  if (b === '') return a.length;
  const last = a.at(-1) === b.at(-1) ? 0 : 1;
  return Math.min(
    distanceByDefinition(a.slice(0, -1), b) + 1,
    distanceByDefinition(a, b.slice(0, -1)) + 1,
    distanceByDefinition(a.slice(0, -1), b.slice(0, -1)) + last,
  );
}

/** The one-line message resolving `name` gives. */
function errorFor(name: string): string {
  try {
    builtInGames.resolve(name);
  } catch (error) {
    if (error instanceof NimlabError) return error.message;
    throw error;
  }
  throw new Error(`${name} resolved`);
}

describe('did you mean …?', () => {
  it('editDistance is the Levenshtein distance of the recursive definition on random short words', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'k', 'y'), maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b)).toBe(distanceByDefinition(a, b));
      }),
      { numRuns: 300 },
    );
  });

  it('suggests the names one typo away, never a far one', () => {
    expect(closestNames('kayle', ['kayles', 'nim', 'wythoff'])).toEqual(['kayles']);
    expect(closestNames('WYTHOF', ['kayles', 'nim', 'wythoff'])).toEqual(['wythoff']);
    expect(closestNames('cat', ['kayles', 'nim', 'wythoff'])).toEqual([]);
  });

  it("an unknown game gets the closest names and a short list of classics, not every family's name", () => {
    const message = errorFor('kayle');
    expect(message).toMatch(/^unknown game 'kayle': did you mean kayles\? \(for example nim, kayles, dawson, grundy, wythoff/);
    expect(message).toContain("'nimlab games' lists them all");
    expect(message.length).toBeLessThan(200);
    expect(errorFor('grundys-gam')).toContain('did you mean grundys-game?');
    expect(errorFor('zzzzzz')).not.toContain('did you mean');
  });

  it('a name written as a code that does not read is a bad take-and-break code, with where', () => {
    expect(errorFor('0.7x')).toBe("bad take-and-break code '0.7x': unexpected 'x' at position 4");
    expect(errorFor('4!.{2')).toMatch(/^bad take-and-break code '4!\.\{2': '\{' at position 4 needs a closing '\}'/);
  });

  it('the heap commands (quotient, table --misere) suggest too', () => {
    expect(() => parseHeapGame('kayle')).toThrow(/^unknown heap game 'kayle': did you mean kayles\? \(expected a take-and-break code/);
    expect(() => parseHeapGame('0.7x')).toThrow("bad take-and-break code '0.7x': unexpected 'x' at position 4");
  });
});
