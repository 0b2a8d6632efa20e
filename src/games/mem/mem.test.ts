import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { builtInGames } from '../index.js';
import { parseMemRule } from './definition.js';
import { MemTable } from './fast.js';
import { memGame, memRule } from './rules.js';

describe('heap games with memory', () => {
  it.each([
    ['mem', 'mem' as const, memRule],
    ['j != m', parseMemRule('j!=m'), parseMemRule('j!=m')],
    ['j <= 2*m || m == 0', parseMemRule('j<=2*m||m==0'), parseMemRule('j<=2*m||m==0')],
  ])('%s: the table equals the engine on the rules for every heap and last take up to 40', (_name, tableRule, rule) => {
    const table = new MemTable(40, tableRule);
    const solver = new GrundySolver(memGame(rule));
    for (let heap = 0; heap <= 40; heap++)
      for (let last = 0; last <= 41; last++) expect(table.value(heap, last), `${heap} ${last}`).toBe(solver.grundy([heap, last]));
  });

  it('random rules: table = engine', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 3 }), (a, b) => {
        const rule = (m: number, j: number) => (j * a + m * b) % 3 !== 1;
        const table = new MemTable(20, rule);
        const solver = new GrundySolver(memGame(rule));
        for (let heap = 0; heap <= 20; heap++)
          for (let last = 0; last <= 21; last++) expect(table.value(heap, last)).toBe(solver.grundy([heap, last]));
      }),
      { numRuns: 20 },
    );
  });

  it("CGSuite's published values: Mem G(10, 0..20) and GenMem(j ≠ m) G(10, 0..20)", () => {
    const mem = new MemTable(20, 'mem');
    expect(Array.from({ length: 21 }, (_, n) => mem.value(10, n))).toEqual([3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const neq = new MemTable(20, parseMemRule('j!=m'));
    expect(Array.from({ length: 21 }, (_, n) => neq.value(10, n))).toEqual([6, 6, 6, 4, 6, 6, 3, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
  });

  it('catalog: analyze, winning moves leave value 0, bad rules are refused', () => {
    const game = builtInGames.resolve('genmem:j!=m');
    const report = game.analyze(['10', '3']);
    expect(report.grundy).toBe(4);
    expect(() => builtInGames.resolve('genmem:process.exit()')).toThrow('expression in m');
    expect(builtInGames.resolve('mem').analyze(['10', '11']).outcome).toBe('P');
  });
});
