import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { winningMoves } from '../../engine/normal/analysis.js';
import { formatOption } from '../../engine/core/game.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { sequentialNim } from './rules.js';
import { sequentialFirstWins, sequentialGrundy, sequentialWinningMoves } from './fast.js';

const rows = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 6 });

/** The row after a fast move, as the rules model writes it (emptied leading heaps dropped). */
function afterMove(heaps: readonly number[], heap: number, to: bigint): string {
  const rest = heaps.slice(heap + 1);
  return (to === 0n ? rest : [Number(to), ...rest]).join(' ');
}

describe('Sequential Nim', () => {
  it('Grundy values, the classic rule and winning moves agree with exhaustive search', () => {
    const solver = new GrundySolver(sequentialNim);
    fc.assert(
      fc.property(rows, (heaps) => {
        const big = heaps.map(BigInt);
        const value = solver.grundy(heaps);
        expect(sequentialGrundy(big)).toBe(BigInt(value));
        expect(sequentialFirstWins(big)).toBe(value !== 0);
        const brute = winningMoves(sequentialNim, heaps, solver).map((option) => formatOption(sequentialNim, option));
        const fast = sequentialWinningMoves(big).map((move) => afterMove(heaps, move.heap, move.to));
        expect(fast).toEqual(brute);
      }),
      { numRuns: 300 },
    );
  });

  it('hand-checked facts (the cf1382b sample)', () => {
    expect(sequentialFirstWins([1n, 2n, 1n])).toBe(false);
    expect(sequentialFirstWins([2n, 1n])).toBe(true);
    expect(sequentialFirstWins([1n, 1n, 1n, 1n, 1n, 1n])).toBe(false);
    expect(sequentialFirstWins([3n])).toBe(true);
    expect(sequentialWinningMoves([2n, 1n])).toEqual([{ heap: 0, to: 1n }]);
    expect(sequentialWinningMoves([10n ** 30n])).toEqual([{ heap: 0, to: 0n }]);
  });
});
