import type { MisereQuotient } from '../library';

/** Messages between the Explore page's misère view and its worker. */
export interface MisereRequest {
  game: string;
  /** Largest heap for genus and quotient. */
  to: number;
}

export interface GenusCell {
  heap: number;
  genus: string;
  nimHeap: number | null;
  /** Hoey's phylum (CGSuite), and its family for colouring: tame, tameable, restive, restless, wild. */
  phylum: string;
  family: string;
}

export interface QuotientView {
  name: string;
  quotient: MisereQuotient;
  upTo: number;
  lastChange: number;
  stopped: string | null;
  /** Each element as its shortest sum of heaps. */
  labels: string[];
}

export type MisereMessage =
  | { type: 'genus'; cells: GenusCell[]; stopped: string | null }
  | { type: 'quotient'; view: QuotientView }
  | { type: 'error'; message: string };

/** Heaps the misère view computes at most (canonical forms and quotients grow fast). */
export const MISERE_VIEW_LIMIT = 30;
/** Time each part may take before it stops with what it has. */
export const MISERE_BUDGET_MS = 8_000;
