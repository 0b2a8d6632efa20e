import { NimlabError } from '../core/errors.js';

/**
 * A misère outcome search needed more new positions than its limit allows. The message says it in
 * plain words with the number; a front end (CLI, playground) says what to do instead.
 */
export class MisereSearchLimitError extends NimlabError {
  override name = 'MisereSearchLimitError';

  constructor(
    /** Most positions one question may explore (those already known are free). */
    readonly stateLimit: number,
  ) {
    super(`misère play of this position needs more than ${stateLimit} positions searched`);
  }
}
