import { simplerCode } from './equivalence.js';
import {
  MAX_UNKNOWN_SHIFT,
  PUBLISHED_EQUIVALENCES,
  PUBLISHED_PERIODS,
  type PublishedEquivalence,
  type PublishedPeriod,
} from './published.js';

/** One game as the census database holds it (the columns the report needs). */
export interface CensusEntry {
  code: string;
  /** 'solved': every proven game, trivial ones included (issue 39: "trivial" is a flag, not a status). */
  status: 'queued' | 'solved' | 'unsolved' | 'failed';
  /** Solved games proven from heaps below 1000 (Winning Ways' and Flammenkamp's "trivial" games). */
  trivial: boolean;
  heaps: number | null;
  preperiod: number | null;
  period: number | null;
  saltus: number | null;
  largest: number | null;
  largestAt: number | null;
  bytesPerValue: number | null;
  classKey: string | null;
  offset: number | null;
  computeMs: number;
  error: string | null;
}

export interface Comparison {
  code: string;
  claim: string;
  source: string;
  verdict: 'agrees' | 'differs' | 'unchecked';
  /** The first heap where the published claim and the census's values part (null: none found or no values). */
  firstDifference: number | null;
  note: string;
}

export interface ReportRow {
  /** The simplest member: the class's name. */
  name: string;
  /** Members with their shift: G_member(n) = G_name(n − shift). */
  members: { code: string; shift: number }[];
  status: CensusEntry['status'];
  /** The class is solved from heaps below 1000 (its named game's flag; equal sequences share it). */
  trivial: boolean;
  preperiod: number | null;
  period: number | null;
  saltus: number | null;
  largest: number | null;
  largestAt: number | null;
  /** Heaps behind the figures: proof length (proven) or heaps computed (unsolved), of the named game. */
  heaps: number | null;
  /** Values memory of the named game's checkpoint: bytes per value × heaps. */
  memoryBytes: number | null;
  bytesPerValue: number | null;
  /** Computing time over all members. */
  computeMs: number;
  comparisons: Comparison[];
  error: string | null;
}

export interface CensusReport {
  rows: ReportRow[];
  totals: {
    games: number;
    classes: number;
    /** Every proven game, trivial ones included. */
    solved: number;
    /** Of the solved games, those proven from heaps below 1000 (a flag, counted inside `solved`). */
    trivial: number;
    unsolved: number;
    failed: number;
    queued: number;
    computeMs: number;
  };
  /** Every comparison with a published result, in row order. */
  comparisons: Comparison[];
}

/** The values of a game as far as they are known (its checkpoint), or null. */
export type ValuesOf = (code: string) => ArrayLike<number> | null;

/**
 * The published table from the census's entries: one row per equivalence class (games with equal
 * class keys; a failed or unfinished game is a row of its own), named by its simplest code, each
 * member's published results compared (published.ts) with the first differing heap where the
 * values show one.
 */
export function censusReport(
  entries: readonly CensusEntry[],
  valuesOf: ValuesOf = () => null,
  published: { periods: readonly PublishedPeriod[]; equivalences: readonly PublishedEquivalence[] } = {
    periods: PUBLISHED_PERIODS,
    equivalences: PUBLISHED_EQUIVALENCES,
  },
): CensusReport {
  const byCode = new Map(entries.map((e) => [e.code, e]));
  const groups = new Map<string, CensusEntry[]>();
  for (const entry of entries) {
    const key = entry.classKey !== null && entry.status !== 'failed' ? entry.classKey : `own:${entry.code}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  const rows: ReportRow[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => simplerCode(a.code, b.code));
    const head = group[0];
    const comparisons = group.flatMap((member) => [
      ...published.periods.filter((p) => p.code === member.code).map((p) => withRecheck(comparePeriod(member, p, valuesOf), p)),
      ...published.equivalences
        .filter((q) => q.code === member.code && byCode.has(q.sameAs))
        .map((q) => withRecheck(compareEquivalence(member, byCode.get(q.sameAs)!, q, valuesOf), q)),
    ]);
    rows.push({
      name: head.code,
      members: group.map((m) => ({ code: m.code, shift: (m.offset ?? 0) - (head.offset ?? 0) })),
      status: head.status,
      trivial: head.trivial,
      preperiod: head.preperiod,
      period: head.period,
      saltus: head.saltus,
      largest: head.largest,
      largestAt: head.largestAt,
      heaps: head.heaps,
      memoryBytes: head.heaps !== null && head.bytesPerValue !== null ? head.heaps * head.bytesPerValue : null,
      bytesPerValue: head.bytesPerValue,
      computeMs: group.reduce((sum, m) => sum + m.computeMs, 0),
      comparisons,
      error: head.error,
    });
  }
  rows.sort((a, b) => simplerCode(a.name, b.name));
  const count = (status: CensusEntry['status']) => entries.filter((e) => e.status === status).length;
  return {
    rows,
    totals: {
      games: entries.length,
      classes: rows.length,
      solved: count('solved'),
      trivial: entries.filter((e) => e.status === 'solved' && e.trivial).length,
      unsolved: count('unsolved'),
      failed: count('failed'),
      queued: count('queued'),
      computeMs: entries.reduce((sum, e) => sum + e.computeMs, 0),
    },
    comparisons: rows.flatMap((r) => r.comparisons),
  };
}

/** A disagreement re-checked by an independent computation says so (published.ts, `recheck`). */
function withRecheck(comparison: Comparison, claim: { recheck?: string }): Comparison {
  if (comparison.verdict !== 'differs' || claim.recheck === undefined) return comparison;
  return { ...comparison, note: `${comparison.note}; ${claim.recheck}` };
}

/**
 * A published period against the census. When they differ, the first differing heap is the first
 * n ≥ preperiod + period (published) with G(n) ≠ G(n − period) in the census's values: where the
 * published periodicity stops describing the sequence.
 */
function comparePeriod(entry: CensusEntry, claim: PublishedPeriod, valuesOf: ValuesOf): Comparison {
  const base = { code: entry.code, claim: `preperiod ${claim.preperiod}, period ${claim.period}`, source: claim.source };
  if (entry.period !== null && entry.preperiod === claim.preperiod && entry.period === claim.period) {
    return { ...base, verdict: 'agrees', firstDifference: null, note: 'proven with exactly the published preperiod and period' };
  }
  const values = valuesOf(entry.code);
  let firstDifference: number | null = null;
  if (values) {
    for (let n = claim.preperiod + claim.period; n < values.length && firstDifference === null; n++) {
      if (values[n] !== values[n - claim.period]) firstDifference = n;
    }
  }
  if (entry.period === null) {
    if (firstDifference !== null)
      return { ...base, verdict: 'differs', firstDifference, note: `the published period fails at heap ${firstDifference}` };
    return {
      ...base,
      verdict: 'unchecked',
      firstDifference: null,
      note: `unsolved here at ${entry.heaps} heaps; the published periodicity holds on them`,
    };
  }
  return {
    ...base,
    verdict: 'differs',
    firstDifference,
    note:
      `proven here: preperiod ${entry.preperiod}, period ${entry.period}` +
      (firstDifference !== null
        ? `; the published period fails at heap ${firstDifference}`
        : '; the published one holds on the values but is not the least'),
  };
}

/**
 * A published equivalence against the census's classes, with the first heap where the two
 * sequences part (for a claim without a shift: the latest such heap over the shifts tried, i.e.
 * how far the best alignment holds).
 */
function compareEquivalence(entry: CensusEntry, other: CensusEntry, claim: PublishedEquivalence, valuesOf: ValuesOf): Comparison {
  const shifts = claim.shift !== null ? [claim.shift] : Array.from({ length: 2 * MAX_UNKNOWN_SHIFT + 1 }, (_, i) => i - MAX_UNKNOWN_SHIFT);
  const shiftText = claim.shift === null ? ' (shift not given)' : claim.shift ? ` with heaps ${claim.shift} larger` : '';
  const base = { code: entry.code, claim: `same values as ${claim.sameAs}${shiftText}`, source: claim.source };
  const ourShift = (entry.offset ?? 0) - (other.offset ?? 0);
  if (entry.classKey !== null && entry.classKey === other.classKey && shifts.includes(ourShift)) {
    return { ...base, verdict: 'agrees', firstDifference: null, note: `one class in the census (shift ${ourShift})` };
  }
  const [a, b] = [valuesOf(entry.code), valuesOf(other.code)];
  if (!a || !b) return { ...base, verdict: 'unchecked', firstDifference: null, note: 'no values to compare' };
  let latest = -1;
  let latestShift = 0;
  for (const shift of shifts) {
    let n = Math.max(0, shift);
    while (n < a.length && n - shift < b.length && a[n] === b[n - shift]) n++;
    const parted = n < a.length && n - shift < b.length;
    // No heap tells them apart at this shift: a proven game and an unsolved one are never one class.
    if (!parted)
      return {
        ...base,
        verdict: 'unchecked',
        firstDifference: null,
        note: `equal on the ${n} heaps both have (shift ${shift}); not one class here`,
      };
    if (n > latest) [latest, latestShift] = [n, shift];
  }
  return {
    ...base,
    verdict: 'differs',
    firstDifference: latest,
    note: `G_${entry.code}(${latest}) ≠ G_${claim.sameAs}(${latest - latestShift})`,
  };
}
