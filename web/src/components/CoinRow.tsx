import type { Pattern } from './touch';

interface Touchable {
  /** Coins chosen for the move being made (`c` + place in the row, `g` + row,column in a grid). */
  selection?: Pattern;
  /** The coins one winning move turns (a hint), ringed. */
  hint?: Pattern | null;
  onTouch?: ((part: string, amount: number) => void) | null;
}

/** One coin: a button while it may be touched, a disc otherwise. */
function Coin({ part, face, label, selection, hint, onTouch }: Touchable & { part: string; face: string; label: string }) {
  const cls = `coin ${face === 'H' ? 'heads' : 'tails'}${hint?.has(part) ? ' ringed' : ''}${selection?.has(part) ? ' chosen' : ''}`;
  const title = `${label}: ${face === 'H' ? 'heads' : 'tails'}`;
  if (!onTouch)
    return (
      <span className={cls} title={title}>
        {face}
      </span>
    );
  return (
    <button
      type="button"
      className={cls}
      title={title}
      aria-label={title}
      aria-pressed={selection?.has(part) ?? false}
      tabIndex={-1}
      data-testid="coin"
      onClick={() => onTouch(part, 1)}
    >
      {face}
    </button>
  );
}

/**
 * A row of coins as discs, heads (H) gold and tails (T) grey, numbered from `firstCoin`. While it
 * is your move you touch the coins to turn; a hint rings the coins of one winning move.
 */
export function CoinRow({ row, firstCoin = 1, ...touch }: Touchable & { row: string; firstCoin?: number }) {
  return (
    <figure className="picture" data-testid="coin-row">
      <div className="coins">
        {[...row].map((face, i) => (
          <div className="coin-slot" key={i}>
            <Coin part={`c${i}`} face={face} label={`coin ${firstCoin + i}`} {...touch} />
            <span className="coin-number">{firstCoin + i}</span>
          </div>
        ))}
      </div>
      {touch.onTouch && <figcaption>touch the coins to turn over, then confirm if the move needs it</figcaption>}
    </figure>
  );
}

/** A grid of coins, one row of discs per word, coin (1, 1) at the top left (Turning Corners). */
export function CoinGrid({ rows, ...touch }: Touchable & { rows: readonly string[] }) {
  return (
    <figure className="picture" data-testid="coin-grid">
      <div className="coin-grid">
        {rows.map((row, x) => (
          <div className="coins" key={x}>
            {[...row].map((face, y) => (
              <Coin key={y} part={`g${x},${y}`} face={face} label={`coin (${x + 1}, ${y + 1})`} {...touch} />
            ))}
          </div>
        ))}
      </div>
      {touch.onTouch && <figcaption>touch the four corners of a rectangle to turn them</figcaption>}
    </figure>
  );
}
