import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

/**
 * Issue 39, item 14: `-` is standard input wherever a file is read: position files (Hackenbush,
 * geography, loopy), matrix files (nash), files of codes (census), judge input (which also takes
 * a file). A game module is not read from a pipe (its imports resolve beside its file): one line.
 */
const scratch = mkdtempSync(join(tmpdir(), 'nimlab-stdin-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const hexagon = join(import.meta.dirname, '../testing/fixtures/hexagon.graph');

describe("'-' reads standard input", () => {
  it('a position file: the same report as the file itself', () => {
    const text = '4 1 2 2 3 2 4\n';
    const file = join(scratch, 'tree.hb');
    writeFileSync(file, text);
    const fromFile = nimlab(['analyze', 'hackenbush', file]);
    const fromStdin = nimlab(['analyze', 'hackenbush', '-'], text);
    expect(fromStdin.stderr).toBe('');
    expect(fromStdin.status).toBe(0);
    expect(fromStdin.stdout).toBe(fromFile.stdout);
    expect(fromStdin.stdout).toContain('grundy value: 1');
  });

  it('a graph with a start after it (geography - 2), as with a file', () => {
    const fromStdin = nimlab(['analyze', 'geography', '-', '2'], readFileSync(hexagon, 'utf8'));
    expect(fromStdin.status, fromStdin.stderr).toBe(0);
    expect(fromStdin.stdout).toBe(nimlab(['analyze', 'geography', hexagon, '2']).stdout);
  });

  it('a position on stdin is capped at 2 MiB as a file is', () => {
    const result = nimlab(['analyze', 'hackenbush', '-'], '1 '.repeat(1_100_000));
    expect(result.stderr).toBe('nimlab: the position on standard input is longer than 2 MiB, the cap on position files\n');
    expect(result.status).toBe(2);
  });

  it('judge: input from a file, from -, or from stdin when none is named, all alike', () => {
    const input = '2\n2\n1 1\n2\n1 2\n';
    const file = join(scratch, 'nim.in');
    writeFileSync(file, input);
    for (const args of [
      ['judge', 'luogu-p2197', file],
      ['judge', 'luogu-p2197', '-'],
      ['judge', 'luogu-p2197'],
    ]) {
      const result = nimlab(args, args.length === 3 && args[2] === file ? '' : input);
      expect(result.stdout, args.join(' ')).toBe('No\nYes\n');
      expect(result.status).toBe(0);
    }
    const missing = nimlab(['judge', 'luogu-p2197', join(scratch, 'none.in')]);
    expect(missing.stderr).toBe(`nimlab: cannot read the judge input '${join(scratch, 'none.in')}': no such file or directory (ENOENT)\n`);
    expect(missing.status).toBe(2);
  });

  it('census: a file of codes on stdin, one a line', () => {
    const db = join(scratch, 'c.sqlite');
    const result = nimlab(['census', '-', '--to', '99', '--db', db, '--threads', '1'], '0.77\n# a comment\n0.16\n');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^census: 2 games in /);
  });

  it('nash: a matrix file on stdin', () => {
    const result = nimlab(['nash', '-', '--json'], '1 -1\n-1 1\n');
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ value: '0' });
  });

  it('a game module is not read from stdin: one line, exit 2', () => {
    const result = nimlab(['analyze', '-', '3'], 'export function moves(n) { return []; }\n');
    expect(result.stderr).toBe(
      "nimlab: analyze: a game module is read from its file (its imports resolve beside it), not from standard input ('-'): save it as a .mjs file and name that\n",
    );
    expect(result.status).toBe(2);
  });
});
