import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laskerGrundy, laskerSumGrundy } from '../../games/lasker/fast.js';
import { checkProblem, run } from '../testing/checkProblem.js';
import { hdu3032 } from './index.js';

const TOP = 2 ** 31 - 1;

checkProblem('hdu3032', hdu3032, {
  examples: [
    ['1\n1\n3\n', 'Alice'],
    ['1\n3\n4 1 2\n', 'Bob'], // 3 ⊕ 1 ⊕ 2 = 0
    ['2\n2\n7 8\n2\n5 5\n', 'Alice\nBob'],
  ],
  malformed: ['0\n', '101\n', '1\n0\n', '1\n1000001\n', '1\n1\n0\n', `1\n1\n${TOP + 1}\n`, '1\n2\n1\n', '2\n1\n1\n', '1\n1\n1 1\n'],
});

describe('hdu3032 at the top of the range', () => {
  it('2^31 − 1 has the value 2^31, which overflows int32: exact anyway', () => {
    expect(run(hdu3032.solve, `1\n1\n${TOP}\n`)).toBe('Alice');
    expect(run(hdu3032.solve, `1\n2\n${TOP} ${TOP}\n`)).toBe('Bob');
    // Bit 31 comes only from 2^31 − 1, so it cannot cancel against 2^31 − 2 (value 2^31 − 2).
    expect(run(hdu3032.solve, `1\n3\n${TOP} ${TOP - 1} 1\n`)).toBe('Alice');
    // G(2^31 − 4) = 2^31 − 5 and G(2^31 − 5) = 2^31 − 4 differ by XOR in 7 = G(8).
    expect(run(hdu3032.solve, `1\n3\n${TOP - 3} ${TOP - 4} 8\n`)).toBe('Bob');
    expect(run(hdu3032.solve, `1\n3\n${TOP - 3} ${TOP - 4} 7\n`)).toBe('Alice');
  });

  it('agrees with the bigint values on random heaps near 2^31', () => {
    const heap = fc.oneof(
      fc.integer({ min: 1, max: TOP }),
      fc.integer({ min: TOP - 8, max: TOP }),
      fc.integer({ min: 2 ** 30 - 4, max: 2 ** 30 + 4 }),
    );
    fc.assert(
      fc.property(fc.array(heap, { minLength: 1, maxLength: 8 }), fc.boolean(), (heaps, balance) => {
        // Half the time append the heap whose value cancels the rest (G is its own inverse): a P-position.
        const rest = laskerSumGrundy(heaps.map(BigInt));
        const closing = laskerGrundy(rest);
        if (balance && closing >= 1n && closing <= BigInt(TOP)) heaps.push(Number(closing));
        const expected = laskerSumGrundy(heaps.map(BigInt)) !== 0n ? 'Alice' : 'Bob';
        expect(run(hdu3032.solve, `1\n${heaps.length}\n${heaps.join(' ')}\n`)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
