import { bottomUp } from '../canonical/bottomUp.js';
import type { PartizanGames } from '../canonical/partizanGames.js';
import type { Uptimals } from '../notation/uptimals.js';

/**
 * The lattice companion G° (Siegel, *Combinatorial Game Theory* (2013), ch. III.2: the map that is
 * the lattice automorphism of the games born by day n; CGSuite's `Companion`):
 * - an uptimal x.d₁…dₖ + *m: with x = 0 and m ≤ 1 its star toggled (0° = *, ↑° = ↑*), else itself;
 * - otherwise G° = {G^L°, and 0 if G ≥ 0 | G^R°, and 0 if G ≤ 0}.
 * The table is a field: one object per store.
 */
export class Companions {
  private readonly memo = new Map<number, number>();

  constructor(
    private readonly games: PartizanGames,
    private readonly uptimals: Uptimals,
  ) {}

  of(id: number): number {
    const games = this.games;
    return bottomUp(
      games.store,
      id,
      this.memo,
      (g) => this.uptimals.expansion(g) !== undefined,
      (g) => {
        const uptimal = this.uptimals.expansion(g);
        if (uptimal !== undefined) {
          if (!uptimal.number.isZero() || uptimal.nimber > 1) return g;
          return games.add(g, games.nimber(1));
        }
        const left = games.leftOptions(g).map((o) => this.memo.get(o) as number);
        const right = games.rightOptions(g).map((o) => this.memo.get(o) as number);
        if (games.lessOrEqual(games.zero, g)) left.push(games.zero);
        if (games.lessOrEqual(g, games.zero)) right.push(games.zero);
        return games.game(left, right);
      },
    );
  }
}
