import type { Pattern } from './touch';

/** Steps are drawn stone by stone up to this many; a step with more shows `+n` and the picture cannot be touched. */
export const STAIRCASE_TOUCH_MAX_STONES = 12;

/**
 * Staircase Nim: step i is a block i units high with its stones on top; a move slides stones one
 * step down (from step 1 onto the floor, out of the game). The odd steps, which decide the game,
 * are tinted when hints are on. While it is your move, touching stone k of a step slides it and
 * every stone above it down (the parts are `h` + step, as for heaps: the move labels are `i:t`).
 */
export function StaircasePicture({
  steps,
  hints,
  selection,
  hint,
  onTouch,
}: {
  steps: readonly number[];
  hints: boolean;
  selection: Pattern;
  hint: Pattern | null;
  onTouch: ((part: string, amount: number) => void) | null;
}) {
  const drawn = Math.min(STAIRCASE_TOUCH_MAX_STONES, Math.max(0, ...steps));
  return (
    <figure className="picture" data-testid="staircase">
      <div className="staircase">
        {steps.map((count, i) => {
          const part = `h${i + 1}`;
          const moving = selection.get(part) ?? 0;
          const hinted = hint?.get(part) ?? 0;
          return (
            <div className="step" key={i} data-testid="step">
              <div className="step-stones">
                {Array.from({ length: Math.min(count, drawn) }, (_, k) => {
                  const cls = `stone${k >= count - moving ? ' taken' : ''}${k >= count - hinted ? ' ringed' : ''}`;
                  const label = `step ${i + 1}, stone ${k + 1}: slide ${count - k} ${i === 0 ? 'off the staircase' : `down to step ${i}`}`;
                  return onTouch ? (
                    <button
                      key={k}
                      type="button"
                      className={cls}
                      tabIndex={-1}
                      aria-label={label}
                      title={label}
                      data-testid="stone"
                      onClick={() => onTouch(part, count - k)}
                    />
                  ) : (
                    <span className={cls} key={k} />
                  );
                })}
                {count > drawn && <span className="more">+{count - drawn}</span>}
              </div>
              <div className={`step-block ${hints && i % 2 === 0 ? 'odd' : ''}`} style={{ height: `${(i + 1) * 14}px` }} />
              <span className="label">
                step {i + 1}: {count}
              </span>
            </div>
          );
        })}
      </div>
      <figcaption>
        stones slide down one step at a time; from step 1 they leave the game
        {onTouch && ' · touch a stone to slide it and the stones above it'}
        {hints && ' · tinted: the odd steps, whose XOR decides'}
      </figcaption>
    </figure>
  );
}
