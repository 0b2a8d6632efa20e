import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachePath, readCache, writeCache } from './io/sequenceCache.js';
import { cliMain, nimlab } from './testing/runCli.js';

const workDir = mkdtempSync(join(tmpdir(), 'nimlab-table-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The CLI's cache directory when XDG_CACHE_HOME is workDir. */
const cacheDir = join(workDir, 'nimlab');
const env = { ...process.env, XDG_CACHE_HOME: workDir };

/** Runs the CLI with its cache directory in workDir, where --resume keeps its cache. */
function nimlabHere(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cliMain, ...args], { cwd: workDir, env, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs the CLI in workDir (so caches land there) and sends SIGINT `afterMs` after it says it is
 * computing (a long run announces itself on stderr when stderr is not a terminal).
 */
function runInterrupted(args: string[], afterMs: number): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliMain, ...args], { cwd: workDir, env });
    let stderr = '';
    let timer: NodeJS.Timeout | undefined;
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (timer === undefined && stderr.includes('computing')) timer = setTimeout(() => child.kill('SIGINT'), afterMs);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('nimlab table', () => {
  it('--json has the documented shape, with the proven period of Kayles', () => {
    const { status, stdout } = nimlab(['table', '0.77', '--to', '20', '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      game: '0.77',
      values: [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1],
      max: { value: 7, at: 15 },
      period: { preperiod: 71, period: 12, saltus: 0, proven: true },
    });
  });

  it('values past the proof come from the period', () => {
    const { stdout } = nimlab(['table', 'kayles', '--to', '1000', '--json']);
    const table = JSON.parse(stdout) as { values: number[]; max: { value: number; at: number } };
    expect(table.values).toHaveLength(1001);
    for (let n = 71; n + 12 <= 1000; n++) expect(table.values[n + 12]).toBe(table.values[n]);
    expect(table.max).toEqual({ value: 8, at: 27 });
  });

  it('text output lists values, the largest value, P-positions and the verdict', () => {
    const { status, stdout } = nimlab(['table', 'S(1,3,4)', '--to', '20']);
    expect(status).toBe(0);
    expect(stdout).toContain('largest value: 3, first at heap 5');
    expect(stdout).toContain('P-positions (G = 0, the player to move loses): 0 2 7 9 14 16');
    expect(stdout).toContain('period: 7, preperiod 0');
    expect(stdout).toContain('proven');
  });

  it('--csv, observed periods and catalog heap games', () => {
    expect(nimlab(['table', '0.[3]', '--to', '3', '--csv']).stdout).toBe('heap,value\n0,0\n1,1\n2,2\n3,3\n');
    const nim = JSON.parse(nimlab(['table', 'nim', '--to', '50', '--json']).stdout);
    expect(nim.period).toEqual({ preperiod: 0, period: 1, saltus: 1, proven: false });
    const bash = JSON.parse(nimlab(['table', 'bash:3', '--to', '40', '--json']).stdout);
    expect(bash.period).toEqual({ preperiod: 0, period: 4, saltus: 0, proven: false });
  });

  it('--method plain, sparse and parity give the same values (0.106: parity leaves few rare heaps)', () => {
    const run = (method: string) => JSON.parse(nimlab(['table', '0.106', '--to', '3000', '--json', '--method', method]).stdout).values;
    const plain = run('plain');
    expect(plain).toHaveLength(3001);
    expect(run('sparse')).toEqual(plain);
    expect(run('parity')).toEqual(plain);
  });

  it('rejects bad codes and options with one line and exit code 2', () => {
    for (const args of [
      ['table', '2.0'],
      ['table', '0.77', '--method', 'fast'],
    ]) {
      const { status, stderr } = nimlab(args);
      expect(status, args.join(' ')).toBe(2);
      expect(stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('Ctrl-C keeps the values computed; --resume continues from them', async () => {
    const game = '0.6';
    const path = cachePath(game, cacheDir);
    const first = await runInterrupted(['table', game, '--to', '10', '--search', '5000000', '--method', 'plain'], 700);
    expect(first.code).toBe(130);
    expect(first.stderr).toContain('--resume');
    expect(existsSync(path)).toBe(true);
    const saved = readCache(path, game)!;
    expect(saved.length).toBeGreaterThan(1000);
    // Resuming past the saved values agrees with a fresh run, and keeps the longer cache.
    const search = String(saved.length + 500);
    const resumed = nimlabHere(['table', game, '--to', '500', '--search', search, '--resume', '--json']);
    const fresh = nimlabHere(['table', game, '--to', '500', '--search', search, '--json']);
    expect(resumed.status).toBe(0);
    expect(JSON.parse(resumed.stdout)).toEqual(JSON.parse(fresh.stdout));
    expect(readCache(path, game)!.length).toBe(saved.length + 501);
  }, 30_000);

  it('--resume uses the cache, and sets aside one whose values do not follow from each other', () => {
    const game = 'S(1,2)';
    const path = cachePath(game, cacheDir);
    // A cache holding the true values of S(1,2) (period 3: 0 1 2) is used as it is…
    writeCache(
      path,
      game,
      Uint8Array.from({ length: 30 }, (_, n) => n % 3),
    );
    const used = nimlabHere(['table', game, '--to', '5', '--resume', '--json']);
    expect(JSON.parse(used.stdout).values).toEqual([0, 1, 2, 0, 1, 2]);
    expect(used.stderr).toBe('');
    // …a damaged one is ignored with a warning, and the values are computed afresh.
    writeCache(
      path,
      game,
      Uint8Array.from({ length: 30 }, () => 7),
    );
    const damaged = nimlabHere(['table', game, '--to', '5', '--resume', '--json']);
    expect(damaged.stderr).toContain('ignoring');
    expect(JSON.parse(damaged.stdout).values).toEqual([0, 1, 2, 0, 1, 2]);
  });
});
