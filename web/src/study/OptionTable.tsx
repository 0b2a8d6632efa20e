import type { PlayMove, PlayValue } from '../library';

/** Options listed at most; a longer list says how many more (the move list groups them all). */
const OPTIONS_LISTED = 60;

/**
 * Every option of the current position with what it is worth to the player making it: win or lose
 * and in how many moves (the remoteness after it, plus the move itself), as GamesmanUni shows
 * beside its board. Shown only with hints on (it gives the answer away).
 */
export function OptionTable({
  moves,
  say,
  valueOf,
  remotenessKnown,
}: {
  moves: PlayMove<unknown>[];
  say(move: PlayMove<unknown>): string;
  valueOf(position: unknown): PlayValue;
  remotenessKnown: boolean;
}) {
  if (moves.length === 0) return null;
  const rows = moves.slice(0, OPTIONS_LISTED);
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="options of this position, scrollable">
      <table className="values option-table" data-testid="option-table">
        <caption className="muted">
          Every option here ({moves.length}) and its value for the player making it; remoteness: moves to the end with perfect play
        </caption>
        <thead>
          <tr>
            <th>move</th>
            <th>then</th>
            <th>remoteness</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((move, i) => {
            const after = valueOf(move.to);
            const forMover = after.result === 'draw' ? 'draw' : after.result === 'lose' ? 'win' : 'lose';
            return (
              <tr key={i} className={forMover === 'win' ? 'winning' : forMover === 'lose' ? 'losing' : 'drawing'} data-testid="option">
                <td>{say(move)}</td>
                <td>{forMover}</td>
                <td data-testid="option-remoteness">{after.result === 'draw' ? '∞' : remotenessKnown ? after.remoteness + 1 : '?'}</td>
              </tr>
            );
          })}
          {moves.length > rows.length && (
            <tr>
              <td colSpan={3}>… and {moves.length - rows.length} more (every move is in the list above)</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
