import { Dyadic, type Thermograph, type Trajectory } from '../library';

/**
 * A thermograph laid out for drawing, the way *Winning Ways* (vol. 1 ch. 6, "Thermographs") and
 * Berlekamp draw it and CGSuite plots it: temperature t up the page from t = −1, values along the
 * bottom with the x-axis reversed — larger values (Left's) to the LEFT — so the Left wall stands on
 * the left and the Right wall on the right (Siegel, *Combinatorial Game Theory* (2013), ch. II.5,
 * draws the same way). Every corner keeps its exact dyadic value and temperature; only the pixel
 * places are floating point, and every label is the exact dyadic as CGSuite prints it (`-1/2`, `9/4`).
 */
export interface WallPoint {
  readonly value: Dyadic;
  readonly t: Dyadic;
  readonly x: number;
  readonly y: number;
}

export interface Tick {
  /** The exact value or temperature. */
  readonly at: Dyadic;
  /** Its place along the axis (x for values, y for temperatures). */
  readonly place: number;
  readonly label: string;
  /** Value labels too close to the previous one drop a line so none overlaps. */
  readonly row: number;
}

export interface ThermographDrawing {
  readonly width: number;
  readonly height: number;
  /** Corners of each wall from t = −1 up to the top of the drawing (the last two are the mast). */
  readonly leftWall: readonly WallPoint[];
  readonly rightWall: readonly WallPoint[];
  /** Where the walls meet: the mean at the temperature. */
  readonly mastFoot: WallPoint;
  readonly valueTicks: readonly Tick[];
  readonly temperatureTicks: readonly Tick[];
  /** y of the value axis (t = −1) and of the line t = 0. */
  readonly baseY: number;
  readonly zeroY: number;
  /** x of the temperature axis (at the drawing's right edge). */
  readonly axisX: number;
}

const PLOT = 240;
const MARGIN = { left: 24, right: 56, top: 16, bottom: 52 };
const LABEL_GAP = 34;
/** Room for the axis legend under a narrow thermograph (a number's is a bare mast). */
const MIN_PLOT_WIDTH = 170;

function toNumber(d: Dyadic): number {
  return Number(d.numerator) / 2 ** d.exponent;
}

function distinct(values: Dyadic[]): Dyadic[] {
  const sorted = [...values].sort((a, b) => a.compare(b));
  return sorted.filter((v, i) => i === 0 || !v.equals(sorted[i - 1]));
}

/** The drawing of `graph`: one scale for both axes, so a wall's slope of ±1 is drawn at 45°. */
export function drawThermograph(graph: Thermograph): ThermographDrawing {
  const walls = [graph.leftWall, graph.rightWall];
  const start = walls[0].corners[0];
  // The mast shows above the temperature: half a degree above it, and at least up to t = 1.
  const top = graph.temperature.add(Dyadic.of(1n, 1)).max(Dyadic.ONE);
  const corners = walls.flatMap((wall) => wall.corners.filter((c) => !top.lessThan(c)));
  // Labelled values: each wall's own corners, and the stops (the walls at t = 0).
  const values = distinct(walls.flatMap((wall) => [...wall.corners, Dyadic.ZERO].map((t) => wall.valueAt(t))));
  const [low, high] = [values[0], values[values.length - 1]];
  const span = Math.max(toNumber(high.subtract(low)), toNumber(top.subtract(start)), 1);
  const scale = PLOT / span;
  const plotWidth = toNumber(high.subtract(low)) * scale;
  const width = MARGIN.left + Math.max(plotWidth, MIN_PLOT_WIDTH) + MARGIN.right;
  const height = MARGIN.top + toNumber(top.subtract(start)) * scale + MARGIN.bottom;
  const x0 = MARGIN.left + (Math.max(plotWidth, MIN_PLOT_WIDTH) - plotWidth) / 2;
  // Reversed axis: the largest value at the left edge.
  const xOf = (v: Dyadic) => x0 + toNumber(high.subtract(v)) * scale;
  const yOf = (t: Dyadic) => MARGIN.top + toNumber(top.subtract(t)) * scale;
  const point = (wall: Trajectory, t: Dyadic): WallPoint => {
    const value = wall.valueAt(t);
    return { value, t, x: xOf(value), y: yOf(t) };
  };
  const wallPoints = (wall: Trajectory) => [...wall.corners.filter((c) => c.lessThan(top)).map((c) => point(wall, c)), point(wall, top)];
  const temperatures = distinct([start, Dyadic.ZERO, graph.temperature, ...corners]);
  return {
    width,
    height,
    leftWall: wallPoints(graph.leftWall),
    rightWall: wallPoints(graph.rightWall),
    mastFoot: point(graph.leftWall, graph.temperature),
    valueTicks: staggered(values.map((v) => ({ at: v, place: xOf(v), label: v.toString(), row: 0 }))),
    temperatureTicks: temperatures.map((t) => ({ at: t, place: yOf(t), label: t.toString(), row: 0 })),
    baseY: yOf(start),
    zeroY: yOf(Dyadic.ZERO),
    axisX: width - MARGIN.right + 8,
  };
}

/** Value labels from right to left, each dropped a row when it would touch the one before it on its row. */
function staggered(ticks: Tick[]): Tick[] {
  const lastOnRow: number[] = [];
  return ticks.map((tick) => {
    let row = 0;
    while (lastOnRow[row] !== undefined && Math.abs(lastOnRow[row] - tick.place) < LABEL_GAP) row += 1;
    lastOnRow[row] = tick.place;
    return { ...tick, row };
  });
}

/** The thermograph in words for screen readers: mean, temperature, and the corners of each wall. */
export function describeThermograph(label: string, graph: Thermograph): string {
  const wall = (name: string, w: Trajectory) => {
    const corners = w.corners.slice(1).filter((c) => c.lessThan(graph.temperature));
    const bends = corners.map((c) => `bends at temperature ${c} (value ${w.valueAt(c)})`);
    return `${name} wall starts at value ${w.valueAt(w.corners[0])} at temperature ${w.corners[0]}${bends.length ? `, ${bends.join(', ')}` : ''}`;
  };
  const mast = `mean ${graph.mean}, temperature ${graph.temperature}`;
  return `Thermograph of ${label}: ${mast}. ${wall('Left', graph.leftWall)}; ${wall('Right', graph.rightWall)}; the walls meet at value ${graph.mean} at temperature ${graph.temperature} and go up as the mast. CGSuite: ${graph.toString()}.`;
}
