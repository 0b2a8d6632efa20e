/**
 * What the playables of heap games share: reading heaps small enough to list every move of, the
 * move "heap i to size t" (label `i:t`, the way a player types it), and the terminal picture of
 * heaps as rows of stones.
 */
import { NimlabError } from '../engine/core/errors.js';
import { parseHeaps } from './parse.js';
import type { PlayMove } from './playable.js';

/** Largest heap a game is played with: its moves stay listable. */
export const PLAY_HEAP_LIMIT = 1000;
/** Most heaps a game is played with. */
export const PLAY_HEAP_COUNT_LIMIT = 30;
/** Stones drawn in one row of the terminal picture; longer heaps end in `…`. */
const DRAWN_STONES = 40;

/** Heaps from words, each at most PLAY_HEAP_LIMIT and at most PLAY_HEAP_COUNT_LIMIT of them. */
export function parsePlayHeaps(words: readonly string[], what = 'heap'): number[] {
  const heaps = parseHeaps(words, what);
  if (heaps.length > PLAY_HEAP_COUNT_LIMIT) {
    throw new NimlabError(`to play, give at most ${PLAY_HEAP_COUNT_LIMIT} ${what}s, got ${heaps.length}`);
  }
  heaps.forEach((heap, i) => {
    if (heap > BigInt(PLAY_HEAP_LIMIT))
      throw new NimlabError(`to play, each ${what} must be at most ${PLAY_HEAP_LIMIT}, got ${what} ${i + 1} = ${heap}`);
  });
  return heaps.map(Number);
}

export function formatHeaps(heaps: readonly number[]): string {
  return heaps.join(' ');
}

/** The heaps with heap `index` set to `size`. */
export function withHeap(heaps: readonly number[], index: number, size: number): number[] {
  return heaps.map((heap, i) => (i === index ? size : heap));
}

/** The move that leaves `size` stones in heap `index` (0-based; the label counts from 1). */
export function heapMove(heaps: readonly number[], index: number, size: number): PlayMove<number[]> {
  return { label: `${index + 1}:${size}`, to: withHeap(heaps, index, size) };
}

/** Heaps as rows of stones: `heap 2 │ ●●●● 4`. */
export function heapRows(heaps: readonly number[], what = 'heap'): string[] {
  const width = `${what} ${heaps.length}`.length;
  return heaps.map((heap, i) => `${`${what} ${i + 1}`.padEnd(width)} │ ${stones(heap)} ${heap}`);
}

/** A heap drawn as stones, cut short with `…` when long. */
export function stones(count: number): string {
  return count <= DRAWN_STONES ? '●'.repeat(count) : `${'●'.repeat(DRAWN_STONES)}…`;
}
