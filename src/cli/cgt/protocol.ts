import type { PartizanLimit } from '../../engine/partizan/index.js';

/**
 * What `nimlab cgt` sends its worker thread and gets back. `once`: the worker evaluates
 * `expression` and answers once. `session`: the worker keeps one calculator (its store and named
 * games) and answers each line posted to it as a `CgtLine`. The shared record: `stop` (Int32, set
 * to 1 by Ctrl-C, back to 0 by the main thread before a session's next line) and the progress
 * (Float64: games stored so far).
 */
export interface CgtRequest {
  readonly mode: 'once' | 'session';
  readonly expression: string;
  readonly json: boolean;
  readonly timeLimitMs: number;
  readonly maxGames: number;
  readonly record: SharedArrayBuffer;
}

/** One line of a session, posted to the session's worker. */
export interface CgtLine {
  readonly line: string;
}

export const RECORD_BYTES = 16;
export const stopFlag = (record: SharedArrayBuffer) => new Int32Array(record, 0, 1);
export const progressOf = (record: SharedArrayBuffer) => new Float64Array(record, 8, 1);

export type CgtAnswer =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly limit?: { limit: PartizanLimit; value: number }; readonly message: string };
