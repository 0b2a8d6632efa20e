import { PartizanGames } from '../../engine/partizan/index.js';
import type { Playable } from '../playable.js';
import type { PartizanFamily, Side } from './partizanFamily.js';
import { PartizanValues } from './partizanValue.js';

/** A partizan position in play: the board and whose turn it is (the moves depend on the side). */
export interface PartizanTurn<P> {
  readonly position: P;
  readonly mover: Side;
}

export function otherSide(side: Side): Side {
  return side === 'left' ? 'right' : 'left';
}

/**
 * A partizan family as the play session (`src/games/playSession.ts`) plays it: each position
 * carries the side to move, so the session's alternation of seats is the alternation of Left and
 * Right, and `nimlab play` and the playground reuse the session as it is. Who wins comes from the
 * canonical value (Left to move wins iff G ⊳ 0, i.e. not G ≤ 0; Right iff not G ≥ 0), kept in a
 * table this object holds for the whole game.
 */
export class PartizanPlayable<P> implements Playable<PartizanTurn<P>> {
  readonly supportsMisere = false;
  private readonly games = new PartizanGames();
  private readonly values: PartizanValues<P>;

  constructor(
    readonly family: PartizanFamily<P>,
    readonly firstMover: Side,
  ) {
    this.values = new PartizanValues(family.rules, this.games);
  }

  parse(words: readonly string[]): PartizanTurn<P> {
    return { position: this.family.parse(words), mover: this.firstMover };
  }

  format(turn: PartizanTurn<P>): string {
    return `${this.family.rules.format(turn.position)} (${turn.mover === 'left' ? 'Left' : 'Right'} to move)`;
  }

  moves(turn: PartizanTurn<P>): { label: string; to: PartizanTurn<P> }[] {
    const next = otherSide(turn.mover);
    return this.family.moves(turn.position, turn.mover).map((move) => ({ label: move.label, to: { position: move.to, mover: next } }));
  }

  toMoveWins(turn: PartizanTurn<P>): boolean {
    const outcome = this.games.outcome(this.values.value(turn.position));
    return outcome === 'N' || outcome === (turn.mover === 'left' ? 'L' : 'R');
  }

  board(turn: PartizanTurn<P>): string[] {
    return this.family.board?.(turn.position) ?? [];
  }
}
