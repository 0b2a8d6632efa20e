import { parseRational, type MatrixLimit, type PayoffTable } from '../../engine/matrix/index.js';
import type { NashMethod, NashReport } from '../../games/matrix/index.js';

/**
 * What `nimlab nash` sends its worker thread and gets back. Rationals cross as strings (a
 * structured clone drops class instances). The shared record: `stop` (Int32, set to 1 by Ctrl-C)
 * and the solver's progress (Float64: steps done, steps in all; 0 in all when unknown).
 */
export interface NashRequest {
  readonly strategyCounts: number[];
  readonly payoffs: string[][];
  readonly method?: NashMethod;
  readonly label?: number;
  readonly timeLimitMs: number;
  readonly record: SharedArrayBuffer;
}

export const RECORD_BYTES = 24;
export const stopFlag = (record: SharedArrayBuffer) => new Int32Array(record, 0, 1);
export const progressOf = (record: SharedArrayBuffer) => new Float64Array(record, 8, 2);

export type NashAnswer =
  | { readonly ok: true; readonly report: PlainReport }
  | { readonly ok: false; readonly limit?: { limit: MatrixLimit; value: number; progress: string }; readonly message: string };

/** A NashReport with every Rational as its string. */
export type PlainReport = Omit<NashReport, 'value' | 'equilibria'> & {
  value?: string;
  equilibria: { strategies: string[][]; payoffs: string[] }[];
};

export function plainTable(table: PayoffTable): { strategyCounts: number[]; payoffs: string[][] } {
  return { strategyCounts: [...table.strategyCounts], payoffs: table.payoffs.map((list) => list.map(String)) };
}

export function tableFromPlain(request: Pick<NashRequest, 'strategyCounts' | 'payoffs'>): PayoffTable {
  return { strategyCounts: request.strategyCounts, payoffs: request.payoffs.map((list) => list.map(parseRational)) };
}

export function plainReport(report: NashReport): PlainReport {
  return {
    ...report,
    value: report.value?.toString(),
    equilibria: report.equilibria.map((e) => ({ strategies: e.strategies.map((s) => s.map(String)), payoffs: e.payoffs.map(String) })),
  };
}

export function reportFromPlain(plain: PlainReport): NashReport {
  const { value, equilibria, ...rest } = plain;
  return {
    ...rest,
    ...(value === undefined ? {} : { value: parseRational(value) }),
    equilibria: equilibria.map((e) => ({
      strategies: e.strategies.map((s) => s.map(parseRational)),
      payoffs: e.payoffs.map(parseRational),
    })),
  };
}
