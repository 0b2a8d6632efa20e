import { cycleError } from '../core/errors.js';
import { componentsOf, formatPosition, Sum, type Game, type Option } from '../core/game.js';
import { MexScratch } from '../core/mex.js';
import { IN_PROGRESS, KeyedMemo, UNKNOWN, type PositionMemo } from '../core/memo.js';

/** What a cycle stops, as the cycle error of both Grundy solvers says it. */
export const GRUNDY_BY_RECURSION = 'Grundy values by plain recursion';

/** Marks 'no component needs a value' without colliding with any position. */
const NONE: unique symbol = Symbol('none');

/** One position on the explicit evaluation stack, with its options once generated. */
interface Frame<P> {
  position: P;
  options: Option<P>[] | null;
  /** Options before this index are known to have every component valued. */
  cursor: number;
}

/** What the analyses need from a solver: values of positions, sums and options. */
export interface GrundyValues<P> {
  grundy(position: P): number;
  grundyOfSum(components: Iterable<P>): number;
  optionValue(option: Option<P>): number;
  /** Number of positions evaluated so far. */
  readonly evaluated: number;
}

/**
 * Sprague–Grundy values of an acyclic impartial game, straight from the definition: a position's
 * value is the mex of its options' values, an option that is a sum has the XOR of its components'
 * values. Evaluation uses an explicit stack, so a chain of millions of positions is fine. This is
 * the plain reference; FastGrundySolver (fastGrundy.ts) computes the same values faster.
 */
export class GrundySolver<P> implements GrundyValues<P> {
  private readonly mexScratch = new MexScratch();

  constructor(
    readonly game: Game<P>,
    private readonly memo: PositionMemo<P> = new KeyedMemo(game),
  ) {}

  /** Number of positions evaluated so far. */
  get evaluated(): number {
    return this.memo.size;
  }

  grundy(position: P): number {
    const known = this.memo.get(position);
    if (known >= 0) return known;
    this.evaluate(position);
    return this.memo.get(position);
  }

  /** Value of a disjunctive sum: the XOR of its components' values. */
  grundyOfSum(components: Iterable<P>): number {
    let value = 0;
    for (const component of components) value ^= this.grundy(component);
    return value;
  }

  /** Value of one option (a position or a sum of positions). */
  optionValue(option: Option<P>): number {
    return this.grundyOfSum(componentsOf(option));
  }

  private evaluate(root: P): void {
    const stack: Frame<P>[] = [{ position: root, options: null, cursor: 0 }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame.options === null) {
        if (this.memo.get(frame.position) >= 0) {
          stack.pop();
          continue;
        }
        this.memo.set(frame.position, IN_PROGRESS);
        const moves = this.game.moves(frame.position);
        frame.options = Array.isArray(moves) ? moves : Array.from(moves);
        if (this.pushUnknownComponents(frame, stack)) continue;
      } else if (this.pushUnknownComponents(frame, stack)) {
        continue;
      }
      this.memo.set(frame.position, this.mexOfOptions(frame.options));
      stack.pop();
    }
  }

  /** Pushes the first option component not yet valued; false when every component has a value. */
  private pushUnknownComponents(frame: Frame<P>, stack: Frame<P>[]): boolean {
    const options = frame.options!;
    for (; frame.cursor < options.length; frame.cursor++) {
      const option = options[frame.cursor];
      // Plain positions are checked without building a one-element component list (hot path).
      const unknown = option instanceof Sum ? this.firstUnknown(option.components) : this.isUnknown(option) ? option : NONE;
      if (unknown !== NONE) {
        stack.push({ position: unknown as P, options: null, cursor: 0 });
        return true;
      }
    }
    return false;
  }

  private firstUnknown(components: readonly P[]): P | typeof NONE {
    for (const component of components) if (this.isUnknown(component)) return component;
    return NONE;
  }

  /** True when the position still needs a value; a position under evaluation means a cycle. */
  private isUnknown(position: P): boolean {
    const state = this.memo.get(position);
    if (state === IN_PROGRESS) {
      throw cycleError(formatPosition(this.game, position), GRUNDY_BY_RECURSION);
    }
    return state === UNKNOWN;
  }

  private mexOfOptions(options: Option<P>[]): number {
    for (const option of options) {
      if (option instanceof Sum) {
        let value = 0;
        for (const component of option.components) value ^= this.memo.get(component);
        this.mexScratch.add(value);
      } else {
        this.mexScratch.add(this.memo.get(option));
      }
    }
    return this.mexScratch.takeMex();
  }
}
