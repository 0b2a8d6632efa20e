import { useEffect, useMemo, useState } from 'react';
import { GameIntro, titleOf } from '../components/GameIntro';
import { GamePicture, isHeaps } from '../components/GamePicture';
import { fitsHeapBoard } from '../components/HeapBoard';
import { ValueHistory, type HistoryPoint } from '../components/ValueHistory';
import {
  builtInGames,
  canRedo,
  canUndo,
  currentPosition,
  legalMoves,
  movesPlayed,
  newSession,
  perfectMoveIndex,
  PlaySolver,
  playMove,
  redo,
  replayMoves,
  restart,
  returnTo,
  seatToMove,
  undo,
  winner,
  type Playable,
  type PlayMove,
  type PlaySession,
  type PlaySolution,
  type PlayValue,
  type Seat,
} from '../library';
import { FLAT_MOVE_LIMIT, GROUP_PAGE, groupMoves } from './moveGroups';
import { moveWords } from './moveWords';
import { readState, stateParams, type PlayMode, type PlayState } from './playState';
import { findIndexInSlices } from './scan';
import {
  gridPattern,
  heapPattern,
  matchRowLabels,
  matchSelection,
  moveToPlay,
  rowPattern,
  touch,
  type Pattern,
  type SelectionMatch,
} from '../components/touch';
import { hrefFor, replaceParams } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';

/**
 * A start with more moves than this is not solved whole (remoteness stays unknown): exploring even
 * one of its positions takes long, and the search limit in solvePlay is reached within a few.
 */
const SOLVE_START_MOVE_LIMIT = 2000;
/** Moves explored per step of the solver between two yields to the page. */
const SOLVE_STEP = 2500;

interface Setup {
  name?: string;
  playable?: Playable<unknown>;
  start?: unknown;
  error?: string;
}

function setUp(game: string, positionText: string): Setup {
  try {
    const definition = builtInGames.resolve(game);
    if (!definition.playable) return { error: `game '${definition.name}' cannot be played move by move` };
    const words = positionText
      .trim()
      .split(/\s+/)
      .filter((w) => w.length > 0);
    return { name: definition.name, playable: definition.playable, start: definition.playable.parse(words) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export function PlayPage({ params }: { params: URLSearchParams }) {
  const initial = useMemo(() => readState(params), [params]);
  const setup = useMemo(() => setUp(initial.game, initial.position), [initial]);
  usePageTitle(setup.name ? `Play ${titleOf(setup.name)}` : 'Play');
  if (setup.error || !setup.playable) {
    return (
      <section>
        <h1>Play</h1>
        <StartForm state={initial} />
        <div className="error" role="alert">
          {setup.error}
        </div>
      </section>
    );
  }
  return <Game initial={initial} name={setup.name!} playable={setup.playable} start={setup.start} />;
}

type SolveState = 'working' | 'solved' | 'too-large';

/** The whole game solved in steps between frames (remoteness of every position), or null while working or when too large. */
function useSolution(
  playable: Playable<unknown>,
  start: unknown,
  misere: boolean,
): { solution: PlaySolution<unknown> | null; state: SolveState } {
  const [result, setResult] = useState<{ solution: PlaySolution<unknown> | null; state: SolveState }>({ solution: null, state: 'working' });
  useEffect(() => {
    if (playable.moves(start, misere).length > SOLVE_START_MOVE_LIMIT) {
      setResult({ solution: null, state: 'too-large' });
      return;
    }
    const solver = new PlaySolver(playable, start, misere);
    let timer = 0;
    const step = () => {
      const state = solver.advance(SOLVE_STEP);
      if (state === 'working') timer = window.setTimeout(step, 0);
      else setResult({ solution: solver.solution, state });
    };
    step();
    return () => clearTimeout(timer);
  }, [playable, start, misere]);
  return result;
}

function Game({ initial, name, playable, start }: { initial: PlayState; name: string; playable: Playable<unknown>; start: unknown }) {
  const { solution, state } = useSolution(playable, start, initial.misere);
  const intro = <GameIntro name={name} prefix="" suffix={initial.misere ? ' (misère)' : ''} />;
  // Without the whole solution a draw would look like a loss, so such a game waits for it.
  if (playable.mayDraw && state !== 'solved') {
    return (
      <section>
        {intro}
        <StartForm state={initial} />
        {state === 'working' ? (
          <p className="muted" role="status">
            solving the game graph…
          </p>
        ) : (
          <div className="error" role="alert">
            this game graph has too many positions to be played here (draws need the whole graph solved); analyze it instead
          </div>
        )}
      </section>
    );
  }
  return (
    <section>
      {intro}
      <StartForm state={initial} />
      <Match initial={initial} name={name} playable={playable} start={start} solution={solution} solving={state === 'working'} />
    </section>
  );
}

function seatsOf({ mode, computerFirst }: PlayState): [Seat, Seat] {
  if (mode === 'two') return ['human', 'human'];
  if (mode === 'auto') return ['computer', 'computer'];
  return computerFirst ? ['computer', 'human'] : ['human', 'computer'];
}

/** What the page calls the player in each seat. */
function seatNames({ mode, computerFirst }: PlayState): [string, string] {
  if (mode === 'two') return ['player 1', 'player 2'];
  if (mode === 'auto') return ['computer 1', 'computer 2'];
  return computerFirst ? ['the computer', 'you'] : ['you', 'the computer'];
}

function throwsAwayWin(valueOf: (p: unknown) => PlayValue, from: unknown, to: unknown): boolean {
  const before = valueOf(from).result;
  const after = valueOf(to).result;
  return (before === 'win' && after !== 'lose') || (before === 'draw' && after === 'win');
}

/** Win / lose / draw with remoteness from the solution, or win / lose alone from the fast solver while it is not known. */
function valueFunction(playable: Playable<unknown>, misere: boolean, solution: PlaySolution<unknown> | null): (p: unknown) => PlayValue {
  if (solution) return (p) => solution.valueOf(p);
  return (p) => ({ result: playable.toMoveWins(p, misere) ? 'win' : 'lose', remoteness: -1 });
}

function unitOf(name: string): string {
  const family = name.split(':')[0];
  return family === 'staircase' ? 'step' : family === 'northcott' ? 'row' : 'heap';
}

/** What a move changes in the picture, when the picture can be touched (heaps drawn stone by stone, coins). */
function patternOf(playable: Playable<unknown>, position: unknown, move: PlayMove<unknown>): Pattern | null {
  const kind = playable.picture?.kind;
  if (kind === 'coin-row') return rowPattern(position as string, move.to as string);
  if (kind === 'coin-grid') return gridPattern(position as string[], move.to as string[]);
  if (!kind && isHeaps(position) && fitsHeapBoard(position)) return heapPattern(position, move.label);
  return null;
}

type Matcher = (selection: Pattern) => SelectionMatch;

/**
 * Which moves agree with what has been touched, or null when the picture cannot be touched. A coin
 * row is matched by its labels (ten thousand moves, no pattern each); other pictures build each
 * move's pattern at the first touch.
 */
function touchMatcher(playable: Playable<unknown>, position: unknown, moves: PlayMove<unknown>[]): Matcher | null {
  const picture = playable.picture;
  if (picture?.kind === 'coin-row') return (selection) => matchRowLabels(moves, picture.firstCoin, selection);
  if (picture?.kind !== 'coin-grid' && !(!picture && isHeaps(position) && fitsHeapBoard(position))) return null;
  let patterns: (Pattern | null)[] | null = null;
  return (selection) => matchSelection((patterns ??= moves.map((m) => patternOf(playable, position, m))), selection);
}

function Match({
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

  const position = currentPosition(session);
  const ply = session.plies.length - 1;
  const moves = useMemo(() => legalMoves(session), [session]);
  const over = moves.length === 0;
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

  const play = (index: number) => {
    const move = moves[index];
    setAnnouncement(`${capitalize(names[mover])}: ${moveWords(name, position, move.label)}.`);
    setSession(playMove(session, index, moves));
  };

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
        setSession((s) => (s.plies.length - 1 === ply ? playMove(s, index, moves) : s));
      },
      mode === 'auto' ? 700 : 350,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [over, seats, mover, paused, solution, session, playable, position, misere, moves, ply, mode, name, names]);

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

  const onTouch = (part: string, amount: number) => {
    const next = touch(chosen, part, amount);
    const index = moveToPlay(matcher!(next));
    if (index !== null) play(index);
    else setSelection({ ply, pattern: next });
  };

  const stopAuto = () => mode === 'auto' && setPaused(true);
  const restartWith = (changes: Partial<PlayState>) =>
    (location.hash = hrefFor('play', stateParams({ ...initial, hints, moves: [], ...changes })));

  const value = valueOf(position);
  const remotenessKnown = solution !== null;
  const points: HistoryPoint[] = session.plies.map((p, i) => {
    const v = valueOf(p.position);
    const from = i > 0 ? session.plies[i - 1].position : null;
    return {
      result: v.result,
      remoteness: v.remoteness,
      humanToMove: seats[i % 2] === 'human',
      mistake: from !== null && seats[(i - 1) % 2] === 'human' && throwsAwayWin(valueOf, from, p.position),
    };
  });
  const won = winner(session, moves);
  const resultWords = won === null ? '' : resultSentence(mode, names[won]);
  return (
    <>
      {replayed.error && (
        <div className="error" role="alert">
          {replayed.error}
        </div>
      )}
      <div className="panel">
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
          selection={chosen}
          onTouch={touchable ? onTouch : null}
          unit={unitOf(name)}
        />
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
              <div className={`verdict ${mode !== 'computer' || names[won!] === 'you' ? 'win' : 'lose'}`} data-testid="result">
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
              {statusWords(value, names[mover], remotenessKnown, solving)}
            </div>
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
          <button className="secondary" onClick={() => (stopAuto(), setSession(undo(session)))} disabled={!canUndo(session)}>
            Undo
          </button>
          <button className="secondary" onClick={() => (stopAuto(), setSession(redo(session)))} disabled={!canRedo(session)}>
            Redo
          </button>
          <button
            className="secondary"
            onClick={() => (stopAuto(), setSession(restart(session)), setAnnouncement('The game starts again.'))}
            disabled={ply === 0}
          >
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
          onReturn={(p) => (stopAuto(), setSession(returnTo(session, p)))}
        />
      </div>
    </>
  );
}

function modeKey({ mode, computerFirst }: PlayState): string {
  return mode === 'computer' ? (computerFirst ? 'computer-first' : 'me-first') : mode;
}

function modeFromKey(key: string): Partial<PlayState> {
  if (key === 'computer-first') return { mode: 'computer', computerFirst: true };
  if (key === 'me-first') return { mode: 'computer', computerFirst: false };
  return { mode: key as PlayMode, computerFirst: false };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function turnWords(mode: PlayMode, name: string): string {
  if (mode === 'computer') return name === 'you' ? 'Your move' : 'The computer is thinking…';
  return `${capitalize(name)} to move`;
}

function resultSentence(mode: PlayMode, winnerName: string): string {
  if (mode === 'computer') return winnerName === 'you' ? 'You win!' : 'The computer wins.';
  return `${capitalize(winnerName)} wins.`;
}

function statusWords(value: PlayValue, name: string, remotenessKnown: boolean, solving: boolean): string {
  if (value.result === 'draw') return `a draw with perfect play (neither side can force a win)`;
  const you = name === 'you';
  const verb = value.result === 'win' ? (you ? 'win' : 'wins') : you ? 'lose' : 'loses';
  const inMoves = remotenessKnown ? ` in ${value.remoteness} move${value.remoteness === 1 ? '' : 's'}` : '';
  const remoteness = remotenessKnown ? value.remoteness : solving ? 'being worked out' : 'not known: too many positions';
  return `${name} ${verb}${inMoves} with perfect play (remoteness ${remoteness})`;
}

/** A move's value for the player making it: the game then lasts the remoteness after it, plus this move. */
function moveValueWords(after: PlayValue, remotenessKnown: boolean): string {
  if (after.result === 'draw') return '· draw';
  const verb = after.result === 'lose' ? 'win' : 'lose';
  return remotenessKnown ? `· ${verb} in ${after.remoteness + 1}` : `· ${verb}`;
}

interface MoveListProps {
  name: string;
  playable: Playable<unknown>;
  position: unknown;
  moves: PlayMove<unknown>[];
  hints: boolean;
  valueOf(p: unknown): PlayValue;
  remotenessKnown: boolean;
  onPlay(index: number): void;
}

/**
 * Every move as a button, for keyboards and screen readers. A long list is grouped (by heap, by
 * coin) behind buttons that open a group, and a group shows GROUP_PAGE moves at a time, so a
 * position with ten thousand moves renders a few dozen buttons.
 */
function MoveList(props: MoveListProps) {
  const { moves } = props;
  const groups = useMemo(() => (moves.length > FLAT_MOVE_LIMIT ? groupMoves(moves, unitOf(props.name)) : null), [moves, props.name]);
  const [open, setOpen] = useState<Record<string, number>>({});
  if (!groups) {
    return (
      <div className="moves" data-testid="moves">
        {moves.map((_, i) => (
          <MoveButton key={i} index={i} {...props} />
        ))}
      </div>
    );
  }
  return (
    <div className="move-groups" data-testid="moves">
      <p className="muted">{moves.length} moves, grouped: open a group to see its moves.</p>
      {groups.map((group) => {
        const shown = open[group.key] ?? 0;
        return (
          <div className="move-group" key={group.key}>
            <button
              className="secondary group-toggle"
              aria-expanded={shown > 0}
              onClick={() => setOpen({ ...open, [group.key]: shown > 0 ? 0 : GROUP_PAGE })}
            >
              {group.title} · {group.indices.length} move{group.indices.length === 1 ? '' : 's'}
            </button>
            {shown > 0 && (
              <div className="moves">
                {group.indices.slice(0, shown).map((i) => (
                  <MoveButton key={i} index={i} {...props} />
                ))}
                {shown < group.indices.length && (
                  <button className="secondary" onClick={() => setOpen({ ...open, [group.key]: shown + GROUP_PAGE })}>
                    show {Math.min(GROUP_PAGE, group.indices.length - shown)} more
                  </button>
                )}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

function MoveButton({
  index,
  name,
  playable,
  position,
  moves,
  hints,
  valueOf,
  remotenessKnown,
  onPlay,
}: MoveListProps & { index: number }) {
  const move = moves[index];
  const after = hints ? valueOf(move.to) : null;
  // The move's value for the mover is the opposite of the position's for the opponent.
  const kind = !after ? '' : after.result === 'lose' ? 'winning' : after.result === 'win' ? 'losing' : 'drawing';
  return (
    <button
      className={kind}
      onClick={() => onPlay(index)}
      title={`${move.label} → ${playable.format(move.to)}`}
      data-label={move.label}
      data-remoteness={after ? after.remoteness : undefined}
    >
      {moveWords(name, position, move.label)}
      {after && <span className="remoteness">{moveValueWords(after, remotenessKnown)}</span>}
    </button>
  );
}

/** After touching part of a move: the moves that are exactly what was touched, or why none is. */
function TouchChoices({
  name,
  position,
  moves,
  match,
  hintIndex,
  onPlay,
  onClear,
}: {
  name: string;
  hintIndex: number | null;
  position: unknown;
  moves: PlayMove<unknown>[];
  match: SelectionMatch;
  onPlay(index: number): void;
  onClear(): void;
}) {
  return (
    <div className="touch-choices" data-testid="touch-choices">
      {match.candidates.length === 0 && <p>No move takes exactly that here.</p>}
      {match.exact.length > 0 && (
        <p>
          {match.exact.length === 1 ? 'Play this move' : 'Choose how the move ends'}
          {match.candidates.length > match.exact.length ? ', or touch more to make a larger move' : ''}:
        </p>
      )}
      {match.exact.length === 0 && match.candidates.length > 0 && (
        <p>Touch more to complete the move ({match.candidates.length} moves include this).</p>
      )}
      <div className="moves touch-moves">
        {match.exact.slice(0, 24).map((i) => (
          <button
            key={i}
            className={i === hintIndex ? 'winning' : ''}
            onClick={() => onPlay(i)}
            data-testid="touch-move"
            data-hint={i === hintIndex ? 'true' : undefined}
          >
            {moveWords(name, position, moves[i].label)}
          </button>
        ))}
        <button className="secondary" onClick={onClear}>
          Clear
        </button>
      </div>
    </div>
  );
}

function StartForm({ state }: { state: PlayState }) {
  const [form, setForm] = useState({ game: state.game, position: state.position });
  return (
    <form
      className="row start-form"
      onSubmit={(e) => {
        e.preventDefault();
        location.hash = hrefFor('play', stateParams({ ...state, ...form, moves: [] }));
      }}
    >
      <label className="field">
        Game <input type="text" name="game" value={form.game} onChange={(e) => setForm({ ...form, game: e.target.value })} />
      </label>
      <label className="field">
        Position{' '}
        <input type="text" name="position" value={form.position} onChange={(e) => setForm({ ...form, position: e.target.value })} />
      </label>
      <button type="submit">New game</button>
    </form>
  );
}
