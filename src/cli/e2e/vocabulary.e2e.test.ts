import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startNimlab } from '../testing/process.js';
import { nimlab } from '../testing/runCli.js';

/** Issue 39: one vocabulary across commands, names, play at its edges, SIGTERM. */
const scratch = mkdtempSync(join(tmpdir(), 'nimlab-vocabulary-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('--time-limit: one name, units in every command', () => {
  it('analyze takes 200ms (and says the limit in the same units)', () => {
    const { status, stderr } = nimlab(['analyze', '4!.0', '5000000', '--time-limit', '200ms']);
    expect(status).toBe(2);
    expect(stderr).toMatch(/^nimlab: time limit of 200 ms reached after computing G\(0\.\.\d+\) of the 5000001 values needed/);
  });

  it('stress takes 1s as it takes 1000 (milliseconds, its bare unit)', () => {
    const { status, stdout } = nimlab([
      'stress',
      'luogu-p2197',
      '--runs',
      '1',
      '--shrink-time',
      '0',
      '--time-limit',
      '1s',
      '--',
      'sleep',
      '5',
    ]);
    expect(status).toBe(1);
    expect(stdout).toContain('time limit of 1000 ms exceeded');
  });

  it('census and misere-census take --time-limit, the old --time, and heap games by name', () => {
    const db = join(scratch, 'c.sqlite');
    const census = nimlab(['census', 'kayles', 'dawson', '--to', '200', '--time-limit', '30s', '--db', db, '--threads', '1']);
    expect(census.status, census.stderr).toBe(0);
    expect(census.stdout + census.stderr).toMatch(/^census: 2 games in/m);
    const old = nimlab(['census', '0.07', '--to', '200', '--time', '30', '--db', db, '--threads', '1']);
    expect(old.status, old.stderr).toBe(0);
    const misere = nimlab(['misere-census', 'kayles', '--to', '6', '--time-limit', '5s']);
    expect(misere.status, misere.stderr).toBe(0);
    expect(misere.stdout).toMatch(/^0\.77 /m);
    expect(misere.stdout).toContain('5 s of CPU time per code');
  });

  it('census --to N computes heaps 0..N, as table --to N does (N + 1 values)', () => {
    const db = join(scratch, 'to.sqlite');
    const census = nimlab(['census', '0.16', '--to', '100', '--db', db, '--threads', '1']);
    expect(census.status, census.stderr).toBe(0);
    const status = JSON.parse(nimlab(['census', '--status', '--json', '--db', db]).stdout) as { unsolvedHeaps: unknown };
    expect(status.unsolvedHeaps).toEqual({ least: 101, most: 101 });
    const table = JSON.parse(nimlab(['table', '0.16', '--to', '100', '--json']).stdout) as { values: number[] };
    expect(table.values).toHaveLength(101);
    const help = nimlab(['census', '--help']).stdout;
    expect(help).toContain('--to N means heaps 0..N (N + 1 values), as in table and quotient.');
    expect(help).toContain('is migrated the first time it is');
  });

  it('misere-census takes --max-order up to 32768, as quotient does', () => {
    expect(nimlab(['misere-census', '0.77', '--to', '4', '--max-order', '20000']).status).toBe(0);
  });
});

describe('play at its edges', () => {
  it('plays misère Kayles against the perfect opponent: whoever takes the last pin loses', () => {
    // 1 1: the mover takes one pin and leaves 1, whose mover must take the last pin and lose.
    const won = nimlab(['play', 'kayles', '1', '1', '--misere', '--first', 'computer'], '1\n');
    expect(won.status).toBe(0);
    expect(won.stdout).toContain('computer plays 1:0 → 1');
    expect(won.stdout).toContain('no moves left: the computer wins.');
    // 1 1 1 is then a loss for the mover: the computer, moving first, loses against perfect play.
    const lost = nimlab(['play', 'kayles', '1', '1', '1', '--misere', '--first', 'computer'], '1\n');
    expect(lost.stdout).toContain('position: 1 1   (misère)');
    expect(lost.stdout).toContain('you to move: a winning position for you with perfect play');
    expect(lost.stdout).toContain('no moves left: you win!');
  });

  it('echoes a bad line without its control bytes, cut short', () => {
    const { stdout } = nimlab(['play', 'nim', '3', '4'], `zzz\u001b[31mred\u0007\n${'x'.repeat(5000)}\n`);
    expect(stdout).toContain("'zzz\\x1b[31mred\\x07' is not a legal move here");
    expect(stdout).not.toContain('\u001b');
    expect(stdout).toContain(`'${'x'.repeat(40)}…(5000 characters)' is not a legal move here`);
  });

  it('hint in a position with thousands of moves names ten winning moves and lists fifty', () => {
    // 20 heaps of 301 and one of 1: nim-sum 1, so taking a stone from any heap wins (21 moves), of 6021.
    const heaps = Array.from({ length: 20 }, () => '301');
    const { stdout } = nimlab(['play', 'nim', ...heaps, '1'], 'hint\n');
    const hint = stdout.split('\n').find((line) => line.startsWith('winning moves: '))!;
    expect(hint.split(', ')).toHaveLength(10);
    expect(hint).toMatch(/ and 11 more$/);
    expect(stdout).toContain("… and 5971 more moves ('moves all' lists every one)");
  });
});

describe('SIGTERM', () => {
  it('table: the same "interrupted after …" line as Ctrl-C, exit 143', async () => {
    const { child, done } = startNimlab(['table', '4!.0', '--to', '100000000', '--cache-dir', scratch]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    child.kill('SIGTERM');
    const { status, stderr } = await done;
    expect(status).toBe(143);
    expect(stderr).toMatch(/^nimlab: interrupted after \d+ values; saved in /m);
  });
});
