import { profileCount, profileIndex, type PayoffTable } from './payoffTable.js';

/** One step of iterated elimination: `player`'s strategy `removed` is strictly dominated by `by`. */
export interface DominanceStep {
  readonly player: number;
  readonly removed: number;
  readonly by: number;
}

/** What remains after iterated elimination, and the steps that got there. Strategy numbers from 0. */
export interface DominanceResult {
  readonly remaining: number[][];
  readonly steps: DominanceStep[];
}

/**
 * Iterated elimination of strictly dominated pure strategies, for any number of players, step by
 * step (Osborne and Rubinstein 1994, def. 60.2; Fudenberg and Tirole, *Game Theory*, 1991, §2.1).
 * A strategy s of player p is strictly dominated by t when t pays p strictly more against every
 * profile of the others' remaining strategies. The set that survives does not depend on the order
 * of removal (Gilboa, Kalai and Zemel, "On the order of eliminating dominated strategies",
 * *Operations Research Letters* 9, 1990); this takes players in turn, lowest strategy first.
 * Domination by pure strategies only (not by mixtures).
 */
export function iteratedStrictDominance(table: PayoffTable): DominanceResult {
  const remaining = table.strategyCounts.map((count) => Array.from({ length: count }, (_, s) => s));
  const steps: DominanceStep[] = [];
  for (let changed = true; changed;) {
    changed = false;
    for (let player = 0; player < remaining.length; player++) {
      for (const s of [...remaining[player]]) {
        if (remaining[player].length === 1) break;
        const by = remaining[player].find((t) => t !== s && strictlyDominates(table, remaining, player, t, s));
        if (by === undefined) continue;
        remaining[player] = remaining[player].filter((x) => x !== s);
        steps.push({ player, removed: s, by });
        changed = true;
      }
    }
  }
  return { remaining, steps };
}

function strictlyDominates(table: PayoffTable, remaining: number[][], player: number, t: number, s: number): boolean {
  const payoffs = table.payoffs[player];
  const others = remaining.map((list, q) => (q === player ? [0] : list));
  const total = profileCount(others.map((list) => list.length));
  const choice = new Array<number>(remaining.length).fill(0);
  for (let index = 0; index < total; index++) {
    let rest = index;
    others.forEach((list, q) => {
      choice[q] = list[rest % list.length];
      rest = Math.floor(rest / list.length);
    });
    choice[player] = t;
    const better = payoffs[profileIndex(table.strategyCounts, choice)];
    choice[player] = s;
    const worse = payoffs[profileIndex(table.strategyCounts, choice)];
    if (better.compare(worse) <= 0) return false;
  }
  return true;
}
