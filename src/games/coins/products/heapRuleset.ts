/**
 * A heap ruleset in CGSuite's sense: heaps are integers and an option of a heap is a sum of heaps
 * (the empty list is the finished game). Products of games (acrostic.ts) are defined on these, so
 * a coin-turning row and a take-and-break code meet here: a heads coin c is a heap whose options
 * are the other coins of each set the rule lets c turn (coin-turning theorem, theorem.ts).
 */
import { componentsOf } from '../../../engine/core/game.js';
import { takeBreakGame, type TakeBreakCode } from '../../heap/index.js';
import type { CoinRowRule } from '../turnRule.js';

export interface HeapRuleset {
  name: string;
  /** The least heap: coin 1 for a coin row, heap 0 for a take-and-break code. */
  first: number;
  /** Every option of heap n, each the list of heaps it leaves. */
  options(heap: number): Iterable<readonly number[]>;
}

/** A coin row as a heap ruleset: heap c is one heads coin c. */
export function coinRowRuleset(rule: CoinRowRule): HeapRuleset {
  return {
    name: rule.name,
    first: rule.firstCoin,
    *options(coin) {
      // The rows products take (codes, Ruler, Mock Turtles, Twins) turn no coin right of the
      // distinguished one, so `coin` is the last coin a set can reach.
      for (const set of rule.turnSets(coin, coin)) yield set.filter((other) => other !== coin);
    },
  };
}

/** A take-and-break code as a heap ruleset. */
export function takeBreakRuleset(code: TakeBreakCode, name: string): HeapRuleset {
  const game = takeBreakGame(code);
  return {
    name,
    first: 0,
    *options(heap) {
      for (const option of game.moves(heap)) yield componentsOf(option);
    },
  };
}
