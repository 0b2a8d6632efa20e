import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dyadic, PartizanGames, thermograph, type Thermograph } from '../library';
import { describeThermograph, drawThermograph, type WallPoint } from './thermographDrawing';

/** A random short game: a tree of depth ≤ 3 whose leaves are small dyadic numbers (halves and quarters). */
type Tree = { leaf: [number, number] } | { left: Tree[]; right: Tree[] };
const { tree } = fc.letrec<{ tree: Tree }>((go) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ leaf: fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: 0, max: 2 })) }),
    fc.record({ left: fc.array(go('tree'), { maxLength: 3 }), right: fc.array(go('tree'), { maxLength: 3 }) }),
  ),
}));

function build(games: PartizanGames, node: Tree): number {
  if ('leaf' in node) return games.number(Dyadic.of(BigInt(node.leaf[0]), node.leaf[1]));
  return games.game(
    node.left.map((child) => build(games, child)),
    node.right.map((child) => build(games, child)),
  );
}

function graphOf(node: Tree): Thermograph {
  const games = new PartizanGames();
  return thermograph(games.store, build(games, node), new Map());
}

const onWall = (points: readonly WallPoint[], wall: Thermograph['leftWall']) => {
  for (const p of points) expect(p.value.equals(wall.valueAt(p.t))).toBe(true);
};

describe('thermograph drawing (Winning Ways ch. 6: values reversed, Left’s to the left; temperature up)', () => {
  it('every drawn corner lies exactly on the engine’s wall, and every wall corner below the top is drawn', () => {
    fc.assert(
      fc.property(tree, (node) => {
        const graph = graphOf(node);
        const drawing = drawThermograph(graph);
        onWall(drawing.leftWall, graph.leftWall);
        onWall(drawing.rightWall, graph.rightWall);
        for (const [points, wall] of [
          [drawing.leftWall, graph.leftWall],
          [drawing.rightWall, graph.rightWall],
        ] as const)
          for (const c of wall.corners) expect(points.some((p) => p.t.equals(c))).toBe(true);
      }),
    );
  });

  it('larger values are drawn further left, higher temperatures higher up; the Left wall never right of the Right wall', () => {
    fc.assert(
      fc.property(tree, (node) => {
        const graph = graphOf(node);
        const drawing = drawThermograph(graph);
        const all = [...drawing.leftWall, ...drawing.rightWall];
        for (const p of all)
          for (const q of all) {
            if (p.value.compare(q.value) > 0) expect(p.x).toBeLessThan(q.x);
            if (p.t.compare(q.t) > 0) expect(p.y).toBeLessThan(q.y);
          }
        // Drawn at the same temperatures, Left's wall is at a value ≥ Right's (Winning Ways ch. 6).
        for (const p of all) expect(graph.leftWall.valueAt(p.t).compare(graph.rightWall.valueAt(p.t))).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the mast stands at the mean from the temperature up; the labels are the exact dyadics of the corners', () => {
    fc.assert(
      fc.property(tree, (node) => {
        const graph = graphOf(node);
        const drawing = drawThermograph(graph);
        expect(drawing.mastFoot.value.equals(graph.mean)).toBe(true);
        expect(drawing.mastFoot.t.equals(graph.temperature)).toBe(true);
        const tops = [drawing.leftWall.at(-1)!, drawing.rightWall.at(-1)!];
        for (const top of tops) expect(top.value.equals(graph.mean)).toBe(true);
        const labels = drawing.valueTicks.map((tick) => tick.label);
        for (const p of [...drawing.leftWall, ...drawing.rightWall]) expect(labels).toContain(p.value.toString());
        expect(drawing.temperatureTicks.map((tick) => tick.label)).toContain(graph.temperature.toString());
        for (const tick of drawing.valueTicks) expect(tick.label).toBe(tick.at.toString());
      }),
    );
  });

  it('{3||2*|1*}: mean 9/4, temperature 3/4; walls from 4 and 1 at t = −1, stops 3 and 2; as CGSuite prints it, and said in words', () => {
    const games = new PartizanGames();
    const n = (k: number) => games.integer(k);
    const star = games.nimber(1);
    const g = games.game([n(3)], [games.game([games.add(n(2), star)], [games.add(n(1), star)])]);
    const graph = thermograph(games.store, g, new Map());
    const drawing = drawThermograph(graph);
    expect(drawing.valueTicks.map((tick) => tick.label)).toEqual(['1', '2', '9/4', '3', '4']);
    expect(drawing.leftWall[0].x).toBeLessThan(drawing.rightWall[0].x);
    const words = describeThermograph('{3||2*|1*}', graph);
    expect(words).toContain('mean 9/4, temperature 3/4');
    expect(words).toContain('CGSuite: Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])');
  });

  it('an integer is a mast from t = −1 with temperature −1', () => {
    const games = new PartizanGames();
    const graph = thermograph(games.store, games.integer(2), new Map());
    const drawing = drawThermograph(graph);
    expect(drawing.mastFoot.t.toString()).toBe('-1');
    expect(drawing.valueTicks.map((tick) => tick.label)).toEqual(['2']);
    expect(describeThermograph('2', graph)).toContain('mean 2, temperature -1');
  });
});
