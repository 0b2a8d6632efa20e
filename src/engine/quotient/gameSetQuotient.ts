import { evaluateAcyclic } from '../core/acyclic.js';
import { NimlabError } from '../core/errors.js';
import { componentsOf, formatPosition, type Game, type Key } from '../core/game.js';
import { GrowingQuotient } from './growingQuotient.js';
import {
  DEFAULT_QUOTIENT_LIMITS,
  quotientElement,
  type GeneratorSystem,
  type MisereQuotient,
  type QuotientLimits,
} from './misereQuotient.js';
import { stepStopReason } from './steps/misereQuotientRecalibration.js';
import { QuotientLimitError } from './quotientLimitError.js';

/** Most positions in the closure a quotient is built over (each one is a generator). */
export const MAX_CLOSURE_POSITIONS = 20_000;

/**
 * The misère quotient of a set of games (Plambeck, "Taming the wild in impartial combinatorial
 * games", Integers 5 (2005); Plambeck & Siegel, J. Combin. Theory Ser. A 115 (2008)): the closure
 * of the start positions (every position reachable from them, an option written as a sum giving
 * each of its components), and the quotient of the monoid of all sums of those positions.
 */
export interface GameSetQuotient<P> {
  /** The quotient of the positions done so far (all of them unless `stopped`). */
  quotient: MisereQuotient;
  /** The closure, options before the positions they come from: position i is generator i. */
  positions: readonly P[];
  /** How many positions the quotient covers: 0..covered−1. */
  covered: number;
  /** Each start position's element (a sum of its components), or null when it is not covered. */
  startElements: (number | null)[];
  /** Set when a limit ended the growth before the whole closure: the limit, in one line. */
  stopped: string | null;
  /** The limit that ended the growth, as a typed error (an interruption: limit 'interrupted'). */
  limit?: QuotientLimitError;
  /** The system the quotient is of (names are the positions as the game formats them). */
  system: GeneratorSystem;
}

export interface GameSetQuotientOptions {
  limits?: QuotientLimits;
  timeLimitMs?: number;
  maxPositions?: number;
  /** After each position added: positions covered, the closure's size, the quotient's order. */
  onProgress?: (covered: number, closure: number, order: number) => void;
  /** Asked between positions: true stops the growth there (Ctrl-C), the quotient reached returned. */
  interrupted?: () => boolean;
}

/**
 * The quotient of the closure of `starts` (each start a sum, given by its components). The closure
 * is found with an explicit stack (a cycle is a CycleError naming a position on it); positions are
 * then added one at a time in that order (GrowingQuotient), each step proved exactly. A limit met
 * while growing returns the quotient reached with the reason; past the time limit or the closure
 * limit while exploring, a QuotientLimitError or NimlabError is thrown (nothing to show yet); an
 * interruption then is a QuotientLimitError 'interrupted' whose value is the positions found.
 */
export function gameSetQuotient<P>(
  game: Game<P>,
  starts: readonly (readonly P[])[],
  options: GameSetQuotientOptions = {},
): GameSetQuotient<P> {
  const started = Date.now();
  const timeLimitMs = options.timeLimitMs ?? Infinity;
  const at = started + timeLimitMs;
  const interrupted = options.interrupted ?? (() => false);
  // The outcome search checks the deadline often, so an interruption is made to look like it has
  // passed: a long step stops within it, and the catch below tells the two apart.
  const deadline =
    Number.isFinite(timeLimitMs) || options.interrupted
      ? {
          get at() {
            return interrupted() ? 0 : at;
          },
          timeLimitMs,
        }
      : null;
  const { positions, generatorOptions, index } = closure(game, starts, options.maxPositions ?? MAX_CLOSURE_POSITIONS, (found) => {
    if (interrupted()) throw new QuotientLimitError('interrupted', found);
    if (Date.now() > at) throw new QuotientLimitError('time', timeLimitMs);
  });
  const system: GeneratorSystem = {
    options: (g) => generatorOptions[g],
    name: (g) => formatPosition(game, positions[g]),
  };
  const growth = new GrowingQuotient(system, options.limits ?? DEFAULT_QUOTIENT_LIMITS, deadline);
  const result = (stopped: string | null, limit?: QuotientLimitError): GameSetQuotient<P> => {
    const q = growth.quotient;
    const startElements = starts.map((start) => {
      const generators = start.map((p) => index.get(game.key(p))!);
      return generators.every((g) => g < q.count)
        ? quotientElement(
            q,
            generators.filter((g) => growth.outcomes.isLive(g)),
          )
        : null;
    });
    return { quotient: q, positions, covered: q.count, startElements, stopped, limit, system };
  };
  for (let g = 0; g < positions.length; g++) {
    try {
      if (g > 0 && deadline !== null && Date.now() >= deadline.at) throw new QuotientLimitError('time', timeLimitMs);
      growth.addUpTo(g + 1);
    } catch (error) {
      if (!(error instanceof QuotientLimitError)) throw error;
      if (error.limit === 'time' && interrupted())
        return result(`interrupted after ${g} of ${positions.length} positions`, stopRequested());
      return result(
        `stopped after ${g} of ${positions.length} positions: ${stepStopReason(error, growth.recalibrationGaveUp, growth.recalibration)}`,
        error,
      );
    }
    options.onProgress?.(g + 1, positions.length, growth.quotient.order);
    if (g + 1 < positions.length && interrupted())
      return result(`interrupted after ${g + 1} of ${positions.length} positions`, stopRequested());
  }
  return result(null);
}

/** Every position reachable from the starts, each after its options' components (post-order). */
function closure<P>(
  game: Game<P>,
  starts: readonly (readonly P[])[],
  maxPositions: number,
  checkTime: (found: number) => void,
): { positions: P[]; generatorOptions: number[][][]; index: Map<Key, number> } {
  const positions: P[] = [];
  const generatorOptions: number[][][] = [];
  const index = new Map<Key, number>();
  const optionsOf = new Map<Key, P[][]>();
  let asked = 0;
  const spec = {
    key: (p: P) => game.key(p),
    // Counted when a position's moves are asked, so a game that never ends (n → n + 1 → …) meets
    // the limit on its way down, before any position is finished.
    dependencies: (p: P) => {
      if (++asked > maxPositions)
        throw new NimlabError(`the closure of the start positions has more than ${maxPositions} positions (does every line of play end?)`);
      if ((asked & 255) === 0) checkTime(asked);
      const options = [...game.moves(p)].map((o) => [...componentsOf(o)]);
      optionsOf.set(game.key(p), options);
      return options.flat();
    },
    combine: (p: P) => {
      const key = game.key(p);
      const options = optionsOf.get(key)!;
      optionsOf.delete(key);
      generatorOptions.push(options.map((o) => o.map((c) => index.get(game.key(c))!).sort((a, b) => a - b)));
      index.set(key, positions.length);
      positions.push(p);
      return positions.length - 1;
    },
    describe: (p: P) => formatPosition(game, p),
  };
  const memo = new Map<Key, number>();
  for (const start of starts) for (const p of start) evaluateAcyclic(p, spec, memo);
  return { positions, generatorOptions, index };
}

/** The limit of a growth stopped on its caller's request. */
function stopRequested(): QuotientLimitError {
  return new QuotientLimitError('interrupted', 0);
}
