// Baseline for bench/cases/judge-problems.mjs: Codeforces 2070E. The first player wins a substring
// iff zeros - 3*ones >= 2 or == -1; with prefix balances D, count pairs l < r with
// D(l) <= D(r) - 2 or D(l) = D(r) + 1. Same O(n) method as nimlab: D moves by +1 or -3, so the
// count of earlier prefixes at most D(r) - 2 is updated from a count array as the threshold moves.
#include <cstdio>
#include <vector>

static char s[300005];

int main() {
  int n;
  if (std::scanf("%d %300004s", &n, s) != 2) return 1;
  const int offset = 3 * n + 3;
  std::vector<int> seen(4 * n + 8, 0);
  long long balance = 0, atMost = 0, wins = 0;
  seen[offset]++;
  for (int r = 0; r < n; r++) {
    const long long threshold = balance - 2 + offset;
    if (s[r] == '0') {
      balance += 1;
      atMost += seen[threshold + 1];
    } else {
      balance -= 3;
      atMost -= seen[threshold] + seen[threshold - 1] + seen[threshold - 2];
    }
    wins += atMost + seen[balance + 1 + offset];
    seen[balance + offset]++;
  }
  std::printf("%lld\n", wins);
  return 0;
}
