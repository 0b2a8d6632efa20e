/**
 * Node or Arc Kayles played move by move. The position is the graph as given with the vertices
 * still in play; a move is labelled by its vertex (`v3`) or edge (`e1-2`).
 */
import type { GraphDrawing, Playable } from '../playable.js';
import { KaylesSolver } from './fast.js';
import { parseKaylesGraph } from './parseGraph.js';
import { kaylesMoves, wholeGraph, type KaylesGraph, type KaylesVariant } from './rules.js';

interface KaylesPosition {
  graph: KaylesGraph;
  solver: KaylesSolver;
  alive: number;
}

export function playableKayles(variant: KaylesVariant, family: string): Playable<KaylesPosition> {
  const format = ({ graph, alive }: KaylesPosition) => {
    const names = graph.names.filter((_, v) => (alive >>> v) & 1);
    return names.length === 0 ? '(empty)' : `vertices ${names.join(' ')}`;
  };
  const moves = (position: KaylesPosition) =>
    Array.from(kaylesMoves(position.graph, variant, position.alive), (move) => ({
      label: `${variant === 'node' ? 'v' : 'e'}${move.picked.map((v) => position.graph.names[v]).join('-')}`,
      to: { ...position, alive: move.to },
    }));
  /** Vertices out of play are drawn faint, and so is an edge with an end out of play; a vertex (an edge) plays its move. */
  const draw = (position: KaylesPosition): GraphDrawing => {
    const { graph, alive } = position;
    const legal = new Set(moves(position).map((m) => m.label));
    const on = (v: number) => ((alive >>> v) & 1) === 1;
    const vertices = graph.names.map((name, v) => ({
      name,
      state: on(v) ? ('free' as const) : ('gone' as const),
      move: variant === 'node' && legal.has(`v${name}`) ? `v${name}` : undefined,
    }));
    const edges: GraphDrawing['edges'][number][] = [];
    graph.adjacency.forEach((adjacent, v) => {
      for (let u = v + 1; u < graph.names.length; u++) {
        if (((adjacent >>> u) & 1) === 0) continue;
        const label = `e${graph.names[v]}-${graph.names[u]}`;
        edges.push({
          from: v,
          to: u,
          state: on(v) && on(u) ? 'free' : 'gone',
          move: variant === 'arc' && legal.has(label) ? label : undefined,
        });
      }
    });
    return { directed: false, vertices, edges };
  };
  return {
    supportsMisere: false,
    picture: { kind: 'graph', draw: (position) => draw(position as KaylesPosition) },
    parse(words) {
      const graph = parseKaylesGraph(family, words);
      return { graph, solver: new KaylesSolver(graph, variant), alive: wholeGraph(graph) };
    },
    format,
    board(position) {
      const { graph, alive } = position;
      const lines: string[] = [];
      graph.adjacency.forEach((adjacent, v) => {
        if (((alive >>> v) & 1) === 0) return;
        const next = graph.names.filter((_, u) => (alive >>> u) & 1 && (adjacent >>> u) & 1);
        lines.push(`${graph.names[v]} — ${next.length === 0 ? '(no neighbours)' : next.join(' ')}`);
      });
      return lines.length === 0 ? ['(no vertices left)'] : lines;
    },
    moves,
    toMoveWins: (position) => position.solver.value(position.alive) !== 0,
  };
}
