import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

/**
 * Issue 39, items 9 and 12, on a database the old schema wrote: fixtures/census-schema0.sqlite is
 * what nimlab (main at 66c58d1) wrote for `census 0.77 0.07 0.6 0.16 0.137 --to 3000` then
 * `census 0.6 --to 4000`, when `trivial` was a status (Kayles, Dawson's Kayles and 0.137 hidden
 * from `where status = 'solved'`) and `--to N` meant heaps 0..N−1 (targets 3000 and 4000).
 */
const scratch = mkdtempSync(join(tmpdir(), 'nimlab-census-migration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const fixture = join(import.meta.dirname, 'fixtures/census-schema0.sqlite');

function oldDatabase(name: string): string {
  const path = join(scratch, name);
  copyFileSync(fixture, path);
  return path;
}

function query<T>(path: string, sql: string): T[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

describe('a census database of the old schema', () => {
  it("is migrated once, said in one line: README's query `status = 'solved'` then finds Kayles and Dawson's Kayles", () => {
    const db = oldDatabase('status.sqlite');
    const first = nimlab(['census', '--status', '--db', db]);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toBe(
      `nimlab: ${db}: migrated from schema 0 to 2: 3 games with status 'trivial' now 'solved' with trivial = 1; ` +
        'targets kept (values 0..target−1: a game finished with the old --to N is finished for the new --to N−1) (docs/census-schema.md)\n',
    );
    expect(first.stdout.split('\n')[0]).toBe(`${db}: 5 games, 5 finished (solved 3, of them trivial 3; unsolved 2, failed 0), 0 waiting`);
    const solved = query<{ code: string; trivial: number }>(db, "select code, trivial from games where status = 'solved' order by code");
    expect(solved).toEqual([
      { code: '0.07', trivial: 1 },
      { code: '0.137', trivial: 1 },
      { code: '0.77', trivial: 1 },
    ]);
    expect(query<{ user_version: number }>(db, 'pragma user_version')).toEqual([{ user_version: 2 }]);
    // The second time there is nothing to migrate.
    const second = nimlab(['census', '--status', '--db', db]);
    expect(second.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout);
  });

  it('keeps every result: a game finished with the old --to 3000 is finished for the new --to 2999, re-queued by --to 3000', () => {
    const db = oldDatabase('run.sqlite');
    const before = query<Record<string, unknown>>(
      db,
      'select code, heaps, preperiod, period, largest, values_hash, links from games order by code',
    );
    const same = nimlab(['census', '0.77', '0.07', '0.16', '0.137', '--to', '2999', '--db', db, '--threads', '1']);
    expect(same.status, same.stderr).toBe(0);
    expect(same.stdout).toMatch(/^census: 4 games in [\d.]+ s: solved 3 \(of them trivial 3\), unsolved 1 \(/);
    // Nothing recomputed: the same links, the same figures.
    expect(query(db, 'select code, heaps, preperiod, period, largest, values_hash, links from games order by code')).toEqual(before);
    const further = nimlab(['census', '0.16', '--to', '3000', '--db', db, '--threads', '1']);
    expect(further.status, further.stderr).toBe(0);
    expect(query(db, "select heaps, target from games where code = '0.16'")).toEqual([{ heaps: 3001, target: 3001 }]);
  });

  it('opened only to read (--report --frontier-db) it is refused in one line, unchanged', () => {
    const db = oldDatabase('frontier.sqlite');
    const classes = join(scratch, 'classes.sqlite');
    expect(nimlab(['census', '0.77', '--to', '999', '--db', classes, '--threads', '1']).status).toBe(0);
    const report = nimlab(['census', '--report', '--db', classes, '--frontier-db', db, '--out', join(scratch, 'r/census.md')]);
    expect(report.stderr).toBe(
      `nimlab: the census database ${db} was written by an older nimlab (schema 0); open it once for writing to migrate it (nimlab census --status --db ${db})\n`,
    );
    expect(report.status).toBe(2);
    expect(query(db, 'pragma user_version')).toEqual([{ user_version: 0 }]);
  });
});
