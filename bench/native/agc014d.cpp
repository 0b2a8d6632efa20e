// Baseline for bench/cases/judge-problems.mjs: AtCoder AGC014 D (black and white tree) as the usual
// editorial solution, the same as nimlab's, O(n): the second player wins iff the tree has a perfect
// matching, found greedily from the leaves (in reverse breadth-first order an unmatched vertex
// takes its parent, and fails if the parent is taken or it is the root). Breadth-first order
// instead of a recursive DFS (paths of 10^5 vertices); whole input read at once.
#include <cstdio>
#include <vector>

#include "whole_input.h"

int main() {
  readAll();
  const int n = nextInt();
  std::vector<int> ends(2 * (n - 1)), adjStart(n + 1, 0);
  for (int e = 0; e < 2 * (n - 1); e++) {
    ends[e] = nextInt() - 1;
    adjStart[ends[e] + 1]++;
  }
  for (int v = 0; v < n; v++) adjStart[v + 1] += adjStart[v];
  std::vector<int> adj(2 * (n - 1)), fill(adjStart.begin(), adjStart.end() - 1);
  for (int e = 0; e < n - 1; e++) {
    adj[fill[ends[2 * e]]++] = ends[2 * e + 1];
    adj[fill[ends[2 * e + 1]]++] = ends[2 * e];
  }
  std::vector<int> order(n), parent(n, -1);
  order[0] = 0;
  for (int head = 0, tail = 1; head < n; head++) {
    const int v = order[head];
    for (int e = adjStart[v]; e < adjStart[v + 1]; e++)
      if (adj[e] != parent[v]) {
        parent[adj[e]] = v;
        order[tail++] = adj[e];
      }
  }
  std::vector<char> matched(n, 0);
  bool perfect = true;
  for (int i = n - 1; i >= 0 && perfect; i--) {
    const int v = order[i];
    if (matched[v]) continue;
    const int p = parent[v];
    if (p < 0 || matched[p]) perfect = false;
    else matched[v] = matched[p] = 1;
  }
  std::puts(perfect ? "Second" : "First");
  return 0;
}
