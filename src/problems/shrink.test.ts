import { describe, expect, it } from 'vitest';
import { InputReader } from './input.js';
import { luoguP2197 } from './luogu-p2197/index.js';
import { Random } from './random.js';
import { shrinkInput } from './shrink.js';

const isValid = (text: string) => {
  try {
    luoguP2197.solve(InputReader.fromString(text));
    return true;
  } catch {
    return false;
  }
};

describe('shrinkInput', () => {
  it('cuts a multi-test Nim input down to the one heap that triggers a bug', async () => {
    // A "solution" that is wrong whenever some heap is at least 5.
    const fails = (text: string) =>
      /\b([5-9]|[1-9][0-9]+)\b/.test(
        text
          .split('\n')
          .slice(2)
          .filter((_, i) => i % 2 === 0)
          .join(' '),
      );
    const input = '3\n4\n1 2 9 4\n2\n7 7\n1\n3\n';
    expect(fails(input)).toBe(true);
    expect((await shrinkInput(input, { isValid, stillFails: fails })).input).toBe('1\n1\n5\n');
  });

  it('keeps inputs valid and failing for random generated inputs', async () => {
    const fails = (text: string) => luoguP2197.solve(InputReader.fromString(text)).includes('Yes');
    for (let seed = 0; seed < 20; seed++) {
      const input = luoguP2197.generate(new Random(seed), 'small');
      if (!fails(input)) continue;
      const { input: small } = await shrinkInput(input, { isValid, stillFails: fails });
      expect(isValid(small)).toBe(true);
      expect(fails(small)).toBe(true);
      expect(small.trim().split(/\s+/)).toEqual(['1', '1', '1']);
    }
  });

  it('shrinks a max-size input whose bug needs more than 1000 heaps to 1001 zero heaps in few runs', async () => {
    // A "solution" that answers the opposite whenever a test has more than 1000 heaps.
    let runs = 0;
    const fails = (text: string) => {
      runs++;
      const tokens = text.trim().split(/\s+/).map(Number);
      for (let at = 1, t = 0; t < tokens[0]; t++) {
        if (tokens[at] > 1000) return true;
        at += tokens[at] + 1;
      }
      return false;
    };
    const input = luoguP2197.generate(new Random(5), 'max');
    const result = await shrinkInput(input, { isValid, stillFails: fails });
    expect(result.finished).toBe(true);
    const tokens = result.input.trim().split(/\s+/);
    expect(tokens.slice(0, 2)).toEqual(['1', '1001']);
    expect(tokens.slice(2).every((heap) => heap === '0')).toBe(true);
    // Halving on the structure, not one token at a time: far fewer runs than the 100,011 tokens.
    expect(runs).toBeLessThan(150);
    expect(result.checks).toBe(runs);
  });

  it('stops at the run budget and returns the best failing input found so far', async () => {
    const fails = (text: string) => /\b([5-9]|[1-9][0-9]+)\b/.test(text.split('\n').slice(2).join(' '));
    const input = luoguP2197.generate(new Random(2), 'max');
    const result = await shrinkInput(input, { isValid, stillFails: fails, maxFailureChecks: 3 });
    expect(result.finished).toBe(false);
    expect(result.checks).toBe(3);
    expect(isValid(result.input)).toBe(true);
    expect(fails(result.input)).toBe(true);
    expect(result.input.length).toBeLessThan(input.length);
  });

  it('stops when aborted and returns the input it had', async () => {
    const controller = new AbortController();
    controller.abort();
    const input = '3\n4\n1 2 9 4\n2\n7 7\n1\n3\n';
    const result = await shrinkInput(input, { isValid, stillFails: () => true, signal: controller.signal });
    expect(result).toEqual({ input, checks: 0, finished: false });
  });
});
