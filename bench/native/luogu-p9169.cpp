// Baseline for bench/cases/judge-problems.mjs: Luogu P9169 (the river-crossing pawn) as the usual
// contest solution: retrograde breadth-first search over every state (unordered pair of red cells,
// black cell, side to move), with each state's number of moves counted first and predecessors
// generated on the fly from the (reversible) piece steps, so no edge list is stored. A state is
// decided as a win by its first losing successor and as a loss when its last successor is decided
// a win; breadth-first order makes the winner's count minimal and the loser's maximal, and both are
// final once decided, so the search stops when the start state is. Black never moves down, so
// states with black below its starting row are unreachable and left out.
#include <cstdio>
#include <cstring>
#include <vector>

static int n, m, f;
static char grid[12][16];
static int rowOf[100];
static int up[100], down[100], leftOf[100], rightOf[100];  // neighbour ids, -1 when blocked
static int pairIndex[100][100], pairA[4950], pairB[4950];
static unsigned char result[990000];  // 0 undecided (tie), 1 win, 2 lose, for the side to move
static unsigned char degree[990000];
static int moves[990000], queue[990000];

static inline int stateOf(int pair, int black, int side) { return (pair * f + black) * 2 + side; }

static void solve() {
  f = 0;
  int black = -1, reds[2], redCount = 0;
  int cellId[10][10];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      cellId[i][j] = -1;
      if (grid[i][j] == '#') continue;
      rowOf[f] = i;
      cellId[i][j] = f;
      if (grid[i][j] == 'X') black = f;
      if (grid[i][j] == 'O') reds[redCount++] = f;
      f++;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      int c = cellId[i][j];
      if (c < 0) continue;
      up[c] = i > 0 ? cellId[i - 1][j] : -1;
      down[c] = i + 1 < n ? cellId[i + 1][j] : -1;
      leftOf[c] = j > 0 ? cellId[i][j - 1] : -1;
      rightOf[c] = j + 1 < m ? cellId[i][j + 1] : -1;
    }
  int pairs = 0;
  for (int a = 0; a < f; a++)
    for (int b = a + 1; b < f; b++) {
      pairIndex[a][b] = pairIndex[b][a] = pairs;
      pairA[pairs] = a;
      pairB[pairs] = b;
      pairs++;
    }
  const int lowestRow = rowOf[black];
  int tail = 0;
  for (int p = 0; p < pairs; p++) {
    const int a = pairA[p], b = pairB[p];
    int redDegree = 0;
    for (int k = 0; k < 2; k++) {
      const int from = k ? b : a, other = k ? a : b;
      const int next[4] = {up[from], down[from], leftOf[from], rightOf[from]};
      for (int d = 0; d < 4; d++)
        if (next[d] >= 0 && next[d] != other) redDegree++;
    }
    for (int x = 0; x < f; x++) {
      if (rowOf[x] > lowestRow) continue;
      const int base = stateOf(p, x, 0);
      moves[base] = moves[base + 1] = 0;
      if (rowOf[x] == 0) {
        result[base] = 2;      // red to move: black has reached row 1
        result[base + 1] = 1;  // black to move: black has won
      } else if (x == a || x == b) {
        result[base] = result[base + 1] = 2;  // whoever just moved took the other side's piece
      } else {
        degree[base] = redDegree;
        degree[base + 1] = (up[x] >= 0) + (leftOf[x] >= 0) + (rightOf[x] >= 0);
        result[base] = degree[base] ? 0 : 2;
        result[base + 1] = degree[base + 1] ? 0 : 2;
        if (result[base]) queue[tail++] = base;
        if (result[base + 1]) queue[tail++] = base + 1;
        continue;
      }
      queue[tail++] = base;
      queue[tail++] = base + 1;
    }
  }
  const int start = stateOf(pairIndex[reds[0]][reds[1]], black, 0);
  // A decided state's result and count are final: stop once the start state is decided.
  for (int head = 0; head < tail && !result[start]; head++) {
    const int s = queue[head];
    const int side = s & 1, x = (s >> 1) % f, p = (s >> 1) / f;
    const bool lost = result[s] == 2;
    const int nextMoves = moves[s] + 1;
    int predecessors[8], count = 0;
    if (side == 1) {
      // Red moved one piece into this state; step it back.
      const int a = pairA[p], b = pairB[p];
      for (int k = 0; k < 2; k++) {
        const int to = k ? b : a, other = k ? a : b;
        const int back[4] = {up[to], down[to], leftOf[to], rightOf[to]};
        for (int d = 0; d < 4; d++)
          if (back[d] >= 0 && back[d] != other) predecessors[count++] = stateOf(pairIndex[back[d]][other], x, 0);
      }
    } else {
      // Black moved up, left or right into x: it came from below, from the right or from the left.
      if (down[x] >= 0 && rowOf[down[x]] <= lowestRow) predecessors[count++] = stateOf(p, down[x], 1);
      if (rightOf[x] >= 0) predecessors[count++] = stateOf(p, rightOf[x], 1);
      if (leftOf[x] >= 0) predecessors[count++] = stateOf(p, leftOf[x], 1);
    }
    for (int i = 0; i < count; i++) {
      const int q = predecessors[i];
      if (result[q]) continue;
      if (lost) {
        result[q] = 1;
      } else if (--degree[q] == 0) {
        result[q] = 2;
      } else {
        continue;
      }
      moves[q] = nextMoves;
      queue[tail++] = q;
    }
  }
  if (result[start] == 0) std::printf("Tie\n");
  else std::printf("%s %d\n", result[start] == 1 ? "Red" : "Black", moves[start]);
}

int main() {
  int testSet, tests;
  if (std::scanf("%d %d", &testSet, &tests) != 2) return 1;
  while (tests--) {
    if (std::scanf("%d %d", &n, &m) != 2) return 1;
    for (int i = 0; i < n; i++)
      if (std::scanf("%15s", grid[i]) != 1) return 1;
    solve();
  }
  return 0;
}
