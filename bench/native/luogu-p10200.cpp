// Baseline for bench/cases/judge-problems.mjs: Luogu P10200 (maze guard) as the usual solution,
// the same as nimlab's, O(n * 2^n): f_u(v), the least cost of marks in u's subtree making its first
// leaf at least v, satisfies f_u(v) = f_left(v) + min(w_u, f_right(v)); each node's (value, f)
// list sorted by value is a merge of its children's, kept level by level in flat arrays. Then
// Alice fixes the sequence greedily from the first leaf, descending the tree with binary searches
// and reserving the budget each later choice needs. Costs capped at K + 1; whole input read at once, buffered output.
#include <algorithm>
#include <cstdio>
#include <vector>

typedef long long ll;

#include "whole_input.h"

static int depth, leaves;
static ll unaffordable;
static std::vector<ll> cost;
static std::vector<int> leafValue, leafOf, sequence;
static std::vector<std::vector<int>> values;  // values[d]: node slices of depth d, sorted
static std::vector<std::vector<ll>> costs;    // costs[d]: f at each of those values
static int written;

static int sliceStart(int d, int node) { return (node - (1 << d)) << (depth - d); }

static ll costAtLeast(int d, int node, int v) {
  const int start = sliceStart(d, node), end = start + (1 << (depth - d));
  const int i = int(std::lower_bound(values[d].begin() + start, values[d].begin() + end, v) - values[d].begin());
  return i == end ? unaffordable : costs[d][i];
}

static int bestFirst(int d, int node, ll spend) {
  const int start = sliceStart(d, node);
  int lo = start, hi = start + (1 << (depth - d));  // costs[d][start] == 0
  while (hi - lo > 1) {
    const int mid = (lo + hi) >> 1;
    if (costs[d][mid] <= spend) lo = mid;
    else hi = mid;
  }
  return values[d][lo];
}

// Writes subtree node's sequence for this budget; returns what is left unspent.
static ll solve(int d, int node, ll spend) {
  if (d == depth) {
    sequence[written++] = leafValue[node - leaves];
    return spend;
  }
  const int first = bestFirst(d, node, spend);
  const int left = 2 * node, right = left + 1;
  const int leftStart = sliceStart(d + 1, left), half = 1 << (depth - d - 1);
  if (leafOf[first] >= leftStart && leafOf[first] < leftStart + half) {
    const ll reserve = std::min(cost[node], costAtLeast(d + 1, right, first));
    const ll rest = solve(d + 1, left, spend - reserve) + reserve;
    if (bestFirst(d + 1, right, rest) > first) return solve(d + 1, right, rest);
    return solve(d + 1, right, rest - cost[node]);
  }
  const ll reserve = costAtLeast(d + 1, left, first);
  const ll rest = solve(d + 1, right, spend - reserve) + reserve;
  return solve(d + 1, left, rest);
}

int main() {
  readAll();
  int tests = (int)nextInt<ll>();
  std::vector<char> output;
  while (tests--) {
    depth = (int)nextInt<ll>();
    const ll budget = nextInt<ll>();
    leaves = 1 << depth;
    unaffordable = budget + 1;
    cost.assign(leaves, 0);
    for (int u = 1; u < leaves; u++) cost[u] = nextInt<ll>();
    leafValue.resize(leaves);
    leafOf.assign(leaves + 1, 0);
    for (int i = 0; i < leaves; i++) {
      leafValue[i] = (int)nextInt<ll>();
      leafOf[leafValue[i]] = i;
    }
    values.assign(depth + 1, std::vector<int>(leaves));
    costs.assign(depth + 1, std::vector<ll>(leaves, 0));
    values[depth] = leafValue;
    for (int d = depth - 1; d >= 0; d--) {
      const int size = 1 << (depth - d), half = size / 2;
      const std::vector<int>& childValues = values[d + 1];
      const std::vector<ll>& childCosts = costs[d + 1];
      for (int start = 0, node = 1 << d; start < leaves; start += size, node++) {
        int l = start, r = start + half;
        const int lEnd = r, rEnd = r + half;
        for (int out = start; out < rEnd; out++) {
          const bool fromLeft = r == rEnd || (l < lEnd && childValues[l] < childValues[r]);
          const ll leftCost = l < lEnd ? childCosts[l] : unaffordable;
          const ll rightCost = r < rEnd ? childCosts[r] : unaffordable;
          values[d][out] = fromLeft ? childValues[l++] : childValues[r++];
          costs[d][out] = std::min(unaffordable, leftCost + std::min(cost[node], rightCost));
        }
      }
    }
    sequence.resize(leaves);
    written = 0;
    solve(0, 1, budget);
    for (int i = 0; i < leaves; i++) {
      if (i) output.push_back(' ');
      char digits[12];
      int k = 0, x = sequence[i];
      do digits[k++] = char('0' + x % 10), x /= 10;
      while (x);
      while (k) output.push_back(digits[--k]);
    }
    output.push_back('\n');
  }
  std::fwrite(output.data(), 1, output.size(), stdout);
  return 0;
}
