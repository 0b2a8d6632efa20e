/*
 * Baseline for bench/cases/engine.mjs: Grundy values of the subtraction game S(1,2,5,9,14) for
 * positions 0..N-1 (N on stdin), one memo table filled in order, each value the mex of the options'
 * values. Prints the value of N-1, an FNV-style hash of the whole table (which the bench checks
 * against the engine's table) and the milliseconds the fill took (not process start or hashing).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static const int SUBTRACTION_SET[] = {1, 2, 5, 9, 14};
#define MOVES ((int)(sizeof SUBTRACTION_SET / sizeof SUBTRACTION_SET[0]))

int main(void) {
  long n;
  if (scanf("%ld", &n) != 1 || n < 1) return 1;
  int *grundy = malloc(sizeof(int) * (size_t)n);
  if (!grundy) return 1;
  double started = now_ms();
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
  double fill_ms = now_ms() - started;
  unsigned int hash = 2166136261u;
  for (long p = 0; p < n; p++) hash = (hash ^ (unsigned int)grundy[p]) * 16777619u;
  printf("%d %u %.3f\n", grundy[n - 1], hash, fill_ms);
  free(grundy);
  return 0;
}
