import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { grundySequence } from '../fast.js';
import { parseHeapGame } from '../heapGame.js';
import {
  minimalPeriod,
  observedPeriod,
  periodicValue,
  periodStart,
  proofRuleFor,
  searchProvenPeriod,
  valuesToProve,
} from './periodicity.js';
import { GrundySequencer } from './sequencer.js';

/** Checks a verdict against a fully computed sequence: G(n + p) = G(n) + s for every computed n ≥ preperiod, and not from preperiod − 1. */
function holdsOn(values: ArrayLike<number>, preperiod: number, period: number, saltus: number): boolean {
  for (let n = preperiod; n + period < values.length; n++) if (values[n + period] !== values[n] + saltus) return false;
  return preperiod === 0 || values[preperiod - 1 + period] !== values[preperiod - 1] + saltus;
}

function fullSequence(name: string, count: number): Uint8Array | Uint16Array | Uint32Array {
  return new GrundySequencer(parseHeapGame(name).code, { stopWhenProven: false }).values(count);
}

describe('periodicity', () => {
  it('Kayles 0.77: period 12 from heap 71 (last exception at 70), proven with 168 values', () => {
    const kayles = grundySequence('0.77', 1000);
    expect(kayles.period).toEqual({ preperiod: 71, period: 12, saltus: 0, proven: true });
    expect(kayles.computed).toBe(168);
    expect(valuesToProve(proofRuleFor(parseHeapGame('0.77').code)!, 71, 12)).toBe(168);
    const full = fullSequence('0.77', 1000);
    expect(Array.from(kayles.values)).toEqual(Array.from(full));
    expect(holdsOn(full, 71, 12, 0)).toBe(true);
  });

  it("Dawson's Kayles 0.07: period 34 from heap 53; Dawson's chess 0.137 from heap 52", () => {
    const dawson = grundySequence('0.07', 2000);
    expect(dawson.period).toEqual({ preperiod: 53, period: 34, saltus: 0, proven: true });
    expect(holdsOn(fullSequence('0.07', 2000), 53, 34, 0)).toBe(true);
    const chess = grundySequence('0.137', 2000);
    expect(chess.period).toEqual({ preperiod: 52, period: 34, saltus: 0, proven: true });
    expect(holdsOn(fullSequence('0.137', 2000), 52, 34, 0)).toBe(true);
  });

  it('more solved octal games (OEIS A071434/5, A071451/2/3; Winning Ways; Flammenkamp)', () => {
    const known: [string, number, number][] = [
      ['0.1377', 141, 24],
      ['0.177', 497, 20],
      ['0.11377', 187, 32],
      ['0.113377', 211, 36],
      ['0.117', 47, 48],
      ['0.45', 498, 20],
      ['0.156', 3479, 349],
      ['0.356', 7315, 142],
      ['0.644', 3256, 442],
      ['0.165', 5181, 1550],
    ];
    for (const [name, preperiod, period] of known) {
      const result = grundySequence(name, 20000);
      expect(result.period, name).toEqual({ preperiod, period, saltus: 0, proven: true });
      expect(result.computed, name).toBe(valuesToProve(proofRuleFor(parseHeapGame(name).code)!, preperiod, period));
    }
  });

  it('Officers 0.6 and Grundy’s game 4!.0 show no period on thousands of values', () => {
    expect(grundySequence('0.6', 4000).period).toBeNull();
    expect(grundySequence('4!.0', 4000).period).toBeNull();
  });

  it('subtraction games are proven once a window of the largest subtraction repeats', () => {
    const s134 = grundySequence('S(1,3,4)', 100);
    expect(s134.period).toEqual({ preperiod: 0, period: 7, saltus: 0, proven: true });
    expect(s134.computed).toBe(valuesToProve({ maxHeaps: 1, maxRemoved: 4 }, 0, 7));
    expect(s134.computed).toBeLessThan(20);
    const s257 = grundySequence('S(2,5,7)', 200);
    expect(s257.period).toEqual({ preperiod: 0, period: 22, saltus: 0, proven: true });
    expect(holdsOn(fullSequence('S(2,5,7)', 200), 0, 22, 0)).toBe(true);
  });

  it('codes with a repeating tail get an observed (arithmetic) period, never a proven one', () => {
    expect(grundySequence('0.[3]', 100).period).toEqual({ preperiod: 0, period: 1, saltus: 1, proven: false });
    expect(grundySequence('lasker', 100).period).toEqual({ preperiod: 1, period: 4, saltus: 4, proven: false });
    expect(grundySequence('allbut:1,2', 100).period).toEqual({ preperiod: 0, period: 3, saltus: 1, proven: false });
  });

  it('random finite codes: a proven verdict holds on the full sequence and extends it exactly', () => {
    const digit = fc.integer({ min: 0, max: 7 });
    fc.assert(
      fc.property(fc.array(digit, { minLength: 1, maxLength: 4 }), fc.constantFrom('0', '4'), (digits, d0) => {
        const name = `${d0}.${digits.join('')}`;
        const count = 1200;
        const result = grundySequence(name, count);
        const full = fullSequence(name, count);
        expect(Array.from(result.values), name).toEqual(Array.from(full));
        const period = result.period;
        if (period?.proven) expect(holdsOn(full, period.preperiod, period.period, 0), name).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('without stopping at a proof, the period is looked for when asked: the same verdict as while computing', () => {
    const digit = fc.integer({ min: 0, max: 7 });
    fc.assert(
      fc.property(fc.array(digit, { minLength: 1, maxLength: 4 }), fc.constantFrom('0', '4'), (digits, d0) => {
        const code = parseHeapGame(`${d0}.${digits.join('')}`).code;
        const stopping = new GrundySequencer(code);
        stopping.extendTo(1200);
        const computed = stopping.computed;
        const onDemand = new GrundySequencer(code, { stopWhenProven: false });
        onDemand.extendTo(computed);
        expect(onDemand.proven, `${d0}.${digits.join('')}`).toEqual(stopping.proven);
        if (stopping.proven) expect(onDemand.valueAt(5000)).toBe(stopping.valueAt(5000));
      }),
      { numRuns: 60 },
    );
  });

  it('a long periodic stretch not yet proven: the search says when a proof becomes possible', () => {
    // Period 4 from 60000 on; proving it takes 2·(60000 + 4) + 3 values. The multiples of 4 (all
    // with long runs) are skipped, so this is one pass, not one per multiple.
    const length = 100_000;
    const g = new Uint8Array(length);
    for (let n = 0; n < length; n++) g[n] = n < 60_000 ? (n * 7919) % 13 : [1, 4, 2, 7][n % 4];
    g[59_999] = 9;
    const rule = { maxHeaps: 2, maxRemoved: 3 };
    expect(searchProvenPeriod(g, length, rule)).toEqual({ proven: null, nextUseful: valuesToProve(rule, 60_000, 4) });
    expect(observedPeriod(g, length, false)).toBeNull();
  });

  it('finds the least period and preperiod from a longer proven one', () => {
    const g = [5, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2];
    expect(minimalPeriod(g, 3, 4)).toEqual({ preperiod: 1, period: 2, saltus: 0, proven: true });
    expect(periodStart(g, g.length, 2)).toBe(1);
    expect(periodicValue(g, { preperiod: 1, period: 2, saltus: 0, proven: true }, 1001)).toBe(1);
    expect(periodicValue([0, 1, 2, 3], { preperiod: 0, period: 1, saltus: 1, proven: false }, 50)).toBe(50);
    expect(observedPeriod([0, 1, 0, 2, 0, 1], 6, false)).toBeNull();
  });
});
