import type { OutcomeClass, Side } from '../library';

/** Value one position of a family with the given side to move (the worker's request). */
export interface PartizanRequest {
  readonly game: string;
  /** The position as the family writes it (its words joined by spaces). */
  readonly position: string;
  readonly mover: Side;
}

/** How far the values have got. */
export interface PartizanProgress {
  readonly valued: number;
}

/** One legal move of the side to move and the position it leads to (as the family writes it). */
export interface MoveTo {
  readonly label: string;
  readonly to: string;
}

/** What the page shows of one position: the library's analysis and the mover's moves. */
export interface PartizanResult {
  readonly game: string;
  /** The position as the family writes it. */
  readonly position: string;
  /** Canonical form in CGSuite's notation. */
  readonly value: string;
  /** L, R, N or P (Winning Ways ch. 1). */
  readonly outcome: OutcomeClass;
  /** Left's winning moves when Left starts, Right's when Right starts (labels). */
  readonly leftWins: readonly string[];
  readonly rightWins: readonly string[];
  /** The independent regions and their values; one entry (the whole) when the position is one region. */
  readonly regions: readonly { readonly position: string; readonly value: string }[];
  /** The legal moves of `mover`, in the family's order. */
  readonly moves: readonly MoveTo[];
  readonly mover: Side;
  /** Positions (or symmetry classes of regions) valued. */
  readonly valued: number;
}
