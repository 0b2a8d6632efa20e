// Baseline for bench/cases/judge-problems.mjs: luogu P4077 (SDOI 2016 coin game), the usual
// contest solution: coin-turning theorem with coins showing 0 as heads; the value of coin
// x = c·2^a·3^b depends on (a, b) only, g(a, b) = mex of the XORs of g along arithmetic steps
// of 2-exponents or 3-exponents (at most MAXQ of them); a 15 × 10 table per MAXQ, then the XOR.
// The input read whole with fread (the input is 3·10^5 digits).
#include <cstdio>
#include <vector>
#include <cstring>
#include "whole_input.h"

const int A = 15, B = 10, N = 30000;
static int g[21][A][B];
static bool built[21];
static unsigned char exponentA[N + 1], exponentB[N + 1];

static void build(int maxQ) {
  for (int a = 0; a < A; a++)
    for (int b = 0; b < B; b++) {
      bool seen[256] = {};
      for (int p = 1; p <= a; p++) {
        int running = 0;
        for (int q = 1; q <= maxQ && q * p <= a; q++) seen[running ^= g[maxQ][a - q * p][b]] = true;
      }
      for (int p = 1; p <= b; p++) {
        int running = 0;
        for (int q = 1; q <= maxQ && q * p <= b; q++) seen[running ^= g[maxQ][a][b - q * p]] = true;
      }
      int mex = 0;
      while (seen[mex]) mex++;
      g[maxQ][a][b] = mex;
    }
  built[maxQ] = true;
}

int main() {
  readAll();
  for (int x = 2; x <= N; x++) {
    if (x % 2 == 0) exponentA[x] = exponentA[x / 2] + 1, exponentB[x] = exponentB[x / 2];
    else if (x % 3 == 0) exponentA[x] = exponentA[x / 3], exponentB[x] = exponentB[x / 3] + 1;
  }
  int tests;
  if (!readInt(tests)) return 1;
  while (tests-- > 0) {
    int n, maxQ;
    if (!readInt(n) || !readInt(maxQ)) return 1;
    if (!built[maxQ]) build(maxQ);
    int total = 0;
    for (int x = 1; x <= n; x++) {
      int state;
      if (!readInt(state)) return 1;
      if (state == 0) total ^= g[maxQ][exponentA[x]][exponentB[x]];
    }
    std::puts(total != 0 ? "win" : "lose");
  }
  return 0;
}
