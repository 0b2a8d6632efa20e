// Baseline for bench/cases/judge-problems.mjs: HDU 3595 (GG and MM, an Every-SG game), the usual
// contest solution: the remoteness of each Euclid sub-game from the quotients of Euclid's
// algorithm (a quotient ≥ 2 lets the mover choose the parity); the first player wins iff the
// largest remoteness is odd. Tests until EOF.
#include <algorithm>
#include <cstdio>

static int remoteness(int x, int y) {
  int quotients[32];
  int count = 0;
  int a = std::max(x, y), b = std::min(x, y);
  while (b > 0) {
    quotients[count++] = a / b;
    const int r = a % b;
    a = b;
    b = r;
  }
  int steps = 0;
  for (int i = count - 1; i >= 0; i--) steps += quotients[i] >= 2 && steps % 2 == 1 ? 2 : 1;
  return steps;
}

int main() {
  int n;
  while (std::scanf("%d", &n) == 1) {
    int longest = 0;
    for (int i = 0; i < n; i++) {
      int x, y;
      if (std::scanf("%d %d", &x, &y) != 2) return 1;
      longest = std::max(longest, remoteness(x, y));
    }
    std::puts(longest % 2 == 1 ? "MM" : "GG");
  }
  return 0;
}
