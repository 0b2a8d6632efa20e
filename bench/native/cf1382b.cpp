// Baseline for bench/cases/judge-problems.mjs: Codeforces 1382B (Sequential Nim), the usual
// contest solution: scanf, count the leading heaps of size 1 (k); the first player wins iff k is
// even, or, when every heap is 1, iff n is odd.
#include <cstdio>

int main() {
  int tests;
  if (std::scanf("%d", &tests) != 1) return 1;
  while (tests-- > 0) {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    int leadingOnes = 0;
    bool inRun = true;
    for (int i = 0; i < n; i++) {
      int a;
      if (std::scanf("%d", &a) != 1) return 1;
      if (inRun && a == 1) leadingOnes++;
      else inRun = false;
    }
    const bool firstWins = leadingOnes == n ? n % 2 == 1 : leadingOnes % 2 == 0;
    std::puts(firstWins ? "First" : "Second");
  }
  return 0;
}
