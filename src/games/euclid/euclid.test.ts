import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { everySgOutcome, RemotenessSolver } from '../../engine/conventions/everySg.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { euclidRemoteness, everyEuclidFirstWins } from './fast.js';
import { euclidGame, type EuclidPosition } from './rules.js';

describe("Euclid's game", () => {
  const solver = new RemotenessSolver(euclidGame);

  it('remoteness from the quotients equals the engine on every pair up to 60', () => {
    for (let x = 0; x <= 60; x++) {
      for (let y = 0; y <= 60; y++) expect(euclidRemoteness(x, y), `(${x}, ${y})`).toBe(solver.remoteness([x, y]));
    }
  });

  it('odd remoteness exactly at the normal-play wins (x/y ≥ 2 or the classic chain)', () => {
    const grundy = new GrundySolver(euclidGame);
    for (let x = 0; x <= 40; x++) {
      for (let y = 0; y <= 40; y++) expect(euclidRemoteness(x, y) % 2 === 1).toBe(grundy.grundy([x, y]) !== 0);
    }
  });

  it('Every-SG sums: the longest sub-game decides, as the engine finds', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(80), fc.nat(80)), { maxLength: 5 }), (games) => {
        const positions = games as EuclidPosition[];
        expect(everyEuclidFirstWins(games)).toBe(everySgOutcome(euclidGame, positions, solver) === 'N');
      }),
      { numRuns: 200 },
    );
  });

  it('hand-checked: the samples of hdu3595', () => {
    expect(euclidRemoteness(12, 19)).toBe(6);
    expect(euclidRemoteness(13, 21)).toBe(6);
    expect(euclidRemoteness(2, 3)).toBe(2);
    expect(euclidRemoteness(5, 0)).toBe(0);
    expect(euclidRemoteness(4, 4)).toBe(1);
  });
});
