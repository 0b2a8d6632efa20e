import { evaluateAcyclic, type AcyclicEvaluation } from '../core/acyclic.js';
import { NimlabError } from '../core/errors.js';
import { formatPosition, isSum, type Game, type Key } from '../core/game.js';

/**
 * A zero-sum game with payoffs: when a position has no move the game ends with `payoff(position)`;
 * elsewhere the player to move picks an option, the maximiser the largest value, the other the
 * smallest. Values may be anything `compare` orders (numbers, bigints, sequences).
 */
export interface PayoffGame<P, V> extends Game<P> {
  payoff(position: P): V;
  maximizerToMove(position: P): boolean;
  /** Orders values; defaults to `<` on numbers and bigints. */
  compare?(a: V, b: V): number;
}

function defaultCompare<V>(a: V, b: V): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Minimax values with memoization, evaluated iteratively (no recursion limit). */
export class MinimaxSolver<P, V> {
  private readonly memo = new Map<Key, V>();
  private readonly spec: AcyclicEvaluation<P, V>;

  constructor(readonly game: PayoffGame<P, V>) {
    const compare = game.compare?.bind(game) ?? defaultCompare;
    this.spec = {
      key: (position) => game.key(position),
      dependencies: (position) => this.options(position),
      combine: (position, options, valueOf) => {
        if (options.length === 0) return game.payoff(position);
        const maximize = game.maximizerToMove(position);
        let best = valueOf(options[0]);
        for (let i = 1; i < options.length; i++) {
          const value = valueOf(options[i]);
          const order = compare(value, best);
          if (maximize ? order > 0 : order < 0) best = value;
        }
        return best;
      },
      describe: (position) => formatPosition(game, position),
    };
  }

  value(position: P): V {
    return evaluateAcyclic(position, this.spec, this.memo);
  }

  private options(position: P): P[] {
    const options: P[] = [];
    for (const option of this.game.moves(position)) {
      if (isSum(option)) throw new NimlabError('minimax needs moves to single positions, not sums');
      options.push(option);
    }
    return options;
  }
}

export function minimaxValue<P, V>(game: PayoffGame<P, V>, position: P): V {
  return new MinimaxSolver(game).value(position);
}
