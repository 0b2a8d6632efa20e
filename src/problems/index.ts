/**
 * The problems layer: every judge problem, registered once in `catalog.ts` (id, title, module) and
 * loaded on demand, plus the judge I/O pieces they share.
 */
export * from './catalog.js';
export * from './problem.js';
export * from './input.js';
export * from './random.js';
export * from './output.js';
export * from './shrink.js';
export * from './bruteForceLimit.js';
