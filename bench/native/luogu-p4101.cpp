// Baseline for bench/cases/judge-problems.mjs: luogu P4101 (merging piles), the usual contest
// solution: the first player wins iff n − ⌈n/m⌉ is odd (printed as 0; 1 when the first loses).
#include <cstdio>

int main() {
  int tests;
  if (std::scanf("%d", &tests) != 1) return 1;
  while (tests-- > 0) {
    long long n, m;
    if (std::scanf("%lld %lld", &n, &m) != 2) return 1;
    const long long moves = n - (n + m - 1) / m;
    std::puts(moves % 2 == 1 ? "0" : "1");
  }
  return 0;
}
