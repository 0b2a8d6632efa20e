// Baseline for bench/cases/hdu3032.mjs: HDU 3032 (Lasker's Nim) as a contest solution would read
// it, with scanf. Lasker's Nim values: G(4k+1)=4k+1, G(4k+2)=4k+2, G(4k+3)=4k+4, G(4k+4)=4k+3;
// the first player (Alice) wins when the XOR of the heaps' values is non-zero.
#include <cstdio>

static unsigned int laskerValue(unsigned int s) {
  switch (s % 4) {
    case 3: return s + 1;  // at most 2^31 for s <= 2^31-1: fits in unsigned
    case 0: return s - 1;
    default: return s;
  }
}

int main() {
  int tests;
  if (std::scanf("%d", &tests) != 1) return 1;
  while (tests-- > 0) {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    unsigned int total = 0;
    for (int i = 0; i < n; i++) {
      unsigned int s;
      if (std::scanf("%u", &s) != 1) return 1;
      total ^= laskerValue(s);
    }
    std::puts(total != 0 ? "Alice" : "Bob");
  }
  return 0;
}
