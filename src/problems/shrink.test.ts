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
  it('cuts a multi-test Nim input down to the one heap that triggers a bug', () => {
    // A "solution" that is wrong whenever some heap is at least 5.
    const fails = (text: string) => /\b([5-9]|[1-9][0-9]+)\b/.test(text.split('\n').slice(2).filter((_, i) => i % 2 === 0).join(' '));
    const input = '3\n4\n1 2 9 4\n2\n7 7\n1\n3\n';
    expect(fails(input)).toBe(true);
    expect(shrinkInput(input, { isValid, stillFails: fails })).toBe('1\n1\n5\n');
  });

  it('keeps inputs valid and failing for random generated inputs', () => {
    const fails = (text: string) => luoguP2197.solve(InputReader.fromString(text)).includes('Yes');
    for (let seed = 0; seed < 20; seed++) {
      const input = luoguP2197.generate(new Random(seed), 'small');
      if (!fails(input)) continue;
      const small = shrinkInput(input, { isValid, stillFails: fails });
      expect(isValid(small)).toBe(true);
      expect(fails(small)).toBe(true);
      expect(small.trim().split(/\s+/)).toEqual(['1', '1', '1']);
    }
  });
});
