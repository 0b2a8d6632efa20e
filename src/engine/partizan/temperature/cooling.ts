import type { PartizanGames } from '../canonical/partizanGames.js';
import { Dyadic } from '../numbers/dyadic.js';
import { thermograph } from './thermograph.js';
import type { Thermograph } from './thermograph.js';

/**
 * Cooling, freezing and heating (*Winning Ways* vol. 1 ch. 6; ONAG ch. 9; Siegel 2013, §II.5).
 * G cooled by t is {G^L_t − t | G^R_t + t}, unless G_{t'} is infinitesimally close to a number x
 * for some t' < t, and then it is x. The least such t' is the temperature of G (the top of its
 * thermograph), and x its mean, so: above the temperature G_t is the mean; at or below it the
 * formula holds. Freezing cools by the temperature. Heating ∫^t G = {∫^t G^L + t | ∫^t G^R − t},
 * a number left as it is. The tables are fields: keep one object per store.
 */
export class Cooling {
  private readonly thermographs = new Map<number, Thermograph>();

  constructor(private readonly games: PartizanGames) {}

  /** G_t for t > −1 (CGSuite's domain). */
  cool(game: number, t: Dyadic): number {
    const games = this.games;
    const shift = games.number(t);
    return this.mapFollowers(
      game,
      (g) => {
        const graph = thermograph(games.store, g, this.thermographs);
        const aboveTemperature = graph.temperature.lessThan(t) || games.store.numberValue(g)?.isInteger() === true;
        return aboveTemperature ? games.number(graph.mean) : null;
      },
      (left, right) => [left.map((l) => games.subtract(l, shift)), right.map((r) => games.add(r, shift))],
    );
  }

  /** G cooled by its own temperature (CGSuite's `Freeze`). */
  freeze(game: number): number {
    const temperature = thermograph(this.games.store, game, this.thermographs).temperature;
    return this.cool(game, temperature.lessThan(Dyadic.ZERO) ? Dyadic.ZERO : temperature);
  }

  /** ∫^t G: every Left option raised by t, every Right option lowered by t, numbers unchanged. */
  heat(game: number, t: number): number {
    const games = this.games;
    return this.mapFollowers(
      game,
      (g) => (games.store.isNumber(g) ? g : null),
      (left, right) => [left.map((l) => games.add(l, t)), right.map((r) => games.subtract(r, t))],
    );
  }

  /**
   * The image of `game` under a map defined on followers: `atLeaf(g)` when it answers (not null),
   * else {shift(images of G^L, images of G^R)}. Options before the game, with an explicit stack
   * (deep games must not overflow it); each follower mapped once.
   */
  private mapFollowers(
    game: number,
    atLeaf: (g: number) => number | null,
    shift: (left: number[], right: number[]) => [number[], number[]],
  ): number {
    const games = this.games;
    const memo = new Map<number, number>();
    const pending = [game];
    while (pending.length > 0) {
      games.store.tick();
      const g = pending[pending.length - 1];
      if (memo.has(g)) {
        pending.pop();
        continue;
      }
      const leaf = atLeaf(g);
      if (leaf !== null) {
        memo.set(g, leaf);
        pending.pop();
        continue;
      }
      const missing = [...games.leftOptions(g), ...games.rightOptions(g)].filter((o) => !memo.has(o));
      if (missing.length > 0) {
        pending.push(...missing);
        continue;
      }
      const image = (o: number) => memo.get(o) as number;
      const [left, right] = shift(games.leftOptions(g).map(image), games.rightOptions(g).map(image));
      memo.set(g, games.game(left, right));
      pending.pop();
    }
    return memo.get(game) as number;
  }
}
