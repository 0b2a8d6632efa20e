/**
 * A graph as canonical labelling sees it: vertices 0..n−1, each with a colour (one character),
 * and a label on every pair (`''` for no edge, else the pair's edges written out, e.g. `lr` for a
 * blue and a red edge; `labels[u * n + v] === labels[v * n + u]`, loops on the diagonal).
 */
export interface LabelledGraph {
  readonly colours: string;
  readonly labels: readonly string[];
}

/**
 * A key equal for two graphs exactly when they are isomorphic (a bijection of the vertices keeping
 * colours and pair labels): the least certificate over the leaves of the search tree of
 * individualization and refinement (McKay, "Practical graph isomorphism", Congressus Numerantium
 * 30 (1981); McKay and Piperno, "Practical graph isomorphism, II", J. Symbolic Computation 60
 * (2014)), component by component, the components' keys sorted. Each part is isomorphism-invariant:
 *
 * - refinement splits every cell by the vertices' counts of labels into each cell, the pieces in
 *   the order of those signatures, until nothing splits (an equitable ordered partition);
 * - the search individualizes each vertex of the first smallest non-singleton cell in turn;
 * - a leaf (every cell a single vertex) orders the vertices; its certificate is the graph written
 *   in that order, and the least certificate is the key;
 * - two leaves with equal certificates give an automorphism; a candidate that an automorphism
 *   fixing the vertices individualized so far maps to one already tried roots the same subtree
 *   up to that automorphism, so it is skipped (McKay 1981, automorphism pruning): this keeps very symmetric
 *   graphs (a complete graph, many equal pieces on a Hackenbush ground) from n! leaves.
 *
 * The search keeps its own stack (no recursion). Graphs here are small (a game's position); the
 * worst case is exponential, as for every known canonical labelling, but not on these graphs.
 */
export function canonicalGraphKey(graph: LabelledGraph): string {
  return components(graph)
    .map((members) => canonicalCertificate(induced(graph, members)))
    .sort()
    .join('+');
}

/** The vertex sets of the connected components (breadth-first, no recursion). */
function components(graph: LabelledGraph): number[][] {
  const n = graph.colours.length;
  const seen = new Uint8Array(n);
  const parts: number[][] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    const members = [start];
    for (let i = 0; i < members.length; i++) {
      for (let w = 0; w < n; w++) {
        if (!seen[w] && graph.labels[members[i] * n + w] !== '') {
          seen[w] = 1;
          members.push(w);
        }
      }
    }
    parts.push(members);
  }
  return parts;
}

/** The subgraph on `members`, renumbered in their order. */
function induced(graph: LabelledGraph, members: readonly number[]): LabelledGraph {
  const n = graph.colours.length;
  const labels: string[] = [];
  for (const u of members) for (const v of members) labels.push(graph.labels[u * n + v]);
  return { colours: members.map((v) => graph.colours[v]).join(''), labels };
}

/** An ordered partition: cells of vertices, in an order that depends on the graph alone. */
type Cells = number[][];

/** One node of the search: its partition, the vertices individualized on the way, the candidates tried. */
interface SearchNode {
  readonly cells: Cells;
  readonly fixed: readonly number[];
  readonly candidates: readonly number[];
  readonly tried: number[];
  next: number;
}

/** The least certificate of a connected graph (the search described at `canonicalGraphKey`). */
export function canonicalCertificate(graph: LabelledGraph): string {
  const n = graph.colours.length;
  const first = refine(graph, initialCells(graph));
  let best: string | undefined;
  let bestOrder: number[] = [];
  let bestPath: readonly number[] = [];
  const automorphisms: Int32Array[] = [];
  const stack: SearchNode[] = [node(first, [])];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.candidates.length === 0) {
      // A leaf: the cells are single vertices, in order.
      const order = top.cells.map((cell) => cell[0]);
      const certificate = certificateOf(graph, order);
      stack.pop();
      if (best === undefined || certificate < best) {
        best = certificate;
        bestOrder = order;
        bestPath = top.fixed;
      } else if (certificate === best) {
        const automorphism = new Int32Array(n);
        order.forEach((v, i) => (automorphism[bestOrder[i]] = v));
        automorphisms.push(automorphism);
        // The automorphism fixes the path both leaves share and maps the best leaf's next vertex
        // to this one's: the subtree below that vertex is an image of one searched, so leave it.
        stack.length = Math.min(stack.length, commonPrefix(bestPath, top.fixed) + 1);
      }
      continue;
    }
    const candidate = nextCandidate(top, automorphisms);
    if (candidate === undefined) {
      stack.pop();
      continue;
    }
    top.tried.push(candidate);
    stack.push(node(refine(graph, individualized(top.cells, candidate)), [...top.fixed, candidate]));
  }
  return best!;
}

/** How many first vertices two paths share. */
function commonPrefix(a: readonly number[], b: readonly number[]): number {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k;
}

function node(cells: Cells, fixed: readonly number[]): SearchNode {
  return { cells, fixed, candidates: targetCell(cells), tried: [], next: 0 };
}

/** The first smallest cell of more than one vertex (none at a leaf). */
function targetCell(cells: Cells): readonly number[] {
  let target: readonly number[] = [];
  for (const cell of cells) if (cell.length > 1 && (target.length === 0 || cell.length < target.length)) target = cell;
  return target;
}

/**
 * The next candidate of the node not in the orbit of one already tried under the automorphisms
 * found that fix every individualized vertex (they generate a subgroup of the node's stabilizer,
 * so its orbits are safe to skip).
 */
function nextCandidate(top: SearchNode, automorphisms: readonly Int32Array[]): number | undefined {
  const stabilizing = automorphisms.filter((map) => top.fixed.every((v) => map[v] === v));
  const covered = orbitOf(top.tried, stabilizing);
  while (top.next < top.candidates.length) {
    const candidate = top.candidates[top.next++];
    if (!covered.has(candidate)) return candidate;
  }
  return undefined;
}

/** Every vertex the maps reach from `from`, repeatedly. */
function orbitOf(from: readonly number[], maps: readonly Int32Array[]): Set<number> {
  const orbit = new Set(from);
  const queue = [...from];
  while (queue.length > 0) {
    const v = queue.pop()!;
    for (const map of maps) {
      if (!orbit.has(map[v])) {
        orbit.add(map[v]);
        queue.push(map[v]);
      }
    }
  }
  return orbit;
}

/** Vertices grouped by colour and loop label, the groups in the order of those. */
function initialCells(graph: LabelledGraph): Cells {
  const n = graph.colours.length;
  return groupedBy(
    Array.from({ length: n }, (_, v) => v),
    (v) => `${graph.colours[v]}${graph.labels[v * n + v]}`,
  );
}

/** `cells` with `vertex` taken out of its cell and put just before the rest of it. */
function individualized(cells: Cells, vertex: number): Cells {
  return cells.flatMap((cell) => (cell.includes(vertex) && cell.length > 1 ? [[vertex], cell.filter((v) => v !== vertex)] : [cell]));
}

/**
 * Splits cells until every vertex of a cell has the same count of each label into each cell
 * (an equitable partition). Each round reads the partition as it was when the round began, and a
 * cell's pieces are ordered by signature, so the result depends on the graph alone.
 */
function refine(graph: LabelledGraph, start: Cells): Cells {
  const n = graph.colours.length;
  let cells = start;
  const cellOf = new Int32Array(n);
  for (;;) {
    cells.forEach((cell, index) => cell.forEach((v) => (cellOf[v] = index)));
    const split = cells.flatMap((cell) => (cell.length === 1 ? [cell] : groupedBy(cell, (v) => signature(graph, cellOf, v))));
    if (split.length === cells.length) return split;
    cells = split;
  }
}

/** How many neighbours of each label `v` has in each cell, written in a fixed order. */
function signature(graph: LabelledGraph, cellOf: Int32Array, v: number): string {
  const n = graph.colours.length;
  const seen: string[] = [];
  for (let u = 0; u < n; u++) {
    const label = graph.labels[v * n + u];
    if (label !== '' && u !== v) seen.push(`${String(cellOf[u]).padStart(4, '0')}${label}`);
  }
  return seen.sort().join(',');
}

/** The items grouped by key, the groups in the order of their keys, each group in the items' order. */
function groupedBy(items: readonly number[], keyOf: (item: number) => string): number[][] {
  const groups = new Map<string, number[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return [...groups.keys()].sort().map((key) => groups.get(key)!);
}

/** The graph written in `order`: n, the colours, then each pair's label, row by row (upper triangle). */
function certificateOf(graph: LabelledGraph, order: readonly number[]): string {
  const n = order.length;
  let text = `${n}:${order.map((v) => graph.colours[v]).join('')}:`;
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) text += `${graph.labels[order[i] * n + order[j]]},`;
  }
  return text;
}
