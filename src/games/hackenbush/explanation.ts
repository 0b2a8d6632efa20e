import type { Fusion } from './fusion.js';
import type { HackenbushGraph } from './graph.js';

/** Explanations list at most this many blocks, so a huge tree gives a readable answer. */
const MAX_LINES = 20;

/**
 * Why the position has its value, with its own numbers: the fused blocks (fusion principle) and
 * the colon principle on the tree of blocks, bottom-up, ending at the ground. In a tree every
 * block is a single vertex, so the lines read as the colon principle on vertices.
 */
export function explainFusion(graph: HackenbushGraph, fusion: Fusion): string[] {
  const { blockCount, blockEdges, blockValue, blockParent } = fusion;
  const lines: string[] = [];
  const fallen = fusion.isGrounded.length - fusion.isGrounded.reduce((a, b) => a + b, 0);
  if (fallen > 0) lines.push(`${fallen} edge(s) not connected to the ground (vertex 1) have already fallen and are left out.`);
  const members = blockMembers(graph, fusion);
  const isTree = blockEdges.every((count) => count === 0);
  const name = (b: number) => (isTree ? `vertex ${members[b][0] + 1}` : `block ${describeBlock(members[b])}`);
  if (isTree) {
    lines.push("Colon principle: a vertex's value is the XOR over its children c of (value(c) + 1); a leaf is worth 0.");
  } else {
    lines.push(
      'Fusion principle: the vertices of a cycle fuse into one vertex and its edges become loops, each worth 1;',
      'so each 2-edge-connected block is worth its edge count mod 2, and the colon principle values the tree of blocks:',
      "a block's value is (its edges mod 2) ⊕ over the blocks c below it of (value(c) + 1).",
    );
  }
  const children: number[][] = Array.from({ length: blockCount }, () => []);
  for (let b = 1; b < blockCount; b++) children[blockParent[b]].push(b);
  // Bottom-up, ending at the ground; only blocks with something to add up.
  const shown: string[] = [];
  for (let b = blockCount - 1; b >= 0; b--) {
    if (children[b].length === 0 && blockEdges[b] === 0 && b !== 0) continue;
    const terms = children[b].map((c) => `(${blockValue[c]}+1)`);
    if (blockEdges[b] > 0) terms.unshift(`(${blockEdges[b]} mod 2)`);
    shown.push(`${name(b)}${b === 0 ? ' (ground)' : ''}: ${abbreviateTerms(terms)} = ${blockValue[b]}`);
  }
  if (shown.length > MAX_LINES) {
    lines.push(
      `… ${shown.length - MAX_LINES + 1} lower ${isTree ? 'vertices' : 'blocks'} not shown …`,
      ...shown.slice(shown.length - MAX_LINES + 1),
    );
  } else {
    lines.push(...shown);
  }
  const value = fusion.value;
  lines.push(
    value === 0
      ? 'The position is worth 0: every move leaves a non-zero value, so the player to move loses.'
      : `The position is worth ${value}: delete an edge that brings the value at the ground to 0.`,
  );
  return lines;
}

function blockMembers(graph: HackenbushGraph, fusion: Fusion): number[][] {
  const members: number[][] = Array.from({ length: fusion.blockCount }, () => []);
  for (let v = 0; v < graph.vertexCount; v++) if (fusion.blockOf[v] >= 0) members[fusion.blockOf[v]].push(v);
  return members;
}

function describeBlock(vertices: readonly number[]): string {
  const shown = vertices.slice(0, 8).map((v) => v + 1);
  return `{${shown.join(', ')}${vertices.length > 8 ? `, … ${vertices.length - 8} more` : ''}}`;
}

function abbreviateTerms(terms: readonly string[]): string {
  if (terms.length === 0) return 'nothing';
  if (terms.length <= 8) return terms.join(' ⊕ ');
  return `${terms.slice(0, 8).join(' ⊕ ')} ⊕ … (${terms.length - 8} more)`;
}
