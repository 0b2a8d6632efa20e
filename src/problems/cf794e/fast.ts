/**
 * cf794e by the known closed form. For a row of length L ≥ 2 with the maximiser to move:
 * - L even: the value is max(a[c], a[c+1]) for the middle pair c, c+1;
 * - L odd:  the value is max(min(a[c−1], a[c]), min(a[c], a[c+1])) for the centre c;
 * - L = 1:  the single carrot.
 * With k extra moves the first player picks any window of length n − k, so the answer is the
 * best of those values over all window positions. As L drops by two the range of centres grows by
 * one at each end, so one running maximum per parity gives every k in O(n) overall.
 */
export function carrotValues(row: ArrayLike<number>): Float64Array {
  const n = row.length;
  const answers = new Float64Array(n);
  let rowMax = -Infinity;
  for (let i = 0; i < n; i++) rowMax = Math.max(rowMax, row[i]);
  answers[n - 1] = rowMax; // k = n − 1: the first player simply keeps the largest carrot

  fillParity(row, n % 2 === 0 ? n : n - 1, answers);
  fillParity(row, n % 2 === 1 ? n : n - 1, answers);
  return answers;
}

/** Answers for the window lengths firstLength, firstLength − 2, …, down to 2 (or 3). */
function fillParity(row: ArrayLike<number>, firstLength: number, answers: Float64Array): void {
  const n = row.length;
  const odd = firstLength % 2 === 1;
  let best = -Infinity;
  let lo = 0;
  let hi = -1; // centres lo..hi already folded into best
  for (let length = firstLength; length >= 2; length -= 2) {
    // Centre (middle-left index for even length) of the windows starting at 0 and at n − length.
    const first = Math.floor((length - 1) / 2);
    const last = n - length + first;
    if (hi < lo) {
      lo = first;
      hi = first - 1;
    }
    while (lo > first) best = Math.max(best, windowValue(row, --lo, odd));
    while (hi < last) best = Math.max(best, windowValue(row, ++hi, odd));
    answers[n - length] = best;
  }
}

/** The value of a window of odd or even length around centre c (the middle-left one when even). */
function windowValue(row: ArrayLike<number>, c: number, odd: boolean): number {
  if (odd) return Math.max(Math.min(row[c - 1], row[c]), Math.min(row[c], row[c + 1]));
  return Math.max(row[c], row[c + 1]);
}
