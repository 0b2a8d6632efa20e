/**
 * What every partizan board gets from the partizan page (web/src/partizan/). A board draws the
 * position and turns a touch, a click or the keyboard (arrows to choose, Enter to play) into one of
 * the mover's legal move labels; it never decides legality itself beyond offering only `moves`.
 */
export interface PartizanBoardProps<P> {
  /** The family's parsed position (what the family's `parse` returns). */
  readonly position: P;
  /** Whose move it is. */
  readonly mover: 'left' | 'right';
  /** Labels of the mover's legal moves, exactly as the family's `moves(position, mover)` names them. */
  readonly moves: readonly string[];
  /** True when it is not the user's turn or the game is over: draw, take no input. */
  readonly disabled: boolean;
  /** A move label to highlight as a hint, if any. */
  readonly hint?: string;
  /** Play the move with this label. */
  readonly onMove: (label: string) => void;
}
