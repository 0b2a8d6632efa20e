import { cycleError } from '../core/errors.js';
import { formatPosition, Sum, type Game, type Option } from '../core/game.js';
import { GRUNDY_BY_RECURSION, type GrundyValues } from './grundy.js';
import { grow } from '../core/growTypedArray.js';
import { IN_PROGRESS, UNKNOWN } from '../core/memo.js';
import { StampedMex } from '../core/stampedMex.js';
import { BottomUpFill } from './bottomUpFill.js';
import type { SlotIndex } from '../slots/slotIndex.js';

/**
 * The same values as GrundySolver (which stays the plain reference), computed for speed: positions
 * are numbered by a SlotIndex and their values kept in an Int32Array; the evaluation stack and the
 * options of every position on it live in reusable typed arrays (an option is its slot, a sum is
 * a header −1−k followed by its k component slots); the mex is a StampedMex, never cleared. Per
 * position evaluated the only allocation is whatever the game's `moves` allocates.
 *
 * When the index makes small integers their own slots (`directIntegers`), integer positions can
 * also be valued bottom-up, in the same value array (BottomUpFill, bottomUpFill.ts). grundy(n)
 * goes bottom-up when the integers below n look mostly reachable from n (see
 * BottomUpFill.fillsBottomUp), else depth first.
 */
export class FastGrundySolver<P> implements GrundyValues<P> {
  private values: Int32Array;
  private valued = 0;
  // The evaluation stack: per frame its slot and its options' range in `options`.
  private frameSlot = new Int32Array(64);
  private frameStart = new Int32Array(64);
  private frameCursor = new Int32Array(64);
  private options = new Int32Array(1024);
  /**
   * The position of each plain option and sum component in `options` (to push it when unknown),
   * kept only when the index cannot give a slot's position back.
   */
  private readonly optionPositions: P[] = [];
  private readonly remember: boolean;
  private optionTop = 0;
  private readonly mex = new StampedMex();
  /** Integer positions below this are their own slots (0: none). */
  private readonly direct: number;
  /** Values the integers bottom-up (only read when `direct` > 0). */
  private readonly bottomUp: BottomUpFill<P>;

  constructor(
    readonly game: Game<P>,
    private readonly index: SlotIndex<P>,
  ) {
    this.values = new Int32Array(Math.max(16, index.size)).fill(UNKNOWN);
    this.remember = index.positionOf === undefined;
    this.direct = index.directIntegers ?? 0;
    this.bottomUp = new BottomUpFill(game, this.direct, {
      values: () => this.values,
      evaluate: (position) => this.evaluate(position, position as P),
    });
  }

  /** Number of positions valued so far. */
  get evaluated(): number {
    return this.valued + this.bottomUp.filled;
  }

  grundy(position: P): number {
    const slot = this.slot(position);
    if (this.values[slot] < 0) {
      if (slot < this.direct && this.bottomUp.fillsBottomUp(slot)) this.bottomUp.fill(slot + 1);
      else this.evaluate(slot, position);
    }
    return this.values[slot];
  }

  /**
   * The values of the integer positions 0..limit-1, computed bottom-up (see the class comment);
   * `progress(done)` is called every `every` positions. The index must make them their own slots.
   * The array returned is a view of the solver's values, valid until the solver grows them.
   */
  valuesBelow(limit: number, progress?: (done: number) => void, every = 65536): Int32Array {
    if (limit > this.direct) throw new RangeError(`positions up to ${limit - 1} are not all their own slots (only below ${this.direct})`);
    this.bottomUp.fill(limit, progress, every);
    return this.values.subarray(0, limit);
  }

  grundyOfSum(components: Iterable<P>): number {
    let value = 0;
    for (const component of components) value ^= this.grundy(component);
    return value;
  }

  optionValue(option: Option<P>): number {
    return option instanceof Sum ? this.grundyOfSum(option.components) : this.grundy(option);
  }

  /** The value of a slot valued before (the values array, read by bottom-up callers). */
  valueOfSlot(slot: number): number {
    return this.values[slot];
  }

  private slot(position: P): number {
    const slot = this.index.slotOf(position);
    if (slot >= this.values.length) this.growValues(slot);
    return slot;
  }

  private evaluate(root: number, position: P): void {
    let depth = this.push(root, position, 0);
    while (depth > 0) {
      const frame = depth - 1;
      const pending = this.firstUnknown(frame);
      if (pending >= 0) {
        depth = this.push(this.options[pending], this.positionAt(pending), depth);
        continue;
      }
      this.values[this.frameSlot[frame]] = this.mexOfFrame(frame);
      this.valued++;
      this.optionTop = this.frameStart[frame];
      depth = frame;
    }
  }

  /**
   * Where in `options` the top frame's first option (or component) without a value is, moving the
   * frame's cursor to its option; −1 when every one has a value.
   * The top frame's options run from its start to the top of the option buffer.
   */
  private firstUnknown(frame: number): number {
    const { options, values } = this;
    const end = this.optionTop;
    let cursor = this.frameCursor[frame];
    while (cursor < end) {
      const entry = options[cursor];
      if (entry >= 0) {
        if (values[entry] < 0) return this.unknown(frame, cursor, cursor);
        cursor++;
      } else {
        const last = cursor - 1 - entry; // header −1−k: components at cursor+1..cursor+k
        for (let c = cursor + 1; c <= last; c++) if (values[options[c]] < 0) return this.unknown(frame, cursor, c);
        cursor = last + 1;
      }
    }
    this.frameCursor[frame] = cursor;
    return -1;
  }

  private unknown(frame: number, cursor: number, at: number): number {
    this.frameCursor[frame] = cursor;
    if (this.values[this.options[at]] === IN_PROGRESS) {
      throw cycleError(formatPosition(this.game, this.positionAt(at)), GRUNDY_BY_RECURSION);
    }
    return at;
  }

  /** Pushes a frame for `slot` with its options written after the top; returns the new depth. */
  private push(slot: number, position: P, depth: number): number {
    if (depth === this.frameSlot.length) this.growFrames();
    this.values[slot] = IN_PROGRESS;
    this.frameSlot[depth] = slot;
    this.frameStart[depth] = this.optionTop;
    this.frameCursor[depth] = this.optionTop;
    const returned = this.game.moves(position);
    const moves = Array.isArray(returned) ? (returned as Option<P>[]) : Array.from(returned);
    this.reserve(moves.length);
    for (let i = 0; i < moves.length; i++) {
      const option = moves[i];
      // Tuple positions are arrays, which a Sum never is: Array.isArray is cheaper than instanceof.
      if (!Array.isArray(option) && option instanceof Sum) this.addSum(option, moves.length - i - 1);
      else this.addEntry(option as P);
    }
    return depth + 1;
  }

  /** Writes a sum as its header and components, keeping room for the `rest` options after it. */
  private addSum(option: Sum<P>, rest: number): void {
    const { components } = option;
    this.reserve(components.length + 1 + rest);
    this.options[this.optionTop++] = -1 - components.length;
    for (let i = 0; i < components.length; i++) this.addEntry(components[i]);
  }

  /**
   * Writes one option (or sum component); room for it is reserved. Its position is kept (when the
   * index cannot give it back) only if it has no value yet: an entry valued now stays valued, so
   * only these can ever be pushed or named.
   */
  private addEntry(position: P): void {
    const at = this.optionTop++;
    const slot = this.slot(position);
    this.options[at] = slot;
    if (this.remember && this.values[slot] < 0) this.optionPositions[at] = position;
  }

  /** The position of the option entry at `at`. */
  private positionAt(at: number): P {
    return this.remember ? this.optionPositions[at] : this.index.positionOf!(this.options[at]);
  }

  /** Mex of the frame's option values; only values up to the option count can matter. */
  private mexOfFrame(frame: number): number {
    const { options, values } = this;
    const start = this.frameStart[frame];
    const end = this.optionTop;
    const { mex } = this;
    const count = end - start;
    const stamp = mex.begin(count);
    const seen = mex.marks;
    for (let cursor = start; cursor < end; cursor++) {
      const entry = options[cursor];
      let value: number;
      if (entry >= 0) {
        value = values[entry];
      } else {
        value = 0;
        const last = cursor - 1 - entry;
        for (let c = cursor + 1; c <= last; c++) value ^= values[options[c]];
        cursor = last;
      }
      if (value <= count) seen[value] = stamp;
    }
    return mex.mex();
  }

  private reserve(entries: number): void {
    if (this.optionTop + entries > this.options.length) this.options = grow(this.options, this.optionTop + entries);
  }

  private growValues(slot: number): void {
    this.values = grow(this.values, Math.max(slot + 1, this.index.size), UNKNOWN);
  }

  private growFrames(): void {
    this.frameSlot = grow(this.frameSlot);
    this.frameStart = grow(this.frameStart);
    this.frameCursor = grow(this.frameCursor);
  }
}
