import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { summariseColumns, ticks, type Blocks, type Columns } from './columns';
import type { PeriodReport } from './protocol';

/** Up to this many heaps in view, each is drawn as a dot joined by a line; past it, one min–max bar per pixel column. */
const DOTS_UP_TO = 3000;
/** A period narrower than this many pixels cannot be striped; the periodic part is then tinted as a whole. */
const STRIPE_MIN_PX = 3;
const HEIGHT = 320;
const MARGIN = { left: 48, right: 24, top: 10, bottom: 40 };
/** Heaps are drawn one dot each only when neighbouring dots are at least this many pixels apart. */
const DOT_SPACING_PX = 1.5;

export const PLOT_COLOURS = {
  value: '#3b5bdb',
  line: '#868e96',
  p: '#c92a2a',
  preperiod: '#e9ecef',
  periodA: '#dbe4ff',
  periodB: '#f3f6ff',
  axis: '#495057',
} as const;

export interface View {
  from: number;
  to: number;
}

/**
 * G(n) against n on a canvas, fast at any length: each redraw summarises the heaps in view per
 * pixel column (columns.ts), so drawing costs one pass over the visible values and at most one
 * mark per column. The preperiod is grey, alternate periods are striped blue, and P-positions get
 * a red tick under the axis in every column that holds one. Wheel or +/− zoom, drag or ←/→ pan,
 * 0 resets.
 */
export function SequenceCanvas({
  values,
  blocks,
  period,
  first = 0,
  unit = 'heap',
}: {
  values: Int32Array;
  blocks?: Blocks;
  period: PeriodReport | null;
  first?: number;
  unit?: 'heap' | 'coin';
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Unknown until the container is measured; nothing is drawn before, so the first draw is the only one.
  const [width, setWidth] = useState<number | null>(null);
  const [view, setView] = useState<View>({ from: 0, to: values.length });
  const [hover, setHover] = useState<string>('');
  const drag = useRef<{ x: number; view: View } | null>(null);

  useEffect(() => {
    const element = canvas.current?.parentElement;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(240, Math.floor(element.clientWidth))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (width === null) return;
    const frame = requestAnimationFrame(() => canvas.current && draw(canvas.current, width, values, blocks, period, view, first, unit));
    return () => cancelAnimationFrame(frame);
  }, [width, values, blocks, period, view, first, unit]);

  const plotWidth = (width ?? 800) - MARGIN.left - MARGIN.right;
  const clamp = (v: View): View => {
    const span = Math.min(values.length, Math.max(8, v.to - v.from));
    const from = Math.min(Math.max(0, v.from), values.length - span);
    return { from, to: from + span };
  };
  const zoom = (factor: number, anchor = 0.5) => {
    const span = view.to - view.from;
    const at = view.from + anchor * span;
    setView(clamp({ from: at - anchor * span * factor, to: at + (1 - anchor) * span * factor }));
  };
  const pan = (fraction: number) => {
    const shift = (view.to - view.from) * fraction;
    setView(clamp({ from: view.from + shift, to: view.to + shift }));
  };
  const anchorOf = (clientX: number) => {
    const box = canvas.current!.getBoundingClientRect();
    return Math.min(1, Math.max(0, (clientX - box.left - MARGIN.left) / plotWidth));
  };

  // React's wheel listener is passive, so the page would scroll too; this one may prevent that.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoom(event.deltaY > 0 ? 1.25 : 0.8, anchorOf(event.clientX));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const onKey = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      '+': () => zoom(0.5),
      '=': () => zoom(0.5),
      '-': () => zoom(2),
      ArrowLeft: () => pan(-0.25),
      ArrowRight: () => pan(0.25),
      '0': () => setView({ from: 0, to: values.length }),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, view };
    canvas.current?.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const anchor = anchorOf(event.clientX);
    const n = Math.floor(view.from + anchor * (view.to - view.from));
    if (n >= first && n < values.length) setHover(`G(${n}) = ${values[n]}`);
    if (!drag.current) return;
    const start = drag.current.view;
    const shift = ((drag.current.x - event.clientX) / plotWidth) * (start.to - start.from);
    setView(clamp({ from: start.from + shift, to: start.to + shift }));
  };
  const onPointerUp = () => (drag.current = null);

  const shown = `${unit}s ${Math.max(first, Math.ceil(view.from))} to ${Math.ceil(view.to) - 1}`;
  return (
    <figure className="sequence-plot" data-testid="plot">
      <div className="plot-tools row">
        <button type="button" className="secondary" onClick={() => zoom(0.5)} aria-label="zoom in">
          +
        </button>
        <button type="button" className="secondary" onClick={() => zoom(2)} aria-label="zoom out">
          −
        </button>
        <button type="button" className="secondary" onClick={() => pan(-0.5)} aria-label="pan left">
          ←
        </button>
        <button type="button" className="secondary" onClick={() => pan(0.5)} aria-label="pan right">
          →
        </button>
        <button type="button" className="secondary" onClick={() => setView({ from: 0, to: values.length })}>
          reset
        </button>
        <span className="muted" data-testid="plot-view">
          {shown}
        </span>
        <span className="mono" aria-live="polite">
          {hover}
        </span>
      </div>
      <canvas
        ref={canvas}
        tabIndex={0}
        role="img"
        aria-label={`Grundy values plotted against ${unit === 'coin' ? 'the coin' : 'heap size'}, ${shown}; keys: + and − zoom, arrows pan, 0 resets`}
        onKeyDown={onKey}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={() => setHover('')}
      />
      <figcaption className="legend" data-testid="legend">
        <span>
          <i className="swatch" style={{ background: PLOT_COLOURS.value }} /> G(n) (zoomed out: every value that occurs in a pixel column,
          or its smallest-to-largest range when values are large)
        </span>
        <span>
          <i className="swatch" style={{ background: PLOT_COLOURS.p }} /> P-position, G(n) = 0 (ticks under the axis)
        </span>
        {period && period.preperiod > 0 && (
          <span>
            <i className="swatch" style={{ background: PLOT_COLOURS.preperiod }} /> preperiod
          </span>
        )}
        {period && (
          <span>
            <i className="swatch" style={{ background: PLOT_COLOURS.periodA }} /> alternate periods (length {period.period})
          </span>
        )}
      </figcaption>
    </figure>
  );
}

function draw(
  canvas: HTMLCanvasElement,
  width: number,
  values: Int32Array,
  blocks: Blocks | undefined,
  period: PeriodReport | null,
  view: View,
  first: number,
  unit: 'heap' | 'coin',
): void {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(HEIGHT * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${HEIGHT}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, HEIGHT);
  const plotWidth = Math.max(1, Math.floor(width - MARGIN.left - MARGIN.right));
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const columns = summariseColumns(values, view.from, view.to, plotWidth, blocks);
  const xOf = (n: number) => MARGIN.left + ((n - view.from) / (view.to - view.from)) * plotWidth;
  const yOf = (g: number) => MARGIN.top + plotHeight - (g / columns.top) * (plotHeight - 4);

  shadePeriods(ctx, period, view, plotWidth, plotHeight);
  drawAxes(ctx, view, columns.top, plotWidth, plotHeight, xOf, yOf, unit);
  const spacing = plotWidth / (view.to - view.from);
  if (view.to - view.from <= DOTS_UP_TO && spacing >= DOT_SPACING_PX) drawDots(ctx, values, view, xOf, yOf, first);
  else drawBars(ctx, columns, yOf);
  // P-position ticks under the axis, one per column that holds a P-position.
  ctx.fillStyle = PLOT_COLOURS.p;
  const tickY = MARGIN.top + plotHeight + 2;
  let marked = 0;
  for (let c = 0; c < plotWidth; c++) {
    if (!columns.hasP[c]) continue;
    ctx.fillRect(MARGIN.left + c, tickY, 1, 6);
    marked++;
  }
  // For tests and tools: how many columns carry a P-position mark in this drawing.
  canvas.dataset.pColumns = String(marked);
}

function shadePeriods(ctx: CanvasRenderingContext2D, period: PeriodReport | null, view: View, plotWidth: number, plotHeight: number): void {
  if (!period) return;
  const perColumn = (view.to - view.from) / plotWidth;
  const stripe = period.period / perColumn >= STRIPE_MIN_PX;
  for (let c = 0; c < plotWidth; c++) {
    const n = view.from + (c + 0.5) * perColumn;
    let colour: string;
    if (n < period.preperiod) colour = PLOT_COLOURS.preperiod;
    else if (!stripe || Math.floor((n - period.preperiod + 0.5) / period.period) % 2 === 0) colour = PLOT_COLOURS.periodA;
    else colour = PLOT_COLOURS.periodB;
    ctx.fillStyle = colour;
    ctx.fillRect(MARGIN.left + c, MARGIN.top, 1, plotHeight);
  }
}

function drawAxes(
  ctx: CanvasRenderingContext2D,
  view: View,
  top: number,
  plotWidth: number,
  plotHeight: number,
  xOf: (n: number) => number,
  yOf: (g: number) => number,
  unit: 'heap' | 'coin',
): void {
  ctx.strokeStyle = PLOT_COLOURS.axis;
  ctx.fillStyle = PLOT_COLOURS.axis;
  ctx.lineWidth = 1;
  ctx.font = '11px ui-monospace, monospace';
  ctx.beginPath();
  ctx.moveTo(MARGIN.left, MARGIN.top);
  ctx.lineTo(MARGIN.left, MARGIN.top + plotHeight);
  ctx.lineTo(MARGIN.left + plotWidth, MARGIN.top + plotHeight);
  ctx.stroke();
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const g of ticks(0, top, 5)) {
    ctx.fillText(String(g), MARGIN.left - 6, yOf(g));
    ctx.globalAlpha = 0.15;
    ctx.fillRect(MARGIN.left, Math.round(yOf(g)), plotWidth, 1);
    ctx.globalAlpha = 1;
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const n of ticks(Math.ceil(view.from), Math.ceil(view.to) - 1, Math.max(2, Math.floor(plotWidth / 90)))) {
    const text = n.toLocaleString('en');
    const width = MARGIN.left + plotWidth + MARGIN.right;
    ctx.fillText(text, tickLabelX(xOf(n + 0.5), ctx.measureText(text).width, width), MARGIN.top + plotHeight + 10);
  }
  ctx.fillText(unit === 'coin' ? 'coin n' : 'heap size n', MARGIN.left + plotWidth / 2, MARGIN.top + plotHeight + 25);
  ctx.save();
  ctx.translate(12, MARGIN.top + plotHeight / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.fillText('G(n)', 0, -6);
  ctx.restore();
}

/**
 * Where a label centred under its tick is drawn so it stays whole inside a canvas `canvasWidth`
 * wide: the last tick's label of a long sequence ("1,000,000") would otherwise run off the right
 * edge and be clipped ("1,000,00").
 */
export function tickLabelX(x: number, textWidth: number, canvasWidth: number): number {
  const half = textWidth / 2;
  return Math.max(half + 1, Math.min(x, canvasWidth - half - 1));
}

function drawDots(
  ctx: CanvasRenderingContext2D,
  values: Int32Array,
  view: View,
  xOf: (n: number) => number,
  yOf: (g: number) => number,
  firstShown: number,
): void {
  const first = Math.max(firstShown, Math.ceil(view.from));
  const last = Math.min(values.length, Math.ceil(view.to));
  const spacing = xOf(first + 1) - xOf(first);
  // Joining lines help only while neighbours are apart; closer, they would hide the dots.
  if (spacing >= 4) {
    ctx.strokeStyle = PLOT_COLOURS.line;
    ctx.lineWidth = 0.7;
    ctx.beginPath();
    for (let n = first; n < last; n++) (n === first ? ctx.moveTo : ctx.lineTo).call(ctx, xOf(n + 0.5), yOf(values[n]));
    ctx.stroke();
  }
  const r = spacing >= 6 ? 2.5 : spacing >= 2 ? 1.5 : 1;
  for (let n = first; n < last; n++) {
    ctx.fillStyle = values[n] === 0 ? PLOT_COLOURS.p : PLOT_COLOURS.value;
    ctx.beginPath();
    ctx.arc(xOf(n + 0.5), yOf(values[n]), r, 0, 2 * Math.PI);
    ctx.fill();
  }
}

function drawBars(ctx: CanvasRenderingContext2D, columns: Columns, yOf: (g: number) => number): void {
  ctx.fillStyle = PLOT_COLOURS.value;
  const { present, top } = columns;
  if (present) {
    // Small values: a mark for each value that occurs in the column, so the rows of values show.
    const stride = top + 1;
    for (let c = 0; c < columns.min.length; c++) {
      for (let v = 1; v <= top; v++) if (present[c * stride + v]) ctx.fillRect(MARGIN.left + c, Math.round(yOf(v)) - 1, 1, 3);
    }
  } else
    for (let c = 0; c < columns.min.length; c++) {
      if (columns.empty[c]) continue;
      const top = Math.floor(yOf(columns.max[c]));
      const bottom = Math.ceil(yOf(columns.min[c]));
      ctx.fillRect(MARGIN.left + c, top - 1, 1, Math.max(2, bottom - top + 1));
    }
  ctx.fillStyle = PLOT_COLOURS.p;
  for (let c = 0; c < columns.min.length; c++) if (columns.hasP[c]) ctx.fillRect(MARGIN.left + c, Math.floor(yOf(0)) - 1, 1, 3);
}
