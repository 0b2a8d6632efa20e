import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perfectMove } from '../playable.js';
import { checkPlayable } from '../testing/playableChecks.js';
import { dynamicFamily, fibonacciFamily } from './definition.js';
import { playableDynamic } from './playable.js';

const positions = fc.oneof(
  fc.integer({ min: 0, max: 20 }).map((n) => [String(n)]),
  fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 })).map(([n, m]) => [String(n), String(m)]),
);

describe('dynamic subtraction played move by move', () => {
  it('toMoveWins (the number-system theorem) agrees with brute force over the moves', () => {
    for (let k = 1; k <= 4; k++) checkPlayable(playableDynamic(k), positions, { numRuns: 25 });
  });

  it('Fibonacci Nim: from 20 the perfect first move takes 2 (20 = 13 + 5 + 2)', () => {
    const fibonacci = fibonacciFamily.create(undefined).playable!;
    const start = fibonacci.parse(['20']);
    expect(fibonacci.format(start)).toBe('20 (take ≤ 19)');
    expect(perfectMove(fibonacci, start, false)!.label).toBe('take 2');
    expect(fibonacci.toMoveWins(fibonacci.parse(['21']), false)).toBe(false);
    expect(dynamicFamily.create('3').playable).toBeDefined();
  });
});
