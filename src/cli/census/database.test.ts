import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runExtendJob, type ExtendJob, type ExtendOutcome } from '../../games/heap/index.js';
import { directoryCheckpoints } from './checkpoints.js';
import { runCensus, type LinkRunner } from './coordinator.js';
import Database from 'better-sqlite3';
import { CensusDatabase, CensusSchemaError, PrefixMismatchError, SCHEMA_VERSION } from './database.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nimlab-census-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs links in this thread, counting the values each computed. */
function inlineRunner(checkpoints: string, log: ExtendOutcome[] = []): LinkRunner & { log: ExtendOutcome[] } {
  const store = directoryCheckpoints(checkpoints);
  return {
    slots: 2,
    log,
    run: async (job: ExtendJob) => {
      const outcome = runExtendJob(job, store);
      log.push(outcome);
      return outcome;
    },
  };
}

/** A machine that dies (the census stops with an error) after `links` links. */
function dyingRunner(checkpoints: string, links: number): LinkRunner {
  const inner = inlineRunner(checkpoints);
  let left = links;
  return {
    slots: 1,
    run: async (job) => {
      if (left-- <= 0) throw new Error('machine lost');
      return inner.run(job);
    },
  };
}

const CODES = ['0.07', '0.6', '0.77', '0.137', '0.16'];
const BUDGET = { target: 20_000, timeMs: null };

describe('the census database', () => {
  it('holds one row per game with its result, readable as plain SQL', async () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    await runCensus(db, CODES, BUDGET, inlineRunner(join(dir, 'ck')));
    const kayles = db.game('0.77')!;
    expect(kayles).toMatchObject({ status: 'solved', trivial: 1, preperiod: 71, period: 12, largest: 8, finished: 1 });
    expect(db.game('0.6')).toMatchObject({ status: 'unsolved', heaps: 20_000, period: null, finished: 1 });
    expect(db.games()).toHaveLength(CODES.length);
    db.close();
  });

  it('a second run with the same budget computes nothing and changes no result', async () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    await runCensus(db, CODES, BUDGET, inlineRunner(join(dir, 'ck')));
    const before = db.results();
    const again = inlineRunner(join(dir, 'ck'));
    await runCensus(db, [...CODES, ...CODES], BUDGET, again);
    expect(again.log).toEqual([]);
    expect(db.results()).toEqual(before);
    expect(db.games()).toHaveLength(CODES.length);
    db.close();
  });

  it('a census stopped mid-way resumes from its checkpoints to the results of an undisturbed run', async () => {
    const clean = new CensusDatabase(join(dir, 'clean.sqlite'));
    await runCensus(clean, CODES, BUDGET, inlineRunner(join(dir, 'ck-clean')));
    for (const stopAfter of [1, 3, 6]) {
      const db = new CensusDatabase(join(dir, `resumed-${stopAfter}.sqlite`));
      const checkpoints = join(dir, `ck-${stopAfter}`);
      await expect(runCensus(db, CODES, BUDGET, dyingRunner(checkpoints, stopAfter))).rejects.toThrow('machine lost');
      const stored = new Map(db.games().map((row) => [row.code, row.checkpoint_heaps]));
      const resumed = inlineRunner(checkpoints);
      await runCensus(db, CODES, BUDGET, resumed);
      // Nothing stored is computed again: every link starts where the database said its game was.
      for (const outcome of resumed.log) {
        const known = stored.get(outcome.code) ?? 0;
        expect(outcome.reached - outcome.computedValues).toBeGreaterThanOrEqual(known);
        stored.set(outcome.code, outcome.reached);
      }
      expect(db.results()).toEqual(clean.results());
      db.close();
    }
    clean.close();
  });

  it('a larger --to takes unsolved games up again from their checkpoints; proven ones stay', async () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    await runCensus(db, CODES, BUDGET, inlineRunner(join(dir, 'ck')));
    const more = inlineRunner(join(dir, 'ck'));
    await runCensus(db, CODES, { target: 40_000, timeMs: null }, more);
    expect(new Set(more.log.map((o) => o.code))).toEqual(new Set(['0.6', '0.16']));
    expect(Math.min(...more.log.map((o) => o.reached - o.computedValues))).toBe(20_000);
    expect(db.game('0.6')).toMatchObject({ heaps: 40_000, finished: 1 });
    db.close();
  });

  it('refuses a result whose values disagree with the stored prefix, and keeps the stored row', async () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    await runCensus(db, ['0.6'], { target: 10_000, timeMs: null }, inlineRunner(join(dir, 'ck')));
    db.enqueue(['0.6'], 20_000, null);
    const before = db.game('0.6')!;
    const forged = runExtendJob({ code: '0.6', from: 10_000, to: 20_000 }, directoryCheckpoints(join(dir, 'ck')));
    expect(() => db.recordLink({ ...forged, prefixHash: '0000000000000000' }, 10_000, true)).toThrow(PrefixMismatchError);
    expect(db.game('0.6')).toEqual(before);
    expect(db.recordLink(forged, 10_000, true)).toBe('written');
    db.close();
  });

  it('leaves out a stale result (a link run twice) without touching the row', async () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    await runCensus(db, ['0.6'], { target: 10_000, timeMs: null }, inlineRunner(join(dir, 'ck')));
    const before = db.game('0.6')!;
    const old = runExtendJob({ code: '0.6', from: 0, to: 8192 }, directoryCheckpoints(join(dir, 'ck-other')));
    expect(db.recordLink(old, 0, false)).toBe('stale');
    expect(db.game('0.6')).toEqual(before);
    db.close();
  });

  it('says how far unsolved games got and when a result was last written', async () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    db.enqueue(['0.6', '0.77'], 10_000, null);
    expect(db.reach()).toEqual({ unsolvedHeaps: null, lastWritten: null });
    await runCensus(db, ['0.6', '0.77'], { target: 10_000, timeMs: null }, inlineRunner(join(dir, 'ck')));
    await runCensus(db, ['0.16'], { target: 9000, timeMs: null }, inlineRunner(join(dir, 'ck')));
    const { unsolvedHeaps, lastWritten } = db.reach();
    expect(unsolvedHeaps).toEqual({ least: 9000, most: 10_000 });
    expect(lastWritten).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(lastWritten).toBe(db.game('0.16')!.updated_at.slice(0, 19).replace('T', ' '));
    db.close();
  });

  it('opened read-only, reads what another connection wrote and refuses to write', async () => {
    const writer = new CensusDatabase(join(dir, 'c.sqlite'));
    await runCensus(writer, ['0.77'], BUDGET, inlineRunner(join(dir, 'ck')));
    const reader = new CensusDatabase(join(dir, 'c.sqlite'), { readOnly: true });
    expect(reader.game('0.77')).toMatchObject({ status: 'solved', trivial: 1, period: 12 });
    expect(() => reader.setMeta('k', 'v')).toThrow(/readonly/);
    reader.close();
    writer.close();
    expect(() => new CensusDatabase(join(dir, 'absent.sqlite'), { readOnly: true })).toThrow(/cannot open the census database/);
  });

  it('records a game that cannot run as failed and goes on with the others', async () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    await runCensus(db, ['0.*', '0.77'], BUDGET, inlineRunner(join(dir, 'ck')));
    expect(db.game('0.*')).toMatchObject({ status: 'failed', finished: 1 });
    expect(db.game('0.*')!.error).toMatch(/heaps up to 64/);
    expect(db.game('0.77')).toMatchObject({ status: 'solved', trivial: 1 });
    db.close();
  });

  it('marks a new database with its schema and refuses one a newer nimlab wrote', () => {
    const path = join(dir, 'c.sqlite');
    new CensusDatabase(path).close();
    const raw = new Database(path);
    expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expect(() => new CensusDatabase(path)).toThrow(CensusSchemaError);
    expect(() => new CensusDatabase(path, { readOnly: true })).toThrow(/written by a newer nimlab/);
  });
});
