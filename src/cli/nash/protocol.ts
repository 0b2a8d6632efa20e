import { parseRational, Rational, type MatrixLimit, type PayoffTable } from '../../engine/matrix/index.js';
import type { NashMethod, NashReport } from '../../games/matrix/index.js';

/**
 * What `nimlab nash` sends its worker thread and gets back. A structured clone drops class
 * instances: the payoffs cross as bigint pairs (numerator, denominator; already in lowest terms, so
 * nothing is parsed or reduced again), the answers as strings. The shared record (the worker's
 * `workerData`, given when it starts, before the game is read): `stop` (Int32, set to 1 by Ctrl-C)
 * and the solver's progress (Float64: steps done, steps in all; 0 in all when unknown).
 */
export interface NashRequest {
  readonly strategyCounts: number[];
  /** Per player: numerator, denominator, numerator, … of each profile's payoff. */
  readonly payoffs: bigint[][];
  readonly method?: NashMethod;
  readonly label?: number;
  readonly timeLimitMs: number;
}

/** What the worker is started with. */
export interface NashWorkerData {
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

export function plainTable(table: PayoffTable): { strategyCounts: number[]; payoffs: bigint[][] } {
  const payoffs = table.payoffs.map((list) => {
    const pairs: bigint[] = [];
    for (const x of list) pairs.push(x.num, x.den);
    return pairs;
  });
  return { strategyCounts: [...table.strategyCounts], payoffs };
}

export function tableFromPlain(request: Pick<NashRequest, 'strategyCounts' | 'payoffs'>): PayoffTable {
  const payoffs = request.payoffs.map((pairs) => {
    const list: Rational[] = [];
    for (let k = 0; k < pairs.length; k += 2)
      list.push(pairs[k + 1] === 1n ? Rational.integer(pairs[k]) : Rational.of(pairs[k], pairs[k + 1]));
    return list;
  });
  return { strategyCounts: request.strategyCounts, payoffs };
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
