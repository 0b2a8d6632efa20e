// Baseline for bench/cases/judge-problems.mjs: luogu P2594 (ZJOI 2009 coloring game), the usual
// contest solution: coin-turning theorem with T as heads; a lone coin has value lowbit(x + y − 1)
// in the first row or column and 2^(x+y−2) elsewhere, so the first player wins iff some value
// occurs an odd number of times among the T coins (parities of the exponents).
#include <cstdio>
#include <cstring>

static char row[105];

int main() {
  int tests;
  if (std::scanf("%d", &tests) != 1) return 1;
  while (tests-- > 0) {
    int n, m;
    if (std::scanf("%d %d", &n, &m) != 2) return 1;
    unsigned char parity[200];
    std::memset(parity, 0, sizeof parity);
    for (int x = 1; x <= n; x++) {
      if (std::scanf("%104s", row) != 1) return 1;
      for (int y = 1; y <= m; y++) {
        if (row[y - 1] != 'T') continue;
        int exponent;
        if (x == 1 || y == 1) exponent = __builtin_ctz(x + y - 1);
        else exponent = x + y - 2;
        parity[exponent] ^= 1;
      }
    }
    bool firstWins = false;
    for (int e = 0; e < 200; e++) firstWins |= parity[e] != 0;
    std::puts(firstWins ? "-_-" : "=_=");
  }
  return 0;
}
