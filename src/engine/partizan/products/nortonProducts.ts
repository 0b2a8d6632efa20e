import { bottomUp } from '../canonical/bottomUp.js';
import type { PartizanGames } from '../canonical/partizanGames.js';

/**
 * Norton multiplication G.U (Conway, ONAG ch. 15, "Norton's multiplication"; Siegel,
 * *Combinatorial Game Theory* (2013), §II.7; CGSuite's `NortonMultiply`): for an integer n, n.U is
 * n copies of U (−n copies of −U when n < 0); otherwise
 *
 *   G.U = { G^L.U + U + I | G^R.U − U − I }, I ranging over the incentives of U
 *
 * (its Left incentives U^L − U and Right incentives U − U^R). Integers are summed by doubling, so
 * 10^30.U costs about a hundred sums. The tables are fields: keep one object per store.
 */
export class NortonProducts {
  /** G.U by U, then by G. */
  private readonly products = new Map<number, Map<number, number>>();

  constructor(private readonly games: PartizanGames) {}

  multiply(g: number, u: number): number {
    const games = this.games;
    let table = this.products.get(u);
    if (table === undefined) {
      table = new Map();
      this.products.set(u, table);
    }
    const steps = this.steps(u);
    const memo = table;
    return bottomUp(
      games.store,
      g,
      memo,
      (x) => games.store.numberValue(x)?.isInteger() === true,
      (x) => {
        const integer = games.store.numberValue(x);
        if (integer !== undefined && integer.isInteger()) return this.copies(integer.numerator, u);
        const left = games.leftOptions(x).flatMap((gl) => steps.map((step) => games.add(memo.get(gl) as number, step)));
        const right = games.rightOptions(x).flatMap((gr) => steps.map((step) => games.subtract(memo.get(gr) as number, step)));
        return games.game(left, right);
      },
    );
  }

  /** U + I for every incentive I of U. */
  private steps(u: number): number[] {
    const games = this.games;
    const incentives = [
      ...games.leftOptions(u).map((ul) => games.subtract(ul, u)),
      ...games.rightOptions(u).map((ur) => games.subtract(u, ur)),
    ];
    return [...new Set(incentives)].map((incentive) => games.add(u, incentive));
  }

  /** n copies of U by doubling (n may be negative: copies of −U). */
  private copies(n: bigint, u: number): number {
    const games = this.games;
    let remaining = n < 0n ? -n : n;
    let power = n < 0n ? games.negate(u) : u;
    let sum = games.zero;
    while (remaining > 0n) {
      games.store.tick();
      if ((remaining & 1n) === 1n) sum = games.add(sum, power);
      remaining >>= 1n;
      if (remaining > 0n) power = games.add(power, power);
    }
    return sum;
  }
}
