/** What outside games/partizan/domineering may use of it. */
export { emptyCells, emptyGrid, formatGrid, MAX_SIDE, parseGrid } from './grid.js';
export type { DomineeringGrid } from './grid.js';
export { domineeringRules } from './rules.js';
export { flipped, gridRegions, symmetryKey, transposed } from './regions.js';
export { MAX_BITBOARD_SIDE, toBitboard } from './bitboard.js';
export type { Bitboard } from './bitboard.js';
export { domineering } from './family.js';
export { checkValuesInReach, DomineeringValueLimitError, MAX_VALUED_REGION_CELLS } from './valueLimitError.js';
