import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../../engine/core/game.js';
import { GenusCalculator, genusTerm } from '../../../engine/misere/genus.js';
import { GrowingQuotient } from '../../../engine/quotient/growingQuotient.js';
import { misereGrundyFailure, misereGrundyLabels, recalibrateMisereGrundy } from '../../../engine/quotient/misereGrundyQuotient.js';
import { DEFAULT_QUOTIENT_LIMITS, quotientElement, type GeneratorSystem } from '../../../engine/quotient/misereQuotient.js';
import { heapGeneraByQuotient } from './heapGenera.js';
import { parseHeapGame } from '../heapGame.js';
import { heapGeneratorSystem, HeapMisereForms } from './misere.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { takeBreakGame } from '../rules.js';

const octalCode = fc
  .tuple(fc.constantFrom('0', '4'), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }))
  .map(([d0, digits]) => `${d0}.${digits.join('')}`);

describe('genus of heaps read from a misère quotient', () => {
  it('Kayles heaps 0–8: the digits CGSuite prints (heap 5 is 4^146), equal to the canonical-form genus', () => {
    const code = parseHeapGame('0.77').code;
    const { genera, upTo, stopped } = heapGeneraByQuotient(code, 8);
    expect(stopped).toBeNull();
    expect(upTo).toBe(8);
    const forms = new HeapMisereForms(code);
    for (let n = 0; n <= 8; n++)
      expect(genera[n], `heap ${n}`).toEqual({ normal: forms.value(n).genus.normal, terms: forms.value(n).genus.terms });
    expect(genera[5]).toEqual({ normal: 4, terms: [1, 4, 6] });
  });

  it('Kayles heaps 0–34 by misère Grundy labels (no nim heap past *2): the canonical-form genus (heap 27 is 8^8,10, heap 33 8^10,8)', () => {
    const code = parseHeapGame('0.77').code;
    const { genera, upTo, stopped, route, nimHeaps } = heapGeneraByQuotient(code, 34);
    expect({ upTo, stopped, route, nimHeaps }).toEqual({ upTo: 34, stopped: null, route: 'misère Grundy labels', nimHeaps: 2 });
    const forms = new HeapMisereForms(code);
    for (let n = 0; n <= 34; n++)
      expect(genera[n], `heap ${n}`).toEqual({ normal: forms.value(n).genus.normal, terms: forms.value(n).genus.terms });
    expect(genera[27]).toEqual({ normal: 8, terms: [8, 10] });
    expect(genera[33]).toEqual({ normal: 8, terms: [10, 8] });
  });

  it('Kayles: the labels of the plain quotient (40 elements) are refuted by heap 9 + heap 20, whose misère Grundy value (exhaustive search) is 6; recalibration rebuilds them', () => {
    const code = parseHeapGame('0.77').code;
    const heaps = heapGeneratorSystem(code);
    // Kayles heaps 1 and 2 are *1 and *2 themselves: generator g is heap g + 1, and heaps weigh their tokens.
    const system: GeneratorSystem = {
      options: (g) => heaps.heapOptions(g + 1).map((o) => o.parts.map((p) => p - 1).sort((x, y) => x - y)),
      name: (g) => String(g + 1),
    };
    const growth = new GrowingQuotient(system);
    const q = growth.addUpTo(29);
    expect(q.order).toBe(40);
    const labels = misereGrundyLabels(growth.outcomes, q);
    const tokens = (g: number): number => (g < 2 ? 0 : g + 1);
    const failure = misereGrundyFailure(growth.outcomes, q, labels, tokens, 29, 1_000_000);
    expect(failure).toEqual({ sum: [8, 19], predicted: 7, actual: 6 });
    const game = takeBreakGame(code);
    const calculator = new GenusCalculator<number[]>({
      options: (sum) =>
        sum.flatMap((h, i) =>
          [...game.moves(h)].map((option) =>
            [...sum.slice(0, i), ...sum.slice(i + 1), ...componentsOf(option)].filter((x) => x > 0).sort((x, y) => x - y),
          ),
        ),
      key: (sum) => sum.join(','),
    });
    expect(calculator.misereValue([9, 20])).toBe(6);
    const rebuilt = recalibrateMisereGrundy(growth.outcomes, q, labels, tokens, 29, DEFAULT_QUOTIENT_LIMITS);
    expect(rebuilt).not.toBeNull();
    expect(rebuilt!.rounds).toBeGreaterThan(0);
    expect(rebuilt!.labels[quotientElement(rebuilt!.quotient, [8, 19])]).toBe(6);
  });

  it('labels not rebuilt within the order limit: the nim-heap route is tried and the further run kept, with the reason', () => {
    // Held to 48 elements, the labels' candidate for Kayles heap 25 is too big, and the nim-heap route stops earlier (heap 12).
    const result = heapGeneraByQuotient(parseHeapGame('0.77').code, 30, { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 48 });
    expect(result.upTo).toBe(24);
    expect(result.route).toBe('misère Grundy labels');
    expect(result.stopped).toBe('stopped at heap 25: the candidate for heap 25 has more than 48 elements');
  });

  it('random codes: the same genus as the canonical forms give (the genus from options, tested against the definition)', () => {
    fc.assert(
      fc.property(octalCode, fc.integer({ min: 0, max: 5 }), (text, to) => {
        const code = parseTakeBreakCode(text);
        const { genera, stopped } = heapGeneraByQuotient(code, to);
        expect(stopped).toBeNull();
        const forms = new HeapMisereForms(code);
        for (let n = 0; n <= to; n++) {
          const slow = forms.value(n).genus;
          expect(genera[n].normal, `${text} heap ${n}`).toBe(slow.normal);
          const digits = (g: { normal: number; terms: readonly number[] }) => Array.from({ length: 12 }, (_, k) => genusTerm(g, k));
          expect(digits(genera[n]), `${text} heap ${n}`).toEqual(digits(slow));
          expect(genera[n].terms, `${text} heap ${n}: the shortest prefix`).toEqual(slow.terms);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a time limit ends the run with the heaps done and the reason', () => {
    const { upTo, stopped, limit } = heapGeneraByQuotient(parseHeapGame('0.77').code, 40, undefined, 0);
    expect(upTo).toBe(0);
    expect(stopped).toBe('stopped at heap 1: the time limit of 0 s was reached');
    expect(limit?.limit).toBe('time');
  });

  it('a heap past the limit is one clear error', () => {
    expect(() => heapGeneraByQuotient(parseHeapGame('0.77').code, 1001)).toThrow(
      'the genus is read from a quotient for heaps 0 to 1000, got 1001',
    );
  });
});
