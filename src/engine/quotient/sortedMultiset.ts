/** Sums of generators written as sorted multisets of generator indices: the union of two. */

/** The sorted union (with repeats) of two sorted multisets. */
export function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++]);
  return out;
}
