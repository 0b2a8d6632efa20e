import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { hackenbushFamily } from './definition.js';

const game = hackenbushFamily.create(undefined);

describe('hackenbush definition', () => {
  it('analyses a tree by the colon principle, with its winning moves', () => {
    // Root 1 with a stalk 1-2-3 (*2) and an edge 1-4 (*1): 2 ⊕ 1 = 3.
    const report = game.analyze(['4', '1', '2', '2', '3', '1', '4']);
    expect(report.outcome).toBe('N');
    expect(report.grundy).toBe(3);
    expect(report.position).toBe('4 1 2 2 3 1 4');
    // Cutting 1-2 leaves *1, cutting 2-3 leaves *1 ⊕ *1 = 0, cutting 1-4 leaves *2.
    expect(report.winningMoves).toEqual([{ move: 'delete edge 2-3', to: '4 1 2 1 4' }]);
    const why = report.explanation.join('\n');
    expect(why).toContain('Colon principle');
    expect(why).toContain('vertex 1 (ground): (1+1) ⊕ (0+1) = 3');
  });

  it('analyses a graph with cycles by the fusion principle', () => {
    // A triangle on the ground with a pendant edge at vertex 3: the block {1,2,3} has 3 edges.
    const report = game.analyze(['4', '1', '2', '2', '3', '3', '1', '3', '4']);
    expect(report.grundy).toBe(1 ^ 1);
    expect(report.outcome).toBe('P');
    expect(report.winningMoves).toEqual([]);
    expect(report.explanation.join('\n')).toContain('block {1, 2, 3} (ground): (3 mod 2) ⊕ (0+1) = 0');
    // A triangle alone is *1: cutting the edge away from the ground leaves two stalks *1 ⊕ *1 = 0,
    // cutting an edge at the ground leaves a stalk of 2.
    const odd = game.analyze(['3', '1', '2', '2', '3', '3', '1']);
    expect(odd.grundy).toBe(1);
    expect(odd.winningMoves).toEqual([{ move: 'delete edge 2-3', to: '3 1 2 3 1' }]);
  });

  it('leaves out edges that do not reach the ground', () => {
    const report = game.analyze(['3', '2', '3']);
    expect(report.grundy).toBe(0);
    expect(report.explanation[0]).toContain('1 edge(s) not connected to the ground');
  });

  it('rejects bad positions', () => {
    expect(() => game.analyze([])).toThrow(NimlabError);
    expect(() => game.analyze(['3', '1'])).toThrow(NimlabError);
    expect(() => game.analyze(['3', '1', '4'])).toThrow(NimlabError);
    expect(() => game.analyze(['3', '1', 'x'])).toThrow(NimlabError);
    expect(() => game.analyze(['0'])).toThrow(NimlabError);
    expect(() => hackenbushFamily.create('2')).toThrow(NimlabError);
  });
});
