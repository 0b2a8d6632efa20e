import { NimlabError } from '../core/errors.js';

/**
 * The limits a partizan computation can meet: how many games the store may hold, the time it
 * may take, a caller's request to stop, and how deeply an expression may nest.
 */
export type PartizanLimit = 'games' | 'time' | 'interrupted' | 'nesting';

/**
 * A partizan computation met a limit: which one and its value (for 'interrupted', how many games
 * the store held: how far it got). The message says it in plain
 * words; a front end (CLI, playground) names its own way to raise it.
 */
export class PartizanLimitError extends NimlabError {
  override name = 'PartizanLimitError';

  constructor(
    readonly limit: PartizanLimit,
    readonly value: number,
  ) {
    super(limitMessage(limit, value));
  }
}

function limitMessage(limit: PartizanLimit, value: number): string {
  switch (limit) {
    case 'games':
      return `the game store passed its limit of ${value} games (the canonical form is too large)`;
    case 'time':
      return `the time limit of ${value / 1000} s was reached`;
    case 'interrupted':
      return `interrupted after ${value} games stored`;
    case 'nesting':
      return `the expression nests more than ${value} levels deep`;
  }
}
