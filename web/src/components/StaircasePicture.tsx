/**
 * Staircase Nim: step i is a block i units high with its stones on top; a move slides stones one
 * step down (from step 1 onto the floor, out of the game). The odd steps, which decide the game,
 * are tinted when hints are on.
 */
export function StaircasePicture({ steps, hints }: { steps: readonly number[]; hints: boolean }) {
  const drawn = Math.min(12, Math.max(0, ...steps));
  return (
    <figure className="picture" data-testid="staircase">
      <div className="staircase">
        {steps.map((count, i) => (
          <div className="step" key={i}>
            <div className="step-stones">
              {Array.from({ length: Math.min(count, drawn) }, (_, k) => (
                <span className="stone" key={k} />
              ))}
              {count > drawn && <span className="more">+{count - drawn}</span>}
            </div>
            <div className={`step-block ${hints && i % 2 === 0 ? 'odd' : ''}`} style={{ height: `${(i + 1) * 14}px` }} />
            <span className="label">
              step {i + 1}: {count}
            </span>
          </div>
        ))}
      </div>
      <figcaption>
        stones slide down one step at a time; from step 1 they leave the game{hints && ' · tinted: the odd steps, whose XOR decides'}
      </figcaption>
    </figure>
  );
}
