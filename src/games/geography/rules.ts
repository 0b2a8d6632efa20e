import { NimlabError } from '../../engine/core/errors.js';
import type { Game } from '../../engine/core/game.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import type { Graph } from '../../graph/index.js';

/** The token's vertex and the set of visited vertices (bit v set = visited, the token's own included). */
export interface GeographyPosition {
  vertex: number;
  visited: number;
}

/** Bitmask positions keep exact integer keys up to this many vertices. */
export const GEOGRAPHY_RULES_MAX_VERTICES = 30;

/**
 * Undirected vertex geography as the engine sees it, straight from the rules: a move takes the
 * token to a neighbour not yet visited. Exhaustive search over visited sets, so small graphs only.
 */
export function geographyGame(graph: Graph): Game<GeographyPosition> {
  if (graph.n > GEOGRAPHY_RULES_MAX_VERTICES) {
    throw new NimlabError(`the exhaustive geography model takes at most ${GEOGRAPHY_RULES_MAX_VERTICES} vertices, got ${graph.n}`);
  }
  const { offsets, targets } = graph;
  return {
    *moves({ vertex, visited }) {
      for (let e = offsets[vertex]; e < offsets[vertex + 1]; e++) {
        const w = targets[e];
        if ((visited & (1 << w)) === 0) yield { vertex: w, visited: visited | (1 << w) };
      }
    },
    key: ({ vertex, visited }) => visited * 32 + vertex,
    format: ({ vertex, visited }) => `token on ${vertex}, visited {${visitedList(visited, graph.n).join(', ')}}`,
  };
}

/** The position at the start: the token on `start`, which counts as visited. */
export function geographyStart(start: number): GeographyPosition {
  return { vertex: start, visited: 1 << start };
}

/** Exhaustive search: firstWins[v] = 1 iff the player moving first from start v wins. */
export function geographyWinnersBySearch(graph: Graph): Uint8Array {
  const solver = new GrundySolver(geographyGame(graph));
  const firstWins = new Uint8Array(graph.n);
  for (let v = 0; v < graph.n; v++) firstWins[v] = solver.grundy(geographyStart(v)) !== 0 ? 1 : 0;
  return firstWins;
}

function visitedList(visited: number, n: number): number[] {
  const list: number[] = [];
  for (let v = 0; v < n; v++) if (visited & (1 << v)) list.push(v);
  return list;
}
