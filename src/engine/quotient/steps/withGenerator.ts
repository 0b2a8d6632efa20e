import type { MisereQuotient } from '../misereQuotient.js';
import type { MultisetOutcomes } from '../multisetOutcomes.js';

/**
 * What withGenerator added to its parent's presentation, and the result once computed. `parentAdded`
 * is what withGenerator added to make the parent, when it made it (found in the growth's memo when
 * this one is made): the chain relationsWithAdded walks.
 */
export interface AddedGenerator {
  parent: MisereQuotient;
  parentAdded: AddedGenerator | null;
  relation: { left: number[]; right: readonly number[] };
  live: boolean;
  isLive: (g: number) => boolean;
  relations: MisereQuotient['relations'] | null;
}

/**
 * q with one more generator g, mapped to element a. The presentation gains one relation, g = rep(a)
 * (g = 0 when g has no move): g is in no representative, so the only sum with g whose every
 * one-smaller part is a representative is g alone. It goes where presentation() would list it, when
 * first read (growing a quotient never reads it; a folded candidate's presentation costs more than
 * its check).
 */
export function withGenerator(outcomes: MultisetOutcomes, q: MisereQuotient, a: number): MisereQuotient {
  const g = q.count;
  const generatorElement = [...q.generatorElement, a];
  const live = outcomes.isLive(g);
  const { addedTo } = outcomes.memo;
  const added: AddedGenerator = {
    parent: q,
    parentAdded: addedTo.get(q) ?? null,
    relation: { left: [g], right: live ? q.representatives[a] : [] },
    live,
    isLive: (h) => outcomes.isLive(h),
    relations: null,
  };
  const { order, representatives, product, losing } = q;
  const trial: MisereQuotient = {
    count: g + 1,
    order,
    representatives,
    product,
    losing,
    generatorElement,
    get relations() {
      return relationsWithAdded(added);
    },
  };
  addedTo.set(trial, added);
  return trial;
}

/**
 * The relations of a quotient made by withGenerator: up its chain of parents (an explicit loop: a
 * growth of thousands of generators would be as deep) to the first with relations at hand, then
 * each added relation inserted going down.
 */
function relationsWithAdded(added: AddedGenerator): MisereQuotient['relations'] {
  const chain: AddedGenerator[] = [];
  let at: AddedGenerator | null = added;
  while (at !== null && at.relations === null) {
    chain.push(at);
    at = at.parentAdded;
  }
  let relations = at?.relations ?? chain[chain.length - 1].parent.relations;
  for (let i = chain.length - 1; i >= 0; i--) {
    const { relation, live, isLive } = chain[i];
    const before = (r: { left: readonly number[]; right: readonly number[] }) => r.left.length === 1 && (live || !isLive(r.left[0]));
    let position = 0;
    while (position < relations.length && before(relations[position])) position++;
    relations = [...relations.slice(0, position), relation, ...relations.slice(position)];
    chain[i].relations = relations;
  }
  return relations;
}
