import { describe, expect, it } from 'vitest';
import { builtInGames } from '../library';
import { groupMoves } from './moveGroups';

describe('grouping a long move list', () => {
  it('Nim 1000 1000 1000: three groups, one per heap, holding every move once', () => {
    const nim = builtInGames.resolve('nim').playable!;
    const moves = nim.moves([1000, 1000, 1000], false);
    const groups = groupMoves(moves, 'heap');
    expect(groups.map((g) => [g.title, g.indices.length])).toEqual([['heap 1', 1000], ['heap 2', 1000], ['heap 3', 1000]]);
  });

  it('a coin row: one group per heads coin, every move in the group of its highest coin', () => {
    const game = builtInGames.resolve('1-3').playable!;
    const row = 'H'.repeat(12);
    const moves = game.moves(row, false);
    const groups = groupMoves(moves, 'heap');
    expect(groups.length).toBe(12);
    expect(groups.reduce((n, g) => n + g.indices.length, 0)).toBe(moves.length);
    for (const g of groups) for (const i of g.indices) expect(g.title).toBe(`coin ${moves[i].label.split(',').at(-1)!.replace('c', '')} turned heads → tails`);
  });

  it('other labels in runs', () => {
    const moves = Array.from({ length: 130 }, (_, i) => ({ label: `v${i}`, to: i }));
    expect(groupMoves(moves, 'heap').map((g) => g.title)).toEqual(['moves 1–60', 'moves 61–120', 'moves 121–130']);
  });
});
