import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInGames } from '../library';
import { GROUP_PAGE, groupMoves, type MoveGroup } from './moveGroups';

/** The grouping as first written, with regular expressions: what the label scanner must agree with. */
function groupByExpressions(labels: string[], unit: string): MoveGroup[] {
  const groups = new Map<string, MoveGroup>();
  const add = (key: string, title: string, index: number) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, title, indices: [] }));
    group.indices.push(index);
  };
  labels.forEach((label, i) => {
    let m: RegExpMatchArray | null;
    if ((m = label.match(/^(\d+):[^,]*$/))) add(`p${Number(m[1])}`, `${unit} ${Number(m[1])}`, i);
    else if (/^\d+:/.test(label)) add('several', `several ${unit}s at once`, i);
    else if ((m = label.match(/^c(?:\d+,)*(\d+)$/))) add(`c${Number(m[1])}`, `coin ${Number(m[1])} turned heads → tails`, i);
    else {
      const run = Math.floor(i / GROUP_PAGE);
      add(`r${run}`, `moves ${run * GROUP_PAGE + 1}–${Math.min(labels.length, (run + 1) * GROUP_PAGE)}`, i);
    }
  });
  return [...groups.values()];
}

describe('grouping a long move list', () => {
  it('Nim 1000 1000 1000: three groups, one per heap, holding every move once', () => {
    const nim = builtInGames.resolve('nim').playable!;
    const moves = nim.moves([1000, 1000, 1000], false);
    const groups = groupMoves(moves, 'heap');
    expect(groups.map((g) => [g.title, g.indices.length])).toEqual([
      ['heap 1', 1000],
      ['heap 2', 1000],
      ['heap 3', 1000],
    ]);
  });

  it('a coin row: one group per heads coin, every move in the group of its highest coin', () => {
    const game = builtInGames.resolve('1-3').playable!;
    const row = 'H'.repeat(12);
    const moves = game.moves(row, false);
    const groups = groupMoves(moves, 'heap');
    expect(groups.length).toBe(12);
    expect(groups.reduce((n, g) => n + g.indices.length, 0)).toBe(moves.length);
    for (const g of groups)
      for (const i of g.indices) expect(g.title).toBe(`coin ${moves[i].label.split(',').at(-1)!.replace('c', '')} turned heads → tails`);
  });

  it('other labels in runs', () => {
    const moves = Array.from({ length: 130 }, (_, i) => ({ label: `v${i}`, to: i }));
    expect(groupMoves(moves, 'heap').map((g) => g.title)).toEqual(['moves 1–60', 'moves 61–120', 'moves 121–130']);
  });

  it('random labels (coin-like, heap-like and neither): the same groups as the regular expressions give', () => {
    const label = fc.oneof(
      fc.stringMatching(/^c[0-9,]{0,6}$/),
      fc.stringMatching(/^[0-9]{1,2}:[0-9+,:]{0,5}$/),
      fc.stringMatching(/^[c0-9,:+x]{0,6}$/),
    );
    fc.assert(
      fc.property(fc.array(label, { maxLength: 150 }), (labels) => {
        const moves = labels.map((l) => ({ label: l, to: 0 }));
        expect(groupMoves(moves, 'heap')).toEqual(groupByExpressions(labels, 'heap'));
      }),
      { numRuns: 300 },
    );
  });
});
