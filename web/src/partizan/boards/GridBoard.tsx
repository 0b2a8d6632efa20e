import { useMemo, useState } from 'react';
import { KeyChooser } from '../../study/KeyChooser';
import type { PartizanBoardProps } from './boardProps';
import { cellName, completedMove, labelCells, nextCells, touchPaths, type GridView } from './touch/gridMoves';

/** How one family's grid reads: what its pieces are, and what each touch of a move chooses. */
export interface GridKind {
  /** A cell's glyph and words (`●`, "Left's stone"). */
  readonly piece: (cell: string) => { glyph: string; words: string; side?: 'left' | 'right' };
  /** What the n-th touch chooses ("stone", "target"). */
  readonly steps: readonly string[];
  /** A domino's two cells may be touched in either order. */
  readonly unordered: boolean;
}

/**
 * One board for every grid family (Domineering, Clobber, Konane, Amazons): a move is a path of
 * cells touched in order (a domino's two cells, a stone then its target, an amazon, where it goes
 * and where its arrow lands), read from the move labels themselves, so only legal moves are
 * offered: a cell is live only when some legal move goes on through it. The choices so far are
 * marked and numbered, and can be stepped back (touch the last again) or cleared. The keyboard
 * chooses whole moves (`KeyChooser`).
 */
export function GridBoard<P>({
  view,
  kind,
  mover,
  moves,
  disabled,
  hint,
  onMove,
}: PartizanBoardProps<P> & { view: GridView; kind: GridKind }) {
  const [touched, setTouched] = useState<number[]>([]);
  const [keyChoice, setKeyChoice] = useState<number | null>(null);
  const paths = useMemo(() => touchPaths(view, moves, kind.unordered), [view, moves, kind.unordered]);
  const live = disabled ? new Set<number>() : nextCells(paths, touched);
  const hinted = new Set(hint === undefined ? [] : labelCells(view, hint));
  const keyed = new Set(keyChoice === null || moves[keyChoice] === undefined ? [] : labelCells(view, moves[keyChoice]!));
  const play = (label: string) => {
    setTouched([]);
    setKeyChoice(null);
    onMove(label);
  };
  const touch = (cell: number) => {
    if (touched[touched.length - 1] === cell) return setTouched(touched.slice(0, -1));
    const next = [...touched, cell];
    const done = completedMove(paths, next);
    if (done !== undefined) play(done);
    else setTouched(next);
  };
  const step = kind.steps[Math.min(touched.length, kind.steps.length - 1)];
  return (
    <div className="pz-board-wrap">
      <KeyChooser
        count={disabled ? 0 : moves.length}
        chosen={keyChoice}
        chosenWords={keyChoice === null ? null : (moves[keyChoice] ?? null)}
        onChoose={setKeyChoice}
        onPlay={(index) => play(moves[index]!)}
      >
        <div className="pz-grid" style={{ gridTemplateColumns: `repeat(${view.cols}, var(--pz-cell))` }} data-testid="grid-board">
          {[...view.cells].map((cell, index) => {
            const piece = kind.piece(cell);
            const order = touched.indexOf(index);
            const isLive = live.has(index) || (order >= 0 && order === touched.length - 1);
            const marks = [
              order >= 0 ? `chosen ${order + 1}` : '',
              hinted.has(index) ? 'hint' : '',
              keyed.has(index) ? 'keyboard choice' : '',
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <button
                key={index}
                type="button"
                className={[
                  'pz-cell',
                  cell === '#' ? 'pz-filled' : '',
                  piece.side ? `pz-${piece.side}` : '',
                  order >= 0 ? 'pz-chosen' : '',
                  hinted.has(index) ? 'pz-hint' : '',
                  keyed.has(index) ? 'pz-keyed' : '',
                ].join(' ')}
                data-cell={cellName(view, index)}
                data-last={order >= 0 && order === touched.length - 1 ? '' : undefined}
                disabled={!isLive}
                aria-label={`${cellName(view, index)}: ${piece.words}${marks ? ` (${marks})` : ''}`}
                onClick={() => touch(index)}
              >
                <span aria-hidden="true">{piece.glyph}</span>
                {/* The order is drawn by CSS (attr), so the button's visible text stays its glyph alone. */}
                {order >= 0 && <span className="pz-order" data-order={order + 1} aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      </KeyChooser>
      {!disabled && (
        <div className="row pz-touch-line">
          <span className="muted" data-testid="touch-step">
            {touched.length === 0
              ? `${mover === 'left' ? 'Left' : 'Right'}: touch the ${step}.`
              : `Chosen ${touched.map((cell) => cellName(view, cell)).join(' → ')}; touch the ${step} (or the last chosen cell to step back).`}
          </span>
          {touched.length > 0 && (
            <button type="button" className="secondary" onClick={() => setTouched([])}>
              Clear choice
            </button>
          )}
        </div>
      )}
    </div>
  );
}
