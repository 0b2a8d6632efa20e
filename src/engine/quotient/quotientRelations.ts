import type { MisereQuotient } from './misereQuotient.js';
import type { MultisetOutcomes } from './multisetOutcomes.js';
import { mergeSorted } from './sortedMultiset.js';

/**
 * A quotient's presentation (Plambeck & Siegel 2008, §2): generators with relations left = right,
 * read off the representatives and the table x·g. Printed as they print it by quotientPresentation.ts.
 */

/**
 * A quotient whose presentation is made when first read (a candidate the check rejects never needs
 * it, nor does growing the quotient further), from `next` (x·g for every element x and generator g).
 * The getter is made here, in a function of its own, on purpose: V8 keeps one context per function
 * call for all the closures made in it, so a getter made inside a candidate's builder would keep
 * everything the builder's other closures use — the previous quotient's product (through a `times`
 * over it), the check states of the candidate before (the refinement's) — and each of those held
 * the one before it, heap after heap: 0.35 held 1.6 GB of typed arrays at heap 33 (order 3,078)
 * and 14.6 GB at heap 77.
 */
export function withLazyPresentation(
  parts: Omit<MisereQuotient, 'relations'>,
  next: Int32Array,
  outcomes: MultisetOutcomes,
): MisereQuotient {
  const { count } = parts;
  const representatives = parts.representatives as number[][];
  let relations: MisereQuotient['relations'] | null = null;
  return {
    ...parts,
    get relations() {
      return (relations ??= presentation(representatives, count, next, (g) => outcomes.isLive(g)));
    },
  };
}

/** Rewriting rules left → right: every sum not a representative whose every one-smaller part is one. */
export function presentation(
  representatives: readonly number[][],
  count: number,
  next: Int32Array,
  isLive: (g: number) => boolean,
): { left: number[]; right: number[] }[] {
  const isRepresentative = new Set(representatives.map((r) => r.join(',')));
  const relations: { left: number[]; right: number[] }[] = [];
  const seen = new Set<string>();
  for (let g = 0; g < count; g++) if (!isLive(g)) relations.push({ left: [g], right: [] });
  representatives.forEach((r, x) => {
    for (let g = 0; g < count; g++) {
      if (!isLive(g)) continue;
      const left = mergeSorted(r, [g]);
      const key = left.join(',');
      if (isRepresentative.has(key) || seen.has(key)) continue;
      seen.add(key);
      const reduced = left.every((_, i) => isRepresentative.has([...left.slice(0, i), ...left.slice(i + 1)].join(',')));
      if (reduced) relations.push({ left, right: representatives[next[x * count + g]] });
    }
  });
  return relations;
}
