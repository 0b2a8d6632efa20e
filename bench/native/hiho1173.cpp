// Baseline for bench/cases/judge-problems.mjs: hiho 1173 (Lasker's Nim), the usual contest
// solution: scanf, Lasker's values G(4k+3) = 4k+4, G(4k+4) = 4k+3, else G(n) = n, XORed.
#include <cstdio>

static int laskerValue(int s) {
  if (s % 4 == 3) return s + 1;
  if (s % 4 == 0 && s > 0) return s - 1;
  return s;
}

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  int total = 0;
  for (int i = 0; i < n; i++) {
    int a;
    if (std::scanf("%d", &a) != 1) return 1;
    total ^= laskerValue(a);
  }
  std::puts(total != 0 ? "Alice" : "Bob");
  return 0;
}
