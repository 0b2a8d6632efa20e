import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { geographyFamily } from './definition.js';

describe('geography in the CLI catalog', () => {
  const game = geographyFamily.create(undefined);
  const path4 = '4 3 1 2 2 3 3 4'.split(' ');

  it('lists every start vertex with a winning move', () => {
    const table = game.analyzeAll!(path4);
    expect(table.position).toContain('bipartite, maximum matching of size 2');
    expect(table.rows.map((row) => row.result)).toEqual(['win', 'win', 'win', 'win']);
    expect(table.rows[0]).toEqual({ start: 1, result: 'win', winningMove: 2 });
    const star = game.analyzeAll!('4 3 1 2 1 3 1 4'.split(' '));
    expect(star.rows).toEqual([
      { start: 1, result: 'win', winningMove: expect.any(Number) },
      { start: 2, result: 'lose', winningMove: null },
      { start: 3, result: 'lose', winningMove: null },
      { start: 4, result: 'lose', winningMove: null },
    ]);
  });

  it('reports one start: outcome, every winning move, and why', () => {
    const report = game.analyze([...'3 2 1 2 2 3'.split(' '), 'start=2']);
    expect(report.outcome).toBe('N');
    expect(report.winningMoves.map((m) => m.move)).toEqual(['move the token to 1', 'move the token to 3']);
    expect(report.explanation.join(' ')).toContain('in every maximum matching');
    const lost = game.analyze([...'3 3 1 2 2 3 3 1'.split(' '), 'start=1']);
    expect(lost.outcome).toBe('P');
    expect(lost.position).toContain('not bipartite');
    expect(game.analyze(game.example.split(' ')).outcome).toBe('N');
  });

  it('rejects bad graphs with one clear line', () => {
    const bad = [
      [],
      ['3'],
      ['3', '2', '1', '2'],
      ['3', '1', '1', '4'],
      ['3', '1', '0', '1'],
      ['x', '0'],
      ['2', '1', '1', '2', 'start=3'],
      ['2', '0', 'start=1', 'start=2'],
    ];
    for (const words of bad) expect(() => game.analyze(words), words.join(' ')).toThrow(NimlabError);
    expect(() => game.analyze(path4)).toThrow(/start/);
  });
});
