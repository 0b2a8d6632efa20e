import fc from 'fast-check';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { grundySequence, runExtendJob } from '../../games/heap/index.js';
import { directoryCheckpoints } from './checkpoints.js';
import { runCensus } from './coordinator.js';
import { CensusDatabase } from './database.js';
import { readFileSync } from 'node:fs';
import { writeCensusReport } from './reportFiles.js';
import { frontierLink, frontierRecords, pushFrontier, type FrontierOptions } from './frontier.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nimlab-frontier-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A CPU clock that advances 7 ms per reading, so the records' sums can be checked exactly. */
function fakeCpu(): () => number {
  let ms = 0;
  return () => (ms += 7);
}

function options(target: number, extra: Partial<FrontierOptions> = {}): FrontierOptions {
  return { target, linkCap: 3000, cpuMs: fakeCpu(), machine: 'test machine', ...extra };
}

describe('frontier links', () => {
  it('cover 0..target without gaps, double while short and never add more than the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 8192, max: 1 << 20 }), (target, cap) => {
        let computed = 0;
        let links = 0;
        for (let job = frontierLink('0.6', 0, target, cap); job !== null; job = frontierLink('0.6', computed, target, cap)) {
          expect(job.from).toBe(computed);
          expect(job.to).toBeGreaterThan(computed);
          expect(job.to).toBeLessThanOrEqual(target);
          expect(job.to - job.from).toBeLessThanOrEqual(Math.max(cap, 1 << 13));
          computed = job.to;
          links++;
        }
        expect(computed).toBe(target);
        expect(links).toBeLessThanOrEqual(14 + Math.ceil(target / cap));
      }),
      { numRuns: 100 },
    );
  });
});

describe('the frontier push', () => {
  const CODES = ['4!.0', '0.6', '0.64', '0.77'];
  const TARGET = 20_000;

  it('gives exactly the results of one census run, and the values of the plain engine', async () => {
    const census = new CensusDatabase(join(dir, 'census.sqlite'));
    const store = directoryCheckpoints(join(dir, 'census-ck'));
    await runCensus(census, CODES, { target: TARGET, timeMs: null }, { slots: 1, run: async (job) => runExtendJob(job, store) });
    const frontier = new CensusDatabase(join(dir, 'frontier.sqlite'));
    const frontierStore = directoryCheckpoints(join(dir, 'frontier-ck'));
    pushFrontier(frontier, CODES, frontierStore, options(TARGET));
    expect(frontier.results()).toEqual(census.results());
    for (const code of ['4!.0', '0.6', '0.64']) {
      expect(Array.from(frontierStore.read(code)!.subarray(0, 3000)), code).toEqual(
        Array.from(grundySequence(code, 3000, { method: 'plain', engine: 'js' }).values),
      );
    }
    census.close();
    frontier.close();
  });

  it('stopped at its deadline and run again ends as an undisturbed push, its CPU time summed over both', () => {
    const whole = new CensusDatabase(join(dir, 'whole.sqlite'));
    pushFrontier(whole, CODES, directoryCheckpoints(join(dir, 'whole-ck')), options(TARGET));
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    const store = directoryCheckpoints(join(dir, 'ck'));
    let clock = 0;
    let links = 0;
    pushFrontier(
      db,
      CODES,
      store,
      options(TARGET, { now: () => clock, deadline: 1000, onLink: () => void (++links === 5 && (clock = 5000)) }),
    );
    expect(links).toBe(5);
    expect(db.results()).not.toEqual(whole.results());
    const records = pushFrontier(db, CODES, store, options(TARGET));
    expect(db.results()).toEqual(whole.results());
    const wholeRecords = frontierRecords(whole);
    expect(records.map((r) => [r.code, r.heaps, r.links])).toEqual(
      wholeRecords.map((r) => [r.code, r.heaps, r.links]).sort((a, b) => CODES.indexOf(a[0] as string) - CODES.indexOf(b[0] as string)),
    );
    // Each link reads the fake CPU clock twice (7 ms apart): both runs' links are counted.
    for (const record of records) expect(record.cpuMs).toBe(7 * record.links);
    whole.close();
    db.close();
  });

  it('goes on from a census chain, counting the heaps the census computed as untimed, and stops at a proof', async () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    const store = directoryCheckpoints(join(dir, 'ck'));
    await runCensus(db, ['0.6', '0.77'], { target: 9000, timeMs: null }, { slots: 1, run: async (job) => runExtendJob(job, store) });
    const records = pushFrontier(db, ['0.6', '0.77'], store, options(TARGET));
    expect(records[0]).toMatchObject({ code: '0.6', heaps: TARGET, untimedHeaps: 9000, machines: ['test machine'] });
    expect(db.game('0.6')).toMatchObject({ status: 'unsolved', heaps: TARGET, finished: 1 });
    // Kayles was proven by the census: the push has nothing to do for it.
    expect(records[1]).toMatchObject({ code: '0.77', links: 0, cpuMs: 0 });
    expect(db.game('0.77')).toMatchObject({ status: 'solved', trivial: 1, period: 12 });
    db.close();
  });

  it("is written into the report's Frontier section from the database", () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    pushFrontier(db, ['4!.0', '0.77'], directoryCheckpoints(join(dir, 'ck')), options(1 << 14, { linkCap: 1 << 13 }));
    const [md, json] = writeCensusReport(db, join(dir, 'census.md'), join(dir, 'ck'), []);
    const text = readFileSync(md, 'utf8');
    const section = text.slice(text.indexOf('## Frontier'), text.indexOf('## Published'));
    // Grundy's game: two links (2^13 heaps each) of 7 ms of fake CPU each, 14 ms for 2^14 heaps
    // (0.85 µs a heap), so 2^26 − 2^14 more heaps take 57 s; Kayles is proven in its first link.
    expect(section).toMatch(
      /\| 4!\.0 \| unsolved \| 2\^14 \| [^\n]* \| 1 B\/value, 0 MiB \| 0 s \| 0\.85 \| 0 \| 0 s \| 57 s more \| 15 min more \| /,
    );
    // Issue 39: 'solved' is every proven game; trivial is a flag on it, not a status of its own.
    expect(section).toMatch(/\| 0\.77 \| solved \(trivial; preperiod 71, period 12\) \| [^\n]* \| proven \| proven \| /);
    expect(section).toContain('Machine: test machine.');
    // Grundy's game is not an octal game: it is in the Frontier section, not among the classes.
    expect(text.slice(text.indexOf('## Classes'))).not.toContain('4!.0');
    expect(text.slice(text.indexOf('## Classes'))).toContain('| 0.77 | 0.77 |');
    expect(JSON.parse(readFileSync(json, 'utf8')).frontier.map((r: { code: string; links: number }) => [r.code, r.links])).toEqual([
      ['0.77', 1],
      ['4!.0', 2],
    ]);
    db.close();
  });

  it('refuses to start a game again from heap 0 when its checkpoint cannot be read', () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    const store = directoryCheckpoints(join(dir, 'ck'));
    pushFrontier(db, ['0.6'], store, options(10_000));
    unlinkSync(join(dir, 'ck', '0.6.bin'));
    expect(() => pushFrontier(db, ['0.6'], store, options(20_000))).toThrow(/0\.6: the checkpoint of 10000 heaps cannot be read/);
    expect(db.game('0.6')).toMatchObject({ checkpoint_heaps: 10_000 });
    db.close();
  });
});
