import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { GameCatalog } from '../catalog.js';
import { dynamicFamily, fibonacciFamily } from './definition.js';

describe('dynamic:K and fibonacci definitions', () => {
  it('Fibonacci Nim: Zeckendorf decomposition and the smallest term', () => {
    const game = fibonacciFamily.create(undefined);
    expect(game.name).toBe('dynamic:2');
    const report = game.analyze(['20']);
    expect(report.outcome).toBe('N');
    expect(report.winningMoves[0]).toEqual({ move: 'take 2 (20 → 18; the opponent may take up to 4)', to: '18 4' });
    const why = report.explanation.join('\n');
    expect(why).toContain('Zeckendorf');
    expect(why).toContain('20 = 13 + 5 + 2');
    expect(game.analyze(['21']).outcome).toBe('P');
    expect(game.analyze(['21']).grundy).toBe(0);
    expect(game.analyze(['21']).winningMoves).toEqual([]);
  });

  it('mid-game positions: n m with the current limit', () => {
    const game = dynamicFamily.create('2');
    // 18 = 13 + 5: the smallest term 5 exceeds the limit 4, so this is lost.
    expect(game.analyze(['18', '4']).outcome).toBe('P');
    expect(game.analyze(['18', '5']).winningMoves.map((m) => m.to)).toEqual(['13 10']);
    expect(game.analyze(['3', '5']).winningMoves).toEqual([{ move: 'take 3 (3 → 0; the opponent may take up to 0)', to: '0' }]);
    expect(game.analyze(['0']).outcome).toBe('P');
  });

  it('k = 1 is binary; large k and heaps stay exact', () => {
    const binary = dynamicFamily.create('1').analyze(['12']);
    expect(binary.explanation.join('\n')).toContain('12 = 8 + 4');
    expect(binary.winningMoves.map((m) => m.to)).toEqual(['8 4']);
    expect(binary.grundy).not.toBeNull();
    const big = dynamicFamily.create('100000').analyze(['1000000000000000']);
    expect(big.grundy === null || big.grundy === 0).toBe(true);
    expect(big.explanation.join('\n')).toContain('1000000000000000 =');
  });

  it('resolves by name: fibonacci = dynamic:2', () => {
    const catalog = new GameCatalog([dynamicFamily, fibonacciFamily]);
    expect(catalog.resolve('fibonacci').name).toBe('dynamic:2');
    expect(catalog.resolve('fibonacci-nim').analyze(['21']).outcome).toBe('P');
    expect(catalog.resolve('dynamic:5').name).toBe('dynamic:5');
    expect(() => catalog.resolve('fibonacci:2')).toThrow(NimlabError);
  });

  it('rejects bad input with NimlabError', () => {
    expect(() => dynamicFamily.create(undefined)).toThrow(NimlabError);
    expect(() => dynamicFamily.create('0')).toThrow(NimlabError);
    expect(() => dynamicFamily.create('100001')).toThrow(NimlabError);
    expect(() => dynamicFamily.create('x')).toThrow(NimlabError);
    expect(() => fibonacciFamily.create('3')).toThrow(NimlabError);
    const game = dynamicFamily.create('3');
    expect(() => game.analyze([])).toThrow(NimlabError);
    expect(() => game.analyze(['1', '2', '3'])).toThrow(NimlabError);
    expect(() => game.analyze(['-5'])).toThrow(NimlabError);
    expect(() => game.analyze(['1000000000000001'])).toThrow(NimlabError);
  });
});
