import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sum, type Game } from './game.js';
import { FormGenus, GenusCalculator, isTameGenus } from './genus.js';
import { MisereSolver } from './misere.js';
import { MisereFormSolver, MisereForms, type FormId } from './misereForm.js';

/** A random finite game as a DAG: node i's options are nodes below i. */
type Dag = number[][];
const dag = (nodes: number): fc.Arbitrary<Dag> =>
  fc.array(fc.array(fc.nat(), { maxLength: 3 }), { minLength: 1, maxLength: nodes }).map((lists) =>
    lists.map((list, i) => (i === 0 ? [] : [...new Set(list.map((o) => o % i))])),
  );

/** Positions of two kinds in one game, so a sum can mix a game with simplest forms. */
type Node = { dag: Dag; node: number } | { form: FormId };

function mixedGame(forms: MisereForms): Game<Node> {
  return {
    moves: (p) => ('form' in p ? forms.options(p.form).map((form) => ({ form })) : p.dag[p.node].map((node) => ({ dag: p.dag, node }))),
    key: (p) => ('form' in p ? `f${p.form}` : `${JSON.stringify(p.dag)}#${p.node}`),
  };
}

function dagGame(d: Dag): Game<number> {
  return { moves: (n) => d[n], key: (n) => n };
}

const nimHeap: Game<number> = { *moves(n) { for (let k = 0; k < n; k++) yield k; }, key: (n) => n };

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

describe('genus', () => {
  it('hand-checked genera: 0^120, 1^031, 2^20, 3^31 and *2 + *2 = 0^02', () => {
    const forms = new MisereForms();
    const genus = new FormGenus(forms);
    expect([0, 1, 2, 3].map((n) => genus.genus(forms.nimHeap(n)).text)).toEqual(['0^120', '1^031', '2^20', '3^31']);
    expect(genus.genus(forms.sum(forms.nimHeap(2), forms.nimHeap(2))).text).toBe('0^02');
  });

  it('γn is 0 exactly when G + n·*2 is a misère P-position (exhaustive search), and forms keep the genus', () => {
    fc.assert(
      fc.property(dag(7), (g) => {
        const forms = new MisereForms();
        const form = new MisereFormSolver(dagGame(g), forms).formOf(g.length - 1);
        const fromForm = new FormGenus(forms).genus(form);
        const raw = new GenusCalculator({ options: (n: number) => g[n], key: (n) => n }).genus(g.length - 1, fromForm.terms.length);
        expect(raw.terms).toEqual(fromForm.terms);
        expect(raw.normal).toBe(fromForm.normal);
        expect(fromForm.settled).toBe(true);
        const solver = new MisereSolver(mixedGame(forms));
        for (let n = 0; n < 4; n++) {
          const twos: Node[] = Array.from({ length: n }, () => ({ form: forms.nimHeap(2) }));
          expect(solver.outcome([{ dag: g, node: g.length - 1 }, ...twos]) === 'P').toBe(fromForm.terms[n] === 0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('sums of tame games follow the misère Nim rule read from their genera', () => {
    fc.assert(
      fc.property(fc.array(dag(6), { minLength: 1, maxLength: 3 }), (games) => {
        const forms = new MisereForms();
        const genus = new FormGenus(forms);
        const parts = games.map((g) => new MisereFormSolver(dagGame(g), forms).formOf(g.length - 1));
        if (!parts.every((p) => genus.tameness(p) === 'tame')) return;
        // Tame: plays as a Nim position with nim-sum g, "fickle" (γ0 = g ⊕ 1, like heaps of size ≤ 1) or firm.
        const g = parts.reduce((x, p) => x ^ genus.genus(p).normal, 0);
        const fickle = parts.every((p) => genus.genus(p).terms[0] !== genus.genus(p).normal);
        const predicted = (fickle ? g === 1 : g === 0) ? 'P' : 'N';
        expect(forms.outcome(forms.sumOf(parts))).toBe(predicted);
        expect(isTameGenus(genus.genus(forms.sumOf(parts)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
