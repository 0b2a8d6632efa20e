// Baseline for bench/cases/judge-problems.mjs: seven-segment Nim counting. The first player loses
// iff x1 = x2 = x3, x5 = x6 = x7 and x1 ⊕ x4 ⊕ x7 = 0; count all boxes minus the losing triples,
// which a digit DP over 61 bits counts (in __int128: at most 10^36) by inclusion–exclusion over
// the box corners. Answer modulo 998244353.
#include <algorithm>
#include <cstdio>

typedef long long ll;
typedef __int128 big;
const ll MOD = 998244353;

// #{(a, b, c): 0 ≤ a ≤ x, 0 ≤ b ≤ y, 0 ≤ c ≤ z, a ⊕ b ⊕ c = 0}; 0 when a limit is negative.
static big xorZeroBelow(ll x, ll y, ll z) {
  if (x < 0 || y < 0 || z < 0) return 0;
  const ll limit[3] = {x, y, z};
  big ways[8] = {0, 0, 0, 0, 0, 0, 0, 1};  // bit i of the index: number i still equals its limit's prefix
  for (int bit = 60; bit >= 0; bit--) {
    big next[8] = {};
    for (int tight = 0; tight < 8; tight++) {
      if (ways[tight] == 0) continue;
      for (int ab = 0; ab < 4; ab++) {
        const int digit[3] = {ab & 1, ab >> 1, (ab & 1) ^ (ab >> 1)};
        int nextTight = 0;
        bool valid = true;
        for (int i = 0; i < 3 && valid; i++) {
          if (!((tight >> i) & 1)) continue;
          const int limitBit = (limit[i] >> bit) & 1;
          if (digit[i] > limitBit) valid = false;
          else if (digit[i] == limitBit) nextTight |= 1 << i;
        }
        if (valid) next[nextTight] += ways[tight];
      }
    }
    std::copy(next, next + 8, ways);
  }
  big sum = 0;
  for (big w : ways) sum += w;
  return sum;
}

int main() {
  ll lo[7], hi[7];
  for (int i = 0; i < 7; i++)
    if (std::scanf("%lld %lld", &lo[i], &hi[i]) != 2) return 1;
  ll total = 1;
  for (int i = 0; i < 7; i++) total = total * ((hi[i] - lo[i] + 1) % MOD) % MOD;
  const ll aLo = std::max({lo[0], lo[1], lo[2]}), aHi = std::min({hi[0], hi[1], hi[2]});
  const ll cLo = std::max({lo[4], lo[5], lo[6]}), cHi = std::min({hi[4], hi[5], hi[6]});
  big losing = 0;
  if (aLo <= aHi && cLo <= cHi) {
    const ll rangeLo[3] = {aLo, lo[3], cLo}, rangeHi[3] = {aHi, hi[3], cHi};
    for (int corner = 0; corner < 8; corner++) {
      ll pick[3];
      int sign = 1;
      for (int i = 0; i < 3; i++) {
        const bool low = (corner >> i) & 1;
        pick[i] = low ? rangeLo[i] - 1 : rangeHi[i];
        if (low) sign = -sign;
      }
      losing += sign * xorZeroBelow(pick[0], pick[1], pick[2]);
    }
  }
  const ll answer = ((total - (ll)(losing % MOD)) % MOD + MOD) % MOD;
  std::printf("%lld\n", answer);
  return 0;
}
