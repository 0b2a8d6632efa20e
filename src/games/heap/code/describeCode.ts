import { constraintFor, digitCounts, type CodeDigit, type SplitConstraint, type TakeBreakCode } from './code.js';

const CONSTRAINT_WORDS: Record<SplitConstraint, string> = {
  any: '',
  unequal: ', all unequal',
  notAllEqual: ', not all equal',
  allEqual: ', all equal',
};

const HEAP_COUNTS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five' };

/** What one digit allows, in words: "leave nothing or one heap". */
export function describeDigit(digit: CodeDigit): string {
  const heapWords = (k: number) =>
    k === 0 ? 'nothing' : k === 1 ? 'one heap' : `${HEAP_COUNTS[k] ?? k} heaps${CONSTRAINT_WORDS[constraintFor(digit, k)]}`;
  const choices = digitCounts(digit).map(({ count }) => heapWords(count));
  if (digit.orMore !== undefined) {
    choices.push(
      digit.orMore <= 1
        ? `any number of heaps${CONSTRAINT_WORDS[digit.constraint]}`
        : `${digit.orMore} or more heaps${CONSTRAINT_WORDS[digit.constraint]}`,
    );
  }
  const last = choices.pop()!;
  return `leave ${choices.length > 0 ? `${choices.join(', ')} or ${last}` : last}`;
}

/** The rules of a code in words: "take 1: leave nothing or one heap; take 2: …". */
export function describeCode(code: TakeBreakCode): string {
  const { digits, period } = code;
  const start = digits.length - period;
  const rules: string[] = [];
  (code.added ?? []).forEach((digit, i) => {
    if (digit.heaps !== 0 || digit.orMore !== undefined) rules.push(`add ${i + 1}: ${describeDigit(digit)}`);
  });
  for (let removed = 0; removed < start; removed++) {
    if (digits[removed].heaps === 0 && digits[removed].orMore === undefined) continue;
    rules.push(`${removed === 0 ? 'take none' : `take ${removed}`}: ${describeDigit(digits[removed])}`);
  }
  if (period === 1) {
    rules.push(`take ${start} or more: ${describeDigit(digits[start])}`);
  } else if (period > 1) {
    digits.slice(start).forEach((d, i) => {
      if (d.heaps !== 0 || d.orMore !== undefined) rules.push(`take ${start + i} + ${period}k (k ≥ 0): ${describeDigit(d)}`);
    });
  }
  return rules.length === 0 ? 'no moves at all' : rules.join('; ');
}
