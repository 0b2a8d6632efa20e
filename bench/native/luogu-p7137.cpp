// Baseline for bench/cases/judge-problems.mjs: luogu P7137 (cutting cakes). With the cakes in
// increasing order, V(a + rest, t) = min(a + V(rest, t), (a + V(rest, t−1) + V(rest, t)) / 2),
// V(a + rest, 0) = a + V(rest, 0): an O(n·m) DP. Contest solutions run it in double; the values
// are dyadic with up to n fraction bits and sizes here reach 10^9, so this one (like nimlab) runs
// it in fixed point (__int128, 64 fraction bits, halvings rounded down: a lower bound within n
// units) and redoes it exactly with big integers when the two ends of that interval print
// differently (a value at or very near a rounding tie; never on the bench's inputs).
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <vector>

typedef unsigned __int128 u128;
typedef unsigned long long u64;

// value / 2^64 in millionths, rounded to nearest, ties to even (as printf does).
static u64 roundedMicros(u128 value) {
  const u64 whole = (u64)(value >> 64), fraction = (u64)value;
  const u128 scaled = (u128)fraction * 1000000u;
  u64 micros = whole * 1000000ull + (u64)(scaled >> 64);
  const u64 rest = (u64)scaled;
  const u64 half = 1ull << 63;
  if (rest > half || (rest == half && micros % 2 == 1)) micros++;
  return micros;
}

static std::vector<u128> fixedPointRow(const std::vector<long long>& sorted, int tokens) {
  const int n = (int)sorted.size(), m = std::min(tokens, n);
  std::vector<u128> v(m + 1, 0);
  for (int r = 1; r <= n; r++) {
    const u128 a = (u128)sorted[n - r] << 64;
    // Entry t − 1 still holds row r − 1 when t is updated (descending t); beyond r − 1 tokens
    // row r − 1 equals its last entry.
    for (int t = std::min(m, r); t >= 1; t--) {
      const u128 current = t < r ? v[t] : v[t - 1];
      const u128 balanced = (a + v[t - 1] + current) >> 1;
      const u128 keep = a + current;
      v[t] = balanced < keep ? balanced : keep;
    }
    v[0] += a;
  }
  return v;
}

// Exact fallback: row r scaled by 2^r, little-endian 32-bit limbs of a fixed width.
typedef std::vector<uint32_t> Big;

static int compare(const Big& x, const Big& y) {
  for (size_t i = x.size(); i-- > 0;)
    if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}

static Big shifted(long long a, int shift, size_t limbs) {
  Big out(limbs, 0);
  const u128 wide = (u128)(u64)a << (shift % 32);
  for (int i = 0; i < 3 && shift / 32 + i < (int)limbs; i++) out[shift / 32 + i] = (uint32_t)(wide >> (32 * i));
  return out;
}

static void addTo(Big& x, const Big& y, int times) {
  u64 carry = 0;
  for (size_t i = 0; i < x.size(); i++) {
    carry += (u64)x[i] + (u64)y[i] * times;
    x[i] = (uint32_t)carry;
    carry >>= 32;
  }
}

static u64 exactMicros(const std::vector<long long>& sorted, int tokens) {
  const int n = (int)sorted.size();
  const size_t limbs = (n + 48) / 32 + 2;
  std::vector<Big> previous(1, Big(limbs, 0));
  for (int r = 1; r <= n; r++) {
    const int top = std::min(tokens, r);
    auto at = [&](int t) -> const Big& { return previous[std::min<size_t>(t, previous.size() - 1)]; };
    std::vector<Big> row;
    Big first = shifted(sorted[n - r], r, limbs);
    addTo(first, at(0), 2);
    row.push_back(first);
    for (int t = 1; t <= top; t++) {
      Big keep = shifted(sorted[n - r], r, limbs);
      addTo(keep, at(t), 2);
      Big balanced = shifted(sorted[n - r], r - 1, limbs);
      addTo(balanced, at(t - 1), 1);
      addTo(balanced, at(t), 1);
      row.push_back(compare(balanced, keep) < 0 ? balanced : keep);
    }
    previous.swap(row);
  }
  Big scaled = previous[std::min(tokens, n)];
  u64 carry = 0;
  for (size_t i = 0; i < limbs; i++) {
    carry += (u64)scaled[i] * 1000000u;
    scaled[i] = (uint32_t)carry;
    carry >>= 32;
  }
  // micros = scaled >> n, rounded by the bits below n, ties to even.
  auto bit = [&](int k) { return (scaled[k / 32] >> (k % 32)) & 1u; };
  u64 micros = 0;
  for (int k = (int)limbs * 32 - 1; k >= n; k--) micros = micros * 2 + bit(k);
  bool below = false;
  for (int k = 0; k < n - 1; k++) below |= bit(k) != 0;
  const bool halfBit = n >= 1 && bit(n - 1);
  if (halfBit && (below || micros % 2 == 1)) micros++;
  return micros;
}

int main() {
  int n, tokens;
  if (std::scanf("%d %d", &n, &tokens) != 2) return 1;
  std::vector<long long> sorted(n);
  for (long long& a : sorted)
    if (std::scanf("%lld", &a) != 1) return 1;
  std::sort(sorted.begin(), sorted.end());
  const std::vector<u128> row = fixedPointRow(sorted, tokens);
  const u128 low = row[std::min(tokens, n)];
  u64 micros = roundedMicros(low);
#ifndef FORCE_EXACT
  if (micros != roundedMicros(low + (u128)n))
#endif
    micros = exactMicros(sorted, tokens);
  std::printf("%llu.%06llu\n", micros / 1000000, micros % 1000000);
  return 0;
}
