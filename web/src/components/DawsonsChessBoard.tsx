import type { PlayMove } from '../library';

/**
 * Dawson's Chess (0.137; Berlekamp, Conway and Guy, Winning Ways, ch. 4) on its board: each heap
 * of n is a 3 × n stretch of files with a white pawn facing a black pawn on every file, stretches
 * apart by an empty file. Pushing the pawn on a file forces the captures that clear that file and
 * its neighbours, so touching it plays the heap move that removes those files: what is left on
 * either side stays in play as one or two heaps.
 */
export function DawsonsChessBoard({
  heaps,
  moves,
  hintLabel,
  onPlay,
}: {
  heaps: readonly number[];
  /** The moves the player may make now (empty while the computer moves). */
  moves: PlayMove<unknown>[];
  hintLabel: string | null;
  onPlay(move: PlayMove<unknown>): void;
}) {
  const byKey = new Map(moves.map((m) => [keyOfLabel(m.label), m]));
  const hintKey = hintLabel === null ? null : keyOfLabel(hintLabel);
  return (
    <figure className="picture" data-testid="dawsons-chess-board">
      <div className="dawson-board" tabIndex={0} role="group" aria-label={`Dawson's Chess: ${heaps.join(', ')} files of facing pawns`}>
        {heaps.map((files, i) => (
          <div className="dawson-stretch" key={i} data-testid="dawson-stretch">
            {[0, 1, 2].map((rank) => (
              <div className="dawson-rank" key={rank}>
                {Array.from({ length: files }, (_, f) => {
                  const key = keyOfTouch(i + 1, files, f + 1);
                  const move = rank === 2 ? byKey.get(key) : undefined;
                  const pawn = rank === 0 ? '♟' : rank === 2 ? '♙' : '';
                  const cls = `square${(f + rank) % 2 ? ' dark' : ''}${move && key === hintKey ? ' ringed' : ''}`;
                  if (!move)
                    return (
                      <span key={f} className={cls} aria-hidden={pawn ? undefined : true}>
                        {pawn}
                      </span>
                    );
                  return (
                    <button
                      key={f}
                      type="button"
                      className={`${cls} target`}
                      data-testid="dawson-pawn"
                      aria-label={`heap ${i + 1}, file ${f + 1}: push this pawn (clears files ${Math.max(1, f)} to ${Math.min(files, f + 2)})`}
                      onClick={() => onPlay(move)}
                    >
                      {pawn}
                    </button>
                  );
                })}
              </div>
            ))}
          </div>
        ))}
      </div>
      {moves.length > 0 && (
        <figcaption>touch a white pawn to push it: the forced captures clear its file and the files beside it</figcaption>
      )}
    </figure>
  );
}

/** The heap move a push on file `file` (from 1) of heap `index` of `files` files makes: heap and parts left, as a key. */
export function keyOfTouch(index: number, files: number, file: number): string {
  return partsKey(index, [file - 2, files - file - 1]);
}

/** The same key from a heap move's label (`i:0`, `i:t`, `i:a+b`). */
export function keyOfLabel(label: string): string {
  const [index, rest] = label.split(':');
  return partsKey(Number(index), rest.split('+').map(Number));
}

function partsKey(index: number, parts: number[]): string {
  return `${index}:${parts
    .filter((p) => p > 0)
    .sort((a, b) => a - b)
    .join('+')}`;
}
