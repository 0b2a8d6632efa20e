/*
 * Baseline for bench/cases/heap-sequences.mjs: the Grundy sequence G(0..N-1) of an octal game,
 * by the same two algorithms as src/games/heap (plainKernel.ts, sparseKernel.ts), written plainly.
 *
 *   heap_sequence CODE N plain|sparse
 *
 * CODE: octal digits d0.d1d2…, a digit may be followed by '!' (two heaps left must be unequal).
 * "sparse" chooses the rare/common mask like the library's automatic method: at heaps 256, 512,
 * 1024, … the parity mask leaving the fewest rare heaps, used when they are at most 1/8 of all.
 * Values must stay below 256 (true of the benchmarked games). Prints "N FNV-hash max".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DIGITS 64
#define SPAN 512

static int heaps_of[MAX_DIGITS], unequal_of[MAX_DIGITS], ndigits;
static int singles[MAX_DIGITS], nsingles, pairs[MAX_DIGITS], npairs, upairs[MAX_DIGITS], nupairs;
static unsigned char exact[MAX_DIGITS];

static void parse(const char *code) {
  int j = 0, after_point = 0;
  for (const char *c = code; *c; c++) {
    if (*c == '.') { after_point = 1; if (j == 0) j = 1; continue; }
    if (*c == '!') { unequal_of[j - 1] = 1; continue; }
    if (*c < '0' || *c > '7' || j >= MAX_DIGITS) { fprintf(stderr, "bad code %s\n", code); exit(2); }
    if (!after_point && j > 0) { fprintf(stderr, "one digit before the point\n"); exit(2); }
    heaps_of[j++] = *c - '0';
  }
  ndigits = j;
  for (j = 0; j < ndigits; j++) {
    if ((heaps_of[j] & 1) && j > 0) exact[j] = 1;
    if ((heaps_of[j] & 2) && j > 0) singles[nsingles++] = j;
    if (heaps_of[j] & 4) { if (unequal_of[j]) upairs[nupairs++] = j; else pairs[npairs++] = j; }
  }
}

static int parity(int x) { return __builtin_popcount(x) & 1; }

/* The mask with the fewest rare heaps, by a Walsh-Hadamard transform of the histogram. */
static int best_mask(const int *hist, int max_value, long *rare_heaps) {
  int bits = 0;
  while ((1 << bits) <= max_value) bits++;
  if (bits == 0) return 0;
  int size = 1 << bits;
  double w[SPAN], total = 0;
  for (int v = 0; v < size; v++) { w[v] = hist[v]; total += hist[v]; }
  for (int half = 1; half < size; half <<= 1)
    for (int s = 0; s < size; s += half << 1)
      for (int i = s; i < s + half; i++) { double x = w[i], y = w[i + half]; w[i] = x + y; w[i + half] = x - y; }
  int best = 0; double best_rare = 0;
  for (int m = 1; m < size; m++) {
    double rare = (total + w[m]) / 2;
    if (best == 0 || rare < best_rare) { best = m; best_rare = rare; }
  }
  *rare_heaps = (long)best_rare;
  return best;
}

int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "usage: heap_sequence CODE N plain|sparse\n"); return 2; }
  parse(argv[1]);
  int n_total = atoi(argv[2]);
  int sparse = strcmp(argv[3], "sparse") == 0;
  unsigned char *g = malloc(n_total);
  int *rare = malloc(sizeof(int) * (size_t)n_total);
  static int seen[SPAN], hist[SPAN];
  static unsigned char rare_value[SPAN];
  int nrare = 0, mask = 0, max_value = 0;
  long next_review = sparse && (npairs + nupairs) > 0 ? 256 : -1;

  for (int n = 0; n < n_total; n++) {
    if (n == next_review) {
      long rare_heaps = 0;
      int m = best_mask(hist, max_value, &rare_heaps);
      if (m == 0 || rare_heaps * 8 > n) m = 0;
      if (m != mask) {
        mask = m;
        for (int v = 0; v < SPAN; v++) rare_value[v] = mask != 0 && parity(v & mask) == 0;
        nrare = 0;
        if (mask) for (int h = 1; h < n; h++) if (rare_value[g[h]]) rare[nrare++] = h;
      }
      next_review *= 2;
    }
    int stamp = n + 1;
    if (n < ndigits && exact[n]) seen[0] = stamp;
    for (int i = 0; i < nsingles && singles[i] < n; i++) seen[g[n - singles[i]]] = stamp;
    int v = 0;
    if (mask == 0) {
      for (int i = 0; i < npairs; i++) {
        int m = n - pairs[i];
        for (int a = 1, b = m - 1; a <= b; a++, b--) seen[g[a] ^ g[b]] = stamp;
      }
      for (int i = 0; i < nupairs; i++) {
        int m = n - upairs[i];
        for (int a = 1, b = m - 1; a < b; a++, b--) seen[g[a] ^ g[b]] = stamp;
      }
      while (seen[v] == stamp) v++;
    } else {
      for (int i = 0; i < npairs; i++) {
        int m = n - pairs[i];
        for (int r = 0; r < nrare && rare[r] < m; r++) seen[g[rare[r]] ^ g[m - rare[r]]] = stamp;
      }
      for (int i = 0; i < nupairs; i++) {
        int m = n - upairs[i];
        for (int r = 0; r < nrare && rare[r] < m; r++) if (2 * rare[r] != m) seen[g[rare[r]] ^ g[m - rare[r]]] = stamp;
      }
      for (;;) {
        if (seen[v] == stamp) { v++; continue; }
        if (!rare_value[v]) break;
        /* A rare value not found among splits with a rare part: search all splits for it. */
        int found = 0;
        for (int i = 0; i < npairs && !found; i++) {
          int m = n - pairs[i];
          for (int a = 1, b = m - 1; a <= b; a++, b--) {
            int x = g[a] ^ g[b];
            seen[x] = stamp;
            if (x == v) { found = 1; break; }
          }
        }
        for (int i = 0; i < nupairs && !found; i++) {
          int m = n - upairs[i];
          for (int a = 1, b = m - 1; a < b; a++, b--) {
            int x = g[a] ^ g[b];
            seen[x] = stamp;
            if (x == v) { found = 1; break; }
          }
        }
        if (!found) break;
        v++;
      }
    }
    if (v > 255) { fprintf(stderr, "value %d at heap %d does not fit a byte\n", v, n); return 1; }
    g[n] = (unsigned char)v;
    hist[v]++;
    if (v > max_value) max_value = v;
    if (mask && rare_value[v] && n >= 1) rare[nrare++] = n;
  }
  uint32_t hash = 2166136261u;
  for (int n = 0; n < n_total; n++) hash = (hash ^ g[n]) * 16777619u;
  printf("%d %u %d\n", n_total, hash, max_value);
  return 0;
}
