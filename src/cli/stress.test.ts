import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nimlab } from './testing/runCli.js';

const fixture = (name: string) => join(import.meta.dirname, 'testing/fixtures', name);

describe('nimlab stress', () => {
  it('finds a deliberately wrong solution and shrinks the failing input', () => {
    const { status, stdout } = nimlab(['stress', 'luogu-p2197', '--seed', '3', '--json', '--', process.execPath, fixture('wrong-nim.mjs')]);
    expect(status).toBe(1);
    const result = JSON.parse(stdout);
    expect(result.passed).toBe(false);
    expect(result.reason).toBe('wrong answer');
    // Shrunk to one test with few small heaps, one of them at least 5.
    const tokens = result.input.trim().split(/\s+/).map(Number);
    expect(tokens[0]).toBe(1);
    expect(tokens.length).toBeLessThanOrEqual(5);
    expect(tokens.slice(2).some((heap: number) => heap >= 5)).toBe(true);
    expect(result.expected).not.toBe(result.actual);
  });

  it('passes a correct solution and reports the seed', () => {
    const { status, stdout } = nimlab([
      'stress',
      'luogu-p2197',
      '--runs',
      '15',
      '--seed',
      '1',
      '--',
      process.execPath,
      fixture('right-nim.mjs'),
    ]);
    expect(status).toBe(0);
    expect(stdout).toContain('all 15 runs agree with nimlab (seed 1)');
  });

  it('reports a program that cannot be run', () => {
    const { status, stderr } = nimlab(['stress', 'luogu-p2197', '--runs', '1', '--', '/no/such/program']);
    expect(status).toBe(2);
    expect(stderr).toContain('no such program');
  });
});
