/**
 * A coin row played move by move, for any row rule: the position is the row as `H`/`T` (the
 * first character is the rule's first coin), a move turns over one set the rule allows for a heads
 * coin, and its label lists the coins turned, `c4` or `c2,4` (the `c` keeps it apart from a move's
 * number in the list). Who wins comes from the family's fast value of a row, passed in.
 */
import { NimlabError } from '../../engine/errors.js';
import type { Playable, PlayMove } from '../playable.js';
import { turnCoins } from './fast.js';
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
  return {
    supportsMisere: false,
    parse(words) {
      const row = words.join('').toUpperCase();
      if (row.length === 0) throw new NimlabError(`${name}: expected a row of coins like 'HTHHT' (H = heads, T = tails)`);
      if (!/^[HT]+$/.test(row)) throw new NimlabError(`${name}: a row is written with H (heads) and T (tails) only, got '${words.join(' ')}'`);
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
      const push = (coins: Int32Array, size: number) => moves.push(sortedSetMove(row, rule.firstCoin, coins, size));
      for (let i = 0; i < row.length; i++) {
        if (row[i] !== 'H') continue;
        if (list) {
          list(rule.firstCoin + i, last, push);
          continue;
        }
        for (const set of rule.turnSets(rule.firstCoin + i, last)) {
          const coins = [...set].sort((x, y) => x - y);
          moves.push({ label: `c${coins.join(',')}`, to: turnCoins(row, rule.firstCoin, coins) });
        }
      }
      return moves;
    },
    toMoveWins: (row) => value(row) !== 0,
  };
}

/**
 * The move turning coins[0..size) (ascending, distinct): its label and the row after it, built in
 * one pass of slices (the same as turnCoins and the label of a sorted set, without the copies).
 */
export function sortedSetMove(row: string, firstCoin: number, coins: Int32Array, size: number): PlayMove<string> {
  let label = 'c';
  let to = '';
  let from = 0;
  for (let k = 0; k < size; k++) {
    const place = coins[k] - firstCoin;
    label += k === 0 ? coins[k] : `,${coins[k]}`;
    to += row.slice(from, place) + (row.charCodeAt(place) === 72 /* H */ ? 'T' : 'H');
    from = place + 1;
  }
  return { label, to: to + row.slice(from) };
}

/** The row with each coin's number above it. */
export function coinRows(row: string, firstCoin: number): string[] {
  const width = String(firstCoin + row.length - 1).length + 1;
  const numbers = [...row].map((_, i) => String(firstCoin + i).padStart(width)).join('');
  const faces = [...row].map((face) => face.padStart(width)).join('');
  return [`coin │${numbers}`, `     │${faces}`];
}
