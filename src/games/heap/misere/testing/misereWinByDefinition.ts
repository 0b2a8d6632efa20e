import { componentsOf } from '../../../../engine/core/game.js';
import { parseHeapGame } from '../../heapGame.js';
import { takeBreakGame } from '../../rules.js';

/**
 * Whether the mover wins a misère sum of heaps of the named game, by the definition: with no move,
 * yes; else some move leaves a loss. Memoised by the sorted heaps, for tests to hold quotient play to.
 */
export function misereWinByDefinition(name: string): (heaps: readonly number[]) => boolean {
  const rules = takeBreakGame(parseHeapGame(name).code);
  const memo = new Map<string, boolean>();
  const wins = (heaps: readonly number[]): boolean => {
    const key = [...heaps].sort((x, y) => x - y).join(' ');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let moved = false;
    let leavesALoss = false;
    for (let i = 0; i < heaps.length && !leavesALoss; i++) {
      for (const option of rules.moves(heaps[i]!)) {
        moved = true;
        const to = [...heaps.slice(0, i), ...componentsOf(option), ...heaps.slice(i + 1)].filter((h) => h > 0);
        if (!wins(to)) {
          leavesALoss = true;
          break;
        }
      }
    }
    const result = !moved || leavesALoss;
    memo.set(key, result);
    return result;
  };
  return wins;
}
