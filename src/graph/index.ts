/**
 * Graphs and trees, shared by every game family and problem: compressed adjacency (`graph.ts`),
 * breadth-first search and two-colouring (`traversal.ts`), rooted trees and forests (`tree.ts`).
 * All iterative, all typed arrays. Imports nothing from the rest of nimlab.
 */
export * from './graph.js';
export * from './traversal.js';
export * from './tree.js';
export * from './bridges.js';
