/**
 * Moore's Nim_k by Moore's theorem: a position is a P-position iff, in every binary digit, the
 * number of heaps with that digit set is divisible by k+1. Winning moves follow the theorem's
 * proof, digit by digit from the top: a heap becomes "free" once it has been lowered in a higher
 * digit (its lower digits may then be anything), and each digit's column is fixed by lowering
 * more heaps or by choosing the free heaps' digits. Every sequence of such choices is a
 * different winning move and every winning move arises so, which lists them all, lazily.
 */

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/** For each binary digit (least significant first), how many heaps have it set. */
export function mooreColumnSums(heaps: readonly bigint[]): number[] {
  const width = Math.max(0, ...heaps.map(bitLength));
  const sums = new Array<number>(width).fill(0);
  for (const heap of heaps) {
    for (let bit = 0, rest = heap; rest > 0n; bit++, rest >>= 1n) if (rest & 1n) sums[bit]++;
  }
  return sums;
}

export function mooreIsP(heaps: readonly bigint[], k: number): boolean {
  return mooreColumnSums(heaps).every((sum) => sum % (k + 1) === 0);
}

/** One digit's decision: which fixed heaps drop this digit to 0 (and so become free), which free heaps get a 1. */
interface DigitChoice {
  lowered: readonly number[];
  freeOnes: readonly number[];
}

/** Every set of `size` indices from `items`, in lexicographic order. */
export function* combinations(items: readonly number[], size: number): Generator<number[]> {
  if (size > items.length) return;
  const chosen = Array.from({ length: size }, (_, i) => i);
  for (;;) {
    yield chosen.map((i) => items[i]);
    let i = size - 1;
    while (i >= 0 && chosen[i] === items.length - size + i) i--;
    if (i < 0) return;
    chosen[i]++;
    for (let j = i + 1; j < size; j++) chosen[j] = chosen[j - 1] + 1;
  }
}

/**
 * The choices at one digit. The column holds the fixed heaps' ones that stay (ones − p) plus the
 * free heaps given a one (x); it must be divisible by k+1, and at most k heaps may be free. Such
 * a choice always exists (if x = k+1−r does not fit in m free heaps, then m + r ≤ k and p = r
 * fits), so the search never meets a dead end.
 */
function* digitChoices(ones: readonly number[], free: readonly number[], k: number): Generator<DigitChoice> {
  for (let p = 0; p <= ones.length && free.length + p <= k; p++) {
    for (let x = 0; x <= free.length; x++) {
      if ((ones.length - p + x) % (k + 1) !== 0) continue;
      for (const lowered of combinations(ones, p)) {
        for (const freeOnes of combinations(free, x)) yield { lowered, freeOnes };
      }
    }
  }
}

interface Frame {
  bit: number;
  /** The new heaps' digits above `bit`, as numbers. */
  prefix: bigint[];
  free: boolean[];
  choices: Generator<DigitChoice>;
}

/** Every winning move, as the heaps after the move (same order), lazily; none from a P-position. */
export function* mooreWinningMoves(heaps: readonly bigint[], k: number): Generator<bigint[]> {
  if (mooreIsP(heaps, k)) return;
  const top = Math.max(...heaps.map(bitLength)) - 1;
  const frame = (bit: number, prefix: bigint[], free: boolean[]): Frame => {
    const ones: number[] = [];
    const freeHeaps: number[] = [];
    heaps.forEach((heap, i) => {
      if (free[i]) freeHeaps.push(i);
      else if ((heap >> BigInt(bit)) & 1n) ones.push(i);
    });
    return { bit, prefix, free, choices: digitChoices(ones, freeHeaps, k) };
  };
  const stack: Frame[] = [
    frame(
      top,
      heaps.map(() => 0n),
      heaps.map(() => false),
    ),
  ];
  while (stack.length > 0) {
    const current = stack[stack.length - 1];
    const next = current.choices.next();
    if (next.done) {
      stack.pop();
      continue;
    }
    const { lowered, freeOnes } = next.value;
    const free = current.free.slice();
    const prefix = current.prefix.map((digits, i) => {
      const digit = free[i] ? (freeOnes.includes(i) ? 1n : 0n) : (heaps[i] >> BigInt(current.bit)) & 1n;
      return (digits << 1n) | (lowered.includes(i) ? 0n : digit);
    });
    for (const i of lowered) free[i] = true;
    if (current.bit > 0) stack.push(frame(current.bit - 1, prefix, free));
    else yield prefix; // an N-position lowers some heap at its first unbalanced digit
  }
}
