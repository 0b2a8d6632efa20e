import { NimlabError } from '../../engine/core/errors.js';
import { parseNatural } from '../parse.js';
import { graphFromEdges, type Graph } from '../../graph/index.js';

/** Vertex counts beyond this are refused (the graph is built in memory with typed arrays). */
export const MAX_GEOGRAPHY_VERTICES = 1_000_000;

/** A geography position as the user writes it: the graph and, optionally, the start vertex (0-based). */
export interface GeographyInput {
  graph: Graph;
  edgeCount: number;
  start: number | null;
}

/**
 * Parses `n m u1 v1 … um vm` (vertices 1..n), inline or the words of a graph file, plus an
 * optional word `start=v` anywhere after the counts. Errors name what is wrong in one line.
 */
export function parseGeography(words: readonly string[]): GeographyInput {
  let startWord: string | null = null;
  const numbers: string[] = [];
  for (const word of words) {
    const option = /^start=(.*)$/.exec(word);
    if (!option) {
      numbers.push(word);
    } else if (startWord !== null) {
      throw new NimlabError('geography: the start vertex is given twice');
    } else {
      startWord = option[1];
    }
  }
  if (numbers.length < 2) throw new NimlabError('geography: expected a graph as `n m` and then m edges `u v` (vertices 1..n)');
  const n = Number(parseNatural(numbers[0], 'geography: vertex count n', BigInt(MAX_GEOGRAPHY_VERTICES)));
  const m = Number(parseNatural(numbers[1], 'geography: edge count m', 10n ** 7n));
  if (numbers.length !== 2 + 2 * m) {
    throw new NimlabError(`geography: ${m} edges need ${2 * m} vertex numbers after 'n m', got ${numbers.length - 2}`);
  }
  const ends = new Int32Array(2 * m);
  for (let i = 0; i < 2 * m; i++) {
    const what = `geography: edge ${(i >> 1) + 1}`;
    const v = Number(parseNatural(numbers[2 + i], what, BigInt(n)));
    if (v < 1) throw new NimlabError(`${what}: vertices are numbered 1..${n}, got 0`);
    ends[i] = v - 1;
  }
  let start: number | null = null;
  if (startWord !== null) {
    const vertex = Number(parseNatural(startWord, 'geography: start vertex', BigInt(n)));
    if (vertex < 1) throw new NimlabError(`geography: start vertex must be in 1..${n}, got 0`);
    start = vertex - 1;
  }
  return { graph: graphFromEdges(n, ends), edgeCount: m, start };
}
