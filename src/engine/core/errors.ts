/**
 * Errors a user can cause (bad input, a game that breaks a solver's assumptions). The CLI prints
 * their message as one line and exits with code 2; anything else is a bug and keeps its stack.
 */
export class NimlabError extends Error {
  override name = 'NimlabError';
}

/** The game's move graph revisits a position, so acyclic solvers do not apply. */
export class CycleError extends NimlabError {
  override name = 'CycleError';
}

/**
 * The one wording of a cycle found by an acyclic solver: which position repeats, that the game has
 * cycles, and what to use instead. `method` names what does not apply (e.g. "Grundy values by plain
 * recursion"), when the solver wants to say it.
 */
export function cycleError(position: string, method?: string): CycleError {
  const why = method === undefined ? '' : `, so ${method} do not apply`;
  return new CycleError(`position ${position} can be reached from itself: the game has cycles${why} (use retrograde analysis)`);
}
