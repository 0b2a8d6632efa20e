// Baseline for bench/cases/judge-problems.mjs: luogu P3235 (splitting piles evenly) as the usual
// contest solution: Grundy values of every heap up to the largest one, O(N·√N). Splitting i into
// j parts leaves i mod j heaps of q + 1 and the rest of q (q = i / j); for one q only the first
// two j of its block give different options (parities repeat with period 2), so each block of
// equal q is visited once. nimlab additionally folds the small-q blocks into a prefix mask.
#include <cstdio>
#include <vector>

int main() {
  int tests, threshold;
  if (std::scanf("%d %d", &tests, &threshold) != 2) return 1;
  std::vector<std::vector<int>> heaps(tests);
  int largest = 1;
  for (auto& test : heaps) {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    test.resize(n);
    for (int& a : test) {
      if (std::scanf("%d", &a) != 1) return 1;
      if (a > largest) largest = a;
    }
  }
  std::vector<int> g(largest + 2, 0), seen(64, -1);
  for (int i = threshold > 2 ? threshold : 2; i <= largest; i++) {
    for (int l = 2, r; l <= i; l = r + 1) {
      const int q = i / l;
      r = i / q;
      for (int j = l; j <= l + 1 && j <= r; j++) {
        const int rem = i % j;
        seen[((rem & 1) ? g[q + 1] : 0) ^ (((j - rem) & 1) ? g[q] : 0)] = i;
      }
    }
    int v = 0;
    while (seen[v] == i) v++;
    g[i] = v;
  }
  for (int t = 0; t < tests; t++) {
    int total = 0;
    for (int a : heaps[t]) total ^= g[a];
    std::printf(t == 0 ? "%d" : " %d", total != 0 ? 1 : 0);
  }
  std::printf("\n");
  return 0;
}
