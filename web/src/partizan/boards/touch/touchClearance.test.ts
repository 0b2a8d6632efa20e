import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colouredHackenbush } from '../../../library';
import { edgeShapes, keptLayout } from './hackenbushTouches';
import { edgeClearance, needsConfirm, stripWidth, toPolyline, TOUCH_PX, type Point } from './touchClearance';

const point = fc.tuple(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }));

describe('touch clearance', () => {
  it('the distance to a polyline is the least over points sampled finely along it', () => {
    fc.assert(
      fc.property(point, fc.array(point, { minLength: 1, maxLength: 4 }), (p, line) => {
        let sampled = Infinity;
        for (let i = 0; i < line.length; i++) {
          const [a, b] = [line[i], line[Math.min(i + 1, line.length - 1)]];
          for (let k = 0; k <= 400; k++) {
            const q: Point = [a[0] + ((b[0] - a[0]) * k) / 400, a[1] + ((b[1] - a[1]) * k) / 400];
            sampled = Math.min(sampled, Math.hypot(p[0] - q[0], p[1] - q[1]));
          }
        }
        const exact = toPolyline(p, line);
        expect(exact).toBeLessThanOrEqual(sampled + 1e-9);
        expect(sampled - exact).toBeLessThan(0.6);
      }),
    );
  });

  it('two parallel edges 50 apart are clear at full size and need a confirm step shrunk to 80 %', () => {
    const lines: Point[][] = [
      [
        [0, 0],
        [0, 100],
      ],
      [
        [50, 0],
        [50, 100],
      ],
    ];
    const clearance = edgeClearance(
      [lines[0][0], lines[1][0]].map(([x]) => [x, 50] as Point),
      lines,
      [true, true],
    );
    expect(clearance).toBe(50);
    expect(needsConfirm(clearance, 1)).toBe(false);
    expect(needsConfirm(clearance, 0.8)).toBe(true);
    // Strips are 44 px when clear, and never wider than the clearance as drawn when not.
    expect(stripWidth(clearance, 1)).toBe(TOUCH_PX);
    expect(stripWidth(clearance, 0.8)).toBe(40);
    // An edge that is no move now does not crowd the others.
    expect(edgeClearance([[0, 50]], lines, [true, false])).toBe(Infinity);
  });

  it('Hackenbush trees: edges are a touch strip apart at their middles at full size; crossing edges need the confirm step', () => {
    const clearanceOf = (words: string) => {
      const graph = colouredHackenbush.parse(words.split(' '));
      const shapes = edgeShapes(keptLayout(undefined, graph).layout, graph);
      return edgeClearance(
        shapes.map((s) => s.mid),
        shapes.map((s) => s.line),
        shapes.map(() => true),
      );
    };
    // 5-3 crosses 2-4 in the layered drawing.
    expect(needsConfirm(clearanceOf('5 1 2 e 2 3 l 2 4 r 1 5 l 5 3 r'), 1)).toBe(true);
    for (const words of ['3 1 2 l 1 3 r', '4 1 2 e 2 3 l 2 4 r', '6 1 2 e 2 3 l 2 4 r 1 5 l 5 6 r', '5 1 2 l 2 3 r 3 4 e 3 5 l']) {
      const graph = colouredHackenbush.parse(words.split(' '));
      const shapes = edgeShapes(keptLayout(undefined, graph).layout, graph);
      const clearance = edgeClearance(
        shapes.map((s) => s.mid),
        shapes.map((s) => s.line),
        shapes.map(() => true),
      );
      expect(clearance, words).toBeGreaterThanOrEqual(TOUCH_PX);
    }
  });
});
