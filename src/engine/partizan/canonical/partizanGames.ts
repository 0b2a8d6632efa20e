import { Dyadic } from '../numbers/dyadic.js';
import { add, negate, subtract } from './arithmetic.js';
import { canonicalize } from './canonicalize.js';
import { equal, lessOrEqual } from './comparison.js';
import { GameStore } from './gameStore.js';
import type { StoreLimits } from './gameStore.js';
import { numberUpStarGame } from './numberUpStarGames.js';

/** Normal-play outcome classes (*Winning Ways* vol. 1 ch. 1; Siegel 2013, ch. I): who wins. */
export type OutcomeClass = 'L' | 'R' | 'N' | 'P';

/** How two games compare: < , >, = or ‖ (confused, fuzzy). */
export type Comparison = '<' | '>' | '=' | '||';

/**
 * The front of the partizan engine: short games as ids of one store the caller holds, built from
 * options, numbers, nimbers and ups, added, negated and compared. Every id it returns is a
 * canonical game, so `g === h` is equality of games.
 */
export class PartizanGames {
  /** @internal the hash-consed store behind the ids (its tables are the engine's own). */
  readonly store: GameStore;
  readonly zero: number;

  constructor(limits: StoreLimits = {}) {
    this.store = new GameStore(limits);
    this.zero = this.store.number(Dyadic.ZERO);
  }

  /** The canonical form of {left | right}; the options must be ids of this store. */
  game(left: readonly number[], right: readonly number[]): number {
    return canonicalize(this.store, left, right);
  }

  number(value: Dyadic): number {
    return this.store.number(value);
  }

  integer(value: bigint | number): number {
    return this.store.number(Dyadic.integer(value));
  }

  nimber(n: number): number {
    return numberUpStarGame(this.store, Dyadic.ZERO, 0, n);
  }

  /** x + n↑ + *m. */
  numberUpStar(x: Dyadic, up: number, nimber: number): number {
    return numberUpStarGame(this.store, x, up, nimber);
  }

  add(g: number, h: number): number {
    return add(this.store, g, h);
  }

  subtract(g: number, h: number): number {
    return subtract(this.store, g, h);
  }

  negate(g: number): number {
    return negate(this.store, g);
  }

  lessOrEqual(g: number, h: number): boolean {
    return lessOrEqual(this.store, g, h);
  }

  equal(g: number, h: number): boolean {
    return equal(this.store, g, h);
  }

  compare(g: number, h: number): Comparison {
    const below = lessOrEqual(this.store, g, h);
    const above = lessOrEqual(this.store, h, g);
    return below && above ? '=' : below ? '<' : above ? '>' : '||';
  }

  /** L: Left wins whoever starts (G > 0); R: Right does; P: the second player; N: the first. */
  outcome(g: number): OutcomeClass {
    const atLeastZero = lessOrEqual(this.store, this.zero, g);
    const atMostZero = lessOrEqual(this.store, g, this.zero);
    return atLeastZero && atMostZero ? 'P' : atLeastZero ? 'L' : atMostZero ? 'R' : 'N';
  }

  leftOptions(g: number): number[] {
    return this.store.leftOptions(g);
  }

  rightOptions(g: number): number[] {
    return this.store.rightOptions(g);
  }
}
