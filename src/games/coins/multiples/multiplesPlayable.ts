import { NimlabError } from '../../../engine/core/errors.js';
import { parseNatural } from '../../parse.js';
import type { Playable, PlayMove } from '../../playable.js';
import { headsCoins, turnCoins } from '../fast.js';
import { MultiplesValues } from './multiples.js';
import { coinRows } from '../playable.js';
import { CoinMisereSolver, headsMask, maskOf } from '../misere.js';

/** Most coins played: the row is drawn and every move listed. */
export const MULTIPLES_PLAY_LIMIT = 60;

/**
 * The multiples game on coins 1..n played move by move. Positions are written as the heads coins
 * (as `nimlab analyze coins-multiples:n` takes them) and kept as the whole row of H/T; the move
 * `c3,6,9` turns over coins 3, 6 and 9 (x, 2x, …, kx with x = 3 heads). Misère play is searched
 * on the row's own move graph (../misere.ts).
 */
export function playableCoinsMultiples(n: number): Playable<string> {
  let values: MultiplesValues | null = null;
  let misere: CoinMisereSolver | null = null;
  // Coin index i is coin i + 1; its sets are x, 2x, …, kx for x = i + 1.
  const flipsOf = (index: number) => {
    const masks: number[] = [];
    const coins: number[] = [];
    for (let multiple = index + 1; multiple <= n; multiple += index + 1) {
      coins.push(multiple - 1);
      masks.push(maskOf(coins));
    }
    return masks;
  };
  return {
    supportsMisere: true,
    misereBySearch: true,
    parse(words) {
      if (n > MULTIPLES_PLAY_LIMIT) throw new NimlabError(`coins-multiples: to play, at most ${MULTIPLES_PLAY_LIMIT} coins, got ${n}`);
      const row = Array<string>(n).fill('T');
      words.forEach((word, i) => {
        const coin = Number(parseNatural(word, `heads coin ${i + 1}`, BigInt(n)));
        if (coin === 0) throw new NimlabError('coins-multiples: coins are numbered from 1');
        if (row[coin - 1] === 'H') throw new NimlabError('coins-multiples: each heads coin is listed once');
        row[coin - 1] = 'H';
      });
      return row.join('');
    },
    format: (row) => headsCoins(row, 1).join(' ') || '(no heads)',
    board: (row) => coinRows(row, 1),
    picture: { kind: 'coin-row', firstCoin: 1 },
    moves(row) {
      const moves: PlayMove<string>[] = [];
      for (const coin of headsCoins(row, 1)) {
        const set: number[] = [];
        for (let multiple = coin; multiple <= n; multiple += coin) {
          set.push(multiple);
          moves.push({ label: `c${set.join(',')}`, to: turnCoins(row, 1, set) });
        }
      }
      return moves;
    },
    toMoveWins(row, misereRule) {
      if (misereRule) return (misere ??= new CoinMisereSolver(n, flipsOf)).moverWins(headsMask(row));
      values ??= new MultiplesValues(n);
      const table = values;
      return headsCoins(row, 1).reduce((total, coin) => total ^ table.value(coin), 0) !== 0;
    },
  };
}
