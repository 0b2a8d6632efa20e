import type { PositionReport } from '../../games/catalog.js';
import type { QuotientLimit } from '../../engine/quotient/quotientLimitError.js';
import type { PlayGraph } from './playGraph.js';

/**
 * What the main thread asks of a user's game module, run in a worker so a hang can be stopped.
 * A quotient's `progress` (covered, closure, order, stop: QUOTIENT_PROGRESS) is made by the module
 * host, which shares it with its worker: a SharedArrayBuffer cannot cross a process boundary.
 */
export type UserGameTask =
  | { kind: 'table'; file: string; to: number }
  | { kind: 'analyze'; file: string; words: string[] }
  | { kind: 'misere'; file: string; words: string[]; canonical: boolean }
  /** Every component position reachable from a position, for `nimlab play` (playGraph.ts). */
  | { kind: 'playGraph'; file: string; words: string[]; maxPositions: number }
  | { kind: 'quotient'; file: string; positions: string[]; maxOrder: number; timeLimitMs: number; progress?: SharedArrayBuffer };

export type UserGameAnswer =
  | { ok: true; kind: 'table'; name: string; values: Int32Array }
  | { ok: true; kind: 'analyze'; name: string; report: PositionReport }
  | { ok: true; kind: 'misere'; name: string; lines: string[]; json: Record<string, unknown> }
  | { ok: true; kind: 'playGraph'; name: string; graph: PlayGraph }
  /** `limit`: what stopped the quotient before the whole closure (null: nothing did). */
  | { ok: true; kind: 'quotient'; name: string; lines: string[]; json: Record<string, unknown>; limit: QuotientLimit | null }
  | { ok: false; message: string };
