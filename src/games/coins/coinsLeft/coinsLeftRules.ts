import type { Game } from '../../../engine/core/game.js';

/**
 * A coin row as a bitmask: bit i−1 set ⇔ coin i (1-based, counted from the left) shows heads.
 * Tails coins beyond the last heads coin do not change the game, so the mask alone is the position.
 */
export type CoinRow = number;

/** Largest row the bitmask model holds; brute force never comes near it. */
export const MAX_MODEL_COINS = 30;

/**
 * "Turn one or two, the other to the left" as the engine sees it: turn a heads coin x to tails,
 * and optionally turn one coin y left of x either way. The whole row is one position; the engine
 * knows nothing about coins being independent.
 */
export const coinsLeftGame: Game<CoinRow> = {
  *moves(row) {
    for (let x = 0; x < MAX_MODEL_COINS; x++) {
      const coin = 1 << x;
      if ((row & coin) === 0) continue;
      const turned = row ^ coin;
      yield turned;
      for (let y = 0; y < x; y++) yield turned ^ (1 << y);
    }
  },
  key: (row) => row,
  format: (row) => rowToWord(row),
};

/** `HTHHT` → bitmask (leftmost character is coin 1). */
export function wordToRow(word: string): CoinRow {
  if (word.length > MAX_MODEL_COINS) throw new RangeError(`the bitmask model holds at most ${MAX_MODEL_COINS} coins`);
  let row = 0;
  for (let i = 0; i < word.length; i++) if (word[i] === 'H') row |= 1 << i;
  return row;
}

/** Bitmask → `HTHH`, up to the last heads coin (`T` for the empty row). */
export function rowToWord(row: CoinRow): string {
  if (row === 0) return 'T';
  let word = '';
  for (let i = 0; row >>> i !== 0; i++) word += (row >>> i) & 1 ? 'H' : 'T';
  return word;
}
