import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyze } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { wythoffGame, wythoffGrundyTable, type WythoffPosition } from './rules.js';
import { isqrt, isWythoffP, wythoffLower, wythoffPair, wythoffPlace, wythoffWinningMoves } from './fast.js';

const solver = new GrundySolver(wythoffGame);
const LIMIT = 60;

/** P-positions with smaller heap ≤ limit, found by the engine alone. */
function brutePPositions(limit: number): [number, number][] {
  const found: [number, number][] = [];
  for (let a = 0; a <= limit; a++) {
    // The partner of a is at most 2a + 1 (B_k = A_k + k < 2 A_k + 2).
    for (let b = a; b <= 2 * a + 2; b++) if (solver.grundy([a, b]) === 0) found.push([a, b]);
  }
  return found;
}

describe('Wythoff', () => {
  it('isqrt is the exact integer square root', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 200n }), (n) => {
        const r = isqrt(n);
        expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
      }),
      { numRuns: 300 },
    );
    for (let n = 0n; n < 200n; n++) {
      const r = isqrt(n);
      expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
    }
  });

  it('the P-position formula matches the engine for every k with A_k ≤ 64', () => {
    const brute = brutePPositions(64);
    const formula: [number, number][] = [];
    for (let k = 0n; wythoffLower(k) <= 64n; k++) formula.push(wythoffPair(k).map(Number) as [number, number]);
    expect(formula).toEqual(brute);
  });

  it('the P-position formula matches the rule-level sieve for k up to a few hundred', () => {
    // "P iff no move reaches a P-position": a move reaches any cell below in the same row, column
    // or diagonal, so a cell is P iff none of those three lines already holds a P-position.
    const size = 1200;
    const rowHasP = new Uint8Array(size);
    const columnHasP = new Uint8Array(size);
    const diagonalHasP = new Uint8Array(2 * size);
    const found: [bigint, bigint][] = [];
    for (let a = 0; a < size; a++) {
      for (let b = 0; b < size; b++) {
        if (rowHasP[a] || columnHasP[b] || diagonalHasP[b - a + size]) continue;
        rowHasP[a] = columnHasP[b] = diagonalHasP[b - a + size] = 1;
        if (a <= b && b < size / 2) found.push([BigInt(a), BigInt(b)]);
      }
    }
    const formula: [bigint, bigint][] = [];
    for (let k = 0n; wythoffPair(k)[1] < BigInt(size / 2); k++) formula.push(wythoffPair(k));
    expect(formula).toEqual(found);
    expect(formula.length).toBeGreaterThan(200);
  });

  it('A_k = ⌊kφ⌋ against a 60-digit rational bound on φ', () => {
    // φ to 60 digits: ⌊kφ⌋ is the same for both bounds unless kφ is within 10^-60·k of an integer.
    const scale = 10n ** 60n;
    const phiLow = 1618033988749894848204586834365638117720309179805762862135448n;
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), (k) => {
        expect(wythoffLower(k)).toBe((k * phiLow) / scale);
        expect(wythoffLower(k)).toBe((k * (phiLow + 1n)) / scale);
      }),
      { numRuns: 300 },
    );
  });

  it('outcome and every winning move equal the engine on random small positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LIMIT }), fc.integer({ min: 0, max: LIMIT }), (a, b) => {
        const brute = analyze(wythoffGame, [a, b] as WythoffPosition, solver);
        expect(isWythoffP(BigInt(a), BigInt(b))).toBe(brute.outcome === 'P');
        const bruteTargets = brute.winningMoves.map((m) => wythoffGame.format!(m.option as WythoffPosition)).sort();
        const fastMoves = wythoffWinningMoves(BigInt(a), BigInt(b));
        const fastTargets = fastMoves.map((m) => `${m.to[0]} ${m.to[1]}`).sort();
        expect(fastTargets).toEqual(bruteTargets);
        for (const move of fastMoves) {
          const [x, y] = move.to;
          const takes = move.from === 'first' ? [move.take, 0n] : move.from === 'second' ? [0n, move.take] : [move.take, move.take];
          expect([BigInt(a) - takes[0], BigInt(b) - takes[1]]).toEqual([x, y]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every heap size up to 2000 has exactly one partner, from the right Beatty sequence', () => {
    const partners = new Map<bigint, bigint>();
    for (let k = 0n; wythoffLower(k) <= 2000n; k++) {
      const [low, high] = wythoffPair(k);
      partners.set(low, high);
      partners.set(high, low);
    }
    for (let n = 0n; n <= 2000n; n++) {
      const place = wythoffPlace(n);
      expect(place.partner).toBe(partners.get(n));
      expect(wythoffPlace(place.partner).partner).toBe(n);
    }
  });

  it('is exact at large k: 10^18 and far beyond', () => {
    // A_k for k = 10^18 from φ's digits: 1618033988749894848.204… so A = 1618033988749894848.
    expect(wythoffLower(10n ** 18n)).toBe(1618033988749894848n);
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 17n, max: 10n ** 30n }), (k) => {
        const [low, high] = wythoffPair(k);
        expect(isWythoffP(low, high)).toBe(true);
        expect(isWythoffP(high, low)).toBe(true);
        expect(isWythoffP(low, high + 1n)).toBe(false);
        expect(isWythoffP(low + 1n, high)).toBe(false);
        expect(wythoffPlace(low)).toEqual({ k, side: 'lower', partner: high });
        expect(wythoffPlace(high)).toEqual({ k, side: 'upper', partner: low });
        // One step off a P-position: a winning move goes back to it.
        const targets = wythoffWinningMoves(low + 5n, high).map((m) => m.to);
        expect(targets).toContainEqual([low, high]);
        for (const [x, y] of targets) expect(isWythoffP(x, y)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('known facts: first P-positions and Grundy rows', () => {
    expect([0n, 1n, 2n, 3n, 4n].map((k) => wythoffPair(k))).toEqual([
      [0n, 0n],
      [1n, 2n],
      [3n, 5n],
      [4n, 7n],
      [6n, 10n],
    ]);
    const table = wythoffGrundyTable(8, solver);
    expect(table[0]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(table[1]).toEqual([1, 2, 0, 4, 5, 3, 7, 8, 6]);
    expect(table[2]).toEqual([2, 0, 1, 5, 3, 4, 8, 6, 7]);
    for (let a = 0; a <= 8; a++) for (let b = 0; b <= 8; b++) expect(table[a][b]).toBe(table[b][a]);
    expect(wythoffWinningMoves(3n, 5n)).toEqual([]);
    expect(wythoffWinningMoves(4n, 4n)).toEqual([{ from: 'both', take: 4n, to: [0n, 0n] }]);
  });
});
