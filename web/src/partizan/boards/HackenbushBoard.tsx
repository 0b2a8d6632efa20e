import { useRef, useState } from 'react';
import { formatColouredGraph, type ColouredGraph } from '../../library';
import type { PartizanBoardProps } from './boardProps';
import { edgeShapes, hackenbushTouches, keptLayout } from './touch/hackenbushTouches';
import { colouredEdgeClearance, ColouredEdges } from './ColouredEdge';
import { MoveChooser } from './MoveChooser';
import { edgeMark, sideMark } from './sidePalette';
import { needsConfirm, stripWidth } from './touch/touchClearance';
import { useDrawingScale } from './useDrawingScale';

/**
 * Blue-red-green Hackenbush on its ground (*Winning Ways* vol. 1 ch. 1–2, 7): touch an edge to cut
 * it. Left (Blue) may cut blue and green edges, Right (Red) red and green ones; the board offers
 * exactly the edges whose labels are in `moves`. Every edge carries its colour, a line pattern
 * (blue solid, red dashed, green dotted) and a letter (B, R, G), and an invisible touch strip 44 px
 * wide on any screen (where strips would run closer than that, a touch chooses and a button
 * confirms). Vertices keep their places while edges fall.
 */
export function HackenbushBoard({ position, mover, moves, disabled, hint, onMove }: PartizanBoardProps<ColouredGraph>) {
  const [kept, setKept] = useState(() => keptLayout(undefined, position));
  const current = keptLayout(kept, position);
  if (current !== kept) setKept(current);
  const { layout } = current;
  const touches = hackenbushTouches(position, disabled ? [] : moves);
  const shapes = edgeShapes(layout, position);
  const used = new Set<number>([0]);
  for (const [u, v] of position.edges) used.add(u).add(v);
  const describe = (label: string) => {
    const e = touches.indexOf(label);
    return e < 0 ? `cut edge ${label}` : `cut the ${edgeMark(position.edges[e][2]).name} edge ${label}`;
  };
  const mine = sideMark(mover);
  const svg = useRef<SVGSVGElement>(null);
  const scale = useDrawingScale(svg, layout.width);
  const clearance = colouredEdgeClearance(shapes, touches);
  return (
    <MoveChooser
      moves={moves}
      disabled={disabled}
      hint={hint}
      describe={describe}
      boardName="Hackenbush board"
      onMove={onMove}
      confirmTouches={needsConfirm(clearance, scale)}
    >
      {(chosen, touch) => (
        <figure
          className="picture"
          data-testid="hackenbush-board"
          data-position={formatColouredGraph(position)}
          data-mover={mover}
          data-disabled={String(disabled)}
        >
          <svg
            ref={svg}
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            role="img"
            aria-label={`Hackenbush: ${position.edges.length} edges standing, ${touches.filter(Boolean).length} ${mover === 'left' ? 'Blue' : 'Red'} may cut`}
            style={{ maxWidth: '100%', height: 'auto', touchAction: 'manipulation' }}
          >
            <line x1={0} y1={layout.groundY} x2={layout.width} y2={layout.groundY} stroke="#1d2330" strokeWidth={4} />
            <ColouredEdges
              graph={position}
              shapes={shapes}
              touches={touches}
              verb="cut"
              hint={hint}
              chosen={chosen}
              disabled={disabled}
              testId="hackenbush-edge"
              stripWidth={stripWidth(clearance, scale)}
              touch={touch}
            />
            {[...used].map((v) => (
              <g key={v} pointerEvents="none">
                <circle cx={layout.x[v]} cy={layout.y[v]} r={v === 0 ? 6 : 5} fill="#1d2330" />
                <text x={layout.x[v] + 9} y={layout.y[v] - 7} fontSize={12} fill="#1d2330">
                  {v + 1}
                </text>
              </g>
            ))}
          </svg>
          <figcaption>
            {disabled
              ? 'Hackenbush: edges are blue (solid, B), red (dashed, R) or green (dotted, G).'
              : `Your move as ${mover === 'left' ? 'Left (Blue)' : 'Right (Red)'}: touch a ${mine.name} (${mine.letter}) or green (G) edge to cut it; whatever no longer reaches the ground falls.`}
          </figcaption>
        </figure>
      )}
    </MoveChooser>
  );
}
