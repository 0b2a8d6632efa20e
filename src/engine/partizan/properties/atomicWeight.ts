import { bottomUp } from '../canonical/bottomUp.js';
import type { PartizanGames } from '../canonical/partizanGames.js';
import { Dyadic } from '../numbers/dyadic.js';
import { ordinalSum } from '../notation/parser.js';
import type { Uptimals } from '../notation/uptimals.js';
import type { NortonProducts } from '../products/nortonProducts.js';
import { stops } from '../temperature/stops.js';
import type { Stops } from '../temperature/stops.js';

/**
 * Atomic weight (*Winning Ways* vol. 1 ch. 8, "the atomic weight calculus"; Siegel,
 * *Combinatorial Game Theory* (2013), §II.7; CGSuite's `AtomicWeight`): the W with G ~ W.↑, where
 * G ~ H when G + X + *m and H + X + *m have the same outcome for every X and every large enough m.
 *
 * Norton's rule: aw(x + n↑ + *m) = n, and otherwise aw(G) = G₀ = {aw(G^L) − 2 | aw(G^R) + 2}
 * unless G₀ is an integer; then, with *N the far star (N one more than the largest nimber among
 * G's followers), the exceptions: if G < *N, the least integer n ⧐ every aw(G^L) − 2 (0 when Left
 * has no move); if G > *N, the greatest integer n ⧏ every aw(G^R) + 2 (0 when Right has none).
 *
 * It exists for every all-small game (an uptimal gets its first coefficient). For another
 * infinitesimal the rule's answer W is kept only when G − W.↑ lies between ±(↑* + *2^k : −1), the
 * test CGSuite applies (2^k ≥ N); a game that is not infinitesimal, or fails it, has no atomic
 * weight: `of` returns undefined (CGSuite: "That game is not atomic."). The tables are fields.
 */
export class AtomicWeights {
  private readonly naive = new Map<number, number>();
  private readonly farStars = new Map<number, number>();
  private readonly stopTable = new Map<number, Stops>();

  constructor(
    private readonly games: PartizanGames,
    private readonly uptimals: Uptimals,
    private readonly norton: NortonProducts,
    private readonly isAllSmall: (id: number) => boolean,
  ) {}

  of(id: number): number | undefined {
    const games = this.games;
    const { left, right } = stops(games.store, id, this.stopTable);
    if (!left.isZero() || !right.isZero()) return undefined;
    const uptimal = this.uptimals.expansion(id);
    if (uptimal !== undefined) return games.integer(uptimal.coefficients[0] ?? 0);
    const weight = this.naiveWeight(id);
    if (this.isAllSmall(id)) return weight;
    const difference = games.subtract(id, this.norton.multiply(weight, this.up()));
    let power = 2;
    while (power < this.farStar(id)) power *= 2;
    const redKite = ordinalSum(games, games.nimber(power), games.integer(-1));
    const epsilon = games.add(games.numberUpStar(Dyadic.ZERO, 1, 1), redKite);
    const close = games.lessOrEqual(difference, epsilon) && games.lessOrEqual(games.negate(epsilon), difference);
    return close ? weight : undefined;
  }

  /** One more than the largest nimber *m among the followers (at least 1). */
  farStar(id: number): number {
    const store = this.games.store;
    return bottomUp(
      store,
      id,
      this.farStars,
      (g) => store.isNumber(g),
      (g) => {
        const form = store.numberUpStar(g);
        if (form !== undefined && form.up === 0 && form.number.isZero()) return form.nimber + 1;
        if (store.isNumber(g)) return 1;
        const options = [...store.leftOptions(g), ...store.rightOptions(g)];
        return Math.max(1, ...options.map((o) => this.farStars.get(o) as number));
      },
    );
  }

  private up(): number {
    return this.games.numberUpStar(Dyadic.ZERO, 1, 0);
  }

  /** Norton's rule with its exceptions, followers first. */
  private naiveWeight(id: number): number {
    const games = this.games;
    const store = games.store;
    return bottomUp(
      store,
      id,
      this.naive,
      (g) => store.numberUpStar(g) !== undefined,
      (g) => {
        const form = store.numberUpStar(g);
        if (form !== undefined) return games.integer(form.up);
        const two = games.integer(2);
        const lefts = games.leftOptions(g).map((o) => games.subtract(this.naive.get(o) as number, two));
        const rights = games.rightOptions(g).map((o) => games.add(this.naive.get(o) as number, two));
        const candidate = games.game(lefts, rights);
        if (store.numberValue(candidate)?.isInteger() !== true) return candidate;
        const farStar = games.nimber(this.farStar(g));
        const below = games.lessOrEqual(g, farStar);
        const above = games.lessOrEqual(farStar, g);
        if (below && !above) return lefts.length === 0 ? games.zero : games.integer(this.leastBeyond(lefts));
        if (above && !below) return rights.length === 0 ? games.zero : games.integer(this.greatestBelow(rights));
        return candidate;
      },
    );
  }

  /** The least integer n with n ⧐ every one of `games` (no game ≥ n among them). */
  private leastBeyond(options: number[]): bigint {
    const games = this.games;
    let best: bigint | undefined;
    for (const option of options) {
      let n = stops(games.store, option, this.stopTable).right.ceil();
      if (games.lessOrEqual(games.integer(n), option)) n += 1n;
      if (best === undefined || n > best) best = n;
    }
    return best as bigint;
  }

  /** The greatest integer n with n ⧏ every one of `games` (no game ≤ n among them). */
  private greatestBelow(options: number[]): bigint {
    const games = this.games;
    let best: bigint | undefined;
    for (const option of options) {
      let n = stops(games.store, option, this.stopTable).left.floor();
      if (games.lessOrEqual(option, games.integer(n))) n -= 1n;
      if (best === undefined || n < best) best = n;
    }
    return best as bigint;
  }
}
