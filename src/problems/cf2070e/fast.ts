/**
 * cf2070e. The engine search over every ring (see cf2070e.test.ts) shows the outcome depends only
 * on the numbers of zeros z and ones o: the first player wins iff z − 3·o ≥ 2 or z − 3·o = −1.
 */
export function firstPlayerWins(zeros: number, ones: number): boolean {
  const balance = zeros - 3 * ones;
  return balance >= 2 || balance === -1;
}

/**
 * Counts substrings s[l..r) won by the first player, in O(n). With D(i) = zeros − 3·ones over the
 * prefix of length i, substring [l, r) has balance D(r) − D(l); count the l < r with
 * D(l) ≤ D(r) − 2 and those with D(l) = D(r) + 1. D moves by +1 or −3 per character, so the count
 * of stored prefixes at most the threshold D(r) − 2 is kept up to date by adding or removing the
 * one or three count-array cells the threshold passes, instead of a range query per step.
 */
export function countWinningSubstrings(s: string): number {
  const n = s.length;
  const offset = 3 * n + 3; // thresholds D − 2 and D − 4 reach down to −3n − 3
  const seen = new Int32Array(4 * n + 8); // seen[d + offset] = prefixes so far with balance d
  let balance = 0;
  let atMostThreshold = 0; // prefixes so far with balance ≤ balance − 2
  let wins = 0;
  seen[offset]++;
  for (let r = 0; r < n; r++) {
    const threshold = balance - 2 + offset; // as an index
    if (s.charCodeAt(r) === 48) {
      balance += 1;
      atMostThreshold += seen[threshold + 1];
    } else {
      balance -= 3;
      atMostThreshold -= seen[threshold] + seen[threshold - 1] + seen[threshold - 2];
    }
    wins += atMostThreshold + seen[balance + 1 + offset];
    seen[balance + offset]++; // above the new threshold, so the count at most it is unchanged
  }
  return wins;
}
