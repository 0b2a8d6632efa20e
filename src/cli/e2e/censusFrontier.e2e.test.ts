import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliMain } from '../testing/runCli.js';

/** Issue 23 item 6: `nimlab census --frontier`, from the command line to the report's Frontier section. */
const workDir = mkdtempSync(join(tmpdir(), 'nimlab-frontier-e2e-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function run(args: string[]) {
  const result = spawnSync(process.execPath, [cliMain, ...args], {
    cwd: workDir,
    env: { ...process.env, XDG_CACHE_HOME: workDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('census --frontier', () => {
  it('pushes the games named, goes on from where it stopped, and the report says how far and at what CPU time', () => {
    const first = run(['census', '--frontier', '4!.0', '0.6', '--to', '19999', '--db', 'f.sqlite']);
    expect(first.stderr).toMatch(/^frontier: 4!\.0 at 2\^13 heaps; \d+ s CPU in 1 links\n/);
    expect(first.stdout).toMatch(/^4!\.0: unsolved, 20000 heaps, [\d.]+ s CPU \(f\.sqlite\)\n0\.6: unsolved, 20000 heaps, /);
    expect(first.status).toBe(0);
    const again = run(['census', '--frontier', '4!.0', '0.6', '--to', '29999', '--db', 'f.sqlite']);
    // One link each: 20000 → 30000 (the checkpoints are reused, nothing is recomputed).
    expect(again.stderr.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^frontier: 4!\.0 at 30000 heaps; \d+ s CPU in 4 links$/),
      expect.stringMatching(/^frontier: 0\.6 at 30000 heaps; /),
    ]);
    const report = run(['census', '--report', '--db', 'f.sqlite', '--out', 'out/census.md']);
    expect(report.status).toBe(0);
    const text = readFileSync(join(workDir, 'out', 'census.md'), 'utf8');
    expect(text).toContain('## Frontier');
    expect(text).toMatch(/\| 4!\.0 \| unsolved \| 30000 \(2\^14\.87\) \| /);
    expect(text).toMatch(/\| 0\.6 \| unsolved \| 30000 \(2\^14\.87\) \| [^\n]*\| 2 B\/value, 0 MiB \| /);
    expect(JSON.parse(readFileSync(join(workDir, 'out', 'census.json'), 'utf8')).frontier).toHaveLength(2);
  });

  it('--report --frontier-db: the classes from one database, the Frontier section from another, which is only read', () => {
    expect(run(['census', '--frontier', '0.6', '--to', '9999', '--db', 'push.sqlite']).status).toBe(0);
    expect(run(['census', '0.77', '0.5', '--to', '1999', '--db', 'classes.sqlite', '--threads', '1']).status).toBe(0);
    const before = readFileSync(join(workDir, 'push.sqlite'));
    const report = run(['census', '--report', '--db', 'classes.sqlite', '--frontier-db', 'push.sqlite', '--out', 'both/census.md']);
    expect(report.stderr).toBe('');
    expect(report.status).toBe(0);
    const text = readFileSync(join(workDir, 'both', 'census.md'), 'utf8');
    const section = text.slice(text.indexOf('## Frontier'), text.indexOf('## Published'));
    expect(section).toMatch(/\| 0\.6 \| unsolved \| 10000 \(2\^13\.29\) \| /);
    const classes = text.slice(text.indexOf('## Classes'));
    expect(classes).toContain('| 0.77 | 0.77 |');
    expect(classes).not.toContain('0.6');
    expect(readFileSync(join(workDir, 'push.sqlite')).equals(before)).toBe(true);
    // Reading a WAL database takes read locks in its -shm file (SQLite makes it, and an empty -wal,
    // if the writer has closed); nothing is written to the database or its log.
    const wal = join(workDir, 'push.sqlite-wal');
    if (existsSync(wal)) expect(statSync(wal).size).toBe(0);
    const missing = run(['census', '--report', '--db', 'classes.sqlite', '--frontier-db', 'none.sqlite', '--out', 'both/census.md']);
    expect(missing.stderr).toMatch(/^nimlab: cannot open the census database none\.sqlite: .+\n$/);
    expect(missing.status).toBe(2);
    const alone = run(['census', '0.77', '--frontier-db', 'push.sqlite', '--db', 'classes.sqlite']);
    expect(alone.stderr).toBe('nimlab: census: --frontier-db goes with --report (the database the Frontier section is read from)\n');
    expect(alone.status).toBe(2);
  });

  it('takes no queue: one line and exit 2', () => {
    const { status, stderr } = run(['census', '--frontier', '0.6', '--queue', 'redis://127.0.0.1:1', '--db', 'q.sqlite']);
    expect(stderr).toBe('nimlab: census --frontier runs in this process on one core; it takes no --queue\n');
    expect(status).toBe(2);
  });
});
