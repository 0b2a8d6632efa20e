/**
 * The game tree below a position, to a chosen depth: each node a position with the move that led
 * to it and its value (win / lose / draw for the player to move, and remoteness). Built breadth
 * first with an explicit queue (no recursion), and cut at a node budget so a wide game shows its
 * first options rather than freezing the page; a cut node says how many children it left out.
 */
import type { PlayMove, PlayValue } from '../library';

export interface TreeNode<P> {
  /** The move's label from the parent (null at the root). */
  label: string | null;
  position: P;
  value: PlayValue;
  children: TreeNode<P>[];
  /** Children not built (the depth or the node budget was reached), or 0. */
  leftOut: number;
}

export interface TreeGame<P> {
  moves(position: P): PlayMove<P>[];
  valueOf(position: P): PlayValue;
}

/** At most this many nodes, by default: a few screens of text. */
export const TREE_NODE_BUDGET = 300;

export function buildTree<P>(game: TreeGame<P>, root: P, depth: number, budget = TREE_NODE_BUDGET): TreeNode<P> {
  const top: TreeNode<P> = { label: null, position: root, value: game.valueOf(root), children: [], leftOut: 0 };
  let built = 1;
  const queue: { node: TreeNode<P>; level: number }[] = [{ node: top, level: 0 }];
  for (let head = 0; head < queue.length; head++) {
    const { node, level } = queue[head];
    const moves = game.moves(node.position);
    if (level >= depth) {
      node.leftOut = moves.length;
      continue;
    }
    for (const move of moves) {
      if (built >= budget) {
        node.leftOut++;
        continue;
      }
      const child: TreeNode<P> = { label: move.label, position: move.to, value: game.valueOf(move.to), children: [], leftOut: 0 };
      built++;
      node.children.push(child);
      queue.push({ node: child, level: level + 1 });
    }
  }
  return top;
}

/** How many nodes a tree holds (for tests and the page's count). */
export function treeSize<P>(root: TreeNode<P>): number {
  let count = 0;
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    count++;
    stack.push(...node.children);
  }
  return count;
}
