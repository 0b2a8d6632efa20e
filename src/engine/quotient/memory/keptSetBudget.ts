/**
 * How many words the exact check of a candidate quotient may keep for its sets z⁻¹W_k, in each pool
 * of them: the check's own (check/winsByElement.ts) and the one its states keep
 * (ReachableStates, misereQuotientStates.ts). Past the cap a set is computed again each time it is
 * asked: the answers are the same, only slower (at 0.35's heap 66 a cap of 64 MB took 2.5 times as
 * long as 1 GiB, misereQuotientStates.ts).
 *
 * Without a memory bound each pool may hold 2 GiB, which the measurements behind those files chose
 * on a machine of 23 GB. With one (`QuotientLimits.maxResidentMB`, the CLI's `--max-memory`), each
 * pool gets an eighth of it. Usually two or three are alive at once (the states kept for the last
 * quotient, those of the candidate being checked, or the check's own pool), so together they take
 * at most three eighths and leave the rest to what a growth cannot do without: the candidates'
 * tables and the states themselves. A growth under a bound then goes further before it stops, more
 * slowly (0.35 from heap 65 under 900 MB: two heaps more; bench/README.md, misere-big). Measured on
 * 0.35 at order 10,034 with pools of up to 2 GiB: 10.2 GB resident, part of it memory freed but
 * not yet given back by glibc (same place).
 */

/** Words each pool may hold without a memory bound: 2^29 (2 GiB). */
export const MAX_KEPT_SET_WORDS = 1 << 29;

/** Each pool's share of the memory bound: one part in POOL_SHARE. */
const POOL_SHARE = 8;

/** Bytes in the MB of `maxResidentMB` (10^6, as residentMemory.ts counts). */
const BYTES_PER_MB = 1e6;

/** The words each pool may hold under a bound of `maxResidentMB` (none: MAX_KEPT_SET_WORDS). */
export function keptSetWords(maxResidentMB: number | undefined): number {
  if (maxResidentMB === undefined) return MAX_KEPT_SET_WORDS;
  return Math.min(MAX_KEPT_SET_WORDS, Math.floor((maxResidentMB * BYTES_PER_MB) / 4 / POOL_SHARE));
}
