import { useEffect } from 'react';
import { useWorkerTask } from '../worker/useWorkerTask';
import { TaskProgress } from '../worker/TaskProgress';
import {
  MISERE_VIEW_LIMIT,
  type GenusCell,
  type MisereProgress,
  type MisereRequest,
  type MisereResult,
  type QuotientView,
} from './protocol';
import { MiserePlay } from './MiserePlay';

const createWorker = () => new Worker(new URL('./misere.worker.ts', import.meta.url), { type: 'module' });

/**
 * Explore's misère view of a heap game: each heap's genus under the Grundy plot, the misère
 * quotient with its presentation, heap ↦ element map and coloured multiplication table, and misère
 * play against the perfect opponent the quotient gives. Computed on demand in a worker, with
 * progress and Cancel. It shows the game it was given (the one Explore computed), not the inputs.
 * `open` starts it at once (a link with misere=1, as the misère census page gives).
 */
export function MisereView({ game, to, open = false }: { game: string; to: number; open?: boolean }) {
  const { state, start, cancel } = useWorkerTask<MisereRequest, MisereProgress, MisereResult>(createWorker);
  const heaps = Math.max(1, Math.min(to, MISERE_VIEW_LIMIT));
  useEffect(() => {
    if (open) void start({ game, to: heaps });
    // Only when the view first appears: a later click is the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const progress = state.status === 'running' ? state.progress : null;
  const cells = state.status === 'done' ? state.result.cells : progress?.cells;
  const genusStopped = state.status === 'done' ? state.result.genusStopped : (progress?.genusStopped ?? null);

  return (
    <div className="panel" data-testid="misere-view">
      <div className="row">
        <h2 className="small-heading">Misère play of {game}</h2>
        <span className="muted">(the player who moves last loses) — genus and misère quotient of heaps 0..{heaps}</span>
        <button className="secondary" onClick={() => void start({ game, to: heaps })} disabled={state.status === 'running'}>
          {state.status === 'idle' ? 'Show misère view' : 'Recompute'}
        </button>
      </div>
      {state.status === 'running' && (
        <TaskProgress
          label="misère view computed"
          done={progress?.quotient ? progress.quotient.heap : (progress?.cells.length ?? 0)}
          total={heaps + (progress?.quotient ? 0 : 1)}
          text={describeProgress(progress, heaps)}
          onCancel={cancel}
        />
      )}
      {state.status === 'error' && (
        <div className="error long-text" role="alert">
          misère view: {state.message}
        </div>
      )}
      {cells && cells.length > 0 && <GenusRow cells={cells} stopped={genusStopped} />}
      {state.status === 'done' && (
        <>
          <QuotientSection view={state.result.view} />
          <MiserePlay game={game} view={state.result.view} />
        </>
      )}
    </div>
  );
}

function describeProgress(progress: MisereProgress | null, heaps: number): string {
  if (!progress) return 'starting…';
  if (!progress.quotient) return `genus: heap ${progress.cells.length} of ${heaps}…`;
  const { heap, order } = progress.quotient;
  return heap === 0 ? 'quotient: heap 1…' : `quotient: heaps 1..${heap} of ${heaps} done, order ${order}; heap ${heap + 1}…`;
}

const CLASS_COLOUR: Record<string, string> = {
  tame: '#d3f9d8',
  tameable: '#e6fcf5',
  restive: '#fff3bf',
  restless: '#ffe8cc',
  wild: '#ffe3e3',
};

function GenusRow({ cells, stopped }: { cells: GenusCell[]; stopped: string | null }) {
  return (
    <div>
      <h3>Genus per heap</h3>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="genus per heap, scrollable">
        <table className="values" data-testid="genus-row">
          <tbody>
            <tr>
              <th scope="row">heap</th>
              {cells.map((c) => (
                <td key={c.heap}>{c.heap}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">genus</th>
              {cells.map((c) => (
                <td
                  key={c.heap}
                  style={{ background: CLASS_COLOUR[c.family] }}
                  title={`${c.phylum}${c.nimHeap !== null ? `, equals the misère nim heap *${c.nimHeap}` : ''}`}
                >
                  {c.genus}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">phylum</th>
              {cells.map((c) => (
                <td key={c.heap}>{c.phylum}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className="muted">
        genus as CGSuite prints it: g alone for a nim heap, g^γ0 for a tame or restive game, else g^γ0γ1… (normal value g, misère values of
        G + n·*2; the last two repeat). Phyla as Hoey classifies them in CGSuite. Green tame, pale green tameable, yellow restive, orange
        restless, red wild.{stopped ? ` ${stopped}.` : ''}
      </p>
    </div>
  );
}

/**
 * Element colours: the identity white, the others spread over hues 45°–270° (yellow, green, blue,
 * violet), away from the red that marks the P-portion.
 */
export function elementColour(x: number, order: number): string {
  if (x === 0) return '#ffffff';
  return `hsl(${Math.round(45 + (225 * (x - 1)) / Math.max(1, order - 2))} 65% 88%)`;
}

/** Products shown as a table up to this order; beyond, the presentation and map say it all. */
const TABLE_LIMIT = 48;

function QuotientSection({ view }: { view: QuotientView }) {
  const { quotient: q, presentation: p } = view;
  const pPortion = p.names.filter((_, x) => q.losing[x]);
  const status = view.solved
    ? `solved: period ${view.solved.period}, preperiod ${view.solved.preperiod} — the quotient of all heaps (periodicity theorem)`
    : view.stopped
      ? view.stopped
      : `quotient of heaps 1..${view.upTo}; last changed at heap ${view.lastChange} (not proven for larger heaps)`;
  return (
    <div>
      <h3 className="subhead">
        Misère quotient of heaps 1..{view.upTo}: order {q.order}, |P| = {pPortion.length}
      </h3>
      <p data-testid="quotient-status" className={view.solved ? 'win' : 'muted'}>
        {status}
      </p>
      <p className="mono long-text" data-testid="quotient-presentation">
        Q = ⟨{p.generators.map((g) => g.letter).join(', ')} |{' '}
        {p.relations.length === 0 ? '—' : p.relations.map((r) => `${r.left} = ${r.right}`).join(', ')}⟩
      </p>
      <p className="mono long-text" data-testid="quotient-summary">
        order {q.order}; P = {'{'}
        {pPortion.join(', ')}
        {'}'}
      </p>
      <HeapMap view={view} />
      {q.order <= TABLE_LIMIT ? (
        <ProductTable view={view} />
      ) : (
        <p className="muted">
          The table has {q.order}×{q.order} entries: use nimlab quotient --json for it.
        </p>
      )}
      <p className="muted">
        Generators {p.generators.map((g) => `${g.letter} = heap ${g.heap}`).join(', ')}; every element is named by its shortest word in them
        (1 is the empty sum). Cells of the P-portion (the mover loses) are red with bold text; other colours tell elements apart.
      </p>
    </div>
  );
}

/** Heap ↦ element, one column per heap, generators marked. */
function HeapMap({ view }: { view: QuotientView }) {
  const { quotient: q, presentation: p } = view;
  const generatorHeaps = new Map(p.generators.map((g) => [g.heap, g.letter]));
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="heap to element map">
      <table className="values" data-testid="heap-map">
        <tbody>
          <tr>
            <th scope="row">heap</th>
            {p.heapElements.map((_, h) => (
              <td key={h}>{h + 1}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">element</th>
            {p.heapElements.map((x, h) => (
              <td
                key={h}
                className={q.losing[x] ? 'p' : undefined}
                style={{ background: q.losing[x] ? undefined : elementColour(x, q.order) }}
                title={generatorHeaps.has(h + 1) ? `generator ${generatorHeaps.get(h + 1)}` : undefined}
              >
                {generatorHeaps.has(h + 1) ? <u>{p.names[x]}</u> : p.names[x]}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function ProductTable({ view }: { view: QuotientView }) {
  const { quotient: q, presentation: p } = view;
  const names = p.names;
  const mark = (x: number) => (q.losing[x] ? ' (P)' : '');
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="multiplication table">
      <table className="values quotient" data-testid="quotient-table">
        <thead>
          <tr>
            <th>·</th>
            {names.map((l, y) => (
              <th key={y} style={{ background: elementColour(y, q.order) }}>
                {l}
                {mark(y)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {names.map((l, x) => (
            <tr key={x}>
              <th scope="row" style={{ background: elementColour(x, q.order) }}>
                {l}
                {mark(x)}
              </th>
              {names.map((_, y) => {
                const z = q.product[x * q.order + y];
                return (
                  <td
                    key={y}
                    className={q.losing[z] ? 'p' : undefined}
                    style={{ background: q.losing[z] ? undefined : elementColour(z, q.order) }}
                  >
                    {names[z]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
