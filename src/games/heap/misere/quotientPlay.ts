import { NimlabError } from '../../../engine/core/errors.js';
import { quotientElement, type MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import type { Playable, PlayMove } from '../../playable.js';
import { legalMoves, type PlaySession } from '../../playSession.js';
import type { TakeBreakCode } from '../code/code.js';
import { heapGeneratorSystem } from './misere.js';

/** Which heap a move of a quotient game takes and the heaps it leaves there (none: the heap is gone). */
export interface QuotientMoveParts {
  /** Index of the heap in the position. */
  heap: number;
  parts: readonly number[];
}

/**
 * Misère play of a sum of heaps of a take-and-break game as a Playable, read from a misère quotient
 * of its heaps (Plambeck, "Taming the wild in impartial combinatorial games", Integers 5 (2005);
 * Plambeck & Siegel, "Misère quotients for impartial games", JCTA 115 (2008)): the mover wins when
 * the product of the heaps' elements is outside the P-portion. So the playground's misère view plays
 * on the shared PlaySession (undo and redo included) with the quotient as its perfect opponent.
 *
 * A move replaces heap i by what an option leaves, labelled `i:a+b` (`i:0`: nothing is left), one
 * move per distinct option of each heap, in the order of the heap's options. Every heap must be
 * 1..q.count (the heaps the quotient covers); the game is misère only.
 */
export function quotientPlayable(code: TakeBreakCode, q: MisereQuotient): Playable<number[]> {
  const system = heapGeneratorSystem(code);
  const moves = (heaps: number[]): PlayMove<number[]>[] =>
    heaps.flatMap((size, heap) => {
      const distinct = new Map(system.heapOptions(size).map((option) => [option.parts.join('+'), option.parts]));
      return [...distinct].map(([key, parts]) => ({
        label: `${heap + 1}:${key === '' ? 0 : key}`,
        to: [...heaps.slice(0, heap), ...parts, ...heaps.slice(heap + 1)],
      }));
    });
  const inRange = (heaps: readonly number[]) => heaps.every((h) => Number.isInteger(h) && h >= 1 && h <= q.count);
  return {
    supportsMisere: true,
    parse(words) {
      const heaps = words.map(Number);
      if (heaps.length === 0 || !inRange(heaps)) {
        throw new NimlabError(`heaps must be whole numbers from 1 to ${q.count} (the quotient covers heaps up to ${q.count})`);
      }
      return heaps;
    },
    format: (heaps) => heaps.join(' + '),
    moves,
    toMoveWins(heaps, misere) {
      if (!misere) throw new NimlabError('a misère quotient says who wins in misère play only');
      return !q.losing[
        quotientElement(
          q,
          heaps.map((h) => h - 1),
        )
      ];
    },
  };
}

/** The heap a quotient game's move takes and what it leaves, read from its label (see quotientPlayable). */
export function quotientMoveParts(move: PlayMove<number[]>): QuotientMoveParts {
  const [heap, left] = move.label.split(':');
  return { heap: Number(heap) - 1, parts: left === '0' ? [] : left.split('+').map(Number) };
}

/**
 * The quotient's perfect opponent: the index of the first listed move into the P-portion, or of
 * the first move when there is none (the position is lost whatever it plays); null when the game
 * is over. The first winning move in list order is the first `analyzeByQuotient` finds.
 */
export function quotientReplyIndex(session: PlaySession<number[]>, moves = legalMoves(session)): number | null {
  if (moves.length === 0) return null;
  const index = moves.findIndex((move) => !session.playable.toMoveWins(move.to, true));
  return Math.max(0, index);
}
