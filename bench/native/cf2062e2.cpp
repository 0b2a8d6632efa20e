// Baseline for bench/cases/judge-problems.mjs: Codeforces 2062E2 (The Game, hard) as the usual
// editorial solution, O(n log n). With g(v) = the LCA of the vertices heavier than v outside v's
// subtree (when there are any), a first move u wins iff someone heavier lies outside sub(u) and
// every heavier v with g(v) defined has v or g(v) in sub(u). Vertices go in decreasing weight;
// a Fenwick tree over DFS order holds +1 at v, +1 at g(v), -1 at lca(v, g(v)), so the subtree sum
// at u counts the v that are fine for u. g(v) comes from the first and last heavier DFS positions
// outside v's subtree (a max segment tree searched from a position), LCA by heavy-light
// decomposition. Iterative DFS (paths of 4*10^5 vertices), whole input read at once, buffered output.
#include <cstdio>
#include <algorithm>
#include <vector>

#include "whole_input.h"

static std::vector<char> output;

static void writeInt(int x) {
  char digits[12];
  int k = 0;
  do digits[k++] = char('0' + x % 10), x /= 10;
  while (x > 0);
  while (k > 0) output.push_back(digits[--k]);
}

// Per test, all indexed by vertex unless named ...At (by DFS position).
static std::vector<int> weight, adjStart, adj, parent, depth, subtreeSize, heavy, top, pos, order, lastAt, weightAt;
static std::vector<int> segment, fenwick, firstAbove, lastAbove, byWeightStart, byWeight, g;
static int n, segmentSize;

static int lca(int a, int b) {
  while (top[a] != top[b]) {
    if (depth[top[a]] < depth[top[b]]) std::swap(a, b);
    a = parent[top[a]];
  }
  return depth[a] < depth[b] ? a : b;
}

// Smallest position >= lo whose weight exceeds x, or -1.
static int leftmostGreater(int lo, int x) {
  if (lo >= n) return -1;
  int i = lo + segmentSize;
  for (;;) {
    if (segment[i] > x) {
      while (i < segmentSize) i = segment[2 * i] > x ? 2 * i : 2 * i + 1;
      return i - segmentSize;
    }
    while (i & 1) i >>= 1;
    if (i == 0) return -1;
    i++;
  }
}

// Largest position <= hi whose weight exceeds x, or -1.
static int rightmostGreater(int hi, int x) {
  if (hi < 0) return -1;
  int i = hi + segmentSize;
  for (;;) {
    if (segment[i] > x) {
      while (i < segmentSize) i = segment[2 * i + 1] > x ? 2 * i + 1 : 2 * i;
      return i - segmentSize;
    }
    while (!(i & 1)) i >>= 1;
    if (i == 1) return -1;
    i--;
  }
}

static void fenwickAdd(int i, int delta) {
  for (i++; i <= n; i += i & -i) fenwick[i] += delta;
}

static int fenwickPrefix(int i) {  // sum over positions 0..i-1
  int sum = 0;
  for (; i > 0; i -= i & -i) sum += fenwick[i];
  return sum;
}

static void buildTree() {
  // Breadth-first order gives parents before children: sizes and heavy children from the back.
  std::vector<int> queue(n);
  parent.assign(n, -1);
  depth.assign(n, 0);
  queue[0] = 0;
  for (int head = 0, tail = 1; head < n; head++) {
    const int v = queue[head];
    for (int e = adjStart[v]; e < adjStart[v + 1]; e++) {
      const int c = adj[e];
      if (c == parent[v]) continue;
      parent[c] = v;
      depth[c] = depth[v] + 1;
      queue[tail++] = c;
    }
  }
  subtreeSize.assign(n, 1);
  heavy.assign(n, -1);
  for (int k = n - 1; k > 0; k--) subtreeSize[parent[queue[k]]] += subtreeSize[queue[k]];
  for (int k = 1; k < n; k++) {
    const int c = queue[k], p = parent[c];
    if (heavy[p] < 0 || subtreeSize[c] > subtreeSize[heavy[p]]) heavy[p] = c;
  }
  // Heavy-first preorder with an explicit stack: the heavy child is pushed last, popped first.
  top.assign(n, 0);
  pos.assign(n, 0);
  order.assign(n, 0);
  std::vector<int> stack;
  stack.reserve(n);
  stack.push_back(0);
  int next = 0;
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    pos[v] = next;
    order[next++] = v;
    for (int e = adjStart[v]; e < adjStart[v + 1]; e++) {
      const int c = adj[e];
      if (c == parent[v] || c == heavy[v]) continue;
      top[c] = c;
      stack.push_back(c);
    }
    if (heavy[v] >= 0) {
      top[heavy[v]] = top[v];
      stack.push_back(heavy[v]);
    }
  }
}

static void solveTest() {
  n = nextInt();
  weight.resize(n);
  for (int i = 0; i < n; i++) weight[i] = nextInt();
  std::vector<int> ends(2 * (n - 1));
  adjStart.assign(n + 1, 0);
  for (int e = 0; e < n - 1; e++) {
    ends[2 * e] = nextInt() - 1;
    ends[2 * e + 1] = nextInt() - 1;
    adjStart[ends[2 * e] + 1]++;
    adjStart[ends[2 * e + 1] + 1]++;
  }
  for (int v = 0; v < n; v++) adjStart[v + 1] += adjStart[v];
  adj.resize(2 * (n - 1));
  {
    std::vector<int> fill(adjStart.begin(), adjStart.end() - 1);
    for (int e = 0; e < n - 1; e++) {
      adj[fill[ends[2 * e]]++] = ends[2 * e + 1];
      adj[fill[ends[2 * e + 1]]++] = ends[2 * e];
    }
  }
  buildTree();

  weightAt.resize(n);
  lastAt.resize(n);
  for (int i = 0; i < n; i++) {
    weightAt[i] = weight[order[i]];
    lastAt[i] = i + subtreeSize[order[i]] - 1;
  }
  segmentSize = 2;
  while (segmentSize < n) segmentSize *= 2;
  segment.assign(2 * segmentSize, 0);
  for (int i = 0; i < n; i++) segment[segmentSize + i] = weightAt[i];
  for (int i = segmentSize - 1; i >= 1; i--) segment[i] = std::max(segment[2 * i], segment[2 * i + 1]);

  // First and last position of weight > w, for every w.
  firstAbove.assign(n + 2, n);
  lastAbove.assign(n + 2, -1);
  for (int i = 0; i < n; i++) {
    const int w = weightAt[i];
    if (firstAbove[w - 1] == n) firstAbove[w - 1] = i;
    lastAbove[w - 1] = i;
  }
  for (int w = n - 1; w >= 0; w--) {
    firstAbove[w] = std::min(firstAbove[w], firstAbove[w + 1]);
    lastAbove[w] = std::max(lastAbove[w], lastAbove[w + 1]);
  }

  // g by position: the LCA (as a position) of the first and last heavier position outside sub(i).
  g.assign(n, -1);
  for (int i = 0; i < n; i++) {
    const int w = weightAt[i];
    if (lastAbove[w] < 0) continue;
    const int low = firstAbove[w] < i ? firstAbove[w] : leftmostGreater(lastAt[i] + 1, w);
    if (low < 0) continue;
    const int high = lastAbove[w] > lastAt[i] ? lastAbove[w] : rightmostGreater(i - 1, w);
    if (high < 0) continue;
    g[i] = pos[lca(order[low], order[high])];
  }

  // Positions grouped by weight, heaviest first.
  byWeightStart.assign(n + 2, 0);
  for (int i = 0; i < n; i++) byWeightStart[n - weightAt[i] + 1]++;
  for (int k = 0; k <= n; k++) byWeightStart[k + 1] += byWeightStart[k];
  byWeight.resize(n);
  {
    std::vector<int> fill(byWeightStart.begin(), byWeightStart.end() - 1);
    for (int i = 0; i < n; i++) byWeight[fill[n - weightAt[i]]++] = i;
  }

  fenwick.assign(n + 1, 0);
  std::vector<char> wins(n, 0);
  int counted = 0;
  for (int k = 0; k < n; k++) {
    const int from = byWeightStart[k], to = byWeightStart[k + 1];
    if (from == to) continue;
    const int w = n - k;
    for (int j = from; j < to; j++) {
      const int u = byWeight[j];
      if (!(firstAbove[w] < u || lastAbove[w] > lastAt[u])) continue;  // the opponent has no move
      const int inside = fenwickPrefix(lastAt[u] + 1) - fenwickPrefix(u);
      if (inside == counted) wins[order[u]] = 1;
    }
    for (int j = from; j < to; j++) {
      const int v = byWeight[j];
      if (g[v] < 0) continue;
      counted++;
      fenwickAdd(v, 1);
      fenwickAdd(g[v], 1);
      fenwickAdd(pos[lca(order[v], order[g[v]])], -1);
    }
  }
  int count = 0;
  for (int v = 0; v < n; v++) count += wins[v];
  writeInt(count);
  for (int v = 0; v < n; v++)
    if (wins[v]) {
      output.push_back(' ');
      writeInt(v + 1);
    }
  output.push_back('\n');
}

int main() {
  readAll();
  int tests = nextInt();
  while (tests--) solveTest();
  std::fwrite(output.data(), 1, output.size(), stdout);
  return 0;
}
