// Baseline for bench/cases/judge-problems.mjs: Codeforces 1610I (Mashtali vs AtCoder) as the usual
// editorial solution, the same as nimlab's, O(n): tree Hackenbush values h(u) = xor over children
// of (h(c) + 1) from the root 1; with the pinned vertices fused into one ground, the spanned
// subtree's edges are loops worth 1 each and each hanging subtree c adds h(c) + 1, so pinning
// vertex k walks up from k until it meets the spanned subtree, updating the value once per vertex.
// Breadth-first order instead of a recursive DFS (paths of 3*10^5 vertices); whole input read at once.
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
  std::vector<int> order(n), parent(n, -1), h(n, 0);
  order[0] = 0;
  for (int head = 0, tail = 1; head < n; head++) {
    const int v = order[head];
    for (int e = adjStart[v]; e < adjStart[v + 1]; e++)
      if (adj[e] != parent[v]) {
        parent[adj[e]] = v;
        order[tail++] = adj[e];
      }
  }
  for (int i = n - 1; i > 0; i--) h[parent[order[i]]] ^= h[order[i]] + 1;
  std::vector<char> inSpan(n, 0), out(n + 1);
  inSpan[0] = 1;
  int value = h[0];
  for (int k = 0; k < n; k++) {
    for (int u = k; !inSpan[u]; u = parent[u]) {
      inSpan[u] = 1;
      value ^= 1 ^ h[u] ^ (h[u] + 1);
    }
    out[k] = value ? '1' : '2';
  }
  out[n] = '\n';
  std::fwrite(out.data(), 1, n + 1, stdout);
  return 0;
}
