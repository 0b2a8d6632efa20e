import type { Game, Outcome } from '../core/game.js';
import { GrundySolver } from '../normal/grundy.js';

/**
 * Anti-SG games: a sum played misère (whoever makes the last move loses), under the stipulation
 * that the game ends as soon as every component has Grundy value 0. The SJ theorem then decides
 * the sum from the components' normal-play values alone: the player to move wins iff
 *   (the XOR of the values is non-zero and some component has value > 1), or
 *   (the XOR is 0 and no component has value > 1).
 * Without the stipulation (components of value 0 that still have moves) the rule may fail; games
 * whose only value-0 positions are the finished ones (Nim, say) meet it by themselves.
 */
export function sjRule(values: Iterable<number>): Outcome {
  let total = 0;
  let someAboveOne = false;
  for (const value of values) {
    total ^= value;
    if (value > 1) someAboveOne = true;
  }
  const moverWins = total !== 0 ? someAboveOne : !someAboveOne;
  return moverWins ? 'N' : 'P';
}

/** The Anti-SG outcome of a sum: component values by the Grundy solver, then the SJ rule. */
export function antiSgOutcome<P>(game: Game<P>, components: readonly P[], solver = new GrundySolver(game)): Outcome {
  return sjRule(components.map((component) => solver.grundy(component)));
}
