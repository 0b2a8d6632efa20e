import { CycleError } from './errors.js';
import { componentsOf, formatPosition, type Game, type Option } from './game.js';
import { MexScratch } from './mex.js';
import { IN_PROGRESS, KeyedMemo, UNKNOWN, type PositionMemo } from './memo.js';

/** One position on the explicit evaluation stack, with its options once generated. */
interface Frame<P> {
  position: P;
  options: Option<P>[] | null;
  /** Options before this index are known to have every component valued. */
  cursor: number;
}

/**
 * Sprague–Grundy values of an acyclic impartial game, straight from the definition: a position's
 * value is the mex of its options' values, an option that is a sum has the XOR of its components'
 * values. Evaluation uses an explicit stack, so a chain of millions of positions is fine.
 */
export class GrundySolver<P> {
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
        frame.options = Array.from(this.game.moves(frame.position));
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
      for (const component of componentsOf(options[frame.cursor])) {
        const state = this.memo.get(component);
        if (state === UNKNOWN) {
          stack.push({ position: component, options: null, cursor: 0 });
          return true;
        }
        if (state === IN_PROGRESS) {
          throw new CycleError(
            `position ${formatPosition(this.game, component)} can be reached from itself: ` +
              'the game has cycles, so Grundy values by plain recursion do not apply (use retrograde analysis)',
          );
        }
      }
    }
    return false;
  }

  private mexOfOptions(options: Option<P>[]): number {
    for (const option of options) {
      let value = 0;
      for (const component of componentsOf(option)) value ^= this.memo.get(component);
      this.mexScratch.add(value);
    }
    return this.mexScratch.takeMex();
  }
}
