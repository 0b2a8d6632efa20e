import type { Random } from './random.js';

export type TreeShape = 'random' | 'path' | 'star' | 'caterpillar' | 'deep';

/**
 * A random tree on 1..n as judge lines `u v`: the shape decides the parent of each vertex, then
 * labels are shuffled (keeping vertex 1 as it is when `keepRoot`, for rooted problems) and each
 * edge is written in a random direction and order.
 */
export function randomTreeEdges(random: Random, n: number, shape: TreeShape, keepRoot = false): string[] {
  const parent: number[] = [];
  for (let v = 1; v < n; v++) {
    switch (shape) {
      case 'path':
        parent.push(v - 1);
        break;
      case 'star':
        parent.push(0);
        break;
      case 'caterpillar':
        parent.push(v % 2 === 1 ? Math.max(0, v - 2) : v - 1);
        break;
      case 'deep':
        parent.push(Math.max(0, v - random.int(1, 3)));
        break;
      default:
        parent.push(random.int(0, v - 1));
    }
  }
  const label = Array.from({ length: n }, (_, i) => i + 1);
  if (keepRoot) {
    const rest = random.shuffle(label.slice(1));
    for (let i = 1; i < n; i++) label[i] = rest[i - 1];
  } else {
    random.shuffle(label);
  }
  const lines = parent.map((p, i) => (random.bool() ? `${label[p]} ${label[i + 1]}` : `${label[i + 1]} ${label[p]}`));
  return random.shuffle(lines);
}

/** A random shape, weighted towards random trees, for generators. */
export function randomShape(random: Random): TreeShape {
  return random.pick<TreeShape>(['random', 'random', 'random', 'path', 'star', 'caterpillar', 'deep']);
}
