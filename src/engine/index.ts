/** The engine layer: definitions and generic solvers, independent of any particular game. */
export * from './game.js';
export * from './errors.js';
export * from './mex.js';
export * from './memo.js';
export * from './grundy.js';
export * from './analysis.js';
export * from './acyclic.js';
export * from './misere.js';
export * from './everySg.js';
export * from './antiSg.js';
export * from './minimax.js';
export * from './rewardMinimax.js';
export * from './integerGame.js';
export * from './retrograde.js';
export * from './loopyGrundy.js';
export * from './gameModule.js';
