import { NimlabError } from '../engine/core/errors.js';

/**
 * An input beyond the reach of a problem's brute force (exhaustive search over the real game):
 * a user's request, refused with its numbers, not a bug. The fast solver has no such limit.
 */
export class BruteForceLimitError extends NimlabError {
  override name = 'BruteForceLimitError';

  constructor(
    readonly problem: string,
    /** What the brute force handles, e.g. "boxes within 0..3". */
    readonly handles: string,
    /** What this input has, e.g. "a box up to 6". */
    readonly got: string,
  ) {
    super(`${problem}: the brute force handles ${handles} only; this input has ${got}`);
  }
}
