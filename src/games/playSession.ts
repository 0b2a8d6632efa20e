import { NimlabError } from '../engine/core/errors.js';
import { perfectMove, type Playable, type PlayMove, type PlaySolution } from './playable.js';

/** Who sits in a chair: a person at the keyboard or screen, or the perfect opponent. */
export type Seat = 'human' | 'computer';

/** One position of a game so far, and the move (its index in the list of the position before) that led there. */
export interface SessionPly<P> {
  position: P;
  /** Null for the start. */
  moveIndex: number | null;
}

/**
 * One game being played, as plain data: the game, the two seats (the first mover's first), the
 * plies played so far and the plies taken back (for redo). Every operation returns a new session,
 * so the playground keeps it in React state and the terminal keeps it in a variable.
 */
export interface PlaySession<P> {
  readonly playable: Playable<P>;
  readonly misere: boolean;
  readonly seats: readonly [Seat, Seat];
  readonly plies: readonly SessionPly<P>[];
  /** Plies undone, the next one to redo last. */
  readonly undone: readonly SessionPly<P>[];
}

export function newSession<P>(playable: Playable<P>, start: P, misere: boolean, seats: readonly [Seat, Seat]): PlaySession<P> {
  return { playable, misere, seats, plies: [{ position: start, moveIndex: null }], undone: [] };
}

/** The position now. */
export function currentPosition<P>(session: PlaySession<P>): P {
  return session.plies[session.plies.length - 1].position;
}

/** Which seat (0: the first mover, 1: the other) moves at ply `ply` (the current one when omitted). */
export function seatToMove<P>(session: PlaySession<P>, ply = session.plies.length - 1): 0 | 1 {
  return (ply % 2) as 0 | 1;
}

/** Every legal move now (empty when the game is over). */
export function legalMoves<P>(session: PlaySession<P>): PlayMove<P>[] {
  return session.playable.moves(currentPosition(session), session.misere);
}

/**
 * Plays the move with index `index` in the current move list. A new move forgets what was undone
 * (redo then has nothing left to redo), as in any editor.
 */
export function playMove<P>(session: PlaySession<P>, index: number, moves = legalMoves(session)): PlaySession<P> {
  if (!Number.isInteger(index) || index < 0 || index >= moves.length) {
    throw new NimlabError(`there is no move ${index + 1} here: choose 1..${moves.length}`);
  }
  return { ...session, plies: [...session.plies, { position: moves[index].to, moveIndex: index }], undone: [] };
}

/**
 * Replays the move indices of a link from the start; stops at the first one that is not legal
 * and says which (`error`), keeping the game up to the move before.
 */
export function replayMoves<P>(session: PlaySession<P>, indices: readonly number[]): { session: PlaySession<P>; error?: string } {
  let played = session;
  for (const index of indices) {
    const moves = legalMoves(played);
    if (!Number.isInteger(index) || index < 0 || index >= moves.length) {
      const n = played.plies.length;
      return { session: played, error: `the link's move ${n} is not a legal move here; showing the game up to move ${n - 1}` };
    }
    played = playMove(played, index, moves);
  }
  return { session: played };
}

/** The move indices played since the start (what a link stores). */
export function movesPlayed<P>(session: PlaySession<P>): number[] {
  return session.plies.slice(1).map((ply) => ply.moveIndex!);
}

/**
 * The ply undo goes back to, or null: one ply when no person plays; otherwise the previous ply
 * where a person is to move (the computer's reply is taken back with the person's move).
 */
function undoTarget<P>(session: PlaySession<P>): number | null {
  const last = session.plies.length - 1;
  if (session.seats.every((seat) => seat === 'computer')) return last > 0 ? last - 1 : null;
  for (let ply = last - 1; ply >= 0; ply--) if (session.seats[seatToMove(session, ply)] === 'human') return ply;
  return null;
}

export function canUndo<P>(session: PlaySession<P>): boolean {
  return undoTarget(session) !== null;
}

/** Takes moves back (see undoTarget); redo plays them again. */
export function undo<P>(session: PlaySession<P>): PlaySession<P> {
  const target = undoTarget(session);
  if (target === null) throw new NimlabError('nothing to undo');
  return returnTo(session, target);
}

export function canRedo<P>(session: PlaySession<P>): boolean {
  return session.undone.length > 0;
}

/** Plays again what undo took back, up to the next turn of a person (one move in computer-vs-computer). */
export function redo<P>(session: PlaySession<P>): PlaySession<P> {
  if (!canRedo(session)) throw new NimlabError('nothing to redo');
  const allComputers = session.seats.every((s) => s === 'computer');
  const plies = [...session.plies];
  const undone = [...session.undone];
  do plies.push(undone.pop()!);
  while (!allComputers && undone.length > 0 && session.seats[seatToMove(session, plies.length - 1)] !== 'human');
  return { ...session, plies, undone };
}

/** Returns the game to ply `ply` (the value-history chart's points); the plies after it can be redone. */
export function returnTo<P>(session: PlaySession<P>, ply: number): PlaySession<P> {
  if (ply < 0 || ply >= session.plies.length) throw new NimlabError(`there is no move ${ply} in this game`);
  const taken = session.plies.slice(ply + 1).reverse();
  return { ...session, plies: session.plies.slice(0, ply + 1), undone: [...session.undone, ...taken] };
}

/** The same game from its start, nothing to redo. */
export function restart<P>(session: PlaySession<P>): PlaySession<P> {
  return { ...session, plies: session.plies.slice(0, 1), undone: [] };
}

/** Whether a person (not the computer) is to move now; true also when the game is over on a person's turn. */
export function personToMove<P>(session: PlaySession<P>): boolean {
  return session.seats[seatToMove(session)] === 'human';
}

/**
 * The index in `moves` (the current move list) of the perfect opponent's move (playable.ts
 * `perfectMove`: the fastest win, else the longest defence), or null when the game is over. With
 * no `solution` the game is solved from here (as `perfectMove` does), which suits small games.
 */
export function perfectMoveIndex<P>(
  session: PlaySession<P>,
  moves = legalMoves(session),
  solution?: PlaySolution<P> | null,
): number | null {
  if (moves.length === 0) return null;
  const position = currentPosition(session);
  const move = perfectMove(session.playable, position, session.misere, solution);
  // perfectMove lists the moves again, in the same order: the label finds ours.
  const index = moves.findIndex((m) => m.label === move!.label);
  return index >= 0 ? index : null;
}

/**
 * The same game under the other ending rule (misère ↔ normal play), from where it stands; nothing
 * is left to redo, since the moves undone were chosen under the old rule.
 */
export function switchMisere<P>(session: PlaySession<P>): PlaySession<P> {
  if (!session.playable.supportsMisere) throw new NimlabError('this game has no misère version here');
  return { ...session, misere: !session.misere, undone: [] };
}

/** Whether it is the computer's turn in a game not yet over. */
export function computerToMove<P>(session: PlaySession<P>, moves = legalMoves(session)): boolean {
  return moves.length > 0 && session.seats[seatToMove(session)] === 'computer';
}

/**
 * The seat that has won (0 or 1), or null while moves remain. Who wins an ended game is the game's
 * rule, as `toMoveWins` says (the mover loses in normal play, wins in misère play).
 */
export function winner<P>(session: PlaySession<P>, moves = legalMoves(session)): 0 | 1 | null {
  if (moves.length > 0) return null;
  const mover = seatToMove(session);
  return session.playable.toMoveWins(currentPosition(session), session.misere) ? mover : ((1 - mover) as 0 | 1);
}
