import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliMain } from '../testing/runCli.js';

/** Issue 21, the edges of the CLI: each bad input gives one line `nimlab: …`, exit 2, no stack trace. */
const workDir = mkdtempSync(join(tmpdir(), 'nimlab-edges-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function run(args: string[], options: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(process.execPath, [cliMain, ...args], {
    input: options.input ?? '',
    cwd: options.cwd ?? workDir,
    env: { ...process.env, XDG_CACHE_HOME: workDir, ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs a bad command: exit 2, exactly `message` on stderr, nothing else. */
function expectUsageError(args: string[], message: string): void {
  const { status, stderr } = run(args);
  const label = args.join(' ').slice(0, 80);
  expect(stderr, label).toBe(`nimlab: ${message}\n`);
  expect(status, label).toBe(2);
}

describe('one error style', () => {
  it("the argument parser's errors read like ours, with where to find the usage", () => {
    expectUsageError(['analyze'], "missing required argument 'game' (see 'nimlab analyze --help')");
    expectUsageError(['table', '0.77', '--frob'], "unknown option '--frob' (see 'nimlab table --help')");
    expectUsageError(['table', '0.77', '--to'], "option '--to <N>' argument missing (see 'nimlab table --help')");
    expectUsageError(['bogus'], "unknown command 'bogus' (see 'nimlab --help')");
  });

  it('a huge bad number is quoted by its first characters and its length', () => {
    // 100 kB: Linux refuses a single argument past 128 kB, so a 5 MB one can only come from a file or stdin.
    const huge = '9'.repeat(100_000) + 'x';
    expectUsageError(['analyze', 'nim', huge], `heap 1: expected a non-negative integer, got '${'9'.repeat(40)}…(100001 characters)'`);
    expectUsageError(['table', '0.77', '--to', huge], `--to: expected a whole number, got '${'9'.repeat(40)}…(100001 characters)'`);
  });
});

describe('table', () => {
  it('a cache path that is a file: a warning, and the table all the same', () => {
    const file = join(workDir, 'a-file');
    writeFileSync(file, 'x');
    const { status, stdout, stderr } = run(['table', '0.77', '--to', '5', '--resume', '--cache-dir', file]);
    expect(stderr).toBe(
      `nimlab: warning: cannot write the cache ${file}/0.77.bin: a file is in the way of a directory (ENOTDIR); going on without saving (choose another place with --cache-dir)\n`,
    );
    expect(status).toBe(0);
    expect(stdout).toContain('G(n) for n = 0..5:');
  });

  it('a cache under /proc (unwritable, even for root): a warning, and the table', () => {
    const { status, stdout, stderr } = run(['table', '0.77', '--to', '5', '--resume', '--cache-dir', 'nimlab-cache'], { cwd: '/proc' });
    expect(stderr).toBe(
      'nimlab: warning: cannot write the cache /proc/nimlab-cache/0.77.bin: no such directory (ENOENT); going on without saving (choose another place with --cache-dir)\n',
    );
    expect(status).toBe(0);
    expect(stdout).toContain('largest value');
  });

  it('the cache goes to $XDG_CACHE_HOME/nimlab by default', () => {
    const { status, stderr } = run(['table', 'S(1,2)', '--to', '5', '--resume']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(run(['table', 'S(1,2)', '--to', '5', '--resume', '--json']).stdout).toContain('"values":[0,1,2,0,1,2]');
    expect(spawnSync('ls', [join(workDir, 'nimlab')], { encoding: 'utf8' }).stdout).toContain('S(1,2).bin');
  });

  it('--to past what a table can list: one line', () => {
    expectUsageError(
      ['table', '0.77', '--to', '10000000000'],
      '--to: a table lists at most 1000000000 heaps, got 10000000000 (for one large heap: nimlab analyze GAME N)',
    );
  });

  it('a proven period answers a huge --to from the period, streamed (a closed pipe ends it)', async () => {
    const child = spawn(process.execPath, [cliMain, 'table', '0.77', '--to', '1000000000', '--json']);
    let head = '';
    const code = await new Promise<number | null>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        head += chunk.toString();
        if (head.length > 100_000) child.stdout.destroy();
      });
      child.on('exit', resolve);
    });
    expect(head.startsWith('{"game":"0.77","values":[0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,')).toBe(true);
    expect(code).toBe(0);
  });

  it('a proven period answers 2·10^6 heaps exactly as the period says', () => {
    const table = JSON.parse(run(['table', '0.77', '--to', '2000000', '--json']).stdout) as {
      values: number[];
      max: unknown;
      period: unknown;
    };
    expect(table.values).toHaveLength(2_000_001);
    expect(table.values[2_000_000]).toBe(table.values[71 + ((2_000_000 - 71) % 12)]);
    expect(table.max).toEqual({ value: 8, at: 27 });
  });
});

describe('analyze', () => {
  it('a proven period answers any heap, winning moves included', () => {
    const { status, stdout } = run(['analyze', '0.77', '1000000000000', '--json']);
    expect(status).toBe(0);
    const report = JSON.parse(stdout) as {
      grundy: string;
      winningMoveCount: string;
      winningMovesCut: boolean;
      winningMoves: { to: string }[];
    };
    // 10^12 ≡ 76 (mod 12, past the preperiod 71): G(76) = 1.
    expect(report.grundy).toBe('1');
    expect(report.winningMoves[0].to).toBe('1 999999999997');
    expect(report.winningMovesCut).toBe(true);
    expect(BigInt(report.winningMoveCount)).toBeGreaterThan(10n ** 10n);
  });

  it('a heap past the computed values of a game without a periodicity theorem: one line', () => {
    expectUsageError(
      ['analyze', '4!.0', '100000000000'],
      'heap 100000000000 is past the 10000000 values computed, and no periodicity theorem applies to 4!.0 to give the rest',
    );
  });

  it('winning moves past 100: "… and N more", --all-moves lists them, JSON counts them', () => {
    const text = run(['analyze', '4!.0', '200000']).stdout;
    expect(text).toContain('  … and 2072 more (--all-moves lists them)\n');
    expect(
      run(['analyze', '4!.0', '200000', '--all-moves'])
        .stdout.split('\n')
        .filter((line) => line.startsWith('  heap 1:')),
    ).toHaveLength(2172);
    const json = JSON.parse(run(['analyze', '4!.0', '200000', '--json']).stdout);
    expect([json.winningMoves.length, json.winningMoveCount, json.winningMovesCut]).toEqual([100, '2172', true]);
  });

  it('--time-limit stops a long computation with how far it got', () => {
    const { status, stderr } = run(['analyze', '4!.0', '10000000', '--time-limit', '1']);
    // Without a terminal a long run first says it is computing (a terminal gets a progress bar instead).
    expect(stderr).toMatch(
      /(^|\n)nimlab: time limit of 1 s reached after computing G\(0\.\.[0-9]+\) of the 10000001 values needed \([0-9]+%\); raise --time-limit\n$/,
    );
    expect(stderr).not.toContain('    at ');
    expect(status).toBe(2);
  });

  it('Ctrl-C says how far it got and exits 130', async () => {
    const child = spawn(process.execPath, [cliMain, 'analyze', '4!.0', '10000000']);
    let stderr = '';
    const code = await new Promise<number | null>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        const first = !stderr.includes('computing');
        stderr += chunk.toString();
        if (first && stderr.includes('computing')) child.kill('SIGINT');
      });
      child.on('exit', resolve);
    });
    expect(stderr).toMatch(/nimlab: interrupted after computing G\(0\.\.[0-9]+\) of the 10000001 values needed/);
    expect(code).toBe(130);
  });

  it('grundy is always a string in JSON, small or large', () => {
    expect(JSON.parse(run(['analyze', 'nim', '3', '4', '5', '--json']).stdout).grundy).toBe('2');
    expect(JSON.parse(run(['analyze', 'nim', '99999999999999999999', '5', '--json']).stdout).grundy).toBe('99999999999999999994');
  });

  it('a loopy draw is an answer: exit 0, "draw", outcome D; the state may be given positionally', () => {
    const file = join(workDir, 'draw.json');
    writeFileSync(file, '{"edges":[["a","b"],["b","a"],["b","c"],["c","d"]]}');
    const text = run(['analyze', 'loopy', file, 'start=a']);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('outcome: draw (neither player can force a win; best play goes on forever)');
    const json = run(['analyze', 'loopy', file, 'a', '--json']);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).outcome).toBe('D');
  });
});

describe('play and nimber', () => {
  it('play: q quits; a move after the game is over says so', () => {
    const quit = run(['play', 'nim', '1'], { input: 'q\n1\n' });
    expect(quit.status).toBe(0);
    expect(quit.stdout).not.toContain('you play');
    const over = run(['play', 'nim', '1'], { input: '1\n1\nq\n' });
    expect(over.stdout).toContain("the game is over: type 'undo' to take your move back, or 'q' to quit");
    expect(over.stdout).not.toContain('choose 1..0');
  });

  it('nimber: ^ is right-associative', () => {
    const json = JSON.parse(run(['nimber', '2 ^ 2 ^ 3', '--json']).stdout);
    expect(json).toEqual({ expression: '2 ^ 2 ^ 3', reading: '2^(2^3)', value: run(['nimber', '2 ^ 8']).stdout.trim() });
  });
});

describe('nimber at its edges', () => {
  it('deep nesting is one line, not a stack overflow', () => {
    const deep = '('.repeat(20_000) + '1' + ')'.repeat(20_000);
    expectUsageError(
      ['nimber', deep],
      `nimber expression '${'('.repeat(40)}…(40001 characters)': parentheses nested more than 500 deep at column 501`,
    );
    expectUsageError(
      ['nimber', 'inv '.repeat(20_000) + '1'],
      `nimber expression '${'inv '.repeat(10)}…(80001 characters)': operators nested more than 500 deep at column 2001`,
    );
  });
});

describe('census and worker', () => {
  it('a Redis nobody listens at: one line and exit 2 (the queue would otherwise retry forever)', () => {
    // Port 1 on loopback: refused at once, nothing listens there.
    const refused = 'cannot reach Redis at redis://127.0.0.1:1: ECONNREFUSED (is redis-server running there? see --queue)';
    expectUsageError(['census', '0.1', '--queue', 'redis://127.0.0.1:1', '--db', join(workDir, 'q.sqlite')], refused);
    expectUsageError(['worker', '--queue', 'redis://127.0.0.1:1'], refused);
  });
});
