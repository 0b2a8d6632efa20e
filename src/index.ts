/**
 * nimlab: the engine, the built-in games, and the judge problems. The root entry is exactly the
 * union of the three layer entries, each of which lists its exports by name; re-exporting them
 * whole keeps one list per name (a second, 530-name copy here would drift from them).
 *
 * @module nimlab
 */
export * from './engine/index.js';
export * from './games/index.js';
export * from './problems/index.js';
