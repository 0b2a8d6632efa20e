/** nimlab: the engine, the built-in games, and the judge problems. */
export * from './engine/index.js';
export * from './games/index.js';
export * from './problems/index.js';
