import type { Blocks } from './columns';

/** Messages between the Explore page and its worker. */
export type ExploreRequest = { kind: 'game'; game: string; to: number } | { kind: 'module'; source: string; to: number };

export interface PeriodReport {
  preperiod: number;
  period: number;
  saltus: number;
  proven: boolean;
}

/** Largest heap the page asks the worker for (values travel as one transferred Int32Array). */
export const EXPLORE_LIMIT = 10_000_000;

/** A finished sequence. `values` is transferred, not copied, so a long one costs the page nothing. */
export interface SequenceResult {
  name: string;
  values: Int32Array;
  /** Per-block summaries the plot reads instead of every value (columns.ts). */
  blocks: Blocks;
  period: PeriodReport | null;
  max: { value: number; at: number };
  /** How many heaps are P-positions (value 0); the first few are listed. */
  pCount: number;
  firstP: number[];
  /** What n counts: heaps (from 0) or the coins of a coin row (from 1: values[0] stands for no coin and is never shown). */
  unit: 'heap' | 'coin';
  first: number;
}

/** Values computed so far, of `total`. */
export interface SequenceProgress {
  done: number;
  total: number;
}
