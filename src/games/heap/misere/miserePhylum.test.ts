import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../../engine/core/game.js';
import { GenusCalculator, genusTerm } from '../../../engine/misere/genus.js';
import { parseHeapGame } from '../heapGame.js';
import { HeapMisereForms } from './misere.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { takeBreakGame } from '../rules.js';
import { phylumByDefinition } from '../../../engine/testing/phylumByDefinition.js';
import type { TakeBreakCode } from '../code/code.js';

/** The genus of a heap straight from the definition: misère Grundy values of heap + n·*2, sums searched exhaustively. */
function heapGenusByDefinition(code: TakeBreakCode, heap: number, count: number): { normal: number; terms: number[] } {
  const game = takeBreakGame(code);
  const calculator = new GenusCalculator<number[]>({
    options: (heaps) =>
      heaps.flatMap((h, i) =>
        [...game.moves(h)].map((option) =>
          [...heaps.slice(0, i), ...heaps.slice(i + 1), ...componentsOf(option)].filter((x) => x > 0).sort((a, b) => a - b),
        ),
      ),
    key: (heaps) => heaps.join(','),
  });
  return calculator.terms(heap > 0 ? [heap] : [], count);
}

const octalCode = fc
  .tuple(fc.constantFrom('0', '4'), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }))
  .map(([d0, digits]) => `${d0}.${digits.join('')}`);

describe('genus and phylum of heaps', () => {
  // Issue 19 says heap 5 (4^146) is wild. Hoey's classification in CGSuite (org.cgsuite.core.misere.
  // Phylum, RESTLESS: "nontame games with all options tame and a GMINUS value of 0 or 1"; WILD: "games
  // with GPLUS and GMINUS values different and greater than 1") makes it restless: its options 4, 3,
  // 1+3, 2+2 and 1+2 are tame (*1, *3, *2, *2+*2 = 0^02, *3), g = 4 and γ0 = 1. Restless games are
  // wild in the broad sense of ONAG ch. 12 and Winning Ways ch. 13 (not tame, not restive), which is
  // what the word means; nimlab follows CGSuite's finer phylum, as the house rule says.
  it('Kayles: heaps 7, 10, 13, 14 are reversibly tame; heap 5 (4^146) is restless, not restive (Hoey, CGSuite)', () => {
    const kayles = new HeapMisereForms(parseHeapGame('0.77').code);
    expect([7, 10, 13, 14].map((n) => kayles.value(n).phylum)).toEqual([
      'reversibly tame',
      'reversibly tame',
      'reversibly tame',
      'reversibly tame',
    ]);
    expect([7, 10, 13, 14].map((n) => kayles.value(n).genus.text)).toEqual(['2^2', '2^2', '1^1', '2^2']);
    expect(kayles.value(5).phylum).toBe('restless');
    expect(kayles.value(5).genus.text).toBe('4^146');
  });

  it('Kayles heaps 0–6 print as CGSuite prints them: nim heaps by their value', () => {
    const kayles = new HeapMisereForms(parseHeapGame('0.77').code);
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => kayles.value(n).genus.text)).toEqual(['0', '1', '2', '3', '1', '4^146', '3']);
  });

  it('0.312: heaps 7 and 10 are reversibly tame (they play as tame games), not wild', () => {
    const game = new HeapMisereForms(parseTakeBreakCode('0.312'));
    expect([7, 10].map((n) => game.value(n).phylum)).toEqual(['reversibly tame', 'reversibly tame']);
    expect([7, 10].map((n) => game.value(n).genus.text)).toEqual(['0^0', '1^1']);
  });

  it('the genus of heaps of random codes equals the definition (misère Grundy values of heap + n·*2 by exhaustive search)', () => {
    fc.assert(
      fc.property(octalCode, fc.integer({ min: 0, max: 7 }), (text, heap) => {
        const code = parseTakeBreakCode(text);
        const fast = new HeapMisereForms(code).value(heap).genus;
        const slow = heapGenusByDefinition(code, heap, fast.terms.length + 3);
        expect(fast.normal, text).toBe(slow.normal);
        expect(
          slow.terms.map((_, n) => genusTerm(fast, n)),
          `${text} heap ${heap}`,
        ).toEqual(slow.terms);
      }),
      { numRuns: 60 },
    );
  });
});

describe('phyla of Kayles heaps against the definitions', () => {
  it('heaps 0–16 (nim heaps, tame, tameable, restless and wild ones) are classified as the definitions say', () => {
    const kayles = new HeapMisereForms(parseHeapGame('0.77').code);
    const phyla = Array.from({ length: 17 }, (_, n) => kayles.value(n).phylum);
    expect(phyla).toContain('tameable');
    for (let n = 0; n < 17; n++) expect(phyla[n], `heap ${n}`).toBe(phylumByDefinition(kayles.forms, kayles.value(n).form));
  });
});
