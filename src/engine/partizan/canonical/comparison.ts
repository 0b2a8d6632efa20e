import { GameKind, GameStore } from './gameStore.js';
import type { NumberUpStar } from './gameStore.js';

/**
 * G ≤ H by the recursive definition (ONAG ch. 1; *Winning Ways* vol. 1 ch. 2; Siegel 2013,
 * §II.1): G ≤ H unless some H^R ≤ G or some G^L ≥ H. Walked with an explicit stack, so a
 * game of birthday 100 000 compares without overflowing; results are kept in the store's memo.
 *
 * Two shortcuts, each a theorem:
 * - numbers compare by value, and x + n↑ + *m against y + k↑ + *j by parts (Siegel ch. II.4);
 * - against a number x, a canonical G that is not a number needs only one side: x ≤ G exactly
 *   when no G^R ≤ x, and G ≤ x exactly when no G^L ≥ x (the Number Avoidance Theorem, Siegel
 *   §II.3: Right, winning G − x moving first, has a winning move in G). Raw games may equal
 *   numbers, so they always take the full definition.
 */
export function lessOrEqual(store: GameStore, g: number, h: number): boolean {
  const quick = known(store, g, h);
  if (quick !== undefined) return quick;
  const firsts: number[] = [g];
  const seconds: number[] = [h];
  const cursors: number[] = [0];
  while (firsts.length > 0) {
    store.tick();
    const top = firsts.length - 1;
    const a = firsts[top];
    const b = seconds[top];
    // Number avoidance: x ≤ G needs only G's Right options, G ≤ x only G's Left options.
    const useLeft = !(store.isNumber(a) && store.kind(b) === GameKind.Canonical);
    const useRight = !(store.isNumber(b) && store.kind(a) === GameKind.Canonical);
    const rightCount = useRight ? store.rightCount(b) : 0;
    const total = rightCount + (useLeft ? store.leftCount(a) : 0);
    let index = cursors[top];
    let result = true;
    let waiting = false;
    for (; index < total; index += 1) {
      // a ≤ b fails when some b^R ≤ a or some a^L ≥ b.
      const x = index < rightCount ? store.rightOption(b, index) : b;
      const y = index < rightCount ? a : store.leftOption(a, index - rightCount);
      const value = known(store, x, y);
      if (value === undefined) {
        cursors[top] = index;
        firsts.push(x);
        seconds.push(y);
        cursors.push(0);
        waiting = true;
        break;
      }
      if (value) {
        result = false;
        break;
      }
    }
    if (waiting) continue;
    store.lessOrEqualMemo.set(GameStore.pairKey(a, b), result);
    firsts.pop();
    seconds.pop();
    cursors.pop();
  }
  return store.lessOrEqualMemo.get(GameStore.pairKey(g, h)) as boolean;
}

/** The answer without search when a shortcut or the memo has it. */
function known(store: GameStore, g: number, h: number): boolean | undefined {
  if (g === h) return true;
  const x = store.numberUpStar(g);
  const y = store.numberUpStar(h);
  if (x !== undefined && y !== undefined) return numberUpStarLessOrEqual(x, y);
  return store.lessOrEqualMemo.get(GameStore.pairKey(g, h));
}

/**
 * x + n↑ + *m ≤ y + k↑ + *j (Siegel 2013, ch. II.4): numbers first; with equal numbers, the
 * difference d↑ + *s (d = k − n, s = m ⊕ j) is ≥ 0 exactly when d ≥ 2, or d = 1 and s ≠ 1, or
 * d = 0 and s = 0 (↑* is fuzzy, ↑*s > 0 for s ≥ 2, ⇑*s > 0).
 */
export function numberUpStarLessOrEqual(g: NumberUpStar, h: NumberUpStar): boolean {
  const byNumber = g.number.compare(h.number);
  if (byNumber !== 0) return byNumber < 0;
  const d = h.up - g.up;
  const s = g.nimber ^ h.nimber;
  return d >= 2 || (d === 1 && s !== 1) || (d === 0 && s === 0);
}

export function equal(store: GameStore, g: number, h: number): boolean {
  return g === h || (lessOrEqual(store, g, h) && lessOrEqual(store, h, g));
}
