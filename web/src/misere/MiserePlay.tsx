import { useMemo, useState } from 'react';
import {
  canRedo,
  canUndo,
  computerToMove,
  legalMoves,
  newSession,
  parseHeapGame,
  playMove,
  quotientMoveParts,
  quotientPlayable,
  quotientReplyIndex,
  redo,
  seatToMove,
  undo,
  type PlayMove,
  type PlaySession,
} from '../library';
import { hrefFor } from '../shell/route';
import type { QuotientView } from './protocol';

/** "5 → 2 + 1": the heap a move takes and what it leaves. */
function describe(position: readonly number[], move: PlayMove<number[]>): string {
  const { heap, parts } = quotientMoveParts(move);
  return `${position[heap]} → ${parts.length === 0 ? 'nothing' : parts.join(' + ')}`;
}

/**
 * The game so far in words, read from the session (so undo and redo rewrite it): who is winning
 * at the start, each move, and who won once a move has ended the game.
 */
function gameLog(session: PlaySession<number[]>, moves: PlayMove<number[]>[]): string[] {
  const { playable, plies } = session;
  const start = plies[0].position;
  const lines = [
    `You move first in ${start.join(' + ')}: ${playable.toMoveWins(start, true) ? 'a winning position for you (the quotient says N)' : 'a losing position for you (the quotient says P)'}.`,
  ];
  for (let ply = 1; ply < plies.length; ply++) {
    const before = plies[ply - 1].position;
    const move = playable.moves(before, true)[plies[ply].moveIndex!];
    if (session.seats[seatToMove(session, ply - 1)] === 'human') lines.push(`You: ${describe(before, move)}`);
    else {
      const intoP = !playable.toMoveWins(move.to, true);
      lines.push(`Computer: ${describe(before, move)}${intoP ? ' (into the P-portion)' : ' (it has no winning move)'}`);
    }
  }
  if (plies.length > 1 && moves.length === 0) {
    lines.push(
      session.seats[seatToMove(session)] === 'computer'
        ? 'The computer has no move: it wins (misère).'
        : 'You have no move: you win (misère).',
    );
  }
  return lines;
}

/**
 * Misère play of a sum of heaps against the perfect opponent, on the library's play session (the
 * same play loop as the Play page, with undo and redo): the computer answers with a move into the
 * quotient's P-portion whenever one exists. The player with no move wins.
 */
export function MiserePlay({ game, view }: { game: string; view: QuotientView }) {
  const code = useMemo(() => parseHeapGame(game).code, [game]);
  const playable = useMemo(() => quotientPlayable(code, view.quotient), [code, view.quotient]);
  const largest = view.upTo;
  const [text, setText] = useState(() => [largest, Math.max(1, largest - 1), Math.max(1, Math.floor(largest / 2))].join(' '));
  const [session, setSession] = useState<PlaySession<number[]> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const moves = useMemo(() => (session ? legalMoves(session) : []), [session]);

  const begin = () => {
    const words = text.trim().split(/\s+/).filter(Boolean).map(Number);
    if (words.length === 0 || words.some((h) => !Number.isInteger(h) || h < 1 || h > largest)) {
      setError(`heaps must be whole numbers from 1 to ${largest} (the quotient covers heaps ≤ ${largest})`);
      return;
    }
    setError(null);
    setSession(newSession(playable, words, true, ['human', 'computer']));
  };

  // Your move, and at once the computer's answer (none when your move ended the game).
  const play = (index: number) => {
    if (!session) return;
    const played = playMove(session, index, moves);
    setSession(computerToMove(played) ? playMove(played, quotientReplyIndex(played)!) : played);
  };

  const position = session?.plies[session.plies.length - 1].position;
  return (
    <div data-testid="misere-play">
      <h3 className="subhead">Play misère {view.name} against the perfect opponent</h3>
      <div className="row">
        <label>
          heaps <input type="text" aria-label="misère heaps" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button onClick={begin}>Start</button>
        <a href={hrefFor('play', { game, position: text.trim(), misere: '1' })} data-testid="misere-play-link">
          play these heaps misère on the Play page (a board to touch, hints, value history)
        </a>
      </div>
      {error && (
        <div className="error" role="alert">
          {error}
        </div>
      )}
      {session && position && (
        <div>
          <p data-testid="misere-position">Position: {playable.format(position) || '(no heaps)'}</p>
          {moves.length > 0 && (
            <div className="row" role="group" aria-label="your moves">
              {moves.map((move, index) => (
                <button key={move.label} className="secondary" onClick={() => play(index)}>
                  {describe(position, move)}
                </button>
              ))}
            </div>
          )}
          <div className="row">
            <button className="secondary" onClick={() => setSession(undo(session))} disabled={!canUndo(session)}>
              Undo
            </button>
            <button className="secondary" onClick={() => setSession(redo(session))} disabled={!canRedo(session)}>
              Redo
            </button>
          </div>
          <ol data-testid="misere-log">
            {gameLog(session, moves).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
