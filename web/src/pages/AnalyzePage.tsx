import { useState } from 'react';
import { builtInGames, type PositionReport } from '../library';
import { replaceParams } from '../route';
import { usePageTitle } from '../usePageTitle';

function analyzeOrError(game: string, position: string): { report?: PositionReport; error?: string } {
  try {
    const words = position.trim().split(/\s+/).filter((w) => w.length > 0);
    return { report: builtInGames.resolve(game).analyze(words) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export function AnalyzePage({ params }: { params: URLSearchParams }) {
  usePageTitle('Analyze');
  const [game, setGame] = useState(params.get('game') ?? 'nim');
  const [position, setPosition] = useState(params.get('position') ?? '3 4 5');
  const [shown, setShown] = useState(() => analyzeOrError(game, position));

  const run = () => {
    replaceParams('analyze', { game, position });
    setShown(analyzeOrError(game, position));
  };

  return (
    <section>
      <h1>Position analysis</h1>
      <div className="row">
        <input type="text" aria-label="game" value={game} onChange={(e) => setGame(e.target.value)} />
        <input type="text" aria-label="position" value={position} size={30} onChange={(e) => setPosition(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && run()} />
        <button onClick={run}>Analyze</button>
      </div>
      {shown.error && <div className="error" role="alert">{shown.error}</div>}
      {shown.report && <Report report={shown.report} />}
    </section>
  );
}

function Report({ report }: { report: PositionReport }) {
  const wins = report.outcome === 'N';
  return (
    <div className="panel" data-testid="report">
      <div className={`verdict ${wins ? 'win' : 'lose'}`}>
        {wins ? 'N-position: the player to move wins' : report.outcome === 'D' ? 'Draw: neither player can force a win' : 'P-position: the player to move loses'}
      </div>
      {report.components && report.components.length > 0 && (
        <table className="values">
          <thead><tr><th>component</th><th>value</th></tr></thead>
          <tbody>
            {report.components.map((c, i) => (
              <tr key={i}><td>{c.label}</td><td>{String(c.value)}</td></tr>
            ))}
            <tr><th>XOR</th><th>{String(report.grundy)}</th></tr>
          </tbody>
        </table>
      )}
      {report.grundy !== null && !report.components && <p>Grundy value: <b>{String(report.grundy)}</b></p>}
      <h3>Winning moves</h3>
      {report.winningMoves.length === 0 ? <p>none</p> : (
        <ul>{report.winningMoves.map((m, i) => <li key={i} className="mono">{m.move} → {m.to}</li>)}</ul>
      )}
      {report.explanation.length > 0 && (<><h3>Why</h3><ul>{report.explanation.map((line, i) => <li key={i}>{line}</li>)}</ul></>)}
    </div>
  );
}
