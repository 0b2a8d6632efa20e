import { bottomUp } from '../canonical/bottomUp.js';
import type { PartizanGames } from '../canonical/partizanGames.js';
import { Dyadic } from '../numbers/dyadic.js';
import { coefficient, expansion, incremented, isUnit, isUnitSum, negateExpansion } from './uptimalExpansion.js';
import type { UptimalExpansion } from './uptimalExpansion.js';

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

/** Not an uptimal (kept in the memo so it is asked once). */
const NONE = null;

/**
 * Builds and recognises uptimals (Conway, ONAG ch. 16; Siegel, *Combinatorial Game Theory* (2013),
 * ch. II.4; CGSuite's `Uptimal`): ↑^[1] = ↑^1 = ↑ = {0 | *}, ↑^[n] = {↑^[n−1] | *} printed `^[n]`,
 * and up-nth ↑ⁿ = {0 | ↓^[n−1]*} printed `^<n>`; ↑^[n] = ↑ + ↑² + … + ↑ⁿ. A game is an uptimal
 * when it equals x + Σ dᵢ·↑ⁱ + *m, its uptimal expansion. The games built and the expansions found
 * are kept here, for the caller's store.
 */
export class Uptimals {
  private readonly built = new Map<string, number>();
  private readonly expansions = new Map<number, UptimalExpansion | null>();

  constructor(private readonly games: PartizanGames) {}

  /** ^<n> (kind '<>') or ^[n] (kind '[]'), n ≥ 1. */
  game(kind: UptimalKind, order: number): number {
    const key = `${kind}${order}`;
    const known = this.built.get(key);
    if (known !== undefined) return known;
    const games = this.games;
    const star = games.nimber(1);
    // ↑^[k] level by level (no recursion: ^[100000] is a loop).
    let bracket = games.numberUpStar(Dyadic.ZERO, 1, 0);
    const last = kind === '[]' ? order : order - 1;
    for (let k = 2; k <= last; k += 1) {
      this.games.store.tick();
      const next = this.built.get(`[]${k}`) ?? games.game([bracket], [star]);
      this.built.set(`[]${k}`, next);
      bracket = next;
    }
    const result = kind === '[]' || order <= 1 ? bracket : games.game([games.zero], [games.subtract(star, bracket)]);
    this.built.set(key, result);
    return result;
  }

  /** The game x + Σ dᵢ·↑ⁱ + *m of an expansion. */
  gameOf(e: UptimalExpansion): number {
    const games = this.games;
    let game = games.numberUpStar(e.number, coefficient(e, 1), e.nimber);
    for (let n = 2; n <= e.coefficients.length; n += 1) {
      const d = coefficient(e, n);
      const power = d > 0 ? this.game('<>', n) : games.negate(this.game('<>', n));
      for (let i = 0; i < Math.abs(d); i += 1) game = games.add(game, power);
    }
    return game;
  }

  /**
   * The uptimal expansion of a canonical game, or undefined when it is not an uptimal. The options
   * of an uptimal are uptimals with its number part, and with dₖ > 0 it has one Right option, of
   * expansion E; then the game is E + ↑^[k] + * with k the length of E, or E + ↑^[k'] + * with k'
   * one more than the longest option's (Siegel 2013, ch. II.4; the two shapes CGSuite tries). dₖ < 0
   * is the same read on −G. Each candidate is built and compared with the game, so an expansion
   * returned is always the game's.
   */
  expansion(id: number): UptimalExpansion | undefined {
    const store = this.games.store;
    const found = bottomUp(
      store,
      id,
      this.expansions,
      (g) => store.numberUpStar(g) !== undefined,
      (g) => this.findExpansion(g),
    );
    return found ?? undefined;
  }

  /** x + (±)^<n> / ^[n] + *m when the game is one, n ≥ 2 (CGSuite names these, others print as braces). */
  recognise(id: number): NamedUptimal | undefined {
    const e = this.expansion(id);
    if (e === undefined || e.coefficients.length < 2) return undefined;
    const unit = isUnit(e);
    if (!unit && !isUnitSum(e)) return undefined;
    const order = e.coefficients.length;
    const sign = e.coefficients[order - 1] > 0 ? 1 : -1;
    return { number: e.number, kind: unit ? '<>' : '[]', sign, order, nimber: e.nimber };
  }

  private findExpansion(g: number): UptimalExpansion | null {
    const store = this.games.store;
    const form = store.numberUpStar(g);
    if (form !== undefined) return expansion(form.number, form.nimber, form.up === 0 ? [] : [form.up]);
    const known = (o: number) => this.expansions.get(o) ?? NONE;
    const lefts = store.leftOptions(g).map(known);
    const rights = store.rightOptions(g).map(known);
    if (lefts.includes(NONE) || rights.includes(NONE)) return NONE;
    const l = lefts as UptimalExpansion[];
    const r = rights as UptimalExpansion[];
    const candidates = [...this.candidates(l, r), ...this.candidates(r.map(negateExpansion), l.map(negateExpansion)).map(negateExpansion)];
    return candidates.find((c) => this.gameOf(c) === g) ?? NONE;
  }

  /** The expansions a game with these option expansions can have when its last coefficient is > 0. */
  private candidates(lefts: UptimalExpansion[], rights: UptimalExpansion[]): UptimalExpansion[] {
    if (rights.length !== 1) return [];
    const [right] = rights;
    if (lefts.some((l) => !l.number.equals(right.number))) return [];
    const length = right.coefficients.length;
    const longest = Math.max(length, ...lefts.map((l) => l.coefficients.length));
    const shapes = [incremented(right, true, longest + 1)];
    if (length > 0 && right.coefficients[length - 1] > 0) shapes.unshift(incremented(right, true, length));
    return shapes;
  }
}
