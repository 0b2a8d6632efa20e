import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { GraphDrawing, PlayMove } from '../library';

/** A vertex's radius in the drawing's units: at the drawing's own size a vertex is a 44 px target. */
const VERTEX_RADIUS = 22;
/** Room between neighbouring vertices on the circle. */
const VERTEX_GAP = 18;
/**
 * A touchable vertex answers in a circle larger than the drawn one, out to half the way to its
 * neighbours on the circle (so two vertices' areas never overlap): 62 units across.
 */
const VERTEX_HIT_RADIUS = VERTEX_RADIUS + VERTEX_GAP / 2;
/** A touchable edge answers in a band this wide (in drawing units) along its line: 44 px at the drawing's size. */
const EDGE_HIT_WIDTH = 44;
/** A finger's target smaller than this on the screen (a dense board shrunk to a phone) asks before playing. */
const TOUCH_TARGET_PX = 44;

type Point = readonly [number, number];

/**
 * A graph game on its board: the vertices on a circle, the edges between them (arrows when the
 * game graph is directed), what is out of play faint, the token's vertex filled and its path drawn
 * heavy. While it is your move, the vertices (Node Kayles, Geography, a loopy game) or edges (Arc
 * Kayles) that are legal moves are buttons: touch, click, or Tab and Enter. A hint rings one.
 * Each answers over an area larger than what is drawn (VERTEX_HIT_RADIUS, EDGE_HIT_WIDTH); when the
 * board is shrunk to fit a phone so far that this area is under 44 px, a touch only chooses the
 * vertex or edge and "Play this move" plays it (as on Wythoff's board): a mis-tap costs nothing. A
 * mouse click and Enter play at once.
 */
export function GraphBoard({
  drawing,
  moves,
  hintLabel,
  onPlay,
}: {
  drawing: GraphDrawing;
  /** The moves the player may make now (empty while the computer moves). */
  moves: PlayMove<unknown>[];
  /** The label of one winning move to ring, when hints are on. */
  hintLabel: string | null;
  onPlay(move: PlayMove<unknown>): void;
}) {
  const n = drawing.vertices.length;
  const ring = Math.max(80, (n * (2 * VERTEX_RADIUS + VERTEX_GAP)) / (2 * Math.PI));
  const size = 2 * (ring + VERTEX_RADIUS + 20);
  const centre = size / 2;
  const place = (i: number): Point =>
    n === 1 ? [centre, centre] : [centre + ring * Math.sin((2 * Math.PI * i) / n), centre - ring * Math.cos((2 * Math.PI * i) / n)];
  // The vertex or edge a finger chose on a dense board; forgotten with the moves it was one of.
  const [chosen, setChosen] = useState<{ move: PlayMove<unknown>; what: string } | null>(null);
  const pending = chosen && moves.includes(chosen.move) ? chosen : null;
  const press = (event: MouseEvent<SVGGElement>, move: PlayMove<unknown>, what: string, hitUnits: number) => {
    // A mouse points precisely; a finger on a small target may not.
    const finger = (event.nativeEvent as PointerEvent).pointerType !== 'mouse';
    const shown = event.currentTarget.ownerSVGElement?.getBoundingClientRect().width ?? size;
    if (finger && (hitUnits * shown) / size < TOUCH_TARGET_PX) setChosen({ move, what });
    else onPlay(move);
  };
  const byLabel = new Map(moves.map((m) => [m.label, m]));
  const playable = (label: string | undefined) => (label === undefined ? undefined : byLabel.get(label));
  const pairs = new Set(drawing.edges.map((e) => `${e.from} ${e.to}`));

  const edges = drawing.edges.map((edge, i) => {
    const move = playable(edge.move);
    const [a, b] = [place(edge.from), place(edge.to)];
    // Both directions of a directed pair are drawn side by side.
    const bend = drawing.directed && pairs.has(`${edge.to} ${edge.from}`) ? 6 : 0;
    const line = edge.from === edge.to ? loopPath(a, centre) : straightPath(a, b, bend, drawing.directed);
    const name = `${drawing.vertices[edge.from].name}–${drawing.vertices[edge.to].name}`;
    const cls = `graph-edge ${edge.state}${move ? ' playable' : ''}${move && edge.move === hintLabel ? ' ringed' : ''}${move && move === pending?.move ? ' chosen' : ''}`;
    return (
      <g
        key={i}
        className={cls}
        data-testid={move ? 'graph-edge' : undefined}
        {...buttonProps(move, `edge ${name}`, onPlay, (event, m) => press(event, m, `edge ${name}`, EDGE_HIT_WIDTH))}
      >
        {move && <path d={line} className="hit" strokeWidth={EDGE_HIT_WIDTH} />}
        <path d={line} className="line" markerEnd={drawing.directed ? 'url(#graph-arrow)' : undefined} />
      </g>
    );
  });

  const vertices = drawing.vertices.map((vertex, i) => {
    const move = playable(vertex.move);
    const [x, y] = place(i);
    const cls = `graph-vertex ${vertex.state}${move ? ' playable' : ''}${move && vertex.move === hintLabel ? ' ringed' : ''}${move && move === pending?.move ? ' chosen' : ''}`;
    return (
      <g
        key={i}
        className={cls}
        data-testid={move ? 'graph-vertex' : undefined}
        data-name={vertex.name}
        {...buttonProps(move, `vertex ${vertex.name}`, onPlay, (event, m) =>
          press(event, m, `vertex ${vertex.name}`, 2 * VERTEX_HIT_RADIUS),
        )}
      >
        {move && <circle cx={x} cy={y} r={VERTEX_HIT_RADIUS} className="hit" data-testid="graph-vertex-hit" />}
        <circle cx={x} cy={y} r={VERTEX_RADIUS} />
        <text x={x} y={y + 5} textAnchor="middle">
          {vertex.name}
        </text>
      </g>
    );
  });

  const touchWhat = drawing.vertices.some((v) => playable(v.move)) ? 'a ringed-blue vertex' : 'a blue edge';
  return (
    <figure className="picture graph-board" data-testid="graph-board">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        height={size}
        style={{ maxWidth: '100%', height: 'auto' }}
        role="group"
        aria-label={`the game graph: ${n} vertices, ${drawing.edges.length} edges`}
      >
        <defs>
          <marker id="graph-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className="arrow" />
          </marker>
        </defs>
        {edges}
        {vertices}
      </svg>
      {pending && (
        <div className="touch-choices" data-testid="graph-confirm" role="group" aria-label="confirm the move">
          <p>
            Play {pending.what} ({pending.move.label})?
          </p>
          <div className="moves touch-moves">
            <button onClick={() => onPlay(pending.move)}>Play this move</button>
            <button className="secondary" onClick={() => setChosen(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {moves.length > 0 && <figcaption>touch {touchWhat} to play there (Tab and Enter on a keyboard)</figcaption>}
    </figure>
  );
}

/**
 * The props that make a part of the drawing a button for its move, or nothing when it is no move
 * now: a click or touch goes to `press` (which may only choose it), Enter or Space plays it.
 */
function buttonProps(
  move: PlayMove<unknown> | undefined,
  what: string,
  onPlay: (move: PlayMove<unknown>) => void,
  press: (event: MouseEvent<SVGGElement>, move: PlayMove<unknown>) => void,
) {
  if (!move) return {};
  return {
    role: 'button',
    tabIndex: 0,
    'aria-label': `${what}: play ${move.label}`,
    onClick: (event: MouseEvent<SVGGElement>) => press(event, move),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onPlay(move);
    },
  };
}

/** A line from a to b, stopped at the vertices' rims (so an arrowhead shows), shifted sideways by `bend`. */
function straightPath([x1, y1]: Point, [x2, y2]: Point, bend: number, directed: boolean): string {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const [nx, ny] = [-uy * bend, ux * bend];
  const trim = directed ? VERTEX_RADIUS + 2 : 0;
  return `M ${x1 + ux * trim + nx} ${y1 + uy * trim + ny} L ${x2 - ux * trim + nx} ${y2 - uy * trim + ny}`;
}

/** A small loop on the outer side of a vertex (a move from a state to itself). */
function loopPath([x, y]: Point, centre: number): string {
  const length = Math.hypot(x - centre, y - centre) || 1;
  const [ux, uy] = [(x - centre) / length, (y - centre) / length];
  const [bx, by] = [x + ux * VERTEX_RADIUS, y + uy * VERTEX_RADIUS];
  const r = VERTEX_RADIUS * 0.7;
  return `M ${bx - uy * r * 0.6} ${by + ux * r * 0.6} a ${r} ${r} 0 1 1 ${uy * r * 1.2} ${-ux * r * 1.2}`;
}
