/**
 * A row of coins as discs, heads (H) gold and tails (T) grey, numbered from `firstCoin`. With
 * hints on, coins turned by a winning move are ringed.
 */
export function CoinRow({ row, firstCoin = 1, highlighted = new Set<number>() }: { row: string; firstCoin?: number; highlighted?: ReadonlySet<number> }) {
  return (
    <figure className="picture" data-testid="coin-row">
      <div className="coins">
        {[...row].map((face, i) => {
          const coin = firstCoin + i;
          return (
            <div className="coin-slot" key={i}>
              <span className={`coin ${face === 'H' ? 'heads' : 'tails'} ${highlighted.has(coin) ? 'ringed' : ''}`} title={`coin ${coin}: ${face === 'H' ? 'heads' : 'tails'}`}>
                {face}
              </span>
              <span className="coin-number">{coin}</span>
            </div>
          );
        })}
      </div>
    </figure>
  );
}

/** A grid of coins, one row of discs per word, coin (1, 1) at the top left (Turning Corners). */
export function CoinGrid({ rows, highlighted = new Set<string>() }: { rows: readonly string[]; highlighted?: ReadonlySet<string> }) {
  return (
    <figure className="picture" data-testid="coin-grid">
      <div className="coin-grid">
        {rows.map((row, x) => (
          <div className="coins" key={x}>
            {[...row].map((face, y) => (
              <span key={y} className={`coin ${face === 'H' ? 'heads' : 'tails'} ${highlighted.has(`${x},${y}`) ? 'ringed' : ''}`} title={`coin (${x + 1}, ${y + 1}): ${face === 'H' ? 'heads' : 'tails'}`}>
                {face}
              </span>
            ))}
          </div>
        ))}
      </div>
    </figure>
  );
}
