import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { PowerGameTable, largestBase } from './fast.js';
import { powerAtMost, powerGame } from './rules.js';

describe('power game (uoj51)', () => {
  it('largest bases are exact', () => {
    expect(largestBase(1_000_000_000, 2)).toBe(31622);
    expect(largestBase(1_000_000_000, 3)).toBe(1000);
    expect(largestBase(999_999_999, 3)).toBe(999);
    expect(largestBase(1_000_000_000, 29)).toBe(2);
    expect(largestBase(1_000_000_000, 30)).toBe(1);
    expect(powerAtMost(31623, 2, 1_000_000_000)).toBe(false);
  });

  it('every position for every n ≤ 150 agrees with the engine', () => {
    for (let n = 2; n <= 150; n++) {
      const solver = new GrundySolver(powerGame(n));
      const table = new PowerGameTable(n);
      for (let b = 1; powerAtMost(2, b, n); b++) {
        for (let a = 2; powerAtMost(a, b, n); a++) {
          expect(table.firstWins(a, b), `n = ${n}, ${a}^${b}`).toBe(solver.grundy([a, b]) !== 0);
        }
      }
    }
  });

  it('random positions for n up to 5000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5000 }), fc.integer({ min: 2, max: 5000 }), fc.integer({ min: 1, max: 12 }), (n, a0, b0) => {
        const b = powerAtMost(2, b0, n) ? b0 : 1;
        const a = Math.min(a0, largestBase(n, b));
        if (a < 2) return;
        expect(new PowerGameTable(n).firstWins(a, b)).toBe(new GrundySolver(powerGame(n)).grundy([a, b]) !== 0);
      }),
      { numRuns: 100 },
    );
  });
});
