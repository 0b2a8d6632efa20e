import type { PartizanRules } from './partizanRules.js';

/** Left (Blue, vertical, black, toads) or Right (Red, horizontal, white, frogs). */
export type Side = 'left' | 'right';

/** One move as a player names it (`a1-b1`, `2-3`, `v4`) and the position it leads to. */
export interface LabelledMove<P> {
  readonly label: string;
  readonly to: P;
}

/**
 * A partizan game as the catalog, the CLI and the play session reach it: the rules (the truth the
 * solver values), the moves with names people type, a parser from the words of a position, and
 * where the rules come from. Labels are unique in a position and never a plain number.
 */
export interface PartizanFamily<P> {
  /** The name `nimlab analyze NAME` takes. */
  readonly name: string;
  /** The game's name for people (`Toads and Frogs`). */
  readonly title: string;
  /** How a position is written. */
  readonly usage: string;
  /** The rule in a sentence or two, who is Left. */
  readonly summary: string;
  /** Example position words (`xoxo|ox..`). */
  readonly example: string;
  /** Book and chapter or paper the rules and notation follow. */
  readonly citation: string;
  readonly rules: PartizanRules<P>;
  /** Moves of one side with their names, in the order of `rules.leftOptions` / `rightOptions`. */
  moves(position: P, side: Side): LabelledMove<P>[];
  /** The position from the words after the game's name; bad input throws NimlabError naming the fault. */
  parse(words: readonly string[]): P;
  /** Lines drawing the position for a terminal (a board), when the one-line format is not enough. */
  board?(position: P): string[];
}

/** Rules whose options are the targets of the family's labelled moves, so the two never differ. */
export function rulesFromMoves<P>(
  name: string,
  moves: (position: P, side: Side) => LabelledMove<P>[],
  rest: Omit<PartizanRules<P>, 'name' | 'leftOptions' | 'rightOptions'>,
): PartizanRules<P> {
  return {
    name,
    leftOptions: (position) => moves(position, 'left').map((move) => move.to),
    rightOptions: (position) => moves(position, 'right').map((move) => move.to),
    ...rest,
  };
}
