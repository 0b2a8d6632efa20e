import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import type { PeriodReport } from '../explore/protocol';

/**
 * Grundy value against heap size: P-positions (value 0) in red, the preperiod shaded grey and each
 * period of the periodic part in alternating light bands, so a period shows at a glance.
 */
export function SequencePlot({ values, period }: { values: number[]; period: PeriodReport | null }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const points = values.map((value, n) => ({ n, value }));
    const bands: { from: number; to: number; kind: string }[] = [];
    if (period) {
      if (period.preperiod > 0) bands.push({ from: 0, to: period.preperiod - 0.5, kind: 'preperiod' });
      for (let start = period.preperiod, k = 0; start < values.length && k < 400; start += period.period, k++) {
        if (k % 2 === 0) bands.push({ from: start - 0.5, to: Math.min(values.length, start + period.period) - 0.5, kind: 'period' });
      }
    }
    const plot = Plot.plot({
      width: container.current?.clientWidth ?? 900,
      height: 320,
      x: { label: 'heap size n' },
      y: { label: 'G(n)', grid: true },
      color: { domain: ['preperiod', 'period'], range: ['#dee2e6', '#e7f5ff'] },
      marks: [
        Plot.rectX(bands, { x1: 'from', x2: 'to', fill: 'kind', fillOpacity: 0.8 }),
        Plot.line(points, { x: 'n', y: 'value', stroke: '#adb5bd', strokeWidth: 0.7 }),
        Plot.dot(points, { x: 'n', y: 'value', r: values.length > 2000 ? 1 : 2, fill: (d: { value: number }) => (d.value === 0 ? '#c92a2a' : '#3b5bdb') }),
      ],
    });
    container.current?.replaceChildren(plot);
    return () => plot.remove();
  }, [values, period]);
  return <div ref={container} data-testid="plot" />;
}
