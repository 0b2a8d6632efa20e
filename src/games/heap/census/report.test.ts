import { describe, expect, it } from 'vitest';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { GrundySequencer } from '../sequence/sequencer.js';
import { censusReport, type CensusEntry } from './report.js';
import { summarizeSequence } from './sequenceSummary.js';

/** A census entry computed to `heaps` (stopping at a proof), and its values. */
function entry(code: string, heaps: number): { entry: CensusEntry; values: ArrayLike<number> } {
  const sequencer = new GrundySequencer(parseTakeBreakCode(code));
  sequencer.extendTo(heaps);
  const values = sequencer.computedValues().slice();
  const s = summarizeSequence(parseTakeBreakCode(code), code, values, values.length, sequencer.proven);
  return {
    values,
    entry: {
      code,
      // The database keeps 'solved' for every proven game and a trivial flag (issue 39).
      status: s.status === 'trivial' ? 'solved' : s.status,
      trivial: s.status === 'trivial',
      heaps: s.heaps,
      preperiod: s.period?.preperiod ?? null,
      period: s.period?.period ?? null,
      saltus: s.period?.saltus ?? null,
      largest: s.largest,
      largestAt: s.largestAt,
      bytesPerValue: s.bytesPerValue,
      classKey: s.classKey,
      offset: s.offset,
      computeMs: 1,
      error: null,
    },
  };
}

describe('the census report', () => {
  const games = ['0.77', '0.07', '0.4', '0.137', '0.6'].map((code) => entry(code, 5000));
  const values = new Map(games.map((g, i) => [['0.77', '0.07', '0.4', '0.137', '0.6'][i], g.values]));
  const valuesOf = (code: string) => values.get(code) ?? null;

  it("one row per class, named by its simplest code, with each member's shift", () => {
    const report = censusReport(
      games.map((g) => g.entry),
      valuesOf,
      { periods: [], equivalences: [] },
    );
    const dawson = report.rows.find((r) => r.name === '0.4')!;
    expect(dawson.members).toEqual([
      { code: '0.4', shift: 0 },
      { code: '0.07', shift: -1 },
      { code: '0.137', shift: -2 },
    ]);
    expect(report.totals).toMatchObject({ games: 5, classes: 3, unsolved: 1 });
    expect(report.rows.find((r) => r.name === '0.6')).toMatchObject({ status: 'unsolved', heaps: 5000, memoryBytes: 5000 });
  });

  it("'solved' counts every proven game and 'trivial' is a flag inside it, on the rows and in the totals (issue 39)", () => {
    const report = censusReport(
      games.map((g) => g.entry),
      valuesOf,
      { periods: [], equivalences: [] },
    );
    // Kayles (0.77) and Dawson's Kayles (0.07, in 0.4's class) are proven from heaps below 1000: trivial, and solved.
    expect(report.rows.find((r) => r.name === '0.77')).toMatchObject({ status: 'solved', trivial: true });
    expect(report.rows.find((r) => r.name === '0.4')).toMatchObject({ status: 'solved', trivial: true });
    expect(report.rows.find((r) => r.name === '0.6')).toMatchObject({ status: 'unsolved', trivial: false });
    expect(report.rows.map((r) => r.status)).not.toContain('trivial');
    expect(report.totals).toMatchObject({ games: 5, solved: 4, trivial: 4, unsolved: 1 });
    expect(report.totals.solved + report.totals.unsolved + report.totals.failed + report.totals.queued).toBe(report.totals.games);
  });

  it('says where a published period fails on the values', () => {
    const report = censusReport(
      games.map((g) => g.entry),
      valuesOf,
      {
        periods: [
          { code: '0.77', preperiod: 71, period: 12, source: 'right' },
          { code: '0.77', preperiod: 40, period: 12, source: 'wrong' },
        ],
        equivalences: [],
      },
    );
    const [right, wrong] = report.comparisons;
    expect(right).toMatchObject({ verdict: 'agrees' });
    // A period 12 from heap 40 is checked from heap 52 on: the first heap that breaks it.
    expect(wrong).toMatchObject({ verdict: 'differs' });
    const g = values.get('0.77')!;
    const first = wrong.firstDifference!;
    expect(first).toBeGreaterThanOrEqual(52);
    expect(first).toBeLessThan(71);
    expect(g[first]).not.toBe(g[first - 12]);
    for (let n = 52; n < first; n++) expect(g[n]).toBe(g[n - 12]);
  });

  it('checks a published equivalence, with or without its shift', () => {
    const report = censusReport(
      games.map((g) => g.entry),
      valuesOf,
      {
        periods: [],
        equivalences: [
          { code: '0.137', sameAs: '0.07', shift: -1, source: 'Winning Ways' },
          { code: '0.137', sameAs: '0.07', shift: null, source: 'some shift' },
          { code: '0.137', sameAs: '0.07', shift: 0, source: 'wrong shift' },
          { code: '0.77', sameAs: '0.07', shift: null, source: 'wrong game' },
        ],
      },
    );
    expect(report.comparisons.map((c) => c.verdict)).toEqual(['agrees', 'agrees', 'differs', 'differs']);
    const g = (code: string) => values.get(code)!;
    const wrongShift = report.comparisons[2].firstDifference!;
    expect(g('0.137')[wrongShift]).not.toBe(g('0.07')[wrongShift]);
    for (let n = 0; n < wrongShift; n++) expect(g('0.137')[n]).toBe(g('0.07')[n]);
  });

  it('adds an independent re-check to a claim the census disagrees with, and only there', () => {
    const report = censusReport(
      games.map((g) => g.entry),
      valuesOf,
      {
        periods: [
          { code: '0.77', preperiod: 71, period: 12, source: 'right', recheck: 'not shown' },
          { code: '0.77', preperiod: 40, period: 12, source: 'wrong', recheck: 're-checked elsewhere' },
        ],
        equivalences: [{ code: '0.77', sameAs: '0.07', shift: null, source: 'wrong game', recheck: 'confirmed by hand' }],
      },
    );
    const [right, wrong, game] = report.comparisons;
    expect(right.note).toBe('proven with exactly the published preperiod and period');
    expect(wrong.note).toMatch(/^the published period fails at heap \d+; re-checked elsewhere$|^proven here: .*; re-checked elsewhere$/);
    expect(game.note).toMatch(/; confirmed by hand$/);
  });
});
