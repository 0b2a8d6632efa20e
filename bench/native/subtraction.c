/*
 * Baseline for bench/cases/engine.mjs: Grundy values of the subtraction game S(1,2,5,9,14) for
 * positions 0..N-1 (N on stdin), one memo table filled in order, each value the mex of the options'
 * values. Prints the value of N-1 and an FNV-style hash of the whole table, which the bench checks
 * against the engine's table.
 */
#include <stdio.h>
#include <stdlib.h>

static const int SUBTRACTION_SET[] = {1, 2, 5, 9, 14};
#define MOVES ((int)(sizeof SUBTRACTION_SET / sizeof SUBTRACTION_SET[0]))

int main(void) {
  long n;
  if (scanf("%ld", &n) != 1 || n < 1) return 1;
  int *grundy = malloc(sizeof(int) * (size_t)n);
  if (!grundy) return 1;
  for (long p = 0; p < n; p++) {
    /* A position has at most MOVES options, so its mex is at most MOVES. */
    unsigned char seen[MOVES + 1] = {0};
    for (int m = 0; m < MOVES; m++) {
      long to = p - SUBTRACTION_SET[m];
      if (to >= 0 && grundy[to] <= MOVES) seen[grundy[to]] = 1;
    }
    int mex = 0;
    while (seen[mex]) mex++;
    grundy[p] = mex;
  }
  unsigned int hash = 2166136261u;
  for (long p = 0; p < n; p++) hash = (hash ^ (unsigned int)grundy[p]) * 16777619u;
  printf("%d %u\n", grundy[n - 1], hash);
  free(grundy);
  return 0;
}
