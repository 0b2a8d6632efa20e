import { evaluateAcyclic, type AcyclicEvaluation } from '../core/acyclic.js';
import type { Key } from '../core/game.js';
import { MisereSearchLimitError } from './misereSearchLimitError.js';

/**
 * A game given by its own move graph: whole positions, not sums. Misère play of games that are not
 * disjoint sums of their parts (a coin row, where turning a coin twice cancels; a Hackenbush graph)
 * must be searched on this graph, since misère play has no value per part (Winning Ways ch. 13;
 * Conway, On Numbers and Games, ch. 12).
 */
export interface MisereGraph<S> {
  /** Equal for positions with the same moves (the memo's key). */
  key(position: S): Key;
  followers(position: S): readonly S[];
  /** A position for people, for the error if the graph has a cycle. */
  describe(position: S): string;
}

/**
 * The misère outcome (the player who makes the last move loses; the player with no move wins) of
 * positions of one game, by exhaustive search of its move graph: iterative (an explicit stack, so no
 * depth limit) and memoised across questions in this object, which the caller holds. A question
 * that needs more than `stateLimit` positions not already known throws MisereSearchLimitError, so a
 * page can say "too large" instead of hanging; what was learnt on the way is kept (every stored
 * outcome is exact), so a later question may find more already known.
 */
export class BoundedMisereSearch<S> {
  private readonly moverWinsByKey = new Map<Key, boolean>();
  private readonly spec: AcyclicEvaluation<S, boolean>;
  /** Positions expanded by the question being answered. */
  private expanded = 0;

  constructor(
    graph: MisereGraph<S>,
    readonly stateLimit: number,
  ) {
    this.spec = {
      key: (position) => graph.key(position),
      dependencies: (position) => {
        if (++this.expanded > this.stateLimit) throw new MisereSearchLimitError(this.stateLimit);
        return graph.followers(position);
      },
      // Misère: no move means the mover has won; else the mover wins iff some move leaves a loss.
      combine: (_position, followers, valueOf) => followers.length === 0 || followers.some((f) => !valueOf(f)),
      describe: (position) => graph.describe(position),
    };
  }

  /** Whether the player to move wins `position` under misère play. */
  moverWins(position: S): boolean {
    this.expanded = 0;
    return evaluateAcyclic(position, this.spec, this.moverWinsByKey);
  }

  /** Positions whose outcome is known. */
  get known(): number {
    return this.moverWinsByKey.size;
  }
}
