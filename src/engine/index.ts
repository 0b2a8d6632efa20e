/**
 * The engine layer (`nimlab/engine`): definitions and generic solvers, independent of any
 * particular game. Exported by name, grouped by folder; each folder's README.md says what it holds.
 * Internals of the quotient growth (check states, step helpers) stay inside `quotient/`.
 *
 * @module nimlab/engine
 */

// core/: the contracts every game and solver meets, and the errors they throw.
export {
  sum,
  isSum,
  componentsOf,
  formatPosition,
  formatOption,
  Sum,
  type Key,
  type Option,
  type Game,
  type Outcome,
  type SumMove,
} from './core/game.js';
export { NimlabError, CycleError } from './core/errors.js';
export { mex, MexScratch } from './core/mex.js';
export { UNKNOWN, IN_PROGRESS, KeyedMemo, IntegerMemo, type PositionMemo } from './core/memo.js';
export { evaluateAcyclic, type AcyclicEvaluation } from './core/acyclic.js';
export { extendInSlices, type ProgressCallback, type SliceOptions } from './core/progressSlices.js';

// normal/: normal play, Sprague–Grundy values of positions and sums.
export { GrundySolver, type GrundyValues } from './normal/grundy.js';
export { outcomeOfValue, analyzeSum, analyze, outcome, winningMoves, type Analysis } from './normal/analysis.js';
export { integerSolver, fastSolver, grundyTable } from './normal/integerGame.js';
export { FastGrundySolver } from './normal/fastGrundy.js';

// slots/: positions to dense indices, for the fast solvers.
export { IntegerSlots, PackedSlots, KeyedSlots, IntegerFirstSlots, type SlotIndex } from './slots/slotIndex.js';
export { PagedSlotTable } from './slots/pagedSlotTable.js';
export { moduleKey, packTuple, TupleSlots } from './slots/tupleSlots.js';

// conventions/: the other ways to end or score a game: Every-SG, anti-SG, payoffs, cycles.
export { remotenessFrom, everySgOutcome, RemotenessSolver } from './conventions/everySg.js';
export { sjRule, antiSgOutcome } from './conventions/antiSg.js';
export { minimaxValue, MinimaxSolver, type PayoffGame } from './conventions/minimax.js';
export { rewardMinimaxValue, RewardMinimaxSolver, type RewardMove, type RewardGame } from './conventions/rewardMinimax.js';
export {
  solveRetrograde,
  analyzeLoopy,
  exploreStateGraph,
  DRAW,
  WIN,
  LOSE,
  type StateGraph,
  type RetrogradeSolution,
  type LoopyResult,
  type LoopyGame,
  type LoopyAnalysis,
  type ExploredStateGraph,
} from './conventions/retrograde.js';
export {
  loopyGrundy,
  loopyGrundyValueOf,
  analyzeLoopyGrundy,
  INFINITE,
  isInfinite,
  formatLoopyGrundy,
  loopyOutcome,
  loopySumValue,
  loopySumOutcome,
  loopySumWinningMoves,
  type LoopyGrundyLabels,
  type LoopyGrundyAnalysis,
  type InfiniteValue,
  type LoopyGrundyValue,
  type LoopyOutcome,
  type SumComponent,
} from './conventions/loopyGrundy.js';

// misere/: misère play by search, canonical forms, genus and phylum.
export { misereOutcome, misereWinningMoves, MisereSolver } from './misere/misere.js';
export { DEFAULT_FORM_LIMIT, MisereForms, MisereFormSolver, type FormId } from './misere/misereForm.js';
export {
  genusTerm,
  genusFromOptions,
  tameGenusTerm,
  isTameGenus,
  GenusCalculator,
  type GameTree,
  type GenusDigits,
  type Genus,
} from './misere/genus.js';
export {
  isTamePhylum,
  isRestivePhylum,
  phylumFamily,
  genusShape,
  classifyPhylum,
  formatGenus,
  type MiserePhylum,
  type GenusShape,
  type PhylumView,
} from './misere/miserePhylum.js';
export { FormGenus } from './misere/formGenus.js';

// quotient/: misère quotients (Plambeck–Siegel): the monoid, its growth, check, presentation, analysis, limits.
export {
  quotientTable,
  quotientProduct,
  quotientElement,
  quotientOutcome,
  formatQuotientElement,
  formatMultiset,
  emptyQuotient,
  DEFAULT_QUOTIENT_LIMITS,
  type GeneratorSystem,
  type QuotientLimits,
  type QuotientDeadline,
  type MisereQuotient,
  type QuotientTable,
} from './quotient/misereQuotient.js';
export { MultisetOutcomes } from './quotient/multisetOutcomes.js';
export { buildMisereQuotient } from './quotient/buildMisereQuotient.js';
export { presentation } from './quotient/quotientRelations.js';
export { GrowingQuotient } from './quotient/growingQuotient.js';
export type { LadderLog } from './quotient/steps/stepLadder.js';
export type { RecalibrationProgress } from './quotient/steps/misereQuotientRecalibration.js';
export { gameSetQuotient, MAX_CLOSURE_POSITIONS, type GameSetQuotient, type GameSetQuotientOptions } from './quotient/gameSetQuotient.js';
export { genusFromQuotient, genusFromMisereGrundy, type GenusElements } from './quotient/quotientGenus.js';
export { formatWord, quotientPresentation, type QuotientPresentation } from './quotient/quotientPresentation.js';
export { analyzeMonoid, type MonoidAnalysis, type MonoidTable } from './quotient/monoidAnalysis.js';
export { leastQuotientFailure, type CheckTuning } from './quotient/check/misereQuotientCheck.js';
export type { CandidateMonoid, CheckKind, QuotientFailure } from './quotient/check/candidate.js';
export { QuotientLimitError, type QuotientLimit } from './quotient/quotientLimitError.js';
export {
  Cooling,
  ConwayProducts,
  NortonProducts,
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
  type ParseContext as PartizanParseContext,
  type ProductTables as PartizanProductTables,
  type Value as PartizanValue,
  type StoreLimits as PartizanStoreLimits,
  type PropertyValue as PartizanPropertyValue,
} from './partizan/index.js';

// Game modules: a user's `moves(position)` module as a game (the CLI's and the playground's format).
export { checkGameModule, gameFromModule, moduleSolver, parseModulePosition, moduleHeapValues, type GameModule } from './gameModule.js';
