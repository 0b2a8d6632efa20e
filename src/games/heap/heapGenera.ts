import { NimlabError } from '../../engine/errors.js';
import type { GenusDigits } from '../../engine/genus.js';
import { GrowingQuotient } from '../../engine/growingQuotient.js';
import { DEFAULT_QUOTIENT_LIMITS, type GeneratorSystem, type QuotientLimits } from '../../engine/misereQuotient.js';
import { QuotientLimitError } from '../../engine/quotientLimitError.js';
import { genusFromQuotient } from '../../engine/quotientGenus.js';
import type { TakeBreakCode } from './code.js';
import { grundySequence } from './fast.js';
import { heapGeneratorSystem } from './misere.js';

/** Largest heap whose genus is read from a quotient. */
export const MAX_GENUS_HEAP = 1000;

/** Genera of heaps 0..upTo of a heap game, read from a misère quotient (see engine/quotientGenus.ts). */
export interface HeapGenera {
  /** genera[n]: g and γ0γ1… of heap n (digits only: the phylum needs canonical forms). */
  genera: GenusDigits[];
  /** Largest heap done. */
  upTo: number;
  /** Order of the quotient of heaps 1..upTo together with the nim heaps it needed. */
  order: number;
  /** Largest nim heap added to the quotient (*2 at least; more when a digit is larger). */
  nimHeaps: number;
  /** Set when a limit ended the run before heap `to`: the limit, in one line. */
  stopped: string | null;
  limit?: QuotientLimitError;
}

/**
 * The genus of every heap 0..to of a heap game without canonical forms: the misère quotient of the
 * heaps 1..n and the nim heaps *1…*K is grown heap by heap (GrowingQuotient), and heap n's genus is
 * read from it (genusFromQuotient: γk is the j with heap + k·*2 + *j in the P-portion). A nim heap
 * *(K+1) is added when some digit is above K. Canonical forms of sums of wild heaps grow
 * exponentially (Kayles: about 2.2× every 5 heaps), the quotient does not (Kayles: order 40 from heap 27).
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
  const deadline = Number.isFinite(timeLimitMs) ? { at: started + timeLimitMs, timeLimitMs } : null;
  const system = new HeapsWithNimHeaps(code);
  // Heap 0 (with nim heaps *1 and *2) is always read; the deadline starts with heap 1.
  const growth = new GrowingQuotient(system, limits);
  const normal = grundySequence(code, to + 1).values;
  system.addNimHeap();
  system.addNimHeap();
  const genera: GenusDigits[] = [];
  const result = (stopped: string | null, limit?: QuotientLimitError): HeapGenera => ({
    genera, upTo: genera.length - 1, order: growth.quotient.order, nimHeaps: system.nimHeaps, stopped, limit,
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
    onProgress?.(n, growth.quotient.order);
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
