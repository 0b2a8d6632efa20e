import type { PeriodReport } from './protocol';

/** A period found in a sequence of `length` values, said in one line. */
export function describePeriod(period: PeriodReport | null, length: number): string {
  if (!period) return `no pattern found up to ${length - 1}`;
  const shape = period.saltus === 0 ? `period ${period.period}` : `arithmetic period ${period.period} with saltus ${period.saltus}`;
  return `${shape}, preperiod ${period.preperiod} — ${period.proven ? 'proven (periodicity theorem)' : `observed up to ${length - 1}, not proven`}`;
}
