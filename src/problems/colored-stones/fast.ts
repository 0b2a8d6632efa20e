import { addMod, invMod, MOD, mulMod, powMod, subMod } from '../modular.js';

/**
 * Grundy value of one colour group, confirmed against the engine in colored-stones.test.ts: with
 * M = bulk + 1, write each heap as q·M + r (0 ≤ r < M); the group's value is
 *   (xor of the q) · M + (sum of the r mod M).
 * A single heap is plain Nim (value = its size); bulk 1 adds nothing and the formula is Nim's.
 */
export function colourGroupValue(heaps: readonly number[], bulk: number): number {
  const period = bulk + 1;
  let quotients = 0;
  let remainders = 0;
  for (const h of heaps) {
    quotients ^= Math.floor(h / period);
    remainders += h % period;
  }
  return quotients * period + (remainders % period);
}

/** One heap: its colour and the list of sizes it may be given (each entry is one choice). */
export interface HeapChoices {
  colour: number;
  sizes: ArrayLike<number>;
}

/**
 * Counts, mod MOD, the choices of sizes where the first player wins: the XOR of the colour groups'
 * values is non-zero. Per colour, the distribution of (xor of q, sum of r mod M) is built by a
 * Walsh–Hadamard transform along q with a cyclic convolution along r at each frequency; then the
 * groups' value distributions are XOR-convolved (another transform) and the zero entry counted.
 * All arithmetic is exact modulo MOD: the transforms run on integers in doubles or int32 without
 * reducing (see signedWalshHadamard for the bounds) and reduce once at the end.
 */
export function countFirstPlayerWins(heaps: readonly HeapChoices[], bulk: number): number {
  const period = bulk + 1;
  let maxSize = 0;
  let choices = 1;
  for (const heap of heaps) {
    for (let i = 0; i < heap.sizes.length; i++) maxSize = Math.max(maxSize, heap.sizes[i]);
    choices = mulMod(choices, heap.sizes.length % MOD);
  }
  const quotientSpan = powerOfTwoAbove(Math.floor(maxSize / period));
  const valueSpan = powerOfTwoAbove(quotientSpan * period - 1);

  const groups = new Map<number, HeapChoices[]>();
  for (const heap of heaps) {
    const group = groups.get(heap.colour);
    if (group) group.push(heap);
    else groups.set(heap.colour, [heap]);
  }

  // Product over groups of the transformed value distributions; `scale` collects the inverse
  // transform factors the groups left out (the transforms are linear, so one factor suffices).
  const product = new Int32Array(valueSpan).fill(1);
  let scale = 1;
  const groupWork = new Float64Array(valueSpan);
  for (const group of groups.values()) {
    if (group.length === 1) {
      // Transformed histogram entries lie in [−k, k]: |product · entry| < 2^47 is exact.
      const transformed = histogram(group[0].sizes, valueSpan);
      signedWalshHadamard(transformed, valueSpan, 1);
      for (let s = 0; s < valueSpan; s++) product[s] = reduce(product[s] * transformed[s]);
    } else {
      groupWork.fill(0);
      groupDistribution(group, period, quotientSpan, groupWork);
      scale = mulMod(scale, invMod(quotientSpan % MOD));
      lazyWalshHadamard(groupWork, valueSpan);
      for (let s = 0; s < valueSpan; s++) product[s] = mulMod(product[s], reduce(groupWork[s]));
    }
  }
  // Choices with XOR 0 = (1/span) Σ_s product[s] (the zero entry of the inverse transform).
  let sum = 0;
  for (let s = 0; s < valueSpan; s++) sum = addMod(sum, product[s]);
  const losing = mulMod(mulMod(sum, scale), invMod(powMod(2, Math.log2(valueSpan))));
  return subMod(choices, losing);
}

/** The smallest power of two greater than `value` (at least 1). */
function powerOfTwoAbove(value: number): number {
  let span = 1;
  while (span <= value) span *= 2;
  return span;
}

/** How many times each size occurs in `sizes` (at most 100001: no reduction needed). */
function histogram(sizes: ArrayLike<number>, span: number): Int32Array {
  const counts = new Int32Array(span);
  for (let i = 0; i < sizes.length; i++) counts[sizes[i]]++;
  return counts;
}

/**
 * Writes into `out` (zeroed, indexed by value q·period + r) quotientSpan times the distribution of
 * the group value over all choices of the group's heaps; entries are residues. The missing factor
 * 1/quotientSpan is applied by the caller.
 */
function groupDistribution(group: readonly HeapChoices[], period: number, quotientSpan: number, out: Float64Array): void {
  const cells = quotientSpan * period;
  // table[q·period + r], transformed along q, holds the running product at each frequency.
  const table = new Float64Array(cells);
  const first = histogram(group[0].sizes, cells);
  signedWalshHadamard(first, quotientSpan, period);
  for (let i = 0; i < cells; i++) table[i] = first[i] < 0 ? first[i] + MOD : first[i];
  const twice = new Float64Array(2 * period);
  const row = new Float64Array(period);
  for (let h = 1; h < group.length; h++) {
    // Cell q·period + r of the heap's table is the size q·period + r itself.
    const heapTable = histogram(group[h].sizes, cells);
    signedWalshHadamard(heapTable, quotientSpan, period);
    if (period === 2) multiplyCyclic2(table, heapTable, cells);
    else if (period === 3) multiplyCyclic3(table, heapTable, cells);
    else for (let offset = 0; offset < cells; offset += period) multiplyCyclic(table, heapTable, offset, period, twice, row);
  }
  lazyWalshHadamard(table, quotientSpan * period, period);
  for (let i = 0; i < cells; i++) out[i] = reduce(table[i]);
}

/**
 * In place: a[offset..offset+period) := a · b mod (x^period − 1), a holding residues and b signed
 * transformed counts with |b| ≤ 100001 < 2^17, so each of the ≤ 21 products is below 2^47 and the
 * sums stay below 21 · 2^47 < 2^52: exact in a double, reduced once. b is copied twice into `twice` so the
 * cyclic index t − u needs no wrap-around test.
 */
function multiplyCyclic(a: Float64Array, b: Int32Array, offset: number, period: number, twice: Float64Array, row: Float64Array): void {
  for (let u = 0; u < period; u++) {
    row[u] = a[offset + u];
    twice[u] = twice[u + period] = b[offset + u];
  }
  for (let t = 0; t < period; t++) {
    let total = 0;
    const base = t + period;
    for (let u = 0; u < period; u++) total += row[u] * twice[base - u];
    a[offset + t] = reduce(total);
  }
}

/** multiplyCyclic for period 2 (bulk 1), over all cells at once. */
function multiplyCyclic2(a: Float64Array, b: Int32Array, cells: number): void {
  for (let i = 0; i < cells; i += 2) {
    const a0 = a[i];
    const a1 = a[i + 1];
    const b0 = b[i];
    const b1 = b[i + 1];
    a[i] = reduce(a0 * b0 + a1 * b1);
    a[i + 1] = reduce(a0 * b1 + a1 * b0);
  }
}

/** multiplyCyclic for period 3 (bulk 2), over all cells at once. */
function multiplyCyclic3(a: Float64Array, b: Int32Array, cells: number): void {
  for (let i = 0; i < cells; i += 3) {
    const a0 = a[i];
    const a1 = a[i + 1];
    const a2 = a[i + 2];
    const b0 = b[i];
    const b1 = b[i + 1];
    const b2 = b[i + 2];
    a[i] = reduce(a0 * b0 + a1 * b2 + a2 * b1);
    a[i + 1] = reduce(a0 * b1 + a1 * b0 + a2 * b2);
    a[i + 2] = reduce(a0 * b2 + a1 * b1 + a2 * b0);
  }
}

const INVERSE_MOD = 1 / MOD;

/**
 * x mod MOD for an integer |x| < 2^52, without the slow floating-point remainder: the estimated
 * quotient is exact or off by one (x·(1/MOD) errs by less than 2^−29), and one step corrects it.
 */
function reduce(x: number): number {
  const r = x - Math.floor(x * INVERSE_MOD) * MOD;
  return r < 0 ? r + MOD : r >= MOD ? r - MOD : r;
}

/**
 * Walsh–Hadamard transform over the integers (no modulus) of `span` entries of `width` consecutive
 * values each, on counts: every output is a ± sum of its column's counts, so its absolute value is
 * at most the heap's k ≤ 100001 and int32 never overflows.
 */
function signedWalshHadamard(a: Int32Array, span: number, width: number): void {
  const total = span * width;
  for (let stride = width; stride < total; stride *= 2) {
    for (let block = 0; block < total; block += 2 * stride) {
      const end = block + stride;
      for (let i = block; i < end; i++) {
        const u = a[i];
        const v = a[i + stride];
        a[i] = u + v;
        a[i + stride] = u - v;
      }
    }
  }
}

/**
 * Walsh–Hadamard transform over the integers of residues held in doubles, along the entry index
 * of `total / width` entries of `width` values: with at most 18 levels every value stays below
 * 2^18 · MOD < 2^48, exact in a double; the caller reduces.
 */
function lazyWalshHadamard(a: Float64Array, total: number, width = 1): void {
  for (let stride = width; stride < total; stride *= 2) {
    for (let block = 0; block < total; block += 2 * stride) {
      const end = block + stride;
      for (let i = block; i < end; i++) {
        const u = a[i];
        const v = a[i + stride];
        a[i] = u + v;
        a[i + stride] = u - v;
      }
    }
  }
}

/**
 * Walsh–Hadamard transform mod MOD over `span` entries of `width` consecutive values each (the
 * transform runs along the entry index, independently for each of the width columns). It is its
 * own inverse up to the factor 1/span, which callers apply.
 */
export function walshHadamard(a: Int32Array, span: number, width: number): void {
  for (let half = 1; half < span; half *= 2) {
    const stride = half * width;
    for (let block = 0; block < span * width; block += 2 * stride) {
      for (let i = block; i < block + stride; i++) {
        const u = a[i];
        const v = a[i + stride];
        const s = u + v;
        const d = u - v;
        a[i] = s >= MOD ? s - MOD : s;
        a[i + stride] = d < 0 ? d + MOD : d;
      }
    }
  }
}
