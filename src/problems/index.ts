/**
 * The problems layer: every judge problem, registered once in `catalog.ts` (id, title, module) and
 * loaded on demand, plus the judge I/O pieces they share.
 *
 * @module nimlab/problems
 */
export { problemEntry, loadProblem, type ProblemEntry, problemCatalog } from './catalog.js';
export { type InputSize, type Problem, type NamedProblem } from './problem.js';
export { InputError, InputReader } from './input.js';
export { Random } from './random.js';
export { normalizeText, joinIntegers, twoWordLines } from './output.js';
export { shrinkInput, type ShrinkOptions, type ShrinkProgress, type ShrinkResult } from './shrink.js';
export { BruteForceLimitError } from './bruteForceLimit.js';
