import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tickLabelX } from './SequenceCanvas';

describe("the plot's tick labels", () => {
  it('the last label of 0..1,000,000 on a 360 px canvas is drawn whole (it was clipped to "1,000,00")', () => {
    // 9 characters of 11 px monospace: about 60 px; its tick 10 px from the right edge.
    const x = tickLabelX(350, 60, 360);
    expect(x + 30).toBeLessThanOrEqual(360);
  });
  it('a label stays where its tick is when it fits, and inside the canvas always', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 400, max: 2000 }),
        (x, w, canvas) => {
          const at = tickLabelX(x, w, canvas);
          expect(at - w / 2).toBeGreaterThanOrEqual(0);
          expect(at + w / 2).toBeLessThanOrEqual(canvas);
          if (x - w / 2 >= 1 && x + w / 2 <= canvas - 1) expect(at).toBe(x);
        },
      ),
    );
  });
});
