/**
 * The heap-games subsystem's public face: everything outside `games/heap` (the CLI's `table`, the
 * playground's Explore, the games index) imports from here, never from the files behind it, so
 * the kernels and the sequencer can change freely. `src/architecture.test.ts` holds this.
 */
export * from './code/code.js';
export { looksLikeCode, meantAsCode, parseTakeBreakCode } from './code/parseCode.js';
export type { HeapOption } from './code/heapMoves.js';
export { describeCode } from './code/describeCode.js';
export { parseHeapGame, isHeapGameName, subtractionGame, allButGame, type HeapGame } from './heapGame.js';
export { takeBreakGame } from './rules.js';
export { grundySequence, type GrundySequence } from './fast.js';
export {
  GrundySequencer,
  UNBOUNDED_SPLIT_HEAPS,
  type SequencerOptions,
  type SequenceMethod,
  type SequenceEngine,
} from './sequence/sequencer.js';
export type { GrundyArray } from './kernels/grundyArray.js';
export { type Periodicity, type ProofRule, observedPeriod, proofRuleFor, valuesToProve } from './sequence/periodicity.js';
export { analyzeHeapSum, MAX_ANALYZED_HEAP, type HeapSumAnalysis, type HeapSumMove } from './analysis.js';
export {
  heapGameDefinition,
  analyzeHeapPosition,
  takeBreakFamily,
  subtractionFamily,
  allButFamily,
  type HeapAnalysisOptions,
} from './definition.js';
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
} from './misere/misere.js';
export * from './census/index.js';
export { heapMap, provenHeapMapPeriod, solvedHeapElement } from './misere/miserePeriodicity.js';
export { heapGeneraByQuotient, MAX_GENUS_HEAP, type HeapGenera } from './misere/heapGenera.js';
export { genusRun, type GenusRunOptions, type GenusStop } from './misere/genusRun.js';
export { quotientMoveParts, quotientPlayable, quotientReplyIndex, type QuotientMoveParts } from './misere/quotientPlay.js';
export {
  MiserePlayLimitError,
  MiserePlayOracle,
  MISERE_PLAY_QUOTIENT_TIME_MS,
  MISERE_SEARCH_TOKENS,
  type MiserePlayOracleOptions,
} from './misere/miserePlayOracle.js';
export { playableHeapGame, type HeapPlayOptions } from './playable.js';
export { analyzeBySolvedQuotient, type BigHeapMove, type SolvedSumAnalysis } from './misere/solvedMisere.js';
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
} from './census/misereCensus.js';
export {
  comparePublishedQuotients,
  PUBLISHED_QUOTIENTS,
  type PublishedQuotient,
  type QuotientComparison,
} from './census/misereCensusPublished.js';
