import { useRef, type ReactNode, type RefObject } from 'react';
import { formatColouredGraph, formatTintedGraph, type ColouredGraph, type TintedGraph } from '../../library';
import type { PartizanBoardProps } from './boardProps';
import {
  arcKaylesTouches,
  circleLayout,
  liveVertices,
  VERTEX_RADIUS,
  VERTEX_TOUCH_RADIUS,
  vertexTouches,
  type CircleLayout,
} from './touch/graphTouches';
import { edgeShapes } from './touch/hackenbushTouches';
import { colouredEdgeClearance, ColouredEdges } from './ColouredEdge';
import { MoveChooser } from './MoveChooser';
import { HINT_COLOUR, LEFT_MARK, RIGHT_MARK, sideMark, type Mark } from './sidePalette';
import { needsConfirm, stripWidth, TOUCH_PX } from './touch/touchClearance';
import { useDrawingScale } from './useDrawingScale';

/** The least ring of an edge board: room for each edge's letter and 44 px touch strips. */
const EDGE_RING = 120;

/** Col (*Winning Ways* vol. 1 ch. 2): colour a vertex with no neighbour of your colour. */
export function ColBoard(props: PartizanBoardProps<TintedGraph>) {
  return <TintedGraphBoard {...props} game="Col" />;
}

/** Snort (*Winning Ways* vol. 1 ch. 2): colour a vertex with no neighbour of the other colour. */
export function SnortBoard(props: PartizanBoardProps<TintedGraph>) {
  return <TintedGraphBoard {...props} game="Snort" />;
}

/** Partizan Arc Kayles (CGSuite's PartizanArcKayles): take an edge of your colour or a green one. */
export function ArcKaylesBoard(props: PartizanBoardProps<ColouredGraph>) {
  return <ColouredGraphBoard {...props} />;
}

/** The board for Col, Snort and partizan Arc Kayles, picked by the family's name. */
export function GraphFamilyBoard(
  props:
    | ({ family: 'col' | 'snort' } & PartizanBoardProps<TintedGraph>)
    | ({ family: 'arc-kayles-partizan' } & PartizanBoardProps<ColouredGraph>),
) {
  if (props.family === 'arc-kayles-partizan') return <ColouredGraphBoard {...props} />;
  return <TintedGraphBoard {...props} game={props.family === 'col' ? 'Col' : 'Snort'} />;
}

/** The mark of a vertex's tint: next to a blue vertex, a red one, or neither. */
function tintMark(tint: string): Mark | undefined {
  return tint === 'L' ? LEFT_MARK : tint === 'R' ? RIGHT_MARK : undefined;
}

/**
 * Col and Snort as CGSuite keeps them: the uncoloured vertices only, each tinted by the colour
 * next to it (a small letter B or R and a pale fill). The mover's legal vertices have a thick ring
 * in the mover's colour and pattern and are touch targets 52 units across (a touch
 * chooses and a button confirms when the drawing is shrunk below 44 px targets).
 */
function TintedGraphBoard({ position, mover, moves, disabled, hint, onMove, game }: PartizanBoardProps<TintedGraph> & { game: string }) {
  const layout = circleLayout(position.tints.length);
  const touches = vertexTouches(position, disabled ? [] : moves);
  const mine = sideMark(mover);
  const describe = (label: string) => `colour vertex ${label.slice(1)} ${mine.name}`;
  const svg = useRef<SVGSVGElement>(null);
  const scale = useDrawingScale(svg, layout.size);
  return (
    <MoveChooser
      moves={moves}
      disabled={disabled}
      hint={hint}
      describe={describe}
      boardName={`${game} board`}
      onMove={onMove}
      confirmTouches={2 * VERTEX_TOUCH_RADIUS * scale < TOUCH_PX}
    >
      {(chosen, touch) => (
        <figure
          className="picture"
          data-testid="graph-family-board"
          data-position={formatTintedGraph(position)}
          data-mover={mover}
          data-disabled={String(disabled)}
        >
          <BoardSvg
            svg={svg}
            layout={layout}
            label={`${game}: ${position.tints.length} uncoloured vertices, ${touches.filter(Boolean).length} ${mine.name} may colour`}
          >
            {position.edges.map(([a, b], e) => (
              <line key={e} x1={layout.x[a]} y1={layout.y[a]} x2={layout.x[b]} y2={layout.y[b]} stroke="#5c6475" strokeWidth={3} />
            ))}
            {[...position.tints].map((tint, v) => {
              const label = touches[v];
              const tinted = tintMark(tint);
              const [x, y] = [layout.x[v], layout.y[v]];
              return (
                <g
                  key={v}
                  data-testid="graph-vertex"
                  data-label={label ?? ''}
                  data-hint={label !== undefined && label === hint ? 'true' : undefined}
                  onClick={label === undefined ? undefined : () => touch(label)}
                  style={label === undefined ? undefined : { cursor: 'pointer' }}
                >
                  <title>{`vertex ${v + 1}${tinted ? `, next to ${tinted.name}` : ''}${label ? `: touch to colour it ${mine.name}` : ''}`}</title>
                  {label !== undefined && label === hint && <circle cx={x} cy={y} r={VERTEX_RADIUS + 9} fill={HINT_COLOUR} />}
                  {label !== undefined && label === chosen && (
                    <circle cx={x} cy={y} r={VERTEX_RADIUS + 6} fill="none" stroke="#1d2330" strokeWidth={3} />
                  )}
                  <circle
                    cx={x}
                    cy={y}
                    r={VERTEX_RADIUS}
                    fill={tinted?.tint ?? '#fff'}
                    stroke={label !== undefined ? mine.colour : '#868e96'}
                    strokeWidth={label !== undefined ? 5 : 2}
                    strokeDasharray={label !== undefined ? mine.dash : undefined}
                  />
                  <text x={x} y={y + 5} textAnchor="middle" fontSize={15} fontWeight={600} fill="#1d2330">
                    {v + 1}
                  </text>
                  {tinted && (
                    <text x={x + VERTEX_RADIUS - 2} y={y - VERTEX_RADIUS + 6} fontSize={12} fontWeight={700} fill={tinted.colour}>
                      {tinted.letter}
                    </text>
                  )}
                  {label !== undefined && <circle cx={x} cy={y} r={VERTEX_TOUCH_RADIUS} fill="transparent" data-testid="touch-disc" />}
                </g>
              );
            })}
          </BoardSvg>
          <figcaption>
            {disabled
              ? `${game}: a letter B or R by a vertex says a blue or red vertex is next to it (coloured vertices leave the board).`
              : `Your move as ${mover === 'left' ? 'Left (Blue)' : 'Right (Red)'}: touch a vertex ringed ${mine.name} to colour it.`}
          </figcaption>
        </figure>
      )}
    </MoveChooser>
  );
}

/**
 * Partizan Arc Kayles: edges with their colour, pattern and letter, each the mover may take with
 * an invisible touch strip 44 px wide (a touch chooses and a button confirms where strips run closer); taking an edge removes both its ends (drawn faint).
 */
function ColouredGraphBoard({ position, mover, moves, disabled, hint, onMove }: PartizanBoardProps<ColouredGraph>) {
  const layout = circleLayout(position.vertexCount, EDGE_RING);
  const touches = arcKaylesTouches(position, mover, disabled ? [] : moves);
  const shapes = edgeShapes(layout, position);
  const live = liveVertices(position);
  const mine = sideMark(mover);
  const describe = (label: string) => `take edge ${label}`;
  const svg = useRef<SVGSVGElement>(null);
  const scale = useDrawingScale(svg, layout.size);
  const clearance = colouredEdgeClearance(shapes, touches);
  return (
    <MoveChooser
      moves={moves}
      disabled={disabled}
      hint={hint}
      describe={describe}
      boardName="Arc Kayles board"
      onMove={onMove}
      confirmTouches={needsConfirm(clearance, scale)}
    >
      {(chosen, touch) => (
        <figure
          className="picture"
          data-testid="graph-family-board"
          data-position={formatColouredGraph(position)}
          data-mover={mover}
          data-disabled={String(disabled)}
        >
          <BoardSvg
            svg={svg}
            layout={layout}
            label={`Arc Kayles: ${position.edges.length} edges, ${touches.filter(Boolean).length} ${mine.name} may take`}
          >
            <ColouredEdges
              graph={position}
              shapes={shapes}
              touches={touches}
              verb="take it"
              hint={hint}
              chosen={chosen}
              disabled={disabled}
              testId="graph-edge"
              stripWidth={stripWidth(clearance, scale)}
              touch={touch}
            />
            {live.map((isLive, v) => (
              <g key={v} pointerEvents="none" opacity={isLive ? 1 : 0.35}>
                <circle cx={layout.x[v]} cy={layout.y[v]} r={13} fill="#fff" stroke="#1d2330" strokeWidth={2} />
                <text x={layout.x[v]} y={layout.y[v] + 4} textAnchor="middle" fontSize={12} fill="#1d2330">
                  {v + 1}
                </text>
              </g>
            ))}
          </BoardSvg>
          <figcaption>
            {disabled
              ? 'Arc Kayles: edges are blue (solid, B), red (dashed, R) or green (dotted, G); taking one removes both its ends.'
              : `Your move as ${mover === 'left' ? 'Left (Blue)' : 'Right (Red)'}: touch a ${mine.name} (${mine.letter}) or green (G) edge to take it with both its ends.`}
          </figcaption>
        </figure>
      )}
    </MoveChooser>
  );
}

function BoardSvg({
  svg,
  layout,
  label,
  children,
}: {
  svg: RefObject<SVGSVGElement | null>;
  layout: CircleLayout;
  label: string;
  children: ReactNode;
}) {
  return (
    <svg
      ref={svg}
      width={layout.size}
      height={layout.size}
      viewBox={`0 0 ${layout.size} ${layout.size}`}
      role="img"
      aria-label={label}
      style={{ maxWidth: '100%', height: 'auto', touchAction: 'manipulation' }}
    >
      {children}
    </svg>
  );
}
