// Baseline for bench/cases/judge-problems.mjs: luogu P3179 (HAOI 2015, multiples flip) as the usual
// contest solution. A heads coin x has Grundy value G(n / x), where G(m) is the mex over k of
// G(m/2) ^ ... ^ G(m/k) (k = 1: the empty XOR). Only the O(√n) distinct quotients n / d occur, and
// each G(m) walks the blocks of equal m / j (the XOR over a block alternates, so each block marks
// at most two values): O(n^(3/4)) in all.
#include <cmath>
#include <cstdio>
#include <vector>

static long long n;
static int root;
static std::vector<int> smallG, largeG, stamps;  // smallG[m], m <= root; largeG[d] = G(n / d)
static int stamp = 0;

static int valueOf(long long q) { return q <= root ? smallG[q] : largeG[n / q]; }

static int grundy(long long m) {
  ++stamp;
  stamps[0] = stamp;
  int running = 0;
  for (long long from = 2; from <= m;) {
    const long long q = m / from, to = m / q;
    const int v = valueOf(q);
    stamps[running ^ v] = stamp;  // values stay far below 2^16
    if (from + 1 <= to) stamps[running] = stamp;
    if ((to - from) % 2 == 0) running ^= v;
    from = to + 1;
  }
  int g = 0;
  while (stamps[g] == stamp) g++;
  return g;
}

int main() {
  int queries;
  if (std::scanf("%lld %d", &n, &queries) != 2) return 1;
  root = (int)std::sqrt((double)n);
  while ((long long)root * root > n) root--;
  while ((long long)(root + 1) * (root + 1) <= n) root++;
  smallG.assign(root + 1, 0);
  largeG.assign(root + 1, 0);
  stamps.assign(1 << 16, 0);
  for (int m = 1; m <= root; m++) smallG[m] = grundy(m);
  for (int d = root; d >= 1; d--) {
    const long long m = n / d;
    largeG[d] = m <= root ? smallG[m] : grundy(m);
  }
  for (int i = 0; i < queries; i++) {
    int w, total = 0;
    if (std::scanf("%d", &w) != 1) return 1;
    for (int k = 0; k < w; k++) {
      long long x;
      if (std::scanf("%lld", &x) != 1) return 1;
      total ^= valueOf(n / x);
    }
    std::puts(total != 0 ? "Yes" : "No");
  }
  return 0;
}
