import { NimlabError } from '../../engine/errors.js';
import type { Playable, PlayMove } from '../playable.js';
import { parseHeaps } from '../parse.js';
import { nimSum } from './fast.js';

/** Heaps small enough to list every move of. */
const PLAYABLE_HEAP_LIMIT = 1000n;

export const playableNim: Playable<number[]> = {
  supportsMisere: true,
  parse(words) {
    const heaps = parseHeaps(words);
    if (heaps.some((h) => h > PLAYABLE_HEAP_LIMIT)) throw new NimlabError(`to play, heaps must be at most ${PLAYABLE_HEAP_LIMIT}`);
    return heaps.map(Number);
  },
  format: (heaps) => heaps.join(' '),
  moves(heaps) {
    const moves: PlayMove<number[]>[] = [];
    heaps.forEach((heap, i) => {
      for (let to = heap - 1; to >= 0; to--) {
        moves.push({ label: `${i + 1}:${to}`, to: heaps.map((h, j) => (j === i ? to : h)) });
      }
    });
    return moves;
  },
  toMoveWins(heaps, misere) {
    const total = nimSum(heaps.map(BigInt));
    // Misère Nim (Bouton): with every heap at most 1, the mover wins iff an even number of 1s remain.
    if (misere && heaps.every((h) => h <= 1)) return heaps.filter((h) => h === 1).length % 2 === 0;
    return total !== 0n;
  },
};
