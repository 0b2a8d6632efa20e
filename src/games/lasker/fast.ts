/**
 * Lasker's Nim in closed form: G(0) = 0, G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4,
 * G(4k+4) = 4k+3. G swaps 4k+3 and 4k+4 and fixes everything else, so it is its own inverse.
 */

export function laskerGrundy(heap: bigint): bigint {
  const residue = heap & 3n;
  if (residue === 3n) return heap + 1n;
  if (residue === 0n && heap > 0n) return heap - 1n;
  return heap;
}

/** The same for a heap below 2^53 (the value may reach 2^31 for heap 2^31 − 1; still exact). */
export function laskerGrundyNumber(heap: number): number {
  // `& 3` is exact below 2^31 and far cheaper than `%` on heaps V8 keeps as doubles (above 2^30).
  const residue = heap <= 0x7fffffff ? heap & 3 : heap % 4;
  if (residue === 3) return heap + 1;
  if (residue === 0 && heap > 0) return heap - 1;
  return heap;
}

export function laskerSumGrundy(heaps: readonly bigint[]): bigint {
  let total = 0n;
  for (const heap of heaps) total ^= laskerGrundy(heap);
  return total;
}

/** A move on heap `heap` (index): take stones leaving `to`, or split into `into` (smaller first). */
export type LaskerMove = { heap: number; kind: 'take'; to: bigint } | { heap: number; kind: 'split'; into: readonly [bigint, bigint] };

/**
 * A heap a >= 1 written as a = 4x + r with r in 1..4 has G(a) = 4·high + low, where
 * high = x + 1 for r = 3 (G = 4x+4) and x otherwise, and low = 1, 2, 0, 3 for r = 1, 2, 3, 4.
 */
const LOW = [0n, 1n, 2n, 0n, 3n] as const;
const CARRY = [0n, 0n, 0n, 1n, 0n] as const;

/**
 * The splits of one residue pair (ra, rb): a = 4x + ra, b = 4y + rb with x + y = s. With
 * X = x + CARRY[ra], Y = y + CARRY[rb] the condition G(a) ⊕ G(b) = t splits into the low bits
 * (LOW[ra] ⊕ LOW[rb] = t mod 4) and X ⊕ Y = T = t >> 2 with X + Y = S known. Since
 * X + Y = (X ⊕ Y) + 2(X ∧ Y), X ∧ Y = A = (S − T)/2 must be a whole number sharing no bit with T,
 * and then the solutions are exactly X = A | U, Y = A | (T ⊕ U) for the subsets U of T's bits.
 */
interface ResiduePair {
  ra: number;
  rb: number;
  common: bigint;
  differ: bigint;
}

function residuePairs(heap: bigint, target: bigint): ResiduePair[] {
  const pairs: ResiduePair[] = [];
  for (let ra = 1; ra <= 4; ra++) {
    for (let rb = 1; rb <= 4; rb++) {
      if ((LOW[ra] ^ LOW[rb]) !== (target & 3n)) continue;
      const rest = heap - BigInt(ra + rb);
      if (rest < 0n || (rest & 3n) !== 0n) continue;
      const total = (rest >> 2n) + CARRY[ra] + CARRY[rb];
      const differ = target >> 2n;
      if (total < differ || ((total - differ) & 1n) !== 0n) continue;
      const common = (total - differ) >> 1n;
      if ((common & differ) !== 0n) continue;
      pairs.push({ ra, rb, common, differ });
    }
  }
  return pairs;
}

/** The ordered splits (a, b) of one residue pair with a <= b, in increasing a. */
function* pairSplits(heap: bigint, pair: ResiduePair): Generator<readonly [bigint, bigint]> {
  const { ra, rb, common, differ } = pair;
  let subset = 0n;
  for (;;) {
    const high = common | subset;
    const otherHigh = common | (differ ^ subset);
    const x = high - CARRY[ra];
    const y = otherHigh - CARRY[rb];
    if (x >= 0n && y >= 0n) {
      const a = 4n * x + BigInt(ra);
      if (2n * a > heap) return; // a grows with the subset, so no later split has a <= b
      yield [a, heap - a];
    }
    if (subset === differ) return;
    subset = (subset - differ) & differ; // next subset of differ's bits, in increasing order
  }
}

/** Every split of `heap` into a + b (1 <= a <= b) with G(a) ⊕ G(b) = target, in increasing a. */
export function* laskerSplits(heap: bigint, target: bigint): Generator<readonly [bigint, bigint]> {
  const streams = residuePairs(heap, target).map((pair) => pairSplits(heap, pair));
  const heads = streams.map((stream) => stream.next());
  for (;;) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const head = heads[i];
      if (!head.done && (best < 0 || head.value[0] < (heads[best].value as readonly [bigint, bigint])[0])) best = i;
    }
    if (best < 0) return;
    yield heads[best].value as readonly [bigint, bigint];
    heads[best] = streams[best].next();
  }
}

/** How many splits `laskerSplits(heap, target)` yields, counted without listing them. */
export function laskerSplitCount(heap: bigint, target: bigint): bigint {
  let ordered = 0n;
  for (const { ra, rb, common, differ } of residuePairs(heap, target)) {
    let count = 1n << BigInt(popCount(differ));
    // Only U = ∅ can make X = 0 and only U = T can make Y = 0, and only when A = 0.
    const lowFails = CARRY[ra] === 1n && common === 0n;
    const highFails = CARRY[rb] === 1n && common === 0n;
    if (differ === 0n) count -= lowFails || highFails ? 1n : 0n;
    else count -= (lowFails ? 1n : 0n) + (highFails ? 1n : 0n);
    ordered += count;
  }
  // Ordered pairs count a ≠ b twice and a = b (possible only when the target is 0) once.
  const equalHalves = target === 0n && heap >= 2n && (heap & 1n) === 0n ? 1n : 0n;
  return (ordered + equalHalves) / 2n;
}

function popCount(value: bigint): number {
  let count = 0;
  for (let v = value; v > 0n; v >>= 1n) count += Number(v & 1n);
  return count;
}

/**
 * Every winning move of a sum of heaps: heap i must go to value t = total ⊕ G(h_i). Taking stones
 * reaches it iff G(t) < h_i (G is its own inverse); splits reach it as `laskerSplits` lists. The
 * number of splits can be astronomically large for huge heaps, so this is lazy.
 */
export function* laskerWinningMoves(heaps: readonly bigint[]): Generator<LaskerMove> {
  const total = laskerSumGrundy(heaps);
  if (total === 0n) return;
  for (let heap = 0; heap < heaps.length; heap++) {
    const target = total ^ laskerGrundy(heaps[heap]);
    const to = laskerGrundy(target);
    if (to < heaps[heap]) yield { heap, kind: 'take', to };
    for (const into of laskerSplits(heaps[heap], target)) yield { heap, kind: 'split', into };
  }
}

/** The exact number of winning moves, however many there are. */
export function laskerWinningMoveCount(heaps: readonly bigint[]): bigint {
  const total = laskerSumGrundy(heaps);
  if (total === 0n) return 0n;
  let count = 0n;
  heaps.forEach((heap) => {
    const target = total ^ laskerGrundy(heap);
    if (laskerGrundy(target) < heap) count++;
    count += laskerSplitCount(heap, target);
  });
  return count;
}
