// Baseline for bench/cases/judge-problems.mjs: luogu P4055 (JSOI 2009 game on a grid), the usual
// contest solution: the chooser wins exactly from the free cells that some maximum matching
// leaves uncovered. The grid is bipartite (colour by i + j); a maximum matching by the Hungarian
// (Kuhn) augmenting-path algorithm, which is what contest solutions use (O(V·E) worst case;
// nimlab uses Hopcroft–Karp), then the uncovered cells and, from each, the partners of their
// neighbours, by breadth-first search.
#include <cstdio>
#include <vector>

static int n, m;
static char grid[105][105];
static std::vector<int> mate, visitedAt;
static int stamp = 0;

static bool isFree(int i, int j) { return i >= 0 && i < n && j >= 0 && j < m && grid[i][j] == '.'; }

static const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};

static bool augment(int v) {
  const int i = v / m, j = v % m;
  for (int d = 0; d < 4; d++) {
    const int ni = i + di[d], nj = j + dj[d];
    if (!isFree(ni, nj)) continue;
    const int w = ni * m + nj;
    if (visitedAt[w] == stamp) continue;
    visitedAt[w] = stamp;
    if (mate[w] < 0 || augment(mate[w])) {
      mate[w] = v;
      mate[v] = w;
      return true;
    }
  }
  return false;
}

int main() {
  if (std::scanf("%d %d", &n, &m) != 2) return 1;
  for (int i = 0; i < n; i++)
    if (std::scanf("%104s", grid[i]) != 1) return 1;
  mate.assign(n * m, -1);
  visitedAt.assign(n * m, 0);
  for (int i = 0; i < n; i++)
    for (int j = (i & 1); j < m; j += 2)
      if (grid[i][j] == '.') {
        stamp++;
        augment(i * m + j);
      }
  std::vector<char> missable(n * m, 0);
  std::vector<int> queue;
  for (int v = 0; v < n * m; v++)
    if (grid[v / m][v % m] == '.' && mate[v] < 0) missable[v] = 1, queue.push_back(v);
  for (size_t head = 0; head < queue.size(); head++) {
    const int v = queue[head], i = v / m, j = v % m;
    for (int d = 0; d < 4; d++) {
      const int ni = i + di[d], nj = j + dj[d];
      if (!isFree(ni, nj)) continue;
      const int partner = mate[ni * m + nj];
      if (partner >= 0 && !missable[partner]) missable[partner] = 1, queue.push_back(partner);
    }
  }
  if (queue.empty()) {
    std::puts("LOSE");
    return 0;
  }
  std::puts("WIN");
  for (int v = 0; v < n * m; v++)
    if (missable[v]) std::printf("%d %d\n", v / m + 1, v % m + 1);
  return 0;
}
