import { NimlabError } from '../../../engine/core/errors.js';
import { slicesUpTo } from '../../../engine/core/progressSlices.js';
import { formatCode } from '../code/code.js';
import type { GrundyArray } from '../kernels/grundyArray.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { proofRuleFor, searchProvenPeriod, type Periodicity } from '../sequence/periodicity.js';
import { GrundySequencer, type SequenceEngine } from '../sequence/sequencer.js';
import { fingerprint } from './fingerprint.js';
import { valuesFromSharedSequence } from './sharedSequence.js';
import { summarizeSequence, type GameSummary } from './sequenceSummary.js';

/**
 * One census job: extend the Grundy sequence of `code` from heap `from` to heap `to` (values
 * 0..to−1), or until its period is proven. A long game is a chain of these, each continuing from
 * the checkpoint the last one left, so any worker that sees the checkpoints can take any link.
 */
export interface ExtendJob {
  code: string;
  /** Values the chain has already checkpointed (the job starts from the checkpoint). */
  from: number;
  /** Values wanted when this job ends (unless a period is proven first). */
  to: number;
  /** Stop after this many milliseconds of computing even if `to` is not reached. */
  timeMs?: number;
  /**
   * A code with the same sequence by its rules (sharedSequence.ts, checked again here): the job
   * starts from that code's checkpoint where it holds more heaps than the job's own.
   */
  seedFrom?: string;
}

/** Where the chain's values live between jobs (a directory shared by every worker). */
export interface CheckpointStore {
  read(code: string): GrundyArray | null;
  write(code: string, values: GrundyArray): void;
}

export interface ExtendOutcome {
  code: string;
  /** Values known when the job ended. */
  reached: number;
  /** A period is proven (nothing more to compute). */
  proven: boolean;
  /** Fingerprint of values[0..job.from): the coordinator checks it against what it stored. */
  prefixHash: string;
  /** Fingerprint of all values known at the end (the next link's prefix). */
  reachedHash: string;
  summary: GameSummary;
  /** Values computed by this job, and the time it took. */
  computedValues: number;
  /** Values taken from the job's seedFrom code instead of computed (absent when none were). */
  seededValues?: number;
  elapsedMs: number;
}

export interface ExtendOptions {
  engine?: SequenceEngine;
  /** Milliseconds since some origin (injectable for tests). */
  now?: () => number;
  /** Asked between slices: true stops the job early (cancellation); the values so far are kept. */
  shouldStop?: () => boolean;
  /** Told the number of values known after each slice (progress views). */
  onProgress?: (computed: number) => void;
}

/** Values in the first slice between time checks (the adaptive slice loop sizes the next ones). */
const FIRST_SLICE = 4096;
const SLICE_MS = 200;

/**
 * Runs one link of a chain: reads the checkpoint (values computed earlier, by any worker), goes on
 * to `to`, looks once more for a proven period in everything known (so whether a game counts as
 * solved depends on its values, not on where the chain was cut), writes the checkpoint back and
 * summarises. A checkpoint longer than `to` (a retried job whose first attempt got further) is
 * used as it is.
 */
export function runExtendJob(job: ExtendJob, store: CheckpointStore, options: ExtendOptions = {}): ExtendOutcome {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const code = parseTakeBreakCode(job.code);
  if (formatCode(code) !== job.code)
    throw new NimlabError(`census job for '${job.code}': codes are given in normal form (${formatCode(code)})`);
  const own = store.read(job.code);
  const source = job.seedFrom === undefined ? null : store.read(job.seedFrom);
  const shared = source === null ? null : valuesFromSharedSequence(job.code, job.seedFrom!, source);
  const seed = shared !== null && shared.length > (own?.length ?? 0) ? shared : null;
  const known = seed ?? own ?? new Uint8Array(0);
  const stored = own?.length ?? 0;
  const sequencer = new GrundySequencer(code, { engine: options.engine }, known);
  const deadline = job.timeMs === undefined ? Infinity : started + job.timeMs;
  const slices = slicesUpTo(job.to, (count) => sequencer.extendTo(count), {
    from: sequencer.computed,
    firstSlice: FIRST_SLICE,
    everyMs: SLICE_MS,
    now,
    finished: () => sequencer.finished || now() >= deadline || options.shouldStop?.() === true,
  });
  for (const _reached of slices) options.onProgress?.(sequencer.computed);
  const values = sequencer.computedValues();
  const reached = values.length;
  const proven = sequencer.proven ?? finalProof(job.code, values);
  if (reached > stored) store.write(job.code, values);
  return {
    code: job.code,
    reached,
    proven: proven !== null,
    prefixHash: fingerprint(values, 0, Math.min(job.from, reached)),
    reachedHash: fingerprint(values, 0, reached),
    summary: summarizeSequence(code, job.code, values, reached, proven),
    computedValues: Math.max(0, reached - known.length),
    ...(seed === null ? {} : { seededValues: known.length }),
    elapsedMs: now() - started,
  };
}

/** A period the theorem proves from all the values (the sequencer looks only now and then). */
function finalProof(name: string, values: GrundyArray): Periodicity | null {
  const rule = proofRuleFor(parseTakeBreakCode(name));
  if (rule === null || values.length === 0) return null;
  return searchProvenPeriod(values, values.length, rule).proven;
}

/** First link of every chain: most three-digit games are proven within it. */
export const FIRST_LINK = 1 << 13;

/**
 * The next link of a chain that has `computed` values and aims at `target`: double what is known
 * (at least FIRST_LINK), so a chain to N has about log2(N / FIRST_LINK) links and reloading a
 * checkpoint costs at most as much again as computing.
 */
export function nextLink(code: string, computed: number, target: number, timeMs?: number): ExtendJob | null {
  if (computed >= target) return null;
  return { code, from: computed, to: Math.min(target, Math.max(FIRST_LINK, 2 * computed)), ...(timeMs === undefined ? {} : { timeMs }) };
}
