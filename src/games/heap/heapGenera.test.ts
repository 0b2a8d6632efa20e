import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../engine/game.js';
import { GenusCalculator, genusTerm } from '../../engine/genus.js';
import { DEFAULT_QUOTIENT_LIMITS } from '../../engine/misereQuotient.js';
import { heapGeneraByQuotient } from './heapGenera.js';
import { parseHeapGame } from './heapGame.js';
import { HeapMisereForms } from './misere.js';
import { parseTakeBreakCode } from './parseCode.js';
import { takeBreakGame } from './rules.js';

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
    for (let n = 0; n <= 8; n++) expect(genera[n], `heap ${n}`).toEqual({ normal: forms.value(n).genus.normal, terms: forms.value(n).genus.terms });
    expect(genera[5]).toEqual({ normal: 4, terms: [1, 4, 6] });
  });

  it('Kayles heaps 0–28 by misère Grundy labels on the 40-element quotient: the canonical-form genus (heap 27 is 8^8,10)', () => {
    const code = parseHeapGame('0.77').code;
    const { genera, upTo, stopped, route, order, nimHeaps } = heapGeneraByQuotient(code, 28);
    expect({ upTo, stopped, route, order, nimHeaps }).toEqual({ upTo: 28, stopped: null, route: 'misère Grundy labels', order: 40, nimHeaps: 2 });
    const forms = new HeapMisereForms(code);
    for (let n = 0; n <= 28; n++) expect(genera[n], `heap ${n}`).toEqual({ normal: forms.value(n).genus.normal, terms: forms.value(n).genus.terms });
    expect(genera[27]).toEqual({ normal: 8, terms: [8, 10] });
  });

  it('Kayles heap 29: the labels are refuted by heap 9 + heap 20, whose misère Grundy value (exhaustive search) is 6; the other route is tried', () => {
    const code = parseHeapGame('0.77').code;
    // The nim-heap route is held to 48 elements, so it stops early (at heap 12) and the labels' run is kept.
    const result = heapGeneraByQuotient(code, 30, { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 48 });
    expect(result.upTo).toBe(28);
    expect(result.route).toBe('misère Grundy labels');
    expect(result.stopped).toBe("stopped at heap 29: the quotient's misère Grundy labels are refuted (m(9 + 20) = 6, not 7; order 40)");
    const game = takeBreakGame(code);
    const calculator = new GenusCalculator<number[]>({
      options: (heaps) =>
        heaps.flatMap((h, i) =>
          [...game.moves(h)].map((option) => [...heaps.slice(0, i), ...heaps.slice(i + 1), ...componentsOf(option)].filter((x) => x > 0).sort((a, b) => a - b)),
        ),
      key: (heaps) => heaps.join(','),
    });
    expect(calculator.misereValue([9, 20])).toBe(6);
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
    expect(() => heapGeneraByQuotient(parseHeapGame('0.77').code, 1001)).toThrow('the genus is read from a quotient for heaps 0 to 1000, got 1001');
  });
});
