import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { luoguP2197 } from '../../problems/luogu-p2197/index.js';
import { Random } from '../../problems/random.js';
import { cliMain, nimlab } from '../testing/runCli.js';
import { groupIsAlive, recordedGroups, shellWords, startNimlab } from '../testing/process.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const scratch = mkdtempSync(join(tmpdir(), 'nimlab-e2e-stress-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('nimlab stress, end to end', () => {
  it('finds a bug that shows only past 1000 heaps, shrinks it to one test of 1001 heaps, and prints a command that reproduces it', () => {
    const program = ['--', process.execPath, fixture('wrong-past-1000.mjs')];
    // 30 runs: the fourth is the first max-size one. Shrinking takes about 45 runs of the program
    // (seconds on an idle 2-core machine, the bench row "stress"); the budget is raised from the
    // default 30 s only so that a machine loaded many times over still gets to the end.
    const found = nimlab(['stress', 'luogu-p2197', '--seed', '1', '--runs', '30', '--shrink-time', '150', '--json', ...program]);
    expect(found.status).toBe(1);
    const result = JSON.parse(found.stdout);
    expect(result.size).toBe('max');
    expect(result.reason).toBe('wrong answer');
    expect(result.shrinkFinished).toBe(true);
    const tokens: string[] = result.input.trim().split(/\s+/);
    expect(tokens.slice(0, 2)).toEqual(['1', '1001']);
    expect(tokens.length).toBe(1003);
    expect(tokens.slice(2).every((heap) => heap === '0')).toBe(true);
    expect([result.expected, result.actual]).toEqual(['No', 'Yes']);

    // The printed command, run as printed (nimlab → the built CLI), meets the same max-size input.
    const words = shellWords(result.reproduce);
    expect(words.slice(0, 2)).toEqual(['nimlab', 'stress']);
    // Its options, plus JSON output and no shrinking, before the `--` that starts the program.
    const dashes = words.indexOf('--');
    const replay = spawnSync(
      process.execPath,
      [cliMain, ...words.slice(1, dashes), '--json', '--shrink-time', '0', ...words.slice(dashes)],
      { encoding: 'utf8' },
    );
    expect(replay.status).toBe(1);
    const replayed = JSON.parse(replay.stdout);
    expect(replayed.reason).toBe('wrong answer');
    expect(replayed.input).toBe(luoguP2197.generate(new Random(result.seed), 'max'));
  }, 240_000);

  it('says plainly that a failure did not recur when re-run', () => {
    const { status, stdout } = nimlab([
      'stress',
      'luogu-p2197',
      '--seed',
      '4',
      '--runs',
      '3',
      '--',
      process.execPath,
      fixture('flaky-nim.mjs'),
      join(scratch, 'flaky-state'),
    ]);
    expect(status).toBe(1);
    expect(stdout).toContain(
      'run 1 failed once (wrong answer) but passed when re-run: the solution is not deterministic or timing-dependent',
    );
  });

  it.each([
    ['as a program and its arguments', (file: string) => [process.execPath, fixture('hangs-with-child.mjs'), file]],
    ['as one shell line', (file: string) => [`"${process.execPath}" "${fixture('hangs-with-child.mjs')}" "${file}"`]],
  ])('on a time-out, stops the program and the child it started, given %s', (_, command) => {
    const file = join(scratch, `pids-${Math.random()}`);
    const { status, stdout } = nimlab([
      'stress',
      'luogu-p2197',
      '--runs',
      '1',
      '--time-limit',
      '1500',
      '--shrink-time',
      '1',
      '--',
      ...command(file),
    ]);
    expect(status).toBe(1);
    expect(stdout).toContain('time limit of 1500 ms exceeded');
    const groups = recordedGroups(file);
    expect(groups.length).toBeGreaterThan(0);
    for (const pgid of groups) expect(groupIsAlive(pgid), `process group ${pgid}`).toBe(false);
  });

  it('on Ctrl-C (SIGINT) of nimlab, stops the running program with its children and exits 130', async () => {
    const file = join(scratch, 'pids-interrupted');
    const { child, done } = startNimlab([
      'stress',
      'luogu-p2197',
      '--runs',
      '1',
      '--time-limit',
      '60000',
      '--',
      process.execPath,
      fixture('hangs-with-child.mjs'),
      file,
    ]);
    while (recordedGroups(file).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGINT');
    const { status, stderr } = await done;
    expect(status).toBe(130);
    expect(stderr.trim().split('\n')).toEqual([
      'nimlab: interrupted after 0 runs, all agreeing with nimlab (seed ' + stderr.match(/seed (\d+)/)![1] + ')',
    ]);
    for (const pgid of recordedGroups(file)) expect(groupIsAlive(pgid), `process group ${pgid}`).toBe(false);
  });

  describe('a command that cannot run: one line, exit 2', () => {
    const notExecutable = join(scratch, 'solution.sh');
    writeFileSync(notExecutable, '#!/bin/sh\necho Yes\n');
    chmodSync(notExecutable, 0o644);
    const directory = join(scratch, 'a-directory');
    mkdirSync(directory);
    it.each([
      [
        'a file without execute permission',
        [notExecutable],
        `nimlab: cannot run '${notExecutable}': permission denied (is it executable? chmod +x, or name its interpreter: -- python3 sol.py)`,
      ],
      ['a directory', [directory], `nimlab: cannot run '${directory}': it is a directory`],
      ['a missing program', ['/no/such/program'], "nimlab: cannot run '/no/such/program': no such program"],
      [
        'a directory in a shell line',
        [`${directory} --fast`],
        `nimlab: cannot run '${directory} --fast': /bin/sh: 1: ${directory}: Permission denied`,
      ],
    ])('%s', (_, command, message) => {
      const { status, stdout, stderr } = nimlab(['stress', 'luogu-p2197', '--runs', '2', '--', ...command]);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(`${message}\n`);
    });
  });
});
