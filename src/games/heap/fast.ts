import { formatCode, type TakeBreakCode } from './code/code.js';
import { parseHeapGame, type HeapGame } from './heapGame.js';
import type { Periodicity } from './sequence/periodicity.js';
import { GrundySequencer, type SequencerOptions } from './sequence/sequencer.js';
import type { GrundyArray } from './kernels/grundyArray.js';

export interface GrundySequence {
  /** Canonical name of the game. */
  game: string;
  /** G(0), …, G(count − 1); past `computed` they follow from the proven period. */
  values: GrundyArray;
  /** How many values were actually computed (fewer than asked when a period was proven early). */
  computed: number;
  /** The proven period, or one only observed in the computed values, or null. */
  period: Periodicity | null;
}

/**
 * The Grundy values of heaps 0..count-1 of a heap game (a code such as `0.77`, a HeapGame or a
 * parsed code), by the plain or sparse-space method, stopping early once a period is proven.
 */
export function grundySequence(game: HeapGame | TakeBreakCode | string, count: number, options: SequencerOptions = {}): GrundySequence {
  const heapGame = typeof game === 'string' ? parseHeapGame(game) : 'code' in game ? game : { name: formatCode(game), code: game };
  const sequencer = new GrundySequencer(heapGame.code, options);
  const values = sequencer.values(count);
  return {
    game: heapGame.name,
    values,
    computed: Math.min(sequencer.computed, count),
    period: sequencer.periodicity(),
  };
}
