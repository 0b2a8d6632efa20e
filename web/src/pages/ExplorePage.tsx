import { useEffect, useState } from 'react';
import { SequencePlot } from '../components/SequencePlot';
import type { PeriodReport } from '../explore/protocol';
import { useSequence } from '../explore/useSequence';
import { replaceParams } from '../route';

/** A game module in the same format as a CLI module file (README, "Your own game"). */
const EXAMPLE_MODULE = `// Kayles: knock down one pin or two adjacent pins from a row
export function moves(n) {
  const options = [];
  for (const take of [1, 2])
    for (let left = 0; left + take <= n; left++) options.push({ sum: [left, n - take - left] });
  return options;
}`;

function describePeriod(period: PeriodReport | null, length: number): string {
  if (!period) return `no pattern found up to ${length - 1}`;
  const shape = period.saltus === 0 ? `period ${period.period}` : `arithmetic period ${period.period} with saltus ${period.saltus}`;
  return `${shape}, preperiod ${period.preperiod} — ${period.proven ? 'proven (periodicity theorem)' : `observed up to ${length - 1}, not proven`}`;
}

export function ExplorePage({ params }: { params: URLSearchParams }) {
  const [mode, setMode] = useState<'game' | 'module'>(params.get('source') ? 'module' : 'game');
  const [game, setGame] = useState(params.get('game') ?? '0.77');
  const [source, setSource] = useState(params.get('source') ?? EXAMPLE_MODULE);
  const [to, setTo] = useState(params.get('to') ?? '200');
  const { state, start, cancel } = useSequence();

  const compute = () => {
    replaceParams('explore', mode === 'game' ? { game, to } : { source, to });
    start(mode === 'game' ? { kind: 'game', game, to: Number(to) } : { kind: 'module', source, to: Number(to) });
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
        <label><input type="radio" checked={mode === 'game'} onChange={() => setMode('game')} /> a game code</label>
        <label><input type="radio" checked={mode === 'module'} onChange={() => setMode('module')} /> my own function</label>
      </div>
      {mode === 'game' ? (
        <div className="row">
          <input type="text" aria-label="game code" value={game} onChange={(e) => setGame(e.target.value)} placeholder="0.77, 4!.0, S(1,3,4), allbut:1,2, lasker" onKeyDown={(e) => e.key === 'Enter' && compute()} />
          <span className="muted">take-and-break code (0.77, 0.07, 4!.0, 0.[3]), subtraction set S(1,3,4), or a heap game name</span>
        </div>
      ) : (
        <>
          <textarea aria-label="moves function" value={source} onChange={(e) => setSource(e.target.value)} spellCheck={false} />
          <span className="muted">a JavaScript module, as for the CLI: export function moves(n) returning options, each a heap size or {'{ sum: [a, b] }'}</span>
        </>
      )}
      <div className="row">
        <label>up to heap <input type="number" aria-label="up to" value={to} min={1} onChange={(e) => setTo(e.target.value)} /></label>
        <button onClick={compute} disabled={state.status === 'running'}>Compute</button>
        {state.status === 'running' && (
          <>
            <div className="progress" role="progressbar" aria-valuenow={state.done} aria-valuemax={state.total}><div style={{ width: `${(100 * state.done) / state.total}%` }} /></div>
            <button className="secondary" onClick={cancel}>Cancel</button>
          </>
        )}
      </div>
      {state.status === 'error' && <div className="error" role="alert">{state.message}</div>}
      {state.status === 'done' && <SequenceResult result={state.result} />}
    </section>
  );
}

function SequenceResult({ result }: { result: { name: string; values: number[]; period: PeriodReport | null; max: { value: number; at: number } } }) {
  const { values, period, max } = result;
  const pPositions = values.flatMap((v, n) => (v === 0 ? [n] : []));
  return (
    <div className="panel">
      <div className="verdict" data-testid="period">{result.name}: {describePeriod(period, values.length)}</div>
      <p>largest value {max.value}, first at heap {max.at}; {pPositions.length} P-positions{pPositions.length <= 40 ? `: ${pPositions.join(', ')}` : ''}</p>
      <SequencePlot values={values} period={period} />
      <ValueTable values={values.slice(0, 1000)} />
    </div>
  );
}

function ValueTable({ values }: { values: number[] }) {
  const rows = [];
  for (let start = 0; start < values.length; start += 10) rows.push(values.slice(start, start + 10));
  return (
    <table className="values" data-testid="values">
      <thead><tr><th>n</th>{Array.from({ length: 10 }, (_, i) => <th key={i}>+{i}</th>)}</tr></thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}><th>{r * 10}</th>{row.map((v, i) => <td key={i} className={v === 0 ? 'p' : ''}>{v}</td>)}</tr>
        ))}
      </tbody>
    </table>
  );
}
