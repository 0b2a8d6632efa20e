// Baseline for bench/cases/judge-problems.mjs: UOJ 51 (the power game a^b ≤ n), the usual
// contest solution: positions with b ≥ 2 have a ≤ √n, so a backward DP over them (b from the top
// down, a from the right); (a, 1) with a² > n only moves to a + 1, a chain ending at n: a win
// iff n − a is odd. The input read whole with fread, one buffered write.
#include <cmath>
#include <cstdio>
#include <vector>
#include "whole_input.h"

static bool powerAtMost(long long a, int b, long long n) {
  long long p = 1;
  for (int i = 0; i < b; i++) {
    p *= a;
    if (p > n) return false;
  }
  return true;
}

static long long largestBase(long long n, int b) {
  long long a = (long long)std::pow((double)n, 1.0 / b);
  if (a < 1) a = 1;
  while (a > 1 && !powerAtMost(a, b, n)) a--;
  while (powerAtMost(a + 1, b, n)) a++;
  return a;
}

int main() {
  readAll();
  long long n, m;
  if (!readInt(n) || !readInt(m)) return 1;
  std::vector<long long> bases(1, 0);
  for (int b = 1; n >= 2 && powerAtMost(2, b, n); b++) bases.push_back(largestBase(n, b));
  const int top = (int)bases.size() - 1;
  auto chainWins = [n](long long a) { return (n - a) % 2 == 1; };
  std::vector<std::vector<char>> wins(top + 1);
  for (int b = top; b >= 1; b--) {
    const long long last = b == 1 ? std::min(bases[1], top >= 2 ? bases[2] : 1) : bases[b];
    std::vector<char>& row = wins[b];
    row.assign(last + 2, 0);
    for (long long a = last; a >= 2; a--) {
      const bool right = a + 1 <= last ? !row[a + 1] : a + 1 <= bases[b] && !chainWins(a + 1);
      const bool up = b < top && a <= bases[b + 1] && !wins[b + 1][a];
      row[a] = right || up;
    }
  }
  const long long rowOneEnd = (long long)wins[1].size() - 2;
  std::vector<char> out;
  out.reserve(m * 4);
  for (long long i = 0; i < m; i++) {
    long long a, b;
    if (!readInt(a) || !readInt(b)) return 1;
    const bool win = b == 1 && a > rowOneEnd ? chainWins(a) : wins[b][a] != 0;
    const char* text = win ? "Yes\n" : "No\n";
    while (*text) out.push_back(*text++);
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
