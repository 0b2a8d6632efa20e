import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GamePicture } from '../components/GamePicture';
import { moveToPlay, touch, type Pattern } from '../components/touch';
import { ValueHistory, type HistoryPoint } from '../components/ValueHistory';
import {
  canRedo,
  canUndo,
  currentPosition,
  legalMoves,
  movesPlayed,
  newSession,
  perfectMoveIndex,
  playMove,
  redo,
  replayMoves,
  restart,
  returnTo,
  seatToMove,
  undo,
  winner,
  type Playable,
  type PlaySession,
  type PlaySolution,
} from '../library';
import { GlossaryLink } from '../shell/GlossaryLink';
import { hrefFor, replaceParams } from '../shell/route';
import { GameTree } from '../study/GameTree';
import { KeyChooser } from '../study/KeyChooser';
import { MoveListTransfer } from '../study/MoveListTransfer';
import { OptionTable } from '../study/OptionTable';
import { PlayedMoves, type PlayedMove } from '../study/PlayedMoves';
import { MoveList } from './MoveList';
import { moveWords } from './moveWords';
import { modeFromKey, modeKey, seatNames, seatsOf } from './players';
import { stateParams, type PlayState } from './playState';
import { capitalize, resultSentence, statusWords, turnWords, unitOf } from './playWords';
import { findIndexInSlices } from './scan';
import { TouchChoices } from './TouchChoices';
import { patternOf, touchMatcher } from './touchPatterns';
import { throwsAwayWin, valueFunction } from './useSolution';

export function Match({
  initial,
  name,
  playable,
  start,
  solution,
  solving,
}: {
  initial: PlayState;
  name: string;
  playable: Playable<unknown>;
  start: unknown;
  solution: PlaySolution<unknown> | null;
  solving: boolean;
}) {
  const { misere, mode } = initial;
  const seats = useMemo(() => seatsOf(initial), [initial]);
  const names = useMemo(() => seatNames(initial), [initial]);
  const replayed = useMemo(
    () => replayMoves(newSession(playable, start, misere, seats), initial.moves),
    [playable, start, misere, seats, initial.moves],
  );
  const [session, setSession] = useState<PlaySession<unknown>>(replayed.session);
  const [hints, setHints] = useState(initial.hints);
  const [paused, setPaused] = useState(false);
  const [selection, setSelection] = useState<{ ply: number; pattern: Pattern }>({ ply: -1, pattern: new Map() });
  const [hint, setHint] = useState<{ ply: number; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [keyChoice, setKeyChoice] = useState<{ ply: number; index: number } | null>(null);
  /** The ply at which the players agreed a drawn game stops (a loopy game can cycle for ever). */
  const [drawnAt, setDrawnAt] = useState<number | null>(null);
  const board = useRef<HTMLDivElement>(null);
  /** Set by the person's own actions, so focus lost with the control they used goes back to the board. */
  const acted = useRef(false);
  /** Each played ply's move in words, kept per ply object (plies are shared between sessions), so the list is not recomputed every move. */
  const movesOfPly = useRef(new WeakMap<object, { label: string; words: string }>());

  const position = currentPosition(session);
  const ply = session.plies.length - 1;
  const moves = useMemo(() => legalMoves(session), [session]);
  const stoppedDrawn = drawnAt === ply;
  const over = moves.length === 0 || stoppedDrawn;
  const mover = seatToMove(session);
  const personToMove = !over && seats[mover] === 'human';
  const valueOf = useMemo(() => valueFunction(playable, misere, solution), [playable, misere, solution]);
  const chosen = selection.ply === ply ? selection.pattern : new Map<string, number>();

  const matcher = useMemo(() => touchMatcher(playable, position, moves), [playable, position, moves]);
  const touchable = personToMove && matcher !== null;

  // The URL always holds the exact moment, so a link reproduces it.
  useEffect(() => {
    replaceParams('play', stateParams({ ...initial, hints, moves: movesPlayed(session) }));
  }, [initial, hints, session]);

  /** A session whose last ply's move is put in words now, while its label is at hand (a huge position's moves are not listed again for the history). */
  const remembered = useCallback(
    (next: PlaySession<unknown>, from: unknown, label: string) => {
      movesOfPly.current.set(next.plies[next.plies.length - 1], { label, words: moveWords(name, from, label) });
      return next;
    },
    [name],
  );

  const play = (index: number) => {
    const move = moves[index];
    acted.current = true;
    setAnnouncement(`${capitalize(names[mover])}: ${moveWords(name, position, move.label)}.`);
    setSession(remembered(playMove(session, index, moves), position, move.label));
  };

  /** Undo, Redo, Restart and the history's points: the announcement names the state arrived at, not the move left behind. */
  const goTo = (next: PlaySession<unknown>, how: string) => {
    stopAuto();
    acted.current = true;
    const at = next.plies.length - 1;
    setAnnouncement(`${how} move ${at}: ${playable.format(currentPosition(next))}.`);
    setSession(next);
  };

  // Focus lost with the control used (a move button that went with its move, Undo disabled at the
  // start) goes to the board, so a keyboard user carries on from there rather than from the page's top.
  useEffect(() => {
    if (!acted.current) return;
    acted.current = false;
    // A control just disabled (Undo at the start) still holds focus until the browser's next frame drops it.
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
    if (lost) board.current?.focus({ preventScroll: true });
  }, [session, drawnAt]);

  // The computer answers as soon as it is its turn (slower when it plays itself, so it can be followed).
  useEffect(() => {
    if (over || seats[mover] !== 'computer' || paused) return;
    const abort = new AbortController();
    const timer = setTimeout(
      async () => {
        let index: number;
        if (solution) {
          index = perfectMoveIndex(session, moves, solution)!;
        } else {
          // Too large to solve whole: a winning move if there is one, else the first listed move.
          index = Math.max(0, await findIndexInSlices(moves, (m) => !playable.toMoveWins(m.to, misere), abort.signal));
        }
        if (abort.signal.aborted) return;
        setAnnouncement(`${capitalize(names[mover])}: ${moveWords(name, position, moves[index].label)}.`);
        setSession((s) => (s.plies.length - 1 === ply ? remembered(playMove(s, index, moves), position, moves[index].label) : s));
      },
      mode === 'auto' ? 700 : 350,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [over, seats, mover, paused, solution, session, playable, position, misere, moves, ply, mode, name, names, remembered]);

  // A hint: one winning move, the fastest when the whole game is solved.
  useEffect(() => {
    if (!hints || !personToMove) return;
    const abort = new AbortController();
    if (solution) {
      const index = perfectMoveIndex(session, moves, solution)!;
      setHint(valueOf(moves[index].to).result === 'lose' ? { ply, index } : { ply, index: -1 });
    } else {
      findIndexInSlices(moves, (m) => !playable.toMoveWins(m.to, misere), abort.signal).then((index) => setHint({ ply, index }));
    }
    return () => abort.abort();
  }, [hints, personToMove, solution, session, playable, position, misere, moves, ply, valueOf]);
  const hintIndex = hints && hint?.ply === ply && hint.index >= 0 ? hint.index : null;
  const hintPattern = useMemo(() => {
    return hintIndex === null ? null : patternOf(playable, position, moves[hintIndex]);
  }, [hintIndex, playable, position, moves]);

  const keyIndex = personToMove && keyChoice?.ply === ply && keyChoice.index < moves.length ? keyChoice.index : null;
  const keyPattern = useMemo(
    () => (keyIndex === null ? null : patternOf(playable, position, moves[keyIndex])),
    [keyIndex, playable, position, moves],
  );

  const onTouch = (part: string, amount: number) => {
    const next = touch(chosen, part, amount);
    const index = moveToPlay(matcher!(next));
    if (index !== null) play(index);
    else setSelection({ ply, pattern: next });
  };

  const stopAuto = () => mode === 'auto' && setPaused(true);
  const gameMoves = useMemo(() => (p: unknown) => playable.moves(p, misere), [playable, misere]);
  const format = useMemo(() => (p: unknown) => playable.format(p), [playable]);
  const sayMove = useMemo(() => (from: unknown, label: string) => moveWords(name, from, label), [name]);
  const restartWith = (changes: Partial<PlayState>) =>
    (location.hash = hrefFor('play', stateParams({ ...initial, hints, moves: [], ...changes })));

  const value = valueOf(position);
  const remotenessKnown = solution !== null;
  const played = session.plies.slice(1).map((p, i) => {
    let move = movesOfPly.current.get(p);
    if (move === undefined) {
      const from = session.plies[i].position;
      const label = playable.moves(from, misere)[p.moveIndex!].label;
      move = { label, words: moveWords(name, from, label) };
      movesOfPly.current.set(p, move);
    }
    return move;
  });
  const playedMoves: PlayedMove[] = played.map((m, i) => ({
    by: names[seatToMove(session, i)],
    words: m.words,
    after: hints ? valueOf(session.plies[i + 1].position) : null,
  }));
  const points: HistoryPoint[] = session.plies.map((p, i) => {
    const v = valueOf(p.position);
    const from = i > 0 ? session.plies[i - 1].position : null;
    return {
      result: v.result,
      remoteness: v.remoteness,
      humanToMove: seats[i % 2] === 'human',
      mistake: from !== null && seats[(i - 1) % 2] === 'human' && throwsAwayWin(valueOf, from, p.position),
      move: i > 0 ? `${names[seatToMove(session, i - 1)]}: ${playedMoves[i - 1].words}` : 'the start',
    };
  });
  const won = stoppedDrawn ? null : winner(session, moves);
  const resultWords = stoppedDrawn
    ? 'A draw: stopped here (neither side can force a win).'
    : won === null
      ? ''
      : resultSentence(mode, names[won]);
  const drawOffered = !over && playable.mayDraw === true && value.result === 'draw';
  // Analyze reads normal play only, so a misère game offers no link there.
  const analyzeLink = misere ? null : hrefFor('analyze', { game: name, position: playable.format(position) });
  return (
    <>
      {replayed.error && (
        <div className="error" role="alert">
          {replayed.error}
        </div>
      )}
      <div className="panel">
        <KeyChooser
          ref={board}
          count={personToMove ? moves.length : 0}
          chosen={keyIndex}
          chosenWords={keyIndex === null ? null : moveWords(name, position, moves[keyIndex].label)}
          onChoose={(index) => setKeyChoice(index === null ? null : { ply, index })}
          onPlay={play}
        >
          <GamePicture
            game={name}
            playable={playable}
            start={start}
            position={position}
            hints={hints}
            misere={misere}
            moves={personToMove ? moves : []}
            onPlay={(move) => play(moves.indexOf(move))}
            hintIndex={hintIndex}
            hintPattern={hintPattern}
            selection={chosen.size === 0 && keyPattern ? keyPattern : chosen}
            onTouch={touchable ? onTouch : null}
            unit={unitOf(name)}
          />
        </KeyChooser>
        {touchable && chosen.size > 0 && (
          <TouchChoices
            name={name}
            position={position}
            moves={moves}
            match={matcher!(chosen)}
            hintIndex={hintIndex}
            onPlay={play}
            onClear={() => setSelection({ ply, pattern: new Map() })}
          />
        )}
        <p className="mono" data-testid="position">
          {playable.format(position)}
        </p>
        <div className="status-line">
          <div role="status" aria-live="polite" className="announce">
            {announcement && (
              <div className="last-move" data-testid="last-move">
                {announcement}
              </div>
            )}
            {over ? (
              <div
                className={`verdict ${stoppedDrawn ? 'draw' : mode !== 'computer' || names[won!] === 'you' ? 'win' : 'lose'}`}
                data-testid="result"
              >
                {resultWords}
              </div>
            ) : (
              <div className="verdict" data-testid="turn">
                {turnWords(mode, names[mover])}
              </div>
            )}
          </div>
          {hints && !over && (
            <div
              className={`verdict ${value.result === 'draw' ? 'draw' : value.result === 'win' ? 'win' : 'lose'}`}
              data-testid="status-value"
              data-result={value.result}
              data-remoteness={value.remoteness}
            >
              {statusWords(value, names[mover], remotenessKnown, solving)}{' '}
              <GlossaryLink term="remoteness">what is remoteness?</GlossaryLink>
            </div>
          )}
          {drawOffered && (
            <button
              type="button"
              className="secondary"
              data-testid="stop-draw"
              onClick={() => ((acted.current = true), stopAuto(), setDrawnAt(ply))}
            >
              Draw — stop here
            </button>
          )}
          {hintIndex !== null && (
            <div className="hint-line" data-testid="hint">
              hint: {moveWords(name, position, moves[hintIndex].label)}
            </div>
          )}
        </div>
        {personToMove && (
          <MoveList
            key={ply}
            name={name}
            playable={playable}
            position={position}
            moves={moves}
            hints={hints}
            valueOf={valueOf}
            remotenessKnown={remotenessKnown}
            onPlay={play}
          />
        )}
        <div className="switches">
          <button className="secondary" onClick={() => goTo(undo(session), 'Undone: back at')} disabled={!canUndo(session)}>
            Undo
          </button>
          <button className="secondary" onClick={() => goTo(redo(session), 'Redone: now at')} disabled={!canRedo(session)}>
            Redo
          </button>
          <button className="secondary" onClick={() => goTo(restart(session), 'The game starts again:')} disabled={ply === 0}>
            Restart
          </button>
          {mode === 'auto' && !over && (
            <button className="secondary" onClick={() => setPaused(!paused)}>
              {paused ? 'Resume' : 'Pause'}
            </button>
          )}
          <label className="check">
            <input type="checkbox" checked={hints} onChange={(e) => setHints(e.target.checked)} /> hints
          </label>
          {playable.supportsMisere && (
            <label className="check" title="switching starts a new game">
              <input type="checkbox" checked={misere} onChange={(e) => restartWith({ misere: e.target.checked })} /> misère (new game)
            </label>
          )}
          <label className="field">
            Players{' '}
            <select value={modeKey(initial)} onChange={(e) => restartWith(modeFromKey(e.target.value))}>
              <option value="me-first">you and the computer, you first</option>
              <option value="computer-first">you and the computer, it first</option>
              <option value="two">two players</option>
              <option value="auto">the computer against itself</option>
            </select>
          </label>
        </div>
        <h2 className="small-heading">Value history</h2>
        <ValueHistory
          points={points}
          hints={hints}
          remotenessKnown={remotenessKnown}
          onReturn={(p) => goTo(returnTo(session, p), 'Returned to')}
        />
        <PlayedMoves
          moves={playedMoves}
          current={ply}
          remotenessKnown={remotenessKnown}
          onReturn={(p) => goTo(returnTo(session, p), 'Returned to')}
        />
        {hints && !over && (
          <OptionTable
            moves={moves}
            say={(move) => moveWords(name, position, move.label)}
            valueOf={valueOf}
            remotenessKnown={remotenessKnown}
          />
        )}
        <GameTree
          position={position}
          moves={gameMoves}
          valueOf={valueOf}
          format={format}
          say={sayMove}
          remotenessKnown={remotenessKnown && hints}
        />
        {analyzeLink && (
          <p className="row">
            <a href={analyzeLink} data-testid="to-analyze">
              Analyze this position
            </a>
          </p>
        )}
        <MoveListTransfer
          game={name}
          startText={initial.position}
          labels={played.map((m) => m.label)}
          misere={misere}
          onLoad={(loaded) => (location.hash = hrefFor('play', stateParams({ ...initial, hints, ...loaded })))}
        />
      </div>
    </>
  );
}
