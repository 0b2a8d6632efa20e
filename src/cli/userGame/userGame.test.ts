import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);

describe('user game modules', () => {
  it('analyzes a TypeScript module: Kayles 5 + 7 has value 4 xor 2 = 6', () => {
    const { status, stdout } = nimlab(['analyze', fixture('kayles.ts'), '5', '7', '--json']);
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.game).toBe('kayles');
    expect(report.grundy).toBe(6);
    expect(report.outcome).toBe('N');
    expect(report.winningMoves.length).toBeGreaterThan(0);
  });

  it('tabulates a module and finds its pattern, marked as observed: Kayles, period 12 from 71', () => {
    const { status, stdout } = nimlab(['table', fixture('kayles.ts'), '--to', '200', '--json']);
    expect(status).toBe(0);
    const table = JSON.parse(stdout);
    expect(table.values.slice(0, 10)).toEqual([0, 1, 2, 3, 1, 4, 3, 2, 1, 4]);
    expect(table.period).toEqual({ preperiod: 71, period: 12, saltus: 0, proven: false });
  });

  it('says so when no pattern shows', () => {
    const { status, stdout } = nimlab(['table', fixture('kayles.ts'), '--to', '60']);
    expect(status).toBe(0);
    expect(stdout).toContain('no pattern found up to 60');
  });

  it('stops a table of a module that loops', () => {
    const { status, stderr } = nimlab(['table', fixture('loops.mjs'), '--time-limit', '1']);
    expect(status).toBe(2);
    expect(stderr).toContain('did not finish within 1 s');
  });

  it.each([
    ['loops.mjs', ['--time-limit', '1'], 'did not finish within 1 s'],
    ['throws.mjs', [], 'moves(3) threw: boom'],
    ['no-moves.mjs', [], "must export a function 'moves(position)'"],
    ['missing.ts', [], 'no such file'],
  ])('%s gets one clear line and exit code 2', (file, extra, message) => {
    const { status, stderr } = nimlab(['analyze', fixture(file), '5', ...extra]);
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
  });
});
