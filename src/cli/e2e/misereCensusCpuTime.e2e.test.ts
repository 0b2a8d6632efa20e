import { describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

/**
 * Issue 39: the misère census's per-code time limit is CPU time of the census process (its worker
 * reads process.cpuUsage(); cpuClock.test.ts and misereCensusClock.test.ts hold the clock itself
 * with fake readings), and the command says so where a user reads the limit.
 */
describe('misere-census: the time limit per code is CPU time', () => {
  it('--help says the limit is CPU time', () => {
    const { status, stdout } = nimlab(['misere-census', '--help']);
    expect(status).toBe(0);
    expect(stdout.replace(/\s+/g, ' ')).toContain(
      '--time-limit <time> CPU time per code (of the census process, so a loaded machine does not cut rows short)',
    );
  });

  it("the table's summary line and the Markdown say CPU time", () => {
    const { status, stdout } = nimlab(['misere-census', '0.3', '0.77', '--to', '5', '--time-limit', '2s']);
    expect(status).toBe(0);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(
      '2 codes in 2 rows: 1 solved (periodicity theorem), 1 not solved within heap 5, order 512, 2 s of CPU time per code',
    );
  });
});
