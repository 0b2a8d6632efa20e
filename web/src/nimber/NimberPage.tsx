import { useEffect, useState } from 'react';
import { evaluateNimberExpression } from '../library';
import type { NimberResult } from './nimber.worker';
import { replaceParams } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';
import { TaskProgress } from '../worker/TaskProgress';
import { useWorkerTask } from '../worker/useWorkerTask';

const createWorker = () => new Worker(new URL('./nimber.worker.ts', import.meta.url), { type: 'module' });

/** The 16×16 nim-multiplication table, for the feel of the field. */
function ProductTable() {
  const size = 16;
  const rows = Array.from({ length: size }, (_, a) =>
    Array.from({ length: size }, (_, b) => evaluateNimberExpression(`${a} * ${b}`).value.toString()),
  );
  return (
    <table className="values" data-testid="product-table">
      <thead>
        <tr>
          <th>⊗</th>
          {rows.map((_, b) => (
            <th key={b}>{b}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, a) => (
          <tr key={a}>
            <th>{a}</th>
            {row.map((v, b) => (
              <td key={b}>{v}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function NimberPage({ params }: { params: URLSearchParams }) {
  usePageTitle('Nimbers');
  const [expression, setExpression] = useState(params.get('expr') ?? '8 * 8');
  const { state, start, cancel } = useWorkerTask<string, never, NimberResult>(createWorker);
  const run = () => {
    replaceParams('nimber', { expr: expression });
    void start(expression);
  };
  useEffect(() => {
    void start(expression);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section>
      <h1>Nimber calculator</h1>
      <p>
        Nimbers are the non-negative integers with nim-addition (XOR) and nim-multiplication, a field of any size. Write <code>+</code>{' '}
        (nim-sum), <code>*</code> (nim-product), <code>/</code>, <code>a ^ e</code> (power), <code>inv a</code>, <code>sqrt a</code>, and{' '}
        <code>a ugly b</code> (the ugly product ⊠ of <i>Winning Ways</i> ch. 14).
      </p>
      <div className="row">
        <input
          type="text"
          aria-label="expression"
          size={40}
          value={expression}
          onChange={(e) => setExpression(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && run()}
        />
        <button onClick={run}>Evaluate</button>
      </div>
      {state.status === 'running' && <TaskProgress label="evaluating" text="evaluating…" onCancel={cancel} />}
      {state.status === 'error' && (
        <div className="error long-text" role="alert">
          {state.message}
        </div>
      )}
      {state.status === 'done' && (
        <div className="panel">
          <div className="mono long-text">{state.result.reading}</div>
          <div className="verdict mono long-text" data-testid="nimber-value">
            = {state.result.value}
          </div>
        </div>
      )}
      <h2 className="small-heading">Nim-products below 16</h2>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="nim-products below 16, scrollable">
        <ProductTable />
      </div>
    </section>
  );
}
