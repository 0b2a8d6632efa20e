import type { PartizanGames } from '../canonical/partizanGames.js';
import { GameStore } from '../canonical/gameStore.js';
import { Dyadic } from '../numbers/dyadic.js';
import { nimProduct } from './nimProduct.js';

/**
 * Conway's product (ONAG ch. 1, the product of surreal numbers; CGSuite's `ConwayMultiply`, which
 * applies the same formula to any short game):
 *
 *   GH = { G^L H + G H^L − G^L H^L, G^R H + G H^R − G^R H^R |
 *          G^L H + G H^R − G^L H^R, G^R H + G H^L − G^R H^L }.
 *
 * On numbers it is the product of the dyadic rationals (ONAG Theorem 8), computed exactly on
 * bigint; on nimbers it is Conway's nim-multiplication (ONAG ch. 6), computed directly
 * (`nimProduct.ts`) as CGSuite does. Other games are worked out
 * by the formula, options first, with an explicit stack. The table is a field: one object per store.
 */
export class ConwayProducts {
  private readonly products = new Map<number, number>();

  constructor(private readonly games: PartizanGames) {}

  multiply(g: number, h: number): number {
    const quick = this.known(g, h);
    if (quick !== undefined) return quick;
    const games = this.games;
    const pending: [number, number][] = [[g, h]];
    while (pending.length > 0) {
      games.store.tick();
      const [a, b] = pending[pending.length - 1];
      if (this.known(a, b) !== undefined) {
        pending.pop();
        continue;
      }
      const needed = this.needed(a, b).filter(([x, y]) => this.known(x, y) === undefined);
      if (needed.length > 0) {
        pending.push(...needed);
        continue;
      }
      this.products.set(GameStore.pairKey(a, b), this.assemble(a, b));
      pending.pop();
    }
    return this.known(g, h) as number;
  }

  private known(a: number, b: number): number | undefined {
    const x = this.games.store.numberValue(a);
    const y = this.games.store.numberValue(b);
    if (x !== undefined && y !== undefined) return this.games.number(Dyadic.of(x.numerator * y.numerator, x.exponent + y.exponent));
    const m = this.nimberOf(a);
    const n = this.nimberOf(b);
    if (m !== undefined && n !== undefined) return this.games.nimber(nimProduct(m, n));
    return this.products.get(GameStore.pairKey(a, b));
  }

  /** n when the game is the nimber *n (below 2^32), else undefined. */
  private nimberOf(id: number): number | undefined {
    const form = this.games.store.numberUpStar(id);
    if (form === undefined || form.up !== 0 || !form.number.equals(Dyadic.ZERO) || form.nimber >= 2 ** 32) return undefined;
    return form.nimber;
  }

  /** The products the options of ab are made of. */
  private needed(a: number, b: number): [number, number][] {
    const games = this.games;
    const aOptions = [...games.leftOptions(a), ...games.rightOptions(a)];
    const bOptions = [...games.leftOptions(b), ...games.rightOptions(b)];
    return [
      ...aOptions.map((x): [number, number] => [x, b]),
      ...bOptions.map((y): [number, number] => [a, y]),
      ...aOptions.flatMap((x) => bOptions.map((y): [number, number] => [x, y])),
    ];
  }

  private assemble(a: number, b: number): number {
    const games = this.games;
    const product = (x: number, y: number) => this.known(x, y) as number;
    // x·b + a·y − x·y for an option x of a and y of b.
    const term = (x: number, y: number) => games.subtract(games.add(product(x, b), product(a, y)), product(x, y));
    const pairs = (xs: number[], ys: number[]) => xs.flatMap((x) => ys.map((y) => term(x, y)));
    const [al, ar, bl, br] = [games.leftOptions(a), games.rightOptions(a), games.leftOptions(b), games.rightOptions(b)];
    return games.game([...pairs(al, bl), ...pairs(ar, br)], [...pairs(al, br), ...pairs(ar, bl)]);
  }
}
