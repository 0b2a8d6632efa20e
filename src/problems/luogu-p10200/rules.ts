import type { PayoffGame } from '../../engine/conventions/minimax.js';

/** One test of the maze: a perfect binary tree of depth n in heap numbering (root 1). */
export interface Maze {
  depth: number;
  budget: number;
  /** cost[u] for the inner nodes u = 1..2^n − 1 (index 0 unused). */
  cost: ArrayLike<number>;
  /** leafValue[i] is the value at leaf node 2^n + i. */
  leafValue: ArrayLike<number>;
}

/**
 * Before the walk: Alice still has to mark. During the walk: the marked set, the nodes still to
 * visit (top of the stack last) and the leaves seen so far.
 */
export type MazePosition = { phase: 'mark' } | { phase: 'walk'; marked: number; stack: readonly number[]; seen: readonly number[] };

/**
 * The maze game as an engine payoff game whose value is the leaf sequence Q, ordered
 * lexicographically. Alice (maximiser) moves once: she picks any set of inner nodes whose costs
 * fit the budget. Then Bob (minimiser) walks depth-first: at a marked node the left child is
 * visited first; at an unmarked node he chooses the order of the two children.
 */
export function mazeGame(maze: Maze): PayoffGame<MazePosition, readonly number[]> {
  const leaves = 1 << maze.depth;
  return {
    moves(position) {
      if (position.phase === 'mark')
        return affordableMarkings(maze).map((marked) => ({ phase: 'walk' as const, marked, stack: [1], seen: [] }));
      const { marked, stack, seen } = position;
      if (stack.length === 0) return [];
      const node = stack[stack.length - 1];
      const rest = stack.slice(0, -1);
      if (node >= leaves) return [{ phase: 'walk', marked, stack: rest, seen: [...seen, maze.leafValue[node - leaves]] }];
      const leftFirst = { phase: 'walk' as const, marked, stack: [...rest, 2 * node + 1, 2 * node], seen };
      const rightFirst = { phase: 'walk' as const, marked, stack: [...rest, 2 * node, 2 * node + 1], seen };
      return (marked >> node) & 1 ? [leftFirst] : [leftFirst, rightFirst];
    },
    key: (p) => (p.phase === 'mark' ? 'mark' : `${p.marked}|${p.stack.join(',')}|${p.seen.join(',')}`),
    payoff: (p) => (p.phase === 'walk' ? p.seen : []),
    maximizerToMove: (p) => p.phase === 'mark',
    compare: compareSequences,
  };
}

/** Bit u of each mask marks inner node u; only sets whose total cost fits the budget. */
function affordableMarkings(maze: Maze): number[] {
  const inner = (1 << maze.depth) - 1;
  const masks: number[] = [];
  for (let subset = 0; subset < 1 << inner; subset++) {
    let total = 0;
    for (let u = 1; u <= inner; u++) if ((subset >> (u - 1)) & 1) total += maze.cost[u];
    if (total <= maze.budget) masks.push(subset << 1);
  }
  return masks;
}

export function compareSequences(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
