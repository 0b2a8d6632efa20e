import { describe, expect, it } from 'vitest';
import { PartizanLimitError } from '../../engine/partizan/index.js';
import { clobber } from './clobber/clobber.js';
import { analyzePartizan, type OutcomeSearch } from './partizanAnalysis.js';
import { bruteOutcome } from './testing/bruteOutcome.js';
import { plainRules } from './testing/rulesetChecks.js';

describe('analyzePartizan', () => {
  const board = clobber.parse(['xoxo|ox.o']);

  it('gives the value, the outcome and each side’s winning moves, with the regions', () => {
    const report = analyzePartizan(clobber, clobber.parse(['xo.xxo']));
    expect(report.value).toBe('^*');
    expect(report.regions).toEqual([
      { position: 'xo', value: '*' },
      { position: 'xxo', value: '^' },
    ]);
    expect(report.outcome).toBe(bruteOutcome(plainRules(clobber.rules), clobber.parse(['xo.xxo'])));
    expect(report.by).toBe('values');
  });

  it('past the store limit, the search answers the outcome (the seam where search plugs in)', () => {
    const calls: string[] = [];
    const search: OutcomeSearch = (family, position) => {
      calls.push(family.rules.format(position));
      return bruteOutcome(plainRules(family.rules), position);
    };
    const report = analyzePartizan(clobber, board, { maxGames: 5, search });
    expect(report.by).toBe('search');
    expect(report.value).toBeNull();
    expect(report.outcome).toBe(bruteOutcome(plainRules(clobber.rules), board));
    expect(report.leftWins).toEqual(analyzePartizan(clobber, board).leftWins);
    expect(report.rightWins).toEqual(analyzePartizan(clobber, board).rightWins);
    expect(calls).toContain('xoxo|ox.o');
  });

  it('past the time budget for values, the search answers with the time left', () => {
    const big = clobber.parse(['xoxoxo|oxoxox|xoxoxo']);
    const limitsSeen: (number | undefined)[] = [];
    const search: OutcomeSearch = (_family, _position, limits) => {
      limitsSeen.push(limits.timeLimitMs);
      return 'N';
    };
    const report = analyzePartizan(clobber, big, { valueTimeLimitMs: 50, timeLimitMs: 600_000, search });
    expect(report.by).toBe('search');
    expect(limitsSeen.length).toBeGreaterThan(0);
    expect(limitsSeen.every((ms) => ms !== undefined && ms < 600_000 && ms > 500_000)).toBe(true);
  });

  it('without a search, the store limit is a typed error', () => {
    expect(() => analyzePartizan(clobber, board, { maxGames: 5 })).toThrow(PartizanLimitError);
  });

  it('stops on request with a typed error and reports progress on the way', () => {
    const seen: number[] = [];
    const big = clobber.parse(['xoxoxo|oxoxox|xoxoxo']);
    let asked = 0;
    const stop = () => (asked += 1) > 2;
    expect(() => analyzePartizan(clobber, big, { stopRequested: stop, onProgress: (n) => seen.push(n) })).toThrow(
      expect.objectContaining({ limit: 'interrupted' }),
    );
    expect(seen.length).toBeGreaterThan(0);
  });
});
