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
