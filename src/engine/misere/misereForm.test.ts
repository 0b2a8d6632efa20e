import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sum, type Game } from '../core/game.js';
import { MisereSolver } from './misere.js';
import { MisereFormSolver, MisereForms, type FormId } from './misereForm.js';
import { dag, dagGame, mixedGame, type MixedNode } from '../testing/misereGames.js';

type Node = MixedNode;

const nimHeap: Game<number> = {
  *moves(n) {
    for (let k = 0; k < n; k++) yield k;
  },
  key: (n) => n,
};

describe('misère canonical forms', () => {
  it('count the games born by day n: 1, 2, 3, 5, 22 (Conway)', () => {
    const forms = new MisereForms();
    let born = [forms.zero];
    const counts = [1];
    for (let day = 1; day <= 4; day++) {
      const next = new Set<FormId>();
      for (let mask = 0; mask < 1 << born.length; mask++) next.add(forms.fromOptions(born.filter((_, i) => (mask >> i) & 1)));
      born = [...next];
      counts.push(born.length);
    }
    expect(counts).toEqual([1, 2, 3, 5, 22]);
  });

  it('simplifies exactly as the definition says, trying every option of every option (Conway, ONAG ch. 12)', () => {
    // The store tries only the options of a latest-born option (misereForm.ts says why); this
    // tries them all, on option sets drawn from the forms of random games and their sums.
    const forms = new MisereForms();
    const pool = [forms.zero];
    fc.assert(
      fc.property(dag(6), dag(5), fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (g, h, picks) => {
        const a = new MisereFormSolver(dagGame(g), forms).formOf(g.length - 1);
        const b = new MisereFormSolver(dagGame(h), forms).formOf(h.length - 1);
        pool.push(a, b, forms.sum(a, b), ...forms.options(forms.sum(a, b)));
        const options = [...new Set(picks.map((i) => pool[i % pool.length]))].sort((x, y) => x - y);
        const qualifying = options
          .flatMap((o) => forms.options(o))
          .filter((c) => c !== forms.zero || options.some((o) => forms.outcome(o) === 'P'))
          .filter((c) => forms.options(c).every((k) => options.includes(k)))
          .filter((c) => options.every((o) => forms.options(c).includes(o) || forms.options(o).includes(c)));
        const form = forms.fromOptions(options);
        if (qualifying.length > 0) expect(new Set(qualifying)).toEqual(new Set([form]));
        else expect(forms.options(form)).toEqual(options);
      }),
      { numRuns: 400 },
    );
  });

  it('hand-checked simplifications: * + * = 0, {*} = 0, *2 + *2 = {*2,*3}, Nim heaps are nim heaps', () => {
    const forms = new MisereForms();
    const star = forms.nimHeap(1);
    expect(forms.sum(star, star)).toBe(forms.zero);
    expect(forms.fromOptions([star])).toBe(forms.zero);
    expect(forms.format(forms.sum(forms.nimHeap(2), forms.nimHeap(2)))).toBe('{*2,*3}');
    const solver = new MisereFormSolver(nimHeap, forms);
    for (let n = 0; n < 8; n++) expect(forms.nimHeapSize(solver.formOf(n))).toBe(n);
  });

  it('a game too big for the store is refused with a clear error, not a crash', () => {
    const solver = new MisereFormSolver(nimHeap, new MisereForms(10));
    expect(() => solver.formOf(20)).toThrow(/game too big for misère canonical forms: more than 10 distinct forms/);
  });

  it('a game and its simplest form are interchangeable in random sums (checked by exhaustive search)', () => {
    fc.assert(
      fc.property(dag(7), fc.array(dag(5), { maxLength: 2 }), (g, others) => {
        const forms = new MisereForms();
        const form = new MisereFormSolver(dagGame(g), forms).formOf(g.length - 1);
        const solver = new MisereSolver(mixedGame(forms));
        const context: Node[] = others.map((d) => ({ dag: d, node: d.length - 1 }));
        const withGame = solver.outcome([{ dag: g, node: g.length - 1 }, ...context]);
        expect(solver.outcome([{ form }, ...context])).toBe(withGame);
      }),
      { numRuns: 300 },
    );
  });

  it('the form of a sum gives the sum’s misère outcome (sums inside moves included)', () => {
    // Kayles as an engine game: a move removes 1 or 2 adjacent pins and may split the row.
    const kayles: Game<number> = {
      *moves(n) {
        for (const take of [1, 2]) for (let left = 0; left + take <= n; left++) yield sum(...[left, n - take - left].filter((p) => p > 0));
      },
      key: (n) => n,
    };
    const forms = new MisereForms();
    const formSolver = new MisereFormSolver(kayles, forms);
    const search = new MisereSolver(kayles);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 4 }), (heaps) => {
        expect(forms.outcome(formSolver.formOfSum(heaps))).toBe(search.outcome(heaps));
      }),
      { numRuns: 200 },
    );
  });

  it('a form equal to a nim heap *n plays as *n in random sums', () => {
    fc.assert(
      fc.property(dag(7), dag(5), (g, x) => {
        const forms = new MisereForms();
        const form = new MisereFormSolver(dagGame(g), forms).formOf(g.length - 1);
        const n = forms.nimHeapSize(form);
        if (n === null) return;
        const solver = new MisereSolver(mixedGame(forms));
        const context: Node = { dag: x, node: x.length - 1 };
        expect(solver.outcome([{ dag: g, node: g.length - 1 }, context])).toBe(solver.outcome([{ form: forms.nimHeap(n) }, context]));
      }),
      { numRuns: 300 },
    );
  });
});
