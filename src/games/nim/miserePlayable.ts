import { formatHeaps, heapRows, parsePlayHeaps } from '../heapPlay.js';
import { nimMoves } from './playable.js';
import type { Playable } from '../playable.js';
import { misereNimFirstWins } from './misere.js';

/**
 * Misère Nim played move by move. Misère is this game's own rule, not a toggle: whoever takes
 * the last stone loses whatever flag is passed, so `supportsMisere` is false (there is no
 * "normal" variant to switch to — that is plain `nim`), and a position with no stones left is a
 * win for the player to move, as `toMoveWins` says.
 */
export const playableMisereNim: Playable<number[]> = {
  supportsMisere: false,
  parse: (words) => parsePlayHeaps(words),
  format: formatHeaps,
  board: (heaps) => heapRows(heaps),
  moves: nimMoves,
  toMoveWins: (heaps) => misereNimFirstWins(heaps.map(BigInt)),
};
