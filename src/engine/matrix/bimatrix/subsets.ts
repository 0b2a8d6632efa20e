/** Every k-element subset of {0, …, n-1} in lexicographic order, as a fresh array each (n, k small). */
export function* subsetsOfSize(n: number, k: number): Generator<number[]> {
  if (k > n || k < 0) return;
  const chosen = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield [...chosen];
    let i = k - 1;
    while (i >= 0 && chosen[i] === n - k + i) i--;
    if (i < 0) return;
    chosen[i]++;
    for (let j = i + 1; j < k; j++) chosen[j] = chosen[j - 1] + 1;
  }
}

/** The binomial coefficient C(n, k) as a number (for progress totals). */
export function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}
