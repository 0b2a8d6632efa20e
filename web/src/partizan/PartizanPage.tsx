import { useEffect, useMemo, useState } from 'react';
import { NimlabError, type Side } from '../library';
import { GlossaryLink } from '../shell/GlossaryLink';
import { replaceParams } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';
import { TaskProgress } from '../worker/TaskProgress';
import { useWorkerTask } from '../worker/useWorkerTask';
import { AnalysisPanel } from './AnalysisPanel';
import { boardFor } from './boards';
import { FamilyGallery } from './FamilyGallery';
import { PAGE_FAMILIES, pageFamily, positionWords } from './families';
import { GameStatus } from './GameStatus';
import './partizan.css';
import { canUndo, currentTurn, newGame, perfectMove, played, undone, type PartizanGame } from './playState';
import type { PartizanProgress, PartizanRequest, PartizanResult } from './protocol';
import { StartForm, type StartChoice } from './StartForm';

const createWorker = () => new Worker(new URL('./partizan.worker.ts', import.meta.url), { type: 'module' });

/** How long the perfect opponent waits before it moves, so the user sees the position it answers. */
const REPLY_DELAY_MS = 250;

const sideParam = (value: string | null): Side => (value === 'right' ? 'right' : 'left');

/**
 * The start the URL asks for (`#/partizan?game=…&position=…&start=left|right&as=left|right`); a
 * position the family cannot read gives its example instead, and the one line saying why.
 */
function startFromParams(params: URLSearchParams): { choice: StartChoice; error: string | null } {
  const family = pageFamily(params.get('game') ?? '') ?? PAGE_FAMILIES[0]!;
  const choice = {
    game: family.name,
    position: params.get('position') ?? family.example,
    start: sideParam(params.get('start')),
    user: sideParam(params.get('as')),
  };
  const error = parseError(choice);
  return { choice: error === null ? choice : { ...choice, position: family.example }, error };
}

/** Why the family cannot read the chosen position (its NimlabError's one line), or null. */
function parseError(choice: StartChoice): string | null {
  try {
    pageFamily(choice.game)!.parse(positionWords(choice.position));
    return null;
  } catch (error) {
    if (!(error instanceof NimlabError)) throw error;
    return error.message;
  }
}

/**
 * The partizan playground: pick a family, set a position, who starts and your side, and play the
 * perfect opponent on the family's board; beside it the value, the regions, a thermograph and the
 * winning moves, all computed in the worker for each position reached.
 */
export function PartizanPage({ params }: { params: URLSearchParams }) {
  usePageTitle('Partizan boards');
  const [fromUrl] = useState(() => startFromParams(params));
  const [choice, setChoice] = useState(fromUrl.choice);
  const [game, setGame] = useState<PartizanGame>(() => newGame(choice.game, choice.position, choice.start, choice.user));
  const [analysis, setAnalysis] = useState<{ game: PartizanGame; result: PartizanResult } | null>(null);
  const [hintFor, setHintFor] = useState<PartizanGame | null>(null);
  const [formError, setFormError] = useState<string | null>(fromUrl.error);
  const { state, start, cancel } = useWorkerTask<PartizanRequest, PartizanProgress, PartizanResult>(createWorker);
  const turn = currentTurn(game);
  const family = pageFamily(game.game)!;

  const value = () => {
    void start({ game: game.game, position: turn.position, mover: turn.mover }).then((result) => setAnalysis({ game, result }));
  };
  useEffect(() => {
    replaceParams('partizan', { game: game.game, position: turn.position, start: turn.mover, as: game.user });
    value();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each game state is valued once
  }, [game]);

  const result = analysis?.game === game ? analysis.result : undefined;
  const userToMove = turn.mover === game.user;
  // The perfect opponent answers once the position is valued.
  useEffect(() => {
    if (result === undefined || userToMove) return;
    const reply = perfectMove(result);
    if (reply === undefined) return;
    const timer = window.setTimeout(() => setGame(played(game, result, reply)), REPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [result, userToMove, game]);

  const position = useMemo(() => family.parse(positionWords(turn.position)), [family, turn.position]);
  const begin = (next: StartChoice) => {
    const error = parseError(next);
    setFormError(error);
    if (error !== null) return;
    setChoice(next);
    setGame(newGame(next.game, next.position, next.start, next.user));
  };
  const pick = (name: string) => begin({ ...choice, game: name, position: pageFamily(name)!.example });
  const Board = boardFor(game.game);
  const moves = result?.moves.map((move) => move.label) ?? [];
  const hint = hintFor === game && result !== undefined ? perfectHint(result) : undefined;
  return (
    <section>
      <h1>Partizan boards</h1>
      <p>
        Play a partizan game against a perfect opponent: Left and Right have different moves, and whoever cannot move loses. Beside the
        board, the position&apos;s <GlossaryLink term="value">value</GlossaryLink> and{' '}
        <GlossaryLink term="outcome-class">outcome class</GlossaryLink>, its regions and a{' '}
        <GlossaryLink term="temperature">thermograph</GlossaryLink>.
      </p>
      <FamilyGallery families={PAGE_FAMILIES} current={game.game} onPick={pick} />
      <StartForm key={`${choice.game}|${choice.position}`} families={PAGE_FAMILIES} initial={choice} onStart={begin} />
      {formError !== null && (
        <div className="error long-text" role="alert">
          {formError}
        </div>
      )}
      <p className="muted card-rule" data-testid="family-summary">
        <b>{family.title}</b>: {family.summary} <span className="muted">({family.citation})</span>
      </p>
      <div className="pz-layout">
        <div className="pz-play">
          <GameStatus game={game} result={result} valuing={state.status === 'running'} />
          <Board
            key={`${game.game}#${game.turns.length}`}
            position={position}
            mover={turn.mover}
            moves={moves}
            disabled={result === undefined || !userToMove || moves.length === 0}
            hint={hint?.label}
            onMove={(label) => result && setGame(played(game, result, label))}
          />
          <div className="row">
            <button type="button" className="secondary" disabled={!canUndo(game)} onClick={() => setGame(undone(game))}>
              Undo
            </button>
            <button
              type="button"
              className="secondary"
              disabled={result === undefined || !userToMove || moves.length === 0}
              onClick={() => setHintFor(game)}
            >
              Hint
            </button>
            <span className="muted" data-testid="hint-words">
              {hint === undefined ? '' : hint.label === undefined ? hint.words : `Hint: ${hint.label} (${hint.words})`}
            </span>
          </div>
          {state.status === 'running' && (
            <TaskProgress
              label="valuing"
              text={`valuing… ${state.progress === null ? '' : `${state.progress.valued.toLocaleString('en')} positions`}`}
              onCancel={cancel}
            />
          )}
          {state.status === 'error' && (
            <div className="error long-text" role="alert" data-testid="task-error">
              {state.message === 'cancelled' ? 'Cancelled: this position was not valued.' : state.message}{' '}
              <button type="button" className="secondary" onClick={value}>
                Value again
              </button>
            </div>
          )}
        </div>
        {result !== undefined && <AnalysisPanel key={result.position} result={result} />}
      </div>
    </section>
  );
}

/** The hint for the side to move: its first winning move, or why there is none. */
function perfectHint(result: PartizanResult): { label?: string; words: string } {
  const winning = result.mover === 'left' ? result.leftWins : result.rightWins;
  if (winning.length > 0) return { label: winning[0], words: `a winning move; ${winning.length} of ${result.moves.length} moves win` };
  return { words: 'no move wins here against perfect play: every move loses' };
}
