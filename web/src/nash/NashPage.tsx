import { useEffect, useState } from 'react';
import { MATRIX_CLASSICS, type NashMethod } from '../library';
import { hrefFor, replaceParams } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';
import { TaskProgress } from '../worker/TaskProgress';
import { useWorkerTask } from '../worker/useWorkerTask';
import { BestResponseSvg } from './BestResponseSvg';
import type { NashProgress, NashRequest, NashResult } from './nash.worker';

const createWorker = () => new Worker(new URL('./nash.worker.ts', import.meta.url), { type: 'module' });

const METHODS: { value: NashMethod | ''; label: string }[] = [
  { value: '', label: 'default (vertex enumeration)' },
  { value: 'vertex', label: 'vertex enumeration' },
  { value: 'support', label: 'support enumeration' },
  { value: 'lemke', label: 'Lemke–Howson' },
  { value: 'lp', label: 'exact simplex (zero-sum)' },
  { value: 'pure', label: 'pure equilibria' },
];

const COVERAGE: Record<string, string> = {
  all: 'every equilibrium',
  extreme: 'the extreme equilibria; the set is not finite (every mixture within a convex set below is an equilibrium)',
  'all if nondegenerate': 'every equilibrium if the game is nondegenerate',
  some: 'not necessarily every equilibrium',
  pure: 'every pure equilibrium',
};

/** `Fight 2/3, Ballet 1/3`: the strategies played with positive probability, exact. */
function mixText(strategy: string[], names: string[]): string {
  return strategy.flatMap((p, s) => (p === '0' ? [] : [`${names[s]} ${p}`])).join(', ');
}

/** The row player's probability of the first row, as a number, for marking the picture. */
function firstRowShare(probability: string): number {
  const [n, d] = probability.split('/');
  return Number(n) / Number(d ?? '1');
}

/** Games without turns: a payoff matrix typed or picked, its equilibria exactly, a best-response picture for 2 × n. */
export function NashPage({ params }: { params: URLSearchParams }) {
  usePageTitle('Nash equilibria');
  const [game, setGame] = useState(params.get('g') ?? '3 0 | 3 5\n5 1 | 0 1');
  const [method, setMethod] = useState<NashMethod | ''>((params.get('method') as NashMethod | null) ?? '');
  const { state, start, cancel } = useWorkerTask<NashRequest, NashProgress, NashResult>(createWorker);
  const solve = (text = game) => {
    const shared = { g: text, ...(method === '' ? {} : { method }) };
    replaceParams('nash', shared);
    void start({ game: text, ...(method === '' ? {} : { method }) });
  };
  useEffect(() => {
    solve();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const result = state.status === 'done' ? state.result : undefined;
  const progress = state.status === 'running' ? state.progress : undefined;
  const shareHref = hrefFor('nash', { g: game, ...(method === '' ? {} : { method }) });
  return (
    <section>
      <h1>Nash equilibria</h1>
      <p>
        Type a payoff matrix, one row per line: numbers (integers, decimals, fractions) for a zero-sum game (the row player&apos;s payoffs),
        or <code>a1 a2 | b1 b2</code> rows for both players&apos;. Or pick a classic. Every equilibrium is exact and checked: no player
        gains by any pure deviation.
      </p>
      <div className="row">
        <label>
          classic{' '}
          <select
            aria-label="classic"
            value=""
            onChange={(e) => {
              if (e.target.value === '') return;
              setGame(e.target.value);
              solve(e.target.value);
            }}
          >
            <option value="">pick a classic…</option>
            {MATRIX_CLASSICS.map((c) => (
              <option key={c.name} value={c.name === 'blotto' ? 'blotto:4,3' : c.name}>
                {c.name === 'blotto' ? 'blotto:4,3' : c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          method{' '}
          <select aria-label="method" value={method} onChange={(e) => setMethod(e.target.value as NashMethod | '')}>
            {METHODS.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <textarea aria-label="payoff matrix" rows={5} cols={40} value={game} onChange={(e) => setGame(e.target.value)} spellCheck={false} />
      <div className="row">
        <button onClick={() => solve()}>Solve</button>
        <a href={shareHref} data-testid="share-link" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44 }}>
          share link
        </a>
      </div>
      {state.status === 'running' && (
        <TaskProgress
          label="solving"
          done={progress && progress.total > 0 ? progress.done : undefined}
          total={progress && progress.total > 0 ? progress.total : undefined}
          text={progress ? `${progress.done} steps done` : 'solving…'}
          onCancel={cancel}
        />
      )}
      {state.status === 'error' && (
        <div className="error long-text" role="alert">
          {state.message}
        </div>
      )}
      {result && (
        <div className="panel" data-testid="nash-result">
          <p>
            {result.title}: {result.strategyNames.map((names) => names.length).join(' × ')} strategies{result.zeroSum ? ', zero-sum' : ''}
          </p>
          {result.value !== undefined && (
            <p className="verdict mono" data-testid="nash-value">
              value {result.value} ({result.valuePath})
            </p>
          )}
          {result.dominance.length > 0 && (
            <p>
              Strictly dominated, removed in turn:{' '}
              {result.dominance
                .map(
                  ({ player, removed, by }) =>
                    `${result.playerNames[player]}: ${result.strategyNames[player][removed]} (by ${result.strategyNames[player][by]})`,
                )
                .join('; ')}
            </p>
          )}
          <h2 className="small-heading">
            {result.equilibria.length} equilibri{result.equilibria.length === 1 ? 'um' : 'a'} (
            {COVERAGE[result.coverage] ?? result.coverage})
          </h2>
          <ol data-testid="nash-equilibria">
            {result.equilibria.map((e, k) => (
              <li key={k} className="mono long-text">
                {e.strategies.map((s, player) => `${result.playerNames[player]}: ${mixText(s, result.strategyNames[player])}`).join(' | ')}{' '}
                | payoffs {e.payoffs.join(', ')}
              </li>
            ))}
          </ol>
          {result.coverage === 'extreme' && result.convexSets && (
            <p data-testid="nash-convex-sets">
              Maximal convex sets of equilibria: {result.convexSets.map((set) => `{${set.map((k) => k + 1).join(', ')}}`).join(' ')}
            </p>
          )}
          {result.columnLines && (
            <>
              <h2 className="small-heading">Best responses (p: the row player&apos;s probability of {result.strategyNames[0][0]})</h2>
              <BestResponseSvg
                lines={result.columnLines}
                marks={result.equilibria.map((e) => firstRowShare(e.strategies[0][0]))}
                label={`${result.playerNames[1]}'s payoff from each strategy against p, and its best response (the upper envelope)`}
              />
            </>
          )}
        </div>
      )}
    </section>
  );
}
