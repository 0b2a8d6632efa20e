import { useMemo, useState } from 'react';
import { GlossaryLink } from '../shell/GlossaryLink';
import type { PartizanResult } from './protocol';
import { Thermograph } from './Thermograph';
import { thermographOf } from './thermographOf';

/** The outcome classes in words (Winning Ways ch. 1). */
export const OUTCOME_WORDS: Readonly<Record<PartizanResult['outcome'], string>> = {
  L: 'Left wins, whoever starts',
  R: 'Right wins, whoever starts',
  N: 'the first player (the one to move) wins',
  P: 'the second player wins (whoever moves first loses)',
};

/**
 * Beside the board: the position's value in CGSuite's notation and its outcome class, each
 * region's value, the thermograph of a chosen region, and the winning moves of both sides.
 */
export function AnalysisPanel({ result }: { result: PartizanResult }) {
  const [region, setRegion] = useState(0);
  const chosen = result.regions[Math.min(region, result.regions.length - 1)]!;
  const graph = useMemo(() => thermographOf(chosen.value), [chosen.value]);
  return (
    <div className="panel pz-analysis" data-testid="analysis">
      <p>
        <GlossaryLink term="value">Value</GlossaryLink>{' '}
        <span className="mono verdict" data-testid="value">
          {result.value}
        </span>
      </p>
      <p>
        <GlossaryLink term="outcome-class">Outcome class</GlossaryLink> <b data-testid="outcome">{result.outcome}</b>:{' '}
        {OUTCOME_WORDS[result.outcome]}.
      </p>
      <h2 className="small-heading">Regions</h2>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="regions and their values">
        <table className="values" data-testid="regions">
          <thead>
            <tr>
              <th scope="col">region</th>
              <th scope="col">value</th>
              <th scope="col">thermograph</th>
            </tr>
          </thead>
          <tbody>
            {result.regions.map((part, i) => (
              <tr key={i}>
                <td className="mono long-text">{part.position}</td>
                <td className="mono long-text" data-testid="region-value">
                  {part.value}
                </td>
                <td>
                  <button type="button" className="secondary" aria-pressed={i === region} onClick={() => setRegion(i)}>
                    Show {i + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="small-heading">Thermograph of region {Math.min(region, result.regions.length - 1) + 1}</h2>
      <p className="muted">
        Its walls are the scores Left and Right reach when every move pays a tax of t, the{' '}
        <GlossaryLink term="temperature">temperature</GlossaryLink>.
      </p>
      {graph === undefined ? (
        <p className="muted">This region&apos;s value is too long to draw here.</p>
      ) : (
        <Thermograph thermograph={graph} label={`thermograph of ${chosen.position}, value ${chosen.value}`} />
      )}
      <h2 className="small-heading">Winning moves</h2>
      <p data-testid="left-wins">
        Left moving first:{' '}
        {result.leftWins.length > 0 ? <span className="mono">{result.leftWins.join(', ')}</span> : 'none (Left loses moving first)'}
      </p>
      <p data-testid="right-wins">
        Right moving first:{' '}
        {result.rightWins.length > 0 ? <span className="mono">{result.rightWins.join(', ')}</span> : 'none (Right loses moving first)'}
      </p>
    </div>
  );
}
