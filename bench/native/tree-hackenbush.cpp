// Baseline for bench/cases/judge-problems.mjs: Green Hackenbush on a rooted tree, the usual
// contest solution: colon principle, value(v) = XOR over children c of (value(c) + 1), computed
// bottom-up over a breadth-first order (no recursion: a path of 10^5 vertices is allowed).
// Adjacency in arrays (head/next), the input read whole with fread.
#include <cstdio>
#include <vector>
#include "whole_input.h"

int main() {
  readAll();
  int n;
  if (!readInt(n)) return 1;
  std::vector<int> head(n + 1, -1), next(2 * n), to(2 * n);
  int edges = 0;
  for (int e = 0; e < n - 1; e++) {
    int u, v;
    if (!readInt(u) || !readInt(v)) return 1;
    to[edges] = v, next[edges] = head[u], head[u] = edges++;
    to[edges] = u, next[edges] = head[v], head[v] = edges++;
  }
  std::vector<int> order(n), parent(n + 1, 0), value(n + 1, 0);
  order[0] = 1;
  for (int front = 0, back = 1; front < back; front++) {
    const int u = order[front];
    for (int e = head[u]; e != -1; e = next[e])
      if (to[e] != parent[u]) parent[to[e]] = u, order[back++] = to[e];
  }
  for (int i = n - 1; i > 0; i--) value[parent[order[i]]] ^= value[order[i]] + 1;
  std::puts(value[1] != 0 ? "Alice" : "Bob");
  return 0;
}
