import fc from 'fast-check';
import { expect } from 'vitest';
import { GamePrinter, parseExpression, PartizanGames } from '../../../engine/partizan/index.js';
import { analyzePartizan, winsAfterMove } from '../partizanAnalysis.js';
import type { PartizanFamily } from '../partizanFamily.js';
import type { PartizanRules } from '../partizanRules.js';
import { PartizanValues } from '../partizanValue.js';
import { bruteOutcome } from './bruteOutcome.js';

/** The rules straight: no regions, no closed form, no symmetric key beyond the position's own. */
export function plainRules<P>(rules: PartizanRules<P>): PartizanRules<P> {
  return { ...rules, regions: undefined, knownValue: undefined };
}

/**
 * A sum of two positions of one family as a ruleset of its own: a move is a move in either part.
 * Its minimax outcome is the truth the outcome of the canonical sum is held against.
 */
export function pairRules<P>(rules: PartizanRules<P>): PartizanRules<readonly [P, P]> {
  const options = (pair: readonly [P, P], side: 'left' | 'right') => {
    const of = side === 'left' ? rules.leftOptions : rules.rightOptions;
    return [...of(pair[0]).map((a) => [a, pair[1]] as const), ...of(pair[1]).map((b) => [pair[0], b] as const)];
  };
  return {
    name: `${rules.name}-pair`,
    leftOptions: (pair) => options(pair, 'left'),
    rightOptions: (pair) => options(pair, 'right'),
    key: (pair) => `${rules.key(pair[0])}+${rules.key(pair[1])}`,
    format: (pair) => `${rules.format(pair[0])} + ${rules.format(pair[1])}`,
  };
}

/**
 * The checks every ruleset passes on random small positions (the "How it is checked"):
 * 1. the outcome of its value (with regions, symmetric keys and closed forms) is minimax's on the
 *    plain rules, both starters;
 * 2. valued whole (plain rules) and valued by regions, the canonical forms are the same game;
 * 3. every winning move the analysis names wins by minimax, and every move minimax wins with is named;
 * 4. the outcome of the canonical sum of two positions is minimax's outcome of the sum played.
 */
export function checkRuleset<P>(family: PartizanFamily<P>, positions: fc.Arbitrary<P>, numRuns = 60): void {
  const plain = plainRules(family.rules);
  fc.assert(
    fc.property(positions, (position) => {
      const games = new PartizanGames();
      const fast = new PartizanValues(family.rules, games);
      const value = fast.value(position);
      expect(games.outcome(value), family.rules.format(position)).toBe(bruteOutcome(plain, position));
      expect(new PartizanValues(plain, games).value(position), family.rules.format(position)).toBe(value);
    }),
    { numRuns },
  );
  fc.assert(
    fc.property(positions, (position) => {
      const report = analyzePartizan(family, position);
      for (const side of ['left', 'right'] as const) {
        const winning = family
          .moves(position, side)
          .filter((move) => winsAfterMove(side, bruteOutcome(plain, move.to)))
          .map((move) => move.label);
        expect(
          (side === 'left' ? report.leftWins : report.rightWins).map((move) => move.move),
          `${side} in ${family.rules.format(position)}`,
        ).toEqual(winning);
      }
    }),
    { numRuns: Math.ceil(numRuns / 2) },
  );
  const pair = pairRules(plain);
  fc.assert(
    fc.property(positions, positions, (a, b) => {
      const games = new PartizanGames();
      const solver = new PartizanValues(family.rules, games);
      expect(games.outcome(games.add(solver.value(a), solver.value(b)))).toBe(bruteOutcome(pair, [a, b] as const));
    }),
    { numRuns: Math.ceil(numRuns / 2) },
  );
}

/**
 * The position's canonical form is the game `expected` (CGSuite's notation, read by the engine),
 * and prints as that very text: our printer orders options as CGSuite does (its
 * `DeterministicOrdering`), so even deep games print alike.
 */
export function expectValue<P>(family: PartizanFamily<P>, position: P, expected: string): void {
  const games = new PartizanGames();
  const printer = new GamePrinter(games);
  const value = new PartizanValues(family.rules, games).value(position);
  const parsed = parseExpression(expected, { games, uptimals: printer.uptimals });
  expect(
    parsed.kind === 'game' && parsed.id === value,
    `${family.rules.format(position)} = ${printer.print(value)}, expected ${expected}`,
  ).toBe(true);
  expect(printer.print(value)).toBe(expected);
}

/** Random boards up to `maxRows` × `maxCols` over the characters given (each equally likely). */
export function gridArbitrary(
  chars: string,
  maxRows: number,
  maxCols: number,
): fc.Arbitrary<{ rows: number; cols: number; cells: string }> {
  return fc
    .record({ rows: fc.integer({ min: 1, max: maxRows }), cols: fc.integer({ min: 1, max: maxCols }) })
    .chain(({ rows, cols }) =>
      fc
        .array(fc.constantFrom(...chars), { minLength: rows * cols, maxLength: rows * cols })
        .map((cells) => ({ rows, cols, cells: cells.join('') })),
    );
}

/** Random graphs on up to `maxVertices` vertices as edge lists (pairs of distinct vertices). */
export function edgeListArbitrary(maxVertices: number, maxEdges: number): fc.Arbitrary<{ n: number; edges: [number, number][] }> {
  return fc.integer({ min: 2, max: maxVertices }).chain((n) =>
    fc
      .array(
        fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })).filter(([u, v]) => u !== v),
        { maxLength: maxEdges },
      )
      .map((edges) => ({ n, edges })),
  );
}
