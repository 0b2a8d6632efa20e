import type { Game, Option, Outcome, SumMove } from '../core/game.js';

export type { SumMove } from '../core/game.js';
import { GrundySolver, type GrundyValues } from './grundy.js';

/** Everything normal play says about a disjunctive sum of positions. */
export interface Analysis<P> {
  outcome: Outcome;
  grundy: number;
  /** Grundy value of each component, in input order. */
  componentValues: number[];
  /** Every move that leaves a sum of value 0, in component then generation order. */
  winningMoves: SumMove<P>[];
}

export function outcomeOfValue(grundy: number): Outcome {
  return grundy === 0 ? 'P' : 'N';
}

/**
 * Analyses a sum of components by the Sprague–Grundy theorem: the sum's value is the XOR of the
 * components' values, and a move in component i wins iff it leads to value (total XOR g_i).
 */
export function analyzeSum<P>(game: Game<P>, components: readonly P[], solver: GrundyValues<P> = new GrundySolver(game)): Analysis<P> {
  const componentValues = components.map((c) => solver.grundy(c));
  const grundy = componentValues.reduce((acc, g) => acc ^ g, 0);
  const winningMoves: SumMove<P>[] = [];
  if (grundy !== 0) {
    components.forEach((component, index) => {
      const target = grundy ^ componentValues[index];
      for (const option of game.moves(component)) {
        if (solver.optionValue(option) === target) winningMoves.push({ component: index, option });
      }
    });
  }
  return { outcome: outcomeOfValue(grundy), grundy, componentValues, winningMoves };
}

/** Analysis of a single position. */
export function analyze<P>(game: Game<P>, position: P, solver?: GrundyValues<P>): Analysis<P> {
  return analyzeSum(game, [position], solver);
}

export function outcome<P>(game: Game<P>, position: P, solver: GrundyValues<P> = new GrundySolver(game)): Outcome {
  return outcomeOfValue(solver.grundy(position));
}

/** The options of one position that leave the opponent in a P-position. */
export function winningMoves<P>(game: Game<P>, position: P, solver: GrundyValues<P> = new GrundySolver(game)): Option<P>[] {
  return analyze(game, position, solver).winningMoves.map((move) => move.option);
}
