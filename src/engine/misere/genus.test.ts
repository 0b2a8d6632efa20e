import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormGenus } from './formGenus.js';
import { GenusCalculator, genusFromOptions, genusTerm, isTameGenus, type GenusDigits } from './genus.js';
import { MisereSolver } from './misere.js';
import { MisereFormSolver, MisereForms } from './misereForm.js';
import { formatGenus, isTamePhylum } from './miserePhylum.js';
import { dag, dagGame, mixedGame, type Dag, type MixedNode } from '../testing/misereGames.js';

/** The genus of every node of a DAG by the recurrence over options (no canonical forms). */
function dagGenera(d: Dag): GenusDigits[] {
  const genera: GenusDigits[] = [];
  for (const options of d) genera.push(genusFromOptions(options.map((o) => genera[o])));
  return genera;
}

describe('genus', () => {
  it('hand-checked genera: 0^120, 1^031, 2^20, 3^31 and *2 + *2 = 0^02 (Winning Ways ch. 13)', () => {
    const forms = new MisereForms();
    const genus = new FormGenus(forms);
    const digits = (f: number) => `${genus.genus(f).normal}^${genus.genus(f).terms.join('')}`;
    expect([0, 1, 2, 3].map((n) => digits(forms.nimHeap(n)))).toEqual(['0^120', '1^031', '2^20', '3^31']);
    expect(digits(forms.sum(forms.nimHeap(2), forms.nimHeap(2)))).toBe('0^02');
  });

  it('printed as CGSuite prints it: a nim heap as its value, a tame game as g^γ0', () => {
    const forms = new MisereForms();
    const genus = new FormGenus(forms);
    expect([0, 1, 2, 3, 7].map((n) => genus.genus(forms.nimHeap(n)).text)).toEqual(['0', '1', '2', '3', '7']);
    expect(genus.genus(forms.sum(forms.nimHeap(2), forms.nimHeap(2))).text).toBe('0^0');
    expect(genus.genus(forms.sumOf([forms.nimHeap(2), forms.nimHeap(2), forms.nimHeap(1)])).text).toBe('1^1');
  });

  it('digits of 10 or more are bracketed with commas; a wild genus shows every digit up to the alternation', () => {
    expect(formatGenus('wild', { normal: 2, terms: [10, 12] })).toBe('2^(10,12)');
    expect(formatGenus('wild', { normal: 4, terms: [1, 4, 6] })).toBe('4^146');
    expect(formatGenus('restless', { normal: 11, terms: [0, 9, 11] })).toBe('11^(0,9,11)');
    expect(formatGenus('reversibly restive', { normal: 0, terms: [12, 2] })).toBe('0^(12)');
    expect(formatGenus('nim heap', { normal: 12, terms: [12, 14] })).toBe('12');
  });

  it('the recurrence over options equals the definition: γn is the misère Grundy value of G + n·*2 (exhaustive search)', () => {
    fc.assert(
      fc.property(dag(9), (g) => {
        const genera = dagGenera(g);
        const calculator = new GenusCalculator({ options: (n: number) => g[n], key: (n) => n });
        for (let node = 0; node < g.length; node++) {
          const fast = genera[node];
          const slow = calculator.terms(node, fast.terms.length + 6);
          expect(fast.normal).toBe(slow.normal);
          expect(slow.terms.map((_, n) => genusTerm(fast, n))).toEqual(slow.terms);
          // The stored prefix is the shortest one: its last digit differs from the one two before.
          if (fast.terms.length > 2) expect(fast.terms.at(-1)).not.toBe(fast.terms.at(-3));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('γn is 0 exactly when G + n·*2 is a misère P-position, and the canonical form keeps the genus', () => {
    fc.assert(
      fc.property(dag(7), (g) => {
        const forms = new MisereForms();
        const form = new MisereFormSolver(dagGame(g), forms).formOf(g.length - 1);
        const fromForm = new FormGenus(forms).genus(form);
        const raw = dagGenera(g)[g.length - 1];
        expect(fromForm.normal).toBe(raw.normal);
        expect(fromForm.terms).toEqual(raw.terms);
        const solver = new MisereSolver(mixedGame(forms));
        for (let n = 0; n < 4; n++) {
          const twos: MixedNode[] = Array.from({ length: n }, () => ({ form: forms.nimHeap(2) }));
          expect(solver.outcome([{ dag: g, node: g.length - 1 }, ...twos]) === 'P').toBe(genusTerm(fromForm, n) === 0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('sums of tame games (every tame phylum) follow the misère Nim rule read from their genera', () => {
    fc.assert(
      fc.property(fc.array(dag(7), { minLength: 1, maxLength: 3 }), (games) => {
        const forms = new MisereForms();
        const genus = new FormGenus(forms);
        const parts = games.map((g) => new MisereFormSolver(dagGame(g), forms).formOf(g.length - 1));
        if (!parts.every((p) => isTamePhylum(genus.phylum(p)))) return;
        // Tame: plays as a Nim position with nim-sum g, "fickle" (γ0 = g ⊕ 1, like heaps of size ≤ 1) or firm.
        const g = parts.reduce((x, p) => x ^ genus.genus(p).normal, 0);
        const fickle = parts.every((p) => genus.genus(p).terms[0] !== genus.genus(p).normal);
        const predicted = (fickle ? g === 1 : g === 0) ? 'P' : 'N';
        expect(forms.outcome(forms.sumOf(parts))).toBe(predicted);
        expect(isTameGenus(genus.genus(forms.sumOf(parts)))).toBe(true);
        expect(isTamePhylum(genus.phylum(forms.sumOf(parts)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
