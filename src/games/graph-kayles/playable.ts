/**
 * Node or Arc Kayles played move by move. The position is the graph as given with the vertices
 * still in play; a move is labelled by its vertex (`v3`) or edge (`e1-2`).
 */
import type { Playable } from '../playable.js';
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
  return {
    supportsMisere: false,
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
    moves(position) {
      return Array.from(kaylesMoves(position.graph, variant, position.alive), (move) => ({
        label: `${variant === 'node' ? 'v' : 'e'}${move.picked.map((v) => position.graph.names[v]).join('-')}`,
        to: { ...position, alive: move.to },
      }));
    },
    toMoveWins: (position) => position.solver.value(position.alive) !== 0,
  };
}
