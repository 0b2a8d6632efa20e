import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../core/game.js';
import { GrundySolver } from '../normal/grundy.js';
import {
  analyzeLoopyGrundy,
  formatLoopyGrundy,
  INFINITE,
  loopyGrundy,
  loopyGrundyValueOf,
  loopySumOutcome,
  loopySumValue,
  loopySumWinningMoves,
  type LoopyGrundyLabels,
  type LoopyOutcome,
} from './loopyGrundy.js';
import { analyzeLoopy, compress, LOSE, solveRetrograde, WIN, type LoopyGame, type StateGraph } from './retrograde.js';

/** γ of every vertex, written out (`3`, `∞(0,2)`), for readable comparisons. */
function written(labels: LoopyGrundyLabels): string[] {
  return Array.from(labels.value, (_, v) => formatLoopyGrundy(loopyGrundyValueOf(labels, v)));
}

function followers(graph: StateGraph, v: number): number[] {
  return Array.from(graph.targets.subarray(graph.offsets[v], graph.offsets[v + 1]));
}

/** Random graphs on up to `maxVertices` vertices, each with up to `maxMoves` moves; self-loops,
 * cycles and repeated edges allowed. */
const loopyGraph = (maxVertices: number, maxMoves: number) =>
  fc.integer({ min: 1, max: maxVertices }).chain((n) =>
    fc
      .oneof(
        fc.array(fc.array(fc.nat(n - 1), { maxLength: maxMoves }), { minLength: n, maxLength: n }),
        // Mostly moves down to lower vertices (larger finite values), plus a few moves anywhere.
        fc
          .array(fc.tuple(fc.array(fc.nat(n - 1), { maxLength: maxMoves }), fc.array(fc.nat(n - 1), { maxLength: 1 })), {
            minLength: n,
            maxLength: n,
          })
          .map((lists) => lists.map(([down, any], v) => [...(v === 0 ? [] : down.map((t) => t % v)), ...any])),
      )
      .map(compress),
  );

/**
 * The disjunctive sum as an explicit graph: a state is one vertex per component (mixed radix), and
 * a move moves exactly one component along one of its edges.
 */
function sumGraph(graphs: readonly StateGraph[]): { graph: StateGraph; coordinates: (state: number) => number[] } {
  const sizes = graphs.map((g) => g.stateCount);
  const total = sizes.reduce((a, b) => a * b, 1);
  const coordinates = (state: number) =>
    sizes.map((size) => {
      const c = state % size;
      state = Math.floor(state / size);
      return c;
    });
  const adjacency: number[][] = [];
  for (let state = 0; state < total; state++) {
    const moves: number[] = [];
    let stride = 1;
    coordinates(state).forEach((c, i) => {
      for (const t of followers(graphs[i], c)) moves.push(state + (t - c) * stride);
      stride *= sizes[i];
    });
    adjacency.push(moves);
  }
  return { graph: compress(adjacency), coordinates };
}

const outcomeOfCode = (code: number): LoopyOutcome => (code === WIN ? 'N' : code === LOSE ? 'P' : 'D');

describe('generalized Sprague–Grundy function γ', () => {
  it('hand-checked: a 2-cycle, a self-loop, a cycle with an exit, a terminal chain', () => {
    expect(written(loopyGrundy(compress([[1], [0]])))).toEqual(['∞(∅)', '∞(∅)']);
    expect(written(loopyGrundy(compress([[0]])))).toEqual(['∞(∅)']);
    // A self-loop beside an exit to a terminal: ∞(0), an N-position (move to the terminal).
    expect(written(loopyGrundy(compress([[0, 1], []])))).toEqual(['∞(0)', '0']);
    // 0 ↔ 1 with 1 → 2 terminal: 1 has a move to 0-valued 2; 0's only move reverses out through 1.
    expect(written(loopyGrundy(compress([[1], [0, 2], []])))).toEqual(['0', '1', '0']);
    expect(written(loopyGrundy(compress([[1], [2], [3], []])))).toEqual(['1', '0', '1', '0']);
    // Ferguson's tied cycle a → b → c → a with c → d → e: a, b, c are draws.
    expect(written(loopyGrundy(compress([[1], [2], [0, 3], [4], []])))).toEqual(['∞(∅)', '∞(∅)', '∞(1)', '1', '0']);
    // 0 → 1, 1 ↺ and 1 → 2 → 3: 1 is ∞(1) with no follower of value 0, so 0 can never reach a
    // finite value even though its only follower does have a follower of value 1.
    expect(written(loopyGrundy(compress([[1], [1, 2], [3], []])))).toEqual(['∞(∅)', '∞(1)', '1', '0']);
    // A Nim heap of 2 where 1 may also go back up to 2. Labelling 1 and 2 as 1 and 2 (or 2 and 1)
    // meets (A)–(C), but each value would only be justified by the other's reversal around the
    // cycle; γ makes both ∞(0): each alone is a win (move to 0), their sum is a draw.
    expect(written(loopyGrundy(compress([[], [0, 2], [0, 1]])))).toEqual(['0', '∞(0)', '∞(0)']);
  });

  it("hand-checked sums: Smith's rule", () => {
    expect(loopySumOutcome([3, 5, 6])).toBe('P');
    expect(loopySumOutcome([3, 5])).toBe('N');
    expect(loopySumOutcome([{ finiteOptions: [0, 2] }, 1, 3])).toBe('N');
    expect(loopySumOutcome([{ finiteOptions: [0, 2] }, 1])).toBe('D');
    expect(loopySumOutcome([{ finiteOptions: [0] }, { finiteOptions: [0] }])).toBe('D');
    expect(loopySumValue([{ finiteOptions: [0, 2] }, 3])).toEqual({ finiteOptions: [1, 3] });
    expect(
      loopySumWinningMoves([
        {
          value: { finiteOptions: [0, 2] },
          options: [
            { to: 'a', value: 0 },
            { to: 'b', value: 2 },
            { to: 'c', value: { finiteOptions: [] } },
          ],
        },
        {
          value: 2,
          options: [
            { to: 'd', value: 0 },
            { to: 'e', value: 1 },
          ],
        },
      ]),
    ).toEqual([{ component: 0, to: 'b' }]);
  });

  it('on random acyclic graphs γ is the ordinary Sprague–Grundy value, by either route', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(), { maxLength: 5 }), { minLength: 1, maxLength: 30 }), (raw) => {
        // Edges only to higher-numbered vertices: acyclic.
        const adjacency = raw.map((targets, v) =>
          targets.map((t) => v + 1 + (t % Math.max(1, raw.length - v - 1))).filter((t) => t < raw.length),
        );
        const game: Game<number> = { moves: (v) => adjacency[v], key: (v) => v };
        const solver = new GrundySolver(game);
        const expected = adjacency.map((_, v) => solver.grundy(v));
        for (const peelAcyclicPart of [true, false]) {
          expect(Array.from(loopyGrundy(compress(adjacency), { peelAcyclicPart }).value)).toEqual(expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('on random loopy graphs the labels satisfy the defining conditions, and both routes agree', () => {
    fc.assert(
      fc.property(loopyGraph(14, 4), (graph) => {
        const labels = loopyGrundy(graph);
        expect(written(loopyGrundy(graph, { peelAcyclicPart: false }))).toEqual(written(labels));
        const g = labels.value;
        const hasFollowerValued = (v: number, m: number) => followers(graph, v).some((w) => g[w] === m);
        for (let u = 0; u < graph.stateCount; u++) {
          const finite = [
            ...new Set(
              followers(graph, u)
                .map((w) => g[w])
                .filter((x) => x !== INFINITE),
            ),
          ].sort((a, b) => a - b);
          let mex = 0;
          while (finite.includes(mex)) mex++;
          if (g[u] !== INFINITE) {
            const m = g[u];
            expect(hasFollowerValued(u, m)).toBe(false); // (A)
            expect(mex).toBe(m); // (A) and (B)
            for (const w of followers(graph, u)) if (g[w] === INFINITE || g[w] > m) expect(hasFollowerValued(w, m)).toBe(true); // (C)
          } else {
            expect(loopyGrundyValueOf(labels, u)).toEqual({ finiteOptions: finite });
            // m = mex K(u) fails only through an ∞ follower that has no follower of value m.
            expect(followers(graph, u).some((w) => g[w] === INFINITE && !hasFollowerValued(w, mex))).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("decisive: Smith's rule on γ predicts the retrograde outcome of every sum of two random loopy graphs", () => {
    fc.assert(
      fc.property(loopyGraph(7, 3), loopyGraph(7, 3), (g, h) => checkSum([g, h])),
      { numRuns: 300 },
    );
  });

  it('decisive: the same for sums of three random loopy graphs', () => {
    fc.assert(
      fc.property(loopyGraph(5, 3), loopyGraph(5, 3), loopyGraph(5, 3), (f, g, h) => checkSum([f, g, h])),
      { numRuns: 150 },
    );
  });

  it('the wrapper over a Game: values, sum outcomes and winning moves agree with retrograde analysis of the sum game', () => {
    // Subtract 1 or 2 from a heap of up to 6; from 4 you may also go back up to 6 (a cycle); 5 loops on itself.
    const heap: Game<number> = {
      moves: (n) => [...[1, 2].map((k) => n - k).filter((m) => m >= 0), ...(n === 4 ? [6] : []), ...(n === 5 ? [5] : [])],
      key: (n) => n,
    };
    const heaps = [0, 1, 2, 3, 4, 5, 6];
    const analysis = analyzeLoopyGrundy(heap, heaps);
    expect(analysis.states).toBe(7);
    const pairs: LoopyGame<[number, number]> = {
      moves: ([a, b]) =>
        [...heap.moves(a)].map((x) => [x, b] as [number, number]).concat([...heap.moves(b)].map((y) => [a, y] as [number, number])),
      key: ([a, b]) => a * 7 + b,
    };
    const everyPair = heaps.flatMap((a) => heaps.map((b) => [a, b] as [number, number]));
    const truth = analyzeLoopy(pairs, everyPair);
    const outcomes = new Set<LoopyOutcome>();
    for (const [a, b] of everyPair) {
      const { result } = truth.resultOf([a, b]);
      const outcome = analysis.sumOutcome([a, b]);
      outcomes.add(outcome);
      expect(outcome).toBe(result === 'win' ? 'N' : result === 'lose' ? 'P' : 'D');
      const winning = analysis.winningMoves([a, b]).map(({ component, to }) => (component === 0 ? [to, b] : [a, to]).join(','));
      const expected = [...pairs.moves([a, b])]
        .filter((p) => truth.resultOf(p as [number, number]).result === 'lose')
        .map((p) => (p as number[]).join(','));
      expect(winning.sort()).toEqual(expected.sort());
    }
    expect([...outcomes].sort()).toEqual(['D', 'N', 'P']);
    expect(formatLoopyGrundy(analysis.valueOf(5))).toMatch(/^∞/);
  });

  it('the wrapper refuses positions declared won for the player to move (not normal play)', () => {
    const game: LoopyGame<number> = { moves: (n) => [(n + 1) % 3], key: (n) => n, terminal: (n) => (n === 2 ? 'win' : undefined) };
    expect(() => analyzeLoopyGrundy(game, [0])).toThrow(/normal play/);
  });
});

/** Every start of the sum graph: predicted outcome, sum value and winning moves against the truth. */
function checkSum(graphs: StateGraph[]): void {
  const labels = graphs.map((g) => loopyGrundy(g));
  const { graph, coordinates } = sumGraph(graphs);
  const truth = solveRetrograde(graph);
  const sumLabels = loopyGrundy(graph);
  for (let state = 0; state < graph.stateCount; state++) {
    const at = coordinates(state);
    const values = at.map((v, i) => loopyGrundyValueOf(labels[i], v));
    expect(loopySumOutcome(values)).toBe(outcomeOfCode(truth.result[state]));
    expect(formatLoopyGrundy(loopySumValue(values))).toBe(formatLoopyGrundy(loopyGrundyValueOf(sumLabels, state)));
    const winning = loopySumWinningMoves(
      at.map((v, i) => ({
        value: values[i],
        options: followers(graphs[i], v).map((to) => ({ to, value: loopyGrundyValueOf(labels[i], to) })),
      })),
    );
    const reached = winning.map(({ component, to }) => {
      const next = [...at];
      next[component] = to;
      return next.join(',');
    });
    const expected = followers(graph, state)
      .filter((s) => truth.result[s] === LOSE)
      .map((s) => coordinates(s).join(','));
    expect(reached.sort()).toEqual(expected.sort());
  }
}
