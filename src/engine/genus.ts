import { evaluateAcyclic } from './acyclic.js';
import type { Key } from './game.js';
import type { FormId, MisereForms } from './misereForm.js';

/** A game tree given by its nodes' options: a misère canonical form, or any finite game in a test. */
export interface GameTree<N> {
  options(node: N): readonly N[];
  key(node: N): Key;
}

/**
 * Conway's genus g^(γ0 γ1 γ2 …): g is the normal-play Grundy value and γn the misère Grundy value
 * of G + n·*2, where the misère Grundy value of the empty game is 1 and of any other game the mex
 * of its options' values (*Winning Ways*, ch. 13). The sequence ends alternating; `terms` holds
 * γ0…γk computed exactly, `text` the usual short form with the last two digits repeating.
 */
export interface Genus {
  normal: number;
  terms: number[];
  text: string;
  /** Whether the computed terms end alternating (γn = γ(n−2) for the last four): the sequence has settled. */
  settled: boolean;
}

/** How a game behaves in misère sums, read from its genus and its followers' genera. */
export type MisereTameness = 'tame' | 'restive' | 'wild';

interface State<N> {
  node: N;
  /** Heaps *2 and *1 added to the node. */
  twos: number;
  ones: number;
}

/**
 * Misère Grundy values of G + m·*2 + k·*1, straight from the definition (an explicit stack, so
 * deep games are fine). Kept per tree, so the genera of a game's followers share the work.
 */
export class GenusCalculator<N> {
  private readonly misere = new Map<Key, number>();
  private readonly normal = new Map<Key, number>();

  constructor(private readonly tree: GameTree<N>) {}

  /** The misère Grundy value of node + twos·*2 + ones·*1. */
  misereValue(node: N, twos = 0, ones = 0): number {
    const { tree } = this;
    const key = (s: State<N>) => `${tree.key(s.node)}|${s.twos}|${s.ones}`;
    return evaluateAcyclic<State<N>, number>(
      { node, twos, ones },
      {
        key,
        dependencies: (s) => stateOptions(tree, s),
        combine: (_s, options, valueOf) => (options.length === 0 ? 1 : mex(options.map(valueOf))),
        describe: (s) => `${String(tree.key(s.node))} + ${s.twos}·*2 + ${s.ones}·*1`,
      },
      this.misere,
    );
  }

  /** The normal-play Grundy value of a node. */
  normalValue(node: N): number {
    const { tree } = this;
    return evaluateAcyclic<N, number>(
      node,
      {
        key: (n) => tree.key(n),
        dependencies: (n) => tree.options(n),
        combine: (_n, options, valueOf) => mex(options.map(valueOf)),
        describe: (n) => String(tree.key(n)),
      },
      this.normal,
    );
  }

  /** The genus with γ0…γ(terms−1). */
  genus(node: N, terms: number): Genus {
    const normal = this.normalValue(node);
    const values: number[] = [];
    for (let n = 0; n < terms; n++) values.push(this.misereValue(node, n, 0));
    const k = values.length;
    const settled = k >= 4 && values[k - 1] === values[k - 3] && values[k - 2] === values[k - 4];
    return { normal, terms: values, text: formatGenus(normal, values), settled };
  }
}

function stateOptions<N>(tree: GameTree<N>, s: State<N>): State<N>[] {
  const options: State<N>[] = tree.options(s.node).map((node) => ({ node, twos: s.twos, ones: s.ones }));
  if (s.twos > 0) {
    options.push({ node: s.node, twos: s.twos - 1, ones: s.ones + 1 });
    options.push({ node: s.node, twos: s.twos - 1, ones: s.ones });
  }
  if (s.ones > 0) options.push({ node: s.node, twos: s.twos, ones: s.ones - 1 });
  return options;
}

function mex(values: number[]): number {
  const seen = new Set(values);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

/** `g^γ0γ1…` cut where the last two digits start repeating for good (multi-digit values in brackets). */
export function formatGenus(normal: number, terms: readonly number[]): string {
  let start = terms.length - 2;
  while (start > 0 && terms[start - 1] === terms[start + 1]) start--;
  const shown = terms.slice(0, Math.min(terms.length, start + 2));
  const digits = shown.every((t) => t < 10) ? shown.join('') : shown.map((t) => `(${t})`).join('');
  return `${normal}^${digits}`;
}

/** γn of the misère nim heap *g: 0^120…, 1^031…, and g^(g, g⊕2, g, …) for g ≥ 2. */
export function nimHeapGenusTerm(g: number, n: number): number {
  if (g === 0) return n === 0 ? 1 : n % 2 === 1 ? 2 : 0;
  if (g === 1) return n === 0 ? 0 : n % 2 === 1 ? 3 : 1;
  return n % 2 === 0 ? g : g ^ 2;
}

/** Whether a genus is that of a misère nim heap (on the terms computed). */
export function isNimHeapGenus(genus: Genus): boolean {
  return genus.terms.every((t, n) => t === nimHeapGenusTerm(genus.normal, n));
}

/**
 * Whether a genus is tame: that of a Nim position — g^(g, g⊕2, g, …) for g ≥ 2, and for g = 0, 1
 * the "fickle" 0^120, 1^031 (like heaps of size ≤ 1) or the "firm" 0^02, 1^13 (*Winning Ways*, ch. 13).
 */
export function isTameGenus(genus: Genus): boolean {
  const g = genus.normal;
  const [first, ...rest] = genus.terms;
  const firstOk = first === g || (g < 2 && first === (g ^ 1));
  return firstOk && rest.every((t, i) => t === (i % 2 === 0 ? g ^ 2 : g));
}

/**
 * Genus terms computed for a form: enough past its birthday for the sequence to have settled into
 * its final alternation (γn alternates between g and g⊕2 once n·*2 dominates the game); the
 * analysis checks that it did.
 */
export function genusTermsFor(forms: MisereForms, form: FormId): number {
  return 2 * forms.birthday(form) + 6;
}

/** Genus and tame/restive/wild class of misère canonical forms, sharing work across forms. */
export class FormGenus {
  private readonly calculator: GenusCalculator<FormId>;
  private readonly genera = new Map<FormId, Genus>();
  private readonly classes = new Map<FormId, MisereTameness>();

  constructor(readonly forms: MisereForms) {
    this.calculator = new GenusCalculator({ options: (f) => forms.options(f), key: (f) => f });
  }

  genus(form: FormId): Genus {
    let genus = this.genera.get(form);
    if (genus === undefined) {
      genus = this.calculator.genus(form, genusTermsFor(this.forms, form));
      this.genera.set(form, genus);
    }
    return genus;
  }

  /**
   * tame: the form and every follower have a tame genus (the genus of a Nim position), so in sums
   * of tame games it plays as a Nim position with nim-sum g, fickle or firm; restive: not tame, but every option is tame (Conway's
   * "ambivalent nim heaps", size g or γ0 depending on company); wild: anything else.
   */
  tameness(form: FormId): MisereTameness {
    for (const f of this.forms.followers(form)) {
      if (this.classes.has(f)) continue;
      const optionsTame = this.forms.options(f).every((o) => this.classes.get(o) === 'tame');
      this.classes.set(f, optionsTame && isTameGenus(this.genus(f)) ? 'tame' : optionsTame ? 'restive' : 'wild');
    }
    return this.classes.get(form)!;
  }
}
