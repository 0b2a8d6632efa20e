/**
 * The misère quotient growth of heap games as one entry point, `nimlab/misere-quotient`: what
 * growing, proving and reading a quotient needs and nothing else (not the whole library behind
 * `nimlab`). scripts/bundle-quotient.mjs bundles it into one file, dist/misere-quotient.js, which
 * Node loads in a few milliseconds where the 28 modules behind it take tens: that is most of a
 * fresh process's time for a small quotient such as Kayles' (bench/cases/misere-solver.mjs times it).
 */
export {
  DEFAULT_QUOTIENT_LIMITS,
  quotientElement,
  quotientOutcome,
  type MisereQuotient,
  type QuotientLimits,
} from '../../../engine/quotient/misereQuotient.js';
export { QuotientLimitError } from '../../../engine/quotient/quotientLimitError.js';
export { parseHeapGame, type HeapGame } from '../heapGame.js';
export {
  analyzeByQuotient,
  growHeapQuotient,
  heapQuotientSteps,
  MAX_QUOTIENT_HEAP,
  type HeapQuotientGrowth,
  type HeapQuotientStep,
  type QuotientSumAnalysis,
} from './misere.js';
export { heapMap, solvedHeapElement } from './miserePeriodicity.js';
