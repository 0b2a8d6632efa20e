import { NimlabError } from '../core/errors.js';
import { checkKinds } from './check/checkKinds.js';
import { leastQuotientFailure } from './check/misereQuotientCheck.js';
import { DEFAULT_QUOTIENT_LIMITS, quotientTable, type MisereQuotient, type QuotientLimits } from './misereQuotient.js';
import type { MultisetOutcomes } from './multisetOutcomes.js';
import { presentation } from './quotientRelations.js';
import { QuotientLimitError } from './quotientLimitError.js';
import { mergeSorted } from './sortedMultiset.js';

/**
 * Builds the quotient of generators 0..count−1, exactly. Candidate: the states of the minimal
 * automaton reading sums generator by generator, where two sums are told apart by the outcomes
 * of adding each known representative (rounds repeat until no new representative appears). The
 * candidate is then proved: generators act commutatively, and for every reachable combination of
 * a sum's element and the elements of the sum minus one heap of each kind, "element in the
 * P-portion" agrees with "no move leads into the P-portion". By induction on sums, that makes the
 * map sum ↦ element outcome-preserving for every sum, so the (reduced) candidate is the quotient
 * (Plambeck & Siegel, "Misère quotients for impartial games", J. Combin. Theory Ser. A 115 (2008), §3).
 */
export function buildMisereQuotient(
  outcomes: MultisetOutcomes,
  count: number,
  seeds: readonly (readonly number[])[] = [],
  limits: QuotientLimits = DEFAULT_QUOTIENT_LIMITS,
): MisereQuotient {
  const suffixes = new Map<string, readonly number[]>([['', []]]);
  for (const seed of seeds) if (seed.every((g) => g < count)) suffixes.set(seed.join(','), seed);
  for (let refinements = 0; ;) {
    const candidate = automaton(outcomes, count, [...suffixes.values()], limits.maxOrder);
    let grew = false;
    for (const rep of candidate.representatives) {
      const key = rep.join(',');
      if (!suffixes.has(key)) {
        suffixes.set(key, rep);
        grew = true;
      }
    }
    if (grew) continue;
    const noncommuting = nonCommutingSum(candidate, count);
    const quotient = noncommuting === null ? completeQuotient(outcomes, count, candidate) : null;
    const counterexample =
      quotient === null
        ? noncommuting!
        : (leastQuotientFailure(quotient, checkKinds(outcomes, quotient), limits.maxCheckStates, undefined, {
            maxKeptWinWords: outcomes.keptSetWords,
          })?.sum ?? null);
    if (counterexample === null) return quotient!;
    if (++refinements > MAX_REFINEMENTS) {
      throw new NimlabError(
        `could not prove a misère quotient for ${count} generators (candidate of order ${candidate.representatives.length})`,
      );
    }
    // The candidate merged two sums some untried sum tells apart: try the sums around the counterexample.
    for (const z of aroundSum(outcomes, counterexample)) suffixes.set(z.join(','), z);
  }
}

/** Rounds of adding suffixes after a failed proof before giving up. */
const MAX_REFINEMENTS = 16;

/** A sum, the sums one heap smaller, and its followers. */
function aroundSum(outcomes: MultisetOutcomes, v: readonly number[]): number[][] {
  const around: number[][] = [[...v]];
  for (let i = 0; i < v.length; i++) {
    const rest = [...v.slice(0, i), ...v.slice(i + 1)];
    around.push(rest);
    for (const option of outcomes.system.options(v[i]))
      around.push(
        mergeSorted(
          rest,
          [...option].sort((a, b) => a - b),
        ),
      );
  }
  return around;
}

interface Candidate {
  representatives: number[][];
  /** next[x * count + g]: the element after adding generator g. */
  next: Int32Array;
}

function automaton(outcomes: MultisetOutcomes, count: number, suffixes: readonly (readonly number[])[], maxOrder: number): Candidate {
  const representatives: number[][] = [[]];
  const bySignature = new Map<string, number>();
  const signature = (v: readonly number[]) => suffixes.map((z) => (outcomes.isP(mergeSorted(v, z)) ? '1' : '0')).join('');
  bySignature.set(signature([]), 0);
  const transitions: number[] = [];
  for (let x = 0; x < representatives.length; x++) {
    for (let g = 0; g < count; g++) {
      if (!outcomes.isLive(g)) {
        transitions[x * count + g] = x;
        continue;
      }
      const v = mergeSorted(representatives[x], [g]);
      const s = signature(v);
      let y = bySignature.get(s);
      if (y === undefined) {
        y = representatives.length;
        if (y >= maxOrder) throw new QuotientLimitError('order', maxOrder);
        representatives.push(v);
        bySignature.set(s, y);
      }
      transitions[x * count + g] = y;
    }
  }
  return { representatives, next: Int32Array.from(transitions) };
}

/** A sum x + g + h where adding g then h and adding h then g disagree, or null when generators commute. */
function nonCommutingSum(candidate: Candidate, count: number): number[] | null {
  const { representatives, next } = candidate;
  for (let x = 0; x < representatives.length; x++) {
    for (let g = 0; g < count; g++) {
      for (let h = g + 1; h < count; h++) {
        if (next[next[x * count + g] * count + h] !== next[next[x * count + h] * count + g]) {
          return mergeSorted(representatives[x], [g, h]);
        }
      }
    }
  }
  return null;
}

/** The monoid of a candidate automaton whose generators commute. */
function completeQuotient(outcomes: MultisetOutcomes, count: number, candidate: Candidate): MisereQuotient {
  const { representatives, next } = candidate;
  const order = representatives.length;
  const product = quotientTable(order);
  for (let x = 0; x < order; x++) {
    for (let y = 0; y < order; y++) {
      let z = x;
      for (const g of representatives[y]) z = next[z * count + g];
      product[x * order + y] = z;
    }
  }
  const generatorElement = Array.from({ length: count }, (_, g) => next[g]);
  const losing = representatives.map((r) => outcomes.isP(r));
  const relations = presentation(representatives, count, next, (g) => outcomes.isLive(g));
  return { count, order, representatives, product, losing, generatorElement, relations };
}
