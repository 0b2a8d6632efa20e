import { describe, expect, it } from 'vitest';
import census from '../../../docs/census.json';
import { exploreHref } from './exploreLink';

interface Row {
  name: string;
  status: string;
  heaps: number | null;
  preperiod: number | null;
  period: number | null;
  members: { code: string; shift: number }[];
}

const toOf = (href: string) => Number(new URLSearchParams(href.split('?')[1]).get('to'));

describe('census links to Explore', () => {
  it('open every solved class far enough for Explore to see its period twice over (what it needs to report one)', () => {
    const solved = (census as { rows: Row[] }).rows.filter((r) => r.status === 'solved');
    expect(solved.length).toBeGreaterThan(0);
    for (const row of solved) {
      for (const member of row.members) {
        const to = toOf(exploreHref(member.code, row, member.shift));
        expect(to + 1, `${member.code}`).toBeGreaterThanOrEqual(2 * (row.preperiod! + row.period! + Math.abs(member.shift)));
      }
    }
  });

  it('0.16 opens at the heap the census proved it by', () => {
    const row = (census as { rows: Row[] }).rows.find((r) => r.name === '0.16')!;
    expect(exploreHref('0.16', row)).toBe('#/explore?game=0.16&to=509622');
  });
});
