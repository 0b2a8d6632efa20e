import { LOSE, WIN, type LoopyGame } from '../../engine/conventions/retrograde.js';
import type { LoopyGraph } from './parseLoopy.js';

/**
 * A described game graph as an engine LoopyGame, straight from the description: the moves of a
 * state are its edges, a terminal state ends play with its stated result. Positions are state ids.
 */
export function loopyGame(graph: LoopyGraph): LoopyGame<number> {
  const successors: number[][] = graph.names.map(() => []);
  for (let e = 0; e < graph.ends.length; e += 2) successors[graph.ends[e]].push(graph.ends[e + 1]);
  return {
    moves: (state) => successors[state],
    key: (state) => state,
    format: (state) => graph.names[state],
    terminal(state) {
      const code = graph.terminal[state];
      return code === WIN ? 'win' : code === LOSE ? 'lose' : undefined;
    },
  };
}
