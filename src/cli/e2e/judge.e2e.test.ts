import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliMain, nimlab } from '../testing/runCli.js';

const problems = join(import.meta.dirname, '../../problems');

/** One line on stderr, exit 2, nothing on stdout: the shape of every refusal. */
function expectRefusal(result: { status: number | null; stdout: string; stderr: string }, message: string): void {
  expect(result.stderr).toBe(`nimlab: ${message}\n`);
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
}

describe('nimlab judge, end to end', () => {
  it('refuses a brute force beyond its reach in one line', () => {
    const sample = readFileSync(join(problems, 'seven-lamps/sample.in'), 'utf8');
    expectRefusal(
      nimlab(['judge', '--brute', 'seven-lamps'], sample),
      'seven-lamps: the brute force handles boxes within 0..3 only; this input has a box up to 6 (judge without --brute solves it)',
    );
  });

  it('refuses input that never ends while reading it (yes 1 | nimlab judge luogu-p2252)', () => {
    const result = spawnSync('sh', ['-c', `yes 1 | "${process.execPath}" "${cliMain}" judge luogu-p2252`], { encoding: 'utf8' });
    expectRefusal(result, 'the input of luogu-p2252 is longer than 1 MiB, more than any valid input');
  });

  it('accepts a byte order mark and CRLF lines', () => {
    const { status, stdout } = nimlab(['judge', 'luogu-p2197'], '\uFEFF2\r\n3\r\n1 2 3\r\n2\r\n1 2\r\n');
    expect(status).toBe(0);
    expect(stdout).toBe('No\nYes\n');
  });

  it.each([
    ['empty input', '', 'T: expected an integer in 1..10, got end of input (line 1)'],
    ['a word for a number', 'ten\n', "T: expected an integer in 1..10, got 'ten' (line 1)"],
    ['a number out of range', '11\n', 'T: expected an integer in 1..10, got 11 (line 1)'],
    ['a huge number', '99999999999999999999999999\n', 'T: expected an integer in 1..10, got 999999999999999999999999… (line 1)'],
    ['input cut short', '1\n3\n1 2\n', 'a_i: expected an integer in 0..10000, got end of input (line 4)'],
    ['extra input', '1\n1\n1\n7\n', "unexpected extra input '7' (line 4)"],
    ['binary bytes', 'a\u0001b\n', "T: expected an integer in 1..10, got 'a\\x01b' (line 1)"],
  ])('%s: one line, exit 2', (_, input, message) => {
    expectRefusal(nimlab(['judge', 'luogu-p2197'], input), message);
  });

  it('an unknown problem: one line, exit 2', () => {
    expectRefusal(nimlab(['judge', 'no-such-problem']), "unknown problem id 'no-such-problem' (run 'nimlab judge --list' for the ids)");
  });

  it('a directory as standard input: one line, exit 2', () => {
    const result = spawnSync('sh', ['-c', `"${process.execPath}" "${cliMain}" judge luogu-p2197 < /`], { encoding: 'utf8' });
    expectRefusal(result, 'standard input is a directory, not a file');
  });
});
