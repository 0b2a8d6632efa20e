// Baseline for bench/cases/judge-problems.mjs: hiho 1172 (coin turning), the usual contest
// solution: the value of a row is the XOR of the 1-based positions of its heads coins.
#include <cstdio>

static char row[10005];

int main() {
  int n;
  if (std::scanf("%d %10004s", &n, row) != 2) return 1;
  int total = 0;
  for (int i = 0; i < n && row[i]; i++)
    if (row[i] == 'H') total ^= i + 1;
  std::puts(total != 0 ? "Alice" : "Bob");
  return 0;
}
