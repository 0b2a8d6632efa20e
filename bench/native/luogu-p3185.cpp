// Baseline for bench/cases/judge-problems.mjs: luogu P3185 (HNOI 2014 split game on bottles), the
// usual contest solution: each bean's value depends on its distance d to the last bottle,
// S(d) = mex{S(e) ⊕ S(f) : f ≤ e < d}; the position is the XOR of S over bottles with an odd
// count, and a move (i, j, k) wins iff S_i ⊕ S_j ⊕ S_k equals it. Enumerate moves in order.
#include <cstdio>

int main() {
  int sg[21];
  for (int d = 0; d < 21; d++) {
    bool seen[128] = {};
    for (int e = 0; e < d; e++)
      for (int f = 0; f <= e; f++) seen[sg[e] ^ sg[f]] = true;
    int mex = 0;
    while (seen[mex]) mex++;
    sg[d] = mex;
  }
  int tests;
  if (std::scanf("%d", &tests) != 1) return 1;
  while (tests-- > 0) {
    int n, beans[21], value[21];
    if (std::scanf("%d", &n) != 1) return 1;
    int total = 0;
    for (int i = 0; i < n; i++) {
      if (std::scanf("%d", &beans[i]) != 1) return 1;
      value[i] = sg[n - 1 - i];
      if (beans[i] % 2 == 1) total ^= value[i];
    }
    int count = 0, firstI = -1, firstJ = -1, firstK = -1;
    if (total != 0) {
      for (int i = 0; i < n; i++) {
        if (beans[i] == 0) continue;
        for (int j = i + 1; j < n; j++)
          for (int k = j; k < n; k++)
            if ((value[i] ^ value[j] ^ value[k]) == total) {
              if (count++ == 0) firstI = i, firstJ = j, firstK = k;
            }
      }
    }
    std::printf("%d %d %d\n%d\n", firstI, firstJ, firstK, count);
  }
  return 0;
}
