/** Who sits in each seat and what the page calls them, from a Play page's state (and back from its Players menu). */
import type { Seat } from '../library';
import type { PlayMode, PlayState } from './playState';

export function seatsOf({ mode, computerFirst }: PlayState): [Seat, Seat] {
  if (mode === 'two') return ['human', 'human'];
  if (mode === 'auto') return ['computer', 'computer'];
  return computerFirst ? ['computer', 'human'] : ['human', 'computer'];
}

/** What the page calls the player in each seat. */
export function seatNames({ mode, computerFirst }: PlayState): [string, string] {
  if (mode === 'two') return ['player 1', 'player 2'];
  if (mode === 'auto') return ['computer 1', 'computer 2'];
  return computerFirst ? ['the computer', 'you'] : ['you', 'the computer'];
}

export function modeKey({ mode, computerFirst }: PlayState): string {
  return mode === 'computer' ? (computerFirst ? 'computer-first' : 'me-first') : mode;
}

export function modeFromKey(key: string): Partial<PlayState> {
  if (key === 'computer-first') return { mode: 'computer', computerFirst: true };
  if (key === 'me-first') return { mode: 'computer', computerFirst: false };
  return { mode: key as PlayMode, computerFirst: false };
}
