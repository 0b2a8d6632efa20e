// Baseline for bench/cases/judge-problems.mjs: luogu P8382 (POI 2004 Gra), the usual contest
// solution: if cell m − 1 holds a piece, every piece of the block ending there wins; otherwise the
// blocks of pieces are the heaps of a Staircase Nim whose steps are the empty cells after each
// block; count the moves to a zero nim-sum of the odd steps. The input (10^6 cells) is read
// whole with fread.
#include <cstdio>
#include <vector>
#include "whole_input.h"

int main() {
  readAll();
  int m, n;
  if (!readInt(m) || !readInt(n)) return 1;
  std::vector<int> cells(n);
  for (int& cell : cells)
    if (!readInt(cell)) return 1;
  if (n == 0) {
    std::puts("0");
    return 0;
  }
  // Blocks of consecutive cells, rightmost first: size, last cell, staircase step.
  std::vector<int> size, end, step;
  long long piecesRight = 0;
  for (int i = n - 1; i >= 0;) {
    int j = i;
    while (j > 0 && cells[j - 1] == cells[j] - 1) j--;
    size.push_back(i - j + 1);
    end.push_back(cells[i]);
    step.push_back((int)(m - 2 - cells[i] - piecesRight));
    piecesRight += i - j + 1;
    i = j - 1;
  }
  if (cells[n - 1] == m - 1) {
    std::printf("%d\n", size[0]);
    return 0;
  }
  const int blocks = (int)size.size();
  int nimSum = 0;
  for (int i = 0; i < blocks; i++)
    if (step[i] % 2 == 1) nimSum ^= size[i];
  long long count = 0;
  if (nimSum != 0) {
    for (int i = 0; i < blocks; i++) {
      if (step[i] % 2 == 1) {
        if ((size[i] ^ nimSum) < size[i]) count++;
      } else if (step[i] >= 2) {
        const int above = i > 0 && end[i - 1] - size[i - 1] + 1 == end[i] + 2 ? size[i - 1] : 0;
        const int pushed = (above ^ nimSum) - above;
        if (pushed >= 1 && pushed <= size[i]) count++;
      }
    }
  }
  std::printf("%lld\n", count);
  return 0;
}
