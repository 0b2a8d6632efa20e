import { parseCount } from '../io/options.js';

/**
 * Largest --max-order, one range for every command that grows a quotient (`quotient`,
 * `misere-census`; issue 39, item 9). The multiplication table is order² entries of 16 bits
 * (quotientTable: an element fits below 65,536): 200 MB at 10,000, 800 MB at 20,000, 2 GiB at
 * 32,768. A rejected candidate's table lives beside the next one's, the exact check keeps up to
 * 2 GiB of sets of its own (misereQuotientCheck.ts), and the check states kept between heaps up to
 * 2 GiB more (misereQuotientStates.ts); under --max-memory each of those two takes at most an
 * eighth of it (keptSetBudget.ts). Measured: 0.207's recalibration at heap 15 at 1.8 GB resident
 * with order 21,718; 0.35 at order 8,266 (heap 113) at 5 GB with caps of 1 GiB, and at order 10,034
 * (heap 131 under way) at 10.2 GB with caps of 2 GiB. What bounds a growth on a smaller machine is
 * --max-memory (defaultMaxMemoryMB), not this.
 */
export const MAX_ORDER_LIMIT = 32_768;

/** The smallest quotient worth a limit: {1, a}, the quotient of any game with a move. */
export const MIN_ORDER_LIMIT = 2;

/** --max-order's value, or one line giving the range. */
export function parseMaxOrder(text: string): number {
  return parseCount(text, '--max-order', MIN_ORDER_LIMIT, MAX_ORDER_LIMIT);
}

/** What --help says of --max-order's range. */
export const MAX_ORDER_RANGE = `${MIN_ORDER_LIMIT}..${MAX_ORDER_LIMIT}`;
