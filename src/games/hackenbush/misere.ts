/**
 * Misère Green Hackenbush: the player who cuts the last edge loses. Normal play reduces a position
 * to a nim heap (colon and fusion principles, Winning Ways ch. 7), but misère play has no value per
 * component: two positions with the same nim value can differ in misère play (Winning Ways ch. 13;
 * Conway, On Numbers and Games, ch. 12), so the misère outcome is searched on the position's own
 * move graph with the engine's BoundedMisereSearch (iterative, memoised in this object, a typed
 * limit error past `stateLimit` new positions). A position is keyed by its standing edges, each
 * written low end first, sorted: the same edges in another order are the same position.
 */
import { BoundedMisereSearch } from '../../engine/misere/boundedMisereSearch.js';
import type { Edge, HackenbushGraph } from './graph.js';
import { standing } from './standing.js';

/** Most positions one misère question may search. */
export const MISERE_HACKENBUSH_STATES = 100_000;

export class HackenbushMisereSolver {
  private readonly search: BoundedMisereSearch<HackenbushGraph>;

  constructor(stateLimit = MISERE_HACKENBUSH_STATES) {
    this.search = new BoundedMisereSearch<HackenbushGraph>(
      {
        key: edgeKey,
        followers: (graph) =>
          graph.edges.map((_, e) =>
            standing(
              graph.vertexCount,
              graph.edges.filter((__, i) => i !== e),
            ),
          ),
        describe: edgeKey,
      },
      stateLimit,
    );
  }

  /** Whether the player to move wins this (standing, ground 1) position under misère play. */
  moverWins(graph: HackenbushGraph): boolean {
    return this.search.moverWins(graph);
  }
}

function edgeKey(graph: HackenbushGraph): string {
  return graph.edges
    .map(([u, v]: Edge) => (u <= v ? `${u}-${v}` : `${v}-${u}`))
    .sort()
    .join(' ');
}
