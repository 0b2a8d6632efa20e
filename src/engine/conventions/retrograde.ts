import { NimlabError } from '../core/errors.js';
import { formatPosition, isSum, type Game, type Key } from '../core/game.js';
import { grow } from '../core/growTypedArray.js';

/** Result codes for the player to move, as stored in typed arrays. */
export const DRAW = 0;
export const WIN = 1;
export const LOSE = 2;

/** A finite move graph in compressed form: the moves of state s are targets[offsets[s]..offsets[s+1]). */
export interface StateGraph {
  stateCount: number;
  offsets: Int32Array;
  targets: Int32Array;
}

/** Per state: WIN / LOSE / DRAW for the player to move, and the game's length under optimal play. */
export interface RetrogradeSolution {
  result: Uint8Array;
  /** Moves until the game ends: the winner hurries, the loser delays; -1 for draws. */
  moves: Int32Array;
}

/**
 * Retrograde analysis of a game that may have cycles. Terminal states are known (no move: the
 * player to move loses, unless `terminalResult` says otherwise); a state is a WIN as soon as one
 * option is a LOSE, a LOSE once every option is a WIN, and whatever is never decided is a DRAW.
 * Processing states in order of their distance from the end gives each win its shortest and each
 * loss its longest line. Everything lives in typed arrays, so millions of states are fine.
 */
export function solveRetrograde(graph: StateGraph, terminalResult?: Uint8Array): RetrogradeSolution {
  const { stateCount, offsets } = graph;
  const predecessors = reverse(graph);
  const result = new Uint8Array(stateCount);
  const moves = new Int32Array(stateCount).fill(-1);
  const undecidedOptions = new Int32Array(stateCount);
  const queue = new Int32Array(stateCount);
  let tail = 0;
  for (let s = 0; s < stateCount; s++) {
    const fixed = terminalResult ? terminalResult[s] : DRAW;
    undecidedOptions[s] = offsets[s + 1] - offsets[s];
    if (fixed !== DRAW || undecidedOptions[s] === 0) {
      result[s] = fixed !== DRAW ? fixed : LOSE;
      moves[s] = 0;
      queue[tail++] = s;
    }
  }
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    const next = moves[s] + 1;
    for (let e = predecessors.offsets[s]; e < predecessors.offsets[s + 1]; e++) {
      const p = predecessors.targets[e];
      if (result[p] !== DRAW) continue;
      if (result[s] === LOSE) {
        result[p] = WIN;
      } else if (--undecidedOptions[p] === 0) {
        result[p] = LOSE;
      } else {
        continue;
      }
      moves[p] = next;
      queue[tail++] = p;
    }
  }
  return { result, moves };
}

/** The same graph with every edge turned around (a counting sort, no per-state arrays). */
export function reverse(graph: StateGraph): StateGraph {
  const { stateCount, offsets, targets } = graph;
  const reversedOffsets = new Int32Array(stateCount + 1);
  for (let e = 0; e < targets.length; e++) reversedOffsets[targets[e] + 1]++;
  for (let s = 0; s < stateCount; s++) reversedOffsets[s + 1] += reversedOffsets[s];
  const fill = reversedOffsets.slice(0, stateCount);
  const reversedTargets = new Int32Array(targets.length);
  for (let s = 0; s < stateCount; s++) {
    for (let e = offsets[s]; e < offsets[s + 1]; e++) reversedTargets[fill[targets[e]]++] = s;
  }
  return { stateCount, offsets: reversedOffsets, targets: reversedTargets };
}

export type LoopyResult = 'win' | 'lose' | 'draw';

/** A game whose moves may return to earlier positions; `terminal` ends play early with a known result. */
export interface LoopyGame<P> extends Game<P> {
  /** The result for the player to move if the game is already over here, else undefined. */
  terminal?(position: P): 'win' | 'lose' | undefined;
}

export interface LoopyAnalysis<P> {
  states: number;
  /** Result for the player to move and the number of moves under optimal play (-1 for a draw). */
  resultOf(position: P): { result: LoopyResult; moves: number };
}

/**
 * Explores every position reachable from `roots`, then solves the whole graph by retrograde
 * analysis. `maxStates` guards against games that are not finite.
 */
export function analyzeLoopy<P>(game: LoopyGame<P>, roots: readonly P[], maxStates = 5_000_000): LoopyAnalysis<P> {
  const explored = exploreStateGraph(game, roots, maxStates);
  const solution = solveRetrograde(explored.graph, explored.terminalResult);
  return {
    states: explored.positions.length,
    resultOf(position) {
      const id = explored.idOf(position);
      const code = solution.result[id];
      return { result: code === WIN ? 'win' : code === LOSE ? 'lose' : 'draw', moves: solution.moves[id] };
    },
  };
}

/** Every position reachable from some roots, numbered, with the moves between them in compressed form. */
export interface ExploredStateGraph<P> {
  graph: StateGraph;
  /** The position of each state id (roots first, then in order of discovery). */
  positions: P[];
  /** Per state: WIN / LOSE where `game.terminal` ends play (such states get no moves), else DRAW. */
  terminalResult: Uint8Array;
  /** The state id of a reachable position; a NimlabError for any other position. */
  idOf(position: P): number;
}

/**
 * Breadth-first exploration of the positions reachable from `roots`. Moves must lead to single
 * positions (a move to a sum is rejected); positions where `game.terminal` ends play are not
 * expanded. `maxStates` guards against games that are not finite.
 */
export function exploreStateGraph<P>(game: LoopyGame<P>, roots: readonly P[], maxStates = 5_000_000): ExploredStateGraph<P> {
  const ids = new Map<Key, number>();
  const positions: P[] = [];
  const stateOf = (position: P): number => {
    const key = game.key(position);
    let id = ids.get(key);
    if (id === undefined) {
      if (positions.length >= maxStates)
        throw new NimlabError(`more than ${maxStates} reachable positions: the game is too large to solve by exhaustive analysis`);
      id = positions.length;
      ids.set(key, id);
      positions.push(position);
    }
    return id;
  };
  roots.forEach(stateOf);
  const terminal: number[] = [];
  // States are expanded in id order, so each one's moves are appended right after the previous one's.
  const offsets: number[] = [0];
  let targets: Int32Array = new Int32Array(1024);
  let edgeCount = 0;
  for (let s = 0; s < positions.length; s++) {
    const position = positions[s];
    const over = game.terminal?.(position);
    terminal.push(over === 'win' ? WIN : over === 'lose' ? LOSE : DRAW);
    if (over === undefined) {
      for (const option of game.moves(position)) {
        if (isSum(option))
          throw new NimlabError(
            `analysis of a game graph needs moves to single positions; ${formatPosition(game, position)} has a move to a sum`,
          );
        const target = stateOf(option);
        if (edgeCount === targets.length) targets = grow(targets);
        targets[edgeCount++] = target;
      }
    }
    offsets.push(edgeCount);
  }
  return {
    graph: { stateCount: positions.length, offsets: Int32Array.from(offsets), targets: targets.slice(0, edgeCount) },
    positions,
    terminalResult: Uint8Array.from(terminal),
    idOf(position) {
      const id = ids.get(game.key(position));
      if (id === undefined) throw new NimlabError(`position ${formatPosition(game, position)} was not reachable from the analysed roots`);
      return id;
    },
  };
}

/** Adjacency lists → compressed graph. */
export function compress(adjacency: readonly (readonly number[])[]): StateGraph {
  const offsets = new Int32Array(adjacency.length + 1);
  adjacency.forEach((targets, s) => (offsets[s + 1] = offsets[s] + targets.length));
  const targets = new Int32Array(offsets[adjacency.length]);
  adjacency.forEach((list, s) => targets.set(list, offsets[s]));
  return { stateCount: adjacency.length, offsets, targets };
}
