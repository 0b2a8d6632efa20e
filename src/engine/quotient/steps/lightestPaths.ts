/**
 * The lightest way to reach each state of a finite automaton from state 0, where move k costs
 * weights[k] (a heap's tokens, in the misère quotient code): Dijkstra with one bucket per total
 * weight, since weights are small whole numbers. The misère rule needs states in this order —
 * a sum's options weigh less than the sum, so each is decided before it — and the tree names
 * every state by its lightest sum.
 */
export interface LightestPaths {
  /** The states reached, lightest first (state 0 first). */
  order: number[];
  /** The state each state is reached from on its lightest path (−1 for state 0 and unreached states). */
  parent: Int32Array;
  /** The move taken from the parent (−1 for state 0 and unreached states). */
  via: Int32Array;
}

export function lightestPaths(size: number, weights: readonly number[], next: (state: number, move: number) => number): LightestPaths {
  const distance = new Float64Array(size).fill(Infinity);
  const parent = new Int32Array(size).fill(-1);
  const via = new Int32Array(size).fill(-1);
  const done = new Uint8Array(size);
  const order: number[] = [];
  const buckets: number[][] = [[0]];
  distance[0] = 0;
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (bucket === undefined) continue;
    for (let i = 0; i < bucket.length; i++) {
      const s = bucket[i];
      if (done[s] || distance[s] !== d) continue;
      done[s] = 1;
      order.push(s);
      for (let k = 0; k < weights.length; k++) {
        const t = next(s, k);
        const reach = d + weights[k];
        if (reach < distance[t]) {
          distance[t] = reach;
          parent[t] = s;
          via[t] = k;
          (buckets[reach] ??= []).push(t);
        }
      }
    }
    buckets[d] = [];
  }
  return { order, parent, via };
}
