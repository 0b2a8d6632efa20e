import { quotientElement, type MisereQuotient } from './misereQuotient.js';
import type { MultisetOutcomes } from './multisetOutcomes.js';

/** What a generator's options are in a quotient: their elements, per generator and per sum, and the weights that order sums. */

/** The distinct elements of generator g's options in q, sorted. */
export function generatorOptionElements(outcomes: MultisetOutcomes, q: MisereQuotient, g: number): number[] {
  // Marked over the elements, then read in order: no Set, spread or sort (asked for every heap).
  const options = outcomes.system.options(g);
  const seen = new Uint8Array(q.order);
  for (let i = 0; i < options.length; i++) seen[quotientElement(q, options[i])] = 1;
  const elements: number[] = [];
  for (let x = 0; x < q.order; x++) if (seen[x] === 1) elements.push(x);
  return elements;
}

/** generatorOptionElements in q, each generator's computed once (a sum's options ask for its generators'). */
export function optionElementsIn(outcomes: MultisetOutcomes, q: MisereQuotient): (g: number) => readonly number[] {
  const known: (readonly number[] | undefined)[] = [];
  return (g) => (known[g] ??= generatorOptionElements(outcomes, q, g));
}

/**
 * The elements of the options of a sum of generators (sorted, each below q.count) in q: for each
 * distinct generator h of it, (the sum without one h)·o for each option element o of h. May repeat.
 */
export function sumOptionElements(q: MisereQuotient, sum: readonly number[], optionElementsOf: (g: number) => readonly number[]): number[] {
  const { order, product, generatorElement } = q;
  const out: number[] = [];
  for (let i = 0; i < sum.length; i++) {
    if (i > 0 && sum[i - 1] === sum[i]) continue;
    let rest = 0;
    for (let j = 0; j < sum.length; j++) if (j !== i) rest = product[rest * order + generatorElement[sum[j]]];
    const elements = optionElementsOf(sum[i]);
    for (let t = 0; t < elements.length; t++) out.push(product[rest * order + elements[t]]);
  }
  return out;
}

/**
 * A weight per generator that every move lowers: 1 + the heaviest option's total weight (a heap of
 * n tokens in an octal game weighs n). Sums ordered by total weight put options first.
 */
export function generatorWeights(outcomes: MultisetOutcomes, count: number): number[] {
  return Array.from({ length: count }, (_, g) => outcomes.weight(g));
}
