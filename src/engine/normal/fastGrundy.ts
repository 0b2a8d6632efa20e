import { cycleError } from '../core/errors.js';
import { formatPosition, Sum, type Game, type Option } from '../core/game.js';
import { GRUNDY_BY_RECURSION, type GrundyValues } from './grundy.js';
import { IN_PROGRESS, UNKNOWN } from '../core/memo.js';
import { looksDenselyOrdered } from './orderedProbe.js';
import type { SlotIndex } from '../slots/slotIndex.js';

/**
 * A request at most this far above the valued prefix of the integers is filled bottom-up without
 * asking; a farther one only when looksDenselyOrdered says so (a walk of this many positions).
 */
const PROBE_POSITIONS = 4096;

/**
 * The same values as GrundySolver (which stays the plain reference), computed for speed: positions
 * are numbered by a SlotIndex and their values kept in an Int32Array; the evaluation stack and the
 * options of every position on it live in reusable typed arrays (an option is its slot, a sum is
 * a header −1−k followed by its k component slots); the mex uses a stamped array that is never
 * cleared. Per position evaluated the only allocation is whatever the game's `moves` allocates.
 *
 * When the index makes small integers their own slots (`directIntegers`), integer positions can
 * also be valued bottom-up: 0, 1, 2, … in order, each straight from the array `moves` returns
 * while its options are integers below it (no stack, no option buffer). A position with any
 * other option is valued depth first as usual, in the same value array. grundy(n) goes bottom-up
 * when the integers below n look mostly reachable from n (see fillsBottomUp), else depth first.
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
  // seen[v] === stamp: value v is among the options of the position being valued.
  private seen = new Int32Array(64);
  private stamp = 0;
  /** orderedMex's marks, stamped with the position's number + 1 (see orderedMex). */
  private orderedSeen = new Int32Array(64);
  /** Integer positions below this are their own slots (0: none). */
  private readonly direct: number;
  /** Every integer position below this has a value. */
  private valuedBelow = 0;
  /** Where the game's writeMoves (if any) writes a position's options. */
  private written = new Int32Array(64);
  /** How many more positions to check writeMoves against moves on. */
  private writerChecks = 64;

  constructor(
    readonly game: Game<P>,
    private readonly index: SlotIndex<P>,
  ) {
    this.values = new Int32Array(Math.max(16, index.size)).fill(UNKNOWN);
    this.remember = index.positionOf === undefined;
    this.direct = index.directIntegers ?? 0;
  }

  /** Number of positions valued so far. */
  get evaluated(): number {
    return this.valued;
  }

  grundy(position: P): number {
    const slot = this.slot(position);
    if (this.values[slot] < 0) {
      if (slot < this.direct && this.fillsBottomUp(slot)) this.fillBottomUp(slot + 1);
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
    this.fillBottomUp(limit, progress, every);
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

  /**
   * Whether to value integer `top` by filling every unvalued integer below it bottom-up: yes when
   * the gap is small, else when a short walk from `top` finds the integers below it mostly
   * reachable and every move going down (so the fill does little work the search would not).
   */
  private fillsBottomUp(top: number): boolean {
    while (this.valuedBelow < this.direct && this.values[this.valuedBelow] >= 0) this.valuedBelow++;
    if (top - this.valuedBelow < PROBE_POSITIONS) return true;
    return looksDenselyOrdered(this.game as unknown as Game<number>, top, PROBE_POSITIONS);
  }

  /**
   * Values the integer positions from valuedBelow to limit-1 in increasing order. A position
   * whose options are all integers below it (or sums of them) takes the mex of values already
   * in the array; any other is valued depth first. `progress(p)` is called before each position
   * p that is a multiple of `every`.
   */
  private fillBottomUp(limit: number, progress?: (done: number) => void, every = 1): void {
    const writer = this.game.writeMoves;
    let report = progress ? Math.ceil(this.valuedBelow / every) * every : limit;
    for (let position = this.valuedBelow; position < limit; position++) {
      if (position === report) {
        progress!(position);
        report += every;
      }
      if (this.values[position] >= 0) continue;
      const value = writer ? this.writtenMex(position, writer) : this.orderedMex(position);
      if (value >= 0) {
        this.values[position] = value;
        this.valued++;
      } else {
        this.evaluate(position, position as P);
      }
    }
    if (limit > this.valuedBelow) this.valuedBelow = limit;
  }

  /** The mex of the options `moves` gives when all are integers below `position` (or sums of them), else −1. */
  private orderedMex(position: number): number {
    const returned = this.game.moves(position as P);
    const moves = Array.isArray(returned) ? returned : Array.from(returned);
    const count = moves.length;
    if (count >= this.orderedSeen.length) this.orderedSeen = new Int32Array(2 * count + 2);
    const seen = this.orderedSeen;
    // Each position is filled once, in increasing order: its own number is a fresh stamp.
    const stamp = position + 1;
    const values = this.values;
    for (let i = 0; i < count; i++) {
      const option: unknown = moves[i];
      // An integer below this position (the usual option) has its value already: every position
      // below the one being filled is valued. Anything else is read the long way.
      let value: number;
      if ((option as number) >>> 0 === option && (option as number) < position) value = values[option as number];
      else if ((value = orderedValue(values, option, position)) < 0) return -1;
      // A value past the end of `seen` is dropped, as typed arrays drop such writes: the mex is at
      // most `count`, which the array always holds.
      seen[value] = stamp;
    }
    let mex = 0;
    while (seen[mex] === stamp) mex++;
    return mex;
  }

  /** The same from the options the game's writeMoves writes into a reused buffer (no allocation). */
  private writtenMex(position: number, writer: NonNullable<Game<P>['writeMoves']>): number {
    let count = writer.call(this.game, position as P, this.written);
    if (count > this.written.length) {
      this.written = new Int32Array(2 * count);
      count = writer.call(this.game, position as P, this.written);
    }
    const written = this.written;
    if (this.writerChecks > 0) this.checkWriter(position, written.subarray(0, count));
    const seen = this.seenFor(count);
    const stamp = this.nextStamp();
    const values = this.values;
    for (let i = 0; i < count; i++) {
      const option = written[i];
      if (!(option >= 0 && option < position)) return -1;
      const value = values[option];
      if (value <= count) seen[value] = stamp;
    }
    let mex = 0;
    while (seen[mex] === stamp) mex++;
    return mex;
  }

  /** writeMoves must give the options moves gives: compared on the first positions filled. */
  private checkWriter(position: number, written: Int32Array): void {
    this.writerChecks--;
    const listed = Array.from(this.game.moves(position as P));
    const sorted = written.slice().sort();
    const same =
      listed.length === sorted.length &&
      listed.every((o) => typeof o === 'number') &&
      (listed as number[]).sort((a, b) => a - b).every((o, i) => o === sorted[i]);
    if (!same)
      throw new Error(
        `writeMoves(${position}) writes [${Array.from(written).join(', ')}] but moves(${position}) gives ${JSON.stringify(listed)}`,
      );
  }

  private seenFor(count: number): Int32Array {
    if (count + 1 >= this.seen.length) this.seen = new Int32Array(2 * (count + 1));
    return this.seen;
  }

  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
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
    const count = end - start;
    const seen = this.seenFor(count);
    const stamp = this.nextStamp();
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
    let mex = 0;
    while (seen[mex] === stamp) mex++;
    return mex;
  }

  private reserve(entries: number): void {
    if (this.optionTop + entries <= this.options.length) return;
    const bigger = new Int32Array(Math.max(2 * this.options.length, this.optionTop + entries));
    bigger.set(this.options);
    this.options = bigger;
  }

  private growValues(slot: number): void {
    const bigger = new Int32Array(Math.max(2 * this.values.length, slot + 1, this.index.size)).fill(UNKNOWN);
    bigger.set(this.values);
    this.values = bigger;
  }

  private growFrames(): void {
    const grow = (array: Int32Array) => {
      const bigger = new Int32Array(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    this.frameSlot = grow(this.frameSlot);
    this.frameStart = grow(this.frameStart);
    this.frameCursor = grow(this.frameCursor);
  }
}

/**
 * The value of an option all of whose positions are integers below `position` (so valued when
 * filling bottom-up): one of them, or the XOR over a sum of them; −1 for any other option.
 */
function orderedValue(values: Int32Array, option: unknown, position: number): number {
  if (!(option instanceof Sum)) return -1;
  let value = 0;
  for (const component of option.components as readonly unknown[]) {
    if (!((component as number) >>> 0 === component && (component as number) < position)) return -1;
    value ^= values[component as number];
  }
  return value;
}
