import { useState } from 'react';
import { evaluateNimberExpression } from '../library';
import { replaceParams } from '../route';
import { usePageTitle } from '../usePageTitle';

function evaluate(expression: string): { value?: string; reading?: string; error?: string } {
  try {
    const { value, reading } = evaluateNimberExpression(expression);
    return { value: value.toString(), reading };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The 16×16 nim-multiplication table, for the feel of the field. */
function ProductTable() {
  const size = 16;
  const rows = Array.from({ length: size }, (_, a) => Array.from({ length: size }, (_, b) => evaluateNimberExpression(`${a} * ${b}`).value.toString()));
  return (
    <table className="values" data-testid="product-table">
      <thead>
        <tr><th>⊗</th>{rows.map((_, b) => <th key={b}>{b}</th>)}</tr>
      </thead>
      <tbody>
        {rows.map((row, a) => (
          <tr key={a}><th>{a}</th>{row.map((v, b) => <td key={b}>{v}</td>)}</tr>
        ))}
      </tbody>
    </table>
  );
}

export function NimberPage({ params }: { params: URLSearchParams }) {
  usePageTitle('Nimbers');
  const [expression, setExpression] = useState(params.get('expr') ?? '8 * 8');
  const [result, setResult] = useState(() => evaluate(expression));
  const run = () => {
    replaceParams('nimber', { expr: expression });
    setResult(evaluate(expression));
  };
  return (
    <section>
      <h1>Nimber calculator</h1>
      <p>
        Nimbers are the non-negative integers with nim-addition (XOR) and nim-multiplication, a field of any size.
        Write <code>+</code> (nim-sum), <code>*</code> (nim-product), <code>/</code>, <code>a ^ e</code> (power), <code>inv a</code>, <code>sqrt a</code>.
      </p>
      <div className="row">
        <input type="text" aria-label="expression" size={40} value={expression} onChange={(e) => setExpression(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && run()} />
        <button onClick={run}>Evaluate</button>
      </div>
      {result.error && <div className="error" role="alert">{result.error}</div>}
      {result.value !== undefined && (
        <div className="panel">
          <div className="mono">{result.reading}</div>
          <div className="verdict mono" data-testid="nimber-value">= {result.value}</div>
        </div>
      )}
      <h2 className="small-heading">Nim-products below 16</h2>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="nim-products below 16, scrollable"><ProductTable /></div>
    </section>
  );
}
