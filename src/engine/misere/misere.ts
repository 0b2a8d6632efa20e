import { evaluateAcyclic, type AcyclicEvaluation } from '../core/acyclic.js';
import { componentsOf, formatPosition, type Game, type Key, type Option, type Outcome, type SumMove } from '../core/game.js';

/**
 * Misère play by exhaustive search: the player who cannot move wins. Unlike normal play there is
 * no value per component, so the search runs over whole sums, each kept as a sorted multiset of
 * components; components with no move are dropped, as they can never change the play.
 */
export class MisereSolver<P> {
  private readonly optionsByKey = new Map<Key, Option<P>[]>();
  private readonly moverWins = new Map<Key, boolean>();
  private readonly spec: AcyclicEvaluation<P[], boolean>;

  constructor(readonly game: Game<P>) {
    this.spec = {
      key: (sum) => this.sumKey(sum),
      dependencies: (sum) => this.followers(sum).map((move) => move.result),
      combine: (_sum, followers, valueOf) => followers.length === 0 || followers.some((f) => !valueOf(f)),
      describe: (sum) => sum.map((c) => formatPosition(game, c)).join(' + '),
    };
  }

  /** N if the player to move in this sum wins under misère play, else P. */
  outcome(components: readonly P[]): Outcome {
    return evaluateAcyclic(this.normalize(components), this.spec, this.moverWins) ? 'N' : 'P';
  }

  /** Every move in the sum after which the opponent, to move, loses under misère play. */
  winningMoves(components: readonly P[]): SumMove<P>[] {
    const winning: SumMove<P>[] = [];
    components.forEach((component, index) => {
      for (const option of this.options(component)) {
        const rest = components.filter((_, i) => i !== index);
        if (this.outcome([...rest, ...componentsOf(option)]) === 'P') winning.push({ component: index, option });
      }
    });
    return winning;
  }

  private followers(sum: readonly P[]): { result: P[] }[] {
    const followers: { result: P[] }[] = [];
    sum.forEach((component, index) => {
      if (index > 0 && this.game.key(sum[index - 1]) === this.game.key(component)) return; // same moves as its twin
      for (const option of this.options(component)) {
        const result = [...sum.slice(0, index), ...sum.slice(index + 1), ...componentsOf(option)];
        followers.push({ result: this.normalize(result) });
      }
    });
    return followers;
  }

  private normalize(components: readonly P[]): P[] {
    const live = components.filter((c) => this.options(c).length > 0);
    return live.sort((a, b) => compareKeys(this.game.key(a), this.game.key(b)));
  }

  private options(component: P): Option<P>[] {
    const key = this.game.key(component);
    let options = this.optionsByKey.get(key);
    if (options === undefined) {
      options = Array.from(this.game.moves(component));
      this.optionsByKey.set(key, options);
    }
    return options;
  }

  private sumKey(sum: readonly P[]): string {
    return sum.map((c) => String(this.game.key(c))).join('|');
  }
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function misereOutcome<P>(game: Game<P>, components: readonly P[]): Outcome {
  return new MisereSolver(game).outcome(components);
}

export function misereWinningMoves<P>(game: Game<P>, components: readonly P[]): SumMove<P>[] {
  return new MisereSolver(game).winningMoves(components);
}
