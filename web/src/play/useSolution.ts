import { useEffect, useState } from 'react';
import { PlaySolver, type Playable, type PlaySolution, type PlayValue } from '../library';

/**
 * A start with more moves than this is not solved whole (remoteness stays unknown): exploring even
 * one of its positions takes long, and the search limit in solvePlay is reached within a few.
 */
const SOLVE_START_MOVE_LIMIT = 2000;
/** Moves explored per step of the solver between two yields to the page. */
const SOLVE_STEP = 2500;

export type SolveState = 'working' | 'solved' | 'too-large';

/** The whole game solved in steps between frames (remoteness of every position), or null while working or when too large. */
export function useSolution(
  playable: Playable<unknown>,
  start: unknown,
  misere: boolean,
): { solution: PlaySolution<unknown> | null; state: SolveState } {
  const [result, setResult] = useState<{ solution: PlaySolution<unknown> | null; state: SolveState }>({ solution: null, state: 'working' });
  useEffect(() => {
    if (playable.moves(start, misere).length > SOLVE_START_MOVE_LIMIT) {
      setResult({ solution: null, state: 'too-large' });
      return;
    }
    const solver = new PlaySolver(playable, start, misere);
    let timer = 0;
    const step = () => {
      const state = solver.advance(SOLVE_STEP);
      if (state === 'working') timer = window.setTimeout(step, 0);
      else setResult({ solution: solver.solution, state });
    };
    step();
    return () => clearTimeout(timer);
  }, [playable, start, misere]);
  return result;
}

/** Whether a move from `from` to `to` gave away a win (or turned a draw into a loss): the value history marks it a mistake. */
export function throwsAwayWin(valueOf: (p: unknown) => PlayValue, from: unknown, to: unknown): boolean {
  const before = valueOf(from).result;
  const after = valueOf(to).result;
  return (before === 'win' && after !== 'lose') || (before === 'draw' && after === 'win');
}

/** Win / lose / draw with remoteness from the solution, or win / lose alone from the fast solver while it is not known. */
export function valueFunction(
  playable: Playable<unknown>,
  misere: boolean,
  solution: PlaySolution<unknown> | null,
): (p: unknown) => PlayValue {
  if (solution) return (p) => solution.valueOf(p);
  return (p) => ({ result: playable.toMoveWins(p, misere) ? 'win' : 'lose', remoteness: -1 });
}
