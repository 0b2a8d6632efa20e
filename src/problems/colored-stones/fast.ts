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
 * All arithmetic is exact modulo MOD.
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
  for (const heap of heaps) groups.set(heap.colour, [...(groups.get(heap.colour) ?? []), heap]);

  // Product over groups of the transformed value distributions.
  const product = new Int32Array(valueSpan).fill(1);
  for (const group of groups.values()) {
    const distribution = group.length === 1 ? sizeDistribution(group[0].sizes, valueSpan) : groupDistribution(group, period, quotientSpan, valueSpan);
    walshHadamard(distribution, valueSpan, 1);
    for (let s = 0; s < valueSpan; s++) product[s] = mulMod(product[s], distribution[s]);
  }
  // Choices with XOR 0 = (1/span) Σ_s product[s] (the zero entry of the inverse transform).
  let sum = 0;
  for (let s = 0; s < valueSpan; s++) sum = addMod(sum, product[s]);
  const losing = mulMod(sum, invMod(powMod(2, Math.log2(valueSpan))));
  return subMod(choices, losing);
}

/** The smallest power of two greater than `value` (at least 1). */
function powerOfTwoAbove(value: number): number {
  let span = 1;
  while (span <= value) span *= 2;
  return span;
}

/** A single heap's group value is its size: the distribution is the size histogram. */
function sizeDistribution(sizes: ArrayLike<number>, span: number): Int32Array {
  const distribution = new Int32Array(span);
  for (let i = 0; i < sizes.length; i++) distribution[sizes[i]] = addMod(distribution[sizes[i]], 1);
  return distribution;
}

/** Distribution of the group value over all choices of the group's heaps. */
function groupDistribution(group: readonly HeapChoices[], period: number, quotientSpan: number, valueSpan: number): Int32Array {
  // table[q·period + r], transformed along q, holds the running product at each frequency.
  let table: Int32Array | null = null;
  const work: CyclicWork = { high: new Float64Array(period), low: new Float64Array(period), twice: new Float64Array(2 * period) };
  for (const heap of group) {
    // Cell q·period + r of the table is the size q·period + r itself.
    const heapTable = new Int32Array(quotientSpan * period);
    for (let i = 0; i < heap.sizes.length; i++) heapTable[heap.sizes[i]] = addMod(heapTable[heap.sizes[i]], 1);
    walshHadamard(heapTable, quotientSpan, period);
    if (table === null) table = heapTable;
    else for (let s = 0; s < quotientSpan; s++) multiplyCyclic(table, heapTable, s * period, period, work);
  }
  walshHadamard(table!, quotientSpan, period);
  const scale = invMod(quotientSpan % MOD);
  const distribution = new Int32Array(valueSpan);
  for (let q = 0; q < quotientSpan; q++) {
    for (let r = 0; r < period; r++) distribution[q * period + r] = mulMod(table![q * period + r], scale);
  }
  return distribution;
}

/**
 * In place: a[offset..offset+period) := a · b mod (x^period − 1). Each coefficient of a is split
 * into 15-bit halves so every partial sum stays below 2^50 and is exact in a double; b is copied
 * twice into `twice` so the cyclic index t − u needs no wrap-around test.
 */
function multiplyCyclic(a: Int32Array, b: Int32Array, offset: number, period: number, work: CyclicWork): void {
  const { high: aHigh, low: aLow, twice } = work;
  for (let u = 0; u < period; u++) {
    const x = a[offset + u];
    aHigh[u] = x >>> 15;
    aLow[u] = x & 32767;
    twice[u] = twice[u + period] = b[offset + u];
  }
  for (let t = 0; t < period; t++) {
    let high = 0;
    let low = 0;
    const base = t + period;
    for (let u = 0; u < period; u++) {
      const y = twice[base - u];
      high += aHigh[u] * y;
      low += aLow[u] * y;
    }
    a[offset + t] = reduce(reduce(high) * 32768 + low);
  }
}

/** Scratch arrays for multiplyCyclic, allocated once per group. */
interface CyclicWork {
  high: Float64Array;
  low: Float64Array;
  twice: Float64Array;
}

const INVERSE_MOD = 1 / MOD;

/**
 * x mod MOD for an integer 0 ≤ x < 2^51, without the slow floating-point remainder: the estimated
 * quotient is exact or off by one (x·(1/MOD) errs by less than 2^−30), and one step corrects it.
 */
function reduce(x: number): number {
  const r = x - Math.floor(x * INVERSE_MOD) * MOD;
  return r < 0 ? r + MOD : r >= MOD ? r - MOD : r;
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
