import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliMain } from '../testing/runCli.js';

/** Issue 23 item 3: `nimlab census --status` on a local database. */
const workDir = mkdtempSync(join(tmpdir(), 'nimlab-census-status-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function run(args: string[]) {
  const result = spawnSync(process.execPath, [cliMain, ...args], {
    cwd: workDir,
    env: { ...process.env, XDG_CACHE_HOME: workDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('census --status', () => {
  it('says how many games are done, how far the unsolved ones got, and when the last result was written', () => {
    expect(run(['census', '0.6', '0.77', '0.16', '--to', '8999', '--db', 's.sqlite', '--threads', '1']).status).toBe(0);
    const { stdout, stderr, status } = run(['census', '--status', '--db', 's.sqlite']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('s.sqlite: 3 games, 3 finished (solved 1, of them trivial 1; unsolved 2, failed 0), 0 waiting');
    // Issue 39: --to 8999 is heaps 0..8999, and the status says it so (not "9000 heaps", the values counted).
    expect(lines[1]).toMatch(
      /^last result written \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC; unsolved games computed to heap 8999 \(heaps 0\.\.8999, as --to 8999\)$/,
    );
    expect(lines).toHaveLength(3);
    const json = JSON.parse(run(['census', '--status', '--db', 's.sqlite', '--json']).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ unsolvedTo: { least: 8999, most: 8999 }, unsolvedHeaps: { least: 9000, most: 9000 } });
  });

  it('unsolved games computed to different heaps: the range in --to words', () => {
    expect(run(['census', '0.6', '--to', '3000', '--db', 'r.sqlite', '--threads', '1']).status).toBe(0);
    expect(run(['census', '0.16', '--to', '5000', '--db', 'r.sqlite', '--threads', '1']).status).toBe(0);
    const { stdout } = run(['census', '--status', '--db', 'r.sqlite']);
    expect(stdout.split('\n')[1]).toMatch(/; unsolved games computed to heap 3000 to 5000 \(as --to 3000 to --to 5000\)$/);
  });

  it('a database that is not there: one line, exit 2, and no empty database made', () => {
    const { stdout, stderr, status } = run(['census', '--status', '--db', 'missing/none.sqlite']);
    expect(stderr).toBe('nimlab: census --status: no census database at missing/none.sqlite (run a census first, or name one with --db)\n');
    expect(stdout).toBe('');
    expect(status).toBe(2);
    expect(existsSync(join(workDir, 'missing'))).toBe(false);
  });
});
