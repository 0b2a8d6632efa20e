import type { Game } from '../../engine/core/game.js';

/** Pile sizes in non-decreasing order: the multiset is the position. */
export type PileMultiset = readonly number[];

/**
 * "Merge two piles whose total is at most m" as the engine sees it: a position is the multiset of
 * pile sizes, a move replaces two piles p, q with p + q ≤ m by one pile p + q. No formula.
 */
export function mergePilesGame(m: number): Game<PileMultiset> {
  return {
    *moves(piles) {
      for (let i = 0; i < piles.length; i++) {
        // Equal sizes give the same move, so try each pair of values once.
        if (i > 0 && piles[i] === piles[i - 1]) continue;
        for (let j = i + 1; j < piles.length; j++) {
          if (j > i + 1 && piles[j] === piles[j - 1]) continue;
          if (piles[i] + piles[j] > m) break;
          yield mergePair(piles, i, j);
        }
      }
    },
    key: (piles) => piles.join(','),
    format: (piles) => `{${piles.join(', ')}}`,
  };
}

/** The multiset with piles i and j replaced by their sum, kept sorted. */
function mergePair(piles: PileMultiset, i: number, j: number): PileMultiset {
  const merged = piles[i] + piles[j];
  const rest = piles.filter((_, index) => index !== i && index !== j);
  let at = 0;
  while (at < rest.length && rest[at] < merged) at++;
  rest.splice(at, 0, merged);
  return rest;
}

/** n piles of one stone. */
export function singletons(n: number): PileMultiset {
  return new Array<number>(n).fill(1);
}
