import type { MisereCensus, MisereCensusOptions, MisereCensusProgress } from '../../games/heap/index.js';

/** What the census worker (misereCensusWorker.ts) computes: plain data, it crosses by structured clone. */
export interface CensusRequest {
  patterns: string[];
  options: Omit<MisereCensusOptions, 'stopRequested' | 'clock'>;
  /** One Int32 slot, set to 1 by the first Ctrl-C; the census reads it wherever it reads its time limit. */
  stop: SharedArrayBuffer;
}

/**
 * The worker's messages: progress after every heap, then one answer, the census (interrupted or not)
 * or the user error that refused it (a bad pattern or limit).
 */
export type CensusMessage =
  { kind: 'progress'; progress: MisereCensusProgress } | { kind: 'census'; census: MisereCensus } | { kind: 'refused'; message: string };
