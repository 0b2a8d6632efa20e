import { NimlabError } from '../../engine/core/errors.js';
import { parseSmallPositive } from '../parse.js';
import { rootedAt0, type Edge, type HackenbushGraph } from './graph.js';

export const MAX_PARSED_VERTICES = 1_000_000;

/**
 * A Hackenbush position from words: the vertex count n, then the edges as pairs `u v` of vertices
 * 1..n, any number of them. Vertex 1 is the ground (the root of a tree); `u u` is a loop and a
 * repeated pair a parallel edge. The same words make the edge-list file of `nimlab analyze`.
 */
export function parseHackenbush(words: readonly string[]): HackenbushGraph {
  if (words.length === 0) throw new NimlabError('expected the vertex count n, then edges as pairs u v (vertex 1 is the ground)');
  const n = parseSmallPositive(words[0], 'vertex count n', MAX_PARSED_VERTICES);
  const ends = words.slice(1);
  if (ends.length % 2 !== 0)
    throw new NimlabError(`edge ${ends.length / 2 + 0.5} has one end only ('${ends[ends.length - 1]}'): edges are pairs u v`);
  const edges: Edge[] = [];
  for (let i = 0; i < ends.length; i += 2) {
    const what = `edge ${i / 2 + 1}`;
    edges.push([parseVertex(ends[i], n, what), parseVertex(ends[i + 1], n, what)]);
  }
  return rootedAt0(n, edges);
}

function parseVertex(word: string, n: number, what: string): number {
  const v = parseSmallPositive(word, `${what}: vertex`, MAX_PARSED_VERTICES);
  if (v > n) throw new NimlabError(`${what}: vertex ${v} is not in 1..${n}`);
  return v - 1;
}

/** The words of a position again: n, then its edges (1-based). */
export function formatHackenbush(vertexCount: number, edges: readonly Edge[]): string {
  return [String(vertexCount), ...edges.map(([u, v]) => `${u + 1} ${v + 1}`)].join(' ');
}
