import { GrundySolver } from '../../engine/normal/grundy.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { componentCensus, type ComponentCensus } from './census.js';
import { firstPlayerWins } from './fast.js';
import { bipartiteEdgeGame, edgeMask } from './rules.js';

const LIMIT = 200_000;

/** Reads `n m` and m edges of a simple graph without odd cycles; ends are 0-based in the result. */
function readGraph(input: InputReader): { n: number; ends: Int32Array; census: ComponentCensus } {
  const n = input.int('n', 1, LIMIT);
  const m = input.int('m', 0, LIMIT);
  const ends = new Int32Array(2 * m);
  for (let e = 0; e < m; e++) {
    const u = input.int('u', 1, n) - 1;
    const v = input.int('v', 1, n) - 1;
    if (u === v) input.fail(`edge ${e + 1} is a loop at vertex ${u + 1}`);
    ends[2 * e] = u;
    ends[2 * e + 1] = v;
  }
  input.expectEnd();
  // Building the census also finds repeated edges and odd cycles.
  const census = componentCensus(n, ends);
  if (typeof census === 'string') input.fail(census);
  return { n, ends, census };
}

const winner = (firstWins: boolean): string => (firstWins ? 'Aoki' : 'Takahashi');

export const abc398g: Problem = {
  solve(input) {
    const { n, ends, census } = readGraph(input);
    return winner(firstPlayerWins(n, ends.length / 2, census));
  },
  brute(input) {
    const { n, ends } = readGraph(input);
    return winner(new GrundySolver(bipartiteEdgeGame(n)).grundy(edgeMask(n, ends)) !== 0);
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const n = small ? random.int(1, 6) : LIMIT - random.int(0, 1);
    const side = Array.from({ length: n }, () => random.int(0, 1));
    const edges: [number, number][] = [];
    if (small) {
      const density = random.pick([0.1, 0.3, 0.6, 1]);
      for (let u = 1; u <= n; u++) {
        for (let v = u + 1; v <= n; v++) {
          if (side[u - 1] !== side[v - 1] && random.bool(density)) edges.push(random.bool() ? [u, v] : [v, u]);
        }
      }
    } else {
      // A random bipartite graph; sometimes sparse enough to leave many isolated vertices.
      const target = random.pick([LIMIT, LIMIT / 2, 1000]);
      const seen = new Set<number>();
      for (let attempt = 0; edges.length < target && attempt < 4 * target; attempt++) {
        const u = random.int(1, n);
        const v = random.int(1, n);
        if (side[u - 1] === side[v - 1] || seen.has(Math.min(u, v) * (n + 1) + Math.max(u, v))) continue;
        seen.add(Math.min(u, v) * (n + 1) + Math.max(u, v));
        edges.push([u, v]);
      }
    }
    random.shuffle(edges);
    return [`${n} ${edges.length}`, ...edges.map(([u, v]) => `${u} ${v}`)].join('\n') + '\n';
  },
};
