import { RemotenessSolver } from '../engine/everySg.js';
import { NimlabError } from '../engine/errors.js';
import type { Game } from '../engine/game.js';

/** One legal move as a player sees it. */
export interface PlayMove<P> {
  label: string;
  to: P;
}

/**
 * A game as `nimlab play` and the playground play it: whole positions (a sum is one position here),
 * their legal moves, and who wins from each. `toMoveWins` comes from the family's fast solver.
 */
export interface Playable<P> {
  parse(words: readonly string[]): P;
  format(position: P): string;
  moves(position: P, misere: boolean): PlayMove<P>[];
  /** Whether the player to move wins with perfect play. */
  toMoveWins(position: P, misere: boolean): boolean;
  /** Whether the family knows misère play (the toggle is offered only then). */
  supportsMisere: boolean;
}

/** Positions a perfect opponent may explore to find the longest defence. */
const DEFENCE_SEARCH_LIMIT = 200_000;

class SearchTooLarge extends Error {}

/**
 * The perfect opponent: from a winning position it plays a winning move (the fastest win when the
 * game is small enough to search); from a losing one it plays the move that makes the game last
 * longest, so a student has to find every winning reply. Beyond the search limit it prefers the
 * smallest-looking change (the last listed winning move, the first listed losing move).
 */
export function perfectMove<P>(playable: Playable<P>, position: P, misere: boolean): PlayMove<P> | null {
  const moves = playable.moves(position, misere);
  if (moves.length === 0) return null;
  const remoteness = remotenessOrNull(playable, misere);
  const winning = moves.filter((m) => !playable.toMoveWins(m.to, misere));
  if (remoteness === null) return winning.length > 0 ? winning[winning.length - 1] : moves[0];
  try {
    const scored = (winning.length > 0 ? winning : moves).map((move) => ({ move, r: remoteness(move.to) }));
    const pick = winning.length > 0
      ? scored.reduce((best, m) => (m.r < best.r ? m : best))
      : scored.reduce((best, m) => (m.r > best.r ? m : best));
    return pick.move;
  } catch (error) {
    if (!(error instanceof SearchTooLarge)) throw error;
    return winning.length > 0 ? winning[winning.length - 1] : moves[0];
  }
}

function remotenessOrNull<P>(playable: Playable<P>, misere: boolean): ((position: P) => number) | null {
  let explored = 0;
  const game: Game<P> = {
    moves: (position) => {
      if (++explored > DEFENCE_SEARCH_LIMIT) throw new SearchTooLarge();
      return playable.moves(position, misere).map((m) => m.to);
    },
    key: (position) => playable.format(position),
  };
  // Under misère play the last mover loses, which remoteness (a normal-play notion) does not model.
  if (misere) return null;
  const solver = new RemotenessSolver(game);
  return (position) => solver.remoteness(position);
}

/** Parses a move typed by a player: its number in the list, or its label. */
export function chooseMove<P>(moves: readonly PlayMove<P>[], typed: string): PlayMove<P> {
  const text = typed.trim();
  if (/^[0-9]+$/.test(text)) {
    const index = Number(text) - 1;
    if (index >= 0 && index < moves.length) return moves[index];
    throw new NimlabError(`there is no move ${text}: choose 1..${moves.length}`);
  }
  const found = moves.find((m) => m.label === text || m.label.replace(/\s+/g, '') === text.replace(/\s+/g, ''));
  if (!found) throw new NimlabError(`'${text}' is not a legal move here (type its number, or 'moves' to list them)`);
  return found;
}
