import { neighbours, withoutVertices, type Graph } from '../../graph/index.js';
import { matchingStructure } from './missable.js';

/** Every start vertex of undirected vertex geography, decided at once. */
export interface GeographySolution {
  /** firstWins[v] = 1 iff the player who moves first from start v wins. */
  firstWins: Uint8Array;
  /** For a winning start v, a winning first move: v's partner in a maximum matching; else -1. */
  winningMove: Int32Array;
  /** The maximum matching behind the answer. */
  mate: Int32Array;
  bipartite: boolean;
}

/**
 * Undirected vertex geography (the token moves to an unvisited neighbour; who cannot move loses):
 * the first player wins from v iff v is in every maximum matching. Winning strategy: always move
 * along the edge of a fixed maximum matching M. If v is in every maximum matching, the opponent
 * can never reach a vertex outside M (else the path would give a maximum matching missing v); if
 * some maximum matching M misses v, the second player follows M from the first move on.
 */
export function solveGeography(graph: Graph): GeographySolution {
  const { missable, mate, bipartite } = matchingStructure(graph);
  const firstWins = new Uint8Array(graph.n);
  const winningMove = new Int32Array(graph.n).fill(-1);
  for (let v = 0; v < graph.n; v++) {
    if (missable[v]) continue;
    firstWins[v] = 1;
    winningMove[v] = mate[v];
  }
  return { firstWins, winningMove, mate, bipartite };
}

/**
 * All winning first moves from `start`: a move to w leaves geography on G − start from w with the
 * opponent to move, which the opponent loses iff some maximum matching of G − start misses w.
 */
export function geographyWinningMoves(graph: Graph, start: number): number[] {
  const removed = new Uint8Array(graph.n);
  removed[start] = 1;
  const { missable } = matchingStructure(withoutVertices(graph, removed));
  return neighbours(graph, start)
    .filter((w, i, all) => all.indexOf(w) === i && missable[w] === 1)
    .sort((a, b) => a - b);
}
