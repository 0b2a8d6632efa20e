import {
  allowsHeaps,
  constraintFor,
  digitAt,
  maxTokensRemoved,
  type CodeDigit,
  type SplitConstraint,
  type TakeBreakCode,
} from '../code/code.js';
import { grow } from '../../../engine/core/growTypedArray.js';

/** A growable list of integers in an Int32Array, for hot loops. */
export class IntList {
  data = new Int32Array(16);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) this.data = grow(this.data);
    this.data[this.length++] = value;
  }
}

/** A growable list of bytes. */
export class ByteList {
  data = new Uint8Array(16);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) this.data = grow(this.data);
    this.data[this.length++] = value;
  }
}

/** Moves that leave three or more heaps: the slow, fully enumerated kind. */
export interface MultiSplit {
  /** Tokens removed; negative for an additive digit (tokens added). */
  removed: number;
  heaps: number;
  constraint: SplitConstraint;
  /** Leave `heaps` or more heaps (a `*` or `k+` digit). */
  orMore?: boolean;
}

/**
 * A code's moves sorted by kind, each list in increasing number of tokens removed, so the kernels
 * loop over plain integer arrays: remove j and leave one heap (`singles`), two heaps with no
 * constraint (`pairs`), two unequal heaps (`unequalPairs`), two equal heaps (`equalPairs`), or more.
 * For a code with a repeating tail the lists are extended on demand (`coverTo`).
 */
export class MoveLists {
  readonly singles = new IntList();
  readonly pairs = new IntList();
  readonly unequalPairs = new IntList();
  readonly equalPairs = new IntList();
  readonly multi: MultiSplit[] = [];
  /** exact[j] = 1 when removing j tokens may leave nothing (bit 0 of d_j), for j < covered. */
  readonly exact = new ByteList();
  /** Changes whenever the lists do. */
  version = 0;
  /** Digits 0..covered-1 are in the lists. */
  private covered = 0;
  private readonly finite: boolean;

  constructor(readonly code: TakeBreakCode) {
    const last = maxTokensRemoved(code);
    this.finite = Number.isFinite(last);
    if (this.finite) {
      for (let removed = 0; removed <= last; removed++) this.classify(removed);
      this.covered = last + 1;
    }
    // Additive digits leave at least j + 2 heaps (makeCode checks), so they are all multi-splits.
    (code.added ?? []).forEach((digit, i) => this.addMulti(-(i + 1), digit, 3));
  }

  /** Whether removing exactly `heap` tokens may leave nothing (bit 0 of d_heap). */
  takesWholeHeap(heap: number): boolean {
    return heap < this.exact.length && this.exact.data[heap] !== 0;
  }

  /** Adds every digit below `limit` (for a finite code everything is there from the start). */
  coverTo(limit: number): void {
    if (this.finite) return;
    if (this.covered >= limit) return;
    for (; this.covered < limit; this.covered++) this.classify(this.covered);
    this.version++;
  }

  get hasMulti(): boolean {
    return this.multi.length > 0;
  }

  get pairCount(): number {
    return this.pairs.length + this.unequalPairs.length;
  }

  /**
   * The parity of the number of tokens every two-heap move removes, when they all agree (the
   * sparse method may then split tags by heap parity too); null when they differ, when there are
   * none, or when the code's repeating tail keeps adding moves.
   */
  pairRemovalParity(): 0 | 1 | null {
    if (!this.finite || this.pairCount === 0) return null;
    const all = [...this.pairs.data.subarray(0, this.pairs.length), ...this.unequalPairs.data.subarray(0, this.unequalPairs.length)];
    const first = all[0] & 1;
    return all.every((removed) => (removed & 1) === first) ? (first as 0 | 1) : null;
  }

  private classify(removed: number): void {
    const digit = digitAt(this.code, removed);
    this.exact.push(allowsHeaps(digit, 0) ? 1 : 0);
    if (allowsHeaps(digit, 1) && removed > 0) this.singles.push(removed);
    if (allowsHeaps(digit, 2)) {
      const constraint = constraintFor(digit, 2);
      if (constraint === 'allEqual') this.equalPairs.push(removed);
      else if (constraint === 'any') this.pairs.push(removed);
      else this.unequalPairs.push(removed); // '!' and '?' agree on two heaps
    }
    this.addMulti(removed, digit, 3);
  }

  /** The digit's moves leaving `from` or more heaps, enumerated in full by the kernels. */
  private addMulti(removed: number, digit: CodeDigit, from: number): void {
    const last = digit.orMore !== undefined ? Math.max(from, digit.orMore) : 31;
    for (let k = from; k < last && digit.heaps >>> k !== 0; k++) {
      if (allowsHeaps(digit, k)) this.multi.push({ removed, heaps: k, constraint: constraintFor(digit, k) });
    }
    if (digit.orMore !== undefined) this.multi.push({ removed, heaps: last, constraint: digit.constraint, orMore: true });
  }
}
