import { useEffect, useRef, useState } from 'react';
import { MISERE_VIEW_LIMIT, type GenusCell, type MisereMessage, type QuotientView } from './protocol';
import { MiserePlay } from './MiserePlay';

type State =
  | { status: 'idle' }
  | { status: 'running'; cells: GenusCell[] | null; genusStopped: string | null }
  | { status: 'done'; cells: GenusCell[]; genusStopped: string | null; view: QuotientView }
  | { status: 'error'; message: string };

/**
 * Explore's misère view of a heap game: each heap's genus under the Grundy plot, the misère
 * quotient as a coloured multiplication table with its P-portion marked, and misère play against
 * the perfect opponent the quotient gives. Computed on demand in a worker (it can be slow).
 */
export function MisereView({ game, to }: { game: string; to: number }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const heaps = Math.max(1, Math.min(to, MISERE_VIEW_LIMIT));

  const start = () => {
    worker.current?.terminate();
    const w = new Worker(new URL('./misere.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    let cells: GenusCell[] | null = null;
    let genusStopped: string | null = null;
    setState({ status: 'running', cells: null, genusStopped: null });
    w.onmessage = (event: MessageEvent<MisereMessage>) => {
      const message = event.data;
      if (message.type === 'genus') {
        cells = message.cells;
        genusStopped = message.stopped;
        setState({ status: 'running', cells, genusStopped });
      } else if (message.type === 'quotient') {
        w.terminate();
        setState({ status: 'done', cells: cells ?? [], genusStopped, view: message.view });
      } else {
        w.terminate();
        setState({ status: 'error', message: message.message });
      }
    };
    w.postMessage({ game, to: heaps });
  };

  return (
    <div className="panel" data-testid="misere-view">
      <div className="row">
        <h2 className="small-heading">Misère play</h2>
        <span className="muted">(the player who moves last loses) — genus and misère quotient of heaps 0..{heaps}</span>
        <button className="secondary" onClick={start} disabled={state.status === 'running'}>
          {state.status === 'idle' ? 'Show misère view' : 'Recompute'}
        </button>
      </div>
      {state.status === 'running' && <p className="muted" role="status">computing…</p>}
      {state.status === 'error' && <div className="error" role="alert">{state.message}</div>}
      {(state.status === 'running' || state.status === 'done') && state.cells && <GenusRow cells={state.cells} stopped={state.genusStopped} />}
      {state.status === 'done' && (
        <>
          <QuotientTable view={state.view} />
          <MiserePlay game={game} view={state.view} />
        </>
      )}
    </div>
  );
}

const CLASS_COLOUR: Record<string, string> = { tame: '#d3f9d8', restive: '#fff3bf', wild: '#ffe3e3' };

function GenusRow({ cells, stopped }: { cells: GenusCell[]; stopped: string | null }) {
  return (
    <div>
      <h3>Genus per heap</h3>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="genus per heap, scrollable">
        <table className="values" data-testid="genus-row">
          <tbody>
            <tr><th scope="row">heap</th>{cells.map((c) => <td key={c.heap}>{c.heap}</td>)}</tr>
            <tr>
              <th scope="row">genus</th>
              {cells.map((c) => <td key={c.heap} style={{ background: CLASS_COLOUR[c.tameness] }} title={`${c.tameness}${c.nimHeap !== null ? `, equals the misère nim heap *${c.nimHeap}` : ''}`}>{c.genus}</td>)}
            </tr>
            <tr><th scope="row">class</th>{cells.map((c) => <td key={c.heap}>{c.tameness}</td>)}</tr>
          </tbody>
        </table>
      </div>
      <p className="muted">genus g^γ0γ1…: normal value g, misère values of G + n·*2 (the last two repeat). Green tame, yellow restive, red wild.{stopped ? ` ${stopped}.` : ''}</p>
    </div>
  );
}

function QuotientTable({ view }: { view: QuotientView }) {
  const { quotient: q, labels } = view;
  const colour = (x: number) => `hsl(${Math.round((360 * x) / q.order)} 70% 88%)`;
  const shown = q.order <= 48;
  return (
    <div>
      <h3>Misère quotient of heaps 1..{view.upTo}: order {q.order}</h3>
      <p className="muted" data-testid="quotient-summary">
        order {q.order}, P-portion {labels.filter((_, x) => q.losing[x]).join(', ')}; {view.stopped ? view.stopped : `last changed at heap ${view.lastChange}`}.
        Heap ↦ element: {q.generatorElement.map((x, g) => `${g + 1}↦${labels[x]}`).join('  ')}
      </p>
      {shown ? (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="multiplication table of the quotient, scrollable">
          <table className="values quotient" data-testid="quotient-table">
            <thead>
              <tr><th>·</th>{labels.map((l, y) => <th key={y} style={{ background: colour(y) }}>{l}{q.losing[y] ? ' (P)' : ''}</th>)}</tr>
            </thead>
            <tbody>
              {labels.map((l, x) => (
                <tr key={x}>
                  <th scope="row" style={{ background: colour(x) }}>{l}{q.losing[x] ? ' (P)' : ''}</th>
                  {labels.map((_, y) => {
                    const z = q.product[x * q.order + y];
                    return <td key={y} className={q.losing[z] ? 'p' : undefined} style={{ background: q.losing[z] ? undefined : colour(z) }}>{labels[z]}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">The table has {q.order}×{q.order} entries: use nimlab quotient --json for it.</p>
      )}
      <p className="muted">Each element is named by its shortest sum of heaps; cells of the P-portion (the mover loses) are marked red with bold text.</p>
    </div>
  );
}
