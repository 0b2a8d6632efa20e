import { Dyadic } from '../numbers/dyadic.js';

/**
 * A continuous piecewise-linear function of the temperature t on [−1, ∞) with integer slopes and
 * dyadic corners: one wall of a thermograph (Siegel, *Combinatorial Game Theory* (2013),
 * ch. II.5; *Winning Ways* vol. 1 ch. 6; CGSuite's `Trajectory`). `corners` ascend from −1;
 * `slopes[i]` holds from corners[i] to the next corner (the last one to infinity). Immutable.
 */
export class Trajectory {
  private constructor(
    readonly corners: readonly Dyadic[],
    readonly values: readonly Dyadic[],
    readonly slopes: readonly number[],
  ) {}

  static readonly START = Dyadic.MINUS_ONE;

  static constant(value: Dyadic): Trajectory {
    return new Trajectory([Trajectory.START], [value], [0]);
  }

  valueAt(t: Dyadic): Dyadic {
    let i = this.corners.length - 1;
    while (i > 0 && t.lessThan(this.corners[i])) i -= 1;
    return this.values[i].add(t.subtract(this.corners[i]).times(this.slopes[i]));
  }

  /** The slope just above t. */
  slopeAt(t: Dyadic): number {
    let i = this.corners.length - 1;
    while (i > 0 && t.lessThan(this.corners[i])) i -= 1;
    return this.slopes[i];
  }

  /** This plus k·t. */
  tilt(k: number): Trajectory {
    return new Trajectory(
      this.corners,
      this.values.map((v, i) => v.add(this.corners[i].times(k))),
      this.slopes.map((s) => s + k),
    );
  }

  max(other: Trajectory): Trajectory {
    return Trajectory.pick(this, other, 1);
  }

  min(other: Trajectory): Trajectory {
    return Trajectory.pick(this, other, -1);
  }

  /** Up to t = top as it is, then the constant value at top (the mast of a thermograph). */
  mastAt(top: Dyadic): Trajectory {
    const value = this.valueAt(top);
    const corners: Dyadic[] = [];
    const values: Dyadic[] = [];
    const slopes: number[] = [];
    for (let i = 0; i < this.corners.length && this.corners[i].lessThan(top); i += 1) {
      corners.push(this.corners[i]);
      values.push(this.values[i]);
      slopes.push(this.slopes[i]);
    }
    corners.push(top);
    values.push(value);
    slopes.push(0);
    return Trajectory.simplified(corners, values, slopes);
  }

  /** The least t ≥ −1 where this ≤ other, for this − other non-increasing (left wall vs right). */
  firstMeeting(other: Trajectory): Dyadic | undefined {
    const points = Trajectory.mergedCorners(this, other);
    for (let i = 0; i < points.length; i += 1) {
      const t = points[i];
      const gap = this.valueAt(t).subtract(other.valueAt(t));
      if (gap.sign() <= 0) return t;
      const slope = this.slopeAt(t) - other.slopeAt(t);
      const next = points[i + 1];
      if (slope >= 0) continue;
      const meeting = t.add(divideBySmall(gap, -slope));
      if (next === undefined || !next.lessThan(meeting)) return meeting;
    }
    return undefined;
  }

  /** CGSuite's form: the corners above −1 descending, the slopes from the top down. */
  criticalTemperatures(): Dyadic[] {
    return this.corners.slice(1).reverse();
  }

  slopesFromTop(): number[] {
    return [...this.slopes].reverse();
  }

  /** The value where the trajectory ends at the top (its mast). */
  topValue(): Dyadic {
    return this.values[this.values.length - 1];
  }

  private static pick(f: Trajectory, g: Trajectory, sign: 1 | -1): Trajectory {
    const points = Trajectory.mergedCorners(f, g);
    const withMeetings: Dyadic[] = [];
    for (let i = 0; i < points.length; i += 1) {
      const t = points[i];
      withMeetings.push(t);
      const gap = f.valueAt(t).subtract(g.valueAt(t));
      const slope = f.slopeAt(t) - g.slopeAt(t);
      if (gap.isZero() || slope === 0 || gap.sign() === Math.sign(slope)) continue;
      const meeting = t.add(divideBySmall(gap.negate(), slope));
      const next = points[i + 1];
      if (next === undefined || meeting.lessThan(next)) withMeetings.push(meeting);
    }
    const values: Dyadic[] = [];
    const slopes: number[] = [];
    for (const t of withMeetings) {
      const a = f.valueAt(t);
      const b = g.valueAt(t);
      const order = a.compare(b) * sign;
      const chosen = order > 0 ? f : order < 0 ? g : sign * (f.slopeAt(t) - g.slopeAt(t)) >= 0 ? f : g;
      values.push(chosen === f ? a : b);
      slopes.push(chosen.slopeAt(t));
    }
    return Trajectory.simplified(withMeetings, values, slopes);
  }

  private static mergedCorners(f: Trajectory, g: Trajectory): Dyadic[] {
    const all = [...f.corners, ...g.corners].sort((a, b) => a.compare(b));
    return all.filter((t, i) => i === 0 || !t.equals(all[i - 1]));
  }

  /** Drops corners where the slope does not change. */
  private static simplified(corners: Dyadic[], values: Dyadic[], slopes: number[]): Trajectory {
    const keep = corners.map((_, i) => i === 0 || slopes[i] !== slopes[i - 1]);
    return new Trajectory(
      corners.filter((_, i) => keep[i]),
      values.filter((_, i) => keep[i]),
      slopes.filter((_, i) => keep[i]),
    );
  }
}

/** d / k for a small k that is a power of two (wall slopes differ by 1 or 2, so it always is). */
function divideBySmall(d: Dyadic, k: number): Dyadic {
  if (k < 0) return divideBySmall(d.negate(), -k);
  let shift = 0;
  let rest = k;
  while (rest % 2 === 0) {
    rest /= 2;
    shift += 1;
  }
  if (rest !== 1) throw new Error(`thermograph walls met with slope difference ${k}`);
  return d.shift(shift);
}
