/**
 * Values of the generalized Sprague–Grundy function γ and Smith's rule for sums of impartial games
 * with cycles. A value is a finite nimber, or ∞(K) where K holds the finite values among the
 * position's options. Under normal play: γ = 0 is a P-position, a finite γ > 0 an N-position,
 * ∞(K) an N-position when 0 ∈ K and a draw otherwise. For a sum, γ(G + H) = γ(G) ⊕ γ(H) when both
 * are finite, ∞(K ⊕ y) when γ(G) = ∞(K) and γ(H) = y is finite, and ∞(∅) when both are infinite.
 */

/** γ = ∞(K): the finite values among the options, ascending and distinct. */
export interface InfiniteValue {
  readonly finiteOptions: readonly number[];
}

/** A value of the generalized Sprague–Grundy function: a finite number or ∞(K). */
export type LoopyGrundyValue = number | InfiniteValue;

/** Outcome with draws: N = the player to move wins, P = the other player wins, D = neither can force a win. */
export type LoopyOutcome = 'N' | 'P' | 'D';

export function isInfinite(value: LoopyGrundyValue): value is InfiniteValue {
  return typeof value !== 'number';
}

/** ∞(K) written as in the literature: `∞(0,2)`, and `∞(∅)` when no option has a finite value. */
export function formatLoopyGrundy(value: LoopyGrundyValue): string {
  if (!isInfinite(value)) return String(value);
  return `∞(${value.finiteOptions.length === 0 ? '∅' : value.finiteOptions.join(',')})`;
}

/** The outcome of a single position from its value (Smith). */
export function loopyOutcome(value: LoopyGrundyValue): LoopyOutcome {
  if (!isInfinite(value)) return value === 0 ? 'P' : 'N';
  return value.finiteOptions.includes(0) ? 'N' : 'D';
}

/** γ of a disjunctive sum from the components' values (Smith's sum theorem). */
export function loopySumValue(values: readonly LoopyGrundyValue[]): LoopyGrundyValue {
  let xor = 0;
  let infinite: InfiniteValue | null = null;
  let infiniteCount = 0;
  for (const value of values) {
    if (isInfinite(value)) {
      infinite = value;
      infiniteCount++;
    } else {
      xor ^= value;
    }
  }
  if (infiniteCount === 0) return xor;
  if (infiniteCount > 1) return { finiteOptions: [] };
  return { finiteOptions: infinite!.finiteOptions.map((k) => k ^ xor).sort((a, b) => a - b) };
}

/**
 * Outcome of a sum: with every component finite, P iff the XOR is 0; with exactly one component
 * ∞(K), N iff the XOR of the others lies in K, else a draw; with two or more infinite, a draw.
 */
export function loopySumOutcome(values: readonly LoopyGrundyValue[]): LoopyOutcome {
  return loopyOutcome(loopySumValue(values));
}

/** One component of a sum, with its value and the values of its options. */
export interface SumComponent<T> {
  value: LoopyGrundyValue;
  options: Iterable<{ to: T; value: LoopyGrundyValue }>;
}

/**
 * Every move of a sum that leaves the opponent a P-position, i.e. a sum of value 0: a move in
 * component c to an option of finite value equal to the XOR of the other components, allowed only
 * when all of those are finite. (With one ∞ component, the winning moves are all inside it.)
 */
export function loopySumWinningMoves<T>(components: readonly SumComponent<T>[]): { component: number; to: T }[] {
  let xor = 0;
  let infiniteCount = 0;
  for (const { value } of components) {
    if (isInfinite(value)) infiniteCount++;
    else xor ^= value;
  }
  const moves: { component: number; to: T }[] = [];
  components.forEach(({ value, options }, component) => {
    const infiniteOthers = infiniteCount - (isInfinite(value) ? 1 : 0);
    if (infiniteOthers > 0) return;
    const othersXor = isInfinite(value) ? xor : xor ^ value;
    for (const option of options) if (option.value === othersXor) moves.push({ component, to: option.to });
  });
  return moves;
}
