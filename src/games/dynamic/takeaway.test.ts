import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { builtInGames } from '../index.js';
import { dynamicPosition, dynamicSubtractionGame } from './rules.js';

describe('TakeAway(k) (CGSuite) is dynamic subtraction', () => {
  it("TakeAway(3) is dynamic subtraction with k = 3: CGSuite's G(10, previous take 0..20)", () => {
    // CGSuite's second coordinate is the previous take t; the next take is at most 3t.
    const solver = new GrundySolver(dynamicSubtractionGame(3));
    expect(Array.from({ length: 21 }, (_, t) => solver.grundy(dynamicPosition(10, 3 * t)))).toEqual([
      0, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
    ]);
    const fibonacci = new GrundySolver(dynamicSubtractionGame(2));
    expect(Array.from({ length: 21 }, (_, t) => fibonacci.grundy(dynamicPosition(10, 2 * t)))).toEqual([
      0, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
    ]);
    expect(builtInGames.resolve('takeaway:3').name).toBe(builtInGames.resolve('dynamic:3').name);
  });
});
