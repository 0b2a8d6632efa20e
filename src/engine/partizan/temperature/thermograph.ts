import { bottomUp } from '../canonical/bottomUp.js';
import type { GameStore } from '../canonical/gameStore.js';
import type { Dyadic } from '../numbers/dyadic.js';
import { Trajectory } from './trajectory.js';

/**
 * The thermograph of a short game (*Winning Ways* vol. 1 ch. 6; ONAG ch. 9; Siegel, *Combinatorial
 * Game Theory* (2013), ch. II.5), exact: both walls are Trajectory objects with dyadic corners.
 * For G not an integer, before masting
 *   LW(G)(t) = max over G^L of RW(G^L)(t) − t,   RW(G)(t) = min over G^R of LW(G^R)(t) + t,
 * and from the least t where they meet (the temperature) both walls are the mast at that value
 * (the mean). An integer's walls are the vertical line at it and its temperature is −1, as in
 * CGSuite, whose thermographs start at t = −1 so that numbers have their (negative) temperatures.
 */
export class Thermograph {
  constructor(
    readonly leftWall: Trajectory,
    readonly rightWall: Trajectory,
    readonly temperature: Dyadic,
  ) {}

  get mean(): Dyadic {
    return this.leftWall.topValue();
  }

  /** CGSuite's print: `Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])`. */
  toString(): string {
    const wall = (w: Trajectory): string => `${w.topValue()},[${w.criticalTemperatures().join(',')}],[${w.slopesFromTop().join(',')}]`;
    return `Thermograph(${wall(this.leftWall)},${wall(this.rightWall)})`;
  }
}

/** Thermographs of a store's games, every follower's kept in the caller's table. */
export function thermograph(store: GameStore, game: number, memo: Map<number, Thermograph>): Thermograph {
  return bottomUp(
    store,
    game,
    memo,
    (id) => store.numberValue(id)?.isInteger() === true,
    (id) => fromOptions(store, id, memo),
  );
}

function fromOptions(store: GameStore, id: number, memo: Map<number, Thermograph>): Thermograph {
  const value = store.numberValue(id);
  if (value !== undefined && value.isInteger()) {
    const wall = Trajectory.constant(value);
    return new Thermograph(wall, wall, Trajectory.START);
  }
  const left = store
    .leftOptions(id)
    .map((option) => (memo.get(option) as Thermograph).rightWall.tilt(-1))
    .reduce((a, b) => a.max(b));
  const right = store
    .rightOptions(id)
    .map((option) => (memo.get(option) as Thermograph).leftWall.tilt(1))
    .reduce((a, b) => a.min(b));
  const top = left.firstMeeting(right);
  if (top === undefined) throw new Error('thermograph walls never meet');
  return new Thermograph(left.mastAt(top), right.mastAt(top), top);
}
