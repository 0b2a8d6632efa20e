// Baseline for bench/cases/judge-problems.mjs: luogu P2197 (Nim), the usual contest solution:
// scanf, then Bouton's theorem (the first player wins iff the XOR of the heaps is non-zero).
#include <cstdio>

int main() {
  int tests;
  if (std::scanf("%d", &tests) != 1) return 1;
  while (tests-- > 0) {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    int total = 0;
    for (int i = 0; i < n; i++) {
      int a;
      if (std::scanf("%d", &a) != 1) return 1;
      total ^= a;
    }
    std::puts(total != 0 ? "Yes" : "No");
  }
  return 0;
}
