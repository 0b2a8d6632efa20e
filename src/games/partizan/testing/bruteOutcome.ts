import type { OutcomeClass } from '../../../engine/partizan/index.js';
import type { PartizanRules } from '../partizanRules.js';

/**
 * Who wins, straight from the rules by minimax (*Winning Ways* vol. 1 ch. 1): Left moving first
 * wins if some Left option is a position Right, moving first, loses; the same for Right. The
 * truth every ruleset's values and search are held against in tests, on small positions only
 * (plain recursion, memoised by key).
 */
export function bruteOutcome<P>(rules: PartizanRules<P>, position: P): OutcomeClass {
  const memo = new Map<string, boolean>();
  const wins = (p: P, left: boolean): boolean => {
    const key = `${left ? 'L' : 'R'}${rules.key(p)}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const options = left ? rules.leftOptions(p) : rules.rightOptions(p);
    const result = options.some((option) => !wins(option, !left));
    memo.set(key, result);
    return result;
  };
  const leftFirst = wins(position, true);
  const rightFirst = wins(position, false);
  return leftFirst && rightFirst ? 'N' : leftFirst ? 'L' : rightFirst ? 'R' : 'P';
}
