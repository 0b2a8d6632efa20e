import { evaluateAcyclic, type AcyclicEvaluation } from '../core/acyclic.js';
import { NimlabError } from '../core/errors.js';
import { formatPosition, isSum, type Game, type Key, type Outcome } from '../core/game.js';

/**
 * Every-SG games: on each turn a player must move in every component that is not over. A
 * component's remoteness is how long it lasts under the strategy that matters there: the winner
 * ends it as soon as possible, the loser drags it out. Odd remoteness means the player to move
 * wins that component; the component that lasts longest decides the whole game.
 */
export class RemotenessSolver<P> {
  private readonly memo = new Map<Key, number>();
  private readonly spec: AcyclicEvaluation<P, number>;

  constructor(readonly game: Game<P>) {
    this.spec = {
      key: (position) => game.key(position),
      dependencies: (position) => this.options(position),
      combine: (_position, options, valueOf) => remotenessFrom(options.map(valueOf)),
      describe: (position) => formatPosition(game, position),
    };
  }

  remoteness(position: P): number {
    return evaluateAcyclic(position, this.spec, this.memo);
  }

  private options(position: P): P[] {
    const options: P[] = [];
    for (const option of this.game.moves(position)) {
      if (isSum(option)) {
        throw new NimlabError(`remoteness needs moves to single positions; ${formatPosition(this.game, position)} has a move to a sum`);
      }
      options.push(option);
    }
    return options;
  }
}

/**
 * Remoteness from the options' remotenesses: 0 with no option; if some option has even
 * remoteness (a loss for the opponent), win fastest through the smallest such; else lose slowest.
 */
export function remotenessFrom(optionRemoteness: readonly number[]): number {
  if (optionRemoteness.length === 0) return 0;
  let fastestWin = Infinity;
  let slowestLoss = 0;
  for (const r of optionRemoteness) {
    if (r % 2 === 0) fastestWin = Math.min(fastestWin, r);
    else slowestLoss = Math.max(slowestLoss, r);
  }
  return fastestWin !== Infinity ? fastestWin + 1 : slowestLoss + 1;
}

/** Outcome of an Every-SG sum: N iff the largest component remoteness is odd. */
export function everySgOutcome<P>(game: Game<P>, components: readonly P[], solver = new RemotenessSolver(game)): Outcome {
  const longest = components.reduce((max, c) => Math.max(max, solver.remoteness(c)), 0);
  return longest % 2 === 1 ? 'N' : 'P';
}
