// Baseline for bench/cases/judge-problems.mjs: colored-stones (Nim with coloured bulk removal,
// counting the winning choices mod 998244353) by the natural method, the same as nimlab's: with
// M = m + 1 and each heap q*M + r, a colour group's Grundy value is (xor of the q)*M + (sum of the
// r mod M). Per colour group, a Walsh-Hadamard transform along q turns the xor into products and
// each frequency's row is a cyclic convolution along r; the inverse transform gives the group's
// value distribution. The groups' distributions are xor-convolved by one more transform and the
// xor-zero choices subtracted from all choices. Arithmetic mod p in 32-bit residues (64-bit sums).
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <vector>

static const uint32_t MOD = 998244353;

#include "whole_input.h"

static uint32_t power(uint64_t base, uint64_t exponent) {
  uint64_t result = 1;
  base %= MOD;
  for (; exponent; exponent >>= 1, base = base * base % MOD)
    if (exponent & 1) result = result * base % MOD;
  return (uint32_t)result;
}

// Walsh-Hadamard transform mod p along the entry index of `total / width` entries of `width`
// values each (every column independently). Its own inverse up to 1/(total / width).
static void walshHadamard(std::vector<uint32_t>& a, size_t total, size_t width) {
  for (size_t stride = width; stride < total; stride *= 2)
    for (size_t block = 0; block < total; block += 2 * stride)
      for (size_t i = block; i < block + stride; i++) {
        const uint32_t u = a[i], v = a[i + stride];
        const uint32_t sum = u + v, difference = u + MOD - v;
        a[i] = sum >= MOD ? sum - MOD : sum;
        a[i + stride] = difference >= MOD ? difference - MOD : difference;
      }
}

int main() {
  readAll();
  const int n = nextInt(), m = nextInt();
  std::vector<int> colour(n);
  std::vector<std::vector<int>> sizes(n);
  int maxSize = 0;
  uint64_t choices = 1;
  for (int i = 0; i < n; i++) {
    const int k = nextInt();
    colour[i] = nextInt();
    sizes[i].resize(k);
    for (int j = 0; j < k; j++) {
      sizes[i][j] = nextInt();
      if (sizes[i][j] > maxSize) maxSize = sizes[i][j];
    }
    choices = choices * k % MOD;
  }
  const size_t period = m + 1;
  size_t quotientSpan = 1;
  while (quotientSpan <= (size_t)maxSize / period) quotientSpan *= 2;
  size_t valueSpan = 1;
  while (valueSpan <= quotientSpan * period - 1) valueSpan *= 2;
  const size_t cells = quotientSpan * period;

  std::vector<uint32_t> product(valueSpan, 1), values(valueSpan), table(cells), heapTable(cells), row(period);
  uint64_t scale = 1;  // inverse-transform factors left out
  const uint64_t lazyLimit = 8ull * MOD * MOD;
  for (int c = 1; c <= n; c++) {
    std::vector<int> group;
    for (int i = 0; i < n; i++)
      if (colour[i] == c) group.push_back(i);
    if (group.empty()) continue;
    std::fill(values.begin(), values.end(), 0);
    if (group.size() == 1) {
      for (int s : sizes[group[0]]) values[s]++;
    } else {
      std::fill(table.begin(), table.end(), 0);
      for (int s : sizes[group[0]]) table[s]++;
      walshHadamard(table, cells, period);
      for (size_t h = 1; h < group.size(); h++) {
        std::fill(heapTable.begin(), heapTable.end(), 0);
        for (int s : sizes[group[h]]) heapTable[s]++;
        walshHadamard(heapTable, cells, period);
        // Each frequency: table row := table row * heap row, cyclic of length M.
        for (size_t offset = 0; offset < cells; offset += period) {
          for (size_t u = 0; u < period; u++) row[u] = table[offset + u];
          for (size_t t = 0; t < period; t++) {
            uint64_t total = 0;
            for (size_t u = 0; u < period; u++) {
              const size_t from = t >= u ? t - u : t + period - u;
              total += (uint64_t)row[u] * heapTable[offset + from];
              if (total >= lazyLimit) total -= lazyLimit;
            }
            table[offset + t] = (uint32_t)(total % MOD);
          }
        }
      }
      walshHadamard(table, cells, period);
      scale = scale * power(quotientSpan, MOD - 2) % MOD;
      for (size_t i = 0; i < cells; i++) values[i] = table[i];
    }
    walshHadamard(values, valueSpan, 1);
    for (size_t s = 0; s < valueSpan; s++) product[s] = (uint64_t)product[s] * values[s] % MOD;
  }
  uint64_t sum = 0;
  for (size_t s = 0; s < valueSpan; s++) sum += product[s];
  sum %= MOD;
  const uint64_t losing = sum * scale % MOD * power(valueSpan, MOD - 2) % MOD;
  std::printf("%llu\n", (unsigned long long)((choices + MOD - losing) % MOD));
  return 0;
}
