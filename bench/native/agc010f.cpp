// Baseline for bench/cases/judge-problems.mjs: AtCoder AGC010 F (stones on a tree) as the usual
// contest solution: for every start vertex, one depth-first search deciding "v wins iff some child
// with fewer stones loses in its own subtree" — O(n^2), n <= 3000. (nimlab re-roots in O(n).)
#include <cstdio>
#include <vector>

static int n;
static std::vector<long long> stones;
static std::vector<std::vector<int>> adjacent;

static bool wins(int v, int parent) {
  for (int c : adjacent[v])
    if (c != parent && stones[c] < stones[v] && !wins(c, v)) return true;
  return false;
}

int main() {
  if (std::scanf("%d", &n) != 1) return 1;
  stones.resize(n);
  adjacent.resize(n);
  for (int i = 0; i < n; i++)
    if (std::scanf("%lld", &stones[i]) != 1) return 1;
  for (int e = 0; e < n - 1; e++) {
    int u, v;
    if (std::scanf("%d %d", &u, &v) != 2) return 1;
    adjacent[u - 1].push_back(v - 1);
    adjacent[v - 1].push_back(u - 1);
  }
  bool first = true;
  for (int v = 0; v < n; v++) {
    if (!wins(v, -1)) continue;
    std::printf(first ? "%d" : " %d", v + 1);
    first = false;
  }
  std::printf("\n");
  return 0;
}
