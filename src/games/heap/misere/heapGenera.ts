import { NimlabError } from '../../../engine/core/errors.js';
import type { GenusDigits } from '../../../engine/misere/genus.js';
import { GrowingQuotient } from '../../../engine/quotient/growingQuotient.js';
import {
  DEFAULT_QUOTIENT_LIMITS,
  type GeneratorSystem,
  type MisereQuotient,
  type QuotientLimits,
} from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import { QuotientLimitError } from '../../../engine/quotient/quotientLimitError.js';
import {
  MAX_GRUNDY_RECALIBRATION_ROUNDS,
  MAX_MISERE_GRUNDY_LABEL,
  misereGrundyFailure,
  recalibrateMisereGrundy,
  withGrundyGenerator,
} from '../../../engine/quotient/misereGrundyQuotient.js';
import { genusFromMisereGrundy, genusFromQuotient } from '../../../engine/quotient/quotientGenus.js';
import type { TakeBreakCode } from '../code/code.js';
import { grundySequence } from '../fast.js';
import { heapGeneratorSystem } from './misere.js';

/** Largest heap whose genus is read from a quotient. */
export const MAX_GENUS_HEAP = 1000;

/** Genera of heaps 0..upTo of a heap game, read from a misère quotient (see engine/quotient/quotientGenus.ts). */
export interface HeapGenera {
  /** genera[n]: g and γ0γ1… of heap n (digits only: the phylum needs canonical forms). */
  genera: GenusDigits[];
  /** Largest heap done. */
  upTo: number;
  /** Order of the monoid the genera were read from: the labelled monoid of heaps 1..upTo and *1, *2, or the quotient of those heaps with the nim heaps it needed. */
  order: number;
  /** Largest nim heap added to the quotient (*2 at least; more when a digit is larger). */
  nimHeaps: number;
  /** Set when a limit ended the run before heap `to`: the limit, in one line. */
  stopped: string | null;
  limit?: QuotientLimitError;
  /** How the genera were read: misère Grundy labels on the quotient of heaps and *1, *2, or the quotient with nim heaps *1…*K. */
  route: 'misère Grundy labels' | 'nim heaps';
}

/**
 * The genus of every heap 0..to of a heap game without canonical forms, read from a misère quotient.
 * Two routes, the first tried first:
 * 1. Misère Grundy labels (engine/quotient/misereGrundyQuotient.ts): a monoid of the heaps and *1, *2 with a
 *    misère Grundy value per element, grown a generator at a time (withGrundyGenerator: a twin, or
 *    a free cyclic factor reduced) and, where the exact check refutes it, rebuilt by recalibration
 *    (recalibrateMisereGrundy); heap n's labels are proved on every sum of at most n heap tokens
 *    plus any *1s and *2s — which holds heap n + k·*2 for every k — before its genus is read
 *    (genusFromMisereGrundy). No nim heap beyond *2 (Kayles: order 344 at heap 40; bench misere-genus).
 * 2. When the labels cannot be rebuilt (round or order limit), the quotient of the heaps and nim
 *    heaps *1…*K (γk is the j with heap + k·*2 + *j in the P-portion, genusFromQuotient) is grown
 *    from heap 0 with the time left, and the route that got further is returned. (Kayles: that
 *    route stalls at heap 20, so without a time limit it runs to its own limits first.)
 * Canonical forms of sums of wild heaps grow exponentially (Kayles: about 2.2× every 5 heaps).
 * `onProgress(heap, order)` is called after each heap; a limit met or the time limit ends the run
 * with the heaps done so far and the reason.
 */
export function heapGeneraByQuotient(
  code: TakeBreakCode,
  to: number,
  limits: QuotientLimits = DEFAULT_QUOTIENT_LIMITS,
  timeLimitMs = Infinity,
  onProgress?: (heap: number, order: number) => void,
): HeapGenera {
  if (!Number.isSafeInteger(to) || to < 0 || to > MAX_GENUS_HEAP) {
    throw new NimlabError(`the genus is read from a quotient for heaps 0 to ${MAX_GENUS_HEAP}, got ${to}`);
  }
  const started = Date.now();
  const labelled = heapGeneraByLabels(code, to, limits, started, timeLimitMs, onProgress);
  if (labelled.refuted === null) return labelled.genera;
  const left = timeLimitMs - (Date.now() - started);
  const byNimHeaps = heapGeneraByNimHeaps(code, to, limits, Math.max(0, left), labelled.genera.upTo, onProgress);
  if (byNimHeaps.upTo > labelled.genera.upTo) return byNimHeaps;
  return { ...labelled.genera, stopped: `stopped at heap ${labelled.genera.upTo + 1}: ${labelled.refuted}` };
}

/**
 * Route 1 of heapGeneraByQuotient. `refuted` says why the labels failed (the heaps before it are
 * done and proved), null when the run ended otherwise (done, or a limit: then `stopped` says it).
 */
function heapGeneraByLabels(
  code: TakeBreakCode,
  to: number,
  limits: QuotientLimits,
  started: number,
  timeLimitMs: number,
  onProgress?: (heap: number, order: number) => void,
): { genera: HeapGenera; refuted: string | null } {
  const deadline = Number.isFinite(timeLimitMs) ? { at: started + timeLimitMs, timeLimitMs } : null;
  const system = new HeapsWithNimHeaps(code);
  const outcomes = new MultisetOutcomes(system, limits.maxPositions);
  const normal = grundySequence(code, to + 1).values;
  // No generator yet: the monoid of the empty sum alone, m(0) = 1.
  let quotient: MisereQuotient = {
    count: 0,
    order: 1,
    representatives: [[]],
    product: Int32Array.of(0),
    losing: [false],
    generatorElement: [],
    relations: [],
  };
  let labels: Int32Array = Int32Array.of(1);
  const genera: GenusDigits[] = [];
  const result = (stopped: string | null, limit?: QuotientLimitError): HeapGenera => ({
    genera,
    upTo: genera.length - 1,
    order: quotient.order,
    nimHeaps: system.nimHeaps,
    stopped,
    limit,
    route: 'misère Grundy labels',
  });
  // Heap n + k·*2 for every k lies in the sums of at most n heap tokens (nim heaps weigh 0).
  const tokens = (g: number): number => system.tokens(g);
  for (let n = 0; n <= to; n++) {
    try {
      if (n > 0 && Date.now() - started >= timeLimitMs) throw new QuotientLimitError('time', timeLimitMs);
      if (n === 0) {
        system.addNimHeap();
        system.addNimHeap();
      } else {
        system.addHeap(n);
      }
      for (let g = quotient.count; g < system.count; g++) {
        const candidate = withGrundyGenerator(outcomes, quotient, labels, limits.maxOrder);
        if (candidate === null)
          return { genera: result(null), refuted: `the candidate for heap ${n} has more than ${limits.maxOrder} elements` };
        const proved = recalibrateMisereGrundy(outcomes, candidate.quotient, candidate.labels, tokens, n, limits);
        if (proved === null) {
          const failure = misereGrundyFailure(outcomes, candidate.quotient, candidate.labels, tokens, n, limits.maxCheckStates, () =>
            outcomes.checkTime(),
          );
          const why =
            failure === null
              ? ''
              : failure.actual < 0
                ? `: a misère Grundy value above ${MAX_MISERE_GRUNDY_LABEL}`
                : `: m(${failure.sum.map((h) => system.name(h)).join(' + ')}) = ${failure.actual}, not ${failure.predicted}`;
          return {
            genera: result(null),
            refuted: `the misère Grundy labels were not rebuilt within ${MAX_GRUNDY_RECALIBRATION_ROUNDS} rounds and ${limits.maxOrder} elements${why}`,
          };
        }
        ({ quotient, labels } = proved);
      }
      const game = n === 0 ? 0 : quotient.generatorElement[system.heapGenerator(n)];
      genera.push(genusFromMisereGrundy(quotient, labels, normal[n], game, quotient.generatorElement[system.nimGenerator(2)!]));
    } catch (error) {
      if (!(error instanceof QuotientLimitError) || n === 0) throw error;
      return { genera: result(`stopped at heap ${n}: ${error.message}`, error), refuted: null };
    }
    if (n === 0) outcomes.setDeadline(deadline);
    onProgress?.(n, quotient.order);
  }
  return { genera: result(null), refuted: null };
}

/**
 * Route 2 of heapGeneraByQuotient: the misère quotient of the heaps 1..n and the nim heaps *1…*K
 * grown heap by heap, heap n's genus read from it (genusFromQuotient: γk is the j with
 * heap + k·*2 + *j in the P-portion); a nim heap *(K+1) is added when some digit is above K.
 * Progress is reported past heap `quietTo` (the heaps route 1 reported already).
 */
function heapGeneraByNimHeaps(
  code: TakeBreakCode,
  to: number,
  limits: QuotientLimits,
  timeLimitMs: number,
  quietTo: number,
  onProgress?: (heap: number, order: number) => void,
): HeapGenera {
  const started = Date.now();
  const deadline = Number.isFinite(timeLimitMs) ? { at: started + timeLimitMs, timeLimitMs } : null;
  const system = new HeapsWithNimHeaps(code);
  // Heap 0 (with nim heaps *1 and *2) is always read; the deadline starts with heap 1.
  const growth = new GrowingQuotient(system, limits);
  const normal = grundySequence(code, to + 1).values;
  system.addNimHeap();
  system.addNimHeap();
  const genera: GenusDigits[] = [];
  const result = (stopped: string | null, limit?: QuotientLimitError): HeapGenera => ({
    genera,
    upTo: genera.length - 1,
    order: growth.quotient.order,
    nimHeaps: system.nimHeaps,
    stopped,
    limit,
    route: 'nim heaps',
  });
  for (let n = 0; n <= to; n++) {
    try {
      if (n > 0 && Date.now() - started >= timeLimitMs) throw new QuotientLimitError('time', timeLimitMs);
      if (n > 0) system.addHeap(n);
      for (;;) {
        const q = growth.addUpTo(system.count);
        const genus = genusFromQuotient(q, normal[n], {
          game: n === 0 ? 0 : q.generatorElement[system.heapGenerator(n)],
          twoHeap: q.generatorElement[system.nimGenerator(2)!],
          nimHeap: (j) => {
            const g = system.nimGenerator(j);
            return g === null ? null : q.generatorElement[g];
          },
        });
        if (genus !== null) {
          genera.push(genus);
          break;
        }
        system.addNimHeap();
      }
    } catch (error) {
      if (!(error instanceof QuotientLimitError) || n === 0) throw error;
      return result(`stopped at heap ${n}: ${error.message}`, error);
    }
    if (n === 0) growth.outcomes.setDeadline(deadline);
    if (n > quietTo) onProgress?.(n, growth.quotient.order);
  }
  return result(null);
}

/**
 * A generator system of the heaps of a heap game and nim heaps, each appended when needed; every
 * generator's options use generators appended before it (smaller heaps, smaller nim heaps).
 */
class HeapsWithNimHeaps implements GeneratorSystem {
  private readonly heaps: ReturnType<typeof heapGeneratorSystem>;
  /** Per generator: a heap size (> 0) or a nim heap size (< 0, negated). */
  private readonly generators: number[] = [];
  private readonly heapIndex: number[] = [];
  private readonly nimIndex: number[] = [];

  constructor(code: TakeBreakCode) {
    this.heaps = heapGeneratorSystem(code);
  }

  get count(): number {
    return this.generators.length;
  }

  get nimHeaps(): number {
    return this.nimIndex.length;
  }

  addHeap(n: number): void {
    this.heapIndex[n] = this.generators.length;
    this.generators.push(n);
  }

  addNimHeap(): void {
    this.nimIndex.push(this.generators.length);
    this.generators.push(-this.nimIndex.length);
  }

  heapGenerator(n: number): number {
    return this.heapIndex[n];
  }

  /** Heap tokens of generator g: its size for a heap, 0 for a nim heap (a weight no option exceeds). */
  tokens(g: number): number {
    return Math.max(0, this.generators[g]);
  }

  /** The generator of *j (j ≥ 1), or null when it was not added. */
  nimGenerator(j: number): number | null {
    return j <= this.nimIndex.length ? this.nimIndex[j - 1] : null;
  }

  options(g: number): readonly (readonly number[])[] {
    const size = this.generators[g];
    if (size < 0) return Array.from({ length: -size }, (_, i) => (i === 0 ? [] : [this.nimIndex[i - 1]]));
    return this.heaps.heapOptions(size).map((o) => o.parts.map((p) => this.heapIndex[p]).sort((a, b) => a - b));
  }

  name(g: number): string {
    const size = this.generators[g];
    return size < 0 ? `*${-size}` : String(size);
  }
}
