// Baseline for bench/cases/judge-problems.mjs: luogu P2252 (Wythoff's game). Wythoff: with
// d = |a − b|, the position is lost iff min(a, b) = ⌊dφ⌋. Computed exactly in 64-bit integers
// as ⌊(d + √(5d²)) / 2⌋ with an integer square root (many contest solutions use a long double
// φ instead; the statement requires exactness, so this one does not).
#include <cmath>
#include <cstdio>

static unsigned long long isqrt(unsigned long long x) {
  unsigned long long r = (unsigned long long)std::sqrt((long double)x);
  while (r * r > x) r--;
  while ((r + 1) * (r + 1) <= x) r++;
  return r;
}

int main() {
  unsigned long long a, b;
  if (std::scanf("%llu %llu", &a, &b) != 2) return 1;
  if (a > b) { unsigned long long t = a; a = b; b = t; }
  const unsigned long long d = b - a;
  const unsigned long long floorDPhi = (d + isqrt(5 * d * d)) / 2;
  std::puts(floorDPhi == a ? "0" : "1");
  return 0;
}
