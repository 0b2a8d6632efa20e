import { GrundySolver } from '../../engine/normal/grundy.js';
import { ancestorDeletionForestValue } from '../../games/ancestor-deletion/fast.js';
import { rootForestAtSmallest, type RootedForest } from '../../graph/index.js';
import { ancestorDeletionGame, wholeForest } from '../../games/ancestor-deletion/rules.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { randomShape, randomTreeEdges, type TreeShape } from '../randomTree.js';

const MAX_N = 100_000;
const MAX_TESTS = 100_000;

/** One test: `n m` and m edges forming a forest, each tree rooted at its smallest vertex. */
function readForest(input: InputReader): RootedForest {
  const n = input.int('n', 1, MAX_N);
  const m = input.int('m', 0, n - 1);
  const from = new Int32Array(m);
  const to = new Int32Array(m);
  for (let e = 0; e < m; e++) {
    from[e] = input.int('u', 1, n) - 1;
    to[e] = input.int('v', 1, n) - 1;
  }
  const forest = rootForestAtSmallest(n, from, to);
  if (forest === null) input.fail(`the ${m} edges on ${n} vertices are not a forest (they hold a cycle)`);
  return forest;
}

function answerTests(input: InputReader, value: (forest: RootedForest) => number): string {
  return eachTest(input, { name: 'T', max: MAX_TESTS }, () => (value(readForest(input)) !== 0 ? 'Alice' : 'Bob'));
}

/** A forest on 1..n as `n m` and edge lines: a random tree of the given shape with edges cut away. */
function randomForest(random: Random, n: number, trees: number, shape: TreeShape): string[] {
  const edges = randomTreeEdges(random, n, shape);
  // randomTreeEdges lists the edges in random order: dropping the first trees − 1 cuts at random.
  const kept = edges.slice(Math.min(trees - 1, edges.length));
  return [`${n} ${kept.length}`, ...kept];
}

export const luoguP6665: Problem = {
  solve: (input) => answerTests(input, ancestorDeletionForestValue),
  brute: (input) =>
    answerTests(input, (forest) =>
      new GrundySolver(ancestorDeletionGame(Array.from(forest.parent))).grundy(wholeForest(forest.vertexCount)),
    ),
  generate(random: Random, size) {
    const out: string[] = [];
    if (size === 'small') {
      const tests = random.int(1, 3);
      out.push(String(tests));
      for (let t = 0; t < tests; t++) {
        const n = random.int(1, 11);
        out.push(...randomForest(random, n, random.int(1, Math.min(n, 4)), randomShape(random)));
      }
    } else {
      // One test at the limit: a single deep path, a single star, or a forest of trees of every shape.
      out.push('1');
      const kind = random.int(0, 2);
      if (kind === 0) out.push(...randomForest(random, MAX_N, 1, 'path'));
      else if (kind === 1) out.push(...randomForest(random, MAX_N, 1, 'star'));
      else out.push(...randomForest(random, MAX_N, 50, random.pick(['random', 'deep', 'caterpillar'] as const)));
    }
    return out.join('\n') + '\n';
  },
};
