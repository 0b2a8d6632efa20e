import type { InputReader } from './input.js';
import type { Random } from './random.js';

/** How large a generated input is: small enough for brute force, or at the problem's limits. */
export type InputSize = 'small' | 'max';

/**
 * A contest problem as nimlab keeps it: the exact judge I/O, a fast solver, a brute-force solver
 * built on the engine's model of the game (the definition, no formula), and a random input
 * generator. Tests hold `solve` and `brute` equal on many small generated inputs. Its id and
 * title are registered once, in `catalog.ts`; the folder `src/problems/<id>/` holds the rest.
 */
export interface Problem {
  /** Fast solver: reads the whole judge input, returns the whole output (lines joined by \n). */
  solve(input: InputReader): string;
  /** Exhaustive search over the real game via the engine; only for small inputs. */
  brute(input: InputReader): string;
  /** A random valid input, as judge text. */
  generate(random: Random, size: InputSize): string;
}

/** A problem with the id and title its catalog entry gives it. */
export interface NamedProblem extends Problem {
  id: string;
  title: string;
}
