import { CycleError } from './errors.js';
import { formatPosition, Sum, type Game, type Option } from './game.js';
import type { GrundyValues } from './grundy.js';
import { IN_PROGRESS, UNKNOWN } from './memo.js';
import type { SlotIndex } from './slotIndex.js';

/**
 * The same values as GrundySolver (which stays the plain reference), computed for speed: positions
 * are numbered by a SlotIndex and their values kept in an Int32Array; the evaluation stack and the
 * options of every position on it live in reusable typed arrays (an option is its slot, a sum is
 * a header −1−k followed by its k component slots); the mex uses a stamped array that is never
 * cleared. Per position evaluated the only allocation is whatever the game's `moves` allocates.
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

  constructor(
    readonly game: Game<P>,
    private readonly index: SlotIndex<P>,
  ) {
    this.values = new Int32Array(Math.max(16, index.size)).fill(UNKNOWN);
    this.remember = index.positionOf === undefined;
  }

  /** Number of positions valued so far. */
  get evaluated(): number {
    return this.valued;
  }

  grundy(position: P): number {
    const slot = this.slot(position);
    if (this.values[slot] < 0) this.evaluate(slot, position);
    return this.values[slot];
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
      throw new CycleError(
        `position ${formatPosition(this.game, this.positionAt(at))} can be reached from itself: ` +
          'the game has cycles, so Grundy values by plain recursion do not apply (use retrograde analysis)',
      );
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
    const moves = this.game.moves(position);
    if (Array.isArray(moves)) {
      for (let i = 0; i < moves.length; i++) this.addOption(moves[i] as Option<P>);
    } else {
      for (const option of moves) this.addOption(option);
    }
    return depth + 1;
  }

  private addOption(option: Option<P>): void {
    if (option instanceof Sum) {
      const { components } = option;
      this.reserve(components.length + 1);
      const header = this.optionTop++;
      this.options[header] = -1 - components.length;
      for (let i = 0; i < components.length; i++) this.addEntry(components[i]);
    } else {
      this.reserve(1);
      this.addEntry(option);
    }
  }

  private addEntry(position: P): void {
    const at = this.optionTop++;
    this.options[at] = this.slot(position);
    if (this.remember) this.optionPositions[at] = position;
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
    if (count + 1 >= this.seen.length) this.seen = new Int32Array(2 * (count + 1));
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    const seen = this.seen;
    const stamp = ++this.stamp;
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
