import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliMain, nimlab } from '../testing/runCli.js';

/** Issue 36: `nimlab nash` end to end on the built CLI. */
const workDir = mkdtempSync(join(tmpdir(), 'nimlab-nash-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(workDir, name);
  writeFileSync(path, text);
  return path;
}

/** A bad input: exactly one line `nimlab: <message>` on stderr, exit 2, nothing on stdout. */
function expectUsageError(args: string[], message: string, input = ''): void {
  const { status, stdout, stderr } = nimlab(args, input);
  expect(stderr, args.join(' ')).toBe(`nimlab: ${message}\n`);
  expect(status).toBe(2);
  expect(stdout).toBe('');
}

/** A random n × n bimatrix as plain rows `A | B` (xorshift, fixed seed). */
function randomBimatrix(n: number, seed: number): string {
  let x = seed;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 199) - 99;
  };
  const rows: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = Array.from({ length: n }, next);
    const b = Array.from({ length: n }, next);
    rows.push(`${a.join(' ')} | ${b.join(' ')}`);
  }
  return rows.join('\n') + '\n';
}

describe('nimlab nash', () => {
  it('a zero-sum classic: the value first, then the equilibria with exact fractions', () => {
    const { status, stdout } = nimlab(['nash', 'rps']);
    expect(status).toBe(0);
    expect(stdout).toBe(
      [
        'Rock-paper-scissors: 2 players, 3 × 3 strategies, zero-sum',
        'value 0 (exact simplex; each optimal strategy guarantees it)',
        'saddle points: none',
        'strictly dominated strategies: none',
        '1 equilibrium by vertex enumeration (every equilibrium):',
        '  1. Player 1: Rock 1/3, Paper 1/3, Scissors 1/3 | Player 2: Rock 1/3, Paper 1/3, Scissors 1/3 | payoffs 0, 0',
        '',
      ].join('\n'),
    );
  });

  it('--json is { value?, equilibria: [{ strategies, payoffs }] } with fractions as strings, then how they were found', () => {
    const zeroSum = JSON.parse(nimlab(['nash', 'matching-pennies', '--json']).stdout);
    expect(zeroSum).toEqual({
      value: '0',
      valuePath: 'exact simplex',
      method: 'vertex',
      coverage: 'all',
      degenerate: false,
      convexSets: [[0]],
      equilibria: [
        {
          strategies: [
            ['1/2', '1/2'],
            ['1/2', '1/2'],
          ],
          payoffs: ['0', '0'],
        },
      ],
    });
    const bimatrix = JSON.parse(nimlab(['nash', 'battle-of-the-sexes', '--json']).stdout);
    expect(bimatrix).toEqual({
      method: 'vertex',
      coverage: 'all',
      degenerate: false,
      convexSets: [[0], [1], [2]],
      equilibria: [
        {
          strategies: [
            ['1', '0'],
            ['1', '0'],
          ],
          payoffs: ['2', '1'],
        },
        {
          strategies: [
            ['2/3', '1/3'],
            ['1/3', '2/3'],
          ],
          payoffs: ['2/3', '2/3'],
        },
        {
          strategies: [
            ['0', '1'],
            ['0', '1'],
          ],
          payoffs: ['1', '2'],
        },
      ],
    });
  });

  it("every method on the prisoner's dilemma finds mutual defection; --gambit prints Gambit's NE lines", () => {
    for (const method of ['support', 'vertex', 'lemke']) {
      expect(nimlab(['nash', 'prisoners-dilemma', '--method', method, '--gambit']).stdout, method).toBe('NE,0,1,0,1\n');
    }
    expect(nimlab(['nash', 'rps', '--method', 'lp', '--gambit']).stdout).toBe('NE,1/3,1/3,1/3,1/3,1/3,1/3\n');
    expect(nimlab(['nash', 'chicken', '--method', 'lemke', '--label', '1', '--gambit']).stdout).toMatch(/^NE,[^\n]+\n$/);
  });

  it('a file that never ends (/dev/zero) is refused at the input cap in one line, exit 2', () => {
    const { status, stdout, stderr } = nimlab(['nash', '/dev/zero']);
    expect(stderr).toBe('nimlab: /dev/zero is longer than 64 MiB\n');
    expect(status).toBe(2);
    expect(stdout).toBe('');
  });

  it('reads a plain bimatrix from standard input and an .nfg file, and writes the game as .nfg', () => {
    const fromStdin = nimlab(['nash', '-', '--gambit'], '3 0 | 3 5\n5 1 | 0 1\n');
    expect(fromStdin.stdout).toBe('NE,0,1,0,1\n');
    const nfg = nimlab(['nash', 'battle-of-the-sexes', '--nfg']).stdout;
    expect(nfg).toBe('NFG 1 R "Battle of the sexes" { "Husband" "Wife" } { 2 2 }\n\n2 1 0 0 0 0 1 2\n');
    const path = file('bos.nfg', nfg);
    expect(nimlab(['nash', path, '--gambit']).stdout).toBe('NE,1,0,1,0\nNE,2/3,1/3,1/3,2/3\nNE,0,1,0,1\n');
    const outcome = file('bos-outcome.nfg', nimlab(['nash', 'battle-of-the-sexes', '--nfg', 'outcome']).stdout);
    expect(nimlab(['nash', outcome, '--gambit']).stdout).toBe('NE,1,0,1,0\nNE,2/3,1/3,1/3,2/3\nNE,0,1,0,1\n');
  });

  it('a degenerate game says its set of equilibria is not finite, and which convex sets make it up', () => {
    const { stdout } = nimlab(['nash', '-'], '0 0 | 1 0\n0 0 | 0 1\n');
    expect(stdout).toContain('the set is not finite');
    expect(stdout).toContain('maximal convex sets of equilibria (every mixture within a set is an equilibrium): ');
    const json = JSON.parse(nimlab(['nash', '-', '--json'], '0 0 | 1 0\n0 0 | 0 1\n').stdout);
    expect(json.coverage).toBe('extreme');
    expect(json.degenerate).toBe(true);
    expect(json.convexSets).toHaveLength(3);
    // Lemke–Howson says its path and the labels (from 1) that reached each equilibrium.
    const lemke = JSON.parse(nimlab(['nash', 'battle-of-the-sexes', '--method', 'lemke', '--json']).stdout);
    expect(lemke.lemkePath).toBe('exact pivoting');
    expect(lemke.labels.flat().sort()).toEqual([1, 2, 3, 4]);
  });

  it('bad input: one line naming the fault, exit 2', () => {
    const ragged = file('ragged.txt', '1 2\n3\n');
    expectUsageError(['nash', ragged], `${ragged}: line 2: 1 entries, but the first row has 2 (a ragged matrix)`);
    const short = file('short.nfg', 'NFG 1 R "x" { "a" "b" } { 2 2 }\n1 2 3\n');
    expectUsageError(['nash', short], `${short}: the .nfg file has 3 payoffs, but 2 players with 2 × 2 strategies need 8`);
    const text = file('text.txt', '1 2\n3 abc\n');
    expectUsageError(['nash', text], `${text}: line 2, entry 2: 'abc' is not a number`);
    const empty = file('empty.txt', '');
    expectUsageError(['nash', empty], `${empty}: no game: the input is empty`);
    expectUsageError(['nash', '-'], 'no game: the input is empty');
    expectUsageError(
      ['nash', 'no-such-game'],
      "'no-such-game' is neither a file nor a classic (matching-pennies, rps, prisoners-dilemma, battle-of-the-sexes, chicken, blotto:S,F)",
    );
    expectUsageError(['nash', 'chicken', '--method', 'lp'], "the lp method needs a zero-sum game (every profile's payoffs adding to 0)");
    expectUsageError(['nash', 'rps', '--method', 'simplex'], "--method: expected support, vertex, lemke, lp, pure, got 'simplex'");
    expectUsageError(['nash', 'rps', '--label', '2'], '--label goes with --method lemke');
    expectUsageError(['nash', 'rps', '--method', 'lemke', '--label', '7'], '--label: expected a number in 1..6, got 7');
    expectUsageError(['nash', 'blotto:x'], "blotto needs 'blotto:S,F' (soldiers, fields), e.g. blotto:5,3; got 'blotto:x'");
  });

  it('a time limit stops a long solve with how far it got, exit 2', () => {
    const game = file('big.txt', randomBimatrix(16, 36));
    const { status, stderr } = nimlab(['nash', game, '--method', 'support', '--time-limit', '1']);
    expect(stderr).toMatch(
      /^nimlab: the time limit of 1 s was reached \(\d+ equilibria found, \d+ of \d+ support pairs tried\); raise it with --time-limit\n$/,
    );
    expect(status).toBe(2);
  });

  it('Ctrl-C stops a long solve: exit 130 and how far it got', async () => {
    const game = file('big2.txt', randomBimatrix(16, 7));
    const child = spawn(process.execPath, [cliMain, 'nash', game, '--method', 'support'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    expect(stderr).toMatch(/^nimlab: nash interrupted \(Ctrl-C\): \d+ equilibria found, \d+ of \d+ support pairs tried\n$/);
    expect(code).toBe(130);
  });
});
