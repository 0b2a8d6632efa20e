import { useId, type JSX } from 'react';
import type { Thermograph as ThermographData } from '../library';
import { describeThermograph, drawThermograph, type WallPoint } from './thermographDrawing';
import { LEFT_MARK, RIGHT_MARK } from './boards/sidePalette';

/**
 * The thermograph of a game drawn exactly (*Winning Ways* vol. 1 ch. 6; Siegel 2013 ch. II.5):
 * temperature up from −1, values along the bottom with Left's (larger) values to the LEFT as
 * Berlekamp and CGSuite draw them; the Left wall solid blue, the Right wall dashed red, the mast
 * black above the point where they meet. Axis labels are the exact dyadic values and temperatures
 * at the walls' corners; a text description (mean, temperature, every corner) is there for screen
 * readers and under the drawing for everyone.
 */
export function Thermograph({ thermograph, label }: { thermograph: ThermographData; label: string }): JSX.Element {
  const drawing = drawThermograph(thermograph);
  const descriptionId = useId();
  const polyline = (points: readonly WallPoint[]) => points.map((p) => `${p.x},${p.y}`).join(' ');
  const lastRow = Math.max(0, ...drawing.valueTicks.map((tick) => tick.row));
  const height = drawing.height + lastRow * 14;
  const foot = drawing.mastFoot;
  const mastTop = drawing.leftWall[drawing.leftWall.length - 1];
  return (
    <figure className="picture thermograph" data-testid="thermograph">
      <svg
        width={drawing.width}
        height={height}
        viewBox={`0 0 ${drawing.width} ${height}`}
        role="img"
        aria-label={`Thermograph of ${label}: mean ${thermograph.mean}, temperature ${thermograph.temperature}`}
        aria-describedby={descriptionId}
        style={{ maxWidth: '100%', height: 'auto' }}
      >
        <line x1={0} y1={drawing.baseY} x2={drawing.axisX} y2={drawing.baseY} stroke="#5c6475" strokeWidth={1} />
        <line x1={0} y1={drawing.zeroY} x2={drawing.axisX} y2={drawing.zeroY} stroke="#dde1ea" strokeWidth={1} />
        <line x1={drawing.axisX} y1={mastTop.y} x2={drawing.axisX} y2={drawing.baseY} stroke="#5c6475" strokeWidth={1} />
        {drawing.temperatureTicks.map((tick) => (
          <g key={`t${tick.label}`}>
            <line x1={drawing.axisX - 3} y1={tick.place} x2={drawing.axisX + 3} y2={tick.place} stroke="#5c6475" />
            <text x={drawing.axisX + 6} y={tick.place + 4} fontSize={11} fill="#1d2330">
              {tick.label}
            </text>
          </g>
        ))}
        <text x={drawing.axisX + 6} y={mastTop.y + 4} fontSize={11} fill="#5c6475">
          t
        </text>
        {drawing.valueTicks.map((tick) => (
          <g key={`v${tick.label}`}>
            <line x1={tick.place} y1={drawing.baseY} x2={tick.place} y2={drawing.baseY + 4 + tick.row * 14} stroke="#5c6475" />
            <text x={tick.place} y={drawing.baseY + 16 + tick.row * 14} fontSize={11} textAnchor="middle" fill="#1d2330">
              {tick.label}
            </text>
          </g>
        ))}
        <text x={4} y={height - 6} fontSize={10} fill="#5c6475">
          ← Left (larger values)
        </text>
        <text x={drawing.axisX} y={height - 6} fontSize={10} fill="#5c6475" textAnchor="end">
          Right →
        </text>
        <polyline
          points={polyline(drawing.rightWall)}
          fill="none"
          stroke={RIGHT_MARK.colour}
          strokeWidth={2.5}
          strokeDasharray="6 4"
          data-testid="right-wall"
        />
        <polyline points={polyline(drawing.leftWall)} fill="none" stroke={LEFT_MARK.colour} strokeWidth={2.5} data-testid="left-wall" />
        <line x1={foot.x} y1={foot.y} x2={mastTop.x} y2={mastTop.y} stroke="#1d2330" strokeWidth={3} data-testid="mast" />
        <circle cx={foot.x} cy={foot.y} r={3.5} fill="#1d2330" />
      </svg>
      <figcaption id={descriptionId} className="muted" data-testid="thermograph-description">
        {describeThermograph(label, thermograph)}
      </figcaption>
    </figure>
  );
}
