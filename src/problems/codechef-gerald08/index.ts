import { graphFromEdges, rootTree, spansAll, type RootedTree } from '../../graph/index.js';
import { BruteForceLimitError } from '../bruteForceLimit.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { randomShape, randomTreeEdges } from '../randomTree.js';
import { BLACK, hackenbushTreeValue } from './treeValue.js';

const MAX_TESTS = 1000;
const MAX_N = 100_000;
/** The brute force walks every set of remaining edges: 2^(N−1) of them. */
const BRUTE_MAX_N = 14;

/** One test: the tree rooted at vertex 1 (0-based 0), and the colour of each vertex's parent edge. */
interface ColouredTree {
  tree: RootedTree;
  /** colourOf[v]: 0 black (Chef's), 1 white (Ksen's), for the edge from v to its parent. */
  colourOf: Uint8Array;
  /** The edges as read: ends (0-based) and colours, for the brute force's rules. */
  ends: Int32Array;
  colours: Uint8Array;
}

/**
 * Reads the tests: a count T, then each test's N and N − 1 lines `U V C`. The sum of N over the
 * tests is at most 100000, as the statement says.
 */
function answerTests(input: InputReader, answer: (test: ColouredTree) => string): string {
  let vertices = 0;
  return eachTest(input, { name: 'T', max: MAX_TESTS }, () => {
    const n = input.int('N', 1, MAX_N);
    vertices += n;
    if (vertices > MAX_N) input.fail(`the sum of N over the tests exceeds ${MAX_N}`);
    return answer(readTree(input, n));
  });
}

function readTree(input: InputReader, n: number): ColouredTree {
  const ends = new Int32Array(2 * (n - 1));
  const colours = new Uint8Array(n - 1);
  for (let e = 0; e < n - 1; e++) {
    const u = input.int('U', 1, n);
    const v = input.int('V', 1, n);
    if (u === v) input.fail(`edge ${e + 1} is a loop at vertex ${u}`);
    ends[2 * e] = u - 1;
    ends[2 * e + 1] = v - 1;
    colours[e] = input.int('C', 0, 1);
  }
  const tree = rootTree(graphFromEdges(n, ends), 0);
  if (!spansAll(tree)) input.fail(`the ${n - 1} edges do not form a tree on ${n} vertices`);
  const colourOf = new Uint8Array(n);
  for (let e = 0; e < n - 1; e++) {
    const [u, v] = [ends[2 * e], ends[2 * e + 1]];
    colourOf[tree.parent[v] === u ? v : u] = colours[e];
  }
  return { tree, colourOf, ends, colours };
}

/** The judge's line: the winner when Chef moves first, then when Ksen does. */
function winners(chefFirstWins: boolean, chefSecondWins: boolean): string {
  return `${chefFirstWins ? 'Chef' : 'Ksen'} ${chefSecondWins ? 'Chef' : 'Ksen'}`;
}

/**
 * The rules: a position is the set of edges still standing (a bit mask); a move deletes one edge
 * of the mover's colour, then every edge no longer joined to the root by standing edges falls.
 * A minimax over these sets, memoised for one test.
 */
class TreeGameSearch {
  /** 0 unknown, 1 the player to move loses, 2 wins; index mask · 2 + (1 when Ksen moves). */
  private readonly memo: Uint8Array;

  constructor(private readonly test: ColouredTree) {
    this.memo = new Uint8Array(2 ** test.colours.length * 2);
  }

  toMoveWins(standing: number, chefMoves: boolean): boolean {
    const index = standing * 2 + (chefMoves ? 0 : 1);
    if (this.memo[index] !== 0) return this.memo[index] === 2;
    const mine = chefMoves ? BLACK : 1 - BLACK;
    let wins = false;
    for (let e = 0; e < this.test.colours.length && !wins; e++) {
      if ((standing & (1 << e)) === 0 || this.test.colours[e] !== mine) continue;
      wins = !this.toMoveWins(this.stillJoined(standing & ~(1 << e)), !chefMoves);
    }
    this.memo[index] = wins ? 2 : 1;
    return wins;
  }

  /** The standing edges still joined to the root (vertex 0) through standing edges. */
  private stillJoined(standing: number): number {
    const { ends, colours } = this.test;
    const reached = new Uint8Array(this.test.tree.vertexCount);
    reached[0] = 1;
    let joined = 0;
    for (let grown = true; grown;) {
      grown = false;
      for (let e = 0; e < colours.length; e++) {
        if ((standing & (1 << e)) === 0 || (joined & (1 << e)) !== 0) continue;
        const [u, v] = [ends[2 * e], ends[2 * e + 1]];
        if (reached[u] === 0 && reached[v] === 0) continue;
        reached[u] = reached[v] = 1;
        joined |= 1 << e;
        grown = true;
      }
    }
    return joined;
  }
}

/**
 * CodeChef GERALD08 "Chef and Tree Game" (April Challenge 2014,
 * https://www.codechef.com/problems/GERALD08): blue-red Hackenbush on a tree rooted at vertex 1,
 * Chef (Left) deleting black edges and Ksen (Right) white ones. The tree's value is a number
 * (`hackenbushTreeValue`): positive, Chef wins whoever starts; negative, Ksen does; zero, the
 * second player does.
 */
export const codechefGerald08: Problem = {
  solve: (input) =>
    answerTests(input, ({ tree, colourOf }) => {
      const sign = hackenbushTreeValue(tree, colourOf).sign();
      return winners(sign > 0, sign >= 0);
    }),
  brute: (input) =>
    answerTests(input, (test) => {
      const n = test.tree.vertexCount;
      if (n > BRUTE_MAX_N) throw new BruteForceLimitError('codechef-gerald08', `trees of at most ${BRUTE_MAX_N} vertices`, `${n} vertices`);
      const search = new TreeGameSearch(test);
      const all = 2 ** test.colours.length - 1;
      return winners(search.toMoveWins(all, true), !search.toMoveWins(all, false));
    }),
  generate(random: Random, size) {
    const small = size === 'small';
    const sizes: number[] = [];
    if (small) {
      for (let t = random.int(1, 3); t > 0; t--) sizes.push(random.int(1, BRUTE_MAX_N - 2));
    } else if (random.bool()) {
      sizes.push(MAX_N);
    } else {
      // Many tests sharing the total: the per-test overhead at its worst.
      for (let left = MAX_N; left > 0 && sizes.length < MAX_TESTS;) {
        const n = Math.min(left, random.int(1, 200));
        sizes.push(n);
        left -= n;
      }
    }
    const lines = [String(sizes.length)];
    for (const n of sizes) {
      const shape = small ? randomShape(random) : random.pick(['random', 'path', 'deep', 'caterpillar'] as const);
      // A lopsided colouring gives long runs of one colour: large integer parts, then deep fractions.
      const black = random.pick([0.5, 0.5, 0.85, 0.15]);
      lines.push(String(n), ...randomTreeEdges(random, n, shape, true).map((edge) => `${edge} ${random.bool(black) ? 0 : 1}`));
    }
    return lines.join('\n') + '\n';
  },
};
