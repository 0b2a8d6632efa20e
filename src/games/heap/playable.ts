import { NimlabError } from '../../engine/core/errors.js';
import { componentsOf } from '../../engine/core/game.js';
import { MisereSolver } from '../../engine/misere/misere.js';
import { formatHeaps, heapRows, parsePlayHeaps } from '../heapPlay.js';
import type { Playable, PlayMove } from '../playable.js';
import type { HeapGame } from './heapGame.js';
import { takeBreakGame } from './rules.js';
import { GrundySequencer } from './sequence/sequencer.js';

/** A position with more moves than this cannot be played: its move list would not be listable. */
export const HEAP_PLAY_MOVE_LIMIT = 20_000;

/**
 * Most tokens in all for misère play. Misère play has no value per heap, so who wins comes from
 * the engine's MisereSolver, an exhaustive search over whole sums (as multisets of heaps): the
 * sums reachable from n tokens are at most the partitions of the numbers up to n, about 200,000
 * for 40 tokens (a second or two), millions past 60.
 */
export const MISERE_PLAY_TOKENS = 40;

/**
 * A take-and-break game played move by move: a move replaces heap i by what the code leaves of it,
 * labelled `i:a+b` (heaps a and b left, in place of heap i), `i:a` (one heap) or `i:0` (nothing).
 * The moves come from the rules model; who wins in normal play from the Grundy sequence (XOR of
 * the heaps' values), in misère play from the engine's MisereSolver on the same rules (its
 * positions kept by this playable, so a game's later questions are answered from memory).
 */
export function playableHeapGame(game: HeapGame): Playable<number[]> {
  const rules = takeBreakGame(game.code);
  let sequencer: GrundySequencer | null = null;
  let misereSolver: MisereSolver<number> | null = null;
  const misereMoverWins = (heaps: readonly number[]) => {
    const tokens = heaps.reduce((a, b) => a + b, 0);
    if (tokens > MISERE_PLAY_TOKENS) {
      throw new NimlabError(
        `${game.name}: misère play is searched position by position, so at most ${MISERE_PLAY_TOKENS} tokens in all; this position has ${tokens}`,
      );
    }
    misereSolver ??= new MisereSolver(rules);
    return misereSolver.outcome(heaps) === 'N';
  };
  const valueOf = (heap: number) => {
    sequencer ??= new GrundySequencer(game.code);
    sequencer.extendTo(heap + 1);
    return sequencer.valueAt(heap);
  };
  /** The moves, or null as soon as there are more than `limit` (codes that split into many heaps have very many). */
  const listMoves = (heaps: readonly number[], limit = Infinity): PlayMove<number[]>[] | null => {
    const list: PlayMove<number[]>[] = [];
    for (let i = 0; i < heaps.length; i++) {
      for (const option of rules.moves(heaps[i])) {
        if (list.length === limit) return null;
        const parts = componentsOf(option);
        list.push({
          label: `${i + 1}:${parts.length === 0 ? 0 : parts.join('+')}`,
          to: [...heaps.slice(0, i), ...parts, ...heaps.slice(i + 1)],
        });
      }
    }
    return list;
  };
  return {
    supportsMisere: true,
    parse(words) {
      const heaps = parsePlayHeaps(words);
      if (listMoves(heaps, HEAP_PLAY_MOVE_LIMIT) === null) {
        throw new NimlabError(`${game.name}: this position has more than ${HEAP_PLAY_MOVE_LIMIT} moves; to play, choose smaller heaps`);
      }
      return heaps;
    },
    format: formatHeaps,
    board: (heaps) => heapRows(heaps),
    moves: (heaps) => listMoves(heaps)!,
    toMoveWins: (heaps, misere) => (misere ? misereMoverWins(heaps) : heaps.reduce((total, heap) => total ^ valueOf(heap), 0) !== 0),
  };
}
