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

  /**
   * With the limit 'order', what passed it, when known: `candidateOrder`, a candidate met on the way,
   * grown past this many elements (not the quotient, which may be smaller); `quotientOrder`, the
   * quotient itself, found and proved, of this order. The message says which.
   */
  constructor(
    readonly limit: QuotientLimit,
    readonly value: number,
    readonly candidateOrder?: number,
    readonly quotientOrder?: number,
  ) {
    super(limitMessage(limit, value, candidateOrder, quotientOrder));
  }
}

function limitMessage(limit: QuotientLimit, value: number, candidateOrder: number | undefined, quotientOrder: number | undefined): string {
  switch (limit) {
    case 'order':
      if (quotientOrder !== undefined) return `the quotient has order ${quotientOrder}, above the limit of ${value} elements`;
      return candidateOrder === undefined
        ? `order above the limit of ${value} elements`
        : `a candidate quotient on the way grew past ${candidateOrder} elements, above the limit of ${value} (the quotient itself may be smaller)`;
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
