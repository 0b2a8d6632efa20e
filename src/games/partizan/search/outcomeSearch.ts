import type { PartizanRules } from '../partizanRules.js';
import type { PartizanValues } from '../partizanValue.js';
import { SearchClock } from './searchClock.js';
import type { OutcomeResult, SearchOptions, StarterResult } from './searchOptions.js';
import { outcomeOf } from './searchOptions.js';

/** How the generic search values regions. */
export interface OutcomeSearchOptions<P> extends SearchOptions {
  /**
   * Regions for which this holds are valued exactly (canonical forms, through the caller's
   * PartizanValues and its table) instead of searched; default: none.
   */
  readonly valueRegion?: (region: P) => boolean;
}

/**
 * A node of the search: the regions still searched move by move, and the canonical sum of the
 * regions small enough to value (an id of the values' store, whose options are its moves).
 */
interface Sum<P> {
  readonly searched: readonly P[];
  readonly valued: number;
}

/** One position on the explicit stack: its moves (sums), the next to try, its table key. */
interface Frame<P> {
  readonly key: string;
  readonly side: 0 | 1;
  readonly children: Sum<P>[];
  next: number;
}

/**
 * Who wins a partizan position with each player to move, by a boolean negamax over its regions
 * with CGT inside (the approach of Breuker, Uiterwijk and van den Herik 2000, and of Bullock's
 * Obsequi (2002), whose Domineering search splits a board into independent regions):
 *
 * - a position is the sum of its regions (`rules.regions`); small regions are replaced by their
 *   canonical value, all of them added into one game of the store (so equal sub-positions, in
 *   any arrangement, are one node, and dominated and reversible options of the small part are gone);
 * - a position whose regions are all valued is decided without search: its sum's outcome class
 *   (sums of numbers included: their sum is a number whose sign decides);
 * - a transposition table by the sorted region keys and the valued sum.
 *
 * The walk is iterative (no stack overflow however long the game) and obeys the options' time
 * limit, stop request and progress callback. The Domineering fast path is DomineeringSearch.
 */
export class OutcomeSearch<P> {
  private readonly table = new Map<string, boolean>();
  private clock: SearchClock;
  /** Positions visited by this object's searches. */
  nodes = 0;
  private starter: 'left' | 'right' = 'left';
  private rootMovesDone = 0;
  private rootMoves = 0;

  constructor(
    readonly rules: PartizanRules<P>,
    readonly values: PartizanValues<P>,
    private readonly options: OutcomeSearchOptions<P> = {},
  ) {
    this.clock = new SearchClock(options);
  }

  /** The outcome class (both starters) and a winning first move for each starter that wins. */
  outcome(position: P): OutcomeResult<P> {
    this.clock = new SearchClock(this.options);
    const leftFirst = this.searchFrom(position, 0);
    const rightFirst = this.searchFrom(position, 1);
    return { outcome: outcomeOf(leftFirst.wins, rightFirst.wins), leftFirst, rightFirst, nodes: this.nodes };
  }

  private searchFrom(position: P, side: 0 | 1): StarterResult<P> {
    this.starter = side === 0 ? 'left' : 'right';
    const before = this.nodes;
    this.nodes++;
    const options = side === 0 ? this.rules.leftOptions(position) : this.rules.rightOptions(position);
    this.rootMoves = options.length;
    for (let k = 0; k < options.length; k++) {
      this.rootMovesDone = k;
      if (!this.wins(this.sumOf([options[k]!], this.values.games.zero), side === 0 ? 1 : 0))
        return { wins: true, move: options[k]!, nodes: this.nodes - before };
    }
    return { wins: false, nodes: this.nodes - before };
  }

  /** Whether `side` (0 Left, 1 Right), to move in `root`, wins. */
  private wins(root: Sum<P>, side: 0 | 1): boolean {
    const stack: Frame<P>[] = [];
    // The answer of the node last decided, for the frame on top: whether its mover won.
    let answer = this.open(root, side, stack);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (answer === false) {
        // The child's mover (the opponent) loses: this node wins.
        this.table.set(top.key, true);
        stack.pop();
        answer = true;
        continue;
      }
      if (answer === true) top.next++;
      if (top.next === top.children.length) {
        this.table.set(top.key, false);
        stack.pop();
        answer = false;
        continue;
      }
      answer = this.open(top.children[top.next]!, top.side === 0 ? 1 : 0, stack);
    }
    return answer!;
  }

  /** Decides a node at once (valued, known) or pushes its frame (undefined). */
  private open(sum: Sum<P>, side: 0 | 1, stack: Frame<P>[]): boolean | undefined {
    const nodes = ++this.nodes;
    if ((nodes & this.clock.mask) === 0) this.clock.check(nodes, this.starter, this.rootMovesDone, this.rootMoves);
    const games = this.values.games;
    if (sum.searched.length === 0) {
      const outcome = games.outcome(sum.valued);
      return outcome === 'N' || outcome === (side === 0 ? 'L' : 'R');
    }
    const key = `${side}${sum.valued}:${sum.searched
      .map((region) => this.rules.key(region))
      .sort()
      .join(',')}`;
    const known = this.table.get(key);
    if (known !== undefined) return known;
    stack.push({ key, side, children: this.moves(sum, side), next: 0 });
    return undefined;
  }

  /** The sums one move of `side` reaches: a move in one searched region, or in the valued sum. */
  private moves(sum: Sum<P>, side: 0 | 1): Sum<P>[] {
    const games = this.values.games;
    const children: Sum<P>[] = [];
    sum.searched.forEach((region, which) => {
      const others = sum.searched.filter((_, at) => at !== which);
      for (const option of side === 0 ? this.rules.leftOptions(region) : this.rules.rightOptions(region)) {
        children.push(this.sumOf([...others, option], sum.valued));
      }
    });
    for (const option of side === 0 ? games.leftOptions(sum.valued) : games.rightOptions(sum.valued)) {
      children.push({ searched: sum.searched, valued: option });
    }
    return children;
  }

  /** The positions split into regions, the small ones valued and added to `valued`. */
  private sumOf(positions: readonly P[], valued: number): Sum<P> {
    const games = this.values.games;
    const searched: P[] = [];
    let total = valued;
    for (const position of positions) {
      for (const region of this.rules.regions?.(position) ?? [position]) {
        if (this.options.valueRegion?.(region) === true) total = games.add(total, this.values.value(region));
        else searched.push(region);
      }
    }
    return { searched, valued: total };
  }
}
