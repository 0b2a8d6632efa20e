// Baseline for bench/cases/judge-problems.mjs: hiho 1163 (Nim, one position), the usual contest
// solution: scanf, then Bouton's theorem (the first player wins iff the XOR is non-zero).
#include <cstdio>

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  int total = 0;
  for (int i = 0; i < n; i++) {
    int a;
    if (std::scanf("%d", &a) != 1) return 1;
    total ^= a;
  }
  std::puts(total != 0 ? "Alice" : "Bob");
  return 0;
}
