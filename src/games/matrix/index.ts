/** Games without turns: the classics, Gambit's `.nfg` and plain-matrix formats, and the analysis the views render. */
export * from './matrixGame.js';
export { readNfg, MAX_PROFILES } from './nfgRead.js';
export { writeNfgOutcomes, writeNfgPayoffs } from './nfgWrite.js';
export { readPlainMatrix } from './plainMatrix.js';
export { readMatrixGame } from './readGame.js';
export { CLASSICS, classicGame, type Classic } from './classics.js';
export { blotto, MAX_BLOTTO_STRATEGIES } from './blotto.js';
export * from './nashAnalysis.js';
export { fixedDecimal } from './fixedDecimal.js';
