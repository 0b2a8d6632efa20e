import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { antiSgOutcome, sjRule } from './antiSg.js';
import { componentsOf, type Game } from '../core/game.js';
import { GrundySolver } from '../normal/grundy.js';
import { misereOutcome } from '../misere/misere.js';

/**
 * Take 1 or 2, but only 1 from a multiple of 3: heap 3 has value 0 yet a move, and played plainly
 * misère it is lost for the player to move (3 → 2 → 1 → 0 or 3 → 2 → 0).
 */
const thirdsTakeOne: Game<number> = {
  *moves(n) {
    for (const s of n % 3 === 0 ? [1] : [1, 2]) if (s <= n) yield n - s;
  },
  key: (n) => n,
};

const nimHeap: Game<number> = {
  *moves(n) {
    for (let k = 0; k < n; k++) yield k;
  },
  key: (n) => n,
};

/** Subtraction game S(1, 3, 4): values 0 1 0 1 2 3 2 0 …, so value 0 does not mean finished. */
const subtraction134: Game<number> = {
  *moves(n) {
    for (const s of [1, 3, 4]) if (s <= n) yield n - s;
  },
  key: (n) => n,
};

/**
 * The Anti-SG stipulation made into the rules: the whole sum is one position, and it is over as
 * soon as every component has value 0. The engine's misère search then plays it for real.
 */
function stipulatedSum<P>(game: Game<P>): Game<P[]> {
  const solver = new GrundySolver(game);
  return {
    *moves(components) {
      if (components.every((c) => solver.grundy(c) === 0)) return;
      for (let i = 0; i < components.length; i++) {
        for (const option of game.moves(components[i])) {
          yield [...components.slice(0, i), ...componentsOf(option), ...components.slice(i + 1)];
        }
      }
    },
    key: (components) =>
      components
        .map((c) => String(game.key(c)))
        .sort()
        .join(','),
  };
}

describe('Anti-SG and the SJ rule', () => {
  it('hand-checked cases of the rule', () => {
    expect(sjRule([])).toBe('N'); // nothing to move: the player to move has won already
    expect(sjRule([1])).toBe('P');
    expect(sjRule([1, 1])).toBe('N');
    expect(sjRule([2])).toBe('N');
    expect(sjRule([2, 2])).toBe('P');
    expect(sjRule([1, 2, 3])).toBe('P');
  });

  it('is misère Nim (Anti-Nim), as the misère search finds', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }), (heaps) => {
        expect(antiSgOutcome(nimHeap, heaps)).toBe(misereOutcome(nimHeap, heaps));
      }),
      { numRuns: 200 },
    );
  });

  it('decides stipulated sums of S(1,3,4) heaps, as the misère search over the real game finds', () => {
    const game = stipulatedSum(subtraction134);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 3 }), (heaps) => {
        expect(antiSgOutcome(subtraction134, heaps)).toBe(misereOutcome(game, [heaps]));
      }),
      { numRuns: 200 },
    );
  });

  it('decides stipulated sums of a game with non-final value-0 positions', () => {
    const game = stipulatedSum(thirdsTakeOne);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 3 }), (heaps) => {
        expect(antiSgOutcome(thirdsTakeOne, heaps)).toBe(misereOutcome(game, [heaps]));
      }),
      { numRuns: 200 },
    );
  });

  it('needs the stipulation: plain misère play breaks the rule where value 0 is not the end', () => {
    expect(new GrundySolver(thirdsTakeOne).grundy(3)).toBe(0);
    expect(misereOutcome(thirdsTakeOne, [3])).toBe('P');
    expect(antiSgOutcome(thirdsTakeOne, [3])).toBe('N');
    expect(misereOutcome(stipulatedSum(thirdsTakeOne), [[3]])).toBe('N'); // over at once: no last move to make
  });
});
