// Baseline for bench/cases/judge-problems.mjs: Codeforces 794E (choosing carrots) as the usual
// editorial solution, the same as nimlab's, O(n): a row of even length is worth the larger middle
// element, of odd length L >= 3 max(min(a[c-1], a[c]), min(a[c], a[c+1])) around its centre c; with
// k extra moves the first player picks the best window of length n - k, and as the length drops by
// two the centres widen by one at each end, so one running maximum per parity gives every k.
// Whole input read at once, buffered output.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "whole_input.h"

static int n;
static std::vector<int> a, answer;

static int windowValue(int length, int c) {
  if (length % 2 == 0) return std::max(a[c], a[c + 1]);
  return std::max(std::min(a[c - 1], a[c]), std::min(a[c], a[c + 1]));
}

// Answers for window lengths firstLength, firstLength - 2, ... down to 2 (or 3).
static void fillParity(int firstLength) {
  int best = 0, lo = 0, hi = -1;  // centres lo..hi folded into best
  for (int length = firstLength; length >= 2; length -= 2) {
    const int first = (length - 1) / 2, last = n - length + first;
    if (hi < lo) lo = first, hi = first - 1;
    while (lo > first) best = std::max(best, windowValue(length, --lo));
    while (hi < last) best = std::max(best, windowValue(length, ++hi));
    answer[n - length] = best;
  }
}

int main() {
  readAll();
  n = nextInt();
  a.resize(n);
  answer.assign(n, 0);
  for (int i = 0; i < n; i++) a[i] = nextInt();
  answer[n - 1] = *std::max_element(a.begin(), a.end());
  fillParity(n % 2 == 0 ? n : n - 1);
  fillParity(n % 2 == 1 ? n : n - 1);
  std::vector<char> output;
  output.reserve(11 * n + 1);
  for (int i = 0; i < n; i++) {
    if (i) output.push_back(' ');
    char digits[12];
    int k = 0, x = answer[i];
    do digits[k++] = char('0' + x % 10), x /= 10;
    while (x);
    while (k) output.push_back(digits[--k]);
  }
  output.push_back('\n');
  std::fwrite(output.data(), 1, output.size(), stdout);
  return 0;
}
