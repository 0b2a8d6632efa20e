import type { ReactNode } from 'react';
import type { Pattern } from './touch';

/** Heaps drawn stone by stone up to these sizes; larger positions are shown as numbers. */
export const HEAP_BOARD_MAX_HEAPS = 12;
export const HEAP_BOARD_MAX_STONES = 60;

export function fitsHeapBoard(heaps: readonly number[]): boolean {
  return heaps.length <= HEAP_BOARD_MAX_HEAPS && heaps.every((h) => h <= HEAP_BOARD_MAX_STONES);
}

/**
 * Heaps of stones you play by touching: touching stone k of a heap takes it and every stone after
 * it (the heap is left with k − 1). Stones taken so far are drawn hollow; with a hint, the stones
 * a winning move takes are ringed. The move list below the picture does the same by keyboard.
 */
export function HeapBoard({
  heaps,
  unit,
  selection,
  hint,
  onTouch,
  splits = false,
  children,
}: {
  heaps: readonly number[];
  unit: string;
  selection: Pattern;
  hint: Pattern | null;
  onTouch: ((part: string, amount: number) => void) | null;
  /** Whether a move may split a heap (the caption then says how a touch splits). */
  splits?: boolean;
  /** More about the position, under the heaps (Mem's last take). */
  children?: ReactNode;
}) {
  return (
    <figure className="picture" data-testid="heaps">
      <div className="heaps">
        {heaps.map((heap, i) => {
          const part = `h${i + 1}`;
          const taken = selection.get(part) ?? 0;
          const hinted = hint?.get(part) ?? 0;
          return (
            <div className="heap" key={i} data-testid="heap">
              <span className="label">
                {unit} {i + 1}
              </span>
              <span className="stones">
                {Array.from({ length: heap }, (_, k) => {
                  const cls = `stone${k >= heap - taken ? ' taken' : ''}${k >= heap - hinted ? ' ringed' : ''}`;
                  const label = `${unit} ${i + 1}, stone ${k + 1}: ${splits ? `take or split off ${heap - k}` : `take ${heap - k} (leave ${k})`}`;
                  return onTouch ? (
                    <button
                      key={k}
                      type="button"
                      className={cls}
                      tabIndex={-1}
                      aria-label={label}
                      title={label}
                      data-testid="stone"
                      onClick={() => onTouch(part, heap - k)}
                    />
                  ) : (
                    <span key={k} className={cls} />
                  );
                })}
              </span>
              <span className="count">{heap}</span>
            </div>
          );
        })}
      </div>
      {children}
      {onTouch && (
        <figcaption>
          touch a stone to take it and every stone after it
          {splits && '; where the rules split a heap, the same touch offers to split it there'}
        </figcaption>
      )}
    </figure>
  );
}
