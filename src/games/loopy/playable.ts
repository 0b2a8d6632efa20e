import { NimlabError } from '../../engine/core/errors.js';
import { DRAW, WIN } from '../../engine/conventions/retrograde.js';
import type { GraphDrawing, Playable, PlayMove } from '../playable.js';
import { solveLoopyGraph, type LoopySolution } from './fast.js';
import { parseLoopyGraph, type LoopyGraph } from './parseLoopy.js';

/** The described graph and the state the game is in. */
export interface LoopyPlay {
  graph: LoopyGraph;
  state: number;
}

const solutions = new WeakMap<LoopyGraph, LoopySolution>();
function solutionOf(graph: LoopyGraph): LoopySolution {
  let solution = solutions.get(graph);
  if (!solution) solutions.set(graph, (solution = solveLoopyGraph(graph)));
  return solution;
}

/**
 * A described game graph played move by move: the move `to b` goes to state b. Play may cycle;
 * a state neither player can force out of is a draw, and play there can go on for ever. States
 * listed under "terminal" end the game with their result.
 */
export const playableLoopy: Playable<LoopyPlay> = {
  supportsMisere: false,
  mayDraw: true,
  picture: { kind: 'graph', draw: (position) => drawLoopy(position as LoopyPlay) },
  parse(words) {
    let start: string | null = null;
    const json: string[] = [];
    for (const word of words) {
      if (word.startsWith('start=')) start = word.slice('start='.length);
      else json.push(word);
    }
    if (start === null) throw new NimlabError('loopy: to play, name the start state with start=<state>');
    const graph = parseLoopyGraph(json.join(' ').replace(/^'(.*)'$/s, '$1'));
    const state = graph.names.indexOf(start);
    if (state < 0) throw new NimlabError(`loopy: no state named '${start}' in the game graph`);
    return { graph, state };
  },
  format: ({ graph, state }) => graph.names[state],
  board: ({ graph, state }) => [
    `state ${graph.names[state]}; moves to ${
      targets(graph, state)
        .map((t) => graph.names[t])
        .join(', ') || 'none'
    }`,
  ],
  moves({ graph, state }) {
    if (graph.terminal[state] !== DRAW) return [];
    return targets(graph, state).map((t): PlayMove<LoopyPlay> => ({ label: `to ${graph.names[t]}`, to: { graph, state: t } }));
  },
  toMoveWins: ({ graph, state }) =>
    graph.terminal[state] !== DRAW ? graph.terminal[state] === WIN : solutionOf(graph).result[state] === WIN,
};

/** The states one move leads to, each once, in the order of the edges. */
function targets(graph: LoopyGraph, state: number): number[] {
  const found: number[] = [];
  for (let e = 0; e < graph.ends.length; e += 2)
    if (graph.ends[e] === state && !found.includes(graph.ends[e + 1])) found.push(graph.ends[e + 1]);
  return found;
}

/** The game graph, a state per vertex and a move per edge, the token on the state the game is in; a state one move away plays that move. */
function drawLoopy({ graph, state }: LoopyPlay): GraphDrawing {
  const next = new Set(graph.terminal[state] === DRAW ? targets(graph, state) : []);
  const vertices = graph.names.map((name, v) => ({
    name,
    state: v === state ? ('token' as const) : ('free' as const),
    move: next.has(v) ? `to ${name}` : undefined,
  }));
  const edges: GraphDrawing['edges'][number][] = [];
  const seen = new Set<string>();
  for (let e = 0; e < graph.ends.length; e += 2) {
    const key = `${graph.ends[e]} ${graph.ends[e + 1]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push({ from: graph.ends[e], to: graph.ends[e + 1], state: 'free' });
  }
  return { directed: true, vertices, edges };
}
