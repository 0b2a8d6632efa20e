import type { PartizanGames } from '../canonical/partizanGames.js';
import { Dyadic } from '../numbers/dyadic.js';

/** Which family of uptimals: ^<n> (up-nth) or ^[n] (Conway's ↑ + ↑² + … + ↑ⁿ). */
export type UptimalKind = '<>' | '[]';

/** x + (±)^<n> + *m or x + (±)^[n] + *m, n ≥ 2 (n = 1 is ↑, a number-up-star). */
export interface NamedUptimal {
  readonly number: Dyadic;
  readonly kind: UptimalKind;
  readonly sign: 1 | -1;
  readonly order: number;
  readonly nimber: number;
}

/** The largest n for which ^<n> and ^[n] are recognised when printing. */
export const MAX_UPTIMAL_ORDER = 8;

/**
 * Builds and recognises the uptimals CGSuite names (Siegel, *Combinatorial Game Theory* (2013),
 * ch. II.4 "uptimals"; Conway ONAG ch. 16 for ↑ⁿ): ↑^1 = ↑, ↑^(n+1) = {0 | ↓^n *} printed `^<n>`,
 * and ↑^[1] = ↑, ↑^[n] = {↑^[n−1] | *} printed `^[n]`. The games built are kept here, for the
 * caller's store.
 */
export class Uptimals {
  private readonly built = new Map<string, number>();

  constructor(private readonly games: PartizanGames) {}

  /** ^<n> (kind '<>') or ^[n] (kind '[]'), n ≥ 1. */
  game(kind: UptimalKind, order: number): number {
    const key = `${kind}${order}`;
    const known = this.built.get(key);
    if (known !== undefined) return known;
    const games = this.games;
    const up = games.numberUpStar(Dyadic.ZERO, 1, 0);
    const star = games.nimber(1);
    let current = up;
    for (let n = 2; n <= order; n += 1) {
      current = kind === '<>' ? games.game([games.zero], [games.add(games.negate(current), star)]) : games.game([current], [star]);
      this.built.set(`${kind}${n}`, current);
    }
    this.built.set(key, current);
    return current;
  }

  /** x + (±)^<n> / ^[n] + *m when the game is one (n ≤ MAX_UPTIMAL_ORDER), given its number x. */
  recognise(id: number, number: Dyadic): NamedUptimal | undefined {
    const games = this.games;
    const infinitesimal = games.subtract(id, games.number(number));
    for (let order = 2; order <= MAX_UPTIMAL_ORDER; order += 1) {
      for (const kind of ['<>', '[]'] as const) {
        for (const sign of [1, -1] as const) {
          const base = sign === 1 ? this.game(kind, order) : games.negate(this.game(kind, order));
          const rest = games.store.numberUpStar(games.subtract(infinitesimal, base));
          if (rest !== undefined && rest.up === 0 && rest.number.isZero()) return { number, kind, sign, order, nimber: rest.nimber };
        }
      }
    }
    return undefined;
  }
}
