import { addMod, MOD, mulMod, subMod } from '../modular.js';

/**
 * Modulo Nim (arc134e) by classification. Only the set of distinct non-zero values matters (every
 * move treats equal numbers alike), and the player to move loses exactly on
 *   {1}, {2}, {4, 8}, and some sets of multiples of 12,
 * found as follows (each step is confirmed against the engine in arc134e.test.ts):
 * 1. {1} and {2}: every move leaves all zeros, so the mover loses.
 * 2. An odd value (set ≠ {1}): m = 2 leaves {1}.
 * 3. All even, one ≡ 2 mod 4 (set ≠ {2}): m = 4 leaves {2}.
 * 4. All multiples of 4 with non-zero residues mod 3 all alike: m = 3 leaves {1} or {2}.
 * 5. Multiples of 4 with both residues 1 and 2 mod 3: {4, 8} loses (its moves leave {1, 2}, {4},
 *    {2, 4}, {3, 4}, {1, 4} or zeros, all winning); any other such set has max ≥ 12 and m = 12
 *    leaves {4, 8}.
 * 6. All multiples of 12: decided by a search over subsets of {12, 24, …} (bitmasks), each move's
 *    result classified by steps 1–5 or looked up among smaller masks.
 */

/** Bit i of a mask stands for the value 12·(i + 1). */
function multipleOf12Bit(value: number): number {
  return value / 12 - 1;
}

/**
 * lose[mask] = 1 iff the player to move loses on the set of multiples of 12 given by `mask`, for
 * every mask over the first `bits` multiples. Masks are filled in increasing order: a move lowers
 * the maximum, so the result's mask is smaller than the position's.
 */
export function losingMultiplesOf12(bits: number): Uint8Array {
  const lose = new Uint8Array(1 << bits);
  const maxM = 12 * bits;
  // residue[m·bits + i] = 12(i+1) mod m; spoils[m] = elements whose residue mod m is neither 0, a
  // multiple of 12, nor one of 1, 2, 4, 8 — such a residue can never be part of a losing result.
  const residue = new Int32Array((maxM + 1) * bits);
  const spoils = new Int32Array(maxM + 1);
  /** Whether "mod m" turns the set `mask` into a losing position (the result is classified above). */
  const moveWins = (mask: number, m: number): boolean => {
    if ((mask & spoils[m]) !== 0) return false;
    let twelves = 0; // result's multiples of 12, as a mask
    let small = 0; // result's values among 1, 2, 4, 8, as a bit set of the values themselves
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const r = residue[m * bits + (31 - Math.clz32(rest & -rest))];
      if (r === 0) continue;
      if (r % 12 === 0) twelves |= 1 << multipleOf12Bit(r);
      else small |= r;
    }
    // Winning move: the result is {1}, {2} or {4, 8}, or a losing set of multiples of 12.
    return twelves === 0 ? small === 1 || small === 2 || small === 12 : small === 0 && lose[twelves] === 1;
  };
  for (let m = 1; m <= maxM; m++) {
    for (let i = 0; i < bits; i++) {
      const r = (12 * (i + 1)) % m;
      residue[m * bits + i] = r;
      if (r % 12 !== 0 && r !== 1 && r !== 2 && r !== 4 && r !== 8) spoils[m] |= 1 << i;
    }
  }
  // Move ordering: the move that won for the previous mask is tried first (one m wins for most
  // masks), then every m in turn. The order changes only the time, not the result.
  let lastWin = 1;
  for (let mask = 1; mask < 1 << bits; mask++) {
    const max = 12 * (32 - Math.clz32(mask));
    let moverWins = lastWin <= max && moveWins(mask, lastWin);
    for (let m = 1; m <= max && !moverWins; m++) {
      if (m === lastWin || (mask & spoils[m]) !== 0) continue;
      if (moveWins(mask, m)) {
        moverWins = true;
        lastWin = m;
      }
    }
    lose[mask] = moverWins ? 0 : 1;
  }
  return lose;
}

const MAX_VALUE = 200;
const MAX_BITS = Math.floor(MAX_VALUE / 12);
let table: Uint8Array | undefined;

function losingTable(): Uint8Array {
  table ??= losingMultiplesOf12(MAX_BITS);
  return table;
}

/** The classification above, for any non-empty set of values in 1..200. */
export function firstPlayerLoses(values: readonly number[]): boolean {
  const set = [...new Set(values.filter((x) => x > 0))].sort((a, b) => a - b);
  const key = set.join(',');
  if (key === '1' || key === '2' || key === '4,8') return true;
  if (set.length === 0 || set.some((x) => x % 4 !== 0)) return false;
  const residues = new Set(set.map((x) => x % 3));
  if (residues.has(1) || residues.has(2)) return false;
  let mask = 0;
  for (const x of set) mask |= 1 << multipleOf12Bit(x);
  return losingTable()[mask] === 1;
}

/** Every losing set with all values ≤ maxValue, as sorted arrays. */
export function losingSets(maxValue: number): number[][] {
  const sets = [[1], [2], [4, 8]].filter((set) => set[set.length - 1] <= maxValue);
  const bits = Math.floor(maxValue / 12);
  const lose = losingTable();
  for (let mask = 1; mask < 1 << bits; mask++) {
    if (!lose[mask]) continue;
    const set: number[] = [];
    for (let i = 0; i < bits; i++) if ((mask >> i) & 1) set.push(12 * (i + 1));
    sets.push(set);
  }
  return sets;
}

/**
 * Sequences with 1 ≤ x_i ≤ a_i won by the first player, mod MOD: all Π a_i of them minus, for each
 * losing set L, those whose set of values is exactly L — by inclusion–exclusion over U ⊆ L of
 * Π_i |U ∩ [1, a_i]|. With U = {u_1 < … < u_k}, |U ∩ [1, a_i]| = j for the a_i in [u_j, u_{j+1}),
 * so the product is Π_j j^(number of such a_i), zero when some a_i < u_1: k factors per subset,
 * read from a prefix count of the limits, instead of one per distinct limit.
 */
export function countFirstPlayerWins(limits: ArrayLike<number>): number {
  let total = 1;
  let maxLimit = 0;
  const atMost = new Int32Array(MAX_VALUE + 2); // atMost[v] = how many limits are ≤ v
  for (let i = 0; i < limits.length; i++) {
    total = mulMod(total, limits[i]);
    maxLimit = Math.max(maxLimit, limits[i]);
    atMost[limits[i]]++;
  }
  for (let v = 1; v <= MAX_VALUE + 1; v++) atMost[v] += atMost[v - 1];
  const n = limits.length;
  const chosen = new Int32Array(MAX_BITS + 2);
  // power[j·(n + 1) + e] = j^e mod MOD for the counts j ≤ MAX_BITS + 1 and exponents e ≤ n.
  const power = new Float64Array((MAX_BITS + 2) * (n + 1));
  for (let j = 0; j <= MAX_BITS + 1; j++) {
    power[j * (n + 1)] = 1;
    for (let e = 1; e <= n; e++) power[j * (n + 1) + e] = mulMod(power[j * (n + 1) + e - 1], j);
  }
  let losing = 0;
  for (const set of losingSets(maxLimit)) {
    for (let subset = 0; subset < 1 << set.length; subset++) {
      let k = 0;
      for (let i = 0; i < set.length; i++) if ((subset >> i) & 1) chosen[k++] = set[i];
      let product: number;
      if (k === 0) product = n === 0 ? 1 : 0;
      else if (atMost[chosen[0] - 1] > 0) product = 0;
      else {
        product = 1;
        for (let j = 1; j <= k; j++) {
          const below = j === k ? n : atMost[chosen[j] - 1];
          product = mulMod(product, power[j * (n + 1) + below - atMost[chosen[j - 1] - 1]]);
        }
      }
      const sign = (set.length - k) % 2 === 0;
      losing = sign ? addMod(losing, product) : subMod(losing, product);
    }
  }
  return subMod(total % MOD, losing);
}
