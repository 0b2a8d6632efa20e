import { analyzeSum } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { laskerGrundyNumber } from '../../games/lasker/fast.js';
import { laskerHeap } from '../../games/lasker/rules.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_TESTS = 100;
const MAX_N = 1_000_000;
const MAX_S = 2 ** 31 - 1;
/** The brute force values every heap up to the largest by search, quadratic in it: keep it small. */
const BRUTE_MAX_HEAP = 3000;

function answer(aliceWins: boolean): string {
  return aliceWins ? 'Alice' : 'Bob';
}

/**
 * n random heaps up to 2^31 − 1 (one in 128 among the top four, where 2^31 − 1 has the value
 * 2^31, beyond int32) as one line. Digits go straight into a byte buffer: joining millions of
 * number strings would make generating slower than solving.
 */
function largeHeaps(random: Random, n: number): string {
  const bytes = new Uint8Array(n * 11);
  let length = 0;
  const digits = new Uint8Array(10);
  for (let i = 0; i < n; i++) {
    const bits = random.uint32();
    let heap = (bits & 127) === 0 ? MAX_S - ((bits >>> 29) & 3) : random.uint32() >>> 1 || 1;
    let count = 0;
    do {
      const tenth = (heap / 10) | 0; // int32 arithmetic: heaps are below 2^31
      digits[count++] = 48 + heap - tenth * 10;
      heap = tenth;
    } while (heap > 0);
    if (i > 0) bytes[length++] = 32;
    while (count > 0) bytes[length++] = digits[--count];
  }
  return new TextDecoder().decode(bytes.subarray(0, length));
}

/** One engine for every brute-force call: heaps valued once stay known. */
const bruteSolver = new GrundySolver(laskerHeap);

export const hdu3032: Problem = {
  /**
   * Millions of heaps: each is read and folded into the XOR at once, with no array. The value of
   * 2^31 − 1 is 2^31, beyond int32; `^` works on the low 32 bits, where 2^31 is exactly bit 31,
   * and every value is below 2^32, so the int32 XOR is exact and non-zero iff the true XOR is.
   */
  solve(input) {
    const tests = input.int('T', 1, MAX_TESTS);
    const lines: string[] = [];
    for (let t = 0; t < tests; t++) {
      const n = input.int('N', 1, MAX_N);
      let total = 0;
      for (let i = 0; i < n; i++) total ^= laskerGrundyNumber(input.int('s_i', 1, MAX_S));
      lines.push(answer(total !== 0));
    }
    input.expectEnd();
    return lines.join('\n');
  },
  brute(input) {
    const tests = input.int('T', 1, MAX_TESTS);
    const lines: string[] = [];
    for (let t = 0; t < tests; t++) {
      const heaps = Array.from(input.ints('s_i', input.int('N', 1, MAX_N), 1, MAX_S));
      if (heaps.some((heap) => heap > BRUTE_MAX_HEAP)) input.fail(`brute force handles heaps up to ${BRUTE_MAX_HEAP}`);
      lines.push(answer(analyzeSum(laskerHeap, heaps, bruteSolver).outcome === 'N'));
    }
    input.expectEnd();
    return lines.join('\n');
  },
  /** 'max' is three tests of 10^6 heaps (the size the benchmark compares with C++ scanf). */
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : 3;
    const parts = [String(tests)];
    for (let t = 0; t < tests; t++) {
      if (small) {
        const n = random.int(1, 5);
        const heaps = Array.from({ length: n }, () => random.int(1, random.pick([4, 12, 40])));
        const total = heaps.reduce((acc, h) => acc ^ laskerGrundyNumber(h), 0);
        if (n < 5 && total > 0 && random.bool()) heaps.push(laskerGrundyNumber(total)); // a P-position
        parts.push(String(heaps.length), heaps.join(' '));
      } else {
        parts.push(String(MAX_N), largeHeaps(random, MAX_N));
      }
    }
    return parts.join('\n') + '\n';
  },
};
