import { NimlabError } from '../core/errors.js';

/**
 * The limits a misère quotient computation can meet ('interrupted': its caller asked it to stop;
 * 'memory': the process's resident memory passed the caller's bound; see QuotientDeadline).
 */
export type QuotientLimit = 'order' | 'check states' | 'positions' | 'time' | 'memory' | 'heap' | 'interrupted';

/**
 * A misère quotient computation met a limit: which one and its value. The message says it in plain
 * words; a front end (CLI, playground) names its own way to raise it.
 */
export class QuotientLimitError extends NimlabError {
  override name = 'QuotientLimitError';

  constructor(
    readonly limit: QuotientLimit,
    readonly value: number,
  ) {
    super(limitMessage(limit, value));
  }
}

function limitMessage(limit: QuotientLimit, value: number): string {
  switch (limit) {
    case 'order':
      return `order above the limit of ${value} elements`;
    case 'check states':
      return `the check of a candidate quotient passed ${value} states`;
    case 'positions':
      return `the outcome search passed ${value} stored sums`;
    case 'time':
      return `the time limit of ${value / 1000} s was reached`;
    case 'memory':
      return `resident memory passed the limit of ${value} MB`;
    case 'heap':
      return `heap limit ${value} reached`;
    case 'interrupted':
      return 'stopped on request';
  }
}
