import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalGraphKey, type LabelledGraph } from './canonicalGraph.js';
import { colouredGraphKey, groundedGraphKey, type ColouredGraph, type EdgeColour } from './colouredGraph.js';
import { tintedGraphKey, type TintedGraph } from './tintedGraph.js';
import { PartizanGames } from '../../engine/partizan/index.js';
import { partizanArcKayles } from './arc-kayles/partizanArcKayles.js';
import { col } from './col/col.js';
import { colouredHackenbush } from './hackenbush/colouredHackenbush.js';
import type { PartizanRules } from './partizanRules.js';
import { PartizanValues } from './partizanValue.js';
import { snort } from './snort/snort.js';
import { edgeListArbitrary } from './testing/rulesetChecks.js';

/** Random graphs on up to `maxVertices` vertices: colours from `colours`, each pair a label from `labels` ('' no edge). */
function labelledGraphArbitrary(maxVertices: number, colours: string, labels: string[]): fc.Arbitrary<LabelledGraph> {
  return fc.integer({ min: 0, max: maxVertices }).chain((n) =>
    fc
      .tuple(
        fc.array(fc.constantFrom(...colours), { minLength: n, maxLength: n }),
        fc.array(fc.constantFrom(...labels), { minLength: n * n, maxLength: n * n }),
      )
      .map(([vertexColours, pairs]) => {
        // Symmetric: the upper triangle (diagonal included) is read, the lower one mirrors it.
        const symmetric = pairs.map((_, at) => {
          const [u, v] = [Math.floor(at / n), at % n];
          return u <= v ? pairs[at] : pairs[v * n + u];
        });
        return { colours: vertexColours.join(''), labels: symmetric };
      }),
  );
}

/** The graph with vertex v renamed permutation[v]. */
function relabelled(graph: LabelledGraph, permutation: readonly number[]): LabelledGraph {
  const n = graph.colours.length;
  const colours = Array<string>(n);
  const labels = Array<string>(n * n);
  for (let u = 0; u < n; u++) {
    colours[permutation[u]] = graph.colours[u];
    for (let v = 0; v < n; v++) labels[permutation[u] * n + permutation[v]] = graph.labels[u * n + v];
  }
  return { colours: colours.join(''), labels };
}

const permutationOf = (n: number) =>
  fc.array(fc.nat(), { minLength: n, maxLength: n }).map((weights) =>
    Array.from({ length: n }, (_, v) => v)
      .sort((a, b) => weights[a] - weights[b] || a - b)
      .reduce<number[]>((inverse, v, at) => ((inverse[v] = at), inverse), []),
  );

function* permutations(n: number): Generator<number[]> {
  // Heap's algorithm, iteratively.
  const p = Array.from({ length: n }, (_, i) => i);
  const c = new Array<number>(n).fill(0);
  yield p.slice();
  let i = 0;
  while (i < n) {
    if (c[i] < i) {
      const j = i % 2 === 0 ? 0 : c[i];
      [p[j], p[i]] = [p[i], p[j]];
      yield p.slice();
      c[i] += 1;
      i = 0;
    } else {
      c[i] = 0;
      i += 1;
    }
  }
}

/** Isomorphic by brute force: some permutation of the vertices maps one graph onto the other. */
function isomorphic(a: LabelledGraph, b: LabelledGraph): boolean {
  const n = a.colours.length;
  if (b.colours.length !== n) return false;
  for (const p of permutations(n)) {
    const image = relabelled(a, p);
    if (image.colours === b.colours && image.labels.every((label, at) => label === b.labels[at])) return true;
  }
  return false;
}

describe('canonical graph keys (up to isomorphism)', () => {
  const graphs = labelledGraphArbitrary(7, 'ab', ['', '', 'e', 'l', 'lr']);

  it('give every relabelling of a graph its key', () => {
    fc.assert(
      fc.property(
        graphs.chain((graph) => fc.tuple(fc.constant(graph), permutationOf(graph.colours.length))),
        ([graph, permutation]) => {
          expect(canonicalGraphKey(relabelled(graph, permutation))).toBe(canonicalGraphKey(graph));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('give two graphs one key exactly when some permutation maps one onto the other (brute force, up to 7 vertices)', () => {
    // Few colours and labels, and graphs of one size, so that isomorphic pairs that look different come up often.
    const sameSize = fc.integer({ min: 1, max: 7 }).chain((n) =>
      fc.tuple(labelledGraphArbitrary(n, 'a', ['', 'e']), labelledGraphArbitrary(n, 'a', ['', 'e'])).filter(([a, b]) => {
        const edges = (g: LabelledGraph) => g.labels.filter((l) => l !== '').length;
        return a.colours.length === b.colours.length && edges(a) === edges(b);
      }),
    );
    let isomorphicPairs = 0;
    fc.assert(
      fc.property(fc.oneof(sameSize, fc.tuple(graphs, graphs)), ([a, b]) => {
        const same = isomorphic(a, b);
        if (same) isomorphicPairs += 1;
        expect(canonicalGraphKey(a) === canonicalGraphKey(b)).toBe(same);
      }),
      { numRuns: 300 },
    );
    // The check saw both answers: pairs that are isomorphic and pairs that are not.
    expect(isomorphicPairs).toBeGreaterThan(10);
  });

  it('tell apart graphs refinement alone cannot (two triangles and a hexagon; the prism and K3,3)', () => {
    const simple = (n: number, edges: [number, number][]): LabelledGraph => {
      const labels = Array<string>(n * n).fill('');
      for (const [u, v] of edges) labels[u * n + v] = labels[v * n + u] = 'e';
      return { colours: '.'.repeat(n), labels };
    };
    const cycle = (vertices: number[]) => vertices.map((v, i) => [v, vertices[(i + 1) % vertices.length]] as [number, number]);
    const triangles = simple(6, [...cycle([0, 1, 2]), ...cycle([3, 4, 5])]);
    const hexagon = simple(6, cycle([0, 1, 2, 3, 4, 5]));
    expect(canonicalGraphKey(triangles)).not.toBe(canonicalGraphKey(hexagon));
    const prism = simple(6, [...cycle([0, 1, 2]), ...cycle([3, 4, 5]), [0, 3], [1, 4], [2, 5]]);
    const k33 = simple(
      6,
      [0, 1, 2].flatMap((u) => [3, 4, 5].map((v) => [u, v] as [number, number])),
    );
    expect(canonicalGraphKey(prism)).not.toBe(canonicalGraphKey(k33));
    expect(canonicalGraphKey(hexagon)).toBe(canonicalGraphKey(simple(6, cycle([0, 3, 1, 4, 2, 5]))));
  });

  it('are quick on very symmetric graphs (a complete graph on 40 vertices, 20 equal stalks on a ground)', () => {
    const n = 40;
    const complete: LabelledGraph = {
      colours: '.'.repeat(n),
      labels: Array.from({ length: n * n }, (_, at) => (Math.floor(at / n) === at % n ? '' : 'e')),
    };
    expect(canonicalGraphKey(complete)).toMatch(/^40:/);
    const stalks: ColouredGraph = {
      vertexCount: 41,
      edges: Array.from({ length: 20 }, (_, i) => [
        [0, 2 * i + 1, 'l' as EdgeColour],
        [2 * i + 1, 2 * i + 2, 'r' as EdgeColour],
      ]).flat() as [number, number, EdgeColour][],
    };
    expect(groundedGraphKey(stalks)).toMatch(/^41:\.{40}g:/);
  });
});

describe('the graph families key their positions up to isomorphism', () => {
  it('Col and Snort: a renumbered tinted graph has the same key', () => {
    const tinted = fc.integer({ min: 2, max: 7 }).chain((n) =>
      fc.record({
        tints: fc.array(fc.constantFrom('.', 'L', 'R'), { minLength: n, maxLength: n }).map((t) => t.join('')),
        edges: fc.array(
          fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })).filter(([u, v]) => u !== v),
          { maxLength: 10 },
        ),
        permutation: permutationOf(n),
      }),
    );
    fc.assert(
      fc.property(tinted, ({ tints, edges, permutation }) => {
        const graph: TintedGraph = { tints, edges };
        const renamed: TintedGraph = {
          tints: [...tints].reduce<string[]>((out, t, v) => ((out[permutation[v]] = t), out), []).join(''),
          edges: edges.map(([u, v]) => [permutation[v], permutation[u]] as const).reverse(),
        };
        expect(tintedGraphKey(renamed)).toBe(tintedGraphKey(graph));
      }),
      { numRuns: 200 },
    );
  });

  it('Arc Kayles and Hackenbush: a renumbered coloured graph has the same key; Hackenbush keeps its ground', () => {
    const coloured = fc.integer({ min: 1, max: 7 }).chain((n) =>
      fc.record({
        edges: fc.array(
          fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), fc.constantFrom<EdgeColour>('l', 'r', 'e')),
          { maxLength: 9 },
        ),
        permutation: permutationOf(n).map((p) => {
          // Hackenbush's ground is vertex 0: keep it there, move the rest.
          const at = p.indexOf(0);
          [p[0], p[at]] = [p[at], p[0]];
          return p;
        }),
      }),
    );
    fc.assert(
      fc.property(coloured, ({ edges, permutation }) => {
        const graph: ColouredGraph = { vertexCount: permutation.length, edges };
        const renamed: ColouredGraph = {
          vertexCount: permutation.length,
          edges: edges.map(([u, v, c]) => [permutation[v], permutation[u], c] as const).reverse(),
        };
        expect(colouredGraphKey(renamed)).toBe(colouredGraphKey(graph));
        expect(groundedGraphKey(renamed)).toBe(groundedGraphKey(graph));
      }),
      { numRuns: 200 },
    );
    // A blue edge on the ground under a red one, and the same path the other way up, differ.
    const up: ColouredGraph = {
      vertexCount: 3,
      edges: [
        [0, 1, 'l'],
        [1, 2, 'r'],
      ],
    };
    const down: ColouredGraph = {
      vertexCount: 3,
      edges: [
        [0, 1, 'r'],
        [1, 2, 'l'],
      ],
    };
    expect(groundedGraphKey(up)).not.toBe(groundedGraphKey(down));
    expect(colouredGraphKey(up)).toBe(colouredGraphKey(down));
  });
});

describe('values keyed up to isomorphism are the values keyed as written', () => {
  /** The rules with the key the families had before: the graph exactly as written (no symmetry). */
  const asWritten = <P>(rules: PartizanRules<P>): PartizanRules<P> => ({ ...rules, key: (position) => JSON.stringify(position) });

  const tinted: fc.Arbitrary<TintedGraph> = edgeListArbitrary(6, 7).chain(({ n, edges }) =>
    fc.array(fc.constantFrom('.', '.', 'L', 'R'), { minLength: n, maxLength: n }).map((tints) => ({ tints: tints.join(''), edges })),
  );
  const coloured: fc.Arbitrary<ColouredGraph> = edgeListArbitrary(6, 7).chain(({ n, edges }) =>
    fc
      .array(fc.constantFrom<EdgeColour>('l', 'r', 'e'), { minLength: edges.length, maxLength: edges.length })
      .map((colours) => ({ vertexCount: n, edges: edges.map(([u, v], i) => [u, v, colours[i]] as const) })),
  );

  it.each([
    ['col', col.rules],
    ['snort', snort.rules],
  ] as const)('%s', (_, rules) => {
    fc.assert(
      fc.property(tinted, (graph) => {
        const games = new PartizanGames();
        expect(new PartizanValues(rules, games).value(graph)).toBe(new PartizanValues(asWritten(rules), games).value(graph));
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    ['arc-kayles-partizan', partizanArcKayles],
    ['hackenbush-colour', colouredHackenbush],
  ] as const)('%s', (_, family) => {
    fc.assert(
      fc.property(coloured, (written) => {
        const graph = family.parse(formatColouredGraphWords(written));
        const games = new PartizanGames();
        expect(new PartizanValues(family.rules, games).value(graph)).toBe(new PartizanValues(asWritten(family.rules), games).value(graph));
      }),
      { numRuns: 40 },
    );
  });
});

/** The words a coloured graph is read from (n, then u v c per edge, 1-based). */
function formatColouredGraphWords(graph: ColouredGraph): string[] {
  return [String(graph.vertexCount), ...graph.edges.flatMap(([u, v, c]) => [String(u + 1), String(v + 1), c])];
}
