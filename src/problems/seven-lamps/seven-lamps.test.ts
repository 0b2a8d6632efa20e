import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcome } from '../../engine/normal/analysis.js';
import { checkProblem } from '../testing/checkProblem.js';
import { MOD } from '../modular.js';
import { countFirstPlayerWins, firstPlayerLoses, xorZeroTriplesBelow } from './fast.js';
import { sevenLamps } from './index.js';
import { packLamps, sevenLampsGame, sharedLampsSolver, TREE_MOVES } from './rules.js';

describe('seven-segment Nim', () => {
  it('has 66 subtrees of the 8 as moves (the three cycles and their supersets excluded)', () => {
    expect(TREE_MOVES.length).toBe(66);
    expect(TREE_MOVES).not.toContain(0b0001111); // upper square 1 2 3 4
    expect(TREE_MOVES).not.toContain(0b1111000); // lower square 4 5 6 7
    expect(TREE_MOVES).not.toContain(0b1110111); // outer hexagon
    expect(TREE_MOVES).toContain(0b1110110); // a spanning tree: all but 1 and 4
  });

  it('the engine confirms the characterization on every position with at most 2 stones per segment', () => {
    const solver = sharedLampsSolver();
    const stones = [0, 0, 0, 0, 0, 0, 0];
    let losing = 0;
    for (let index = 0; index < 3 ** 7; index++) {
      for (let s = 0, rest = index; s < 7; s++, rest = Math.floor(rest / 3)) stones[s] = rest % 3;
      const engineLoses = outcome(sevenLampsGame, packLamps(stones), solver) === 'P';
      expect(engineLoses, stones.join(' ')).toBe(firstPlayerLoses(stones.map(BigInt)));
      if (engineLoses) losing++;
    }
    // a, c in 0..2 and b = a xor c in 0..2: (0,0,0) (0,1,1) (0,2,2) (1,0,1) (1,1,0) (2,0,2) (2,2,0).
    expect(losing).toBe(7);
  });

  it('the engine agrees with the characterization on positions with a 3 in the middle', () => {
    const solver = sharedLampsSolver();
    for (const [stones, loses] of [
      [[1, 1, 1, 3, 2, 2, 2], true], // 1 xor 3 xor 2 = 0
      [[2, 2, 2, 3, 1, 1, 1], true],
      [[1, 1, 1, 3, 1, 1, 1], false],
      [[2, 2, 2, 3, 2, 2, 2], false],
      [[0, 0, 0, 3, 0, 0, 0], false],
      [[1, 1, 2, 3, 2, 2, 2], false], // x1 = x2 = x3 broken
    ] as const) {
      expect(outcome(sevenLampsGame, packLamps(stones), solver) === 'P', stones.join(' ')).toBe(loses);
      expect(firstPlayerLoses(stones.map(BigInt))).toBe(loses);
    }
  });

  it('counts xor-zero triples like enumeration', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 12 }), fc.integer({ min: -1, max: 12 }), fc.integer({ min: -1, max: 12 }), (x, y, z) => {
        let expected = 0;
        for (let a = 0; a <= x; a++) for (let b = 0; b <= y; b++) for (let c = 0; c <= z; c++) if ((a ^ b ^ c) === 0) expected++;
        expect(xorZeroTriplesBelow(BigInt(x), BigInt(y), BigInt(z))).toBe(BigInt(expected));
      }),
      { numRuns: 200 },
    );
  });

  it('reduces huge counts modulo 998244353 exactly', () => {
    // Full boxes [0, 2^60 − 1]: losing triples are (2^60)^2 (a and c free, b determined).
    const big = { lo: 0n, hi: 2n ** 60n - 1n };
    const total = (2n ** 60n) ** 7n - (2n ** 60n) ** 2n;
    expect(countFirstPlayerWins(Array(7).fill(big))).toBe(Number(total % BigInt(MOD)));
  });
});

checkProblem('seven-lamps', sevenLamps, {
  examples: [
    // Everything zero: the first player cannot move.
    ['0 0\n0 0\n0 0\n0 0\n0 0\n0 0\n0 0\n', '0'],
    // x4 in 0..1, all else 0: only x4 = 0 loses.
    ['0 0\n0 0\n0 0\n0 1\n0 0\n0 0\n0 0\n', '1'],
    // The top square all 1 and the rest 0 except x4: lose iff 1 xor x4 xor 0 = 0, i.e. x4 = 1.
    ['1 1\n1 1\n1 1\n0 2\n0 0\n0 0\n0 0\n', '2'],
  ],
  malformed: [
    '1 0\n0 0\n0 0\n0 0\n0 0\n0 0\n0 0\n',
    '0 0\n0 0\n0 0\n0 0\n0 0\n0 0\n',
    '0 1000000000000000001\n0 0\n0 0\n0 0\n0 0\n0 0\n0 0\n',
    '-1 0\n0 0\n0 0\n0 0\n0 0\n0 0\n0 0\n',
    '0 0\n0 0\n0 0\n0 0\n0 0\n0 0\n0 0\n5\n',
  ],
  runs: 150,
  sampleBeyondBrute:
    'the sample box reaches 84,000 positions with up to 10^4 moves each (5·10^8 moves); the engine confirms the rule on every box within 0..2 instead',
});
