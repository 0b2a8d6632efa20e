import { describe, expect, it } from 'vitest';
import { quickDomineeringRequest } from './quickDomineering.js';

describe('quickDomineeringRequest', () => {
  it('takes one board with --json and --time-limit (both spellings), in any order', () => {
    expect(quickDomineeringRequest(['analyze', 'domineering', '8x8'])).toEqual({ board: '8x8', json: false, timeLimit: undefined });
    expect(quickDomineeringRequest(['analyze', 'domineering', '--json', '8x9', '--time-limit', '30s'])).toEqual({
      board: '8x9',
      json: true,
      timeLimit: '30s',
    });
    expect(quickDomineeringRequest(['analyze', 'domineering', '..|..', '--time-limit=2m'])).toEqual({
      board: '..|..',
      json: false,
      timeLimit: '2m',
    });
  });

  it('leaves other options, other games, no board or two boards, and a bare --time-limit to the full command', () => {
    expect(quickDomineeringRequest(['analyze', 'domineering', '8x8', '--max-games', '100'])).toBeNull();
    expect(quickDomineeringRequest(['analyze', 'domineering', '8x8', '--help'])).toBeNull();
    expect(quickDomineeringRequest(['analyze', 'domineering', '8x8', '--time-limit'])).toBeNull();
    expect(quickDomineeringRequest(['analyze', 'domineering'])).toBeNull();
    expect(quickDomineeringRequest(['analyze', 'domineering', '8x8', '8x8'])).toBeNull();
    expect(quickDomineeringRequest(['analyze', 'clobber', 'xoxo'])).toBeNull();
    expect(quickDomineeringRequest(['play', 'domineering', '8x8'])).toBeNull();
  });
});
