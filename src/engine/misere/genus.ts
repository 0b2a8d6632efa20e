import { evaluateAcyclic } from '../core/acyclic.js';
import type { Key } from '../core/game.js';
import { MexScratch } from '../core/mex.js';

/** A game tree given by its nodes' options: a misère canonical form, or any finite game in a test. */
export interface GameTree<N> {
  options(node: N): readonly N[];
  key(node: N): Key;
}

/**
 * Conway's genus g^(γ0 γ1 γ2 …) (*On Numbers and Games*, ch. 12; *Winning Ways*, ch. 13): g is the
 * normal-play Grundy value and γn the misère Grundy value of G + n·*2, where the misère Grundy value
 * of the empty game is 1 and of any other game the mex of its options' values. The sequence
 * γ0, γ1, … is eventually periodic with period 2; `terms` is the shortest prefix (at least two
 * digits) after which every γn equals γ(n−2), so it holds the whole infinite sequence.
 */
export interface GenusDigits {
  normal: number;
  terms: readonly number[];
}

/** A genus with its text as CGSuite prints it (see `formatGenus` in `miserePhylum.ts`). */
export interface Genus extends GenusDigits {
  text: string;
}

/** γn for any n ≥ 0: past the stored prefix the last two digits alternate for ever. */
export function genusTerm(genus: GenusDigits, n: number): number {
  const t = genus.terms;
  const length = t.length;
  return n < length ? t[n] : t[length - 2 + ((length ^ n) & 1)];
}

const scratch = new MexScratch(64);

/**
 * The genus of a game from its options' genera, no sums built. The options of G + n·*2 are
 * G′ + n·*2, G + (n−1)·*2 and G + (n−1)·*2 + *, and adding * to any game flips the last bit of its
 * misère Grundy value (by induction: the mex of {m(H)} ∪ {m(H′) ⊕ 1} is m(H) ⊕ 1), so
 *
 *   γ0 = mex{γ0(G′)} (1 when G has no option),  γn = mex({γn(G′)} ∪ {γ(n−1), γ(n−1) ⊕ 1}).
 *
 * Past the longest option prefix L the options' digit sets repeat with period 2, so once
 * γk = γ(k−2) with k + 1 ≥ L (and k ≥ 2) every later digit repeats too: γ(k+1) is the same mex as
 * γ(k−1). That is where the computation stops (CGSuite's genus code uses the same recurrence).
 */
export function genusFromOptions(options: readonly GenusDigits[]): GenusDigits {
  if (options.length === 0) return { normal: 0, terms: [1, 2, 0] };
  let longest = 2;
  for (const o of options) {
    scratch.add(o.normal);
    longest = Math.max(longest, o.terms.length);
  }
  const normal = scratch.takeMex();
  for (const o of options) scratch.add(o.terms[0]);
  const terms = [scratch.takeMex()];
  for (let n = 1; ; n++) {
    const previous = terms[n - 1];
    scratch.add(previous);
    scratch.add(previous ^ 1);
    for (const o of options) scratch.add(genusTerm(o, n));
    terms.push(scratch.takeMex());
    if (n >= 2 && n + 1 >= longest && terms[n] === terms[n - 2]) break;
  }
  while (terms.length > 2 && terms[terms.length - 1] === terms[terms.length - 3]) terms.pop();
  return { normal, terms };
}

/** The genus of a Nim position of nim-sum g: fickle (γ0 = g ⊕ 1 when g ≤ 1, like heaps of size ≤ 1) or firm. */
export function tameGenusTerm(g: number, firstTerm: number, n: number): number {
  return n === 0 ? firstTerm : n % 2 === 1 ? g ^ 2 : g;
}

/**
 * Whether the whole genus is that of a Nim position (*Winning Ways*, ch. 13): g^(g, g⊕2, g, …) for
 * g ≥ 2, and for g ≤ 1 the fickle 0^120, 1^031 or the firm 0^02, 1^13.
 */
export function isTameGenus(genus: GenusDigits): boolean {
  const g = genus.normal;
  const first = genus.terms[0];
  if (first !== g && !(g < 2 && first === (g ^ 1))) return false;
  for (let n = 1; n < genus.terms.length + 2; n++) if (genusTerm(genus, n) !== tameGenusTerm(g, first, n)) return false;
  return true;
}

interface State<N> {
  node: N;
  /** Heaps *2 and *1 added to the node. */
  twos: number;
  ones: number;
}

/**
 * Misère Grundy values of G + m·*2 + k·*1 straight from the definition, by exhaustive search (an
 * explicit stack, so deep games are fine): the slow reference the fast genus is tested against.
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

  /** g and γ0…γ(count−1), each by exhaustive search. */
  terms(node: N, count: number): { normal: number; terms: number[] } {
    const terms: number[] = [];
    for (let n = 0; n < count; n++) terms.push(this.misereValue(node, n, 0));
    return { normal: this.normalValue(node), terms };
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
