import type { MisereQuotient, QuotientPresentation } from '../library';

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

/** A proven quotient of all heaps (the periodicity theorem for misère quotients), when the engine reports one. */
export interface QuotientSolution {
  period: number;
  preperiod: number;
}

export interface QuotientView {
  name: string;
  quotient: MisereQuotient;
  /** Generators a, b, …, element names and relations (Plambeck–Siegel's way of writing a quotient). */
  presentation: QuotientPresentation;
  upTo: number;
  lastChange: number;
  stopped: string | null;
  solved: QuotientSolution | null;
}

/** Where the worker is: the genus row so far, then the quotient's heap and order. */
export interface MisereProgress {
  cells: GenusCell[];
  genusStopped: string | null;
  /** Set once the quotient is being grown: the last heap added and the order it gave. */
  quotient: { heap: number; order: number } | null;
  /** The largest heap asked for. */
  to: number;
}

export interface MisereResult {
  cells: GenusCell[];
  genusStopped: string | null;
  view: QuotientView;
}

/** Heaps the misère view computes at most (canonical forms and quotients grow fast). */
export const MISERE_VIEW_LIMIT = 30;
/** Time the genus row may take before it stops with what it has (the quotient is stopped by Cancel). */
export const GENUS_BUDGET_MS = 8_000;
