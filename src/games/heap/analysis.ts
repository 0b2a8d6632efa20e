import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { NimlabError } from '../../engine/core/errors.js';
import type { Outcome } from '../../engine/core/game.js';
import { extendInSlices, type ProgressCallback } from '../../engine/core/progressSlices.js';
import type { HeapGame } from './heapGame.js';
import { forEachOptionWithValue, type HeapOption } from './code/heapMoves.js';
import type { Periodicity } from './sequence/periodicity.js';
import { GrundySequencer } from './sequence/sequencer.js';

/** Largest heap `analyzeHeapSum` accepts. */
export const MAX_ANALYZED_HEAP = 10_000_000;

/** A winning move: in heap number `heap` (index), remove and leave `option.parts`. */
export interface HeapSumMove {
  heap: number;
  option: HeapOption;
}

export interface HeapSumAnalysis {
  heaps: number[];
  /** G of each heap, in order. */
  values: number[];
  /** XOR of the heap values: the sum's Grundy value. */
  grundy: number;
  outcome: Outcome;
  /** Winning moves in heap order, at most `limit` of them. */
  winningMoves: HeapSumMove[];
  /** How many winning moves there are in all. */
  winningMoveCount: number;
  /** The period of the sequence when the computation proved one. */
  period: Periodicity | null;
}

/**
 * Outcome, value and winning moves of a sum of heaps, by the Sprague–Grundy theorem: the sum's
 * value is the XOR of the heaps' values, and a move in heap i wins iff it leaves options of value
 * (total ⊕ G(h_i)) — so only the options of that value are generated. With `onProgress`, the
 * values are computed in slices, reporting the count computed after each (see extendInSlices).
 */
export function analyzeHeapSum(
  game: HeapGame,
  heaps: readonly number[],
  limit = 100,
  sequencer = new GrundySequencer(game.code),
  onProgress?: ProgressCallback,
): HeapSumAnalysis {
  for (const heap of heaps) {
    if (!Number.isSafeInteger(heap) || heap < 0 || heap > MAX_ANALYZED_HEAP) {
      throw new NimlabError(`heap sizes must be integers from 0 to ${MAX_ANALYZED_HEAP}, got ${heap}`);
    }
  }
  const count = Math.max(0, ...heaps) + 1;
  if (onProgress) extendInSlices(count, (n) => sequencer.extendTo(n), onProgress, { finished: () => sequencer.finished });
  else sequencer.extendTo(count);
  const valueOf = (heap: number) => sequencer.valueAt(heap);
  const values = heaps.map(valueOf);
  const grundy = values.reduce((a, b) => a ^ b, 0);
  const winningMoves: HeapSumMove[] = [];
  let winningMoveCount = 0;
  if (grundy !== 0) {
    heaps.forEach((heap, index) => {
      forEachOptionWithValue(game.code, heap, grundy ^ values[index], valueOf, (option) => {
        winningMoveCount++;
        if (winningMoves.length < limit) winningMoves.push({ heap: index, option });
      });
    });
  }
  return {
    heaps: [...heaps],
    values,
    grundy,
    outcome: outcomeOfValue(grundy),
    winningMoves,
    winningMoveCount,
    period: sequencer.proven,
  };
}
