import type { PayoffLine } from './nash.worker';

const WIDTH = 320;
const HEIGHT = 200;
const PAD = 24;

/**
 * The column player's payoff from each column against the row player's mix (p on the first row,
 * 0 … 1 left to right), and their upper envelope, the best response (thick): where the envelope
 * bends the column player is indifferent, which is where a mixed equilibrium can put the row
 * player. Drawn in floating point from the exact payoffs; the exact equilibria are listed beside
 * (marked here at their p).
 */
export function BestResponseSvg({ lines, marks, label }: { lines: PayoffLine[]; marks: number[]; label: string }) {
  const values = lines.flatMap((l) => [l.atZero, l.atOne]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (p: number) => PAD + p * (WIDTH - 2 * PAD);
  const y = (v: number) => HEIGHT - PAD - ((v - low) / span) * (HEIGHT - 2 * PAD);
  const at = (l: PayoffLine, p: number) => l.atZero + (l.atOne - l.atZero) * p;
  // The envelope's corners are among the lines' crossings: evaluate its height at each.
  const stops = new Set([0, 1]);
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const slope = lines[i].atOne - lines[i].atZero - (lines[j].atOne - lines[j].atZero);
      if (slope === 0) continue;
      const p = (lines[j].atZero - lines[i].atZero) / slope;
      if (p > 0 && p < 1) stops.add(p);
    }
  }
  const envelope = [...stops]
    .sort((a, b) => a - b)
    .map((p) => `${x(p).toFixed(1)},${y(Math.max(...lines.map((l) => at(l, p)))).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="best-response"
      data-testid="best-response"
      style={{ width: '100%', maxWidth: 480 }}
    >
      <line x1={x(0)} y1={HEIGHT - PAD} x2={x(1)} y2={HEIGHT - PAD} stroke="currentColor" strokeWidth="1" />
      <text x={x(0)} y={HEIGHT - 6} fontSize="11" fill="currentColor">
        p = 0
      </text>
      <text x={x(1) - 30} y={HEIGHT - 6} fontSize="11" fill="currentColor">
        p = 1
      </text>
      {lines.map((l, k) => (
        <line key={k} x1={x(0)} y1={y(l.atZero)} x2={x(1)} y2={y(l.atOne)} stroke="currentColor" strokeOpacity="0.45" strokeWidth="1">
          <title>{l.strategy}</title>
        </line>
      ))}
      <polyline points={envelope} fill="none" stroke="currentColor" strokeWidth="3" data-testid="envelope" />
      {marks.map((p, k) => (
        <line
          key={`m${k}`}
          x1={x(p)}
          y1={PAD / 2}
          x2={x(p)}
          y2={HEIGHT - PAD}
          stroke="currentColor"
          strokeDasharray="4 3"
          strokeWidth="1"
        />
      ))}
    </svg>
  );
}
