// Baseline for bench/cases/judge-problems.mjs: HDU 1730 (Northcott game), the usual contest
// solution: each row is a Nim heap of the empty cells between its two pieces; boards until EOF.
#include <cstdio>
#include <cstdlib>

int main() {
  int n, m;
  while (std::scanf("%d %d", &n, &m) == 2) {
    int total = 0;
    for (int i = 0; i < n; i++) {
      int a, b;
      if (std::scanf("%d %d", &a, &b) != 2) return 1;
      total ^= std::abs(a - b) - 1;
    }
    std::puts(total != 0 ? "I WIN!" : "BAD LUCK!");
  }
  return 0;
}
