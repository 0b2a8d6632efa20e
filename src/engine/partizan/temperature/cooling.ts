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

  /** G_t for t > −1 (CGSuite's domain). Walks followers with an explicit stack. */
  cool(game: number, t: Dyadic): number {
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
      const graph = thermograph(games.store, g, this.thermographs);
      if (graph.temperature.lessThan(t) || games.store.numberValue(g)?.isInteger() === true) {
        memo.set(g, games.number(graph.mean));
        pending.pop();
        continue;
      }
      const options = [...games.leftOptions(g), ...games.rightOptions(g)];
      const missing = options.filter((o) => !memo.has(o));
      if (missing.length > 0) {
        pending.push(...missing);
        continue;
      }
      const shift = games.number(t);
      const left = games.leftOptions(g).map((o) => games.subtract(memo.get(o) as number, shift));
      const right = games.rightOptions(g).map((o) => games.add(memo.get(o) as number, shift));
      memo.set(g, games.game(left, right));
      pending.pop();
    }
    return memo.get(game) as number;
  }

  /** G cooled by its own temperature (CGSuite's `Freeze`). */
  freeze(game: number): number {
    const temperature = thermograph(this.games.store, game, this.thermographs).temperature;
    return this.cool(game, temperature.lessThan(Dyadic.ZERO) ? Dyadic.ZERO : temperature);
  }

  /** ∫^t G: every Left option raised by t, every Right option lowered by t, numbers unchanged. */
  heat(game: number, t: number): number {
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
      if (games.store.isNumber(g)) {
        memo.set(g, g);
        pending.pop();
        continue;
      }
      const options = [...games.leftOptions(g), ...games.rightOptions(g)];
      const missing = options.filter((o) => !memo.has(o));
      if (missing.length > 0) {
        pending.push(...missing);
        continue;
      }
      const left = games.leftOptions(g).map((o) => games.add(memo.get(o) as number, t));
      const right = games.rightOptions(g).map((o) => games.subtract(memo.get(o) as number, t));
      memo.set(g, games.game(left, right));
      pending.pop();
    }
    return memo.get(game) as number;
  }
}
