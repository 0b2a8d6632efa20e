/** The engine layer: definitions and generic solvers, independent of any particular game. */
export * from './core/game.js';
export * from './core/errors.js';
export * from './core/quoteToken.js';
export * from './core/mex.js';
export * from './core/memo.js';
export * from './normal/grundy.js';
export * from './normal/analysis.js';
export * from './core/acyclic.js';
export * from './misere/misere.js';
export * from './conventions/everySg.js';
export * from './conventions/antiSg.js';
export * from './conventions/minimax.js';
export * from './conventions/rewardMinimax.js';
export * from './normal/integerGame.js';
export * from './normal/fastGrundy.js';
export * from './slots/slotIndex.js';
export * from './slots/pagedSlotTable.js';
export * from './slots/tupleSlots.js';
export * from './conventions/retrograde.js';
export * from './conventions/loopyGrundy.js';
export * from './gameModule.js';
export * from './misere/misereForm.js';
export * from './misere/genus.js';
export * from './misere/miserePhylum.js';
export * from './misere/formGenus.js';
export * from './quotient/quotientGenus.js';
export * from './quotient/growingQuotient.js';
export * from './quotient/gameSetQuotient.js';
export * from './quotient/misereQuotient.js';
export * from './core/progressSlices.js';
export * from './quotient/quotientPresentation.js';
export * from './quotient/monoidAnalysis.js';
export { leastQuotientFailure, type CheckKind, type QuotientFailure } from './quotient/check/misereQuotientCheck.js';
export { QuotientLimitError, type QuotientLimit } from './quotient/quotientLimitError.js';
export {
  Cooling,
  Dyadic,
  GamePrinter,
  GameProperties,
  PartizanGames,
  PartizanLimitError,
  parseExpression,
  thermograph,
  Thermograph,
  Trajectory,
  type Comparison as PartizanComparison,
  type OutcomeClass as PartizanOutcomeClass,
  type PartizanLimit,
} from './partizan/index.js';
