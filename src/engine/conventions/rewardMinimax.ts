import { evaluateAcyclic, type AcyclicEvaluation } from '../core/acyclic.js';
import { formatPosition, type Key } from '../core/game.js';

/** A move of a game with rewards: where it leads and what the maximiser scores on the way. */
export interface RewardMove<P> {
  to: P;
  reward: number;
}

/**
 * A zero-sum game that scores along the way: each move adds its reward to the maximiser's total
 * (the minimiser's loss), and the game ends, adding nothing more, at a position with no move. The
 * value of a position is the total the maximiser can secure from there. Unlike a PayoffGame, the
 * score so far is not part of the position, so positions reached with different scores share one
 * memo entry.
 */
export interface RewardGame<P> {
  moves(position: P): Iterable<RewardMove<P>>;
  key(position: P): Key;
  maximizerToMove(position: P): boolean;
  format?(position: P): string;
}

/**
 * Values of a reward game by memoized minimax, evaluated iteratively (no recursion limit):
 * value(p) = best over moves of reward + value(target), 0 when there is no move. Rewards should be
 * integers (or dyadic fractions) so that sums stay exact.
 */
export class RewardMinimaxSolver<P> {
  private readonly memo = new Map<Key, number>();
  /** Moves generated for positions under evaluation, until their value is combined. */
  private readonly pending = new Map<Key, RewardMove<P>[]>();
  private readonly spec: AcyclicEvaluation<P, number>;

  constructor(readonly game: RewardGame<P>) {
    this.spec = {
      key: (position) => game.key(position),
      dependencies: (position) => {
        const moves = Array.from(game.moves(position));
        this.pending.set(game.key(position), moves);
        return moves.map((move) => move.to);
      },
      combine: (position, _targets, valueOf) => {
        const key = game.key(position);
        const moves = this.pending.get(key)!;
        this.pending.delete(key);
        if (moves.length === 0) return 0;
        const maximize = game.maximizerToMove(position);
        let best = maximize ? -Infinity : Infinity;
        for (const move of moves) {
          const value = move.reward + valueOf(move.to);
          if (maximize ? value > best : value < best) best = value;
        }
        return best;
      },
      describe: (position) => formatPosition({ key: game.key, moves: () => [], format: game.format }, position),
    };
  }

  value(position: P): number {
    return evaluateAcyclic(position, this.spec, this.memo);
  }
}

export function rewardMinimaxValue<P>(game: RewardGame<P>, position: P): number {
  return new RewardMinimaxSolver(game).value(position);
}
