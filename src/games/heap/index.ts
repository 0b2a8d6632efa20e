/**
 * The heap-games subsystem's public face: everything outside `games/heap` (the CLI's `table`, the
 * playground's Explore, the games index) imports from here, never from the files behind it, so
 * the kernels and the sequencer can change freely. `src/architecture.test.ts` holds this.
 */
export * from './code.js';
export { looksLikeCode, parseTakeBreakCode } from './parseCode.js';
export { describeCode } from './describeCode.js';
export { parseHeapGame, isHeapGameName, subtractionGame, allButGame, type HeapGame } from './heapGame.js';
export { takeBreakGame } from './rules.js';
export { grundySequence, type GrundySequence } from './fast.js';
export { GrundySequencer, UNBOUNDED_SPLIT_HEAPS, type SequencerOptions, type SequenceMethod, type SequenceEngine } from './sequencer.js';
export type { GrundyArray } from './grundyArray.js';
export { type Periodicity, observedPeriod, proofRuleFor, valuesToProve } from './periodicity.js';
export { analyzeHeapSum, MAX_ANALYZED_HEAP, type HeapSumAnalysis } from './analysis.js';
export { heapGameDefinition, analyzeHeapPosition, takeBreakFamily, subtractionFamily, allButFamily, type HeapAnalysisOptions } from './definition.js';
export {
  analyzeByQuotient,
  growHeapQuotient,
  heapQuotientSteps,
  heapGeneratorSystem,
  HeapMisereForms,
  MAX_QUOTIENT_HEAP,
  type HeapMisereValue,
  type HeapMove,
  type HeapQuotientGrowth,
  type HeapQuotientStep,
  type QuotientSumAnalysis,
} from './misere.js';
export * from './census/index.js';
export { heapMap, provenHeapMapPeriod, solvedHeapElement } from './miserePeriodicity.js';
export { heapGeneraByQuotient, MAX_GENUS_HEAP, type HeapGenera } from './heapGenera.js';
export { analyzeBySolvedQuotient, type BigHeapMove, type SolvedSumAnalysis } from './solvedMisere.js';
export {
  misereCensus,
  misereCensusSteps,
  quotientClass,
  heapMapSignature,
  DEFAULT_CENSUS_TIME_MS,
  type CensusStop,
  type MisereCensus,
  type MisereCensusOptions,
  type MisereCensusProgress,
  type MisereCensusRow,
  type QuotientClass,
} from './misereCensus.js';
export { comparePublishedQuotients, PUBLISHED_QUOTIENTS, type PublishedQuotient, type QuotientComparison } from './misereCensusPublished.js';
