import { useEffect, useState } from 'react';
import { MoveList } from './MoveList';
import type { AnalyzeProgress, AnalyzeRequest, AnalyzeResult } from './protocol';
import type { PositionReport } from '../library';
import { GlossaryLink } from '../shell/GlossaryLink';
import { hrefFor, replaceParams } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';
import { TaskProgress } from '../worker/TaskProgress';
import { useWorkerTask } from '../worker/useWorkerTask';

const createWorker = () => new Worker(new URL('./analyze.worker.ts', import.meta.url), { type: 'module' });

/** Components listed in the value table; a longer sum shows the first ones and a count. */
const COMPONENTS_LISTED = 40;

export function AnalyzePage({ params }: { params: URLSearchParams }) {
  usePageTitle('Analyze');
  const [game, setGame] = useState(params.get('game') ?? 'nim');
  const [position, setPosition] = useState(params.get('position') ?? '3 4 5');
  const { state, start, cancel } = useWorkerTask<AnalyzeRequest, AnalyzeProgress, AnalyzeResult>(createWorker);

  // The position the report is of (the field may have been edited since).
  const [asked, setAsked] = useState(position);
  const run = () => {
    setAsked(position);
    replaceParams('analyze', { game, position });
    void start({ game, position });
  };
  // The position in the link (or the example) is analysed on arrival, in the worker like any other.
  useEffect(() => {
    void start({ game, position });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section>
      <h1>Position analysis</h1>
      <div className="row">
        <label className="field">
          Game <input type="text" value={game} onChange={(e) => setGame(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && run()} />
        </label>
        <label className="field">
          Position{' '}
          <input
            type="text"
            value={position}
            size={30}
            onChange={(e) => setPosition(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && run()}
          />
        </label>
        <button onClick={run} disabled={state.status === 'running'}>
          Analyze
        </button>
      </div>
      {state.status === 'running' && (
        <TaskProgress
          label="values computed"
          done={state.progress?.done}
          total={state.progress?.total}
          text={
            state.progress
              ? `computing values: ${state.progress.done.toLocaleString('en')} of ${state.progress.total.toLocaleString('en')}`
              : 'analysing…'
          }
          onCancel={cancel}
        />
      )}
      {state.status === 'error' && (
        <div className="error long-text" role="alert">
          {state.message}
        </div>
      )}
      {state.status === 'done' && (
        <Report report={state.result.report} name={state.result.name} title={state.result.title} position={asked} />
      )}
    </section>
  );
}

function Report({ report, name, title, position }: { report: PositionReport; name: string; title: string; position: string }) {
  const wins = report.outcome === 'N';
  const components = report.components ?? [];
  const label = (component: number) => components[component]?.label ?? `component ${component + 1}`;
  return (
    <div className="panel" data-testid="report">
      <h2 className="small-heading" data-testid="analyzed-game">
        {title}
        {title.toLowerCase().includes(name.toLowerCase()) ? '' : ` (${name})`}: {position}
      </h2>
      <p>
        <a href={hrefFor('play', { game: name, position })} data-testid="to-play">
          Play from this position
        </a>
      </p>
      <div className={`verdict ${wins ? 'win' : 'lose'}`}>
        {wins
          ? 'N-position: the player to move wins'
          : report.outcome === 'D'
            ? 'Draw: neither player can force a win'
            : 'P-position: the player to move loses'}
      </div>
      <p className="muted">
        <GlossaryLink term="p-position">What P- and N-positions are</GlossaryLink> ·{' '}
        <GlossaryLink term="nim-value">nim-value (Grundy value)</GlossaryLink>
      </p>
      {components.length > 0 && (
        <table className="values">
          <thead>
            <tr>
              <th>component</th>
              <th>value</th>
            </tr>
          </thead>
          <tbody>
            {components.slice(0, COMPONENTS_LISTED).map((c, i) => (
              <tr key={i}>
                <td>{c.label}</td>
                <td>{String(c.value)}</td>
              </tr>
            ))}
            {components.length > COMPONENTS_LISTED && (
              <tr>
                <td colSpan={2}>… and {(components.length - COMPONENTS_LISTED).toLocaleString('en')} more</td>
              </tr>
            )}
            <tr>
              <th>XOR</th>
              <th>{String(report.grundy)}</th>
            </tr>
          </tbody>
        </table>
      )}
      {report.grundy !== null && components.length === 0 && (
        <p>
          Grundy value: <b>{String(report.grundy)}</b>
        </p>
      )}
      <h2 className="small-heading">Winning moves</h2>
      <MoveList moves={report.winningMoves} componentLabel={(c) => `component ${c + 1}, ${label(c)}`} />
      {report.explanation.length > 0 && (
        <>
          <h2 className="small-heading">Why</h2>
          <ul>
            {report.explanation.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
