// Baseline for bench/cases/judge-problems.mjs: AtCoder ARC134 E (Modulo Nim, counting). Same method
// (and move ordering) as nimlab (src/problems/arc134e/fast.ts): the losing sets are {1}, {2}, {4, 8} and the losing
// sets of multiples of 12, found by a search over bitmasks of {12, 24, ..., 192}; the count is
// prod a_i minus, per losing set, an inclusion-exclusion over its subsets.
#include <cstdio>
#include <vector>

static const long long MOD = 998244353;
static const int BITS = 16, MAXM = 12 * BITS;

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  std::vector<int> a(n);
  int maxLimit = 0;
  long long total = 1;
  std::vector<int> atMost(202, 0);
  for (int i = 0; i < n; i++) {
    if (std::scanf("%d", &a[i]) != 1) return 1;
    total = total * a[i] % MOD;
    if (a[i] > maxLimit) maxLimit = a[i];
    atMost[a[i]]++;
  }
  for (int v = 1; v <= 201; v++) atMost[v] += atMost[v - 1];

  std::vector<unsigned char> lose(1 << BITS, 0);
  static int residue[MAXM + 1][BITS];
  std::vector<int> spoils(MAXM + 1, 0);
  for (int m = 1; m <= MAXM; m++)
    for (int i = 0; i < BITS; i++) {
      int r = (12 * (i + 1)) % m;
      residue[m][i] = r;
      if (r % 12 != 0 && r != 1 && r != 2 && r != 4 && r != 8) spoils[m] |= 1 << i;
    }
  auto moveWins = [&](int mask, int m) {
    if (mask & spoils[m]) return false;
    int twelves = 0, small = 0;
    for (int rest = mask; rest != 0; rest &= rest - 1) {
      int r = residue[m][__builtin_ctz(rest)];
      if (r == 0) continue;
      if (r % 12 == 0) twelves |= 1 << (r / 12 - 1);
      else small |= r;
    }
    return twelves == 0 ? (small == 1 || small == 2 || small == 12) : (small == 0 && lose[twelves]);
  };
  int lastWin = 1;  // move ordering, as in nimlab: the last winning m first
  for (int mask = 1; mask < 1 << BITS; mask++) {
    int max = 12 * (32 - __builtin_clz(mask));
    bool moverWins = lastWin <= max && moveWins(mask, lastWin);
    for (int m = 1; m <= max && !moverWins; m++) {
      if (m == lastWin) continue;
      if (moveWins(mask, m)) {
        moverWins = true;
        lastWin = m;
      }
    }
    lose[mask] = !moverWins;
  }

  std::vector<std::vector<int>> sets;
  if (maxLimit >= 1) sets.push_back({1});
  if (maxLimit >= 2) sets.push_back({2});
  if (maxLimit >= 8) sets.push_back({4, 8});
  int bits = maxLimit / 12;
  for (int mask = 1; mask < 1 << bits; mask++) {
    if (!lose[mask]) continue;
    std::vector<int> set;
    for (int i = 0; i < bits; i++)
      if ((mask >> i) & 1) set.push_back(12 * (i + 1));
    sets.push_back(set);
  }
  std::vector<std::vector<long long>> power(BITS + 2, std::vector<long long>(n + 1, 1));
  for (int j = 0; j <= BITS + 1; j++)
    for (int e = 1; e <= n; e++) power[j][e] = power[j][e - 1] * j % MOD;

  long long losing = 0;
  int chosen[BITS + 2];
  for (const auto& set : sets) {
    int size = (int)set.size();
    for (int subset = 0; subset < 1 << size; subset++) {
      int k = 0;
      for (int i = 0; i < size; i++)
        if ((subset >> i) & 1) chosen[k++] = set[i];
      long long product;
      if (k == 0) product = 0;  // n >= 1: some x_i has no value to take
      else if (atMost[chosen[0] - 1] > 0) product = 0;
      else {
        product = 1;
        for (int j = 1; j <= k; j++) {
          int below = j == k ? n : atMost[chosen[j] - 1];
          product = product * power[j][below - atMost[chosen[j - 1] - 1]] % MOD;
        }
      }
      bool plus = (size - k) % 2 == 0;
      losing = plus ? (losing + product) % MOD : (losing - product + MOD) % MOD;
    }
  }
  std::printf("%lld\n", (total - losing + MOD) % MOD);
  return 0;
}
