// Baseline for bench/cases/judge-problems.mjs: HDU 2486 (k-multiple dynamic subtraction), the
// usual contest solution: per test, build the terms a_i of the k-system one by one up to n
// (a_{i+1} = b_i + 1, b_i the largest sum of valid terms ≤ a_i), then the first player loses iff
// n is a term, else the smallest term of n's greedy representation is the smallest winning move.
// That is O(number of terms ≤ n) per test (≈ 7·10^5 for k = 10^5); nimlab stores the terms as
// arithmetic runs (about a thousand), so this ratio compares methods as well as languages.
#include <cstdio>
#include <vector>

int main() {
  int tests;
  if (std::scanf("%d", &tests) != 1) return 1;
  std::vector<long long> a, b;
  for (int t = 1; t <= tests; t++) {
    long long n, k;
    if (std::scanf("%lld %lld", &n, &k) != 2) return 1;
    a.assign(1, 1);
    b.assign(1, 1);
    size_t i = 0, j = 0;
    while (a[i] < n) {
      i++;
      a.push_back(b[i - 1] + 1);
      while (a[j + 1] * k < a[i]) j++;
      b.push_back(a[j] * k < a[i] ? b[j] + a[i] : a[i]);
    }
    if (a[i] == n) {
      std::printf("Case %d: lose\n", t);
      continue;
    }
    long long rest = n, smallest = 0;
    for (size_t at = i + 1; at-- > 0 && rest > 0;) {
      if (rest >= a[at]) {
        rest -= a[at];
        smallest = a[at];
      }
    }
    std::printf("Case %d: %lld\n", t, smallest);
  }
  return 0;
}
