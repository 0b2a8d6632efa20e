import type { Game } from '../../engine/core/game.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { IntegerMemo } from '../../engine/core/memo.js';

/**
 * The digit 8 as a graph: six corners joined by the seven segments. Corners: 0 top-left,
 * 1 top-right, 2 middle-left, 3 middle-right, 4 bottom-left, 5 bottom-right. Segment i (1-based in
 * the statement) joins SEGMENT_ENDS[i − 1].
 */
export const SEGMENT_ENDS: readonly (readonly [number, number])[] = [
  [0, 1], // 1 top
  [0, 2], // 2 upper-left
  [1, 3], // 3 upper-right
  [2, 3], // 4 middle
  [2, 4], // 5 lower-left
  [3, 5], // 6 lower-right
  [4, 5], // 7 bottom
];

const SEGMENTS = SEGMENT_ENDS.length;
/** Bits per segment in a packed position: the brute force only visits tiny stone counts. */
const BITS = 2;
export const MAX_STONES = (1 << BITS) - 1;
/** Packed positions are the integers 0..PACKED_LIMIT − 1 (an IntegerMemo fits them all). */
export const PACKED_LIMIT = 2 ** (BITS * 7);

/** Non-empty segment sets that are connected and contain no cycle (subtrees of the 8), as masks. */
export const TREE_MOVES: readonly number[] = treeMasks();

function treeMasks(): number[] {
  const trees: number[] = [];
  for (let mask = 1; mask < 1 << SEGMENTS; mask++) {
    // A set of edges is a tree iff it joins |edges| + 1 corners without closing a cycle.
    const root = [0, 1, 2, 3, 4, 5];
    const find = (v: number): number => {
      while (root[v] !== v) v = root[v];
      return v;
    };
    const corners = new Set<number>();
    let edges = 0;
    let acyclic = true;
    for (let s = 0; s < SEGMENTS; s++) {
      if (!((mask >> s) & 1)) continue;
      const [a, b] = SEGMENT_ENDS[s];
      corners.add(a).add(b);
      edges++;
      const ra = find(a);
      const rb = find(b);
      if (ra === rb) acyclic = false;
      root[ra] = rb;
    }
    if (acyclic && corners.size === edges + 1) trees.push(mask);
  }
  return trees;
}

export function packLamps(stones: readonly number[]): number {
  let packed = 0;
  for (let s = SEGMENTS - 1; s >= 0; s--) {
    if (!(stones[s] >= 0 && stones[s] <= MAX_STONES))
      throw new RangeError(`segment ${s + 1} holds ${stones[s]} stones; the model packs 0..${MAX_STONES}`);
    packed = packed * (1 << BITS) + stones[s];
  }
  return packed;
}

export function unpackLamps(packed: number): number[] {
  const stones: number[] = [];
  for (let s = 0; s < SEGMENTS; s++) {
    stones.push(packed % (1 << BITS));
    packed = Math.floor(packed / (1 << BITS));
  }
  return stones;
}

/**
 * Seven-segment Nim as an engine game on packed positions: a move picks a subtree of the 8 and
 * takes any number of stones (possibly none) from each of its segments, at least one in total.
 */
export const sevenLampsGame: Game<number> = {
  moves(packed) {
    const stones = unpackLamps(packed);
    const options: number[] = [];
    for (const tree of TREE_MOVES) takeFromTree(packed, stones, tree, options);
    return options;
  },
  key: (packed) => packed,
  format: (packed) => unpackLamps(packed).join(' '),
};

/** Appends every position reached by taking k_s ≥ 0 stones from each segment s of the tree, Σk ≥ 1. */
function takeFromTree(packed: number, stones: readonly number[], tree: number, options: number[]): void {
  const segments: number[] = [];
  for (let s = 0; s < SEGMENTS; s++) if ((tree >> s) & 1) segments.push(s);
  // Odometer over the amounts taken; the all-zero vector (the start) is skipped.
  const taken = new Array<number>(segments.length).fill(0);
  for (;;) {
    let i = 0;
    while (i < segments.length && taken[i] === stones[segments[i]]) taken[i++] = 0;
    if (i === segments.length) return;
    taken[i]++;
    let next = packed;
    for (let j = 0; j < segments.length; j++) next -= taken[j] * 2 ** (BITS * segments[j]);
    options.push(next);
  }
}

let shared: GrundySolver<number> | undefined;

/** One solver for every caller: the game never changes, so values found once serve every box. */
export function sharedLampsSolver(): GrundySolver<number> {
  shared ??= new GrundySolver(sevenLampsGame, new IntegerMemo(PACKED_LIMIT));
  return shared;
}
