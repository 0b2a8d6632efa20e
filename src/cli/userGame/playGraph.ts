import { NimlabError } from '../../engine/core/errors.js';
import { isSum, type Game } from '../../engine/core/game.js';
import type { GrundyValues } from '../../engine/normal/grundy.js';

/**
 * Every component position reachable from a game module's position, with its Grundy value and its
 * options, so that `nimlab play` can play the module without calling it again: the module runs
 * once, in its host (heap and time limits, worker.ts), and the play in this process only reads the
 * graph. A position of a sum is a multiset of nodes; an option of a node is the list of nodes it
 * splits into (one for a plain move, several for `sum(…)`, none for a move to the empty game).
 */
export interface PlayGraph {
  /** Each node as the module formats it. */
  texts: string[];
  /** Each node's Grundy value (normal play). */
  grundy: number[];
  /** Each node's options, each the nodes it leaves. */
  options: number[][][];
  /** The position asked about: its components' nodes. */
  start: number[];
}

/** More component positions reachable than `maxPositions`: too many to hand to the play. */
export class PlayGraphTooLargeError extends NimlabError {
  override name = 'PlayGraphTooLargeError';
}

/**
 * Breadth-first from the start's components, each node keyed by the game's key (the engine's
 * solver values each, iteratively). Stops with `PlayGraphTooLargeError` past `maxPositions` nodes.
 */
export function explorePlayGraph(
  game: Game<unknown>,
  solver: Pick<GrundyValues<unknown>, 'grundy'>,
  components: readonly unknown[],
  maxPositions: number,
): PlayGraph {
  const index = new Map<unknown, number>();
  const positions: unknown[] = [];
  const nodeOf = (position: unknown): number => {
    const key = game.key(position);
    let node = index.get(key);
    if (node === undefined) {
      node = positions.length;
      if (node >= maxPositions)
        throw new PlayGraphTooLargeError(`more than ${maxPositions} positions are reachable from this position, too many to play it here`);
      index.set(key, node);
      positions.push(position);
    }
    return node;
  };
  const start = components.map(nodeOf);
  const graph: PlayGraph = { texts: [], grundy: [], options: [], start };
  for (let node = 0; node < positions.length; node++) {
    const position = positions[node];
    graph.texts.push(game.format ? game.format(position) : String(position));
    graph.grundy.push(Number(solver.grundy(position)));
    graph.options.push(Array.from(game.moves(position), (option) => (isSum(option) ? option.components : [option]).map(nodeOf)));
  }
  return graph;
}
