import { NimlabError } from '../../engine/core/errors.js';
import { componentsOf } from '../../engine/core/game.js';
import { formatHeaps, heapRows, parsePlayHeaps } from '../heapPlay.js';
import type { Playable, PlayMove } from '../playable.js';
import type { HeapGame } from './heapGame.js';
import { takeBreakGame } from './rules.js';
import { GrundySequencer } from './sequence/sequencer.js';
import { MiserePlayOracle } from './misere/miserePlayOracle.js';

/** A position with more moves than this cannot be played: its move list would not be listable. */
export const HEAP_PLAY_MOVE_LIMIT = 20_000;

export interface HeapPlayOptions {
  /** Time to grow the misère quotient a large misère position needs, in milliseconds (MiserePlayOracle's default). */
  misereTimeLimitMs?: number;
}

/**
 * A take-and-break game played move by move: a move replaces heap i by what the code leaves of it,
 * labelled `i:a+b` (heaps a and b left, in place of heap i), `i:a` (one heap) or `i:0` (nothing).
 * The moves come from the rules model; who wins in normal play from the Grundy sequence (XOR of
 * the heaps' values), in misère play from MiserePlayOracle: small sums searched from the definition,
 * larger ones (any number of tokens) read in the misère quotient of the heaps, grown once as far as
 * the position needs (its state kept by this playable, so a game's later questions are answered
 * from memory). Where no quotient is found within its limits, the answer is one line
 * (MiserePlayLimitError).
 */
export function playableHeapGame(game: HeapGame, options: HeapPlayOptions = {}): Playable<number[]> {
  const rules = takeBreakGame(game.code);
  let sequencer: GrundySequencer | null = null;
  let misere: MiserePlayOracle | null = null;
  const misereMoverWins = (heaps: readonly number[]) =>
    (misere ??= new MiserePlayOracle(game.code, { timeLimitMs: options.misereTimeLimitMs })).moverWins(heaps);
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
