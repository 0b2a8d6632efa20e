import type { ColouredGraph } from '../../library';
import { edgeMark, GREEN_MARK, HINT_COLOUR, type Mark } from './sidePalette';
import type { EdgeShape } from './touch/hackenbushTouches';
import { edgeClearance } from './touch/touchClearance';

/** One coloured edge of a Hackenbush or Arc Kayles board and, when the mover may take it, its touch strip. */
export interface ColouredEdgeProps {
  /** The edge's SVG path and the middle point its letter sits on. */
  readonly d: string;
  readonly mid: readonly [number, number];
  readonly mark: Mark;
  /** The move's label when the mover may take this edge. */
  readonly label: string | undefined;
  readonly hint: string | undefined;
  readonly chosen: string | null;
  readonly disabled: boolean;
  readonly title: string;
  readonly testId: string;
  /** Width of the invisible touch strip, in screen pixels. */
  readonly stripWidth: number;
  readonly touch: (label: string) => void;
}

/**
 * An edge drawn with its colour, line pattern (solid, dashed, dotted) and letter, so colour is never
 * the only sign; the hint and the chosen move ring it; a transparent strip of `stripWidth` screen
 * pixels takes the touch.
 */
export function ColouredEdge({ d, mid, mark, label, hint, chosen, disabled, title, testId, stripWidth, touch }: ColouredEdgeProps) {
  const takeable = label !== undefined;
  return (
    <g
      data-testid={testId}
      data-label={label ?? ''}
      data-hint={takeable && label === hint ? 'true' : undefined}
      opacity={disabled || takeable ? 1 : 0.45}
      onClick={takeable ? () => touch(label) : undefined}
      style={takeable ? { cursor: 'pointer' } : undefined}
    >
      <title>{title}</title>
      {takeable && label === hint && <path d={d} fill="none" stroke={HINT_COLOUR} strokeWidth={16} strokeLinecap="round" />}
      {takeable && label === chosen && <path d={d} fill="none" stroke="#1d2330" strokeWidth={12} strokeLinecap="round" />}
      <path d={d} fill="none" stroke="#fff" strokeWidth={7} />
      <path
        d={d}
        fill="none"
        stroke={mark.colour}
        strokeWidth={5}
        strokeDasharray={mark.dash}
        strokeLinecap={mark === GREEN_MARK ? 'round' : 'butt'}
      />
      <circle cx={mid[0]} cy={mid[1]} r={9} fill="#fff" stroke={mark.colour} strokeWidth={2} />
      <text x={mid[0]} y={mid[1] + 4} textAnchor="middle" fontSize={11} fontWeight={700} fill={mark.colour}>
        {mark.letter}
      </text>
      {takeable && (
        <path
          d={d}
          fill="none"
          stroke="transparent"
          strokeWidth={stripWidth}
          vectorEffect="non-scaling-stroke"
          pointerEvents="stroke"
          data-testid="touch-strip"
        />
      )}
    </g>
  );
}

/** Every edge of a coloured graph (Hackenbush, Arc Kayles), `touches[e]` the label of edge e's move if the mover may take it. */
export function ColouredEdges({
  graph,
  shapes,
  touches,
  verb,
  ...shared
}: {
  readonly graph: ColouredGraph;
  readonly shapes: readonly EdgeShape[];
  readonly touches: readonly (string | undefined)[];
  /** What a touch does to an edge ("cut", "take it"), for its title. */
  readonly verb: string;
} & Pick<ColouredEdgeProps, 'hint' | 'chosen' | 'disabled' | 'testId' | 'stripWidth' | 'touch'>) {
  return graph.edges.map(([u, v, colour], e) => {
    const mark = edgeMark(colour);
    const label = touches[e];
    const title = `${mark.name} edge ${u + 1}–${v + 1}${label === undefined ? '' : `: touch to ${verb} (${label})`}`;
    return <ColouredEdge key={e} d={shapes[e].d} mid={shapes[e].mid} mark={mark} label={label} title={title} {...shared} />;
  });
}

/** How close the touchable edges' strips run (`touch/touchClearance.ts`), from the drawn shapes. */
export function colouredEdgeClearance(shapes: readonly EdgeShape[], touches: readonly (string | undefined)[]): number {
  return edgeClearance(
    shapes.map((shape) => shape.mid),
    shapes.map((shape) => shape.line),
    touches.map((label) => label !== undefined),
  );
}
