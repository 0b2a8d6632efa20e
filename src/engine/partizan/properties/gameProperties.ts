import { bottomUp } from '../canonical/bottomUp.js';
import type { PartizanGames } from '../canonical/partizanGames.js';
import { numberBirthday } from '../numbers/simplest.js';
import type { GamePrinter } from '../notation/printer.js';
import { Cooling } from '../temperature/cooling.js';
import { stops } from '../temperature/stops.js';
import type { Stops } from '../temperature/stops.js';
import { thermograph } from '../temperature/thermograph.js';
import type { Thermograph } from '../temperature/thermograph.js';
import { expansionText } from '../notation/uptimalExpansion.js';
import { NortonProducts } from '../products/nortonProducts.js';
import { AtomicWeights } from './atomicWeight.js';
import { Companions } from './companion.js';
import { Parities } from './parity.js';
import { ReducedForms } from './reducedCanonicalForm.js';
import { stopCount } from './stopCount.js';

/** Followers are listed up to this many; a number's are counted by its birthday. */
const MAX_LISTED_FOLLOWERS = 100_000;

/**
 * CGSuite's answers where a property is not defined for the game (its messages, verbatim: an
 * uptimal names itself, other games do not; UptimalExpansion is a member of uptimals only).
 */
export const NOT_ATOMIC = '!!That game is not atomic.';
export const NOT_UPTIMAL = '!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)';

/** A property's value as CGSuite prints it. */
export type PropertyValue = string;

/**
 * The properties of a canonical game under CGSuite's names (CGSuite's `CanonicalShortGame`
 * members; definitions from *Winning Ways* vol. 1 chs. 2–8 and Siegel, *Combinatorial Game
 * Theory* (2013), chs. II.1–II.6), each printed as CGSuite prints it. The tables are fields: keep
 * one object per store.
 */
export class GameProperties {
  private readonly stopTable = new Map<number, Stops>();
  private readonly thermographs = new Map<number, Thermograph>();
  private readonly birthdays = new Map<number, bigint>();
  private readonly allSmall = new Map<number, boolean>();
  private readonly misereLeftWins = new Map<number, [boolean, boolean]>();
  private readonly stopCounts = new Map<number, bigint>();
  private readonly cooling: Cooling;
  /** @internal the Norton products the atomic weight uses. */
  readonly norton: NortonProducts;
  /** @internal atomic weights (`all` prints them). */
  readonly atomicWeights: AtomicWeights;
  /** @internal companions (`all` prints them). */
  readonly companions: Companions;
  /** @internal reduced canonical forms (`all` prints them). */
  readonly reducedForms: ReducedForms;
  /** @internal parity and temper (`all` prints them). */
  readonly parities: Parities;

  constructor(
    private readonly games: PartizanGames,
    private readonly printer: GamePrinter,
  ) {
    this.cooling = new Cooling(games);
    this.norton = new NortonProducts(games);
    this.atomicWeights = new AtomicWeights(games, printer.uptimals, this.norton, (id) => this.isAllSmall(id));
    this.companions = new Companions(games, printer.uptimals);
    this.reducedForms = new ReducedForms(games, printer.uptimals, this.cooling);
    this.parities = new Parities(games);
  }

  /** Every property nimlab computes, by CGSuite's name, in alphabetical order. */
  all(id: number): Record<string, PropertyValue> {
    const games = this.games;
    const store = games.store;
    const { left, right } = stops(store, id, this.stopTable);
    const graph = thermograph(store, id, this.thermographs);
    const number = store.numberValue(id);
    const form = store.numberUpStar(id);
    const followers = this.followers(id, MAX_LISTED_FOLLOWERS);
    const tooMany = `!!More than ${MAX_LISTED_FOLLOWERS} followers.`;
    const list = (ids: number[]): string =>
      `{${[...new Set(ids)]
        .sort((a, b) => this.printer.compareGames(a, b))
        .map((g) => this.printer.print(g))
        .join(',')}}`;
    const leftIncentives = games.leftOptions(id).map((gl) => games.subtract(gl, id));
    const rightIncentives = games.rightOptions(id).map((gr) => games.subtract(id, gr));
    const atomicWeight = this.atomicWeights.of(id);
    const uptimal = this.printer.uptimals.expansion(id);
    const parity = this.parities.parity(id);
    const temper = this.parities.temper(id);
    // A short game is loopfree, so its degree G Upsum −G is G − G and its variety
    // G Upsum (−G Downsum −Degree) is G + (−G − Degree): upsum and downsum are the sum (WW ch. 11).
    const degree = games.subtract(id, id);
    const variety = games.add(id, games.subtract(games.negate(id), degree));
    const properties: Record<string, PropertyValue> = {
      AtomicWeight:
        atomicWeight !== undefined
          ? this.printer.print(atomicWeight)
          : uptimal !== undefined
            ? `${NOT_ATOMIC.slice(0, -1)}: ${this.printer.print(id)}`
            : NOT_ATOMIC,
      Birthday: this.birthday(id).toString(),
      CanonicalForm: this.printer.print(id),
      Companion: this.printer.print(this.companions.of(id)),
      Degree: this.printer.print(degree),
      FollowerCount:
        number !== undefined ? (this.birthday(id) + 1n).toString() : followers === undefined ? tooMany : followers.length.toString(),
      Freeze: this.printer.print(this.cooling.freeze(id)),
      Followers: followers === undefined ? tooMany : list(followers),
      Incentives: list([...leftIncentives, ...rightIncentives]),
      IsAllSmall: String(this.isAllSmall(id)),
      IsAtomic: String(atomicWeight !== undefined),
      IsEven: String(parity.even),
      IsEvenTempered: String(temper.even),
      IsIdempotent: String(games.add(id, id) === id),
      IsInfinitesimal: String(left.isZero() && right.isZero()),
      IsInteger: String(number?.isInteger() === true),
      // Every short game is loopfree, a stopper and a plumtree (no cycles at all): CGSuite's
      // CanonicalShortGame answers these true for every game.
      IsLoopfree: 'true',
      IsNimber: String(form !== undefined && form.up === 0 && form.number.isZero()),
      IsNumber: String(number !== undefined),
      IsNumberish: String(left.equals(right)),
      IsNumberTiny: String(this.isNumberTiny(id)),
      IsNumberUpStar: String(form !== undefined),
      IsOdd: String(parity.odd),
      IsOddTempered: String(temper.odd),
      // The ordinals among short games are the integers n ≥ 0 (ONAG ch. 1).
      IsOrdinal: String(number !== undefined && number.isInteger() && number.sign() >= 0),
      IsPlumtree: 'true',
      // A loopfree pseudonumber is a number (CGSuite's CanonicalStopper.isPseudonumber).
      IsPseudonumber: String(number !== undefined),
      IsStopper: 'true',
      IsStopperSided: 'true',
      IsSwitch: String(games.negate(id) === id && form === undefined),
      IsUptimal: String(uptimal !== undefined),
      IsZero: String(id === games.zero),
      LeftIncentives: list(leftIncentives),
      LeftOptions: list(games.leftOptions(id)),
      LeftStop: left.toString(),
      Mean: graph.mean.toString(),
      MisereOutcomeClass: this.misereOutcome(id),
      OutcomeClass: games.outcome(id),
      ReducedCanonicalForm: this.printer.print(this.reducedForms.of(id)),
      RightIncentives: list(rightIncentives),
      RightOptions: list(games.rightOptions(id)),
      RightStop: right.toString(),
      StopCount: stopCount(store, id, this.stopCounts).toString(),
      Temperature: graph.temperature.toString(),
      Thermograph: graph.toString(),
      UptimalExpansion: uptimal === undefined ? NOT_UPTIMAL : expansionText(uptimal),
      Variety: this.printer.print(variety),
    };
    return Object.fromEntries(
      Object.keys(properties)
        .sort()
        .map((name) => [name, properties[name]]),
    );
  }

  /**
   * {x || x | x − G} or {x + G | x || x} with G of mean > 0 (CGSuite's `IsNumberTiny`: x + Tiny(G)
   * or x + Miny(G); *Winning Ways* vol. 1 ch. 5); CGSuite counts every number x as one too.
   */
  isNumberTiny(id: number): boolean {
    const games = this.games;
    if (games.store.isNumber(id)) return true;
    const [lefts, rights] = [games.leftOptions(id), games.rightOptions(id)];
    if (lefts.length !== 1 || rights.length !== 1) return false;
    const [gl, gr] = [lefts[0], rights[0]];
    const single = (g: number) => games.leftOptions(g).length === 1 && games.rightOptions(g).length === 1;
    const mean = (g: number) => this.printer.mean(g);
    if (games.store.isNumber(gl) && single(gr) && games.leftOptions(gr)[0] === gl)
      return mean(games.rightOptions(gr)[0]).lessThan(mean(gl));
    if (games.store.isNumber(gr) && single(gl) && games.rightOptions(gl)[0] === gr)
      return mean(gr).lessThan(mean(games.leftOptions(gl)[0]));
    return false;
  }

  /** The birthday: the height of the canonical form's game tree (ONAG ch. 1); numbers by value. */
  birthday(id: number): bigint {
    const store = this.games.store;
    return bottomUp(
      store,
      id,
      this.birthdays,
      (g) => store.isNumber(g),
      (g) => {
        const value = store.numberValue(g);
        if (value !== undefined) return numberBirthday(value);
        let highest = -1n;
        for (const option of [...store.leftOptions(g), ...store.rightOptions(g)]) {
          const b = this.birthdays.get(option) as bigint;
          if (b > highest) highest = b;
        }
        return highest + 1n;
      },
    );
  }

  /**
   * Every game reachable from the canonical form by moves of either player, itself included, or
   * undefined past `limit` of them (an integer n alone has |n| + 1).
   */
  followers(id: number, limit = Infinity): number[] | undefined {
    const seen = new Set<number>([id]);
    const pending = [id];
    while (pending.length > 0) {
      this.games.store.tick();
      const g = pending.pop() as number;
      for (const option of [...this.games.leftOptions(g), ...this.games.rightOptions(g)]) {
        if (!seen.has(option)) {
          if (seen.size >= limit) return undefined;
          seen.add(option);
          pending.push(option);
        }
      }
    }
    return [...seen];
  }

  /**
   * All-small (dicotic; Siegel 2013, §II.4, dicotic games): in every follower, Left can move
   * exactly when Right can.
   */
  isAllSmall(id: number): boolean {
    const store = this.games.store;
    return bottomUp(
      store,
      id,
      this.allSmall,
      (g) => store.isNumber(g),
      (g) => {
        // A number other than 0 has an integer follower with one side empty.
        if (store.isNumber(g)) return g === this.games.zero;
        const options = [...store.leftOptions(g), ...store.rightOptions(g)];
        return (store.leftCount(g) === 0) === (store.rightCount(g) === 0) && options.every((o) => this.allSmall.get(o) === true);
      },
    );
  }

  /**
   * The misère outcome of the canonical form as a game tree (the player unable to move wins;
   * Siegel ch. V): whether Left wins moving first, and moving second.
   */
  misereOutcome(id: number): 'L' | 'R' | 'N' | 'P' {
    const store = this.games.store;
    const [leftFirst, leftSecond] = bottomUp(
      store,
      id,
      this.misereLeftWins,
      (g) => store.numberValue(g)?.isInteger() === true,
      (g) => {
        const integer = store.numberValue(g);
        // An integer n > 0 is {n−1 | }: Right, first or second, reaches a position where he cannot
        // move first; 0 goes to whoever starts (unable to move); n < 0 mirrors n > 0.
        if (integer !== undefined && integer.isInteger()) return [integer.sign() <= 0, integer.sign() < 0];
        const lefts = store.leftOptions(g);
        const rights = store.rightOptions(g);
        // Left moving first wins with no move at all, or by a move after which she wins moving second.
        const first = lefts.length === 0 || lefts.some((o) => (this.misereLeftWins.get(o) as [boolean, boolean])[1]);
        // Right, unable to move, wins; else every Right move must leave Left winning moving first.
        const second = rights.length > 0 && rights.every((o) => (this.misereLeftWins.get(o) as [boolean, boolean])[0]);
        return [first, second];
      },
    );
    return leftFirst && leftSecond ? 'L' : leftFirst ? 'N' : leftSecond ? 'P' : 'R';
  }
}
