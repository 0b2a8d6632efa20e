/**
 * Default --time-limit of `nimlab analyze`: built-in games' computations, and game modules (a
 * user's code may loop, so it gets less). Apart from analyze.ts so that the quick Domineering path
 * (quickDomineering.ts) reads the same default without loading the command.
 */
export const BUILT_IN_TIME_LIMIT = '600s';
export const MODULE_TIME_LIMIT = '10s';
