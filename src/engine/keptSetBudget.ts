/**
 * How many words the exact check of a candidate quotient may keep for its sets z⁻¹W_k, in each of
 * its two pools: the check's own (WinsByElement, misereQuotientCheck.ts) and the one its states keep
 * from heap to heap (ReachableStates, misereQuotientStates.ts). Past the cap a set is computed again
 * each time it is asked: the answers are the same, only slower (at 0.35's heap 66 a cap of 64 MB
 * took 2.5 times as long as 1 GiB, misereQuotientStates.ts).
 *
 * Without a memory bound each pool may hold 2 GiB, which the measurements behind those files chose
 * on a machine of 23 GB. With one (`QuotientLimits.maxResidentMB`, the CLI's `--max-memory`), each
 * pool gets an eighth of it, so both together take at most a quarter and leave the rest to what a
 * growth cannot do without: the candidates' tables and the states themselves. A smaller machine then
 * trades speed for memory instead of stopping at the bound. Measured on 0.35 at order 10,034 with
 * both pools at 2 GiB: 10.2 GB resident, about 6 GB of it besides the pools (bench/README.md,
 * misere-big).
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
