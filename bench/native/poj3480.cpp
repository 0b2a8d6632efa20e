// Baseline for bench/cases/judge-problems.mjs: POJ 3480 (misère Nim), the usual contest solution:
// scanf, then Bouton's misère rule (all heaps 1: first wins iff their count is even; otherwise
// first wins iff the XOR is non-zero).
#include <cstdio>

int main() {
  int tests;
  if (std::scanf("%d", &tests) != 1) return 1;
  while (tests-- > 0) {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    int total = 0;
    bool allOnes = true;
    for (int i = 0; i < n; i++) {
      int a;
      if (std::scanf("%d", &a) != 1) return 1;
      total ^= a;
      if (a != 1) allOnes = false;
    }
    const bool johnWins = allOnes ? n % 2 == 0 : total != 0;
    std::puts(johnWins ? "John" : "Brother");
  }
  return 0;
}
