import { useEffect, useMemo, useState } from 'react';
import { GamePicture } from '../components/GamePicture';
import { ValueHistory, type HistoryPoint } from '../components/ValueHistory';
import { builtInGames, perfectMove, solvePlay, type Playable, type PlaySolution, type PlayMove, type PlayValue } from '../library';
import { moveWords } from '../play/moveWords';
import { readState, stateParams, type PlayState } from '../play/playState';
import { hrefFor, replaceParams } from '../route';
import { usePageTitle } from '../usePageTitle';

/** One ply of the game: the position reached, the move (its index in the list) that led there, and whether it threw away a win. */
interface Ply {
  position: unknown;
  moveIndex: number | null;
  mistake: boolean;
}

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
    const words = positionText.trim().split(/\s+/).filter((w) => w.length > 0);
    return { name: definition.name, playable: definition.playable, start: definition.playable.parse(words) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Replays the moves of a link; stops (and says so) at the first move that is not legal. */
function replay(playable: Playable<unknown>, start: unknown, misere: boolean, moves: number[], valueOf: (p: unknown) => PlayValue): { plies: Ply[]; error?: string } {
  const plies: Ply[] = [{ position: start, moveIndex: null, mistake: false }];
  for (const index of moves) {
    const from = plies[plies.length - 1].position;
    const options = playable.moves(from, misere);
    if (!Number.isInteger(index) || index < 0 || index >= options.length) {
      return { plies, error: `the link's move ${plies.length} is not a legal move here; showing the game up to move ${plies.length - 1}` };
    }
    plies.push({ position: options[index].to, moveIndex: index, mistake: throwsAwayWin(valueOf, from, options[index].to) });
  }
  return { plies };
}

function throwsAwayWin(valueOf: (p: unknown) => PlayValue, from: unknown, to: unknown): boolean {
  const before = valueOf(from).result;
  const after = valueOf(to).result;
  return (before === 'win' && after !== 'lose') || (before === 'draw' && after === 'win');
}

/** Win / lose / draw with remoteness from the retrograde solution, or win / lose alone when the game is too large to solve whole. */
function valueFunction(playable: Playable<unknown>, misere: boolean, solution: PlaySolution<unknown> | null): (p: unknown) => PlayValue {
  if (solution) return (p) => solution.valueOf(p);
  return (p) => ({ result: playable.toMoveWins(p, misere) ? 'win' : 'lose', remoteness: -1 });
}

export function PlayPage({ params }: { params: URLSearchParams }) {
  const initial = useMemo(() => readState(params), [params]);
  const setup = useMemo(() => setUp(initial.game, initial.position), [initial]);
  usePageTitle(setup.name ? `Play ${setup.name}` : 'Play');
  if (setup.error || !setup.playable) {
    return (<section><h1>Play</h1><StartForm state={initial} /><div className="error" role="alert">{setup.error}</div></section>);
  }
  return <Game initial={initial} name={setup.name!} playable={setup.playable} start={setup.start} />;
}

function Game({ initial, name, playable, start }: { initial: PlayState; name: string; playable: Playable<unknown>; start: unknown }) {
  const solution = useMemo(() => solvePlay(playable, start, initial.misere), [playable, start, initial.misere]);
  // Without the whole solution a draw would look like a loss, so such a game is not offered.
  if (!solution && playable.mayDraw) {
    return (<section><h1>Play {name}</h1><StartForm state={initial} /><div className="error" role="alert">this game graph has too many positions to be played here (draws need the whole graph solved); analyze it instead</div></section>);
  }
  return <Match initial={initial} name={name} playable={playable} start={start} solution={solution} />;
}

function Match({ initial, name, playable, start, solution }: { initial: PlayState; name: string; playable: Playable<unknown>; start: unknown; solution: PlaySolution<unknown> | null }) {
  const { misere, computerFirst } = initial;
  const valueOf = useMemo(() => valueFunction(playable, misere, solution), [playable, misere, solution]);
  const replayed = useMemo(() => replay(playable, start, misere, initial.moves, valueOf), [playable, start, misere, initial.moves, valueOf]);
  const [plies, setPlies] = useState<Ply[]>(replayed.plies);
  const [hints, setHints] = useState(initial.hints);

  const current = plies[plies.length - 1];
  const humanToMove = (ply: number) => ply % 2 === (computerFirst ? 1 : 0);
  const moves: PlayMove<unknown>[] = playable.moves(current.position, misere);
  const over = moves.length === 0;
  const myTurn = humanToMove(plies.length - 1);

  // The URL always holds the exact moment, so a link reproduces it.
  useEffect(() => {
    replaceParams('play', stateParams({ ...initial, hints, moves: plies.slice(1).map((p) => p.moveIndex!) }));
  }, [initial, hints, plies]);

  // The computer answers as soon as it is its turn.
  useEffect(() => {
    if (over || myTurn) return;
    const timer = setTimeout(() => {
      const move = perfectMove(playable, current.position, misere, solution);
      const index = move ? playable.moves(current.position, misere).findIndex((m) => m.label === move.label) : -1;
      if (move) setPlies((ps) => [...ps, { position: move.to, moveIndex: index, mistake: false }]);
    }, 350);
    return () => clearTimeout(timer);
  }, [playable, over, myTurn, current, misere, solution]);

  const play = (move: PlayMove<unknown>) => {
    const index = moves.findIndex((m) => m.label === move.label);
    setPlies([...plies, { position: move.to, moveIndex: index, mistake: throwsAwayWin(valueOf, current.position, move.to) }]);
  };
  const firstHumanPly = computerFirst ? 1 : 0;
  const canUndo = plies.length - 1 > firstHumanPly;
  const undo = () => {
    // Back to the previous position where it was the human's turn (the computer's reply goes too).
    let ply = plies.length - 1;
    do ply--;
    while (ply > firstHumanPly && !humanToMove(ply));
    setPlies(plies.slice(0, ply + 1));
  };
  const restartWith = (changes: Partial<PlayState>) => (location.hash = hrefFor('play', stateParams({ ...initial, hints, moves: [], ...changes })));

  const value = valueOf(current.position);
  const remotenessKnown = solution !== null;
  const points: HistoryPoint[] = plies.map((ply, i) => {
    const v = valueOf(ply.position);
    return { result: v.result, remoteness: v.remoteness, humanToMove: humanToMove(i), mistake: ply.mistake };
  });
  // An ended game is won by whoever the game's rule says (the mover loses, except in misère play).
  const humanWon = over && myTurn === playable.toMoveWins(current.position, misere);
  return (
    <section>
      <h1>Play {name}{misere ? ' (misère)' : ''}</h1>
      <StartForm state={initial} />
      {replayed.error && <div className="error" role="alert">{replayed.error}</div>}
      <div className="panel">
        <GamePicture game={name} playable={playable} start={start} position={current.position} hints={hints} misere={misere} moves={!over && myTurn ? moves : []} onPlay={play} />
        <p className="mono" data-testid="position">{playable.format(current.position)}</p>
        <div className="status-line">
          {over ? (
            <div className={`verdict ${humanWon ? 'win' : 'lose'}`} data-testid="result">{humanWon ? 'You win!' : 'The computer wins.'}</div>
          ) : (
            <div className="verdict" data-testid="turn">{myTurn ? 'Your move' : 'The computer is thinking…'}</div>
          )}
          {hints && !over && (
            <div className={`verdict ${value.result === 'draw' ? 'draw' : (value.result === 'win') === myTurn ? 'win' : 'lose'}`} data-testid="status-value" data-result={value.result} data-remoteness={value.remoteness}>
              {statusWords(value, myTurn, remotenessKnown)}
            </div>
          )}
        </div>
        {!over && myTurn && (
          <div className="moves" data-testid="moves">
            {moves.map((move, i) => {
              const after = valueOf(move.to);
              // The move's value for the mover is the opposite of the position's for the opponent.
              const kind = after.result === 'lose' ? 'winning' : after.result === 'win' ? 'losing' : 'drawing';
              const words = moveWords(name, current.position, move.label);
              return (
                <button key={i} className={hints ? kind : ''} onClick={() => play(move)} title={`${move.label} → ${playable.format(move.to)}`} data-label={move.label} data-remoteness={hints ? after.remoteness : undefined}>
                  {words}
                  {hints && <span className="remoteness">{moveValueWords(after, remotenessKnown)}</span>}
                </button>
              );
            })}
          </div>
        )}
        <div className="switches">
          <label><input type="checkbox" checked={hints} onChange={(e) => setHints(e.target.checked)} /> hints</label>
          {playable.supportsMisere && (
            <label title="switching starts a new game"><input type="checkbox" checked={misere} onChange={(e) => restartWith({ misere: e.target.checked })} /> misère (new game)</label>
          )}
          <button className="secondary" onClick={undo} disabled={!canUndo}>Undo</button>
          <button className="secondary" onClick={() => restartWith({ computerFirst: !computerFirst })}>
            {computerFirst ? 'New game, I start' : 'New game, the computer starts'}
          </button>
        </div>
        <h2 className="small-heading">Value history</h2>
        <ValueHistory points={points} remotenessKnown={remotenessKnown} onReturn={(ply) => setPlies(plies.slice(0, ply + 1))} />
      </div>
    </section>
  );
}

function statusWords(value: PlayValue, myTurn: boolean, remotenessKnown: boolean): string {
  const who = myTurn ? 'you' : 'the computer';
  if (value.result === 'draw') return `a draw with perfect play (neither side can force a win)`;
  const wins = value.result === 'win';
  const inMoves = remotenessKnown ? ` in ${value.remoteness} move${value.remoteness === 1 ? '' : 's'}` : '';
  return `${who} ${wins ? (myTurn ? 'win' : 'wins') : myTurn ? 'lose' : 'loses'}${inMoves} (remoteness ${remotenessKnown ? value.remoteness : 'not known: too many positions'})`;
}

/** A move's value for the player making it: the game then lasts the remoteness after it, plus this move. */
function moveValueWords(after: PlayValue, remotenessKnown: boolean): string {
  if (after.result === 'draw') return '· draw';
  const verb = after.result === 'lose' ? 'win' : 'lose';
  return remotenessKnown ? `· ${verb} in ${after.remoteness + 1}` : `· ${verb}`;
}

function StartForm({ state }: { state: PlayState }) {
  const [form, setForm] = useState({ game: state.game, position: state.position });
  const start = () => (location.hash = hrefFor('play', stateParams({ ...state, ...form, moves: [] })));
  return (
    <div className="row">
      <input type="text" aria-label="game" value={form.game} onChange={(e) => setForm({ ...form, game: e.target.value })} />
      <input type="text" aria-label="position" value={form.position} onChange={(e) => setForm({ ...form, position: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && start()} />
      <button onClick={start}>New game</button>
    </div>
  );
}
