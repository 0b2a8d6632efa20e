import { NimlabError } from '../../../engine/core/errors.js';
import { noParameters, type GameFamily } from '../../catalog.js';
import { applyCoinMove, coinsLeftValue, coinsLeftWinningMoves } from './coinsLeftFast.js';
import { playableCoinsLeft } from './coinsLeftPlayable.js';

/** Longest row accepted: values stay far inside 32-bit XOR. */
const MAX_COINS = 1_000_000;

function parseRow(words: readonly string[]): string {
  const row = words.join('').toUpperCase();
  if (row.length === 0) throw new NimlabError("coins-left: expected a row of coins like 'HTHHT' (H = heads, T = tails)");
  if (!/^[HT]+$/.test(row))
    throw new NimlabError(`coins-left: a row is written with H (heads) and T (tails) only, got '${words.join(' ')}'`);
  if (row.length > MAX_COINS) throw new NimlabError(`coins-left: at most ${MAX_COINS} coins, got ${row.length}`);
  return row;
}

function headsPositions(row: string): number[] {
  const heads: number[] = [];
  for (let i = 0; i < row.length; i++) if (row[i] === 'H') heads.push(i + 1);
  return heads;
}

export const coinsLeftFamily: GameFamily = {
  family: 'coins-left',
  summary: 'A row of coins; a move turns one heads coin to tails and may also turn one coin to its left, either way.',
  example: 'coins-left HTHHT',
  create(parameters) {
    noParameters('coins-left', parameters);
    return {
      name: 'coins-left',
      summary: coinsLeftFamily.summary,
      example: 'HTHHT',
      playable: playableCoinsLeft,
      analyze(words) {
        const row = parseRow(words);
        const heads = headsPositions(row);
        const value = coinsLeftValue(row);
        const shownHeads = heads.length > 12 ? `${heads.slice(0, 12).join(' ⊕ ')} ⊕ …` : heads.join(' ⊕ ');
        return {
          position: row,
          outcome: value === 0 ? 'P' : 'N',
          grundy: value,
          components: heads.map((x) => ({ label: `coin ${x}`, value: x })),
          winningMoves: coinsLeftWinningMoves(row).map((move) => ({
            move: move.alsoTurn === undefined ? `turn coin ${move.turn}` : `turn coin ${move.turn} and coin ${move.alsoTurn}`,
            to: applyCoinMove(row, move),
          })),
          explanation: [
            'Coin-turning theorem: a row is the sum of its heads coins, each played alone (turning a tails coin up is the same as adding that coin).',
            'A lone heads coin at position x (from the left, 1-based) can become nothing or a lone coin at any y < x, so its value is mex{0, 1, …, x−1} = x.',
            heads.length === 0
              ? 'No heads coin: the player to move cannot move and loses.'
              : `Heads at ${heads.length > 12 ? `${heads.length} positions` : heads.join(', ')}: value ${shownHeads} = ${value}.`,
            value === 0
              ? 'Value 0: the player to move loses.'
              : `Value ${value}: turn a heads coin x and coin x ⊕ ${value} if that lies to its left (or x alone when x = ${value}).`,
          ],
        };
      },
    };
  },
};
