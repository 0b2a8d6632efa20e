import type { Game } from '../../engine/core/game.js';

function firstNonEmpty(heaps: readonly number[]): number {
  return heaps.findIndex((heap) => heap > 0);
}

/**
 * Sequential Nim as the engine sees it: heaps in a row, and a move removes one or more stones
 * from the lowest-numbered non-empty heap only. Emptied leading heaps are dropped, and the key
 * ignores them, so positions that differ only by them are one position.
 */
export const sequentialNim: Game<readonly number[]> = {
  *moves(heaps) {
    const first = firstNonEmpty(heaps);
    if (first < 0) return;
    const rest = heaps.slice(first + 1);
    for (let left = heaps[first] - 1; left >= 0; left--) yield left === 0 ? rest : [left, ...rest];
  },
  key(heaps) {
    const first = firstNonEmpty(heaps);
    return first < 0 ? '' : heaps.slice(first).join(',');
  },
  format: (heaps) => heaps.join(' '),
};
