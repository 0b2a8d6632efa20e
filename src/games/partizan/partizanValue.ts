import { NimlabError } from '../../engine/core/errors.js';
import type { PartizanGames } from '../../engine/partizan/index.js';
import type { PartizanRules } from './partizanRules.js';

/** One position on the solver's explicit stack: its children and how far they are valued. */
interface Frame<P> {
  readonly key: string;
  readonly children: P[];
  readonly childKeys: string[];
  /** Children before this index are Left options; from it on, Right options. -1: a sum of regions. */
  readonly leftCount: number;
  next: number;
  /** The value by the family's closed form, when it has one for this position. */
  readonly known?: number;
}

/**
 * The canonical value of positions of one ruleset (ONAG ch. 10; Siegel, *Combinatorial Game
 * Theory* (2013), ch. II): {canonical Left options | canonical Right options} simplified by the
 * engine's store, or the sum of the values of its independent regions. Values are kept by key on
 * this object, so a caller that holds it reuses every region it has seen; the walk is iterative,
 * so deep games do not overflow the stack.
 */
export class PartizanValues<P> {
  private readonly values = new Map<string, number>();

  constructor(
    readonly rules: PartizanRules<P>,
    readonly games: PartizanGames,
  ) {}

  /** How many positions (or symmetry classes) have been valued. */
  get size(): number {
    return this.values.size;
  }

  /** The id in `games` of the position's canonical form. */
  value(position: P): number {
    const rootKey = this.rules.key(position);
    const known = this.values.get(rootKey);
    if (known !== undefined) return known;
    const onStack = new Set<string>([rootKey]);
    const stack: Frame<P>[] = [this.frame(position, rootKey)];
    while (stack.length > 0) {
      // The store's clock: a time limit or a request to stop ends the walk with PartizanLimitError.
      this.games.store.tick();
      const top = stack[stack.length - 1]!;
      const pending = this.nextUnvalued(top);
      if (pending !== undefined) {
        const childKey = top.childKeys[pending]!;
        if (onStack.has(childKey))
          throw new NimlabError(`${this.rules.name}: position ${childKey} can be reached from itself, so it is not a short game`);
        onStack.add(childKey);
        stack.push(this.frame(top.children[pending]!, childKey));
        continue;
      }
      this.values.set(top.key, this.combine(top));
      onStack.delete(top.key);
      stack.pop();
    }
    return this.values.get(rootKey)!;
  }

  private frame(position: P, key: string): Frame<P> {
    const known = this.rules.knownValue?.(position, this.games);
    if (known !== undefined) return { key, children: [], childKeys: [], leftCount: 0, next: 0, known };
    const parts = this.rules.regions?.(position);
    if (parts !== undefined && parts.length > 1) {
      return { key, children: parts, childKeys: parts.map((part) => this.rules.key(part)), leftCount: -1, next: 0 };
    }
    const left = this.rules.leftOptions(position);
    const children = left.concat(this.rules.rightOptions(position));
    return { key, children, childKeys: children.map((child) => this.rules.key(child)), leftCount: left.length, next: 0 };
  }

  private nextUnvalued(frame: Frame<P>): number | undefined {
    while (frame.next < frame.children.length) {
      if (!this.values.has(frame.childKeys[frame.next]!)) return frame.next;
      frame.next += 1;
    }
    return undefined;
  }

  private combine(frame: Frame<P>): number {
    if (frame.known !== undefined) return frame.known;
    const ids = frame.childKeys.map((key) => this.values.get(key)!);
    if (frame.leftCount < 0) return ids.reduce((sum, id) => this.games.add(sum, id), this.games.zero);
    return this.games.game(ids.slice(0, frame.leftCount), ids.slice(frame.leftCount));
  }
}
