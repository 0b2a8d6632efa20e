import { Sum, type Game } from '../core/game.js';
import { StampedMex } from '../core/stampedMex.js';
import { looksDenselyOrdered } from './orderedProbe.js';

/**
 * A request at most this far above the valued prefix of the integers is filled bottom-up without
 * asking; a farther one only when looksDenselyOrdered says so (a walk of this many positions).
 */
const PROBE_POSITIONS = 4096;

/** What the bottom-up fill needs of the depth-first solver whose value array it fills. */
export interface DepthFirstValues {
  /** The value array, indexed by slot (−1 and below: no value yet); read again after `evaluate`, which may replace it. */
  values(): Int32Array;
  /** Values integer `position` (its own slot) depth first, with whatever options it has. */
  evaluate(position: number): void;
}

/**
 * The second way FastGrundySolver values positions, for games whose small integers are their own
 * slots: integer positions 0, 1, 2, … in order, each straight from the array `moves` returns (or
 * the options `writeMoves` writes into a reused buffer) while its options are integers below it (or
 * sums of them): no stack, no option buffer. A position with any other option is handed back to the
 * depth-first solver, which writes its value into the same array.
 */
export class BottomUpFill<P> {
  /** Every integer position below this has a value. */
  private valuedBelow = 0;
  /** Positions valued here (written into the solver's array), not by the depth-first solver. */
  private filledCount = 0;
  private readonly mex = new StampedMex();
  /** Where the game's writeMoves (if any) writes a position's options. */
  private written = new Int32Array(64);
  /** How many more positions to check writeMoves against moves on. */
  private writerChecks = 64;

  /** `direct`: integer positions below it are their own slots (FastGrundySolver's index says so). */
  constructor(
    private readonly game: Game<P>,
    private readonly direct: number,
    private readonly solver: DepthFirstValues,
  ) {}

  /** How many positions the fill has valued itself (FastGrundySolver.evaluated adds them). */
  get filled(): number {
    return this.filledCount;
  }

  /**
   * Whether to value integer `top` by filling every unvalued integer below it bottom-up: yes when
   * the gap is small, else when a short walk from `top` finds the integers below it mostly
   * reachable and every move going down (so the fill does little work the search would not).
   */
  fillsBottomUp(top: number): boolean {
    const values = this.solver.values();
    while (this.valuedBelow < this.direct && values[this.valuedBelow] >= 0) this.valuedBelow++;
    if (top - this.valuedBelow < PROBE_POSITIONS) return true;
    return looksDenselyOrdered(this.game as unknown as Game<number>, top, PROBE_POSITIONS);
  }

  /**
   * Values the integer positions from valuedBelow to limit-1 in increasing order. A position
   * whose options are all integers below it (or sums of them) takes the mex of values already
   * in the array; any other is valued depth first. `progress(p)` is called before each position
   * p that is a multiple of `every`.
   */
  fill(limit: number, progress?: (done: number) => void, every = 1): void {
    const writer = this.game.writeMoves;
    let report = progress ? Math.ceil(this.valuedBelow / every) * every : limit;
    // The solver's array, read again after each depth-first evaluation (which may grow it).
    let values = this.solver.values();
    for (let position = this.valuedBelow; position < limit; position++) {
      if (position === report) {
        progress!(position);
        report += every;
      }
      if (values[position] >= 0) continue;
      const value = writer ? this.writtenMex(values, position, writer) : this.orderedMex(values, position);
      if (value >= 0) {
        values[position] = value;
        this.filledCount++;
      } else {
        this.solver.evaluate(position);
        values = this.solver.values();
      }
    }
    if (limit > this.valuedBelow) this.valuedBelow = limit;
  }

  /** The mex of the options `moves` gives when all are integers below `position` (or sums of them), else −1. */
  private orderedMex(values: Int32Array, position: number): number {
    const returned = this.game.moves(position as P);
    const moves = Array.isArray(returned) ? returned : Array.from(returned);
    const count = moves.length;
    const { mex } = this;
    const stamp = mex.begin(count);
    const seen = mex.marks;
    for (let i = 0; i < count; i++) {
      const option: unknown = moves[i];
      // An integer below this position (the usual option) has its value already: every position
      // below the one being filled is valued. Anything else is read the long way.
      let value: number;
      if ((option as number) >>> 0 === option && (option as number) < position) value = values[option as number];
      else if ((value = orderedValue(values, option, position)) < 0) return -1;
      if (value <= count) seen[value] = stamp;
    }
    return mex.mex();
  }

  /** The same from the options the game's writeMoves writes into a reused buffer (no allocation). */
  private writtenMex(values: Int32Array, position: number, writer: NonNullable<Game<P>['writeMoves']>): number {
    let count = writer.call(this.game, position as P, this.written);
    if (count > this.written.length) {
      this.written = new Int32Array(2 * count);
      count = writer.call(this.game, position as P, this.written);
    }
    const written = this.written;
    if (this.writerChecks > 0) this.checkWriter(position, written.subarray(0, count));
    const { mex } = this;
    const stamp = mex.begin(count);
    const seen = mex.marks;
    for (let i = 0; i < count; i++) {
      const option = written[i];
      if (!(option >= 0 && option < position)) return -1;
      const value = values[option];
      if (value <= count) seen[value] = stamp;
    }
    return mex.mex();
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
