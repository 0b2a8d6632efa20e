import { NimlabError } from '../../engine/core/errors.js';
import { noParameters, type GameFamily, type PositionReport, type PositionTable } from '../catalog.js';
import { bipartition } from '../../graph/index.js';
import { geographyWinningMoves, solveGeography, type GeographySolution } from './fast.js';
import type { Graph } from '../../graph/index.js';
import { parseGeography, type GeographyInput } from './parseGraph.js';
import { playableGeography } from './playable.js';

/** Graphs with an odd cycle go through the cubic blossom algorithm: keep them moderate. */
const MAX_GENERAL_VERTICES = 3000;

const SUMMARY =
  'Undirected vertex geography: a token on a start vertex; players alternately move it to a neighbour it has never visited; ' +
  'who cannot move loses. Position: n m and the edges u v (vertices 1..n), inline or as a graph file; ' +
  'start=v for one start vertex, else every start is listed.';

export const geographyFamily: GameFamily = {
  family: 'geography',
  summary: SUMMARY,
  example: 'geography 4 3 1 2 2 3 3 4 start=2',
  create(parameters) {
    noParameters('geography', parameters);
    return {
      name: 'geography',
      summary: SUMMARY,
      example: '4 3 1 2 2 3 3 4 start=2',
      readsPositionFile: true,
      playable: playableGeography,
      analyze(words) {
        const input = parseGeography(words);
        if (input.start === null) throw new NimlabError('geography: name the start vertex with start=v; without one every start is listed');
        return startReport(input, input.start, solve(input.graph));
      },
      analyzeAll(words) {
        const input = parseGeography(words);
        if (input.start !== null) throw new NimlabError('geography: a table lists every start vertex; drop start=v');
        return startTable(input, solve(input.graph));
      },
    };
  },
};

function solve(graph: Graph): GeographySolution {
  if (graph.n > MAX_GENERAL_VERTICES && bipartition(graph) === null) {
    throw new NimlabError(
      `geography: a graph with an odd cycle needs the cubic blossom algorithm; at most ${MAX_GENERAL_VERTICES} vertices, got ${graph.n}`,
    );
  }
  return solveGeography(graph);
}

function describeGraph({ graph, edgeCount }: GeographyInput, solution: GeographySolution): string {
  let size = 0;
  for (let v = 0; v < graph.n; v++) if (solution.mate[v] > v) size++;
  return `${graph.n} vertices, ${edgeCount} edges, ${solution.bipartite ? 'bipartite' : 'not bipartite'}, maximum matching of size ${size}`;
}

function theorem(solution: GeographySolution): string {
  return (
    'Undirected vertex geography: the player moving from the start vertex v wins iff v is in every maximum matching ' +
    `(found by ${solution.bipartite ? 'Hopcroft–Karp' : "Edmonds' blossom algorithm"}); the winner keeps moving along the edges of one maximum matching.`
  );
}

function startReport(input: GeographyInput, start: number, solution: GeographySolution): PositionReport {
  const wins = solution.firstWins[start] === 1;
  const moves = wins ? geographyWinningMoves(input.graph, start) : [];
  const v = start + 1;
  const partner = solution.mate[start];
  return {
    position: `start ${v} (${describeGraph(input, solution)})`,
    outcome: wins ? 'N' : 'P',
    grundy: null,
    winningMoves: moves.map((w) => ({ move: `move the token to ${w + 1}`, to: `token on ${w + 1}, ${v} visited` })),
    explanation: [
      theorem(solution),
      wins
        ? `Every maximum matching covers ${v}; in the one found it is matched to ${partner + 1}, so moving to ${partner + 1} wins.`
        : partner < 0
          ? `The maximum matching found leaves ${v} uncovered: whatever the first player does, the opponent answers along it.`
          : `Some maximum matching leaves ${v} uncovered (an alternating path from an uncovered vertex reaches it), so the second player wins.`,
    ],
  };
}

function startTable(input: GeographyInput, solution: GeographySolution): PositionTable {
  const rows = [];
  for (let v = 0; v < input.graph.n; v++) {
    const wins = solution.firstWins[v] === 1;
    rows.push({ start: v + 1, result: wins ? 'win' : 'lose', winningMove: wins ? solution.winningMove[v] + 1 : null });
  }
  return {
    position: describeGraph(input, solution),
    columns: [
      { key: 'start', title: 'start' },
      { key: 'result', title: 'player to move' },
      { key: 'winningMove', title: 'winning move' },
    ],
    rows,
    explanation: [theorem(solution)],
  };
}
