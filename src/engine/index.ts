/** The engine layer: definitions and generic solvers, independent of any particular game. */
export * from './game.js';
export * from './errors.js';
export * from './mex.js';
export * from './memo.js';
export * from './grundy.js';
export * from './analysis.js';
