import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupIsAlive, liveMembers } from '../testing/process.js';
import { cliMain, nimlab } from '../testing/runCli.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const scratch = mkdtempSync(join(tmpdir(), 'nimlab-e2e-module-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** One line on stderr naming the problem, exit 2, no stack trace. */
function expectOneLine(result: { status: number | null; stderr: string }, pattern: RegExp): void {
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(pattern);
  expect(result.status).toBe(2);
}

describe('user game modules, end to end', () => {
  it('a module that allocates without bound runs out of its heap limit in one line, not a V8 crash', () => {
    // A small heap for the process (and so for the module's worker) keeps the test quick.
    const result = spawnSync(
      process.execPath,
      ['--max-old-space-size=64', cliMain, 'analyze', fixture('grows.mjs'), '5', '--time-limit', '100'],
      { encoding: 'utf8' },
    );
    expectOneLine(
      result,
      /^nimlab: .*grows\.mjs: the module ran out of memory \(limit \d+ MB\) computing position 5 in moves\(0\); NODE_OPTIONS=--max-old-space-size=N raises the limit\n$/,
    );
  });

  it('with no heap set, a module that allocates without bound meets the 1 GB default in one line, not "an endless loop" (issue 39)', () => {
    // V8's own default here is a quarter of the machine (GBs): the time limit used to come first.
    const env = { ...process.env, NODE_OPTIONS: '' };
    const result = spawnSync(process.execPath, [cliMain, 'analyze', fixture('grows.mjs'), '5', '--time-limit', '300'], {
      encoding: 'utf8',
      env,
      timeout: 400_000,
    });
    expectOneLine(
      result,
      /^nimlab: .*grows\.mjs: the module ran out of memory \(limit 1024 MB\) computing position 5 in moves\(0\); NODE_OPTIONS=--max-old-space-size=N raises the limit\n$/,
    );
  }, 420_000);

  it.each([
    ['table', '--to', '3'],
    ['analyze', '5'],
  ])(
    'a game whose positions grow without bound past a small heap (NODE_OPTIONS): %s ends in one line, not a V8 crash',
    (command, ...rest) => {
      // The engine's position table outgrows the heap: V8 ends the process running the module
      // (exit 133/134 from a worker alone), and the CLI reads that death.
      const env = { ...process.env, NODE_OPTIONS: '--max-old-space-size=64' };
      const result = spawnSync(process.execPath, [cliMain, command, fixture('widens.mjs'), ...rest, '--time-limit', '300'], {
        encoding: 'utf8',
        env,
      });
      // Memory may run out between calls of moves or inside one (the module's own arrays): the line
      // names the position either way.
      expectOneLine(
        result,
        /^nimlab: .*widens\.mjs: the module ran out of memory \(limit \d+ MB\) computing (position 5|the table to 3)( at position \d+ after \d+ calls of moves \(does every line of play end\?\)| in moves\(\d+\)); NODE_OPTIONS=--max-old-space-size=N raises the limit\n$/,
      );
    },
  );

  it('Ctrl-C while a module runs: how far it got, exit 130, no process left', async () => {
    const child = spawn(process.execPath, [cliMain, 'analyze', fixture('endless.mjs'), '5', '--time-limit', '60'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.once('close', resolve));
    // Once the module host has started (a process of the group beside the CLI), Ctrl-C the group as a terminal does.
    while (liveMembers(child.pid!) < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(-child.pid!, 'SIGINT');
    expect(await exit).toBe(130);
    expect(stderr).toMatch(/^nimlab: interrupted after \d+ calls of moves\n$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(groupIsAlive(child.pid!)).toBe(false);
  });

  it('a moves that never returns is named with its position', () => {
    expectOneLine(
      nimlab(['analyze', fixture('loops.mjs'), '5', '--time-limit', '3']),
      /loops\.mjs: moves\(0\) did not return within 3 s \(an endless loop in moves\? raise --time-limit to allow more\)\n$/,
    );
  });

  it('a game that never ends is told apart, with the latest position', () => {
    expectOneLine(
      nimlab(['analyze', fixture('endless.mjs'), '5', '--time-limit', '2']),
      /endless\.mjs: did not finish within 2 s, after \d+ calls of moves, the latest at position \d+ \(does every line of play end\? raise --time-limit to allow more\)\n$/,
    );
  });

  it.each([
    ['mjs', 'export function moves(n) {', "syntax error: Unexpected token ';'"],
    ['ts', 'export function moves(n: number): number[] {', 'syntax error: Expected "]" but found ";"'],
  ])('a .%s module with a syntax error: file, line, column and message in one line', (extension, header, message) => {
    const file = join(scratch, `broken.${extension}`);
    writeFileSync(file, `// line 1\n${header}\n  return [n - 1;\n}\n`);
    const result = nimlab(['analyze', file, '5']);
    expect(result.stderr).toBe(`nimlab: ${file}:3:16: ${message}\n`);
    expect(result.status).toBe(2);
  });
});
