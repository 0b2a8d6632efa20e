/**
 * Moore's partition refinement (E. F. Moore, "Gedanken-experiments on sequential machines", 1956;
 * Hopcroft & Ullman, Introduction to Automata Theory, ch. 3, minimisation of a finite automaton):
 * the coarsest partition of states 0..n−1 that refines the initial labelling and that every
 * transition respects (two states in one block go, by each transition, to states in one block).
 * The quotient engine reduces monoids with it: states are elements, transitions "add a generator",
 * labels outcomes or misère Grundy values.
 */
export interface MooreOptions {
  /**
   * Give up (return null) as soon as the partition has more blocks than this: blocks only split,
   * so the final partition would have more too.
   */
  readonly maxBlocks?: number;
  /** Asked after every pass (one transition over every state): may throw to stop a long refinement. */
  readonly checkTime?: () => void;
}

/**
 * The block of each state in the coarsest stable partition refining `labels` (any integers) under
 * the transitions `step[k][s]`; blocks numbered 0, 1, … in order of their first state. Refined one
 * transition at a time (so `checkTime` is asked often even on millions of states): a pass gives
 * each state the pair (its block, its image's block), numbered by first state through an
 * open-addressed table of representatives (no strings, no Map), until a whole round of passes
 * splits nothing. Null past `maxBlocks`.
 */
export function mooreBlocks(labels: Int32Array, step: readonly Int32Array[], options: MooreOptions = {}): Int32Array | null {
  const n = labels.length;
  const maxBlocks = options.maxBlocks ?? Infinity;
  let block: Int32Array = renumbered(labels);
  let blocks = 0;
  for (let s = 0; s < n; s++) if (block[s] >= blocks) blocks = block[s] + 1;
  if (blocks > maxBlocks) return null;
  let next: Int32Array = new Int32Array(n);
  let slots = 64;
  while (slots < 2 * n) slots *= 2;
  const mask = slots - 1;
  // table[i]: the first state of a block of this pass (−1: free).
  const table = new Int32Array(slots);
  for (let stable = 0; stable < step.length;) {
    for (let k = 0; k < step.length && stable < step.length; k++) {
      const t = step[k];
      table.fill(-1);
      let count = 0;
      for (let s = 0; s < n; s++) {
        const a = block[s];
        const b = block[t[s]];
        for (let i = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 1, 0x85ebca6b)) & mask; ; i = (i + 1) & mask) {
          const v = table[i];
          if (v < 0) {
            table[i] = s;
            next[s] = count++;
            break;
          }
          if (block[v] === a && block[t[v]] === b) {
            next[s] = next[v];
            break;
          }
        }
      }
      stable = count === blocks ? stable + 1 : 0;
      blocks = count;
      if (blocks > maxBlocks) return null;
      [block, next] = [next, block];
      options.checkTime?.();
    }
  }
  return block;
}

/** The labels renumbered 0, 1, … in order of first appearance (what a pass gives its blocks). */
function renumbered(labels: Int32Array): Int32Array {
  const ids = new Map<number, number>();
  const block = new Int32Array(labels.length);
  for (let s = 0; s < labels.length; s++) {
    let id = ids.get(labels[s]);
    if (id === undefined) ids.set(labels[s], (id = ids.size));
    block[s] = id;
  }
  return block;
}
