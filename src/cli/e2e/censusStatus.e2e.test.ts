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
    expect(lines[1]).toMatch(/^last result written \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC; unsolved games computed to 9000 heaps$/);
    expect(lines).toHaveLength(3);
  });

  it('a database that is not there: one line, exit 2, and no empty database made', () => {
    const { stdout, stderr, status } = run(['census', '--status', '--db', 'missing/none.sqlite']);
    expect(stderr).toBe('nimlab: census --status: no census database at missing/none.sqlite (run a census first, or name one with --db)\n');
    expect(stdout).toBe('');
    expect(status).toBe(2);
    expect(existsSync(join(workDir, 'missing'))).toBe(false);
  });
});
