/**
 * A layered drawing of a grounded graph: each vertex sits at its breadth-first distance from the
 * ground (vertex 0) above the ground line, and within a layer vertices are ordered by the mean
 * place of their neighbours one layer down, which keeps a tree's branches from crossing.
 */
export interface Layout {
  /** Position of each vertex, in drawing units (y grows downwards; the ground is at y = height − margin). */
  x: number[];
  y: number[];
  width: number;
  height: number;
  groundY: number;
}

const SPACING = 56;
const LAYER = 62;
const MARGIN = 28;

export function layeredLayout(vertexCount: number, edges: readonly (readonly [number, number])[]): Layout {
  const neighbours: number[][] = Array.from({ length: vertexCount }, () => []);
  for (const [u, v] of edges) {
    if (u === v) continue;
    neighbours[u].push(v);
    neighbours[v].push(u);
  }
  const depth = new Array<number>(vertexCount).fill(-1);
  const order = [0];
  depth[0] = 0;
  for (let head = 0; head < order.length; head++) {
    for (const w of neighbours[order[head]]) {
      if (depth[w] >= 0) continue;
      depth[w] = depth[order[head]] + 1;
      order.push(w);
    }
  }
  // Vertices the ground does not reach (none once fallen edges are gone) go on a top layer.
  const deepest = Math.max(0, ...depth);
  for (let v = 0; v < vertexCount; v++)
    if (depth[v] < 0) {
      depth[v] = deepest + 1;
      order.push(v);
    }
  const layers: number[][] = [];
  for (const v of order) (layers[depth[v]] ??= []).push(v);
  const widest = Math.max(...layers.map((layer) => layer.length));
  const width = widest * SPACING + 2 * MARGIN;
  const height = (layers.length - 1) * LAYER + 2 * MARGIN + 10;
  const groundY = height - MARGIN;
  const x = new Array<number>(vertexCount).fill(width / 2);
  const y = new Array<number>(vertexCount).fill(groundY);
  layers.forEach((layer, d) => {
    if (d > 0) {
      const below = (v: number) => {
        const xs = neighbours[v].filter((w) => depth[w] === d - 1).map((w) => x[w]);
        return xs.length === 0 ? width / 2 : xs.reduce((s, value) => s + value, 0) / xs.length;
      };
      const key = new Map(layer.map((v) => [v, below(v)]));
      layer.sort((p, q) => key.get(p)! - key.get(q)!);
    }
    const offset = (width - layer.length * SPACING) / 2;
    layer.forEach((v, i) => {
      x[v] = offset + (i + 0.5) * SPACING;
      y[v] = groundY - d * LAYER;
    });
  });
  return { x, y, width, height, groundY };
}
