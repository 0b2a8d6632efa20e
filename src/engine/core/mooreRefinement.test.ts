import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mooreBlocks } from './mooreRefinement.js';

/**
 * The definition: s and u are in one block iff every word of transitions takes them to states with
 * equal labels; computed as the greatest fixed point of "equal labels and equal under every step".
 */
function blocksByDefinition(labels: number[], step: number[][]): number[] {
  const n = labels.length;
  const same = Array.from({ length: n }, (_, s) => Array.from({ length: n }, (_, u) => labels[s] === labels[u]));
  for (let changed = true; changed;) {
    changed = false;
    for (let s = 0; s < n; s++)
      for (let u = 0; u < n; u++)
        if (same[s][u] && step.some((t) => !same[t[s]][t[u]])) {
          same[s][u] = false;
          changed = true;
        }
  }
  // Numbered by first state, as mooreBlocks numbers them.
  const block = new Array<number>(n).fill(-1);
  let blocks = 0;
  for (let s = 0; s < n; s++) {
    if (block[s] >= 0) continue;
    for (let u = s; u < n; u++) if (same[s][u]) block[u] = blocks;
    blocks++;
  }
  return block;
}

const automaton = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc.record({
    labels: fc.array(fc.nat(3), { minLength: n, maxLength: n }),
    step: fc.array(fc.array(fc.nat(n - 1), { minLength: n, maxLength: n }), { maxLength: 3 }),
    maxBlocks: fc.integer({ min: 1, max: 13 }),
  }),
);

describe('mooreBlocks', () => {
  it('gives the coarsest stable partition of the definition, numbered by first state', () => {
    fc.assert(
      fc.property(automaton, ({ labels, step }) => {
        const block = mooreBlocks(
          Int32Array.from(labels),
          step.map((t) => Int32Array.from(t)),
        );
        expect(Array.from(block!)).toEqual(blocksByDefinition(labels, step));
      }),
    );
  });

  it('is null exactly when the partition has more blocks than maxBlocks', () => {
    fc.assert(
      fc.property(automaton, ({ labels, step, maxBlocks }) => {
        const count = new Set(blocksByDefinition(labels, step)).size;
        const block = mooreBlocks(
          Int32Array.from(labels),
          step.map((t) => Int32Array.from(t)),
          { maxBlocks },
        );
        expect(block === null).toBe(count > maxBlocks);
      }),
    );
  });

  it('splits states a transition tells apart: a path a → b → c with c labelled apart', () => {
    const block = mooreBlocks(Int32Array.of(0, 0, 1), [Int32Array.of(1, 2, 2)]);
    expect(Array.from(block!)).toEqual([0, 1, 2]);
  });

  it('asks checkTime after every pass and lets it stop the refinement', () => {
    let passes = 0;
    const stop = () => {
      if (++passes === 2) throw new Error('stop');
    };
    expect(() => mooreBlocks(Int32Array.of(0, 0, 0, 1), [Int32Array.of(1, 2, 3, 3)], { checkTime: stop })).toThrow('stop');
  });
});
