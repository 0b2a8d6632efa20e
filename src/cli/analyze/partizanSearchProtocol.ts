import type { OutcomeResult, SearchLimit } from '../../games/partizan/search/index.js';
import type { DominoMove } from '../../games/partizan/search/index.js';

/**
 * What `nimlab analyze domineering` sends the search's worker thread and gets back. The shared
 * record: `stop` (Int32, set to 1 by Ctrl-C), `cellsRaceReady` (Int32, set to 1 once the main
 * thread has filled `cellsRace` while the worker started), then the search's progress (Float64:
 * positions searched, starter (0 Left, 1 Right), root moves refuted, root moves), written at each check.
 */
export interface PartizanSearchRequest {
  readonly rows: number;
  readonly cols: number;
  readonly filled: Uint8Array;
  readonly timeLimitMs: number;
  readonly tableBits: number;
  readonly record: SharedArrayBuffer;
  /** The search's cells race (CELLS_RACE_BYTES), filled by the main thread: wait for `cellsRaceReady`. */
  readonly cellsRace: SharedArrayBuffer;
}

export const RECORD_BYTES = 40;
export const stopFlag = (record: SharedArrayBuffer) => new Int32Array(record, 0, 1);
export const cellsRaceReady = (record: SharedArrayBuffer) => new Int32Array(record, 4, 1);
export const progressOf = (record: SharedArrayBuffer) => new Float64Array(record, 8, 4);

export type PartizanSearchAnswer =
  | { readonly ok: true; readonly result: OutcomeResult<DominoMove>; readonly seconds: number }
  | { readonly ok: false; readonly limit?: { limit: SearchLimit; value: number; nodes: number }; readonly message: string };
