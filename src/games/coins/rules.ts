/**
 * Coin-turning games as the engine sees them: the whole board is one position (a bitmask of heads
 * coins) and a move turns over a set the rule allows, its distinguished coin going heads → tails.
 * Nothing here assumes coins are independent; this is the brute-force truth the coin-turning
 * theorem (theorem.ts) and every closed form are tested against.
 */
import type { Game } from '../../engine/core/game.js';
import { indexGridRule, indexRowRule, type CoinGridRule, type CoinRowRule, type IndexedTurnSets } from './turnRule.js';

/** A board of up to 30 coins as a bitmask: bit i set ⇔ coin index i shows heads. */
export type CoinBoard = number;

export const MAX_BOARD_COINS = 30;

/** The game on boards of `count` coins under an indexed rule. */
export function coinTurningGame(count: number, turnSets: IndexedTurnSets, format?: (board: CoinBoard) => string): Game<CoinBoard> {
  if (!(Number.isInteger(count) && count >= 0 && count <= MAX_BOARD_COINS)) {
    throw new RangeError(`the bitmask model holds 0..${MAX_BOARD_COINS} coins, got ${count}`);
  }
  // Each coin's sets as masks, computed once: the same coin is asked about in many positions.
  const masks: number[][] = [];
  for (let coin = 0; coin < count; coin++) {
    masks.push(Array.from(turnSets(coin), (set) => set.reduce((mask, c) => mask | (1 << c), 0)));
  }
  return {
    *moves(board) {
      for (let coin = 0; coin < count; coin++) {
        if ((board >>> coin) & 1) for (const mask of masks[coin]) yield board ^ mask;
      }
    },
    key: (board) => board,
    format,
  };
}

/** A row of `length` coins: bit i is coin firstCoin + i. */
export function coinRowGame(rule: CoinRowRule, length: number): Game<CoinBoard> {
  return coinTurningGame(length, indexRowRule(rule, length), (board) => boardToRow(board, length));
}

/** A rows × columns grid: bit r·columns + c is the coin in row firstRow + r, column firstColumn + c. */
export function coinGridGame(rule: CoinGridRule, rows: number, columns: number): Game<CoinBoard> {
  return coinTurningGame(rows * columns, indexGridRule(rule, rows, columns), (board) =>
    Array.from({ length: rows }, (_, r) => boardToRow(board >>> (r * columns), columns)).join('/'),
  );
}

/** `THHT` → bitmask (the first character is index 0). */
export function rowToBoard(word: string): CoinBoard {
  let board = 0;
  for (let i = 0; i < word.length; i++) if (word[i] === 'H') board |= 1 << i;
  return board;
}

/** The first `length` coins of a bitmask as `H`/`T`. */
export function boardToRow(board: CoinBoard, length: number): string {
  let word = '';
  for (let i = 0; i < length; i++) word += (board >>> i) & 1 ? 'H' : 'T';
  return word;
}
