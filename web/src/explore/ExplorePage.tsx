import { useEffect, useState, type ReactNode } from 'react';
import { GameRuleLine } from '../components/GameIntro';
import { SequenceCanvas } from './SequenceCanvas';
import { ValueTable } from '../components/ValueTable';
import { describePeriod } from './describePeriod';
import { useSequenceDownload } from './download';
import { EXPLORE_LIMIT, type SequenceResult } from './protocol';
import { DEFAULT_STALL_SECONDS, useSequence } from './useSequence';
import { replaceParams } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';
import { MisereView } from '../misere/MisereView';
import { TaskProgress } from '../worker/TaskProgress';

/** A game module in the same format as a CLI module file (README, "Your own game"). */
const EXAMPLE_MODULE = `// Kayles: knock down one pin or two adjacent pins from a row
export function moves(n) {
  const options = [];
  for (const take of [1, 2])
    for (let left = 0; left + take <= n; left++) options.push({ sum: [left, n - take - left] });
  return options;
}`;

export function ExplorePage({ params }: { params: URLSearchParams }) {
  usePageTitle('Explore');
  const [mode, setMode] = useState<'game' | 'module'>(params.get('source') ? 'module' : 'game');
  const [game, setGame] = useState(params.get('game') ?? '0.77');
  const [source, setSource] = useState(params.get('source') ?? EXAMPLE_MODULE);
  const [to, setTo] = useState(params.get('to') ?? '200');
  const [stall, setStall] = useState(params.get('stall') ?? String(DEFAULT_STALL_SECONDS));
  const { state, start, cancel } = useSequence();
  // misere=1 (the misère census page's links): the misère view of the linked game opens by itself.
  const openMisere = params.get('misere') === '1';
  // What the shown result was computed from: the misère view follows it, not the inputs being edited.
  const [computed, setComputed] = useState<{ game: string; to: number } | null>(null);

  const compute = () => {
    const shared: Record<string, string> = mode === 'game' ? { game, to } : { source, to };
    if (stall !== String(DEFAULT_STALL_SECONDS)) shared.stall = stall;
    replaceParams('explore', shared);
    const seconds = Math.max(1, Number(stall) || DEFAULT_STALL_SECONDS);
    setComputed(mode === 'game' ? { game, to: Number(to) } : null);
    start(mode === 'game' ? { kind: 'game', game, to: Number(to) } : { kind: 'module', source, to: Number(to) }, seconds);
  };
  // A shared link computes at once.
  useEffect(() => {
    if (params.get('game') || params.get('source')) compute();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section>
      <h1>Explore a game's Grundy sequence</h1>
      <div className="row">
        <label>
          <input type="radio" name="explore-mode" checked={mode === 'game'} onChange={() => setMode('game')} /> a game code
        </label>
        <label>
          <input type="radio" name="explore-mode" checked={mode === 'module'} onChange={() => setMode('module')} /> my own function
        </label>
      </div>
      {mode === 'game' ? (
        <div className="row">
          <input
            type="text"
            aria-label="game code"
            value={game}
            onChange={(e) => setGame(e.target.value)}
            placeholder="0.77, 4!.0, S(1,3,4), allbut:1,2, lasker"
            onKeyDown={(e) => e.key === 'Enter' && compute()}
          />
          <span className="muted">take-and-break code (0.77, 0.07, 4!.0, 0.[3]), subtraction set S(1,3,4), or a heap game name</span>
        </div>
      ) : (
        <>
          <textarea aria-label="moves function" value={source} onChange={(e) => setSource(e.target.value)} spellCheck={false} />
          <span className="muted">
            a JavaScript module, as for the CLI: export function moves(n) returning options, each a heap size or {'{ sum: [a, b] }'}
          </span>
        </>
      )}
      <div className="row">
        <label>
          up to heap{' '}
          <input type="number" aria-label="up to" value={to} min={1} max={EXPLORE_LIMIT} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          stop after{' '}
          <input
            type="number"
            className="short"
            aria-label="seconds without progress"
            value={stall}
            min={1}
            onChange={(e) => setStall(e.target.value)}
          />{' '}
          s without progress
        </label>
        <button onClick={compute} disabled={state.status === 'running'}>
          Compute
        </button>
      </div>
      {state.status === 'running' && (
        <TaskProgress
          label="computed"
          done={state.progress?.done ?? 0}
          total={state.progress?.total ?? Number(to) + 1}
          text={`${(state.progress?.done ?? 0).toLocaleString('en')} / ${(state.progress?.total ?? Number(to) + 1).toLocaleString('en')}`}
          onCancel={cancel}
        />
      )}
      {state.status === 'error' && (
        <div className={`error long-text${state.message.includes('\n') ? ' mono' : ''}`} role="alert">
          {state.message}
        </div>
      )}
      {state.status === 'done' && (
        <SequenceView
          key={`${state.result.name}:${state.result.values.length}`}
          result={state.result}
          underPlot={
            computed ? (
              <MisereView
                key={computed.game}
                game={computed.game}
                to={computed.to}
                open={openMisere && computed.game === params.get('game')}
              />
            ) : null
          }
        />
      )}
    </section>
  );
}

/** `underPlot` (the misère view of a heap game) sits between the plot and the value table. */
function SequenceView({ result, underPlot }: { result: SequenceResult; underPlot: ReactNode }) {
  const { values, period, max, pCount, firstP } = result;
  // The summary shows at once; the plot and the table mount in a task of their own, so no single
  // task on the page's thread does all the work of a long sequence's arrival.
  const [ready, setReady] = useState(false);
  const file = useSequenceDownload();
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="panel">
      <GameRuleLine name={result.name} />
      <div className="verdict" data-testid="period">
        {result.name}: {describePeriod(period, values.length)}
      </div>
      <p data-testid="summary">
        largest value {max.value}, first at {result.unit} {max.at.toLocaleString('en')}; {pCount.toLocaleString('en')} P-position
        {pCount === 1 ? '' : 's'}
        {pCount <= firstP.length ? `: ${firstP.join(', ')}` : ` (the first: ${firstP.slice(0, 12).join(', ')}, …)`}
      </p>
      {ready && (
        <>
          <SequenceCanvas values={values} blocks={result.blocks} period={period} first={result.first} unit={result.unit} />
          {underPlot}
          <div className="row">
            <span>Download all values:</span>
            <button className="secondary" onClick={() => void file.download(result, 'csv')} disabled={file.state.status === 'running'}>
              CSV
            </button>
            <button className="secondary" onClick={() => void file.download(result, 'json')} disabled={file.state.status === 'running'}>
              JSON
            </button>
          </div>
          {file.state.status === 'running' && (
            <TaskProgress
              label="file written"
              done={file.state.progress ?? 0}
              total={values.length}
              text={`writing the file: ${(file.state.progress ?? 0).toLocaleString('en')} of ${values.length.toLocaleString('en')} values`}
              onCancel={file.cancel}
            />
          )}
          {file.state.status === 'error' && (
            <div className="error" role="alert">
              download: {file.state.message}
            </div>
          )}
          <ValueTable values={values} first={result.first} unit={result.unit} />
        </>
      )}
    </div>
  );
}
