import { type TakeBreakCode, allowsHeaps, digitAt, maxTokensRemoved } from '../code/code.js';
import { periodicValue, proofRuleFor, valuesToProve, type Periodicity } from '../sequence/periodicity.js';
import { parity } from '../kernels/kernelState.js';
import { bestRareSplit } from '../kernels/rareMask.js';
import { fingerprint } from './fingerprint.js';
import { sequenceClassKey } from './equivalence.js';

/** Proven from heaps below this many: Winning Ways' and Flammenkamp's "trivial" games. */
export const TRIVIAL_PROOF_HEAPS = 1000;
/** A split is a sparse space when at most this share of the heaps are rare (as the sequencer decides). */
const SPARSE_SHARE = 1 / 8;
/** Fewer values than this say nothing about a sparse space. */
const SPARSE_FROM = 256;

export type CensusStatus = 'trivial' | 'solved' | 'unsolved';

/** The rare/common split with the fewest rare heaps (Flammenkamp's sparse-space statistics). */
export interface SparseSpace {
  /** Mask over tags (value << 1 | heap parity); a tag is rare when parity(tag & mask) = rareClass. */
  mask: number;
  rareClass: 0 | 1;
  /** Heaps among those summarised whose value is rare. */
  rareHeaps: number;
  /** Distinct rare values that occur. */
  rareValues: number;
  /** The last heap with a rare value (−1: none). */
  lastRareHeap: number;
}

/**
 * What the census records of one game, computed from its values alone (not from how the run was
 * cut into jobs), so that every way of computing them gives the same record.
 */
export interface GameSummary {
  code: string;
  status: CensusStatus;
  /** Values the summary covers: for a proven game, those its proof needs; else all computed. */
  heaps: number;
  /** Proven periodicity (saltus 0 for octal codes), null when unsolved. */
  period: Periodicity | null;
  largest: number;
  /** First heap with the largest value. */
  largestAt: number;
  sparse: SparseSpace | null;
  /** Bytes per stored value (1 while every value fits a byte). */
  bytesPerValue: 1 | 2 | 4;
  /** Fingerprint of values[0..heaps). */
  valuesHash: string;
  /** Equal keys: identical sequences (see equivalence.ts). */
  classKey: string;
  /** How many leading values the offset rule strips (the class shift of this code). */
  offset: number;
  /** The first values, for reports and comparison with published tables. */
  firstValues: number[];
}

/** Values listed in a summary. */
export const FIRST_VALUES = 64;

/**
 * The summary of a game from its first `length` values and its proven period (if any): status,
 * largest value, sparse space, class key. For a proven game the values the proof uses are the ones
 * summarised (every later value repeats them); for an unsolved one, all `length`.
 */
export function summarizeSequence(
  code: TakeBreakCode,
  name: string,
  values: ArrayLike<number>,
  length: number,
  proven: Periodicity | null,
): GameSummary {
  const rule = proofRuleFor(code);
  const heaps = proven && rule ? Math.min(length, valuesToProve(rule, proven.preperiod, proven.period)) : length;
  let largest = 0;
  let largestAt = 0;
  for (let n = 0; n < heaps; n++) {
    if (values[n] > largest) {
      largest = values[n];
      largestAt = n;
    }
  }
  const status: CensusStatus = proven ? (heaps < TRIVIAL_PROOF_HEAPS ? 'trivial' : 'solved') : 'unsolved';
  const { key, offset } = sequenceClassKey(values, length, proven);
  const firstValues: number[] = [];
  for (let n = 0; n < FIRST_VALUES; n++) firstValues.push(n < length ? values[n] : proven ? periodicValue(values, proven, n) : -1);
  while (firstValues.length > 0 && firstValues[firstValues.length - 1] < 0) firstValues.pop();
  return {
    code: name,
    status,
    heaps,
    period: proven,
    largest,
    largestAt,
    sparse: proven ? null : sparseSpace(code, values, heaps, largest),
    bytesPerValue: largest < 256 ? 1 : largest < 65536 ? 2 : 4,
    valuesHash: fingerprint(values, 0, heaps),
    classKey: key,
    offset,
    firstValues,
  };
}

/**
 * The parity a two-heap move removes when every one removes tokens of one parity (then a mask may
 * read the heap's parity, sparseKernel.ts), else null.
 */
function twoHeapRemovalParity(code: TakeBreakCode): 0 | 1 | null {
  let parity: 0 | 1 | null = null;
  for (let j = 0; j <= maxTokensRemoved(code); j++) {
    if (!allowsHeaps(digitAt(code, j), 2)) continue;
    const p = (j & 1) as 0 | 1;
    if (parity !== null && parity !== p) return null;
    parity = p;
  }
  return parity;
}

/** The best rare/common split of values[0..length), when it is a sparse space. */
function sparseSpace(code: TakeBreakCode, values: ArrayLike<number>, length: number, largest: number): SparseSpace | null {
  if (length < SPARSE_FROM || !Number.isFinite(maxTokensRemoved(code))) return null;
  const histogram = new Float64Array(2 * (largest + 1));
  for (let n = 0; n < length; n++) histogram[(values[n] << 1) | (n & 1)]++;
  const split = bestRareSplit(histogram, largest, twoHeapRemovalParity(code));
  if (split === null || split.rareHeaps > length * SPARSE_SHARE) return null;
  const { mask, rareClass } = split;
  const isRare = (tag: number) => (parity(tag & mask) as 0 | 1) === rareClass;
  let lastRareHeap = -1;
  for (let n = length - 1; n >= 0 && lastRareHeap < 0; n--) if (isRare((values[n] << 1) | (n & 1))) lastRareHeap = n;
  const rareValueSet = new Set<number>();
  for (let tag = 0; tag < histogram.length; tag++) if (histogram[tag] > 0 && isRare(tag)) rareValueSet.add(tag >>> 1);
  return { mask, rareClass, rareHeaps: split.rareHeaps, rareValues: rareValueSet.size, lastRareHeap };
}
