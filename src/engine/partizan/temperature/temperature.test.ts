import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../canonical/partizanGames.js';
import { Dyadic } from '../numbers/dyadic.js';
import { gameTree, treeToGame } from '../testing/gameTrees.js';
import { stops } from './stops.js';
import type { Stops } from './stops.js';
import { thermograph } from './thermograph.js';
import type { Thermograph } from './thermograph.js';

function setUp() {
  const games = new PartizanGames();
  const graphs = new Map<number, Thermograph>();
  const stopTable = new Map<number, Stops>();
  return { games, graph: (id: number) => thermograph(games.store, id, graphs), stop: (id: number) => stops(games.store, id, stopTable) };
}

describe('thermographs (Winning Ways ch. 6; Siegel ch. II.5)', () => {
  it('print as CGSuite prints them (cases from CGSuite’s own test suite)', () => {
    const { games, graph } = setUp();
    const n = (a: bigint, k = 0) => games.number(Dyadic.of(a, k));
    const star = games.nimber(1);
    expect(graph(games.zero).toString()).toBe('Thermograph(0,[],[0],0,[],[0])');
    expect(graph(n(5n)).toString()).toBe('Thermograph(5,[],[0],5,[],[0])');
    expect(graph(n(-1n, 1)).toString()).toBe('Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])');
    expect(graph(n(25n, 4)).toString()).toBe('Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])');
    expect(graph(games.nimber(8)).toString()).toBe('Thermograph(0,[0],[0,-1],0,[0],[0,1])');
    expect(graph(games.numberUpStar(Dyadic.ZERO, 1, 0)).toString()).toBe('Thermograph(0,[0],[0,-1],0,[],[0])');
    expect(graph(games.numberUpStar(Dyadic.of(9n, 3), 0, 1)).toString()).toBe(
      'Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])',
    );
    // {3||2*|1*}
    const twoStar = games.add(n(2n), star);
    const oneStar = games.add(n(1n), star);
    const g = games.game([n(3n)], [games.game([twoStar], [oneStar])]);
    expect(graph(g).toString()).toBe('Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])');
    expect(graph(g).temperature.toString()).toBe('3/4');
    expect(graph(g).mean.toString()).toBe('9/4');
  });

  it('walls at temperature 0 are the stops; the mast is the mean of G + G (Siegel ch. II.5)', () => {
    fc.assert(
      fc.property(fc.oneof(gameTree(3, 3), gameTree(4, 2)), (tree) => {
        const { games, graph, stop } = setUp();
        const g = treeToGame(games, tree);
        const t = graph(g);
        expect(t.leftWall.valueAt(Dyadic.ZERO).key()).toBe(stop(g).left.key());
        expect(t.rightWall.valueAt(Dyadic.ZERO).key()).toBe(stop(g).right.key());
        expect(graph(games.add(g, g)).mean.key()).toBe(t.mean.times(2).key());
        expect(graph(games.negate(g)).mean.key()).toBe(t.mean.negate().key());
      }),
      { numRuns: 200 },
    );
  });

  it('stops: L(G) ≥ R(G) unless G is a number; the mean lies between them', () => {
    fc.assert(
      fc.property(fc.oneof(gameTree(3, 3), gameTree(4, 2)), (tree) => {
        const { games, graph, stop } = setUp();
        const g = treeToGame(games, tree);
        const { left, right } = stop(g);
        if (!games.store.isNumber(g)) expect(left.compare(right)).toBeGreaterThanOrEqual(0);
        const mean = graph(g).mean;
        expect(mean.compare(left) <= 0 && right.compare(mean) <= 0).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
