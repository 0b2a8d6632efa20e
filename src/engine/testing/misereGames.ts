import fc from 'fast-check';
import type { Game } from '../core/game.js';
import type { FormId, MisereForms } from '../misere/misereForm.js';

/** A random finite game as a DAG: node i's options are nodes below i; the game is the last node. */
export type Dag = number[][];

export const dag = (nodes: number): fc.Arbitrary<Dag> =>
  fc
    .array(fc.array(fc.nat(), { maxLength: 3 }), { minLength: 1, maxLength: nodes })
    .map((lists) => lists.map((list, i) => (i === 0 ? [] : [...new Set(list.map((o) => o % i))])));

export function dagGame(d: Dag): Game<number> {
  return { moves: (n) => d[n], key: (n) => n };
}

/** Positions of two kinds in one game, so a sum can mix a game with simplest forms. */
export type MixedNode = { dag: Dag; node: number } | { form: FormId };

export function mixedGame(forms: MisereForms): Game<MixedNode> {
  return {
    moves: (p) => ('form' in p ? forms.options(p.form).map((form) => ({ form })) : p.dag[p.node].map((node) => ({ dag: p.dag, node }))),
    key: (p) => ('form' in p ? `f${p.form}` : `${JSON.stringify(p.dag)}#${p.node}`),
  };
}
