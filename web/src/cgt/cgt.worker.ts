/// <reference lib="webworker" />
import { GamePrinter, GameProperties, PartizanGames, parseExpression, thermograph } from '../library';
import type { Trajectory } from '../library';
import { serveTask } from '../worker/protocol';

export interface CgtRequest {
  expression: string;
  /** How many levels of the game tree to list. */
  depth: number;
}

/** A wall as corner points (t, value), from t = −1 to the top of its mast, for drawing. */
export interface WallPoints {
  points: [number, number][];
}

/** A node of the game tree: the game printed, and its options to the depth asked for. */
export interface TreeNode {
  game: string;
  left: TreeNode[];
  right: TreeNode[];
}

export type CgtResult =
  | { kind: 'truth'; value: boolean }
  | { kind: 'game'; properties: Record<string, string>; left: WallPoints; right: WallPoints; temperature: number; tree: TreeNode };

/** The largest number of tree nodes listed, whatever the depth. */
const MAX_TREE_NODES = 400;

/** Evaluates one expression off the page's thread: canonical forms of sums take a moment. */
serveTask<CgtRequest, never, CgtResult>(self, ({ expression, depth }) => {
  const games = new PartizanGames({ timeLimitMs: 20_000 });
  const printer = new GamePrinter(games);
  const value = parseExpression(expression, { games, uptimals: printer.uptimals });
  if (value.kind === 'truth') return value;
  const properties = new GameProperties(games, printer).all(value.id);
  const graph = thermograph(games.store, value.id, new Map());
  const top = Math.max(Number(graph.temperature.numerator) / 2 ** graph.temperature.exponent, 0) + 1;
  let budget = MAX_TREE_NODES;
  const tree = (id: number, levels: number): TreeNode => {
    budget -= 1;
    const deeper = levels > 0 && budget > 0;
    return {
      game: printer.print(id),
      left: deeper ? printer.sortedOptions(id, 'left').map((o) => tree(o, levels - 1)) : [],
      right: deeper ? printer.sortedOptions(id, 'right').map((o) => tree(o, levels - 1)) : [],
    };
  };
  return {
    kind: 'game',
    properties,
    left: wallPoints(graph.leftWall, top),
    right: wallPoints(graph.rightWall, top),
    temperature: top - 1,
    tree: tree(value.id, depth),
  };
});

/** Corners of an exact wall, as floating point only for drawing (the exact wall is printed beside). */
function wallPoints(wall: Trajectory, top: number): WallPoints {
  const toNumber = (d: { numerator: bigint; exponent: number }) => Number(d.numerator) / 2 ** d.exponent;
  const points: [number, number][] = wall.corners.map((t, i) => [toNumber(t), toNumber(wall.values[i])]);
  const last = points[points.length - 1];
  const slope = wall.slopes[wall.slopes.length - 1];
  points.push([top, last[1] + slope * (top - last[0])]);
  return { points };
}
