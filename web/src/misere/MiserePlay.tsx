import { useMemo, useState } from 'react';
import { analyzeByQuotient, heapGeneratorSystem, parseHeapGame, type HeapMove } from '../library';
import type { QuotientView } from './protocol';

/**
 * Misère play of a sum of heaps against the perfect opponent: the computer answers with a move
 * into the quotient's P-portion whenever one exists. The player with no move wins.
 */
export function MiserePlay({ game, view }: { game: string; view: QuotientView }) {
  const code = useMemo(() => parseHeapGame(game).code, [game]);
  const system = useMemo(() => heapGeneratorSystem(code), [code]);
  const largest = view.upTo;
  const [text, setText] = useState(() => [largest, Math.max(1, largest - 1), Math.max(1, Math.floor(largest / 2))].join(' '));
  const [heaps, setHeaps] = useState<number[] | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const optionsOf = (h: number) => (h > 0 ? system.heapOptions(h) : []);
  const hasMove = (position: number[]) => position.some((h) => optionsOf(h).length > 0);
  const apply = (position: number[], move: HeapMove) => position.flatMap((h, i) => (i === move.heap ? move.option.parts : [h]));
  const describe = (position: number[], move: HeapMove) =>
    `${position[move.heap]} → ${move.option.parts.length === 0 ? 'nothing' : move.option.parts.join(' + ')}`;

  const begin = () => {
    const words = text.trim().split(/\s+/).filter(Boolean).map(Number);
    if (words.length === 0 || words.some((h) => !Number.isInteger(h) || h < 1 || h > largest)) {
      setError(`heaps must be whole numbers from 1 to ${largest} (the quotient covers heaps ≤ ${largest})`);
      return;
    }
    setError(null);
    setHeaps(words);
    const outcome = analyzeByQuotient(code, view.quotient, words).outcome;
    setLog([
      `You move first in ${words.join(' + ')}: ${outcome === 'N' ? 'a winning position for you' : 'a losing position for you'} (the quotient says ${outcome}).`,
    ]);
  };

  const play = (move: HeapMove) => {
    if (!heaps) return;
    const after = apply(heaps, move);
    const lines = [`You: ${describe(heaps, move)}`];
    if (!hasMove(after)) {
      lines.push('The computer has no move: it wins (misère).');
      setHeaps(after);
      setLog((l) => [...l, ...lines]);
      return;
    }
    const reply = analyzeByQuotient(code, view.quotient, after);
    const answer = reply.winningMoves[0] ?? firstMove(after);
    const next = apply(after, answer);
    lines.push(
      `Computer: ${describe(after, answer)}${reply.winningMoves.length > 0 ? ' (into the P-portion)' : ' (it has no winning move)'}`,
    );
    if (!hasMove(next)) lines.push('You have no move: you win (misère).');
    setHeaps(next);
    setLog((l) => [...l, ...lines]);
  };

  const firstMove = (position: number[]): HeapMove => {
    const heap = position.findIndex((h) => optionsOf(h).length > 0);
    return { heap, option: optionsOf(position[heap])[0] };
  };

  return (
    <div data-testid="misere-play">
      <h3 className="subhead">Play misère {view.name} against the perfect opponent</h3>
      <div className="row">
        <label>
          heaps <input type="text" aria-label="misère heaps" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button onClick={begin}>Start</button>
      </div>
      {error && (
        <div className="error" role="alert">
          {error}
        </div>
      )}
      {heaps && (
        <div>
          <p data-testid="misere-position">Position: {heaps.filter((h) => h > 0).join(' + ') || '(no heaps)'}</p>
          {hasMove(heaps) && (
            <div className="row" role="group" aria-label="your moves">
              {heaps.flatMap((h, heap) =>
                [...new Map(optionsOf(h).map((option) => [option.parts.join('+'), option])).values()].map((option) => (
                  <button key={`${heap}:${option.parts.join('+')}`} className="secondary" onClick={() => play({ heap, option })}>
                    {describe(heaps, { heap, option })}
                  </button>
                )),
              )}
            </div>
          )}
          <ol data-testid="misere-log">
            {log.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
