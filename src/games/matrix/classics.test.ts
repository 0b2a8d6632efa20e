import { describe, expect, it } from 'vitest';
import { checkEquilibrium, profileKey, supportEnumeration, bimatrixOf } from '../../engine/matrix/index.js';
import { classicGame, CLASSICS } from './classics.js';
import { solveNash } from './nashAnalysis.js';

function solved(name: string) {
  const game = classicGame(name);
  if (game === null) throw new Error(`no classic ${name}`);
  return { game, report: solveNash(game.table) };
}

const keys = (report: ReturnType<typeof solveNash>) => report.equilibria.map((e) => profileKey(e.strategies)).sort();

describe('the classics against their textbook answers', () => {
  it('matching pennies: value 0, the one equilibrium 1/2–1/2 (von Neumann and Morgenstern 1944, §14.7)', () => {
    const { report } = solved('matching-pennies');
    expect(report.value?.toString()).toBe('0');
    expect(keys(report)).toEqual(['1/2,1/2;1/2,1/2']);
    expect(report.coverage).toBe('all');
  });

  it('rock–paper–scissors: value 0, each plays each 1/3 (ibid.)', () => {
    const { report } = solved('rps');
    expect(report.value?.toString()).toBe('0');
    expect(keys(report)).toEqual(['1/3,1/3,1/3;1/3,1/3,1/3']);
  });

  it("prisoner's dilemma: only mutual defection, payoffs (1, 1), and dominance removes cooperation (Axelrod 1984, ch. 1)", () => {
    const { report } = solved('prisoners-dilemma');
    expect(report.zeroSum).toBe(false);
    expect(report.value).toBeUndefined();
    expect(keys(report)).toEqual(['0,1;0,1']);
    expect(report.equilibria[0].payoffs.map(String)).toEqual(['1', '1']);
    expect(report.dominance.remaining).toEqual([[1], [1]]);
  });

  it('battle of the sexes: two pure equilibria and (2/3, 1/3), (1/3, 2/3) paying 2/3 each (Luce and Raiffa 1957, §5.3)', () => {
    const { report } = solved('battle-of-the-sexes');
    expect(keys(report)).toEqual(['0,1;0,1', '1,0;1,0', '2/3,1/3;1/3,2/3']);
    const mixed = report.equilibria.find((e) => e.strategies[0][0].toString() === '2/3')!;
    expect(mixed.payoffs.map(String)).toEqual(['2/3', '2/3']);
  });

  it('chicken: the two pure equilibria where one swerves, and both swerving 9/10', () => {
    const { report } = solved('chicken');
    expect(keys(report)).toEqual(['0,1;1,0', '1,0;0,1', '9/10,1/10;9/10,1/10']);
  });

  it('Colonel Blotto is symmetric zero-sum, so its value is 0; 3 soldiers on 3 fields has 10 strategies', () => {
    const { game, report } = solved('blotto:3,3');
    expect(game.table.strategyCounts).toEqual([10, 10]);
    expect(report.value?.toString()).toBe('0');
    for (const e of report.equilibria) expect(checkEquilibrium(game.table, e.strategies).ok).toBe(true);
    // The vertex method's set against support enumeration on the same game.
    const support = solveNash(game.table, { method: 'support' });
    expect(report.equilibria.length).toBeGreaterThan(0);
    expect(support.equilibria.every((e) => keys(report).includes(profileKey(e.strategies)))).toBe(true);
  });

  it('every classic is listed with its usage, and bad names and parameters say what is wrong', () => {
    expect(CLASSICS.map((c) => c.usage)).toEqual([
      'matching-pennies',
      'rps',
      'prisoners-dilemma',
      'battle-of-the-sexes',
      'chicken',
      'blotto:S,F',
    ]);
    expect(classicGame('no-such-game')).toBeNull();
    expect(() => classicGame('blotto')).toThrow("blotto needs 'blotto:S,F' (soldiers, fields), e.g. blotto:5,3; got 'blotto:'");
    expect(() => classicGame('rps:3')).toThrow('rps takes no parameters');
    expect(() => classicGame('blotto:30,10')).toThrow('blotto: more than 2000 ways to split 30 soldiers among 10 fields');
  });
});

describe('solveNash', () => {
  it('zero-sum: the LP value equals every equilibrium payoff of the bimatrix solver (rps, pennies, blotto 4,2)', () => {
    for (const name of ['rps', 'matching-pennies', 'blotto:4,2']) {
      const { game, report } = solved(name);
      for (const e of supportEnumeration(bimatrixOf(game.table))) expect(e.payoffs[0].toString()).toBe(report.value!.toString());
    }
  });

  it('n players: pure equilibria only, and methods that need two players say so', () => {
    const table = {
      strategyCounts: [2, 2, 2],
      payoffs: [0, 1, 2].map(() => Array.from({ length: 8 }, () => classicGame('rps')!.table.payoffs[0][0])),
    };
    const report = solveNash(table);
    expect(report.method).toBe('pure');
    expect(report.equilibria.length).toBe(8);
    expect(() => solveNash(table, { method: 'vertex' })).toThrow('the vertex method needs a two-player game; this one has 3 players');
    expect(() => solveNash(classicGame('chicken')!.table, { method: 'lp' })).toThrow(
      "the lp method needs a zero-sum game (every profile's payoffs adding to 0)",
    );
  });
});
