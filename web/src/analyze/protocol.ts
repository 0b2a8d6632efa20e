import type { PositionReport } from '../library';

/** Messages between the Analyze page and its worker. */
export interface AnalyzeRequest {
  game: string;
  position: string;
}

export interface AnalyzeResult {
  /** The game's canonical name (an alias resolved). */
  name: string;
  /** Its human name ("Kayles" for 0.77; the name itself when it has none). */
  title: string;
  report: PositionReport;
}

/** Values computed so far (for games that compute a Grundy sequence first), of `total`. */
export interface AnalyzeProgress {
  done: number;
  total: number;
}
