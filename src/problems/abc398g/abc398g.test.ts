import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { bipartition, graphFromEdges } from '../../graph/index.js';
import { checkProblem } from '../testing/checkProblem.js';
import { componentCensus } from './census.js';
import { firstPlayerWinsEdgeGame } from './fast.js';
import { componentGame, normalizeComponents, type Component } from './componentModel.js';
import { abc398g } from './index.js';
import { bipartiteEdgeGame, edgeMask } from './rules.js';

checkProblem('abc398g', abc398g, {
  examples: [
    ['1 0\n', 'Takahashi'], // no move at all
    ['2 1\n1 2\n', 'Takahashi'], // already K(1,1)
    ['3 0\n', 'Takahashi'], // n odd: a(n−a) even, m = 0 even
    ['4 0\n', 'Takahashi'], // four lone vertices pair up: a = 2, 4 − 0 moves
    ['4 1\n1 2\n', 'Aoki'], // lone vertices 3, 4 can only pair: K(2,2), 3 moves
    ['6 3\n1 2\n2 3\n3 4\n', 'Takahashi'], // a path P4 and two lone vertices: K(3,3), 9 − 3 moves
    ['6 4\n1 2\n2 3\n3 4\n4 1\n', 'Aoki'], // C4 and two lone vertices: 9 − 4 moves
  ],
  malformed: ['2 1\n1 1\n', '3 3\n1 2\n2 3\n3 1\n', '3 2\n1 2\n2 1\n', '2 1\n1 3\n', '2 2\n1 2\n', '0 0\n', '2 0\n1 2\n'],
  runs: 200,
  maxRuns: 1,
});

describe('abc398g rule by classes of odd components', () => {
  it('three non-trivial odd components or more (class C) follow the parity of m', () => {
    // Three paths on 3 vertices and a lone vertex, n = 10: k = 4, I = 1, m = 6.
    const ends = [0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8];
    expect(firstPlayerWinsEdgeGame(10, Int32Array.from(ends))).toBe(false);
    // The lone vertex joined to a path: k = 2, I = 0 (class B), the player to move wins.
    expect(firstPlayerWinsEdgeGame(10, Int32Array.from([...ends, 0, 9]))).toBe(true);
  });
});

describe('abc398g census (union–find with parities)', () => {
  it('rejects exactly the graphs with an odd cycle or a repeated edge, and counts components as a two-colouring does', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 9 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), { maxLength: 12 }),
            ),
          ),
        ([n, pairs]) => {
          const edges = pairs.filter(([u, v]) => u !== v);
          const census = componentCensus(n, Int32Array.from(edges.flat()));
          const keys = edges.map(([u, v]) => `${Math.min(u, v)} ${Math.max(u, v)}`);
          const repeated = new Set(keys).size !== keys.length;
          const side = bipartition(graphFromEdges(n, edges.flat()));
          expect(typeof census === 'string').toBe(repeated || side === null);
          if (typeof census === 'string' || side === null) return;
          // Components by plain search; parts from the two-colouring.
          const component = new Int32Array(n).fill(-1);
          let odd = 0;
          let isolated = 0;
          let evenParity = 0;
          for (let s = 0; s < n; s++) {
            if (component[s] >= 0) continue;
            const members = [s];
            component[s] = s;
            for (let i = 0; i < members.length; i++) {
              for (const [u, v] of edges) {
                const other = u === members[i] ? v : v === members[i] ? u : -1;
                if (other >= 0 && component[other] < 0) {
                  component[other] = s;
                  members.push(other);
                }
              }
            }
            if (members.length % 2 === 1) {
              odd++;
              if (members.length === 1) isolated++;
            } else {
              evenParity ^= members.filter((v) => side[v] === 0).length & 1;
            }
          }
          expect(census).toEqual({ oddComponents: odd, isolated, evenParity });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('abc398g component model', () => {
  const componentsOf = (n: number, ends: number[]): Component[] => {
    const graph = graphFromEdges(n, ends);
    const side = bipartition(graph)!;
    const root = new Int32Array(n).fill(-1);
    const found: Component[] = [];
    for (let s = 0; s < n; s++) {
      if (root[s] >= 0) continue;
      const stack = [s];
      root[s] = s;
      const count = [0, 0];
      let degreeSum = 0;
      while (stack.length > 0) {
        const u = stack.pop()!;
        count[side[u]]++;
        for (let e = graph.offsets[u]; e < graph.offsets[u + 1]; e++) {
          degreeSum++;
          const v = graph.targets[e];
          if (root[v] < 0) {
            root[v] = s;
            stack.push(v);
          }
        }
      }
      found.push([count[0], count[1], degreeSum / 2]);
    }
    return normalizeComponents(found);
  };

  it('has the outcome of the real edge-set game on random small graphs', () => {
    const edgeSolver = new Map<number, GrundySolver<number>>();
    const componentSolver = new GrundySolver(componentGame);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (n, coins) => {
        const ends: number[] = [];
        let c = 0;
        for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if ((u + v) % 2 === 1 && coins[c++]) ends.push(u, v);
        if (!edgeSolver.has(n)) edgeSolver.set(n, new GrundySolver(bipartiteEdgeGame(n)));
        const real = edgeSolver.get(n)!.grundy(edgeMask(n, ends)) !== 0;
        expect(componentSolver.grundy(componentsOf(n, ends)) !== 0).toBe(real);
      }),
      { numRuns: 150 },
    );
  });

  it('the fast rule equals the component model on graphs of up to 12 vertices (all classes)', () => {
    const solver = new GrundySolver(componentGame);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 12, maxLength: 12 }), (seeds) => {
        // Components built as paths with a few extra cross edges, sizes drawn from the seeds.
        const n = 1 + (seeds[0] % 12);
        const ends: number[] = [];
        let v = 0;
        let s = 1;
        while (v < n) {
          const size = Math.min(n - v, 1 + (seeds[s++ % 12] % 5));
          for (let i = 1; i < size; i++) ends.push(v + i - 1, v + i);
          if (size >= 4 && seeds[s++ % 12] % 2 === 0) ends.push(v, v + 3);
          v += size;
        }
        const fast = firstPlayerWinsEdgeGame(n, Int32Array.from(ends));
        expect(fast, `n=${n} edges=${ends.join(' ')}`).toBe(solver.grundy(componentsOf(n, ends)) !== 0);
      }),
      { numRuns: 300 },
    );
  });
});
