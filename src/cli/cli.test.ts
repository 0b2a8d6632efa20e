import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemCatalog } from '../problems/index.js';
import { normalizeOutput, sampleOf } from '../problems/testing/checkProblem.js';
import { cliMain, nimlab } from './testing/runCli.js';

describe('nimlab CLI', () => {
  it('is built', () => expect(existsSync(cliMain)).toBe(true));

  it('analyze prints outcome, value and winning moves', () => {
    const { status, stdout } = nimlab(['analyze', 'nim', '3', '4', '5']);
    expect(status).toBe(0);
    expect(stdout).toContain('outcome: N');
    expect(stdout).toContain('grundy value: 2');
    expect(stdout).toContain('heap 1: 3 → 1');
  });

  it('analyze shows where a move leads only while that position is short; --json keeps it whole', () => {
    const short = nimlab(['analyze', 'nim', '3', '4', '5', '6']);
    expect(short.stdout).toContain('heap 2: 4 → 0   (→ 3 0 5 6)');
    const heaps = Array.from({ length: 3000 }, (_, i) => String(i + 1));
    const text = nimlab(['analyze', 'nim', ...heaps]);
    expect(text.status).toBe(0);
    const moveLines = text.stdout.split('\n').filter((line) => line.startsWith('  heap '));
    // Nim 1..3000 has value 3000: the heaps with bit 11 set (2048..3000) are the winning moves, 100 listed.
    expect(moveLines).toHaveLength(100);
    expect(moveLines[0]).toBe('  heap 2048: 2048 → 952');
    expect(text.stdout.length).toBeLessThan(40_000);
    const json = JSON.parse(nimlab(['analyze', 'nim', ...heaps, '--json']).stdout) as { winningMoves: { move: string; to: string }[] };
    expect(json.winningMoves[0].to.split(' ')).toHaveLength(3000);
  });

  it('analyze --json has the documented shape', () => {
    const { status, stdout } = nimlab(['analyze', 'nim', '1', '2', '3', '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      game: 'nim',
      position: '1 2 3',
      play: 'normal',
      outcome: 'P',
      grundy: '0',
      winningMoves: [],
      winningMoveCount: '0',
      winningMovesCut: false,
    });
  });

  it('judge --list prints every problem id', () => {
    const { status, stdout } = nimlab(['judge', '--list']);
    expect(status).toBe(0);
    for (const problem of problemCatalog) expect(stdout).toContain(problem.id);
  });

  it.each(problemCatalog.map((p) => p.id))('judge %s answers its official sample end to end', (id) => {
    const { input, output: expected } = sampleOf(id);
    const { status, stdout, stderr } = nimlab(['judge', id], input);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(normalizeOutput(stdout)).toBe(normalizeOutput(expected));
  });

  describe('bad input: one line on stderr, exit code 2, no stack trace', () => {
    const cases: [string, string[], string][] = [
      ['malformed heap', ['analyze', 'nim', '3', 'x'], ''],
      ['negative heap', ['analyze', 'nim', '-3'], ''],
      ['unknown game', ['analyze', 'chess', '1'], ''],
      ['unknown problem', ['judge', 'nope'], ''],
      ['unknown command', ['frobnicate'], ''],
      ['missing position', ['analyze', 'nim'], ''],
      ['malformed judge input', ['judge', 'luogu-p2197'], '1\n2\n1 x\n'],
      ['wrong count', ['judge', 'luogu-p2197'], '1\n3\n1 2\n'],
      ['out-of-range value', ['judge', 'luogu-p2197'], '1\n1\n99999\n'],
      ['empty judge input', ['judge', 'luogu-p2197'], ''],
    ];
    it.each(cases)('%s', (_name, args, input) => {
      const { status, stderr, stdout } = nimlab(args, input);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      const lines = stderr.trim().split('\n');
      expect(lines[0].length).toBeGreaterThan(0);
      expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(lines.filter((l) => !l.startsWith('(run with --help')).length).toBe(1);
    });
  });
});

describe('output into a closed pipe', () => {
  it('stops quietly when the reader goes away (nimlab table 0.77 --to 200000 | head)', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [cliMain, 'table', '0.77', '--to', '200000'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Error|\n\s+at /);
    expect(status).toBe(0);
  });
});
