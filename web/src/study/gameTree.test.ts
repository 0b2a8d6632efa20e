import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInGames, solvePlay, type Playable } from '../library';
import { buildTree, treeSize, type TreeNode } from './gameTree';

const nim = builtInGames.resolve('nim').playable as Playable<unknown>;

/** The tree by the definition: every option of every node, recursively, to the depth (small inputs only). */
function definitionTree(position: unknown, depth: number): { label: string | null; children: unknown[] } {
  const children = depth === 0 ? [] : nim.moves(position, false).map((m) => ({ ...definitionTree(m.to, depth - 1), label: m.label }));
  return { label: null, children };
}
const shape = (node: TreeNode<unknown>): { label: string | null; children: unknown[] } => ({
  label: node.label,
  children: node.children.map(shape),
});

describe('the game tree to a chosen depth', () => {
  it('equals the recursive definition on small Nim positions when the budget is not reached, with each node valued by the solver', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (heaps, depth) => {
          const solution = solvePlay(nim, heaps, false)!;
          const tree = buildTree<unknown>(
            { moves: (p) => nim.moves(p, false), valueOf: (p) => solution.valueOf(p) },
            heaps,
            depth,
            100_000,
          );
          const expected = definitionTree(heaps, depth);
          expect(shape(tree)).toEqual({ ...expected, label: null });
          // Every node's value is the solver's; a leaf at the depth counts the options it leaves out.
          const stack = [tree];
          while (stack.length > 0) {
            const node = stack.pop()!;
            expect(node.value).toEqual(solution.valueOf(node.position));
            if (node.children.length === 0) expect(node.leftOut).toBe(nim.moves(node.position, false).length);
            stack.push(...node.children);
          }
        },
      ),
    );
  });

  it('stops at the node budget and says how many options each cut node left out', () => {
    const heaps = [10, 10, 10];
    const solution = solvePlay(nim, heaps, false)!;
    const tree = buildTree<unknown>({ moves: (p) => nim.moves(p, false), valueOf: (p) => solution.valueOf(p) }, heaps, 3, 50);
    expect(treeSize(tree)).toBe(50);
    expect(tree.children).toHaveLength(30);
    // Breadth first: the 19 nodes left go to the first child's options; the rest say what they left out.
    expect(tree.children.reduce((n, c) => n + c.children.length, 0)).toBe(19);
    for (const child of tree.children) expect(child.children.length + child.leftOut).toBe(nim.moves(child.position, false).length);
  });
});
