/**
 * When touch strips get too close to tell apart. An edge's touch strip is TOUCH_PX wide on screen;
 * a touch anywhere within TOUCH_PX / 2 of the middle of an edge must land on that edge's strip and
 * no other's, which holds when every other offered edge is at least TOUCH_PX from that middle. On
 * a board too dense for that at the scale it is drawn (a big graph on a phone), touches choose and
 * a confirm button plays (the brief's "confirm step on dense boards").
 */
export const TOUCH_PX = 44;

export type Point = readonly [number, number];

/** The distance from p to the segment a–b. */
function toSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy;
  const s = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - a[0] - s * dx, p[1] - a[1] - s * dy);
}

/** The distance from p to a polyline. */
export function toPolyline(p: Point, line: readonly Point[]): number {
  if (line.length === 1) return Math.hypot(p[0] - line[0][0], p[1] - line[0][1]);
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, toSegment(p, line[i - 1], line[i]));
  return best;
}

/**
 * The least distance (drawing units) from the middle of an offered edge to any other offered
 * edge; Infinity with fewer than two. `lines[e]` samples edge e's drawn path, `mids[e]` is its middle.
 */
export function edgeClearance(mids: readonly Point[], lines: readonly (readonly Point[])[], offered: readonly boolean[]): number {
  let best = Infinity;
  for (let e = 0; e < mids.length; e++) {
    if (!offered[e]) continue;
    for (let f = 0; f < lines.length; f++) if (f !== e && offered[f]) best = Math.min(best, toPolyline(mids[e], lines[f]));
  }
  return best;
}

/** Whether touches need a confirm step: the clearance, drawn at `pixelsPerUnit`, is under TOUCH_PX. */
export function needsConfirm(clearance: number, pixelsPerUnit: number): boolean {
  return clearance * pixelsPerUnit < TOUCH_PX;
}

/**
 * The touch strip's width on screen: TOUCH_PX, or on a dense board the clearance as drawn, so a
 * touch at the middle of an edge is never taken by a neighbour's strip (the confirm step then
 * shows which edge was touched).
 */
export function stripWidth(clearance: number, pixelsPerUnit: number): number {
  return Math.max(6, Math.min(TOUCH_PX, clearance * pixelsPerUnit));
}
