// Fast input for the judge baselines whose inputs are large: the whole of stdin read with one
// fread into a buffer (NUL-terminated; the largest input is about 11 MB), then non-negative
// integers parsed with a pointer, as contestants do. Call readAll() first.
#pragma once
#include <cstdio>

static char input[1 << 25];
static const char* cursor = input;

static void readAll() {
  const size_t length = std::fread(input, 1, sizeof input - 1, stdin);
  input[length] = '\0';
}

// The next non-negative integer into x; false at the end of the input.
template <typename Integer>
static bool readInt(Integer& x) {
  while (*cursor != '\0' && (*cursor < '0' || *cursor > '9')) cursor++;
  if (*cursor == '\0') return false;
  x = 0;
  while (*cursor >= '0' && *cursor <= '9') x = x * 10 + (*cursor++ - '0');
  return true;
}

// The next non-negative integer as a value, for reading inside expressions (0 at the end).
template <typename Integer = int>
static Integer nextInt() {
  Integer x = 0;
  readInt(x);
  return x;
}
