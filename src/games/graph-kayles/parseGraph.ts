import { NimlabError } from '../../engine/core/errors.js';
import { kaylesGraph, type KaylesGraph } from './rules.js';

/**
 * A graph from words: edges `u-v`, lone vertices `v`, and the shorthands `path:N` (vertices
 * 1..N in a row) and `cycle:N` (the same, closed). Vertex names are any words without `-` or `:`.
 */
export function parseKaylesGraph(family: string, words: readonly string[]): KaylesGraph {
  if (words.length === 0) throw new NimlabError(`${family}: expected a graph: edges like '1-2 2-3', or path:N, or cycle:N`);
  const names: string[] = [];
  const index = new Map<string, number>();
  const vertex = (name: string): number => {
    if (!/^[^\s:-]+$/.test(name)) throw new NimlabError(`${family}: '${name}' is not a vertex name`);
    let i = index.get(name);
    if (i === undefined) {
      i = names.length;
      index.set(name, i);
      names.push(name);
    }
    return i;
  };
  const edges: [number, number][] = [];
  for (const word of words) {
    const shape = /^(path|cycle):([0-9]+)$/i.exec(word);
    if (shape) {
      const n = Number(shape[2]);
      if (n < 1 || n > 30) throw new NimlabError(`${family}: ${word}: from 1 to 30 vertices`);
      const first = names.length;
      for (let v = 1; v <= n; v++) vertex(`${first + v}`);
      for (let v = first; v + 1 < first + n; v++) edges.push([v, v + 1]);
      if (shape[1].toLowerCase() === 'cycle' && n >= 3) edges.push([first + n - 1, first]);
      continue;
    }
    const ends = word.split('-');
    if (ends.length > 2) throw new NimlabError(`${family}: '${word}' is not an edge 'u-v'`);
    const [u, v] = ends.map(vertex);
    if (v !== undefined) edges.push([u, v]);
  }
  return kaylesGraph(names, edges);
}
