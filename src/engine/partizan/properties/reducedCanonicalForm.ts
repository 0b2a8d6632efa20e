import type { PartizanGames } from '../canonical/partizanGames.js';
import type { Uptimals } from '../notation/uptimals.js';
import type { Cooling } from '../temperature/cooling.js';

/**
 * The reduced canonical form (Calistrate 1996; Grossman & Siegel, "Reductions of partizan games"
 * (2009); Siegel, *Combinatorial Game Theory* (2013), §II.6; CGSuite's `ReducedCanonicalForm`):
 * the simplest game infinitesimally close to G, i.e. equal to G modulo infinitesimals. An uptimal
 * x.d₁…dₖ + *m reduces to x; otherwise it is G heated by * (∫^* G) with every x* among its
 * followers replaced by x (its star projection). The tables are fields: one object per store.
 */
export class ReducedForms {
  private readonly projections = new Map<number, number>();

  constructor(
    private readonly games: PartizanGames,
    private readonly uptimals: Uptimals,
    private readonly cooling: Cooling,
  ) {}

  of(id: number): number {
    const uptimal = this.uptimals.expansion(id);
    if (uptimal !== undefined) return this.games.number(uptimal.number);
    return this.starProjection(this.cooling.heat(id, this.games.nimber(1)));
  }

  /** Every follower x* (x a number) replaced by x, options first, with an explicit stack. */
  private starProjection(id: number): number {
    const games = this.games;
    const store = games.store;
    const pending = [id];
    while (pending.length > 0) {
      store.tick();
      const g = pending[pending.length - 1];
      if (this.projections.has(g)) {
        pending.pop();
        continue;
      }
      const form = store.numberUpStar(g);
      if (store.isNumber(g) || (form !== undefined && form.up === 0 && form.nimber === 1)) {
        this.projections.set(g, form === undefined ? g : games.number(form.number));
        pending.pop();
        continue;
      }
      const missing = [...games.leftOptions(g), ...games.rightOptions(g)].filter((o) => !this.projections.has(o));
      if (missing.length > 0) {
        pending.push(...missing);
        continue;
      }
      const image = (o: number) => this.projections.get(o) as number;
      this.projections.set(g, games.game(games.leftOptions(g).map(image), games.rightOptions(g).map(image)));
      pending.pop();
    }
    return this.projections.get(id) as number;
  }
}
