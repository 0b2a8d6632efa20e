import { isHeaps } from '../components/GamePicture';
import { fitsHeapBoard } from '../components/HeapBoard';
import { STAIRCASE_TOUCH_MAX_STONES } from '../components/StaircasePicture';
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

/**
 * The heaps a picture draws stone by stone, when its stones can be touched: heap positions with no
 * picture of their own, Staircase Nim's steps, and the one heap of a game with memory (Mem, whose
 * second number, the last take, is no heap); null for any other picture.
 */
export function touchableHeaps(playable: Playable<unknown>, position: unknown): readonly number[] | null {
  const kind = playable.picture?.kind;
  if (!isHeaps(position)) return null;
  if (kind === 'memory-heap') return position.slice(0, 1);
  if (kind === 'staircase') return position.every((s) => s <= STAIRCASE_TOUCH_MAX_STONES) ? position : null;
  if (!kind && fitsHeapBoard(position)) return position;
  return null;
}

/**
 * Every way of touching the picture that makes a move: usually one pattern, several when the move
 * can be touched in more than one way (a heap split in two without taking, touched at either part),
 * none when it cannot be touched.
 *
 * Heap labels: `i:t` and `i:a+b` (take-and-break games, Lasker's Nim, Staircase Nim), `a-k`, `b-k`,
 * `both-i,j` and `both-k` (a-Wythoff, Wythoff's piles a and b as heaps 1 and 2), `take-k` (Mem).
 */
export function patternsOf(playable: Playable<unknown>, position: unknown, move: PlayMove<unknown>): Pattern[] {
  const kind = playable.picture?.kind;
  if (kind === 'coin-row') return [rowPattern(position as string, move.to as string)];
  if (kind === 'coin-grid') return [gridPattern(position as string[], move.to as string[])];
  const heaps = touchableHeaps(playable, position);
  if (!heaps) return [];
  const label = move.label;
  let m: RegExpMatchArray | null;
  if ((m = label.match(/^(a|b)-(\d+)$/))) return [new Map([[m[1] === 'a' ? 'h1' : 'h2', Number(m[2])]])];
  if ((m = label.match(/^both-(\d+)(?:,(\d+))?$/)))
    return [
      new Map([
        ['h1', Number(m[1])],
        ['h2', Number(m[2] ?? m[1])],
      ]),
    ];
  if ((m = label.match(/^take-(\d+)$/))) return [new Map([['h1', Number(m[1])]])];
  const pattern = heapPattern(heaps, label);
  if (!pattern) return [];
  const split = splitParts(heaps, label);
  // A split that takes nothing: touching a stone splits off it and the stones above it, so either part may be touched.
  if (split) return [...new Set(split)].map((part) => new Map([[`h${split.index}`, part]]));
  return [pattern];
}

/** The parts of a one-heap move that splits heap i without taking from it (`i:a+b`, a + b the heap), or null. */
function splitParts(heaps: readonly number[], label: string): (number[] & { index: number }) | null {
  const m = label.match(/^(\d+):(\d+(?:\+\d+)+)$/);
  if (!m) return null;
  const parts = m[2].split('+').map(Number);
  if (parts.reduce((a, b) => a + b, 0) !== heaps[Number(m[1]) - 1]) return null;
  return Object.assign(parts, { index: Number(m[1]) });
}

/** One way of touching the move (the first of patternsOf), to ring its stones or coins as a hint. */
export function patternOf(playable: Playable<unknown>, position: unknown, move: PlayMove<unknown>): Pattern | null {
  return patternsOf(playable, position, move)[0] ?? null;
}

export type Matcher = (selection: Pattern) => SelectionMatch;

/**
 * Which moves agree with what has been touched, or null when the picture cannot be touched. A coin
 * row is matched by its labels (ten thousand moves, no pattern each); other pictures build each
 * move's patterns at the first touch, and a move agrees when one of its patterns does.
 */
export function touchMatcher(playable: Playable<unknown>, position: unknown, moves: PlayMove<unknown>[]): Matcher | null {
  const picture = playable.picture;
  if (picture?.kind === 'coin-row') return (selection) => matchRowLabels(moves, picture.firstCoin, selection);
  if (picture?.kind !== 'coin-grid' && !touchableHeaps(playable, position)) return null;
  let flat: { patterns: Pattern[]; owners: number[] } | null = null;
  return (selection) => {
    flat ??= flatten(moves.map((m) => patternsOf(playable, position, m)));
    const match = matchSelection(flat.patterns, selection);
    const owner = (i: number) => flat!.owners[i];
    return { candidates: [...new Set(match.candidates.map(owner))], exact: [...new Set(match.exact.map(owner))] };
  };
}

function flatten(perMove: Pattern[][]): { patterns: Pattern[]; owners: number[] } {
  const patterns: Pattern[] = [];
  const owners: number[] = [];
  perMove.forEach((list, move) => {
    for (const pattern of list) {
      patterns.push(pattern);
      owners.push(move);
    }
  });
  return { patterns, owners };
}
