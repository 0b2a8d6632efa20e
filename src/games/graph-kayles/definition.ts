/**
 * Node Kayles and Arc Kayles in the catalog: `nimlab analyze node-kayles 1-2 2-3 3-4 2-5`,
 * `arc-kayles cycle:7`. Values by components (fast.ts); moves listed from the rules.
 */
import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { noParameters, type GameFamily, type PositionReport } from '../catalog.js';
import { components, KaylesSolver } from './fast.js';
import { parseKaylesGraph } from './parseGraph.js';
import { playableKayles } from './playable.js';
import { kaylesMoves, wholeGraph, type KaylesGraph, type KaylesVariant } from './rules.js';

const RULES: Record<KaylesVariant, string> = {
  node: 'a move picks a vertex and removes it and its neighbours',
  arc: 'a move picks an edge and removes both its ends (and every edge at them)',
};

function vertexList(graph: KaylesGraph, mask: number): string {
  const names = graph.names.filter((_, v) => (mask >>> v) & 1);
  return names.length === 0 ? '(empty)' : names.join(' ');
}

function analyzeGraph(variant: KaylesVariant, family: string, words: readonly string[]): PositionReport {
  const graph = parseKaylesGraph(family, words);
  const solver = new KaylesSolver(graph, variant);
  const start = wholeGraph(graph);
  const parts = components(graph, start);
  const values = parts.map((part) => solver.value(part));
  const total = values.reduce((a, b) => a ^ b, 0);
  const winningMoves = [];
  if (total !== 0) {
    for (const move of kaylesMoves(graph, variant, start)) {
      if (solver.value(move.to) !== 0) continue;
      const picked = move.picked.map((v) => graph.names[v]).join('-');
      winningMoves.push({ move: `${variant === 'node' ? 'take vertex' : 'take edge'} ${picked}`, to: vertexList(graph, move.to) });
    }
  }
  return {
    position: words.join(' '),
    outcome: outcomeOfValue(total),
    grundy: total,
    winningMoves,
    components: parts.map((part, i) => ({ label: `component {${vertexList(graph, part)}}`, value: values[i] })),
    explanation: [
      `${variant === 'node' ? 'Node' : 'Arc'} Kayles: ${RULES[variant]}; whoever cannot move loses.`,
      'A move changes one connected component only, so the graph is the sum of its components and its value is the XOR of theirs; ' +
        `each component's value is the mex over its moves, found by search (${parts.length} component${parts.length === 1 ? '' : 's'}: ${values.join(' ⊕ ')} = ${total}).`,
    ],
  };
}

function kaylesFamily(variant: KaylesVariant): GameFamily {
  const family = `${variant}-kayles`;
  const summary = `${variant === 'node' ? 'Node' : 'Arc'} Kayles on any graph of up to 30 vertices: ${RULES[variant]}. Position: edges u-v, lone vertices, path:N, cycle:N.`;
  return {
    family,
    summary,
    example: `${family} 1-2 2-3 3-4 2-5`,
    create(parameters) {
      noParameters(family, parameters);
      return {
        name: family,
        summary,
        example: '1-2 2-3 3-4 2-5',
        playable: playableKayles(variant, family),
        analyze: (words) => analyzeGraph(variant, family, words),
      };
    },
  };
}

export const nodeKaylesFamily = kaylesFamily('node');
export const arcKaylesFamily = kaylesFamily('arc');
