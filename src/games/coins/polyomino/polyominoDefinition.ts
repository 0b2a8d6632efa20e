/**
 * Single-coin values of the polyomino rule (luogu-p2594) straight from the definition,
 *   g(x, y) = mex{ ⊕_{c ∈ S, c ≠ (x, y)} g(c) : S edge-connected, (x, y) ∈ S ⊆ [1..x] × [1..y] },
 * for boards too large to list the connected sets one by one (a 5 × 6 rectangle has 2·10^7 of
 * them). A frontier ("broken profile") DP sweeps the rectangle row by row and keeps, for each way
 * the cells on the frontier split into components of S, the set of XORs reachable so far. Nothing
 * here knows the closed form; the tests compare it with the listed sets and with the closed form.
 */

/** XOR sets are byte arrays indexed by value; a state is a frontier labelling plus its XOR set. */
type XorSet = Uint8Array;

/** Frontier labels: 0 = cell not in S, k > 0 = the k-th component of S in order of appearance. */
function normalise(labels: number[]): { code: number; labels: number[] } {
  const renumber = new Map<number, number>();
  const result = labels.map((label) => {
    if (label === 0) return 0;
    if (!renumber.has(label)) renumber.set(label, renumber.size + 1);
    return renumber.get(label)!;
  });
  return { code: result.reduce((code, label) => code * 16 + label, 0), labels: result };
}

/**
 * The XORs of ⊕_{c ∈ S \ corner} value(c) over the connected sets S of the rows × columns rectangle
 * that contain its lower-right corner. `value(i, j)` is the value of cell (i, j), 0-based.
 */
export function connectedSetXors(rows: number, columns: number, value: (i: number, j: number) => number, range: number): XorSet {
  if (columns > 12) throw new RangeError('the frontier DP keeps at most 12 columns');
  let states = new Map<number, { labels: number[]; xors: XorSet }>();
  const start = normalise(new Array<number>(columns).fill(0));
  states.set(start.code, { labels: start.labels, xors: Uint8Array.from({ length: range }, (_, x) => (x === 0 ? 1 : 0)) });
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < columns; j++) {
      const corner = i === rows - 1 && j === columns - 1;
      const v = corner ? 0 : value(i, j);
      const next = new Map<number, { labels: number[]; xors: XorSet }>();
      const add = (labels: number[], xors: XorSet, shift: number) => {
        const key = normalise(labels);
        let target = next.get(key.code);
        if (!target) next.set(key.code, (target = { labels: key.labels, xors: new Uint8Array(range) }));
        for (let x = 0; x < range; x++) if (xors[x]) target.xors[x ^ shift] = 1;
      };
      for (const { labels, xors } of states.values()) {
        const up = labels[j];
        const left = j > 0 ? labels[j - 1] : 0;
        if (!corner) {
          // Leave (i, j) out of S: the cell above drops off the frontier; if it was the last
          // frontier cell of its component, that component can never reach the corner.
          const out = labels.slice();
          out[j] = 0;
          if (up === 0 || out.includes(up)) add(out, xors, 0);
        }
        // Put (i, j) in S: it joins the components above and to the left.
        const inside = labels.slice();
        const joined = up > 0 ? up : left > 0 ? left : Math.max(0, ...labels) + 1;
        if (up > 0 && left > 0) for (let k = 0; k < columns; k++) if (inside[k] === left) inside[k] = up;
        inside[j] = joined;
        add(inside, xors, v);
      }
      states = next;
    }
  }
  // The corner is in S (it was never left out); S is connected iff one component remains.
  const result = new Uint8Array(range);
  for (const { labels, xors } of states.values()) {
    if (new Set(labels.filter((label) => label > 0)).size !== 1) continue;
    for (let x = 0; x < range; x++) if (xors[x]) result[x] = 1;
  }
  return result;
}

/** g(x, y) for every cell of a rows × columns board, row-major (cell (x, y) at (x−1)·columns + y−1). */
export function polyominoValuesByDefinition(rows: number, columns: number): number[] {
  const values: number[] = [];
  for (let x = 1; x <= rows; x++) {
    for (let y = 1; y <= columns; y++) {
      const value = (i: number, j: number) => values[i * columns + j];
      let largest = 0;
      for (let i = 0; i < x; i++) for (let j = 0; j < y; j++) if (i !== x - 1 || j !== y - 1) largest = Math.max(largest, value(i, j));
      let range = 1;
      while (range <= largest) range *= 2;
      const xors = connectedSetXors(x, y, value, range);
      let g = 0;
      while (g < range && xors[g]) g++;
      values.push(g);
    }
  }
  return values;
}
