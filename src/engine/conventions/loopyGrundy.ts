import { NimlabError } from '../core/errors.js';
import { formatPosition, type Game } from '../core/game.js';
import { loopySumOutcome, loopySumWinningMoves, type LoopyGrundyValue, type LoopyOutcome } from './loopySum.js';
import { MexScratch } from '../core/mex.js';
import { exploreStateGraph, reverse, WIN, type StateGraph } from './retrograde.js';

export * from './loopySum.js';

/** `value[v]` for γ(v) = ∞. */
export const INFINITE = -1;
/** Not yet labelled (only while the algorithm runs). */
const UNLABELLED = -2;

/** γ on every vertex of a graph, in typed arrays. */
export interface LoopyGrundyLabels {
  /** γ(v) ≥ 0, or INFINITE. */
  value: Int32Array;
  /** For γ(v) = ∞(K): K = kValues[kOffsets[v]..kOffsets[v+1]), ascending; an empty range for finite vertices. */
  kOffsets: Int32Array;
  kValues: Int32Array;
}

/**
 * The generalized Sprague–Grundy function γ of a finite graph that may have cycles (Smith 1966;
 * the labelling algorithm of Fraenkel and Yesha). γ(u) = m requires (A) no follower has γ = m,
 * (B) every j < m is the γ of some follower, and (C) every follower w with γ(w) > m or γ(w) = ∞
 * has a follower with γ = m — one labelled before u (Smith's counter function), so that a value is
 * never justified only by going round a cycle; every vertex that gets no finite value has γ = ∞.
 *
 * First, the vertices from which no cycle is reachable are peeled off in reverse topological order
 * and get the ordinary mex (γ restricted to a follower-closed acyclic part is the Sprague–Grundy
 * function). The rest is labelled in stages m = 0, 1, 2, …: a vertex still unlabelled gets m when
 * no follower has m and every unlabelled or ∞ follower already has a follower with m — a
 * retrograde sweep with counters, like win/lose analysis. After the sweep, an unlabelled vertex
 * with no follower of value m can never satisfy (B) for a larger value, so it becomes ∞. Each stage
 * costs at most O(V + E) and a vertex stays unlabelled for at most (its out-degree + 1) stages;
 * acyclic parts cost O(V + E) in all.
 */
export function loopyGrundy(graph: StateGraph, options: { peelAcyclicPart?: boolean } = {}): LoopyGrundyLabels {
  const predecessors = reverse(graph);
  const value = new Int32Array(graph.stateCount).fill(UNLABELLED);
  // Per vertex: followers not (yet) finitely labelled, counted with multiplicity.
  const unsettled = new Int32Array(graph.stateCount);
  if (options.peelAcyclicPart === false) {
    // The stages alone also label acyclic parts (slower on deep ones); tests compare both routes.
    for (let v = 0; v < graph.stateCount; v++) unsettled[v] = graph.offsets[v + 1] - graph.offsets[v];
  } else {
    labelAcyclicPart(graph, predecessors, value, unsettled);
  }
  labelInStages(graph, predecessors, value, unsettled);
  return { value, ...finiteFollowerSets(graph, value) };
}

/** γ(v) as a value: a number, or ∞(K) with K as an array. */
export function loopyGrundyValueOf(labels: LoopyGrundyLabels, v: number): LoopyGrundyValue {
  const g = labels.value[v];
  if (g !== INFINITE) return g;
  return { finiteOptions: Array.from(labels.kValues.subarray(labels.kOffsets[v], labels.kOffsets[v + 1])) };
}

/** Reverse topological peeling: a vertex whose followers are all labelled gets their mex. */
function labelAcyclicPart(graph: StateGraph, predecessors: StateGraph, value: Int32Array, unsettled: Int32Array): void {
  const { stateCount, offsets, targets } = graph;
  const queue = new Int32Array(stateCount);
  let tail = 0;
  for (let v = 0; v < stateCount; v++) {
    unsettled[v] = offsets[v + 1] - offsets[v];
    if (unsettled[v] === 0) queue[tail++] = v;
  }
  const mex = new MexScratch();
  for (let head = 0; head < tail; head++) {
    const v = queue[head];
    for (let e = offsets[v]; e < offsets[v + 1]; e++) mex.add(value[targets[e]]);
    value[v] = mex.takeMex();
    for (let e = predecessors.offsets[v]; e < predecessors.offsets[v + 1]; e++) {
      const p = predecessors.targets[e];
      if (--unsettled[p] === 0) queue[tail++] = p;
    }
  }
}

/** Labels every vertex the peeling left (each can reach a cycle) with a finite value or ∞. */
function labelInStages(graph: StateGraph, predecessors: StateGraph, value: Int32Array, unsettled: Int32Array): void {
  const n = graph.stateCount;
  let active = new Int32Array(n);
  let activeCount = 0;
  for (let v = 0; v < n; v++) if (value[v] === UNLABELLED) active[activeCount++] = v;
  if (activeCount === 0) return;
  active = active.subarray(0, activeCount);
  const seeds = peeledValuesSeenFromCycles(predecessors, value);
  const preds = predecessors.offsets;
  const predTargets = predecessors.targets;
  // markedAt[v] === m: v has a follower of value m (so v cannot take m).
  const markedAt = new Int32Array(n).fill(-1);
  // Unsettled followers not yet marked this stage; a vertex is labelled m when it reaches 0 unmarked.
  const waiting = new Int32Array(n);
  const queue = new Int32Array(n);

  for (let m = 0; activeCount > 0; m++) {
    for (let i = 0; i < activeCount; i++) waiting[active[i]] = unsettled[active[i]];
    // Marked vertices whose predecessors have not yet been told (vertices still unsettled only).
    let head = 0;
    let tail = 0;
    // Marks go out the moment a vertex is labelled, so "unmarked" always means "no follower has m".
    const markPredecessors = (x: number) => {
      for (let e = preds[x]; e < preds[x + 1]; e++) {
        const p = predTargets[e];
        if (markedAt[p] === m) continue;
        markedAt[p] = m;
        if (value[p] < 0) queue[tail++] = p;
      }
    };
    const label = (v: number) => {
      value[v] = m;
      for (let e = preds[v]; e < preds[v + 1]; e++) unsettled[predTargets[e]]--;
      markPredecessors(v);
    };
    // A marked unsettled vertex p has a follower of value m, so it no longer blocks its
    // predecessors (condition C holds for it); one with nothing left blocking takes m.
    const propagate = () => {
      while (head < tail) {
        const p = queue[head++];
        for (let e = preds[p]; e < preds[p + 1]; e++) {
          const q = predTargets[e];
          if (value[q] === UNLABELLED && --waiting[q] === 0 && markedAt[q] !== m) label(q);
        }
      }
    };
    for (let s = seeds.offsets[m]; s < seeds.offsets[m + 1]; s++) markPredecessors(seeds.targets[s]);
    propagate();
    for (let i = 0; i < activeCount; i++) {
      const v = active[i];
      if (value[v] === UNLABELLED && waiting[v] === 0 && markedAt[v] !== m) {
        label(v);
        propagate();
      }
    }
    let kept = 0;
    for (let i = 0; i < activeCount; i++) {
      const v = active[i];
      if (value[v] !== UNLABELLED) continue;
      if (markedAt[v] !== m) value[v] = INFINITE;
      else active[kept++] = v;
    }
    activeCount = kept;
  }
}

/**
 * The peeled vertices that have an unlabelled predecessor, grouped by value (bucket m lists those of
 * value m), padded so that bucket m exists for every stage the labelling can reach.
 */
function peeledValuesSeenFromCycles(predecessors: StateGraph, value: Int32Array): StateGraph {
  const n = value.length;
  const seen = (v: number) => {
    if (value[v] === UNLABELLED) return false;
    for (let e = predecessors.offsets[v]; e < predecessors.offsets[v + 1]; e++)
      if (value[predecessors.targets[e]] === UNLABELLED) return true;
    return false;
  };
  // Values are at most the out-degree, so n + 1 buckets always suffice.
  const offsets = new Int32Array(n + 2);
  const chosen: number[] = [];
  for (let v = 0; v < n; v++) {
    if (seen(v)) {
      chosen.push(v);
      offsets[value[v] + 1]++;
    }
  }
  for (let m = 0; m <= n; m++) offsets[m + 1] += offsets[m];
  const fill = offsets.slice(0, n + 1);
  const targets = new Int32Array(chosen.length);
  for (const v of chosen) targets[fill[value[v]]++] = v;
  return { stateCount: n + 1, offsets, targets };
}

/** K(v) for every ∞ vertex: the distinct finite values among its followers, ascending. */
function finiteFollowerSets(graph: StateGraph, value: Int32Array): { kOffsets: Int32Array; kValues: Int32Array } {
  const { stateCount, offsets, targets } = graph;
  const kOffsets = new Int32Array(stateCount + 1);
  const collected: number[] = [];
  const scratch: number[] = [];
  for (let v = 0; v < stateCount; v++) {
    if (value[v] === INFINITE) {
      scratch.length = 0;
      for (let e = offsets[v]; e < offsets[v + 1]; e++) if (value[targets[e]] >= 0) scratch.push(value[targets[e]]);
      scratch.sort((a, b) => a - b);
      for (let i = 0; i < scratch.length; i++) if (i === 0 || scratch[i] !== scratch[i - 1]) collected.push(scratch[i]);
    }
    kOffsets[v + 1] = collected.length;
  }
  return { kOffsets, kValues: Int32Array.from(collected) };
}

/** γ of the positions of a game with cycles, and sums of them solved by Smith's theorem. */
export interface LoopyGrundyAnalysis<P> {
  /** Number of positions explored. */
  states: number;
  valueOf(position: P): LoopyGrundyValue;
  /** Outcome of the disjunctive sum of these positions (one position: its own outcome). */
  sumOutcome(positions: readonly P[]): LoopyOutcome;
  /** Every move of the sum to a P-position: which component moves, and where to. */
  winningMoves(positions: readonly P[]): { component: number; to: P }[];
}

/**
 * Explores every position reachable from `roots` (moves must lead to single positions) and labels
 * them with γ. Normal play: a position without moves is lost for the player to move.
 */
export function analyzeLoopyGrundy<P>(game: Game<P>, roots: readonly P[], maxStates = 5_000_000): LoopyGrundyAnalysis<P> {
  const explored = exploreStateGraph(game, roots, maxStates);
  const won = explored.terminalResult.indexOf(WIN);
  if (won >= 0) {
    throw new NimlabError(
      `generalized Sprague–Grundy values need normal play, but ${formatPosition(game, explored.positions[won])} is declared won for the player to move`,
    );
  }
  const { offsets, targets } = explored.graph;
  const labels = loopyGrundy(explored.graph);
  const valueOfState = (s: number) => loopyGrundyValueOf(labels, s);
  return {
    states: explored.positions.length,
    valueOf: (position) => valueOfState(explored.idOf(position)),
    sumOutcome: (positions) => loopySumOutcome(positions.map((p) => valueOfState(explored.idOf(p)))),
    winningMoves(positions) {
      const components = positions.map((p) => {
        const s = explored.idOf(p);
        const options: { to: P; value: LoopyGrundyValue }[] = [];
        for (let e = offsets[s]; e < offsets[s + 1]; e++)
          options.push({ to: explored.positions[targets[e]], value: valueOfState(targets[e]) });
        return { value: valueOfState(s), options };
      });
      return loopySumWinningMoves(components);
    },
  };
}
