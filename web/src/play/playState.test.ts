import { describe, expect, it } from 'vitest';
import { readState, stateParams } from './playState';

describe('Play state in the URL', () => {
  it('every switch and the moves survive a round trip; defaults stay out of the link', () => {
    const state = {
      mode: 'two' as const,
      game: 'nim',
      position: '3 4 5',
      computerFirst: true,
      misere: true,
      hints: false,
      moves: [0, 4, 2],
    };
    expect(readState(new URLSearchParams(stateParams(state)))).toEqual(state);
    expect(stateParams({ ...state, mode: 'computer', computerFirst: false, misere: false, hints: true, moves: [] })).toEqual({
      game: 'nim',
      position: '3 4 5',
    });
  });
});
