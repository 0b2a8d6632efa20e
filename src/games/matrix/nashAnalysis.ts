import { NimlabError } from '../../engine/core/errors.js';
import {
  bimatrixOf,
  checkEquilibrium,
  iteratedStrictDominance,
  isZeroSum,
  floatGuidedLemkeHowson,
  lemkeHowson,
  maximalConvexSets,
  profileKey,
  pureEquilibria,
  Rational,
  saddlePoints,
  solveZeroSum,
  supportEnumeration,
  vertexEnumeration,
  zeroSumFromFloatLp,
  type DominanceResult,
  type FloatLpSolver,
  type Equilibrium,
  type PayoffTable,
  type SolveControl,
} from '../../engine/matrix/index.js';

/** How the equilibria are found (`pure`: pure equilibria only, the one method for n players). */
export type NashMethod = 'support' | 'vertex' | 'lemke' | 'lp' | 'pure';

export const NASH_METHODS: readonly NashMethod[] = ['support', 'vertex', 'lemke', 'lp', 'pure'];

/** What `solveNash` found, as plain data the CLI and the playground render. */
export interface NashReport {
  readonly players: number;
  readonly zeroSum: boolean;
  /** The value of a two-player zero-sum game, from the exact simplex. */
  readonly value?: Rational;
  /** Which path found the value: the exact simplex, or HiGHS's basis made exact and verified. */
  readonly valuePath?: ValuePath;
  /** The saddle points of a two-player zero-sum game ([row, column], from 0). */
  readonly saddlePoints?: [number, number][];
  readonly dominance: DominanceResult;
  readonly method: NashMethod;
  /** Every one checked against the definition (`checkEquilibrium`) before it is reported. */
  readonly equilibria: Equilibrium[];
  /**
   * What the list is: 'all' (every equilibrium), 'extreme' (every extreme equilibrium of a game whose
   * set of equilibria is not finite), 'all if nondegenerate' (support enumeration), 'some' (Lemke–
   * Howson, the LP), 'pure' (every pure equilibrium).
   */
  readonly coverage: 'all' | 'extreme' | 'all if nondegenerate' | 'some' | 'pure';
  /** Vertex enumeration saw a degenerate vertex. */
  readonly degenerate?: boolean;
  /**
   * Vertex enumeration: the maximal convex sets of equilibria, each as the indices (from 0) of the
   * extreme equilibria in `equilibria` whose convex hull, row strategies times column strategies,
   * is all equilibria (one set per equilibrium when the set is finite).
   */
  readonly convexSets?: number[][];
  /** For Lemke–Howson: how each equilibrium was computed (floating pivots are tried first on games of 400 cells or more). */
  readonly lemkePath?: LemkePath;
  /** For Lemke–Howson: the starting labels (from 0) that reached each equilibrium. */
  readonly labels?: number[][];
}

export type LemkePath = 'exact pivoting' | 'floating pivots, solved exactly on their supports and checked';

/** Games with at least this many cells try Lemke–Howson in floating point first. */
export const FLOAT_LEMKE_FROM_CELLS = 400;

export type ValuePath = 'exact simplex' | 'HiGHS, made exact and verified';

/** Zero-sum games with at least this many cells go to the floating LP first, when one is given. */
export const FLOAT_LP_FROM_CELLS = 60 * 60;

export interface NashOptions {
  /**
   * A floating LP solver (HiGHS) for large zero-sum games: its basis is made exact and verified,
   * and the exact simplex answers when it cannot be.
   */
  readonly floatLp?: FloatLpSolver;
  /** Default: vertex enumeration for two players (with the LP's value first when zero-sum), pure for more. */
  readonly method?: NashMethod;
  /** Lemke–Howson from this one label (0 … m+n-1) instead of every label. */
  readonly label?: number;
  readonly control?: SolveControl;
}

/** Which `method` needs, said without CLI words; the CLI maps it to its own. */
export class NashMethodError extends NimlabError {
  override name = 'NashMethodError';
}

/**
 * The equilibria of a game without turns by the method asked for; for a two-player zero-sum game
 * also its value and saddle points; for every game the iterated removal of strictly dominated
 * strategies. Every equilibrium is checked exactly against the definition before it is returned:
 * a failure there is a bug and throws a plain Error.
 */
export function solveNash(table: PayoffTable, options: NashOptions = {}): NashReport {
  const players = table.strategyCounts.length;
  const zeroSum = isZeroSum(table);
  const method = options.method ?? (players === 2 ? 'vertex' : 'pure');
  const dominance = iteratedStrictDominance(table);
  const control = options.control ?? {};
  if (players !== 2 && method !== 'pure')
    throw new NashMethodError(`the ${method} method needs a two-player game; this one has ${players} players`);
  if (method === 'pure')
    return finish(table, { players, zeroSum, dominance, method, equilibria: pureProfiles(table, control), coverage: 'pure' });
  const game = bimatrixOf(table);
  const zeroSumFacts = zeroSum ? zeroSumParts(game.a, options.floatLp, control) : undefined;
  const base = {
    players,
    zeroSum,
    dominance,
    method,
    ...(zeroSumFacts === undefined
      ? {}
      : { value: zeroSumFacts.value, valuePath: zeroSumFacts.path, saddlePoints: zeroSumFacts.saddlePoints }),
  };
  switch (method) {
    case 'lp': {
      if (zeroSumFacts === undefined)
        throw new NashMethodError("the lp method needs a zero-sum game (every profile's payoffs adding to 0)");
      return finish(table, { ...base, equilibria: [zeroSumFacts.equilibrium], coverage: 'some' });
    }
    case 'support':
      return finish(table, { ...base, equilibria: supportEnumeration(game, control), coverage: 'all if nondegenerate' });
    case 'vertex': {
      const result = vertexEnumeration(game, control);
      return finish(table, {
        ...base,
        equilibria: result.equilibria,
        coverage: result.finite ? 'all' : 'extreme',
        degenerate: result.degenerate,
        convexSets: maximalConvexSets(result.equilibria),
      });
    }
    case 'lemke': {
      const labels = game.a.length + game.a[0].length;
      const floatFirst = game.a.length * game.a[0].length >= FLOAT_LEMKE_FROM_CELLS;
      let usedFloat = true;
      const fromLabel = (label: number) => {
        const guided = floatFirst ? floatGuidedLemkeHowson(game, label, control) : null;
        if (guided !== null) return guided;
        usedFloat = false;
        return lemkeHowson(game, label, control);
      };
      if (options.label !== undefined) {
        if (!Number.isInteger(options.label) || options.label < 0 || options.label >= labels) {
          throw new NashMethodError(`the starting label must be 0 … ${labels - 1} (a row 0 … ${game.a.length - 1}, then the columns)`);
        }
        const equilibrium = fromLabel(options.label);
        return finish(table, {
          ...base,
          equilibria: [equilibrium],
          coverage: 'some',
          labels: [[options.label]],
          lemkePath: lemkePath(floatFirst && usedFloat),
        });
      }
      const reached = new Map<string, { equilibrium: Equilibrium; labels: number[] }>();
      for (let label = 0; label < labels; label++) {
        const equilibrium = fromLabel(label);
        const key = profileKey(equilibrium.strategies);
        const entry = reached.get(key);
        if (entry === undefined) reached.set(key, { equilibrium, labels: [label] });
        else entry.labels.push(label);
      }
      const found = [...reached.values()];
      return finish(table, {
        ...base,
        equilibria: found.map((r) => r.equilibrium),
        coverage: 'some',
        labels: found.map((r) => r.labels),
        lemkePath: lemkePath(floatFirst && usedFloat),
      });
    }
  }
}

function lemkePath(float: boolean): LemkePath {
  return float ? 'floating pivots, solved exactly on their supports and checked' : 'exact pivoting';
}

function zeroSumParts(a: readonly (readonly Rational[])[], floatLp: FloatLpSolver | undefined, control: SolveControl) {
  const large = a.length * a[0].length >= FLOAT_LP_FROM_CELLS;
  const fromFloat = large && floatLp !== undefined ? zeroSumFromFloatLp(a, floatLp) : null;
  const solution = fromFloat ?? solveZeroSum(a, control);
  const path: ValuePath = fromFloat === null ? 'exact simplex' : 'HiGHS, made exact and verified';
  return {
    path,
    value: solution.value,
    saddlePoints: saddlePoints(a),
    equilibrium: { strategies: [solution.rowStrategy, solution.columnStrategy], payoffs: [solution.value, solution.value.neg()] },
  };
}

function pureProfiles(table: PayoffTable, control: SolveControl): Equilibrium[] {
  return pureEquilibria(table, control).map((choice) => ({
    strategies: table.strategyCounts.map((count, player) =>
      Array.from({ length: count }, (_, s) => (s === choice[player] ? Rational.ONE : Rational.ZERO)),
    ),
    payoffs: [],
  }));
}

/** Checks every equilibrium against the definition and fills in the payoffs it computes. */
function finish(table: PayoffTable, report: NashReport): NashReport {
  const equilibria = report.equilibria.map((e) => {
    const check = checkEquilibrium(table, e.strategies);
    if (!check.ok)
      throw new Error(`internal error: the ${report.method} method reported a profile that is no equilibrium (${check.fault})`);
    if (e.payoffs.length > 0 && e.payoffs.some((p, player) => !p.equals(check.payoffs[player]))) {
      throw new Error(
        `internal error: the ${report.method} method reported payoffs ${e.payoffs.join(', ')}, the definition gives ${check.payoffs.join(', ')}`,
      );
    }
    return { strategies: e.strategies, payoffs: check.payoffs };
  });
  return { ...report, equilibria };
}
