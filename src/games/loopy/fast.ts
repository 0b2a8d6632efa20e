import { loopyGrundy, loopyGrundyValueOf, type LoopyGrundyValue } from '../../engine/conventions/loopyGrundy.js';
import { DRAW, LOSE, WIN, reverse, solveRetrograde, type StateGraph } from '../../engine/conventions/retrograde.js';
import type { LoopyGraph } from './parseLoopy.js';

/** Per state: result for the player to move, game length under optimal play, and a best move. */
export interface LoopySolution {
  result: Uint8Array;
  /** Moves until the game ends (winner fastest, loser slowest); -1 for a draw. */
  moves: Int32Array;
  /** A move that keeps the optimal line (-1 where the game is over): to a losing state in as few
   * moves as possible, the longest resistance when losing, another draw when drawn. */
  bestMove: Int32Array;
}

/** Retrograde analysis of a described graph in compressed form (terminal states lose their moves). */
export function solveLoopyGraph(graph: LoopyGraph): LoopySolution {
  const stateGraph = compressMoves(graph);
  const { result, moves } = solveRetrograde(stateGraph, graph.terminal);
  const { offsets, targets } = stateGraph;
  const bestMove = new Int32Array(graph.names.length).fill(-1);
  for (let s = 0; s < graph.names.length; s++) {
    for (let e = offsets[s]; e < offsets[s + 1]; e++) {
      const t = targets[e];
      const keeps = result[s] === DRAW ? result[t] === DRAW : result[t] === (result[s] === WIN ? LOSE : WIN) && moves[t] === moves[s] - 1;
      if (keeps) {
        bestMove[s] = t;
        break;
      }
    }
  }
  return { result, moves, bestMove };
}

/**
 * The generalized Sprague–Grundy value γ of every state (a number, or ∞(K)), which decides sums of
 * this game with other loopy games (Smith). Null where play can reach a state declared won for the
 * player to move: that is not normal play, so there is no γ. A 'lose' terminal is a state without moves.
 */
export function loopyGrundyOfGraph(graph: LoopyGraph): (LoopyGrundyValue | null)[] {
  const stateGraph = compressMoves(graph);
  const labels = loopyGrundy(stateGraph);
  const predecessors = reverse(stateGraph);
  const reachesWin = new Uint8Array(graph.names.length);
  const queue: number[] = [];
  graph.terminal.forEach((code, s) => code === WIN && queue.push(s));
  for (const s of queue) reachesWin[s] = 1;
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head];
    for (let e = predecessors.offsets[s]; e < predecessors.offsets[s + 1]; e++) {
      const p = predecessors.targets[e];
      if (!reachesWin[p]) {
        reachesWin[p] = 1;
        queue.push(p);
      }
    }
  }
  return graph.names.map((_, s) => (reachesWin[s] ? null : loopyGrundyValueOf(labels, s)));
}

function compressMoves({ names, ends, terminal }: LoopyGraph): StateGraph {
  const stateCount = names.length;
  const offsets = new Int32Array(stateCount + 1);
  const live = (s: number) => terminal[s] === DRAW;
  for (let e = 0; e < ends.length; e += 2) if (live(ends[e])) offsets[ends[e] + 1]++;
  for (let s = 0; s < stateCount; s++) offsets[s + 1] += offsets[s];
  const fill = offsets.slice(0, stateCount);
  const targets = new Int32Array(offsets[stateCount]);
  for (let e = 0; e < ends.length; e += 2) if (live(ends[e])) targets[fill[ends[e]]++] = ends[e + 1];
  return { stateCount, offsets, targets };
}
