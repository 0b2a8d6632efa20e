/** The Play page's sentences: whose turn, who won, what perfect play gives, what a move is worth. */
import type { PlayValue } from '../library';
import type { PlayMode } from './playState';

export function unitOf(name: string): string {
  const family = name.split(':')[0];
  return family === 'staircase' ? 'step' : family === 'northcott' ? 'row' : 'heap';
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function turnWords(mode: PlayMode, name: string): string {
  if (mode === 'computer') return name === 'you' ? 'Your move' : 'The computer is thinking…';
  return `${capitalize(name)} to move`;
}

export function resultSentence(mode: PlayMode, winnerName: string): string {
  if (mode === 'computer') return winnerName === 'you' ? 'You win!' : 'The computer wins.';
  return `${capitalize(winnerName)} wins.`;
}

export function statusWords(value: PlayValue, name: string, remotenessKnown: boolean, solving: boolean): string {
  if (value.result === 'draw') return `a draw with perfect play (neither side can force a win)`;
  const you = name === 'you';
  const verb = value.result === 'win' ? (you ? 'win' : 'wins') : you ? 'lose' : 'loses';
  const inMoves = remotenessKnown ? ` in ${value.remoteness} move${value.remoteness === 1 ? '' : 's'}` : '';
  const remoteness = remotenessKnown ? value.remoteness : solving ? 'being worked out' : 'not known: too many positions';
  return `${name} ${verb}${inMoves} with perfect play (remoteness ${remoteness})`;
}

/** A move's value for the player making it: the game then lasts the remoteness after it, plus this move. */
export function moveValueWords(after: PlayValue, remotenessKnown: boolean): string {
  if (after.result === 'draw') return '· draw';
  const verb = after.result === 'lose' ? 'win' : 'lose';
  return remotenessKnown ? `· ${verb} in ${after.remoteness + 1}` : `· ${verb}`;
}
