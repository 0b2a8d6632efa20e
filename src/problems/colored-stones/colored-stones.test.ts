import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { MOD } from '../modular.js';
import { checkProblem } from '../testing/checkProblem.js';
import { colourGroupValue, countFirstPlayerWins, walshHadamard } from './fast.js';
import { coloredStones } from './index.js';
import { colourGroupGame } from './rules.js';

describe('colored bulk removal', () => {
  it('a colour group has the value (xor of h div M)·M + (sum of h mod M) mod M, M = bulk + 1', () => {
    const solvers = new Map<number, GrundySolver<readonly number[]>>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }),
        (bulk, heaps) => {
          if (!solvers.has(bulk)) solvers.set(bulk, new GrundySolver(colourGroupGame(bulk)));
          const sorted = [...heaps].sort((a, b) => a - b);
          expect(solvers.get(bulk)!.grundy(sorted)).toBe(colourGroupValue(sorted, bulk));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('hand-checked group values', () => {
    const solver = new GrundySolver(colourGroupGame(2));
    // [1, 1] with bulk 2: taking both at once is a move, so it is not Nim's 0: 0·3 + 2 = 2.
    expect(solver.grundy([1, 1])).toBe(2);
    expect(colourGroupValue([1, 1], 2)).toBe(2);
    // [3, 3]: quotients 1 xor 1 = 0, remainders 0 → a second-player win, like Nim.
    expect(solver.grundy([3, 3])).toBe(0);
  });

  it('the Walsh–Hadamard transform applied twice is span times the identity', () => {
    const a = Int32Array.from([5, 0, MOD - 1, 7, 3, 3, 0, 1]);
    const b = Int32Array.from(a);
    walshHadamard(b, 8, 1);
    walshHadamard(b, 8, 1);
    expect(Array.from(b)).toEqual(Array.from(a, (x) => Number((BigInt(x) * 8n) % BigInt(MOD))));
  });

  it('counts with large sizes: two heaps of one colour, every size 0..2999, bulk 5', () => {
    const sizes = Array.from({ length: 3000 }, (_, i) => i);
    // Losing pairs (x, y): (xor of quotients)·6 + (x + y) mod 6 = 0 → x div 6 = y div 6 and
    // x + y ≡ 0 mod 6: per block of 6 the remainder pairs (0,0) (1,5) (2,4) (3,3) (4,2) (5,1).
    const losing = 500 * 6;
    expect(
      countFirstPlayerWins(
        [
          { colour: 1, sizes },
          { colour: 1, sizes },
        ],
        5,
      ),
    ).toBe(3000 * 3000 - losing);
  });
});

checkProblem('colored-stones', coloredStones, {
  examples: [
    // One heap of size 0: the first player cannot move.
    ['1 1\n1 1 0\n', '0'],
    // Two heaps of colour 1, sizes {1} and {1}, bulk 2: value 2 → first wins.
    ['2 2\n1 1 1\n1 1 1\n', '1'],
    // Same heaps in different colours: plain Nim 1 xor 1 = 0 → first loses.
    ['2 2\n1 1 1\n1 2 1\n', '0'],
  ],
  malformed: ['1 0\n1 1 3\n', '1 21\n1 1 3\n', '1 1\n1 2 3\n', '1 1\n2 1 3\n', '1 1\n1 1 100001\n', '2 1\n1 1 3\n'],
  runs: 150,
});
