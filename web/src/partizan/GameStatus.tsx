import { currentTurn, otherSide, predictedWinner, sideName, type PartizanGame } from './playState';
import type { PartizanResult } from './protocol';

/**
 * Whose turn it is, the last move, who wins with perfect play, and at the end who won and why
 * (the side to move has no move left: Winning Ways' normal play), all in one live region.
 */
export function GameStatus({ game, result, valuing }: { game: PartizanGame; result?: PartizanResult; valuing: boolean }) {
  const turn = currentTurn(game);
  const you = (side: 'left' | 'right') => (side === game.user ? 'you' : 'the computer');
  let words: string;
  if (result === undefined) words = `${sideName(turn.mover)} (${you(turn.mover)}) to move${valuing ? '; valuing the position…' : ''}.`;
  else if (result.moves.length === 0) {
    const winner = otherSide(turn.mover);
    words = `Game over: ${sideName(turn.mover)} has no move left, so ${sideName(winner)} wins — ${winner === game.user ? 'you win' : 'the computer wins'}.`;
  } else {
    const winner = predictedWinner(result.outcome, turn.mover);
    words = `${sideName(turn.mover)} (${you(turn.mover)}) to move. With perfect play ${sideName(winner)} (${you(winner)}) wins from here.`;
  }
  return (
    <div>
      {turn.move !== undefined && (
        <p className="muted" data-testid="last-move">
          {sideName(turn.by!)} played <span className="mono">{turn.move}</span> (move {game.turns.length - 1}).
        </p>
      )}
      <p className="verdict" aria-live="polite" data-testid="game-status">
        {words}
      </p>
    </div>
  );
}
