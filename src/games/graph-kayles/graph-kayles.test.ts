import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { grundySequence } from '../heap/index.js';
import { builtInGames } from '../index.js';
import { KaylesSolver } from './fast.js';
import { parseKaylesGraph } from './parseGraph.js';
import { kaylesGraph, kaylesRules, wholeGraph, type KaylesVariant } from './rules.js';

const randomGraph = fc.integer({ min: 1, max: 11 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), { maxLength: 2 * n }),
  }),
);

describe('Node and Arc Kayles on graphs', () => {
  it.each(['node', 'arc'] as KaylesVariant[])(
    '%s: the value by components equals the engine on whole positions (random graphs)',
    (variant) => {
      fc.assert(
        fc.property(randomGraph, ({ n, edges }) => {
          const graph = kaylesGraph(
            Array.from({ length: n }, (_, v) => String(v)),
            edges,
          );
          const brute = new GrundySolver(kaylesRules(graph, variant));
          const fast = new KaylesSolver(graph, variant);
          for (let position = 0; position <= wholeGraph(graph); position += 1 + (position % 7)) {
            expect(fast.value(position)).toBe(brute.grundy(position));
          }
          expect(fast.value(wholeGraph(graph))).toBe(brute.grundy(wholeGraph(graph)));
        }),
        { numRuns: 60 },
      );
    },
  );

  it("on paths they are octal games: Node Kayles is Dawson's Kayles (0.137 on n vertices, 0.07 on n + 1), Arc Kayles is 0.07", () => {
    const dawson = grundySequence('0.07', 32).values;
    const dawsonsChess = grundySequence('0.137', 31).values;
    for (let n = 1; n <= 30; n++) {
      const path = parseKaylesGraph('test', [`path:${n}`]);
      expect(new KaylesSolver(path, 'node').value(wholeGraph(path)), `node P${n}`).toBe(dawsonsChess[n]);
      expect(dawsonsChess[n]).toBe(dawson[n + 1]);
      expect(new KaylesSolver(path, 'arc').value(wholeGraph(path)), `arc P${n}`).toBe(dawson[n]);
    }
  });

  it('on cycles the first move opens the cycle into a path: C_n has the single option P_{n−3} (node) or P_{n−2} (arc)', () => {
    const dawson = grundySequence('0.07', 32).values;
    for (let n = 3; n <= 30; n++) {
      const cycle = parseKaylesGraph('test', [`cycle:${n}`]);
      expect(new KaylesSolver(cycle, 'node').value(wholeGraph(cycle)), `node C${n}`).toBe(dawson[n - 2] === 0 ? 1 : 0);
      expect(new KaylesSolver(cycle, 'arc').value(wholeGraph(cycle)), `arc C${n}`).toBe(dawson[n - 2] === 0 ? 1 : 0);
    }
  });

  it('analyze lists the winning moves, and each leaves value 0', () => {
    const game = builtInGames.resolve('node-kayles');
    const report = game.analyze(['1-2', '2-3', '3-4', '2-5']);
    expect(report.outcome).toBe(report.grundy === 0 ? 'P' : 'N');
    for (const move of report.winningMoves) expect(move.move).toMatch(/^take vertex/);
    expect(builtInGames.resolve('arc-kayles').analyze(['path:7']).grundy).toBe(grundySequence('0.07', 8).values[7]);
  });
});
