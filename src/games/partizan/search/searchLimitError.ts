import { NimlabError } from '../../../engine/core/errors.js';

/** What stopped an outcome search: its time limit, or the caller asking it to stop. */
export type SearchLimit = 'time' | 'interrupted';

/**
 * An outcome search met a limit before it decided the position: which limit, its value (the time
 * limit in ms, 0 for a stop), and how far the search got (the positions it visited). The message
 * says it in plain words; a front end names its own way to raise the limit.
 */
export class SearchLimitError extends NimlabError {
  override name = 'SearchLimitError';

  constructor(
    readonly limit: SearchLimit,
    readonly value: number,
    readonly nodes: number,
  ) {
    super(
      limit === 'time'
        ? `the time limit of ${value / 1000} s was reached after ${nodes.toLocaleString('en-US')} positions searched`
        : `stopped on request after ${nodes.toLocaleString('en-US')} positions searched`,
    );
  }
}
