import type { WallPoints } from './cgt.worker';

const WIDTH = 360;
const HEIGHT = 260;
const MARGIN = 36;

/**
 * A thermograph drawn as Winning Ways draws it (ch. 6): value on the horizontal axis increasing to
 * the LEFT (Left's direction), temperature upward from −1, the walls as polylines, the mast above.
 */
export function ThermographSvg({ left, right, label }: { left: WallPoints; right: WallPoints; label: string }) {
  const all = [...left.points, ...right.points];
  const values = all.map(([, v]) => v);
  const temperatures = all.map(([t]) => t);
  const vMin = Math.min(...values) - 0.5;
  const vMax = Math.max(...values) + 0.5;
  const tMin = -1;
  const tMax = Math.max(...temperatures, 0) + 0.5;
  const x = (v: number) => MARGIN + ((vMax - v) / (vMax - vMin)) * (WIDTH - 2 * MARGIN);
  const y = (t: number) => HEIGHT - MARGIN - ((t - tMin) / (tMax - tMin)) * (HEIGHT - 2 * MARGIN);
  const path = (wall: WallPoints) => wall.points.map(([t, v]) => `${x(v).toFixed(1)},${y(t).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      style={{ maxWidth: '100%', height: 'auto' }}
      role="img"
      aria-label={label}
      data-testid="thermograph-svg"
    >
      <line x1={MARGIN} x2={WIDTH - MARGIN} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.4} />
      <text x={WIDTH - MARGIN + 4} y={y(0) + 4} fontSize={11}>
        t = 0
      </text>
      <text x={MARGIN} y={HEIGHT - 8} fontSize={11}>
        value ← (Left) {vMax.toFixed(2)}
      </text>
      <text x={WIDTH - MARGIN} y={HEIGHT - 8} fontSize={11} textAnchor="end">
        {vMin.toFixed(2)} (Right) →
      </text>
      <text x={4} y={MARGIN - 10} fontSize={11}>
        temperature ↑
      </text>
      <polyline points={path(left)} fill="none" stroke="#1f5fbf" strokeWidth={2} data-testid="left-wall" />
      <polyline points={path(right)} fill="none" stroke="#bf3a1f" strokeWidth={2} data-testid="right-wall" />
    </svg>
  );
}
