import type { Side } from '../library';
import type { PartizanResult } from './protocol';

/** One position of a game on the page: the position's words and the side to move. */
export interface Turn {
  readonly position: string;
  readonly mover: Side;
  /** The move that led here (absent for the start). */
  readonly move?: string;
  /** Who made it. */
  readonly by?: Side;
}

/** A game in play: every position from the start, the last one current, and the user's side. */
export interface PartizanGame {
  readonly game: string;
  readonly user: Side;
  readonly turns: readonly Turn[];
}

export function otherSide(side: Side): Side {
  return side === 'left' ? 'right' : 'left';
}

export function sideName(side: Side): string {
  return side === 'left' ? 'Left' : 'Right';
}

export function newGame(game: string, position: string, start: Side, user: Side): PartizanGame {
  return { game, user, turns: [{ position, mover: start }] };
}

export function currentTurn(game: PartizanGame): Turn {
  return game.turns[game.turns.length - 1]!;
}

/** The game after the mover plays `label` (a move of `analysis`, the current position's). */
export function played(game: PartizanGame, analysis: PartizanResult, label: string): PartizanGame {
  const move = analysis.moves.find((m) => m.label === label);
  if (move === undefined) throw new Error(`'${label}' is not a legal move here`);
  const turn = currentTurn(game);
  return { ...game, turns: [...game.turns, { position: move.to, mover: otherSide(turn.mover), move: label, by: turn.mover }] };
}

/**
 * Takes back the user's last move and the replies after it: back to the last earlier position
 * where the user was to move, or to the start.
 */
export function undone(game: PartizanGame): PartizanGame {
  let end = game.turns.length - 1;
  while (end > 0) {
    end -= 1;
    if (game.turns[end]!.mover === game.user) break;
  }
  return { ...game, turns: game.turns.slice(0, end + 1) };
}

export function canUndo(game: PartizanGame): boolean {
  return game.turns.slice(0, -1).some((turn) => turn.mover === game.user);
}

/**
 * The perfect opponent's move: a winning move when the mover has one (to an option ≥ 0 for Left,
 * ≤ 0 for Right: Winning Ways ch. 1), else the first legal move; undefined when it has none.
 */
export function perfectMove(analysis: PartizanResult): string | undefined {
  const winning = analysis.mover === 'left' ? analysis.leftWins : analysis.rightWins;
  return winning[0] ?? analysis.moves[0]?.label;
}

/** Who wins with perfect play from a position of this outcome class with `mover` to move. */
export function predictedWinner(outcome: PartizanResult['outcome'], mover: Side): Side {
  if (outcome === 'L') return 'left';
  if (outcome === 'R') return 'right';
  return outcome === 'N' ? mover : otherSide(mover);
}
