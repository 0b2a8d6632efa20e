import fc from 'fast-check';
import type { PartizanGames } from '../canonical/partizanGames.js';

/**
 * Games as plain trees, with the definitions of ONAG ch. 1 written out recursively: the truth the
 * store is held against in tests. Only for small games (birthday ≤ 4): the recursion is the point.
 */
export interface GameTree {
  readonly left: readonly GameTree[];
  readonly right: readonly GameTree[];
}

export const ZERO_TREE: GameTree = { left: [], right: [] };

/** G ≤ H unless some H^R ≤ G or some G^L ≥ H, memoised on object identity. */
export class TreeOrder {
  private readonly memo = new Map<GameTree, Map<GameTree, boolean>>();

  lessOrEqual(g: GameTree, h: GameTree): boolean {
    let row = this.memo.get(g);
    if (row === undefined) {
      row = new Map();
      this.memo.set(g, row);
    }
    const known = row.get(h);
    if (known !== undefined) return known;
    const result = !h.right.some((hr) => this.lessOrEqual(hr, g)) && !g.left.some((gl) => this.lessOrEqual(h, gl));
    row.set(h, result);
    return result;
  }

  equal(g: GameTree, h: GameTree): boolean {
    return this.lessOrEqual(g, h) && this.lessOrEqual(h, g);
  }
}

export function treeSum(g: GameTree, h: GameTree): GameTree {
  return {
    left: [...g.left.map((gl) => treeSum(gl, h)), ...h.left.map((hl) => treeSum(g, hl))],
    right: [...g.right.map((gr) => treeSum(gr, h)), ...h.right.map((hr) => treeSum(g, hr))],
  };
}

export function treeNegate(g: GameTree): GameTree {
  return { left: g.right.map(treeNegate), right: g.left.map(treeNegate) };
}

/** The store's canonical game of a tree, built bottom-up from options. */
export function treeToGame(games: PartizanGames, tree: GameTree): number {
  return games.game(
    tree.left.map((option) => treeToGame(games, option)),
    tree.right.map((option) => treeToGame(games, option)),
  );
}

/** A stored game as a tree (its canonical options all the way down). */
export function gameToTree(games: PartizanGames, id: number): GameTree {
  return { left: games.leftOptions(id).map((o) => gameToTree(games, o)), right: games.rightOptions(id).map((o) => gameToTree(games, o)) };
}

/** Random games of birthday at most `depth`, with at most `width` options a side. */
export function gameTree(depth: number, width = 3): fc.Arbitrary<GameTree> {
  if (depth === 0) return fc.constant(ZERO_TREE);
  const option = gameTree(depth - 1, width);
  return fc.record({ left: fc.array(option, { maxLength: width }), right: fc.array(option, { maxLength: width }) });
}

/** Random all-small (dicotic) games of birthday at most `depth`: Left can move exactly when Right can. */
export function allSmallTree(depth: number, width = 3): fc.Arbitrary<GameTree> {
  if (depth === 0) return fc.constant(ZERO_TREE);
  const option = allSmallTree(depth - 1, width);
  return fc.oneof(
    fc.constant(ZERO_TREE),
    fc.record({ left: fc.array(option, { minLength: 1, maxLength: width }), right: fc.array(option, { minLength: 1, maxLength: width }) }),
  );
}
