import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mex } from './mex.js';
import { StampedMex } from './stampedMex.js';

describe('StampedMex', () => {
  it('gives the mex of each position in turn, as the definition does', () => {
    const positions = fc.array(fc.array(fc.nat(80), { maxLength: 70 }), { maxLength: 30 });
    fc.assert(
      fc.property(positions, (lists) => {
        const stamped = new StampedMex();
        for (const values of lists) {
          stamped.begin(values.length);
          for (const value of values) stamped.add(value);
          expect(stamped.mex()).toBe(mex(values));
        }
      }),
    );
  });

  it('a position with no options has mex 0, even right after one with many', () => {
    const stamped = new StampedMex();
    stamped.begin(200);
    for (let v = 0; v < 200; v++) stamped.add(v);
    expect(stamped.mex()).toBe(200);
    stamped.begin(0);
    expect(stamped.mex()).toBe(0);
  });
});
