import { useEffect, useMemo, useState } from 'react';
import { GamePicture } from '../components/GamePicture';
import { builtInGames, perfectMove, type Playable, type PlayMove } from '../library';
import { hrefFor } from '../route';

/** One ply of the game: the position reached, who moved, and whether that move threw away a win. */
interface Ply {
  position: unknown;
  byHuman: boolean | null;
  mistake: boolean;
}

function setUp(game: string, positionText: string): { name?: string; playable?: Playable<unknown>; start?: unknown; error?: string } {
  try {
    const definition = builtInGames.resolve(game);
    if (!definition.playable) return { error: `game '${definition.name}' cannot be played move by move yet` };
    const words = positionText.trim().split(/\s+/).filter((w) => w.length > 0);
    return { name: definition.name, playable: definition.playable, start: definition.playable.parse(words) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export function PlayPage({ params }: { params: URLSearchParams }) {
  const game = params.get('game') ?? 'nim';
  const positionText = params.get('position') ?? '3 4 5';
  const computerFirst = params.get('first') === 'computer';
  const [misere, setMisere] = useState(params.get('misere') === '1');
  const setup = useMemo(() => setUp(game, positionText), [game, positionText]);
  const [plies, setPlies] = useState<Ply[]>(() => [{ position: setup.start, byHuman: null, mistake: false }]);
  const [hints, setHints] = useState(false);
  const [form, setForm] = useState({ game, position: positionText });

  const playable = setup.playable;
  const current = plies[plies.length - 1];
  const humanToMove = (plies.length - 1) % 2 === (computerFirst ? 1 : 0);
  const moves: PlayMove<unknown>[] = playable ? playable.moves(current.position, misere) : [];
  const over = playable !== undefined && moves.length === 0;

  // The computer answers as soon as it is its turn.
  useEffect(() => {
    if (!playable || over || humanToMove) return;
    const timer = setTimeout(() => {
      const move = perfectMove(playable, current.position, misere);
      if (move) setPlies((ps) => [...ps, { position: move.to, byHuman: false, mistake: false }]);
    }, 350);
    return () => clearTimeout(timer);
  }, [playable, over, humanToMove, current, misere]);

  if (setup.error || !playable) {
    return (<section><h1>Play</h1><StartForm form={form} setForm={setForm} /><div className="error" role="alert">{setup.error}</div></section>);
  }

  const play = (move: PlayMove<unknown>) => {
    const wasWinning = playable.toMoveWins(current.position, misere);
    const nowLosing = playable.toMoveWins(move.to, misere);
    setPlies([...plies, { position: move.to, byHuman: true, mistake: wasWinning && nowLosing }]);
  };
  const firstHumanPly = computerFirst ? 1 : 0;
  const isHumanTurn = (ply: number) => ply % 2 === firstHumanPly;
  const canUndo = plies.length - 1 > firstHumanPly;
  const undo = () => {
    // Back to the previous position where it was the human's turn (the computer's reply goes too).
    let ply = plies.length - 1;
    do ply--;
    while (ply > firstHumanPly && !isHumanTurn(ply));
    setPlies(plies.slice(0, ply + 1));
  };

  const toMoveWins = playable.toMoveWins(current.position, misere);
  // An ended game is won by whoever the game's rule says (the mover loses, except in misère play).
  const humanWon = over && humanToMove === toMoveWins;
  return (
    <section>
      <h1>Play {game}</h1>
      <StartForm form={form} setForm={setForm} />
      <div className="panel">
        <GamePicture game={setup.name ?? game} playable={playable} start={plies[0].position} position={current.position} hints={hints} misere={misere} moves={!over && humanToMove ? moves : []} onPlay={play} />
        <p className="mono" data-testid="position">{playable.format(current.position)}</p>
        {over ? (
          <div className={`verdict ${humanWon ? 'win' : 'lose'}`} data-testid="result">{humanWon ? 'You win!' : 'The computer wins.'}</div>
        ) : (
          <div className="verdict" data-testid="turn">
            {humanToMove ? 'Your move' : 'The computer is thinking…'}
            {hints && <span className={toMoveWins === humanToMove ? 'win' : 'lose'}> — {toMoveWins ? 'the player to move wins' : 'the player to move loses'}</span>}
          </div>
        )}
        {!over && humanToMove && (
          <div className="moves" data-testid="moves">
            {moves.map((move, i) => {
              const winning = !playable.toMoveWins(move.to, misere);
              return (
                <button key={i} className={hints ? (winning ? 'winning' : 'losing') : ''} onClick={() => play(move)} title={playable.format(move.to)}>
                  {move.label}
                </button>
              );
            })}
          </div>
        )}
        <div className="row" style={{ marginTop: '0.8rem' }}>
          <label><input type="checkbox" checked={hints} onChange={(e) => setHints(e.target.checked)} /> hints</label>
          {playable.supportsMisere && (
            <label><input type="checkbox" checked={misere} onChange={(e) => setMisere(e.target.checked)} /> misère</label>
          )}
          <button className="secondary" onClick={undo} disabled={!canUndo}>Undo</button>
          <a href={hrefFor('play', { game, position: positionText, first: computerFirst ? 'me' : 'computer' })}>
            {computerFirst ? 'let me start' : 'let the computer start'}
          </a>
        </div>
        <HistoryStrip plies={plies} playable={playable} misere={misere} computerFirst={computerFirst} />
      </div>
    </section>
  );
}

/** After each ply: who was winning (green: you, red: the computer); a ring marks a thrown-away win. */
function HistoryStrip({ plies, playable, misere, computerFirst }: { plies: Ply[]; playable: Playable<unknown>; misere: boolean; computerFirst: boolean }) {
  return (
    <div className="strip" data-testid="history" aria-label="who was winning after each move">
      {plies.map((ply, i) => {
        const humanToMove = i % 2 === (computerFirst ? 1 : 0);
        const moverWins = playable.toMoveWins(ply.position, misere);
        const humanWinning = moverWins === humanToMove;
        return <span key={i} className={`${humanWinning ? 'you' : 'them'} ${ply.mistake ? 'mistake' : ''}`} title={ply.mistake ? 'mistake: this move gave away the win' : ''}>{i}</span>;
      })}
    </div>
  );
}

function StartForm({ form, setForm }: { form: { game: string; position: string }; setForm: (f: { game: string; position: string }) => void }) {
  const start = () => (location.hash = hrefFor('play', form));
  return (
    <div className="row">
      <input type="text" aria-label="game" value={form.game} onChange={(e) => setForm({ ...form, game: e.target.value })} />
      <input type="text" aria-label="position" value={form.position} onChange={(e) => setForm({ ...form, position: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && start()} />
      <button onClick={start}>New game</button>
    </div>
  );
}
