import { useEffect, useRef, type KeyboardEvent } from 'react';

export type PlyResult = 'win' | 'lose' | 'draw';

/** One position of the game so far, as the chart shows it. */
export interface HistoryPoint {
  /** Result for the player to move there, and moves to the end with perfect play (-1: draw or unknown). */
  result: PlyResult;
  remoteness: number;
  humanToMove: boolean;
  /** The move that led here threw away a win. */
  mistake: boolean;
  /** Who made the move that led here, and the move in words ("you: take 2 from heap 1"); absent: not said. */
  move?: string;
}

const COLOUR: Record<PlyResult, string> = { win: '#237032', lose: '#c92a2a', draw: '#b07d00' };
/** Points with hints off: every value hidden. */
const NEUTRAL = '#868e96';
/** One move's column: 44 px wide, the whole column a touch target for its point (issue 35: points were 12 px). */
const STEP = 44;
const ROW = 16;
const LEFT = 34;
const TOP = 14;

/**
 * The value-history chart: move number across, remoteness down the side (draws on their own row
 * at the top), each position coloured by win / lose / draw for the player to move. Every point is
 * a button: clicking it (or Enter on it) returns the game to that move. With hints off it shows
 * only the moves (no colour, no height, no value in the words). The chart scrolls inside its panel
 * and keeps the latest move in view.
 */
export function ValueHistory({
  points: given,
  hints,
  onReturn,
  remotenessKnown: known,
}: {
  points: HistoryPoint[];
  hints: boolean;
  onReturn(ply: number): void;
  remotenessKnown: boolean;
}) {
  const remotenessKnown = known && hints;
  const points = hints ? given : given.map((p) => ({ ...p, result: 'draw' as const, remoteness: -1, mistake: false }));
  const scroller = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [given.length]);
  const highest = Math.max(1, ...points.map((p) => p.remoteness));
  const hasDraw = hints && points.some((p) => p.result === 'draw');
  const drawRow = hasDraw ? 1 : 0;
  const rows = remotenessKnown ? highest + 1 : 1;
  const yOf = (p: HistoryPoint) => TOP + (p.result === 'draw' || !remotenessKnown ? 0 : (drawRow + highest - p.remoteness) * ROW);
  const xOf = (ply: number) => LEFT + ply * STEP + STEP / 2;
  const width = LEFT + Math.max(points.length, 6) * STEP + 10;
  const height = TOP + (rows + drawRow) * ROW + 24;
  const keyed = (ply: number) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onReturn(ply);
    }
  };
  const describe = (p: HistoryPoint, ply: number) =>
    !hints
      ? `move ${ply}${p.move ? ` (${p.move})` : ''}`
      : `move ${ply}${p.move ? ` (${p.move})` : ''}: ${p.humanToMove ? 'a person' : 'the computer'} to move, ${p.result === 'draw' ? 'a draw' : `${p.result}${remotenessKnown ? ` in ${p.remoteness}` : ''}`}${p.mistake ? ' (the move before threw away a win)' : ''}`;
  const axis = [];
  if (remotenessKnown) {
    const every = Math.max(1, Math.ceil(highest / 8));
    for (let r = 0; r <= highest; r += every)
      axis.push(
        <text key={`r${r}`} x={LEFT - 8} y={TOP + (drawRow + highest - r) * ROW + 3} textAnchor="end">
          {r}
        </text>,
      );
  }
  if (hasDraw)
    axis.push(
      <text key="draw" x={LEFT - 8} y={TOP + 3} textAnchor="end">
        draw
      </text>,
    );
  return (
    <figure className="history-chart" data-testid="value-history" ref={scroller}>
      <svg width={width} height={height} role="group" aria-label="value history: click a move to return to it">
        {axis}
        <polyline points={points.map((p, i) => `${xOf(i)},${yOf(p)}`).join(' ')} fill="none" stroke="#adb5bd" strokeWidth={1.5} />
        {points.map((p, i) => (
          <g key={i}>
            {/* The point's column answers a touch as the point does; keyboards and screen readers use the point. */}
            <rect
              className="point-hit"
              data-testid="history-hit"
              x={xOf(i) - STEP / 2}
              y={0}
              width={STEP}
              height={height}
              fill="transparent"
              aria-hidden="true"
              onClick={() => onReturn(i)}
            />
            <circle
              className={`point ${i === points.length - 1 ? 'current' : ''}`}
              data-testid="history-point"
              data-result={hints ? p.result : undefined}
              data-remoteness={hints ? p.remoteness : undefined}
              cx={xOf(i)}
              cy={yOf(p)}
              r={p.mistake ? 8 : 6}
              fill={hints ? COLOUR[p.result] : NEUTRAL}
              stroke={p.mistake ? '#f59f00' : undefined}
              strokeWidth={p.mistake ? 3 : undefined}
              tabIndex={0}
              role="button"
              aria-label={`return to ${describe(p, i)}`}
              onClick={() => onReturn(i)}
              onKeyDown={keyed(i)}
            >
              <title>{describe(p, i)}</title>
            </circle>
            {(points.length <= 20 || i % 5 === 0) && (
              <text x={xOf(i)} y={height - 6} textAnchor="middle">
                {i}
              </text>
            )}
          </g>
        ))}
      </svg>
      {!hints && <figcaption className="legend">the moves so far; turn hints on to see who is winning</figcaption>}
      {hints && (
        <figcaption className="legend">
          <span>
            <i className="swatch" style={{ background: COLOUR.win }} /> win
          </span>
          <span>
            <i className="swatch" style={{ background: COLOUR.lose }} /> lose
          </span>
          <span>
            <i className="swatch" style={{ background: COLOUR.draw }} /> draw
          </span>
          <span>
            for the player to move; height: remoteness (moves left with perfect play)
            {remotenessKnown ? '' : ' — not known for a game this large'}; ringed: a thrown-away win
          </span>
        </figcaption>
      )}
    </figure>
  );
}
