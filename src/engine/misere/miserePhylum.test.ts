import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormGenus } from './formGenus.js';
import { genusTerm, isTameGenus } from './genus.js';
import { MisereFormSolver, MisereForms, type FormId } from './misereForm.js';
import { isRestivePhylum, isTamePhylum, type MiserePhylum } from './miserePhylum.js';
import { dag, dagGame } from '../testing/misereGames.js';
import { phylumByDefinition } from '../testing/phylumByDefinition.js';

/** The 22 games born by day 4 (Conway), as forms of one store. */
function bornByDay4(forms: MisereForms): FormId[] {
  let born = [forms.zero];
  for (let day = 1; day <= 4; day++) {
    const next = new Set<FormId>();
    for (let mask = 0; mask < 1 << born.length; mask++) next.add(forms.fromOptions(born.filter((_, i) => (mask >> i) & 1)));
    born = [...next];
  }
  return born;
}

/** A random game born by day 5: a set of options among the games born by day 4. */
const day5 = fc.array(fc.integer({ min: 0, max: 21 }), { maxLength: 8 });

describe('misère phyla (Hoey, CGSuite)', () => {
  it('hand-checked: nim heaps, firm *2 + *2, {*2}, a restive {*, *2+*2+*} and restless Kayles 5 = {*, *2, *3, *2+*2}', () => {
    const forms = new MisereForms();
    const genus = new FormGenus(forms);
    const heap = (n: number) => forms.nimHeap(n);
    expect([0, 1, 2, 5].map((n) => genus.phylum(heap(n)))).toEqual(['nim heap', 'nim heap', 'nim heap', 'nim heap']);
    const firmZero = forms.sum(heap(2), heap(2));
    expect([genus.phylum(firmZero), genus.genus(firmZero).text]).toEqual(['hereditarily tame', '0^0']);
    // {*2}: g = mex{2} = 0 and γ0 = mex{2} = 0, the firm genus of *2 + *2 — but not equal to it.
    const twoOnly = forms.fromOptions([heap(2)]);
    expect([genus.phylum(twoOnly), genus.genus(twoOnly).text]).toEqual(['hereditarily tame', '0^0']);
    // {*, *2+*2+*}: normal values {1, 1} give g = 0, misère values {0, 1} give γ0 = 2: restive.
    const restive = forms.fromOptions([heap(1), forms.sum(firmZero, heap(1))]);
    expect([genus.phylum(restive), genus.genus(restive).text]).toEqual(['hereditarily restive', '0^2']);
    // Kayles 5: g = mex{1, 2, 3, 0} = 4, γ0 = mex{0, 2, 3, 0} = 1: restless, printed in full.
    const kayles5 = forms.fromOptions([heap(1), heap(2), heap(3), firmZero]);
    expect([genus.phylum(kayles5), genus.genus(kayles5).text]).toEqual(['restless', '4^146']);
  });

  it('the classification of every game born by day 4 and of random games born by day 5 equals the definitions', () => {
    const forms = new MisereForms();
    const genus = new FormGenus(forms);
    const day4 = bornByDay4(forms);
    for (const f of day4) expect(genus.phylum(f), forms.format(f)).toBe(phylumByDefinition(forms, f));
    fc.assert(
      fc.property(day5, (picks) => {
        const f = forms.fromOptions(picks.map((i) => day4[i]));
        expect(genus.phylum(f), forms.format(f)).toBe(phylumByDefinition(forms, f));
      }),
      { numRuns: 400 },
    );
  });

  it('the classification of random games (every follower of their forms) equals the definitions', () => {
    fc.assert(
      fc.property(dag(10), (g) => {
        const forms = new MisereForms();
        const form = new MisereFormSolver(dagGame(g), forms).formOf(g.length - 1);
        const genus = new FormGenus(forms);
        for (const f of forms.followers(form)) expect(genus.phylum(f), forms.format(f)).toBe(phylumByDefinition(forms, f));
      }),
      { numRuns: 150 },
    );
  });

  it('the random games reach every phylum but tameable (so the tests above are not vacuous)', () => {
    const forms = new MisereForms();
    const genus = new FormGenus(forms);
    const day4 = bornByDay4(forms);
    const seen = new Set<MiserePhylum>();
    for (const picks of fc.sample(day5, { numRuns: 2000, seed: 19 })) seen.add(genus.phylum(forms.fromOptions(picks.map((i) => day4[i]))));
    for (const g of fc.sample(dag(10), { numRuns: 300, seed: 19 })) {
      const f = new MisereFormSolver(dagGame(g), forms).formOf(g.length - 1);
      for (const x of forms.followers(f)) seen.add(genus.phylum(x));
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining(['nim heap', 'hereditarily tame', 'reversibly tame', 'hereditarily restive', 'restless', 'wild']),
    );
  });

  it('a tame or restive phylum has the whole genus its short print g^γ0 stands for', () => {
    const forms = new MisereForms();
    const genus = new FormGenus(forms);
    const day4 = bornByDay4(forms);
    const seen = { tame: 0, restive: 0 };
    fc.assert(
      fc.property(day5, (picks) => {
        const f = forms.fromOptions(picks.map((i) => day4[i]));
        const p = genus.phylum(f);
        const digits = genus.genus(f);
        if (isTamePhylum(p)) {
          seen.tame++;
          expect(isTameGenus(digits), forms.format(f)).toBe(true);
        }
        if (isRestivePhylum(p)) {
          seen.restive++;
          // Restive: g ≤ 1 and γ0 ≥ 2; then γ0 ⊕ 2, γ0, … when γ0 < 4, else g ⊕ 2, g, … (CGSuite's Genus.supDigit).
          const base = digits.terms[0] < 4 ? digits.terms[0] : digits.normal;
          for (let n = 1; n < 8; n++) expect(genusTerm(digits, n), forms.format(f)).toBe(base ^ (n % 2 === 1 ? 2 : 0));
        }
      }),
      { numRuns: 2000, seed: 19 },
    );
    expect(seen.tame).toBeGreaterThan(50);
    expect(seen.restive).toBeGreaterThan(10);
  });

  it('games of every tame phylum (reversibly tame included) play by the misère Nim rule in sums with each other', () => {
    const forms = new MisereForms();
    const genus = new FormGenus(forms);
    const day4 = bornByDay4(forms);
    const game = (picks: number[]) => forms.fromOptions(picks.map((i) => day4[i]));
    let reversible = 0;
    fc.assert(
      fc.property(fc.array(day5, { minLength: 1, maxLength: 3 }), (picked) => {
        const parts = picked.map(game);
        if (!parts.every((p) => isTamePhylum(genus.phylum(p)))) return;
        if (parts.some((p) => genus.phylum(p) === 'reversibly tame')) reversible++;
        // Tame: plays as a Nim position with nim-sum g, fickle (γ0 = g ⊕ 1, like heaps of size ≤ 1) or firm.
        const g = parts.reduce((x, p) => x ^ genus.genus(p).normal, 0);
        const fickle = parts.every((p) => genus.genus(p).terms[0] !== genus.genus(p).normal);
        expect(forms.outcome(forms.sumOf(parts)), parts.map((p) => forms.format(p)).join(' + ')).toBe(
          (fickle ? g === 1 : g === 0) ? 'P' : 'N',
        );
      }),
      { numRuns: 600, seed: 19 },
    );
    expect(reversible).toBeGreaterThan(10);
  });
});
