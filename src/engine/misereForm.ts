import { evaluateAcyclic } from './acyclic.js';
import { NimlabError } from './errors.js';
import { componentsOf, formatPosition, type Game, type Key } from './game.js';

/** A misère canonical form, as an id in a {@link MisereForms} store: equal forms have equal ids. */
export type FormId = number;

/** Forms a store holds before it refuses to grow (each costs a few hundred bytes). */
export const DEFAULT_FORM_LIMIT = 2_000_000;

/**
 * Misère canonical forms of finite impartial games (Conway, *On Numbers and Games*, ch. 12).
 *
 * Every form is hash-consed: the store keeps one id per distinct set of options, and builds only
 * simplified forms, so two games are equal in misère play (interchangeable in every sum) exactly
 * when their forms have the same id.
 *
 * Simplification (Grundy–Smith, with Conway's proviso): a game G with options S equals a game C
 * when C's options are all in S, every other option of G has C among its own options, and — the
 * proviso — C has an option or G is a misère N-position. Since all deleted options then have C as
 * an option, C can only be an option of an option of G, which is where the search looks; when no
 * such C exists, S itself is the simplest form (Conway's uniqueness theorem).
 */
export class MisereForms {
  private readonly optionLists: (readonly FormId[])[] = [];
  private readonly idByOptions = new Map<string, FormId>();
  private readonly birthdays: number[] = [];
  /** Misère outcome: true when the player to move loses. */
  private readonly losing: boolean[] = [];
  /** n when the form is the misère nim heap *n, else −1. */
  private readonly heapSizes: number[] = [];
  private readonly sums = new Map<string, FormId>();
  readonly zero: FormId;

  constructor(readonly limit: number = DEFAULT_FORM_LIMIT) {
    this.zero = this.intern([]);
  }

  /** Number of distinct forms built so far. */
  get size(): number {
    return this.optionLists.length;
  }

  /** The options of a form (themselves simplest forms), sorted by id. */
  options(form: FormId): readonly FormId[] {
    return this.optionLists[form];
  }

  /** The simplest form of the game whose options are these (already simplest) forms. */
  fromOptions(options: Iterable<FormId>): FormId {
    const set = [...new Set(options)].sort((a, b) => a - b);
    return this.simplerForm(set) ?? this.intern(set);
  }

  /** The misère nim heap *n = {*0, *1, …, *(n−1)}. */
  nimHeap(n: number): FormId {
    let heap = this.zero;
    const smaller: FormId[] = [];
    for (let k = 0; k < n; k++) {
      smaller.push(heap);
      heap = this.fromOptions(smaller);
    }
    return heap;
  }

  /** n when the form is the misère nim heap *n, else null. */
  nimHeapSize(form: FormId): number | null {
    const n = this.heapSizes[form];
    return n < 0 ? null : n;
  }

  /** Misère outcome class: P when the player to move loses (the last player to move loses). */
  outcome(form: FormId): 'N' | 'P' {
    return this.losing[form] ? 'P' : 'N';
  }

  /** The day the form is born: 0 for the empty game, else one more than its latest-born option. */
  birthday(form: FormId): number {
    return this.birthdays[form];
  }

  /** The simplest form of the misère sum of two forms. */
  sum(a: FormId, b: FormId): FormId {
    const stack: [FormId, FormId][] = [[a, b]];
    while (stack.length > 0) {
      const [x, y] = stack[stack.length - 1];
      if (this.knownSum(x, y) !== undefined) {
        stack.pop();
        continue;
      }
      const missing = this.missingSummand(x, y);
      if (missing !== null) {
        stack.push(missing);
        continue;
      }
      const options = [...this.options(x).map((x1) => this.knownSum(x1, y)!), ...this.options(y).map((y1) => this.knownSum(x, y1)!)];
      this.sums.set(sumKey(x, y), this.fromOptions(options));
      stack.pop();
    }
    return this.knownSum(a, b)!;
  }

  /** The simplest form of a sum of any number of forms (the empty sum is 0). */
  sumOf(forms: Iterable<FormId>): FormId {
    let total = this.zero;
    for (const form of forms) total = this.sum(total, form);
    return total;
  }

  /** Every distinct form reachable from `form` by moves (itself included), options before the forms above them. */
  followers(form: FormId): FormId[] {
    const seen = new Set<FormId>();
    const order: FormId[] = [];
    const stack: { form: FormId; next: number }[] = [{ form, next: 0 }];
    seen.add(form);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      const options = this.options(frame.form);
      if (frame.next < options.length) {
        const option = options[frame.next++];
        if (!seen.has(option)) {
          seen.add(option);
          stack.push({ form: option, next: 0 });
        }
      } else {
        order.push(frame.form);
        stack.pop();
      }
    }
    return order;
  }

  /**
   * The form written out: `0`, `*`, `*n` for nim heaps, otherwise `{…}` of its options. A form with
   * more than `maxLength` characters is cut with `…` (forms of wild games grow fast).
   */
  format(form: FormId, maxLength = 2000): string {
    const text = new Map<FormId, string>();
    for (const f of this.followers(form)) {
      const n = this.heapSizes[f];
      if (n >= 0) text.set(f, n === 0 ? '0' : n === 1 ? '*' : `*${n}`);
      else text.set(f, `{${this.options(f).map((o) => text.get(o)!).join(',')}}`);
      if (text.get(f)!.length > maxLength) return `${text.get(f)!.slice(0, maxLength)}…`;
    }
    return text.get(form)!;
  }

  private knownSum(a: FormId, b: FormId): FormId | undefined {
    if (a === this.zero) return b;
    if (b === this.zero) return a;
    return this.sums.get(sumKey(a, b));
  }

  /** A pair of summands the sum of (a, b) needs and that is not known yet. */
  private missingSummand(a: FormId, b: FormId): [FormId, FormId] | null {
    for (const a1 of this.options(a)) if (this.knownSum(a1, b) === undefined) return [a1, b];
    for (const b1 of this.options(b)) if (this.knownSum(a, b1) === undefined) return [a, b1];
    return null;
  }

  /** The simpler form equal to the game with these options, or null when they are already simplest. */
  private simplerForm(options: readonly FormId[]): FormId | null {
    if (options.length === 0) return null;
    const inOptions = new Set(options);
    const moverWins = options.some((o) => this.losing[o]);
    for (const option of options) {
      for (const candidate of this.options(option)) {
        if (candidate === this.zero && !moverWins) continue; // the proviso
        const kept = this.options(candidate);
        if (!kept.every((k) => inOptions.has(k))) continue;
        const keptSet = new Set(kept);
        if (options.every((o) => keptSet.has(o) || this.options(o).includes(candidate))) return candidate;
      }
    }
    return null;
  }

  private intern(options: readonly FormId[]): FormId {
    const key = options.join(',');
    const known = this.idByOptions.get(key);
    if (known !== undefined) return known;
    if (this.optionLists.length >= this.limit) {
      throw new NimlabError(`game too big for misère canonical forms: more than ${this.limit} distinct forms needed`);
    }
    const id = this.optionLists.length;
    this.optionLists.push(options);
    this.idByOptions.set(key, id);
    this.birthdays.push(options.reduce((day, o) => Math.max(day, this.birthdays[o] + 1), 0));
    this.losing.push(options.length > 0 && options.every((o) => !this.losing[o]));
    this.heapSizes.push(isHeapSequence(options.map((o) => this.heapSizes[o])) ? options.length : -1);
    return id;
  }
}

function sumKey(a: FormId, b: FormId): string {
  return a < b ? `${a}+${b}` : `${b}+${a}`;
}

/** Whether these are the sizes 0, 1, …, k−1 in some order (every options list is duplicate-free). */
function isHeapSequence(sizes: number[]): boolean {
  const seen = new Uint8Array(sizes.length);
  for (const size of sizes) {
    if (size < 0 || size >= sizes.length) return false;
    seen[size] = 1;
  }
  return seen.every((s) => s === 1);
}

/**
 * Misère canonical forms of an engine game's positions: a position's form is the simplest form
 * of its options' forms, and an option that is a sum has the misère sum of its components' forms.
 * Positions are evaluated with an explicit stack, so long chains are fine.
 */
export class MisereFormSolver<P> {
  private readonly formByKey = new Map<Key, FormId>();

  constructor(
    readonly game: Game<P>,
    readonly forms: MisereForms = new MisereForms(),
  ) {}

  /** The simplest misère form of a position. */
  formOf(position: P): FormId {
    const { game, forms } = this;
    const optionLists = new Map<Key, P[][]>();
    const optionsOf = (p: P): P[][] => {
      const key = game.key(p);
      let options = optionLists.get(key);
      if (options === undefined) {
        options = Array.from(game.moves(p), (option) => [...componentsOf(option)]);
        optionLists.set(key, options);
      }
      return options;
    };
    return evaluateAcyclic(
      position,
      {
        key: (p) => game.key(p),
        dependencies: (p) => optionsOf(p).flat(),
        combine: (p, _dependencies, formOf) => forms.fromOptions(optionsOf(p).map((parts) => forms.sumOf(parts.map(formOf)))),
        describe: (p) => formatPosition(game, p),
      },
      this.formByKey,
    );
  }

  /** The simplest misère form of a sum of positions. */
  formOfSum(components: readonly P[]): FormId {
    return this.forms.sumOf(components.map((c) => this.formOf(c)));
  }
}
