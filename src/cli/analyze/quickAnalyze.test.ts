import { describe, expect, it } from 'vitest';
import { quickAnalyzeRequest } from './quickAnalyze.js';

describe('quickAnalyzeRequest', () => {
  it('takes a game, position words and --json/--explain, anywhere', () => {
    expect(quickAnalyzeRequest(['analyze', 'nim', '3', '4', '5'])).toEqual({
      game: 'nim',
      words: ['3', '4', '5'],
      json: false,
      explain: false,
    });
    expect(quickAnalyzeRequest(['analyze', '--json', '0.77', '5', '--explain'])).toEqual({
      game: '0.77',
      words: ['5'],
      json: true,
      explain: true,
    });
  });

  it('leaves every other option, a missing position and other commands to the full command', () => {
    expect(quickAnalyzeRequest(['analyze', 'nim', '3', '--time-limit', '5'])).toBeNull();
    expect(quickAnalyzeRequest(['analyze', 'kayles', '5', '--misere'])).toBeNull();
    expect(quickAnalyzeRequest(['analyze', 'nim', '-3'])).toBeNull();
    expect(quickAnalyzeRequest(['analyze', 'nim', '--help'])).toBeNull();
    expect(quickAnalyzeRequest(['analyze', 'nim'])).toBeNull();
    expect(quickAnalyzeRequest(['analyze'])).toBeNull();
    expect(quickAnalyzeRequest(['table', '0.77', '5'])).toBeNull();
  });
});
