import type { PartizanLimit } from '../../engine/partizan/index.js';
import type { PartizanReport } from '../../games/index.js';

/**
 * What `nimlab analyze` sends the partizan worker and gets back. The shared record: the stop flag
 * (Int32, set to 1 by Ctrl-C) and the positions valued so far (Float64), which the worker writes
 * whenever the store asks whether to stop.
 */
export interface PartizanRequest {
  readonly game: string;
  readonly words: readonly string[];
  readonly timeLimitMs: number;
  readonly maxGames: number;
  readonly record: SharedArrayBuffer;
}

export const PARTIZAN_RECORD_BYTES = 16;
export const partizanStopFlag = (record: SharedArrayBuffer) => new Int32Array(record, 0, 1);
export const partizanProgress = (record: SharedArrayBuffer) => new Float64Array(record, 8, 1);

export type PartizanAnswer =
  | { readonly ok: true; readonly report: PartizanReport }
  | { readonly ok: false; readonly limit?: { limit: PartizanLimit; value: number }; readonly message: string };
