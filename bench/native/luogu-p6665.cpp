// Baseline for bench/cases/judge-problems.mjs: Luogu P6665 (delete a vertex and all its ancestors)
// as the usual contest solution, the same as nimlab's: with X(u) the xor of the children's Grundy
// values, u's options are {X(u)} and, for every child c, S(c) xor X(u) xor G(c); G(u) is their
// mex. The option sets are binary tries merged bottom-up with lazy xor tags, O(n log n). Vertices
// are visited in reverse breadth-first order instead of by a recursive DFS (a path of 10^5
// vertices); whole input read at once.
#include <cstdio>
#include <vector>

#include "whole_input.h"

static const int MAX_NODES = 100000 * 19 + 2;
static int zero[MAX_NODES], one[MAX_NODES], tag[MAX_NODES], count[MAX_NODES];
static int used, bits;

static int single(int value) {
  const int root = used;
  int node = used++;
  for (int level = bits; level > 0; level--) {
    count[node] = 1;
    const int child = used++;
    zero[child] = one[child] = tag[child] = 0;
    if ((value >> (level - 1)) & 1) one[node] = child, zero[node] = 0;
    else zero[node] = child, one[node] = 0;
    tag[node] = 0;
    node = child;
  }
  count[node] = 1;
  return root;
}

static inline void push(int node, int level) {
  const int t = tag[node];
  if (!t) return;
  if ((t >> (level - 1)) & 1) std::swap(zero[node], one[node]);
  if (level > 1) {
    if (zero[node]) tag[zero[node]] ^= t;
    if (one[node]) tag[one[node]] ^= t;
  }
  tag[node] = 0;
}

static int merge(int a, int b, int level) {
  if (!a) return b;
  if (!b || level == 0) return a;
  push(a, level);
  push(b, level);
  zero[a] = merge(zero[a], zero[b], level - 1);
  one[a] = merge(one[a], one[b], level - 1);
  count[a] = count[zero[a]] + count[one[a]];
  return a;
}

static int mex(int node) {
  int value = 0;
  for (int level = bits; level > 0 && node; level--) {
    push(node, level);
    if (count[zero[node]] == 1 << (level - 1)) {
      value |= 1 << (level - 1);
      node = one[node];
    } else {
      node = zero[node];
    }
  }
  return value;
}

int main() {
  readAll();
  int tests = nextInt();
  std::vector<int> adjStart, adj, ends, parent, order, grundy, childXor, options;
  while (tests--) {
    const int n = nextInt(), m = nextInt();
    ends.resize(2 * m);
    adjStart.assign(n + 1, 0);
    for (int e = 0; e < 2 * m; e++) {
      ends[e] = nextInt() - 1;
      adjStart[ends[e] + 1]++;
    }
    for (int v = 0; v < n; v++) adjStart[v + 1] += adjStart[v];
    adj.resize(2 * m);
    {
      std::vector<int> fill(adjStart.begin(), adjStart.end() - 1);
      for (int e = 0; e < m; e++) {
        adj[fill[ends[2 * e]]++] = ends[2 * e + 1];
        adj[fill[ends[2 * e + 1]]++] = ends[2 * e];
      }
    }
    // Breadth-first from each smallest unvisited vertex: every tree rooted at its smallest vertex.
    parent.assign(n, -2);
    order.clear();
    std::vector<int> roots;
    for (int r = 0; r < n; r++) {
      if (parent[r] != -2) continue;
      parent[r] = -1;
      roots.push_back(r);
      size_t head = order.size();
      order.push_back(r);
      for (; head < order.size(); head++) {
        const int v = order[head];
        for (int e = adjStart[v]; e < adjStart[v + 1]; e++)
          if (parent[adj[e]] == -2) {
            parent[adj[e]] = v;
            order.push_back(adj[e]);
          }
      }
    }
    bits = 1;
    while ((1 << bits) <= n) bits++;
    used = 1;
    zero[0] = one[0] = tag[0] = count[0] = 0;
    grundy.assign(n, 0);
    childXor.assign(n, 0);
    options.assign(n, 0);
    for (int i = n - 1; i >= 0; i--) {
      const int u = order[i];
      int set = options[u];
      if (set) tag[set] ^= childXor[u];
      set = merge(set, single(childXor[u]), bits);
      grundy[u] = mex(set);
      const int p = parent[u];
      if (p < 0) continue;
      childXor[p] ^= grundy[u];
      tag[set] ^= grundy[u];
      options[p] = merge(options[p], set, bits);
    }
    int value = 0;
    for (int r : roots) value ^= grundy[r];
    std::puts(value ? "Alice" : "Bob");
  }
  return 0;
}
