/**
 * cf2070e. The engine search over every ring (see cf2070e.test.ts) shows the outcome depends only
 * on the numbers of zeros z and ones o: the first player wins iff z − 3·o ≥ 2 or z − 3·o = −1.
 */
export function firstPlayerWins(zeros: number, ones: number): boolean {
  const balance = zeros - 3 * ones;
  return balance >= 2 || balance === -1;
}

/**
 * Counts substrings s[l..r) won by the first player. With D(i) = zeros − 3·ones over the prefix of
 * length i, substring (l, r] has balance D(r) − D(l); count the l < r with D(l) ≤ D(r) − 2 by a
 * Fenwick tree over prefix balances, and those with D(l) = D(r) + 1 by a plain count array.
 */
export function countWinningSubstrings(s: string): number {
  const n = s.length;
  const offset = 3 * n + 1; // D ranges over [−3n, n]
  const size = 4 * n + 3;
  const fenwick = new Int32Array(size + 1);
  const seen = new Int32Array(size + 1);
  const add = (value: number) => {
    for (let i = value + offset + 1; i <= size; i += i & -i) fenwick[i]++;
    seen[value + offset]++;
  };
  /** How many stored balances are ≤ value. */
  const countAtMost = (value: number) => {
    let total = 0;
    for (let i = Math.min(size, value + offset + 1); i > 0; i -= i & -i) total += fenwick[i];
    return total;
  };
  let balance = 0;
  let wins = 0;
  add(balance);
  for (let r = 0; r < n; r++) {
    balance += s.charCodeAt(r) === 48 ? 1 : -3;
    if (balance - 2 + offset >= 0) wins += countAtMost(balance - 2);
    wins += seen[balance + 1 + offset];
    add(balance);
  }
  return wins;
}
