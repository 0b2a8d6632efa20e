import { NimlabError } from '../../../engine/core/errors.js';
import type { MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { allowsHeaps, digitAt, maxHeapsLeft, maxTokensRemoved, type TakeBreakCode } from '../code/code.js';
import { solvedHeapElement } from './miserePeriodicity.js';

/** A move in a sum of heaps of any size: heap number `heap` (index) loses `removed` tokens and leaves `parts`. */
export interface BigHeapMove {
  heap: number;
  removed: number;
  parts: bigint[];
}

/** Misère outcome of a sum of heaps of any size read from a solved quotient, with winning moves. */
export interface SolvedSumAnalysis {
  outcome: 'N' | 'P';
  element: number;
  /**
   * Winning moves: for a heap larger than the quotient's last heap, one move per (tokens removed,
   * element reached) — the others of that kind reach the same element and win as well.
   */
  winningMoves: BigHeapMove[];
}

/**
 * A sum of heaps of any size in a quotient the periodicity theorem proved (see miserePeriodicity.ts):
 * each heap's element comes from the periodic heap map, the sum's from the product, and a move wins
 * when the other heaps' element times the option's element lies in the P-portion. Options of a heap
 * past the computed ones are enumerated up to periodicity: a part p ≥ preperiod + period has the
 * element of any part congruent to it, so splits whose smaller part stays below preperiod + 2·period
 * reach every element a split can reach.
 */
export function analyzeBySolvedQuotient(
  code: TakeBreakCode,
  q: MisereQuotient,
  solved: { period: number; preperiod: number },
  heaps: readonly bigint[],
): SolvedSumAnalysis {
  const element = (h: bigint) => solvedHeapElement(q, solved, h);
  const times = (x: number, y: number) => q.product[x * q.order + y];
  const elements = heaps.map(element);
  const total = elements.reduce(times, 0);
  const winningMoves: BigHeapMove[] = [];
  const tried = new Set<bigint>();
  heaps.forEach((heap, index) => {
    if (tried.has(heap)) return;
    tried.add(heap);
    const rest = elements.reduce((x, e, i) => (i === index ? x : times(x, e)), 0);
    const seen = new Set<string>();
    for (const move of heapOptionsUpToPeriod(code, heap, solved.preperiod + 2 * solved.period)) {
      const reached = times(rest, move.parts.map(element).reduce(times, 0));
      const kind = heap > BigInt(q.count) ? `${move.removed}:${reached}` : `${move.removed}:${move.parts.join('+')}`;
      if (q.losing[reached] && !seen.has(kind)) {
        seen.add(kind);
        winningMoves.push({ heap: index, removed: move.removed, parts: move.parts });
      }
    }
  });
  return { outcome: q.losing[total] ? 'P' : 'N', element: total, winningMoves };
}

/**
 * The options of a heap, as parts sorted ascending; a split into two is listed only while its
 * smaller part is below `smallBelow` (enough for a solved quotient, as above). Three or more parts
 * from a huge heap are not enumerated.
 */
function* heapOptionsUpToPeriod(code: TakeBreakCode, heap: bigint, smallBelow: number): Generator<{ removed: number; parts: bigint[] }> {
  const maxRemoved = maxTokensRemoved(code);
  if (maxHeapsLeft(code) > 2) throw new NimlabError('winning moves in huge heaps are listed for codes whose moves leave at most two heaps');
  for (let j = 0; j <= maxRemoved && BigInt(j) <= heap; j++) {
    const digit = digitAt(code, j);
    const left = heap - BigInt(j);
    if (left === 0n) {
      if (allowsHeaps(digit, 0)) yield { removed: j, parts: [] };
      continue;
    }
    if (allowsHeaps(digit, 1) && j > 0) yield { removed: j, parts: [left] };
    if (!allowsHeaps(digit, 2)) continue;
    const half = left / 2n;
    const last = half < BigInt(smallBelow) ? half : BigInt(smallBelow);
    for (let a = 1n; a <= last; a++) {
      if (digit.constraint === 'unequal' && a === left - a) continue;
      yield { removed: j, parts: [a, left - a] };
    }
  }
}
