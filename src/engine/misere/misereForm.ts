import { evaluateAcyclic } from '../core/acyclic.js';
import { NimlabError } from '../core/errors.js';
import { componentsOf, formatPosition, type Game, type Key } from '../core/game.js';
import { PairIdTable } from '../slots/pairIdTable.js';
import { grow } from '../core/growTypedArray.js';

/** A misère canonical form, as an id in a {@link MisereForms} store: equal forms have equal ids. */
export type FormId = number;

/** Forms a store holds before it refuses to grow (each costs a few hundred bytes). */
export const DEFAULT_FORM_LIMIT = 2_000_000;
/** Ids stay below 2^26: far more forms than memory holds (a few hundred bytes each), and within the Int32 ids of the sum table. */
const MAX_FORM_LIMIT = 0x4000000;

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
  /**
   * Forms by a hash of their options (a small integer, so the map hashes it cheaply; a string of the
   * ids cost a join per lookup): one id, or the ids whose options share the hash.
   */
  private readonly idsByHash = new Map<number, FormId | FormId[]>();
  private readonly birthdays: number[] = [];
  /** Misère outcome: true when the player to move loses. */
  private readonly losing: boolean[] = [];
  /** n when the form is the misère nim heap *n, else −1. */
  private readonly heapSizes: number[] = [];
  /** The simplest form of each sum built, by its two summands (smaller id first). */
  private readonly sums = new PairIdTable();
  /** Scratch marks by form id for `simplerForm` (stamp = current pass), so it allocates no sets. */
  private marks = new Int32Array(1024);
  private stamp = 0;
  readonly zero: FormId;

  constructor(readonly limit: number = DEFAULT_FORM_LIMIT) {
    if (!(limit <= MAX_FORM_LIMIT)) throw new RangeError(`a form store holds at most ${MAX_FORM_LIMIT} forms, got ${limit}`);
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
    const sorted = Int32Array.from(options).sort();
    const set: FormId[] = [];
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) set.push(sorted[i]);
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

  /**
   * The simplest form of the misère sum of two forms. An explicit stack of pairs, each with a cursor
   * over the sums its options need and the forms of those found so far, so a pair is scanned once
   * however often it waits.
   */
  sum(a: FormId, b: FormId): FormId {
    const known = this.knownSum(a, b);
    if (known !== undefined) return known;
    const stack: SumFrame[] = [{ x: a, y: b, next: 0, options: [] }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      const xs = this.optionLists[frame.x];
      const ys = this.optionLists[frame.y];
      let pushed = false;
      while (frame.next < xs.length + ys.length) {
        const i = frame.next;
        const x = i < xs.length ? xs[i] : frame.x;
        const y = i < xs.length ? frame.y : ys[i - xs.length];
        const option = this.knownSum(x, y);
        if (option === undefined) {
          stack.push({ x, y, next: 0, options: [] });
          pushed = true;
          break;
        }
        frame.options.push(option);
        frame.next++;
      }
      if (pushed) continue;
      const form = this.fromOptions(frame.options);
      if (frame.x < frame.y) this.sums.set(frame.x, frame.y, form);
      else this.sums.set(frame.y, frame.x, form);
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
      else
        text.set(
          f,
          `{${this.options(f)
            .map((o) => text.get(o)!)
            .join(',')}}`,
        );
      if (text.get(f)!.length > maxLength) return `${text.get(f)!.slice(0, maxLength)}…`;
    }
    return text.get(form)!;
  }

  private knownSum(a: FormId, b: FormId): FormId | undefined {
    if (a === this.zero) return b;
    if (b === this.zero) return a;
    const form = a < b ? this.sums.get(a, b) : this.sums.get(b, a);
    return form < 0 ? undefined : form;
  }

  /**
   * The simpler form equal to the game with these options, or null when they are already simplest.
   *
   * Only the options of one latest-born option L need be tried as the simpler form C. If C's
   * options are all among G's and some option of G does not lie among them, that option has C as an
   * option, so it is born after C; were L among C's options, L would be born before C, hence before
   * that option, and L is the latest born. So L is not among C's options, and must have C as an
   * option. (Trying the options of every option of G, as this did before, made this the most of
   * `table --misere`'s time.) When every option of G is among C's, the options are C's own, and the
   * store already holds the game as C. The simplest form is unique (Conway), so the first candidate
   * that qualifies is the one.
   */
  private simplerForm(options: readonly FormId[]): FormId | null {
    if (options.length === 0) return null;
    const inOptions = this.nextStamp();
    let latest = options[0];
    for (const o of options) {
      this.marks[o] = inOptions;
      if (this.birthdays[o] > this.birthdays[latest]) latest = o;
    }
    const moverWins = options.some((o) => this.losing[o]);
    for (const candidate of this.optionLists[latest]) {
      if (candidate === this.zero && !moverWins) continue; // the proviso
      const kept = this.optionLists[candidate];
      if (kept.length >= options.length || !kept.every((k) => this.marks[k] === inOptions)) continue;
      if (options.every((o) => o === latest || sortedHas(kept, o) || sortedHas(this.optionLists[o], candidate))) return candidate;
    }
    return null;
  }

  /** A fresh stamp for `marks`, sized to every id interned so far. */
  private nextStamp(): number {
    if (this.marks.length < this.optionLists.length) this.marks = grow(this.marks, this.optionLists.length);
    return ++this.stamp;
  }

  private intern(options: readonly FormId[]): FormId {
    const hash = hashIds(options);
    const bucket = this.idsByHash.get(hash);
    if (typeof bucket === 'number' && sameIds(this.optionLists[bucket], options)) return bucket;
    if (typeof bucket === 'object') for (const id of bucket) if (sameIds(this.optionLists[id], options)) return id;
    if (this.optionLists.length >= this.limit) {
      throw new NimlabError(`game too big for misère canonical forms: more than ${this.limit} distinct forms needed`);
    }
    const id = this.optionLists.length;
    this.optionLists.push(options);
    if (bucket === undefined) this.idsByHash.set(hash, id);
    else if (typeof bucket === 'number') this.idsByHash.set(hash, [bucket, id]);
    else bucket.push(id);
    this.birthdays.push(options.reduce((day, o) => Math.max(day, this.birthdays[o] + 1), 0));
    this.losing.push(options.length > 0 && options.every((o) => !this.losing[o]));
    this.heapSizes.push(isHeapSequence(options.map((o) => this.heapSizes[o])) ? options.length : -1);
    return id;
  }
}

interface SumFrame {
  x: FormId;
  y: FormId;
  /** Next option sum (options of x, then of y) to look up. */
  next: number;
  /** The forms of the option sums before `next`. */
  options: FormId[];
}

/** Whether a sorted id list holds `id` (binary search). */
function sortedHas(list: readonly FormId[], id: FormId): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid];
    if (v === id) return true;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** A hash of a list of ids, below 2^30 (a small integer in V8). */
function hashIds(ids: readonly FormId[]): number {
  let hash = ids.length;
  for (let i = 0; i < ids.length; i++) hash = Math.imul(hash ^ ids[i], 0x9e3779b1) ^ (hash >>> 16);
  return hash & 0x3fffffff;
}

/** Whether two id lists are the same. */
function sameIds(a: readonly FormId[], b: readonly FormId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
