import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { formatDuration, parseTimeLimit } from './timeLimit.js';

describe('--time-limit: one parser, units accepted, a bare number as the command always read it', () => {
  it('reads 500ms, 2s, 1.5m, 1h in any command', () => {
    for (const bare of ['ms', 's'] as const) {
      expect(parseTimeLimit('500ms', bare)).toBe(500);
      expect(parseTimeLimit('2s', bare)).toBe(2000);
      expect(parseTimeLimit('1.5m', bare)).toBe(90_000);
      expect(parseTimeLimit('1h', bare)).toBe(3_600_000);
    }
  });

  it('reads a bare number in the unit the command documents', () => {
    expect(parseTimeLimit('2000', 'ms')).toBe(2000);
    expect(parseTimeLimit('60', 's')).toBe(60_000);
    expect(parseTimeLimit('0.5', 's')).toBe(500);
  });

  it('refuses anything else in one line naming the option', () => {
    for (const bad of ['', 'soon', '2 s', '-1s', '0', '0ms', '2sec', '1e3', '400d', '9999999h']) {
      expect(() => parseTimeLimit(bad, 's', '--time-limit'), bad).toThrow(NimlabError);
      expect(() => parseTimeLimit(bad, 's', '--time-limit'), bad).toThrow(/^--time-limit: expected a duration/);
    }
  });

  it('prints durations the same way in every message', () => {
    expect(formatDuration(500)).toBe('500 ms');
    expect(formatDuration(2000)).toBe('2 s');
    expect(formatDuration(1500)).toBe('1.5 s');
  });
});
