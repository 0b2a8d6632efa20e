import { useEffect, useState } from 'react';
import { replaceParams } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';
import { TaskProgress } from '../worker/TaskProgress';
import { useWorkerTask } from '../worker/useWorkerTask';
import type { CgtRequest, CgtResult, TreeNode } from './cgt.worker';
import { ThermographSvg } from './ThermographSvg';

const createWorker = () => new Worker(new URL('./cgt.worker.ts', import.meta.url), { type: 'module' });

function Tree({ node }: { node: TreeNode }) {
  if (node.left.length === 0 && node.right.length === 0) return <span className="mono">{node.game}</span>;
  return (
    <details open>
      <summary className="mono">{node.game}</summary>
      <ul>
        {node.left.map((child, i) => (
          <li key={`l${i}`}>
            L: <Tree node={child} />
          </li>
        ))}
        {node.right.map((child, i) => (
          <li key={`r${i}`}>
            R: <Tree node={child} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Partizan games in CGSuite's notation: canonical form, properties, thermograph, game tree. */
export function CgtPage({ params }: { params: URLSearchParams }) {
  usePageTitle('Partizan games');
  const [expression, setExpression] = useState(params.get('expr') ?? '{3||2*|1*}');
  const [depth, setDepth] = useState(Number(params.get('depth') ?? '2'));
  const { state, start, cancel } = useWorkerTask<CgtRequest, never, CgtResult>(createWorker);
  const run = () => {
    replaceParams('cgt', { expr: expression, depth: String(depth) });
    void start({ expression, depth });
  };
  useEffect(() => {
    void start({ expression, depth });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const result = state.status === 'done' ? state.result : undefined;
  return (
    <section>
      <h1>Partizan games</h1>
      <p>
        Short games in CGSuite&apos;s notation: <code>{'{3||2|1}'}</code>, <code>+-1</code>, <code>^^*</code>, <code>Tiny(2)</code>, sums
        with <code>+</code> and <code>-</code>, comparisons such as <code>{'^ <> *'}</code>.
      </p>
      <div className="row">
        <input
          type="text"
          aria-label="game"
          size={40}
          value={expression}
          onChange={(e) => setExpression(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && run()}
        />
        <label>
          tree depth{' '}
          <input type="number" aria-label="tree depth" min={0} max={6} value={depth} onChange={(e) => setDepth(Number(e.target.value))} />
        </label>
        <button onClick={run}>Evaluate</button>
      </div>
      {state.status === 'running' && <TaskProgress label="evaluating" text="evaluating…" onCancel={cancel} />}
      {state.status === 'error' && (
        <div className="error long-text" role="alert">
          {state.message}
        </div>
      )}
      {result?.kind === 'truth' && (
        <div className="verdict mono" data-testid="cgt-truth">
          {String(result.value)}
        </div>
      )}
      {result?.kind === 'game' && (
        <div className="panel">
          <div className="verdict mono long-text" data-testid="cgt-canonical">
            {result.properties.CanonicalForm}
          </div>
          <ThermographSvg left={result.left} right={result.right} label={`thermograph: ${result.properties.Thermograph}`} />
          <div className="table-wrap" tabIndex={0} role="region" aria-label="properties">
            <table className="values" data-testid="cgt-properties">
              <tbody>
                {Object.entries(result.properties).map(([name, value]) => (
                  <tr key={name}>
                    <th>{name}</th>
                    <td className="mono long-text">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className="small-heading">Game tree</h2>
          <div data-testid="cgt-tree">
            <Tree node={result.tree} />
          </div>
        </div>
      )}
    </section>
  );
}
