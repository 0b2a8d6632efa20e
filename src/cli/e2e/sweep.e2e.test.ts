import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupIsAlive } from '../testing/process.js';
import { cliMain } from '../testing/runCli.js';

/**
 * Issue 21's sweep: every subcommand with odd numbers, empty and huge input, unwritable paths and
 * Ctrl-C. A bad case is one line `nimlab: …` on stderr and exit 2, never a stack trace.
 */
const workDir = mkdtempSync(join(tmpdir(), 'nimlab-sweep-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function run(args: string[], input = '') {
  return spawnSync(process.execPath, [cliMain, ...args], {
    input,
    cwd: workDir,
    env: { ...process.env, XDG_CACHE_HOME: workDir },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

/** A file where a directory is expected, and a non-database where a database is. */
const aFile = join(workDir, 'a-file');
writeFileSync(aFile, 'x');
const notADatabase = join(workDir, 'not-a-database.sqlite');
writeFileSync(notADatabase, 'SQLite format 3 but not really\n');

describe('paths that cannot be written: one line, exit 2', () => {
  it.each([
    [
      ['census', '--report', '--db', join(workDir, 'r1.sqlite'), '--out', '/proc/report.md'],
      'nimlab: --out: cannot write /proc/report.md: no such file or directory (ENOENT)\n',
    ],
    [
      ['census', '--report', '--db', join(workDir, 'r2.sqlite'), '--out', join(aFile, 'report.md')],
      `nimlab: --out: cannot write ${join(aFile, 'report.md')}: a file is in the way of a directory\n`,
    ],
    // Issue 39: under /proc, Node's recursive mkdir never returned; a missing database wrote an empty report.
    [
      ['census', '--report', '--db', join(workDir, 'r3.sqlite'), '--out', '/proc/nope/r.md'],
      'nimlab: --out: cannot write /proc/nope/r.md: no such file or directory (ENOENT)\n',
    ],
    [
      ['census', '--report', '--db', join(workDir, 'r4.sqlite'), '--out', join(workDir, 'r4.md')],
      `nimlab: census --report: no census database at ${join(workDir, 'r4.sqlite')} (run a census first, or name one with --db); nothing written\n`,
    ],
    [
      ['census', '0.7', '--db', '/proc/nope/c.sqlite'],
      'nimlab: cannot create the directory /proc/nope: no such file or directory (ENOENT)\n',
    ],
    [['misere-census', '--out', '/proc/nope/x.md'], 'nimlab: --out: cannot write /proc/nope/x.md: no such file or directory (ENOENT)\n'],
    [['analyze', 'loopy', '/dev/zero'], "nimlab: position file '/dev/zero' is longer than 2 MiB, the cap on position files\n"],
    [['analyze', 'hackenbush', '/dev/urandom'], "nimlab: position file '/dev/urandom' is longer than 2 MiB, the cap on position files\n"],
    [['census', '0.7', '--db', notADatabase], 'nimlab: the database: file is not a database (SQLITE_NOTADB)\n'],
    [
      ['census', '0.7', '--checkpoint-dir', join(aFile, 'ck')],
      `nimlab: cannot keep checkpoints in ${join(aFile, 'ck')}: a file is in the way of a directory (ENOTDIR)\n`,
    ],
    [
      ['census', '0.7', '--checkpoint-dir', '/proc/ck'],
      'nimlab: cannot keep checkpoints in /proc/ck: no such file or directory (ENOENT)\n',
    ],
    [
      ['census', '0.7', '--db', '/proc/census.sqlite'],
      'nimlab: cannot open the census database /proc/census.sqlite: unable to open database file\n',
    ],
  ])('%j', (args, message) => {
    const result = run(args);
    expect(result.stderr.replace(/^census: .*\n/gm, '')).toBe(message);
    expect(result.status).toBe(2);
  });
});

describe('a cache that cannot be written: the answer anyway, and one warning', () => {
  it('analyze --misere with a file where the cache directory goes', () => {
    const result = spawnSync(process.execPath, [cliMain, 'analyze', '0.75', '3', '4', '--misere'], {
      cwd: workDir,
      env: { ...process.env, XDG_CACHE_HOME: aFile },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('outcome: N');
    expect(result.stderr).toBe(
      `nimlab: warning: cannot keep the solved quotient in ${join(aFile, 'nimlab')}: a file is in the way of a directory (ENOTDIR); going on without saving (set XDG_CACHE_HOME to choose another place)\n`,
    );
  });
});

describe('empty and odd input: one line, exit 2', () => {
  it.each([
    [['judge', 'luogu-p2197'], '', 'nimlab: T: expected an integer in 1..10, got end of input (line 1)\n'],
    [['nimber', ''], '', 'nimlab: nimber expression is empty\n'],
    [['analyze', 'nim', ''], '', "nimlab: heap 1: expected a non-negative integer, got ''\n"],
    [['analyze', 'nim', '1e3'], '', "nimlab: heap 1: expected a non-negative integer, got '1e3'\n"],
    [['analyze', 'wythoff', '3'], '', "nimlab: wythoff: expected two heap sizes 'a b', got 1 word(s)\n"],
    [['table', '0.77', '--to', '1.5'], '', "nimlab: --to: expected a whole number, got '1.5'\n"],
    [['stress', 'luogu-p2197', '--runs', '0', '--', 'cat'], '', 'nimlab: --runs: expected a number in 1..9007199254740991, got 0\n'],
    [['census', '0.7', '--threads', '0'], '', 'nimlab: --threads: expected a number in 1..256, got 0\n'],
    // Issue 39: stress's new options.
    [['stress', 'luogu-p2197', '-j', '0', '--', 'cat'], '', 'nimlab: --jobs: expected a number in 1..64, got 0\n'],
    [['stress', 'luogu-p2197', '--memory-limit', 'lots', '--', 'cat'], '', "nimlab: --memory-limit: expected a whole number, got 'lots'\n"],
    [['stress', 'luogu-p2197', '--brute', '', '--', 'cat'], '', 'nimlab: --brute: expected a command, got an empty string\n'],
    [['stress', 'no-such-problem', '--gen', 'cat', '--', 'cat'], '', null],
    [['stress', 'luogu-p2197', '--gen', '/no/such/gen', '--', 'cat'], '', "nimlab: cannot run '/no/such/gen': no such program\n"],
    [['worker'], '', 'nimlab: worker: --queue redis://HOST:PORT is required\n'],
    [
      ['analyze', 'loopy', '/nonexistent.json'],
      '',
      "nimlab: cannot read position file '/nonexistent.json': no such file or directory (ENOENT)\n",
    ],
    [['play', 'nim', '99999999999999999999'], '', 'nimlab: to play, each heap must be at most 1000, got heap 1 = 99999999999999999999\n'],
    // Issue 39: play takes game modules now; a missing one is one line.
    [['play', './mygame.mjs', '3'], '', 'nimlab: ./mygame.mjs: no such file\n'],
    // Issue 39: names, one vocabulary, long tokens, help topics.
    [
      ['analyze', 'kayle', '3'],
      '',
      "nimlab: unknown game 'kayle': did you mean kayles? (for example nim, kayles, dawson, grundy, wythoff, hackenbush, bash:3, a code such as 0.77; 'nimlab games' lists them all)\n",
    ],
    [['analyze', '0.7x', '3'], '', "nimlab: bad take-and-break code '0.7x': unexpected 'x' at position 4\n"],
    [['table', '0.7x'], '', "nimlab: bad take-and-break code '0.7x': unexpected 'x' at position 4\n"],
    [
      ['analyze', 'a'.repeat(100), '3'],
      '',
      `nimlab: unknown game '${'a'.repeat(40)}…(100 characters)' (for example nim, kayles, dawson, grundy, wythoff, hackenbush, bash:3, a code such as 0.77; 'nimlab games' lists them all)\n`,
    ],
    [
      ['help', 'nosuch'],
      '',
      "nimlab: help: unknown command 'nosuch' (commands: analyze, census, cgt, games, judge, misere-census, nash, nimber, play, quotient, stress, table, worker)\n",
    ],
    [
      ['analyze', '0.77', '5', '--time-limit', '2 s'],
      '',
      "nimlab: --time-limit: expected a duration such as 500ms, 2s, 1.5m or 1h (a bare number is seconds), got '2 s'\n",
    ],
    [
      ['stress', 'luogu-p2197', '--time-limit', '2sec', '--', 'cat'],
      '',
      "nimlab: --time-limit: expected a duration such as 500ms, 2s, 1.5m or 1h (a bare number is milliseconds), got '2sec'\n",
    ],
    [['quotient', '0.77', '--max-order', '40000'], '', 'nimlab: --max-order: expected a number in 2..32768, got 40000\n'],
    [
      ['misere-census', 'kayle'],
      '',
      "nimlab: unknown heap game 'kayle': did you mean kayles? (expected a take-and-break code such as 0.77, 4!.0, 0.[3], S(1,3,4), allbut:1,2, or a name such as nim, kayles, dawson, grundy)\n",
    ],
    [
      ['analyze', 'kayles', '3', '4', '--misere', '--explain'],
      '',
      "nimlab: --explain is for normal play; with --misere the report's 'by:' line says how the outcome was found\n",
    ],
    [
      ['analyze', 'kayles', '3', '4', '--misere', '--all-moves'],
      '',
      'nimlab: --all-moves is for normal play; --misere lists every winning move\n',
    ],
    [
      ['table', '0.77', '--time-limit', '5s'],
      '',
      'nimlab: --time-limit is for game modules and --misere tables; a built-in table shows its progress and stops with Ctrl-C (--resume goes on)\n',
    ],
    [['census', '0.7', '--json'], '', 'nimlab: census: --json goes with --status (the report writes its own JSON beside --out)\n'],
    // Issue 39, round three: judge input from a file, '-' for stdin, a module not from stdin.
    [
      ['judge', 'luogu-p2197', '/nonexistent.in'],
      '',
      "nimlab: cannot read the judge input '/nonexistent.in': no such file or directory (ENOENT)\n",
    ],
    [
      ['judge', 'luogu-p2197', '/dev/zero'],
      '',
      "nimlab: the input of luogu-p2197 ('/dev/zero') is longer than 2 MiB, more than any valid input\n",
    ],
    [['judge', '--list', 'extra.in'], '', "nimlab: judge --list takes no problem id or input file, got 'extra.in'\n"],
    [
      ['table', '-'],
      '',
      "nimlab: table: a game module is read from its file (its imports resolve beside it), not from standard input ('-'): save it as a .mjs file and name that\n",
    ],
    [
      ['analyze', 'loopy', '-'],
      '0'.repeat(3 << 20),
      'nimlab: the position on standard input is longer than 2 MiB, the cap on position files\n',
    ],
    [['census', '-', '--db', 'stdin.sqlite'], '0.7x\n', "nimlab: bad take-and-break code '0.7x': unexpected 'x' at position 4\n"],
    [['census', '0.7', '--to', '-1'], '', "nimlab: --to: expected a whole number, got '-1'\n"],
    [['census', '--status', '--to', '5'], '', 'nimlab: census --status does not use --to\n'],
    [['census', '--report', '--threads', '2'], '', 'nimlab: census --report does not use --threads\n'],
    [['census', '0.77', '--status'], '', "nimlab: census --status reads the database only; it takes no games ('0.77')\n"],
    // Issue 39: misère play past 40 tokens reads the quotient; --time-limit is its growth's time, for misère heap play only.
    [
      ['play', 'kayles', '5', '--time-limit', '2s'],
      '',
      'nimlab: --time-limit is for misère play of take-and-break games (the time to grow their misère quotient)\n',
    ],
    [
      ['play', 'nim', '5', '--misere', '--time-limit', '2s'],
      '',
      'nimlab: --time-limit is for misère play of take-and-break games (the time to grow their misère quotient)\n',
    ],
    [
      ['play', 'dawson', '5', '--misere', '--time-limit', 'soon'],
      '',
      "nimlab: --time-limit: expected a duration such as 500ms, 2s, 1.5m or 1h (a bare number is seconds), got 'soon'\n",
    ],
    // Issue 34: partizan games.
    [['analyze', 'clobber', 'xo|o'], '', 'nimlab: clobber: row 2 has 1 cells, row 1 has 2: rows must be equally long\n'],
    [['analyze', 'clobber', 'xo', 'ox'], '', "nimlab: clobber: expected one grid string such as 'xoxo|ox..', got 2 words\n"],
    [['analyze', 'amazons', 'x.q'], '', "nimlab: amazons: 'q' at row 1, column 3 is not a cell ('.', 'x', 'o', '#')\n"],
    [['analyze', 'toads-and-frogs', 'T.Z'], '', "nimlab: toads-and-frogs: 'Z' at cell 3 is not T, F or '.'\n"],
    [['analyze', 'cutcake', '3by5'], '', "nimlab: cutcake: '3by5' is not a rectangle RxC (rows x columns, e.g. 3x5)\n"],
    [['analyze', 'col', '..', '1', '3'], '', "nimlab: col: edge 1: vertex '3' is not in 1..2\n"],
    [
      ['analyze', 'hackenbush-colour', '2', '1', '2', 'x'],
      '',
      "nimlab: hackenbush-colour: edge 1: colour 'x' is not l (blue), r (red) or e (green)\n",
    ],
    [
      ['analyze', 'arc-kayles-partizan', '2', '1'],
      '',
      'nimlab: arc-kayles-partizan: edge 1 is incomplete: edges are triples u v c (c: l blue, r red, e green)\n',
    ],
    [
      ['analyze', 'clobber', 'xo', '--misere'],
      '',
      "nimlab: --misere is not for partizan games ('clobber': value, outcome class and winning moves)\n",
    ],
    [
      ['analyze', 'clobber', 'xoxoxo|oxoxox|xoxoxo|oxoxox', '--time-limit', '1s'],
      '',
      /^nimlab: time limit of 1 s reached after valuing \d+ positions; raise --time-limit\n$/,
    ],
    [
      ['analyze', 'clobber', 'xoxoxo|oxoxox|xoxoxo', '--max-games', '1000'],
      '',
      /^nimlab: the game store passed its limit of 1000 games after valuing \d+ positions; raise --max-games\n$/,
    ],
    [['analyze', 'nim', '3', '--max-games', '10'], '', 'nimlab: --max-games is for partizan games (their store of canonical forms)\n'],
    [['play', 'clobber', 'xo', '--as', 'up'], '', "nimlab: --as: expected 'left' or 'right', got 'up'\n"],
    [['play', 'nim', '3', '--as', 'left'], '', "nimlab: --as is for partizan games (see 'nimlab games'); 'nim' is impartial\n"],
  ] as [string[], string, string | RegExp | null][])('%j', (args, input, message) => {
    const result = run(args, input);
    // null: the message is another's (an unknown problem id), one line all the same.
    if (message === null) expect(result.stderr).toMatch(/^nimlab: [^\n]+\n$/);
    else if (message instanceof RegExp) expect(result.stderr).toMatch(message);
    else expect(result.stderr).toBe(message);
    expect(result.status).toBe(2);
  });
});

describe('huge input', () => {
  it('Nim with 20000 heaps lists 100 winning moves and counts the rest (each move spells the whole position: all of them would be 20000² numbers)', () => {
    const heaps = Array.from({ length: 20_000 }, (_, i) => String(i + 1));
    const result = run(['analyze', 'nim', ...heaps, '--json']);
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as { winningMoves: unknown[]; winningMoveCount: string; winningMovesCut: boolean };
    // The nim-sum of 1..20000 is 20000 (n ≡ 0 mod 4); a heap h is a winning move iff h ⊕ 20000 < h, i.e. h has bit 14 set.
    const expected = heaps.filter((h) => Number(h) & (1 << 14)).length;
    expect(report.winningMoves).toHaveLength(100);
    expect(report.winningMoveCount).toBe(String(expected));
    expect(report.winningMovesCut).toBe(true);
  });

  it("misère Nim likewise: 100 listed, the rest counted (heaps past 1, so the count is normal Nim's)", () => {
    const heaps = Array.from({ length: 20_000 }, (_, i) => String(i + 1));
    const report = JSON.parse(run(['analyze', 'misere-nim', ...heaps, '--json']).stdout) as {
      winningMoves: unknown[];
      winningMoveCount: string;
    };
    expect(report.winningMoves).toHaveLength(100);
    expect(report.winningMoveCount).toBe(String(heaps.filter((h) => Number(h) & (1 << 14)).length));
  });
});

describe('Ctrl-C', () => {
  it('analyze of a partizan game: says how many positions it valued, exits 130, leaves no process', async () => {
    const child = spawn(process.execPath, [cliMain, 'analyze', 'clobber', 'xoxoxo|oxoxox|xoxoxo|oxoxox'], {
      detached: true,
      cwd: workDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    process.kill(-child.pid!, 'SIGINT');
    expect(await exit).toBe(130);
    expect(stderr).toMatch(/^nimlab: analyze interrupted \(Ctrl-C\) after valuing \d+ positions\n$/);
    expect(groupIsAlive(child.pid!)).toBe(false);
  });

  it('quotient: shows the quotient reached, says it was interrupted, exits 130, leaves no process', async () => {
    const child = spawn(process.execPath, [cliMain, 'quotient', '4.7', '--max-order', '10000'], {
      detached: true,
      cwd: workDir,
      env: { ...process.env, XDG_CACHE_HOME: workDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.once('close', resolve));
    // 4.7's quotient keeps growing (order 322 at heap 30, 1,362 at 57); it runs until the 60 s limit.
    // Ctrl-C stops it inside the heap it is growing (or, rarely, between two heaps): the heaps before
    // are shown. (Nim's, used before, now reaches heap 200 in about 2 s, before the Ctrl-C.)
    await new Promise((resolve) => setTimeout(resolve, 4000));
    process.kill(-child.pid!, 'SIGINT');
    expect(await exit).toBe(130);
    expect(stdout).toMatch(/^misère quotient of 4\.7, sums of heaps 1\.\.\d+/);
    // Ctrl-C keeps the growth in the cache directory for --resume (quotientCheckpoint.ts).
    const kept = `; kept in ${join(workDir, 'nimlab', 'quotient-growth-4.7.bin')} (run again with --resume to go on)`;
    expect(stderr).toMatch(/^nimlab: quotient interrupted \(Ctrl-C\) (during|after) heap \d+; shown for heaps ≤ \d+; kept in /);
    expect(stderr.endsWith(`${kept}\n`), stderr).toBe(true);
    expect(statSync(join(workDir, 'nimlab', 'quotient-growth-4.7.bin')).size).toBeGreaterThan(0);
    expect(groupIsAlive(child.pid!)).toBe(false);
  });
});
