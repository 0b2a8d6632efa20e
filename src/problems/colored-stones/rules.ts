import type { Game } from '../../engine/core/game.js';

/** The heaps of one colour, sorted ascending (their order never matters). */
export type ColourGroup = readonly number[];

/**
 * The heaps of one colour under colored bulk removal, as an engine game: a move takes any positive
 * number from one heap, or takes between 1 and `bulk` stones in total from heaps of this colour.
 * A move touches one colour only, so the whole game is the disjunctive sum of its colour groups.
 */
export function colourGroupGame(bulk: number): Game<ColourGroup> {
  return {
    *moves(heaps) {
      for (let i = 0; i < heaps.length; i++) {
        for (let take = 1; take <= heaps[i]; take++) yield withTaken(heaps, i, take);
      }
      yield* bulkRemovals(heaps, bulk);
    },
    key: (heaps) => heaps.join(','),
    format: (heaps) => `[${heaps.join(' ')}]`,
  };
}

function withTaken(heaps: ColourGroup, index: number, take: number): ColourGroup {
  const next = [...heaps];
  next[index] -= take;
  return next.sort((a, b) => a - b);
}

/** Every removal vector with 1 ≤ total ≤ bulk, applied to the heaps. */
function* bulkRemovals(heaps: ColourGroup, bulk: number): Generator<ColourGroup> {
  const taken = new Array<number>(heaps.length).fill(0);
  for (;;) {
    // Odometer over taken[i] ∈ 0..heaps[i], skipping vectors whose total passes `bulk`.
    let i = 0;
    let total = taken.reduce((sum, t) => sum + t, 0);
    while (i < heaps.length && (taken[i] === heaps[i] || total + 1 > bulk)) {
      total -= taken[i];
      taken[i++] = 0;
    }
    if (i === heaps.length) return;
    taken[i]++;
    yield heaps.map((h, j) => h - taken[j]).sort((a, b) => a - b);
  }
}
