/** The octal census (issue 23): plain data the CLI's `census` command and the playground render. */
export { expandCodePattern, expandCodePatterns, MAX_PATTERN_CODES } from './pattern.js';
export { oneSmallerGame } from './offsetRule.js';
export { sequenceKey, sharedSequences, valuesFromSharedSequence, type SequenceKey, type SharedSequence } from './sharedSequence.js';
export { fingerprint } from './fingerprint.js';
export {
  equivalenceClasses,
  sequenceClassKey,
  simplerCode,
  UNSOLVED_COMPARE_SLACK,
  type ClassKey,
  type ClassMember,
  type EquivalenceClass,
} from './equivalence.js';
export {
  summarizeSequence,
  TRIVIAL_PROOF_HEAPS,
  FIRST_VALUES,
  type CensusStatus,
  type GameSummary,
  type SparseSpace,
} from './sequenceSummary.js';
export {
  runExtendJob,
  nextLink,
  FIRST_LINK,
  type CheckpointStore,
  type ExtendJob,
  type ExtendOptions,
  type ExtendOutcome,
} from './extendJob.js';
export { censusReport, type CensusEntry, type CensusReport, type Comparison, type ReportRow, type ValuesOf } from './report.js';
export { PUBLISHED_EQUIVALENCES, PUBLISHED_PERIODS, type PublishedEquivalence, type PublishedPeriod } from './published.js';
