import { isHeaps } from '../components/GamePicture';
import { fitsHeapBoard } from '../components/HeapBoard';
import {
  gridPattern,
  heapPattern,
  matchRowLabels,
  matchSelection,
  rowPattern,
  type Pattern,
  type SelectionMatch,
} from '../components/touch';
import type { Playable, PlayMove } from '../library';

/** What a move changes in the picture, when the picture can be touched (heaps drawn stone by stone, coins). */
export function patternOf(playable: Playable<unknown>, position: unknown, move: PlayMove<unknown>): Pattern | null {
  const kind = playable.picture?.kind;
  if (kind === 'coin-row') return rowPattern(position as string, move.to as string);
  if (kind === 'coin-grid') return gridPattern(position as string[], move.to as string[]);
  if (!kind && isHeaps(position) && fitsHeapBoard(position)) return heapPattern(position, move.label);
  return null;
}

export type Matcher = (selection: Pattern) => SelectionMatch;

/**
 * Which moves agree with what has been touched, or null when the picture cannot be touched. A coin
 * row is matched by its labels (ten thousand moves, no pattern each); other pictures build each
 * move's pattern at the first touch.
 */
export function touchMatcher(playable: Playable<unknown>, position: unknown, moves: PlayMove<unknown>[]): Matcher | null {
  const picture = playable.picture;
  if (picture?.kind === 'coin-row') return (selection) => matchRowLabels(moves, picture.firstCoin, selection);
  if (picture?.kind !== 'coin-grid' && !(!picture && isHeaps(position) && fitsHeapBoard(position))) return null;
  let patterns: (Pattern | null)[] | null = null;
  return (selection) => matchSelection((patterns ??= moves.map((m) => patternOf(playable, position, m))), selection);
}
