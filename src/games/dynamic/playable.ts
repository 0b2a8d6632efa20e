import { NimlabError } from '../../engine/core/errors.js';
import { PLAY_HEAP_LIMIT, stones } from '../heapPlay.js';
import { parseNatural } from '../parse.js';
import type { Playable, PlayMove } from '../playable.js';
import { DynamicNumberSystem, dynamicWinningTakes } from './fast.js';
import { dynamicPosition, dynamicStart, type DynamicPosition } from './rules.js';

/**
 * k-multiple dynamic subtraction (Fibonacci Nim for k = 2) played move by move. Positions are
 * written like `nimlab analyze` takes them: `n` (a fresh heap) or `n m` (the next take is at most
 * m). The move `take t` takes t stones, and the opponent may then take up to k·t.
 */
export function playableDynamic(k: number): Playable<DynamicPosition> {
  // One number system serves every position of a game; it grows when a larger heap comes.
  let system: DynamicNumberSystem | null = null;
  const systemFor = (n: number) => {
    if (system === null || system.limit < n) system = new DynamicNumberSystem(k, n);
    return system;
  };
  return {
    supportsMisere: false,
    parse(words) {
      if (words.length < 1 || words.length > 2)
        throw new NimlabError("expected 'n' (a fresh heap) or 'n m' (heap n, next move takes at most m)");
      const n = Number(parseNatural(words[0], 'heap', BigInt(PLAY_HEAP_LIMIT)));
      if (words.length === 1) return dynamicStart(n);
      return dynamicPosition(n, Number(parseNatural(words[1], 'largest allowed take', BigInt(PLAY_HEAP_LIMIT))));
    },
    format: ({ remaining, maxTake }) => `${remaining} (take ≤ ${maxTake})`,
    board: ({ remaining, maxTake }) => [
      `heap │ ${stones(remaining)} ${remaining}`,
      `next move takes 1..${maxTake}, then the limit becomes ${k}× that take`,
    ],
    moves({ remaining, maxTake }) {
      const moves: PlayMove<DynamicPosition>[] = [];
      for (let take = 1; take <= Math.min(maxTake, remaining); take++) {
        moves.push({ label: `take ${take}`, to: dynamicPosition(remaining - take, k * take) });
      }
      return moves;
    },
    toMoveWins: ({ remaining, maxTake }) => dynamicWinningTakes(systemFor(remaining), remaining, maxTake).length > 0,
  };
}
