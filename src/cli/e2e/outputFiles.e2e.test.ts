import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliMain } from '../testing/runCli.js';

/** Issue 39, items 1, 5 and 7: what a user has is never lost, and bad paths are said before the work. */
const workDir = mkdtempSync(join(tmpdir(), 'nimlab-output-files-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Runs the built CLI in `cwd`, never for more than a minute (these used to hang). */
function run(args: string[], cwd = workDir) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [cliMain, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, XDG_CACHE_HOME: workDir },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, ms: Date.now() - started };
}

describe('item 1: census --report never writes an empty report over a real one', () => {
  /** A clone: the shipped report in docs/, no database. */
  function clone(name: string): string {
    const directory = join(workDir, name);
    mkdirSync(join(directory, 'docs'), { recursive: true });
    writeFileSync(join(directory, 'docs/census.md'), '# the shipped report\n');
    writeFileSync(join(directory, 'docs/census.json'), '{"games": 4096}\n');
    return directory;
  }

  it("README's own command in a fresh clone: one line, exit 2, nothing made or overwritten", () => {
    const directory = clone('fresh');
    const result = run(['census', '--report'], directory);
    expect(result.stderr).toBe(
      'nimlab: census --report: no census database at census.sqlite (run a census first, or name one with --db); nothing written\n',
    );
    expect(result.status).toBe(2);
    expect(existsSync(join(directory, 'census.sqlite'))).toBe(false);
    expect(readFileSync(join(directory, 'docs/census.md'), 'utf8')).toBe('# the shipped report\n');
    expect(readFileSync(join(directory, 'docs/census.json'), 'utf8')).toBe('{"games": 4096}\n');
  });

  it('an empty database (a mistyped --db that exists, a census never run): the same', () => {
    const directory = clone('empty');
    writeFileSync(join(directory, 'empty.sqlite'), '');
    const result = run(['census', '--report', '--db', 'empty.sqlite'], directory);
    expect(result.stderr).toBe('nimlab: census --report: the census database empty.sqlite holds no games; nothing written\n');
    expect(result.status).toBe(2);
    expect(readFileSync(join(directory, 'docs/census.md'), 'utf8')).toBe('# the shipped report\n');
  });
});

describe('item 7: output paths are checked before the work, in bounded time', () => {
  it.each([
    [['misere-census', '--out', '/proc/nope/x.md'], 'nimlab: --out: cannot write /proc/nope/x.md: no such file or directory (ENOENT)\n'],
    [['misere-census', '0.??', '--out', join(workDir, 'a-dir-file', 'x.md')], null],
    [
      ['census', '0.7', '--db', '/proc/nope/c.sqlite'],
      'nimlab: cannot create the directory /proc/nope: no such file or directory (ENOENT)\n',
    ],
    [
      ['census', '--report', '--out', '/proc/nope/r.md'],
      'nimlab: --out: cannot write /proc/nope/r.md: no such file or directory (ENOENT)\n',
    ],
  ])('%j', (args, message) => {
    writeFileSync(join(workDir, 'a-dir-file'), 'a file where a directory should be');
    const result = run(args as string[]);
    if (message !== null) expect(result.stderr).toBe(message);
    else
      expect(result.stderr).toBe(
        `nimlab: --out: cannot write ${join(workDir, 'a-dir-file', 'x.md')}: a file is in the way of a directory\n`,
      );
    expect(result.status).toBe(2);
    // The default misère census takes hours: failing at once means failing before the work.
    expect(result.ms).toBeLessThan(30_000);
  });
});

describe('item 5: position files are capped at 2 MiB', () => {
  it.each([
    ['loopy', '/dev/zero'],
    ['hackenbush', '/dev/urandom'],
    ['geography', '/dev/zero'],
  ])('analyze %s %s: one line, exit 2, at once', (game, file) => {
    const result = run(['analyze', game, file]);
    expect(result.stderr).toBe(`nimlab: position file '${file}' is longer than 2 MiB, the cap on position files\n`);
    expect(result.status).toBe(2);
  });

  it('a file just under the cap is read', () => {
    const file = join(workDir, 'big-graph.txt');
    // A long path graph of 2 MiB less a little: read, then judged on its own terms (not the cap).
    writeFileSync(file, 'x '.repeat((2 << 20) / 2 - 8));
    const result = run(['analyze', 'hackenbush', file]);
    expect(result.stderr).not.toContain('longer than 2 MiB');
    expect(result.status).toBe(2);
  });
});
