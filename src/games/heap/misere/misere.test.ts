import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentsOf, sum, type Game, type Option } from '../../../engine/core/game.js';
import { genusTerm } from '../../../engine/misere/genus.js';
import { MisereSolver } from '../../../engine/misere/misere.js';
import { buildMisereQuotient } from '../../../engine/quotient/buildMisereQuotient.js';
import { emptyQuotient, quotientElement, quotientOutcome } from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import { presentation } from '../../../engine/quotient/quotientRelations.js';
import { parseHeapGame } from '../heapGame.js';
import { analyzeByQuotient, growHeapQuotient, heapGeneratorSystem, HeapMisereForms } from './misere.js';
import { takeBreakGame } from '../rules.js';

/** Bouton: misère Nim is lost by the mover when all heaps are ≤ 1 and their count is odd, else when the XOR is 0. */
function boutonMisereP(heaps: number[]): boolean {
  const big = heaps.some((h) => h > 1);
  return big ? heaps.reduce((a, b) => a ^ b, 0) === 0 : heaps.filter((h) => h === 1).length % 2 === 1;
}

// Small tame and wild codes whose quotients up to these heaps are quick to build.
const CODES: [string, number][] = [
  ['0.[3]', 7],
  ['0.77', 8],
  ['0.07', 10],
  ['4.7', 9],
  ['0.75', 10],
  ['0.137', 9],
];
const grown = new Map(CODES.map(([code, to]) => [code, growHeapQuotient(parseHeapGame(code).code, to)]));

describe('misère quotients of heap games', () => {
  it('misère Nim on heaps ≤ 7: order 10, outcomes of sums of up to 50 heaps agree with Bouton', () => {
    const { quotient } = grown.get('0.[3]')!;
    expect(quotient.order).toBe(10);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 50 }), (heaps) => {
        expect(
          quotientOutcome(
            quotient,
            heaps.map((h) => h - 1),
          ) === 'P',
        ).toBe(boutonMisereP(heaps));
      }),
      { numRuns: 500 },
    );
  });

  it.each(CODES)('%s: even order, relations hold in the table, heaps map into it', (code) => {
    const growth = grown.get(code)!;
    const q = growth.quotient;
    expect(growth.stopped).toBeNull();
    expect(q.order % 2).toBe(0);
    for (const { left, right } of q.relations) expect(quotientElement(q, left)).toBe(quotientElement(q, right));
    expect(q.losing.some((l) => l)).toBe(true);
  });

  it.each([...CODES, ['0.77', 40] as [string, number]])(
    '%s to heap %i: the presentation kept heap by heap is the one made from scratch',
    (code, to) => {
      const heapCode = parseHeapGame(code).code;
      const q = growHeapQuotient(heapCode, to).quotient;
      const system = heapGeneratorSystem(heapCode);
      const next = Int32Array.from(
        { length: q.order * q.count },
        (_, i) => q.product[Math.floor(i / q.count) * q.order + q.generatorElement[i % q.count]],
      );
      const fromScratch = presentation(q.representatives as number[][], q.count, next, (g) => system.options(g).length > 0);
      expect(q.relations).toEqual(fromScratch);
    },
  );

  it('the growth starts from emptyQuotient, the quotient buildMisereQuotient proves for no heaps', () => {
    const built = buildMisereQuotient(new MultisetOutcomes(heapGeneratorSystem(parseHeapGame('0.77').code)), 0);
    const empty = emptyQuotient();
    expect([
      empty.count,
      empty.order,
      empty.representatives,
      Array.from(empty.product),
      empty.losing,
      empty.generatorElement,
      empty.relations,
    ]).toEqual([
      built.count,
      built.order,
      built.representatives,
      Array.from(built.product),
      built.losing,
      built.generatorElement,
      built.relations,
    ]);
  });

  it.each(CODES)('%s: outcome and winning moves of random sums agree with exhaustive search', (code, to) => {
    const { quotient } = grown.get(code)!;
    const heapCode = parseHeapGame(code).code;
    const search = new MisereSolver(takeBreakGame(heapCode));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: to }), { maxLength: 4 }), (heaps) => {
        const byQuotient = analyzeByQuotient(heapCode, quotient, heaps);
        expect(byQuotient.outcome).toBe(search.outcome(heaps));
        const winning = (moves: { heap: number; option: { parts: number[] } }[]) =>
          new Set(moves.map((m) => `${heaps[m.heap]}→${[...m.option.parts].sort((a, b) => a - b).join('+')}`));
        const searched = search.winningMoves(heaps).map((m) => ({ heap: m.component, option: { parts: [...takeParts(m.option)] } }));
        expect(winning(byQuotient.winningMoves)).toEqual(winning(searched));
      }),
      { numRuns: 60 },
    );
  });

  it('a sum of 50 heaps is answered, and each winning move leads to a P-position in the quotient', () => {
    const heapCode = parseHeapGame('0.77').code;
    const { quotient } = grown.get('0.77')!;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 50, maxLength: 50 }), (heaps) => {
        const analysis = analyzeByQuotient(heapCode, quotient, heaps);
        for (const move of analysis.winningMoves) {
          const after = heaps.flatMap((h, i) => (i === move.heap ? move.option.parts : [h]));
          expect(analyzeByQuotient(heapCode, quotient, after).outcome).toBe('P');
        }
        expect(analysis.outcome === 'N').toBe(analysis.winningMoves.length > 0);
      }),
      { numRuns: 50 },
    );
  });

  it('stops at a stated limit when the quotient keeps growing', () => {
    const growth = growHeapQuotient(parseHeapGame('0.77').code, 12, { maxOrder: 12, maxPositions: 1_000_000, maxCheckStates: 100_000 });
    expect(growth.upTo).toBeLessThan(12);
    // Kayles heap 9's quotient has 18 elements (the refinement test's), past the limit of 12.
    expect(growth.stopped).toBe('stopped at heap 9: the quotient has order 18, above the limit of 12 elements');
  });
});

function takeParts(option: Option<number>): number[] {
  return [...componentsOf(option)];
}

describe('misère values of single heaps', () => {
  it('Kayles heaps: the published genera 0^120 1^031 2^20 3^31 1^031 4^146 (Winning Ways), printed as CGSuite prints them', () => {
    const forms = new HeapMisereForms(parseHeapGame('0.77').code);
    const digits = (n: number) => `${forms.value(n).genus.normal}^${forms.value(n).genus.terms.join('')}`;
    expect([0, 1, 2, 3, 4, 5].map(digits)).toEqual(['0^120', '1^031', '2^20', '3^31', '1^031', '4^146']);
    expect([0, 1, 2, 3, 4, 5].map((n) => forms.value(n).genus.text)).toEqual(['0', '1', '2', '3', '1', '4^146']);
    expect(forms.value(4).nimHeap).toBe(1);
    expect(forms.value(5).nimHeap).toBeNull();
  });

  it('misère nim value (when the heap is a nim heap) and genus agree with exhaustive search', () => {
    fc.assert(
      fc.property(fc.constantFrom('0.77', '0.07', '4.7', '0.137', '0.75'), fc.integer({ min: 1, max: 9 }), (code, heap) => {
        const heapCode = parseHeapGame(code).code;
        const value = new HeapMisereForms(heapCode).value(heap);
        // Heaps of the game ('h') and Nim heaps ('n') side by side in one engine game.
        type Part = [kind: 'h' | 'n', size: number];
        const mixed: Game<Part> = {
          moves: ([kind, size]) =>
            kind === 'h'
              ? [...takeBreakGame(heapCode).moves(size)].map((o) => sum(...componentsOf(o).map((c): Part => ['h', c])))
              : Array.from({ length: size }, (_, k): Part => ['n', k]),
          key: (p) => p.join(''),
        };
        const search = new MisereSolver(mixed);
        for (let n = 0; n < 3; n++) {
          const parts: Part[] = [['h', heap], ...Array.from({ length: n }, (): Part => ['n', 2])];
          expect(search.outcome(parts) === 'P').toBe(genusTerm(value.genus, n) === 0);
        }
        if (value.nimHeap !== null) {
          for (const context of [[], [1], [2], [1, 1], [3, 2]]) {
            const nimContext = context.map((k): Part => ['n', k]);
            const withHeap = search.outcome([['h', heap], ...nimContext]);
            const withNim = search.outcome([['n', value.nimHeap], ...nimContext]);
            expect(withHeap).toBe(withNim);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
