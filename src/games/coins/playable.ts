/**
 * A coin row played move by move, for any row rule: the position is the row as `H`/`T` (the
 * first character is the rule's first coin), a move turns over one set the rule allows for a heads
 * coin, and its label lists the coins turned, `c4` or `c2,4` (the `c` keeps it apart from a move's
 * number in the list). Who wins comes from the family's fast value of a row, passed in, in normal
 * play, and from a misère search of the row's own move graph (misere.ts) in misère play.
 */
import { NimlabError } from '../../engine/core/errors.js';
import type { Playable, PlayMove } from '../playable.js';
import { turnCoins } from './fast.js';
import { CoinMisereSolver, headsMask, maskOf } from './misere.js';
import type { CoinRowRule } from './turnRule.js';

/** Longest row played by default: the moves of every heads coin stay listable. */
export const COIN_PLAY_LIMIT = 40;

export interface CoinRowPlay {
  /** Game name for messages. */
  name: string;
  rule: CoinRowRule;
  /** The fast Grundy value of a row (XOR of its heads coins' values): non-zero iff the mover wins. */
  value(row: string): number;
  maxCoins?: number;
}

export function coinRowPlayable({ name, rule, value, maxCoins = COIN_PLAY_LIMIT }: CoinRowPlay): Playable<string> {
  /** The misère search of the rows of the length last asked (the rule's sets depend on the last coin). */
  let misere: CoinMisereSolver | null = null;
  const misereMoverWins = (row: string) => {
    if (misere?.coinCount !== row.length) misere = new CoinMisereSolver(row.length, rowFlips(rule, row.length));
    return misere.moverWins(headsMask(row));
  };
  return {
    supportsMisere: true,
    misereBySearch: true,
    parse(words) {
      const row = words.join('').toUpperCase();
      if (row.length === 0) throw new NimlabError(`${name}: expected a row of coins like 'HTHHT' (H = heads, T = tails)`);
      if (!/^[HT]+$/.test(row))
        throw new NimlabError(`${name}: a row is written with H (heads) and T (tails) only, got '${words.join(' ')}'`);
      if (row.length > maxCoins) throw new NimlabError(`${name}: to play, at most ${maxCoins} coins, got ${row.length}`);
      return row;
    },
    format: (row) => row,
    board: (row) => coinRows(row, rule.firstCoin),
    picture: { kind: 'coin-row', firstCoin: rule.firstCoin },
    moves(row) {
      const last = rule.firstCoin + row.length - 1;
      const moves: PlayMove<string>[] = [];
      const list = rule.eachTurnSet;
      const coins: number[] = [];
      const push = (set: Int32Array, size: number) => {
        moves.push(new CoinTurn(row, rule.firstCoin, coins, coins.length, size));
        for (let k = 0; k < size; k++) coins.push(set[k]);
      };
      for (let i = 0; i < row.length; i++) {
        if (row[i] !== 'H') continue;
        if (list) {
          list(rule.firstCoin + i, last, push);
          continue;
        }
        for (const set of rule.turnSets(rule.firstCoin + i, last)) {
          const sorted = [...set].sort((x, y) => x - y);
          moves.push({ label: `c${sorted.join(',')}`, to: turnCoins(row, rule.firstCoin, sorted) });
        }
      }
      return moves;
    },
    toMoveWins: (row, misere) => (misere ? misereMoverWins(row) : value(row) !== 0),
  };
}

/** The masks of the sets a move with coin index i going heads → tails may turn, for rows of `length` coins. */
function rowFlips(rule: CoinRowRule, length: number): (index: number) => number[] {
  const last = rule.firstCoin + length - 1;
  return (index) => Array.from(rule.turnSets(rule.firstCoin + index, last), (set) => maskOf(set.map((coin) => coin - rule.firstCoin)));
}

/**
 * A move of a coin row whose label and resulting row are worked out when first read. Play lists
 * every move of a position (10,700 for `1-3` on 40 heads) but reads few of them whole: building
 * ten thousand strings at once held the playground for one long task and a long garbage collection.
 * The coins of every move of one listing share one flat array; the move keeps where its own are.
 */
class CoinTurn implements PlayMove<string> {
  #label: string | undefined;
  #to: string | undefined;

  constructor(
    private readonly row: string,
    private readonly firstCoin: number,
    /** The coins of many moves, each move's ascending and distinct. */
    private readonly coins: readonly number[],
    private readonly start: number,
    private readonly size: number,
  ) {}

  get label(): string {
    if (this.#label === undefined) {
      let label = 'c';
      for (let k = 0; k < this.size; k++) label += k === 0 ? this.coins[this.start] : `,${this.coins[this.start + k]}`;
      this.#label = label;
    }
    return this.#label;
  }

  get to(): string {
    if (this.#to === undefined) {
      // Slices between the turned coins, as turnCoins does for a sorted set.
      const { row } = this;
      let to = '';
      let from = 0;
      for (let k = 0; k < this.size; k++) {
        const place = this.coins[this.start + k] - this.firstCoin;
        to += row.slice(from, place) + (row.charCodeAt(place) === 72 /* H */ ? 'T' : 'H');
        from = place + 1;
      }
      this.#to = to + row.slice(from);
    }
    return this.#to;
  }
}

/** The row with each coin's number above it. */
export function coinRows(row: string, firstCoin: number): string[] {
  const width = String(firstCoin + row.length - 1).length + 1;
  const numbers = [...row].map((_, i) => String(firstCoin + i).padStart(width)).join('');
  const faces = [...row].map((face) => face.padStart(width)).join('');
  return [`coin │${numbers}`, `     │${faces}`];
}
