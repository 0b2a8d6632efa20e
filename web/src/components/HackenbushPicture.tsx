import type { PlayMove } from '../library';
import { layeredLayout } from './hackenbushLayout';

type Edge = readonly [number, number];
interface Graph {
  vertexCount: number;
  edges: readonly Edge[];
}

/**
 * Green Hackenbush: the graph standing on the ground line, drawn with the layout of the starting
 * position so vertices stay put while edges fall. Each edge is a move: clicking it deletes it
 * (`moves` lists the moves in the order of the position's edges). With hints on, edges whose
 * deletion wins are drawn thick and dark.
 */
export function HackenbushPicture({
  start,
  position,
  moves,
  winning,
  onPlay,
}: {
  start: Graph;
  position: Graph;
  moves: PlayMove<unknown>[];
  winning: ReadonlySet<number>;
  onPlay(move: PlayMove<unknown>): void;
}) {
  const layout = layeredLayout(start.vertexCount, start.edges);
  const copies = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const [u, v] of position.edges) totals.set(pairKey(u, v), (totals.get(pairKey(u, v)) ?? 0) + 1);
  const used = new Set<number>([0]);
  const paths = position.edges.map(([u, v], e) => {
    used.add(u).add(v);
    const key = pairKey(u, v);
    const copy = copies.get(key) ?? 0;
    copies.set(key, copy + 1);
    const move = e < moves.length ? moves[e] : undefined;
    const d = edgePath(layout, u, v, copy, totals.get(key)!);
    return (
      <path
        key={e}
        d={d}
        className={`edge ${move ? 'playable' : ''} ${winning.has(e) ? 'winning' : ''}`}
        data-testid="hackenbush-edge"
        onClick={move ? () => onPlay(move) : undefined}
        tabIndex={move ? 0 : undefined}
        role={move ? 'button' : undefined}
        aria-label={move ? `cut edge ${u + 1}–${v + 1}` : undefined}
        onKeyDown={move ? (event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), onPlay(move)) : undefined}
      >
        <title>{`edge ${u + 1}-${v + 1}${move ? ` — click to delete (${move.label})` : ''}`}</title>
      </path>
    );
  });
  return (
    <figure className="picture" data-testid="hackenbush-picture">
      <svg
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="group"
        aria-label="Hackenbush position"
        style={{ maxWidth: '100%', height: 'auto' }}
      >
        <line x1={0} y1={layout.groundY} x2={layout.width} y2={layout.groundY} className="ground" />
        {paths}
        {[...used].map((v) => (
          <g key={v}>
            <circle cx={layout.x[v]} cy={layout.y[v]} r={v === 0 ? 6 : 5} className={v === 0 ? 'vertex ground-vertex' : 'vertex'} />
            <text x={layout.x[v] + 8} y={layout.y[v] - 6} className="axis">
              {v + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>click an edge to delete it; whatever no longer reaches the ground falls</figcaption>
    </figure>
  );
}

function pairKey(u: number, v: number): string {
  return u < v ? `${u}-${v}` : `${v}-${u}`;
}

/** A straight edge, a bowed one for the copies of a parallel edge, or a loop above its vertex. */
function edgePath(layout: { x: number[]; y: number[] }, u: number, v: number, copy: number, total: number): string {
  const [x1, y1, x2, y2] = [layout.x[u], layout.y[u], layout.x[v], layout.y[v]];
  if (u === v) {
    const r = 9 + 5 * copy;
    return `M ${x1} ${y1} C ${x1 - 2 * r} ${y1 - 2.6 * r}, ${x1 + 2 * r} ${y1 - 2.6 * r}, ${x1} ${y1}`;
  }
  const bend = (copy - (total - 1) / 2) * 22;
  if (bend === 0) return `M ${x1} ${y1} L ${x2} ${y2}`;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [mx, my] = [(x1 + x2) / 2 - ((y2 - y1) / length) * bend, (y1 + y2) / 2 + ((x2 - x1) / length) * bend];
  return `M ${x1} ${y1} Q ${mx} ${my} ${x2} ${y2}`;
}
